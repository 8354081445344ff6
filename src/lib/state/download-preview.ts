/**
 * The first page of a produced PDF, drawn on a canvas by pdf.js. pdf.js (≈ 430 kB) and its worker
 * (≈ 1.2 MB) are fetched the first time a preview is asked for, never with the page: the dynamic
 * imports make them lazy chunks, and the worker arrives as a file URL (`?url`) so parsing runs in a
 * real Worker, off the main thread — unlike the core, which is itself a worker and runs pdf.js
 * inline (worker/core/engine/readers/pdfjs-runtime.ts). Only the final paint of one page touches
 * the main thread.
 */
import type * as Pdfjs from 'pdfjs-dist';

type PdfjsModule = typeof Pdfjs;

let loading: Promise<{ pdfjs: PdfjsModule; worker: InstanceType<PdfjsModule['PDFWorker']> }> | null = null;

/** One pdf.js worker for every preview while the dialog is open: starting one costs more than a page. */
function loadPdfjs() {
	loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
		([pdfjs, workerFile]) => {
			pdfjs.GlobalWorkerOptions.workerSrc = workerFile.default;
			return { pdfjs, worker: new pdfjs.PDFWorker() };
		},
		(error: unknown) => {
			loading = null; // offline before the chunk was cached: a later preview tries again
			throw error;
		}
	);
	return loading;
}

/** Ends the preview worker (the dialog closed); the next preview starts a new one. */
export function releasePreviewWorker() {
	const current = loading;
	loading = null;
	void current?.then(({ worker }) => worker.destroy()).catch(() => {});
}

const aborted = () => new DOMException('The preview was replaced or closed.', 'AbortError');
export const isAbort = (error: unknown) => (error as { name?: string })?.name === 'AbortError';

/**
 * Draws page 1 of `pdf` to fit `cssWidth` pixels and gives the page count. Aborting `signal` (new
 * options, the dialog closed) stops the load or the paint at once and rejects with an AbortError.
 */
export async function renderFirstPage(pdf: Blob, canvas: HTMLCanvasElement, cssWidth: number, signal: AbortSignal): Promise<{ pages: number }> {
	const bytes = new Uint8Array(await pdf.arrayBuffer());
	const { pdfjs, worker } = await loadPdfjs();
	if (signal.aborted) throw aborted();
	// No eval (the page's CSP forbids it) and nothing fetched: the file is all in `data`. Fonts the
	// file does not embed (pdf-lib's standard 14) are drawn with the system's metric-compatible ones.
	const task = pdfjs.getDocument({
		data: bytes,
		worker,
		isEvalSupported: false,
		disableAutoFetch: true,
		disableStream: true,
		disableRange: true,
		enableXfa: false,
		verbosity: pdfjs.VerbosityLevel.ERRORS
	});
	const stop = () => void task.destroy();
	signal.addEventListener('abort', stop, { once: true });
	try {
		const document = await task.promise;
		const page = await document.getPage(1);
		if (signal.aborted) throw aborted();
		const unit = page.getViewport({ scale: 1 });
		// Sharp on a high-density screen, but never a huge bitmap for a small preview.
		const ratio = Math.min(globalThis.devicePixelRatio || 1, 2);
		const viewport = page.getViewport({ scale: (cssWidth / unit.width) * ratio });
		canvas.width = Math.floor(viewport.width);
		canvas.height = Math.floor(viewport.height);
		const render = page.render({ canvas, viewport });
		signal.addEventListener('abort', () => render.cancel(), { once: true });
		await render.promise;
		return { pages: document.numPages };
	} catch (error) {
		// A destroyed load or a cancelled paint rejects with pdf.js's own errors: all one "abort" here.
		if (signal.aborted) throw aborted();
		throw error;
	} finally {
		signal.removeEventListener('abort', stop);
		void task.destroy();
	}
}
