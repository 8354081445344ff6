/*
 * Markup pasted with a posting (copied from a page's source, an e-mail, a rich-text editor) is read
 * as the text it shows: tags dropped, block elements as line breaks, list items as "- " lines,
 * entities decoded. The contents of <script>, <style> and the like are dropped whole, and so are a
 * page's furniture (navigation, asides, footers, buttons, forms) and advertising banners (elements
 * whose class, id, role or label says "ad", "banner", "sponsored", "publicidade"…). Nothing is run
 * or fetched: this is a reading of characters, not a browser. Pure; linear in the text.
 */

// HTML's own element names: "<p>", "</li>", "<br/>", "<div class=…>". A "<5 years>" or "C++ <3" is no tag.
const TAG =
	/<\/?(?:html|head|body|div|p|br|hr|span|a|b|strong|i|em|u|s|ul|ol|li|h[1-6]|table|thead|tbody|tfoot|tr|td|th|section|article|header|footer|nav|aside|main|script|style|noscript|template|iframe|img|font|center|blockquote|pre|code|dl|dt|dd|label|button|form|input|select|option|textarea|meta|link|title|small|sup|sub|figure|figcaption|svg|picture|source|ins|mark)\b[^<>]*>/gi;

/**
 * Whether a pasted text holds markup: at least two tags of HTML's own elements, one of them an end
 * tag or a line break ("<b>…</b>", "<p>…<br>"). Tags named in prose ("semantic HTML: <header>,
 * <nav>, <main>") close nothing and stay the characters they are.
 */
export function looksLikeMarkup(text: string): boolean {
	let count = 0;
	let closes = false;
	TAG.lastIndex = 0;
	for (let match = TAG.exec(text); match; match = TAG.exec(text)) {
		count++;
		if (match[0][1] === '/' || /^<br\b/i.test(match[0])) closes = true;
		if (count >= 2 && closes) return true;
	}
	return false;
}

// Elements whose text is never the posting's: code, styles, embedded documents, controls.
const RAW = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'textarea', 'xmp', 'svg', 'math', 'object']);
// A page's furniture around a posting.
const FURNITURE = new Set(['head', 'nav', 'aside', 'footer', 'button', 'select', 'form', 'dialog', 'menu']);
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'area', 'base', 'col', 'embed', 'param', 'track', 'wbr']);
const BLOCK = new Set([
	'p', 'div', 'section', 'article', 'main', 'header', 'ul', 'ol', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'blockquote', 'pre',
	'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure', 'figcaption', 'center', 'address', 'body', 'html', 'title'
]);
// Class, id, role or label words of an advertising banner or a cookie notice: "ad-slot", "sponsored", "publicidade".
const ADVERT = /(?:^|[\s_-])(?:ads?|adslot|adunit|advert\w*|sponsor\w*|promoted|publicidade|an[uú]ncios?|patrocinad[oa]s?|dfp|adsense|doubleclick|cookie\w*|consent)(?:$|[\s_-])/i;

/** The text a fragment of markup shows: one block per line, list items as "- " lines. */
export function markupToText(markup: string): string {
	let out = '';
	// While inside furniture or an advert: its tag name and how deep.
	let skip: { name: string; depth: number } | null = null;
	let i = 0;
	const n = markup.length;
	// One line break between blocks (however many tags close and open there), a blank line before a heading.
	const newline = (blank = false) => {
		if (skip) return;
		if (!out.endsWith('\n')) out += '\n';
		if (blank && !out.endsWith('\n\n')) out += '\n';
	};
	while (i < n) {
		const lt = markup.indexOf('<', i);
		const end = lt < 0 ? n : lt;
		if (end > i && !skip) out += decodeEntities(markup.slice(i, end)).replace(/\s+/g, ' ');
		if (lt < 0) break;
		i = lt;
		if (markup.startsWith('<!--', i)) {
			const close = markup.indexOf('-->', i + 4);
			i = close < 0 ? n : close + 3;
			continue;
		}
		const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/.exec(markup.slice(i, i + 2000));
		if (!tag) {
			// "<!DOCTYPE html>", "<?xml …?>": declarations; a lone "<" is a character of the text.
			const declaration = /^<[!?][^<>]*>/.exec(markup.slice(i, i + 500));
			if (declaration) i += declaration[0].length;
			else {
				if (!skip) out += '<';
				i++;
			}
			continue;
		}
		i += tag[0].length;
		const closing = tag[1] === '/';
		const name = tag[2].toLowerCase();
		const attributes = tag[3];
		const selfClosing = /\/\s*$/.test(attributes);
		if (!closing && RAW.has(name) && !selfClosing) {
			// Everything up to the matching end tag is code or markup of another kind: dropped.
			const close = indexOfEndTag(markup, name, i);
			// No end tag: only this tag is dropped, the text after it is still read.
			if (close < 0) continue;
			const gt = markup.indexOf('>', close);
			i = gt < 0 ? n : gt + 1;
			continue;
		}
		if (skip) {
			if (name === skip.name && !VOID.has(name) && !selfClosing) skip.depth += closing ? -1 : 1;
			if (skip.depth === 0) skip = null;
			continue;
		}
		if (!closing && !VOID.has(name) && !selfClosing && (FURNITURE.has(name) || isAdvert(attributes)) && indexOfEndTag(markup, name, i) >= 0) {
			skip = { name, depth: 1 };
			continue;
		}
		if (name === 'br' || name === 'hr') newline();
		else if (name === 'li') {
			newline();
			if (!closing) out += '- ';
		} else if (name === 'td' || name === 'th') out += ' ';
		else if (/^h[1-6]$/.test(name) && !closing) newline(true);
		else if (BLOCK.has(name)) newline();
	}
	return out
		.split('\n')
		.map((line) => line.replace(/[ \t]+/g, ' ').trim())
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}

function indexOfEndTag(markup: string, name: string, from: number): number {
	const match = new RegExp(`</${name}\\s*>`, 'i').exec(markup.slice(from));
	return match ? from + match.index : -1;
}

function isAdvert(attributes: string): boolean {
	if (!attributes.trim()) return false;
	for (const match of attributes.matchAll(/\b(class|id|role|aria-label|data-[\w-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
		const value = match[3] ?? match[4] ?? match[5] ?? '';
		if (ADVERT.test(value) || (match[1].toLowerCase() === 'role' && /^(?:banner|navigation|complementary|contentinfo)$/i.test(value))) return true;
	}
	return false;
}

const NAMED: Record<string, string> = {
	amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', bull: '•', middot: '·', hellip: '…',
	rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', ordf: 'ª', ordm: 'º', deg: '°', euro: '€', pound: '£',
	copy: '©', reg: '®', trade: '™', times: '×', shy: '', zwj: '', zwnj: '', szlig: 'ß'
};
// &aacute; &Atilde; &ccedil;…: a letter and its mark.
const MARKS: Record<string, string> = { acute: '\u0301', grave: '\u0300', circ: '\u0302', tilde: '\u0303', uml: '\u0308', cedil: '\u0327', ring: '\u030a' };

function decodeEntities(text: string): string {
	if (!text.includes('&')) return text;
	return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g, (entity: string, body: string) => {
		if (body[0] === '#') {
			const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
			return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
		}
		if (Object.hasOwn(NAMED, body)) return NAMED[body];
		const marked = /^([a-zA-Z])(acute|grave|circ|tilde|uml|cedil|ring)$/.exec(body);
		return marked ? (marked[1] + MARKS[marked[2]]).normalize('NFC') : entity;
	});
}

/** A name without the tags pasted into it: "<b>Analista Contábil</b>" → "Analista Contábil". */
export function withoutTags(value: string | null): string | null {
	if (value === null || !value.includes('<')) return value;
	const text = value.replace(/<\/?[a-zA-Z][^<>]*>/g, ' ').replace(/\s+/g, ' ').trim();
	return text || null;
}
