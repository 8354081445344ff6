/**
 * Bytes to text, with the character set picked the way a browser picks it: a page reads as its
 * author saw it, not as mojibake.
 */

/**
 * The body as text: a byte order mark wins, then the Content-Type charset, then (HTML) a meta
 * charset or (XML) the declaration's encoding in the first 1024 bytes, then UTF-8. An unknown
 * label falls back to UTF-8. `iso-8859-1` and `latin1` decode as windows-1252, as browsers do.
 * @param {Buffer} bytes
 * @param {string} contentTypeHeader
 * @param {string} essence
 */
export function decodeText(bytes, contentTypeHeader, essence) {
	/** @type {string | undefined} */
	let label;
	if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) label = 'utf-8';
	else if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
	else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
	if (!label) label = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentTypeHeader)?.[1];
	if (!label && !essence.endsWith('json')) {
		const head = bytes.subarray(0, 1024).toString('latin1');
		label =
			essence === 'text/html'
				? /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i.exec(head)?.[1]
				: /^<\?xml[^>]*\sencoding\s*=\s*["']([\w:.-]+)["']/i.exec(head)?.[1];
		// A document that could be read this far is ASCII-compatible, whatever it claims.
		if (label && /^utf-?16/i.test(label)) label = 'utf-8';
	}
	/** @type {TextDecoder} */
	let decoder;
	try {
		decoder = new TextDecoder(label ?? 'utf-8');
	} catch {
		decoder = new TextDecoder('utf-8');
	}
	if (decoder.encoding === 'windows-1252') return decodeWindows1252(bytes);
	return decoder.decode(bytes);
}

/** What windows-1252 puts at 0x80–0x9F (where ISO-8859-1 has control characters). */
const WINDOWS_1252_HIGH =
	'\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
	'\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * windows-1252 (also what `iso-8859-1` and `latin1` mean on the web). Node 20's TextDecoder decodes
 * this label as ISO-8859-1, turning “smart quotes” and € into control characters, so it is done here.
 * @param {Uint8Array} bytes
 */
function decodeWindows1252(bytes) {
	return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
		.toString('latin1')
		.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]);
}
