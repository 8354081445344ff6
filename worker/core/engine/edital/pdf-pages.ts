import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { problem } from '../problem';
import { toPageRuns } from '../readers/pdf-text-runs';
import { loadPdfjs, safeDocumentOptions } from '../readers/pdfjs-runtime';
import { pageMarks, visibleText, type OpCodes } from '../readers/pdf-visibility';
import { layoutText } from './pdf-text-layout';
import type { ExtractContext } from './types';

/** Editais run to 200 pages and more with their annexes; past this many, the rest is left out and said so. */
export const MAX_EDITAL_PAGES = 400;

export const isPdf = (bytes: Uint8Array) => bytes.length > 4 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;

/**
 * A PDF's text page by page, each line laid out as it stands on the page (what a person cannot see left
 * out), so tables keep their columns and a quote can say its page. The readers' `readPdf` joins the pages of a
 * resume of a few pages into one text; an edital's quotes need the pages kept apart. Progress per
 * page; the signal stops between pages.
 */
export async function readPdfPages(bytes: Uint8Array, context: ExtractContext = {}): Promise<{ pages: string[]; pageCount: number }> {
	const pdfjs = await loadPdfjs();
	const task = pdfjs.getDocument(safeDocumentOptions(pdfjs, bytes));
	try {
		const document = await task.promise.catch((error: unknown) => {
			const name = (error as { name?: string } | null)?.name;
			throw name === 'PasswordException'
				? problem('invalid_file', 'This PDF is protected by a password. Save it without the password, or paste the edital’s text instead.')
				: problem('invalid_file', 'This PDF is damaged and cannot be read. Download the edital again, or paste its text instead.');
		});
		const count = Math.min(document.numPages, MAX_EDITAL_PAGES);
		const pages: string[] = [];
		for (let number = 1; number <= count; number++) {
			if (context.signal?.aborted) throw problem('cancelled', 'Reading the edital was cancelled. Nothing was saved.');
			const page = await document.getPage(number);
			const viewport = page.getViewport({ scale: 1 });
			const content = await page.getTextContent();
			const operators = await page.getOperatorList();
			const { hidden } = pageMarks(operators.fnArray, operators.argsArray, pdfjs.OPS as unknown as OpCodes, page.view);
			const items = content.items
				.filter((item): item is TextItem => 'str' in item)
				.map((item) => (hidden.length ? { ...item, str: visibleText(item, hidden) } : item));
			// Shapes drawn beside text are no bullets here: a table's cell borders and shading stand beside every header.
			pages.push(layoutText(toPageRuns(items, viewport.transform, viewport.width, viewport.height)));
			page.cleanup();
			context.progress?.(number / count);
		}
		return { pages, pageCount: document.numPages };
	} finally {
		await task.destroy();
	}
}
