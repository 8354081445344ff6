import mammoth from 'mammoth';
import type { ReadDocument } from './document-kind';
import { docxHtmlToText } from './docx-html-to-text';
import { parseHtml } from './html-tree';
import { readerProblems } from './reader-problems';

/**
 * DOCX through mammoth. Its HTML keeps what raw text loses: headings, list items and table
 * cells. Headers and footers are not part of mammoth's output, which is what the parser wants.
 * mammoth's "browser" field swaps its Node file access for an ArrayBuffer reader, so the same
 * import works in vitest and in Vite's bundle of the core worker.
 */

// mammoth reads `arrayBuffer` in the browser build and `buffer` in Node; JSZip accepts an
// ArrayBuffer for both, so passing both keys serves both without a runtime check.
type MammothInput = { arrayBuffer: ArrayBuffer; buffer: ArrayBuffer };

const skipImages = mammoth.images.imgElement(async () => ({ src: '' }));

export async function readDocx(bytes: ArrayBuffer): Promise<ReadDocument> {
	let html: string;
	try {
		const input: MammothInput = { arrayBuffer: bytes, buffer: bytes };
		const result = await mammoth.convertToHtml(input as unknown as { arrayBuffer: ArrayBuffer }, {
			convertImage: skipImages,
			ignoreEmptyParagraphs: false,
			externalFileAccess: false
		});
		html = result.value;
	} catch {
		throw readerProblems.damagedDocx();
	}
	return { kind: 'docx', text: docxHtmlToText(parseHtml(html)), pages: null };
}
