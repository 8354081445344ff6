import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { ReadDocument } from './document-kind';
import type { PageRuns } from './pdf-geometry';
import { layoutPages } from './pdf-layout';
import { toPageRuns } from './pdf-text-runs';
import { loadPdfjs, safeDocumentOptions } from './pdfjs-runtime';
import { readerProblems } from './reader-problems';
import { pageMarks, visibleText, type OpCodes } from './pdf-visibility';

// A resume is a few pages; a 500-page manual would hold the single-threaded core for seconds.
const MAX_PAGES = 40;

function toProblem(error: unknown) {
	const name = (error as { name?: string } | null)?.name;
	return name === 'PasswordException' ? readerProblems.passwordProtected() : readerProblems.damagedPdf();
}

/** The text of every page, with positions: what pdf.js reads. Any pdf.js failure is the file's fault. */
async function readPageRuns(bytes: Uint8Array): Promise<{ pages: PageRuns[]; pageCount: number; hiddenWords: number }> {
	const pdfjs = await loadPdfjs();
	const task = pdfjs.getDocument(safeDocumentOptions(pdfjs, bytes));
	try {
		const document = await task.promise;
		const pages: PageRuns[] = [];
		let hiddenWords = 0;
		for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
			const page = await document.getPage(number);
			const viewport = page.getViewport({ scale: 1 });
			const content = await page.getTextContent();
			// What a person sees: text drawn invisibly, tiny, off the page, in the background's colour or under a box is left out.
			const operators = await page.getOperatorList();
			const { hidden, marks } = pageMarks(operators.fnArray, operators.argsArray, pdfjs.OPS as unknown as OpCodes, page.view);
			const items = content.items
				.filter((item): item is TextItem => 'str' in item)
				.map((item) => {
					if (!hidden.length) return item;
					const str = visibleText(item, hidden);
					if (str !== item.str) hiddenWords += wordCount(item.str) - wordCount(str);
					return str === item.str ? item : { ...item, str };
				});
			pages.push(toPageRuns(items, viewport.transform, viewport.width, viewport.height, marks));
			page.cleanup();
		}
		return { pages, pageCount: document.numPages, hiddenWords };
	} catch (error) {
		throw toProblem(error);
	} finally {
		await task.destroy();
	}
}

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export async function readPdf(bytes: Uint8Array): Promise<ReadDocument> {
	const { pages, pageCount, hiddenWords } = await readPageRuns(bytes);
	return { kind: 'pdf', text: layoutPages(pages), pages: pageCount, hiddenWords };
}
