import mammoth from 'mammoth';
import JSZip from 'jszip';
import { stripHiddenRuns } from './docx-visibility';
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

/**
 * The file as a person sees it: hidden runs taken out of the main document (re-packed only when
 * there are some). A macro-enabled document's macros (`vbaProject.bin`) and any external template
 * are never run or fetched: mammoth reads the XML only; the caller is told macros were there.
 */
async function visibleDocx(bytes: ArrayBuffer): Promise<{ bytes: ArrayBuffer; hiddenWords: number; macros: boolean }> {
	const zip = await JSZip.loadAsync(bytes);
	const macros = Object.keys(zip.files).some((name) => /(^|\/)vbaProject\.bin$/i.test(name));
	const main = zip.file('word/document.xml');
	if (!main) return { bytes, hiddenWords: 0, macros };
	const { xml, hiddenWords } = stripHiddenRuns(await main.async('string'));
	if (!hiddenWords) return { bytes, hiddenWords, macros };
	zip.file('word/document.xml', xml);
	return { bytes: await zip.generateAsync({ type: 'arraybuffer' }), hiddenWords, macros };
}

export async function readDocx(original: ArrayBuffer): Promise<ReadDocument> {
	let html: string;
	let visible: Awaited<ReturnType<typeof visibleDocx>>;
	try {
		visible = await visibleDocx(original);
		const bytes = visible.bytes;
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
	return {
		kind: 'docx',
		text: docxHtmlToText(parseHtml(html)),
		pages: null,
		...(visible.hiddenWords ? { hiddenWords: visible.hiddenWords } : {}),
		...(visible.macros ? { macros: true } : {})
	};
}
