/**
 * Bytes of a plain-text file → a string, or null when the bytes are not text at all.
 * Brazilian files are often Windows-1252/Latin-1 (Notepad before 2019, Excel exports), so
 * invalid UTF-8 falls back to that instead of showing replacement characters.
 */

// Windows-1252 differs from Latin-1 only in 0x80–0x9F: curly quotes, dashes, € and the like.
// Browsers decode "iso-8859-1" as this table too; unassigned bytes keep their Latin-1 code point.
const CP1252_HIGH = [
	0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
	0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178
];

export function decodeWindows1252(bytes: Uint8Array): string {
	let out = '';
	const CHUNK = 8192;
	for (let start = 0; start < bytes.length; start += CHUNK) {
		const codes = Array.from(bytes.subarray(start, start + CHUNK), (byte) =>
			byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : byte
		);
		out += String.fromCharCode(...codes);
	}
	return out;
}

function decodeUtf16(bytes: Uint8Array, bigEndian: boolean): string {
	const even = bytes.length - (bytes.length % 2);
	if (!bigEndian) return new TextDecoder('utf-16le').decode(bytes.subarray(0, even));
	// Swap to little-endian ourselves: 'utf-16be' is missing from some small-ICU runtimes.
	const swapped = new Uint8Array(even);
	for (let i = 0; i < even; i += 2) {
		swapped[i] = bytes[i + 1];
		swapped[i + 1] = bytes[i];
	}
	return new TextDecoder('utf-16le').decode(swapped);
}

/** UTF-16 without a byte-order mark: ASCII-heavy text has a zero in every other byte. */
function guessBomlessUtf16(bytes: Uint8Array): 'le' | 'be' | null {
	const sample = bytes.subarray(0, Math.min(bytes.length, 4096) & ~1);
	if (sample.length < 8) return null;
	let zeroEven = 0;
	let zeroOdd = 0;
	for (let i = 0; i < sample.length; i += 2) {
		if (sample[i] === 0) zeroEven++;
		if (sample[i + 1] === 0) zeroOdd++;
	}
	const pairs = sample.length / 2;
	if (zeroOdd > pairs * 0.7 && zeroEven < pairs * 0.1) return 'le';
	if (zeroEven > pairs * 0.7 && zeroOdd < pairs * 0.1) return 'be';
	return null;
}

/**
 * UTF-8, or null when the bytes are not valid UTF-8. A file cut off in the middle of a
 * multi-byte character is still UTF-8: only its last, incomplete character is dropped.
 */
function decodeStrictUtf8(bytes: Uint8Array): string | null {
	const decoder = new TextDecoder('utf-8', { fatal: true });
	for (let cut = 0; cut <= 3 && cut < bytes.length; cut++) {
		try {
			return decoder.decode(bytes.subarray(0, bytes.length - cut));
		} catch {
			// try again without the last byte
		}
	}
	return null;
}

/** Text has few control characters; binary formats are full of them (and of NULs). */
export function looksLikeText(text: string): boolean {
	if (text.includes('\u0000')) return false;
	const sample = text.slice(0, 65536);
	const controls = sample.match(/[\u0001-\u0008\u000E-\u001F\u007F]/g)?.length ?? 0;
	return controls <= Math.max(2, sample.length * 0.01);
}

export function decodeText(bytes: Uint8Array): string | null {
	let text: string;
	if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
		text = new TextDecoder('utf-8').decode(bytes.subarray(3));
	} else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
		text = decodeUtf16(bytes.subarray(2), false);
	} else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
		text = decodeUtf16(bytes.subarray(2), true);
	} else {
		const utf16 = guessBomlessUtf16(bytes);
		text = utf16 ? decodeUtf16(bytes, utf16 === 'be') : (decodeStrictUtf8(bytes) ?? decodeWindows1252(bytes));
	}
	return looksLikeText(text) ? text : null;
}
