import { describe, expect, it } from 'vitest';
import { decodeText, looksLikeText } from './decode-text';

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function utf16(text: string, bigEndian: boolean, bom = true): Uint8Array {
	const bytes: number[] = bom ? (bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]) : [];
	for (const char of text) {
		const code = char.charCodeAt(0);
		bytes.push(...(bigEndian ? [code >> 8, code & 0xff] : [code & 0xff, code >> 8]));
	}
	return Uint8Array.from(bytes);
}

describe('decodeText', () => {
	it('reads UTF-8 and drops its byte-order mark', () => {
		const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Experiência')]);
		expect(decodeText(bytes)).toBe('Experiência');
	});

	it('falls back to Windows-1252 when the bytes are not UTF-8, as Brazilian Latin-1 files are', () => {
		expect(decodeText(latin1('Experiência em gestão de ação'))).toBe('Experiência em gestão de ação');
	});

	it('reads the Windows-1252 punctuation that Latin-1 leaves undefined', () => {
		// 0x93/0x94 curly quotes, 0x96 en dash, 0x80 euro sign.
		expect(decodeText(new Uint8Array([0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x80]))).toBe('“A” – €');
	});

	it('keeps a UTF-8 file whose last character was cut in half', () => {
		const bytes = new TextEncoder().encode('São Paulo ã');
		expect(decodeText(bytes.subarray(0, bytes.length - 1))).toBe('São Paulo ');
	});

	it('reads UTF-16 little- and big-endian files with a byte-order mark', () => {
		expect(decodeText(utf16('Currículo — Ana', false))).toBe('Currículo — Ana');
		expect(decodeText(utf16('Currículo — Ana', true))).toBe('Currículo — Ana');
	});

	it('recognises UTF-16 without a byte-order mark by its zero bytes', () => {
		expect(decodeText(utf16('Experience and skills', false, false))).toBe('Experience and skills');
	});

	it('refuses binary bytes full of NULs and control characters', () => {
		const binary = Uint8Array.from({ length: 400 }, (_, i) => (i * 37) % 256);
		expect(decodeText(binary)).toBeNull();
		expect(looksLikeText('plain text\twith a tab\r\n')).toBe(true);
	});
});
