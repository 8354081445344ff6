import type * as Pdfjs from 'pdfjs-dist';

export type PdfjsModule = typeof Pdfjs;

/**
 * Which pdf.js build runs, and how. In the browser: the modern build, with its worker module
 * put on globalThis so pdf.js runs in the core worker's own thread (no nested worker, nothing
 * fetched by URL, and Vite bundles both as lazy chunks that the service worker precaches).
 * In Node (vitest): the modern build needs DOMMatrix and other browser globals, so the legacy
 * build — loaded through a specifier Vite cannot see, which keeps it out of the browser bundle.
 */

const inNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';
const withWorker = globalThis as { pdfjsWorker?: unknown };

async function loadForBrowser(): Promise<PdfjsModule> {
	withWorker.pdfjsWorker = await import('pdfjs-dist/build/pdf.worker.mjs');
	return import('pdfjs-dist');
}

async function loadForNode(): Promise<PdfjsModule> {
	const legacy = ['pdfjs-dist', 'legacy', 'build'].join('/');
	withWorker.pdfjsWorker = await import(/* @vite-ignore */ `${legacy}/pdf.worker.mjs`);
	return (await import(/* @vite-ignore */ `${legacy}/pdf.mjs`)) as PdfjsModule;
}

let loading: Promise<PdfjsModule> | null = null;

export function loadPdfjs(): Promise<PdfjsModule> {
	loading ??= (inNode ? loadForNode() : loadForBrowser()).catch((error: unknown) => {
		loading = null;
		throw error;
	});
	return loading;
}

/**
 * How Rumo opens every PDF: no eval, no fonts or files fetched, nothing streamed, no XFA forms —
 * a resume is read from the bytes given, in this thread. pdf.js may take ownership of the buffer,
 * so it gets a copy and the caller keeps its own.
 */
export function safeDocumentOptions(pdfjs: PdfjsModule, bytes: Uint8Array) {
	return {
		data: bytes.slice(),
		isEvalSupported: false,
		disableFontFace: true,
		useSystemFonts: false,
		useWorkerFetch: false,
		disableAutoFetch: true,
		disableStream: true,
		disableRange: true,
		enableXfa: false,
		verbosity: pdfjs.VerbosityLevel.ERRORS
	};
}
