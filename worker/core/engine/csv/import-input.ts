/** How an import's bytes or text are read: the encodings and delimiters it knows, and the person's choice of them. */

import { problem } from '../problem';
import { decodeText, decodeWindows1252, looksLikeText } from '../readers/decode-text';

export type ImportInput = { bytes: Uint8Array } | { text: string };

/** What a file's bytes were read as: `auto` finds it (a BOM, UTF-16's zeros, else UTF-8 unless invalid). */
export const IMPORT_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export type ReadEncoding = ImportEncoding | 'utf-16';
/** The separators a spreadsheet saves CSV with: Excel in Brazil writes ";", other tools "|" or tabs. */
export const CSV_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' } as const;
export type CsvDelimiter = keyof typeof CSV_DELIMITERS;
/** Chosen by the person in the preview; `auto` (the default) detects them. */
export type ImportOptions = { delimiter?: CsvDelimiter | 'auto'; encoding?: ImportEncoding | 'auto' };

const UTF8_BOM = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** The encoding decodeText settled on, named for the preview. */
function detectedEncoding(bytes: Uint8Array, text: string): ReadEncoding {
	if (UTF8_BOM(bytes)) return 'utf-8';
	if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 'utf-16';
	const sample = bytes.subarray(0, 4096);
	// Text in UTF-8 or a code page has no NUL (decodeText refuses it); UTF-16 has one in every other byte.
	if (sample.filter((byte) => byte === 0).length > sample.length * 0.3) return 'utf-16';
	// Windows-1252 gives one character per byte; UTF-8 fewer as soon as a byte is above 0x7F.
	return text.length === bytes.length && bytes.some((byte) => byte > 0x7f) ? 'windows-1252' : 'utf-8';
}

function notText(): never {
	throw problem('invalid_file', 'The file is not text: save it as CSV (UTF-8) or JSON and try again.', undefined, { reason: 'not_text' });
}

export function inputText(input: ImportInput, encoding: ImportEncoding | 'auto' = 'auto'): { text: string; encoding: ReadEncoding | null } {
	if ('text' in input) return { text: input.text.replace(/^\ufeff/, ''), encoding: null };
	const { bytes } = input;
	if (encoding === 'auto') {
		// decodeText strips a UTF-8/UTF-16 BOM and falls back to Windows-1252 (a superset of Latin-1).
		const text = decodeText(bytes);
		if (text === null) notText();
		return { text, encoding: detectedEncoding(bytes, text) };
	}
	// Chosen by hand: read as asked, even where it shows wrong letters (the person sees them and can switch back).
	const text =
		encoding === 'utf-8' ? new TextDecoder('utf-8').decode(UTF8_BOM(bytes) ? bytes.subarray(3) : bytes) : decodeWindows1252(bytes);
	if (!looksLikeText(text)) notText();
	return { text: text.replace(/^\ufeff/, ''), encoding };
}
