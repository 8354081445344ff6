/**
 * HTML → plain text for the board adapters (job descriptions arrive as HTML fragments inside JSON).
 * Pure and DOM-free (the core runs in a Web Worker): scripts, styles and comments are dropped with
 * their content, block elements become line breaks (a blank line between paragraphs), list items
 * become `- ` lines, every other tag is removed, entities are decoded once (after the tags are gone,
 * so escaped markup stays text), and runs of spaces and blank lines are collapsed.
 * Plain text given to it comes back tidied, not damaged.
 */

const NAMED: Record<string, string> = {
	amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0',
	// Latin-1 letters (Portuguese, Spanish, French, German postings use them).
	aacute: 'á', Aacute: 'Á', agrave: 'à', Agrave: 'À', acirc: 'â', Acirc: 'Â', atilde: 'ã', Atilde: 'Ã', auml: 'ä', Auml: 'Ä', aring: 'å', Aring: 'Å', aelig: 'æ', AElig: 'Æ',
	ccedil: 'ç', Ccedil: 'Ç',
	eacute: 'é', Eacute: 'É', egrave: 'è', Egrave: 'È', ecirc: 'ê', Ecirc: 'Ê', euml: 'ë', Euml: 'Ë',
	iacute: 'í', Iacute: 'Í', igrave: 'ì', Igrave: 'Ì', icirc: 'î', Icirc: 'Î', iuml: 'ï', Iuml: 'Ï',
	ntilde: 'ñ', Ntilde: 'Ñ',
	oacute: 'ó', Oacute: 'Ó', ograve: 'ò', Ograve: 'Ò', ocirc: 'ô', Ocirc: 'Ô', otilde: 'õ', Otilde: 'Õ', ouml: 'ö', Ouml: 'Ö', oslash: 'ø', Oslash: 'Ø',
	uacute: 'ú', Uacute: 'Ú', ugrave: 'ù', Ugrave: 'Ù', ucirc: 'û', Ucirc: 'Û', uuml: 'ü', Uuml: 'Ü',
	yacute: 'ý', Yacute: 'Ý', yuml: 'ÿ', szlig: 'ß',
	// Punctuation and symbols common in postings.
	ndash: '–', mdash: '—', hellip: '…', bull: '•', middot: '·', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
	laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™', euro: '€', pound: '£', yen: '¥', cent: '¢', sect: '§', para: '¶', deg: '°',
	plusmn: '±', times: '×', divide: '÷', frac12: '½', frac14: '¼', frac34: '¾', sup2: '²', sup3: '³', ordf: 'ª', ordm: 'º', iexcl: '¡', iquest: '¿',
	rarr: '→', larr: '←', check: '✓', shy: '', zwj: '\u200D', zwnj: '\u200C', ensp: ' ', emsp: ' ', thinsp: ' ', lrm: '', rlm: ''
};

/** Named, decimal and hexadecimal character references decoded once; unknown names stay as written. */
export function decodeEntities(text: string): string {
	if (!text.includes('&')) return text;
	return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, body: string) => {
		if (body[0] !== '#') return NAMED[body] ?? NAMED[body.toLowerCase()] ?? whole;
		const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
		// NUL, surrogates and out-of-range code points are not characters: U+FFFD, as HTML does.
		if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
		return String.fromCodePoint(code);
	});
}

/** Elements dropped with everything inside them. */
const DROPPED = ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'head', 'title', 'select', 'textarea'];
/** Elements that start and end a line. */
const BLOCKS = new Set([
	'p', 'div', 'br', 'ul', 'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table', 'thead', 'tbody', 'section',
	'article', 'header', 'footer', 'aside', 'nav', 'main', 'blockquote', 'pre', 'hr', 'figure', 'figcaption', 'address', 'form', 'fieldset',
	'details', 'summary', 'body', 'html'
]);
/** A tag, its attributes read with their quotes (so `>` inside a quoted value does not end it). */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[^"'>]|"[^"]*"|'[^']*')*>/g;

/** An HTML fragment (or plain text) as plain text; '' for nothing. */
export function htmlToPlainText(html: string): string {
	if (!html) return '';
	let text = html.replace(/<!--[\s\S]*?(?:-->|$)/g, ' ').replace(/<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)/g, '$1');
	for (const tag of DROPPED) {
		// Closed or not: an unclosed <script> drops everything after it, never shows it.
		text = text.replace(new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?(?:<\\/${tag}\\s*>|$)`, 'gi'), ' ');
		text = text.replace(new RegExp(`<\\/${tag}\\s*>`, 'gi'), ' ');
	}
	text = text.replace(/<!DOCTYPE[^>]*>|<\?[\s\S]*?\?>/gi, ' ');
	text = text.replace(TAG, (_whole, closing: string, name: string) => {
		const tag = name.toLowerCase();
		if (tag === 'li') return closing ? '' : '\n- ';
		if (tag === 'td' || tag === 'th') return ' ';
		if (BLOCKS.has(tag)) return '\n';
		return '';
	});
	// A tag cut off at the end (a truncated body) is markup, not text.
	text = text.replace(/<\/?[a-zA-Z][^<>]*$/, '');
	return joinBullets(tidy(decodeEntities(text)));
}

/** `<li><p>Item</p></li>` leaves a lone `-` line before its text: put them together; empty items go. */
function joinBullets(text: string): string {
	const lines = text.split('\n');
	const out: string[] = [];
	for (let i = 0; i < lines.length; i++) {
		if (lines[i] !== '-') {
			out.push(lines[i]);
			continue;
		}
		let next = i + 1;
		while (next < lines.length && lines[next] === '') next++;
		if (next < lines.length && lines[next] !== '-' && !lines[next].startsWith('- ')) {
			out.push(`- ${lines[next]}`);
			i = next;
		}
	}
	return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** Spaces collapsed inside lines, lines trimmed, at most one blank line in a row, ends trimmed. */
export function tidy(text: string): string {
	return text
		.replace(/\r\n?/g, '\n')
		.split('\n')
		.map((line) => line.replace(/[\t\f\v \u00A0\u2000-\u200A\u202F\u205F\u3000]+/g, ' ').trim())
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}
