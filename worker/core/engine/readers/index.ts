import { claimedKind, KIND_LABEL } from './claimed-kind';
import type { ReadContext, ReadDocument } from './document-kind';
import { textKind } from './detect-kind';
import { markdownToText } from './markdown';
import { countWordCharacters, normalizeText } from './normalize-text';
import { MAX_FILE_BYTES, readerProblems } from './reader-problems';
import { MAX_OCR_PAGES } from './ocr/limits';
import { sniffContent, type SniffedContent } from './sniff-content';

export type { DocumentKind, ReadContext, ReadDocument } from './document-kind';
export { detectKind } from './detect-kind';
export { MAX_FILE_BYTES } from './reader-problems';

// Fewer letters and digits than this is no resume: a scan with a watermark, an empty template.
const MIN_CHARACTERS = 40;
const MIN_CHARACTERS_PER_PDF_PAGE = 30;

/** `pages`: the pages read (OCR reads at most MAX_OCR_PAGES of a scan). */
const enoughText = (text: string, pages: number | null) =>
	countWordCharacters(text) >= (pages ? Math.max(MIN_CHARACTERS, MIN_CHARACTERS_PER_PDF_PAGE * pages) : MIN_CHARACTERS);

// Without OffscreenCanvas (Node) the pages of a scan cannot be drawn, so they cannot be read by OCR.
const canDrawPages = () => typeof OffscreenCanvas !== 'undefined';

async function readContent(
	content: SniffedContent,
	bytes: ArrayBuffer,
	fileName: string | null | undefined,
	declaredType: string | null | undefined,
	context: ReadContext
): Promise<ReadDocument> {
	const claimed = claimedKind(fileName, declaredType);
	switch (content.kind) {
		case 'pdf': {
			// pdf.js (~480 KB gzip), mammoth (~95 KB gzip) and the OCR engine load only when such a file arrives.
			const { readPdf } = await import('./pdf');
			const read = await readPdf(new Uint8Array(bytes));
			// No text layer: a scan. Its pages are read as images.
			if (enoughText(normalizeText(read.text), read.pages) || !canDrawPages()) return read;
			const { readScannedPdf } = await import('./ocr/read-scan');
			return readScannedPdf(new Uint8Array(bytes), context);
		}
		case 'image': {
			if (claimed && claimed !== 'image') throw readerProblems.notWhatItClaims(KIND_LABEL[claimed], `an image (${content.format.toUpperCase()})`);
			const { readImage } = await import('./ocr/read-scan');
			return readImage(new Uint8Array(bytes), context);
		}
		case 'docx': {
			const { readDocx } = await import('./docx');
			return readDocx(bytes);
		}
		case 'text': {
			// A text file posing as a PDF or DOCX is a broken download or an error page, not a resume.
			if (claimed === 'pdf' || claimed === 'docx' || claimed === 'image') throw readerProblems.notWhatItClaims(KIND_LABEL[claimed], 'a plain-text file');
			const kind = textKind(content.text, fileName, declaredType);
			return { kind, text: kind === 'md' ? markdownToText(content.text) : content.text, pages: null };
		}
		case 'unsupported':
			throw claimed ? readerProblems.notWhatItClaims(KIND_LABEL[claimed], content.what) : readerProblems.unsupported(content.what);
	}
}

/**
 * An uploaded file's bytes → clean plain text for the resume parser. The content decides the
 * kind (a PDF named .txt is read as a PDF); the name only tells Markdown from plain text and
 * turns "named .pdf but not a PDF" into invalid_file. Throws problem(...) with the contract's codes.
 */
export async function readDocument(
	bytes: ArrayBuffer,
	fileName?: string | null,
	declaredType?: string | null,
	context: ReadContext = {}
): Promise<ReadDocument> {
	if (bytes.byteLength > MAX_FILE_BYTES) throw readerProblems.tooLarge(bytes.byteLength);
	if (bytes.byteLength === 0) throw readerProblems.empty();

	const read = await readContent(sniffContent(new Uint8Array(bytes)), bytes, fileName, declaredType, context);
	const text = normalizeText(read.text);
	if (!enoughText(text, read.ocr && read.pages ? Math.min(read.pages, MAX_OCR_PAGES) : read.pages)) {
		if (read.kind === 'pdf') throw readerProblems.scannedPdf();
		throw read.kind === 'image' ? readerProblems.unreadableImage() : readerProblems.noText();
	}
	return {
		kind: read.kind,
		text,
		pages: read.pages,
		...(read.hiddenWords ? { hiddenWords: read.hiddenWords } : {}),
		...(read.macros ? { macros: true } : {}),
		...(read.ocr ? { ocr: read.ocr } : {})
	};
}
