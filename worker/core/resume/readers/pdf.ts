import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { ReadDocument } from './document-kind';
import type { PageRuns } from './pdf-geometry';
import { layoutPages } from './pdf-layout';
import { toPageRuns } from './pdf-text-runs';
import { loadPdfjs } from './pdfjs-runtime';
import { readerProblems } from './reader-problems';

// A resume is a few pages; a 500-page manual would hold the single-threaded core for seconds.
const MAX_PAGES = 40;

function toProblem(error: unknown) {
	const name = (error as { name?: string } | null)?.name;
	return name === 'PasswordException' ? readerProblems.passwordProtected() : readerProblems.damagedPdf();
}

/** The text of every page, with positions: what pdf.js reads. Any pdf.js failure is the file's fault. */
async function readPageRuns(bytes: Uint8Array): Promise<{ pages: PageRuns[]; pageCount: number }> {
	const pdfjs = await loadPdfjs();
	const task = pdfjs.getDocument({
		// pdf.js may take ownership of the buffer; the caller keeps its own copy.
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
	});
	try {
		const document = await task.promise;
		const pages: PageRuns[] = [];
		for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
			const page = await document.getPage(number);
			const viewport = page.getViewport({ scale: 1 });
			const content = await page.getTextContent();
			const items = content.items.filter((item): item is TextItem => 'str' in item);
			pages.push(toPageRuns(items, viewport.transform, viewport.width, viewport.height));
			page.cleanup();
		}
		return { pages, pageCount: document.numPages };
	} catch (error) {
		throw toProblem(error);
	} finally {
		await task.destroy();
	}
}

export async function readPdf(bytes: Uint8Array): Promise<ReadDocument> {
	const { pages, pageCount } = await readPageRuns(bytes);
	return { kind: 'pdf', text: layoutPages(pages), pages: pageCount };
}
