import mammoth from 'mammoth';
import JSZip from 'jszip';
import { firstPageHeader, headerLines, headerToPrepend } from './docx-header';
import { stripHiddenRuns } from './docx-visibility';
import type { ReadDocument } from './document-kind';
import { docxHtmlToText } from './docx-html-to-text';
import { parseHtml } from './html-tree';
import { readerProblems } from './reader-problems';

/**
 * DOCX through mammoth. Its HTML keeps what raw text loses: headings, list items and table
 * cells. Headers and footers are not part of mammoth's output; the first page's header is read
 * apart (docx-header.ts), since Word designs set the name and contact line there.
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
async function visibleDocx(bytes: ArrayBuffer): Promise<{ bytes: ArrayBuffer; hiddenWords: number; macros: boolean; header: string[] }> {
	const zip = await JSZip.loadAsync(bytes);
	const macros = Object.keys(zip.files).some((name) => /(^|\/)vbaProject\.bin$/i.test(name));
	const main = zip.file('word/document.xml');
	if (!main) return { bytes, hiddenWords: 0, macros, header: [] };
	const documentXml = await main.async('string');
	const header = await firstHeaderLines(zip, documentXml);
	const { xml, hiddenWords } = stripHiddenRuns(documentXml);
	if (!hiddenWords) return { bytes, hiddenWords, macros, header };
	zip.file('word/document.xml', xml);
	return { bytes: await zip.generateAsync({ type: 'arraybuffer' }), hiddenWords, macros, header };
}

/** The visible lines of the first page's header, or none. */
async function firstHeaderLines(zip: JSZip, documentXml: string): Promise<string[]> {
	const rels = await zip.file('word/_rels/document.xml.rels')?.async('string');
	const path = rels ? firstPageHeader(documentXml, rels) : null;
	const part = path ? await zip.file(path)?.async('string') : undefined;
	return part ? headerLines(stripHiddenRuns(part).xml) : [];
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
	const body = docxHtmlToText(parseHtml(html));
	const header = headerToPrepend(visible.header, body);
	return {
		kind: 'docx',
		text: header.length ? `${header.join('\n')}\n\n${body}` : body,
		pages: null,
		...(visible.hiddenWords ? { hiddenWords: visible.hiddenWords } : {}),
		...(visible.macros ? { macros: true } : {})
	};
}
