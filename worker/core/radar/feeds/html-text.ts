/*
 * A feed's description is HTML from someone else's site. What Rumo keeps is the text a reader
 * would see: tags gone, entities decoded, blocks on lines of their own. Scripts, styles and
 * embedded frames go with everything inside them, also when their end tag is missing (a browser
 * would read the rest of the page as script too). A scan of characters, not a browser: nothing is
 * run or fetched, and it is linear in the input.
 */
import { decodeEntities } from './html-entities';

/** What a description keeps at most (the rest of a very long posting is cut). */
export const MAX_DESCRIPTION_CHARS = 20_000;

// Elements whose content is code or another document, never the posting's text.
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'noscript', 'template', 'textarea', 'xmp', 'object', 'svg', 'math', 'head']);
const BLOCK = new Set([
	'p', 'div', 'ul', 'ol', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'blockquote', 'pre', 'section', 'article',
	'header', 'footer', 'main', 'nav', 'aside', 'figure', 'figcaption', 'address', 'form', 'fieldset', 'details', 'summary', 'center',
	'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'hr', 'body', 'html'
]);
const CELL = new Set(['td', 'th']);

const LINE_BREAKS = /[\r\n]+/g;

/** A tag name's characters: a letter first, then letters, digits, ':' and '-'. */
function isNameChar(c: number, first: boolean): boolean {
	const letter = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
	return first ? letter : letter || (c >= 0x30 && c <= 0x39) || c === 0x3a || c === 0x2d;
}

/** Past a comment, a CDATA section (its inside kept as text) or a declaration starting at `i`. */
function skipDeclaration(html: string, i: number, out: string[]): number {
	const n = html.length;
	if (html.startsWith('<!--', i)) {
		const end = html.indexOf('-->', i + 4);
		return end < 0 ? n : end + 3;
	}
	if (html.startsWith('<![CDATA[', i)) {
		// CDATA wrapped inside already-unwrapped content: its inside is text.
		const end = html.indexOf(']]>', i + 9);
		out.push(html.slice(i + 9, end < 0 ? n : end).replace(/\s+/g, ' '));
		return end < 0 ? n : end + 3;
	}
	const end = html.indexOf('>', i);
	return end < 0 ? n : end + 1;
}

/**
 * Plain text of an HTML fragment: one block per line, list items as "- " lines, runs of spaces as
 * one, at most `max` characters. Text that was escaped twice (`&amp;lt;p&amp;gt;`) ends as the
 * characters `<p>`, never as a tag.
 */
export function htmlToText(html: string, max = MAX_DESCRIPTION_CHARS): string {
	const out: string[] = [];
	const n = html.length;
	let i = 0;
	// A line break in HTML text is a space; tidyLines() collapses the rest.
	const text = (raw: string) => {
		if (!raw) return;
		const decoded = decodeEntities(raw);
		out.push(decoded.includes('\n') || decoded.includes('\r') ? decoded.replace(LINE_BREAKS, ' ') : decoded);
	};
	while (i < n) {
		const lt = html.indexOf('<', i);
		if (lt < 0) {
			text(html.slice(i));
			break;
		}
		text(html.slice(i, lt));
		i = lt;
		const next = html.charCodeAt(i + 1);
		if (next === 0x21 /* ! */ || next === 0x3f /* ? */) {
			i = skipDeclaration(html, i, out);
			continue;
		}
		const closing = next === 0x2f; /* / */
		const nameStart = i + (closing ? 2 : 1);
		let nameEnd = nameStart;
		while (nameEnd < n && isNameChar(html.charCodeAt(nameEnd), nameEnd === nameStart)) nameEnd++;
		if (nameEnd === nameStart) {
			// "a < b", "<5 years": a character of the text.
			out.push('<');
			i++;
			continue;
		}
		const name = html.slice(nameStart, nameEnd).toLowerCase();
		const end = endOfTag(html, nameEnd);
		// A tag cut off by the end of the input is dropped with what follows, as a browser would.
		if (end < 0) break;
		const selfClosing = html.charCodeAt(end - 1) === 0x2f;
		i = end + 1;
		if (!closing && DROPPED_WITH_CONTENT.has(name)) {
			if (selfClosing) continue;
			const close = indexOfEndTag(html, name, i);
			if (close < 0) break;
			const closeEnd = html.indexOf('>', close);
			i = closeEnd < 0 ? n : closeEnd + 1;
			continue;
		}
		if (name === 'li') out.push(closing ? '\n' : '\n- ');
		else if (BLOCK.has(name)) out.push('\n');
		else if (CELL.has(name)) out.push(' ');
	}
	return cap(tidyLines(out.join('')), max);
}

/**
 * Where the `>` of a tag is, skipping quoted attribute values (a quote only opens one right after
 * `=`: `<a title=It's>` is no unclosed quote); -1 when the input ends first.
 */
function endOfTag(html: string, from: number): number {
	const n = html.length;
	for (let i = from; i < n; i++) {
		const c = html.charCodeAt(i);
		if (c === 0x3e /* > */) return i;
		if (c !== 0x3d /* = */) continue;
		let j = i + 1;
		while (j < n && (html.charCodeAt(j) === 0x20 || html.charCodeAt(j) === 0x0a || html.charCodeAt(j) === 0x09 || html.charCodeAt(j) === 0x0d)) j++;
		const quote = html.charCodeAt(j);
		if (quote !== 0x22 /* " */ && quote !== 0x27 /* ' */) {
			i = j - 1;
			continue;
		}
		const close = html.indexOf(html[j], j + 1);
		if (close < 0) return -1;
		i = close;
	}
	return -1;
}

function indexOfEndTag(html: string, name: string, from: number): number {
	const pattern = new RegExp(`</${name}(?=[\\s/>])`, 'gi');
	pattern.lastIndex = from;
	return pattern.exec(html)?.index ?? -1;
}

// Invisible characters that only break words apart when matched (soft hyphen, zero-width space,
// BOM), and control characters other than tab, line feed and carriage return: never text.
const INVISIBLE = /[\u00ad\u200b\ufeff\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Lines trimmed, spaces collapsed, empty lines dropped. */
function tidyLines(value: string): string {
	const lines = value.replace(INVISIBLE, '').replace(/\r\n?/g, '\n').replace(/[^\S\n]+/g, ' ').split('\n');
	let text = '';
	for (const raw of lines) {
		const line = raw.trim();
		if (line !== '' && line !== '-') text += text === '' ? line : `\n${line}`;
	}
	return text;
}

/** Text that is already plain (Atom `type="text"`, JSON Feed `content_text`): kept as written, lines tidied. */
export function plainText(value: string, max = MAX_DESCRIPTION_CHARS): string {
	return cap(tidyLines(value), max);
}

/** A single line: what a title or a name is. Entities decoded once; tags dropped when `html`. */
export function inlineText(value: string, html: boolean): string {
	const text = html ? htmlToText(value) : decodeEntities(value);
	return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, never cutting a surrogate pair in half. */
export function cap(value: string, max: number): string {
	if (value.length <= max) return value;
	const cut = /[\ud800-\udbff]/.test(value[max - 1]) ? max - 1 : max;
	return value.slice(0, cut).trimEnd();
}
