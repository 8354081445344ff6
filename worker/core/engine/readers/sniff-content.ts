import { decodeText } from './decode-text';
import { isZip, listZipEntries } from './zip-entries';

/**
 * What a file really is, from its bytes (never from its name): a PDF, a Word document, a photo or
 * scan Rumo reads by OCR (PNG, JPEG), plain text, or something Rumo cannot read — described in
 * words a person recognises.
 */
export type SniffedContent =
	| { kind: 'pdf' }
	| { kind: 'docx' }
	| { kind: 'image'; format: 'png' | 'jpeg' }
	| { kind: 'text'; text: string }
	| { kind: 'unsupported'; what: string };

/** `shortPrefix`: so short that a text file could start with it too ("MZ Consulting…"). */
type Signature = { bytes: (number | null)[]; at?: number; what: string; shortPrefix?: boolean };

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

// null matches any byte (RIFF and ftyp containers carry a size there).
const SIGNATURES: Signature[] = [
	{ bytes: ascii('GIF8'), what: 'an image (GIF)' },
	{ bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')], what: 'an image (WebP)' },
	{ bytes: [0x49, 0x49, 0x2a, 0x00], what: 'an image (TIFF)' },
	{ bytes: [0x4d, 0x4d, 0x00, 0x2a], what: 'an image (TIFF)' },
	{ bytes: ascii('ftypheic'), at: 4, what: 'an image (HEIC)' },
	{ bytes: ascii('ftypheix'), at: 4, what: 'an image (HEIC)' },
	{ bytes: ascii('ftypmif1'), at: 4, what: 'an image (HEIF)' },
	{ bytes: ascii('ftypavif'), at: 4, what: 'an image (AVIF)' },
	{ bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: 'an old-format Word document (.doc)' },
	{ bytes: ascii('{\\rtf'), what: 'a rich-text document (RTF)' },
	{ bytes: ascii('%!PS'), what: 'a PostScript file' },
	{ bytes: [0x1f, 0x8b], what: 'a compressed archive (gzip)' },
	{ bytes: [...ascii('7z'), 0xbc, 0xaf, 0x27, 0x1c], what: 'a compressed archive (7z)' },
	{ bytes: ascii('Rar!'), what: 'a compressed archive (RAR)' },
	{ bytes: [0x7f, ...ascii('ELF')], what: 'a program' },
	{ bytes: ascii('MZ'), what: 'a program (Windows executable)', shortPrefix: true },
	{ bytes: [0xcf, 0xfa, 0xed, 0xfe], what: 'a program' },
	{ bytes: [0xca, 0xfe, 0xba, 0xbe], what: 'a program' }
];

function matches(bytes: Uint8Array, signature: Signature): boolean {
	const at = signature.at ?? 0;
	return signature.bytes.every((byte, i) => byte === null || bytes[at + i] === byte);
}

/** The PDF header may follow a little junk (some mail gateways prepend bytes); readers accept 1 KB. */
function hasPdfHeader(bytes: Uint8Array): boolean {
	const head = bytes.subarray(0, 1024);
	for (let i = 0; i + 5 <= head.length; i++) {
		if (head[i] === 0x25 && head[i + 1] === 0x50 && head[i + 2] === 0x44 && head[i + 3] === 0x46 && head[i + 4] === 0x2d)
			return true;
	}
	return false;
}

function sniffZip(bytes: Uint8Array): SniffedContent {
	const names = listZipEntries(bytes);
	// The main part is word/document.xml in every generator we know; a few name it otherwise but
	// still keep word/ and the content-types part, and mammoth finds the part through _rels.
	if (names.includes('word/document.xml')) return { kind: 'docx' };
	if (names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))) return { kind: 'docx' };
	if (names.includes('mimetype') && names.includes('content.xml')) return { kind: 'unsupported', what: 'an OpenDocument file (.odt)' };
	if (names.some((name) => name.startsWith('xl/'))) return { kind: 'unsupported', what: 'a spreadsheet (.xlsx)' };
	if (names.some((name) => name.startsWith('ppt/'))) return { kind: 'unsupported', what: 'a presentation (.pptx)' };
	return { kind: 'unsupported', what: 'a ZIP archive' };
}

function sniffMarkup(text: string): string | null {
	const start = text.trimStart().slice(0, 200).toLowerCase();
	if (start.startsWith('<!doctype html') || start.startsWith('<html')) return 'a web page (HTML)';
	if (start.startsWith('<?xml')) return 'an XML file';
	return null;
}

// The two image formats the OCR engine decodes itself (Leptonica, EXIF orientation included).
const PNG: Signature = { bytes: [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a], what: 'an image (PNG)' };
const JPEG: Signature = { bytes: [0xff, 0xd8, 0xff], what: 'an image (JPEG)' };

export function sniffContent(bytes: Uint8Array): SniffedContent {
	if (hasPdfHeader(bytes)) return { kind: 'pdf' };
	if (isZip(bytes)) return sniffZip(bytes);
	if (matches(bytes, PNG)) return { kind: 'image', format: 'png' };
	if (matches(bytes, JPEG)) return { kind: 'image', format: 'jpeg' };
	const known = SIGNATURES.find((signature) => matches(bytes, signature));
	if (known && !known.shortPrefix) return { kind: 'unsupported', what: known.what };
	const text = decodeText(bytes);
	if (text === null && known) return { kind: 'unsupported', what: known.what };
	if (text === null) return { kind: 'unsupported', what: 'a binary file, not a document' };
	const markup = sniffMarkup(text);
	if (markup) return { kind: 'unsupported', what: markup };
	return { kind: 'text', text };
}
