/*
 * HTML's named character references, as feeds write them: HTML 4's full set (Latin-1 letters for
 * Portuguese, typography, Greek, arrows, maths) and the few HTML 5 names seen in the wild. The
 * same table serves twice: the XML reader lends it to saxes, so a bare `&nbsp;` or `&ccedil;` in a
 * feed's text is read instead of failing the whole feed, and the HTML-to-text step decodes
 * descriptions with it. HTML 5's two thousand names are left out: what is missing stays as written.
 */

// U+00A0…U+00FF in order: one name per code point.
const LATIN_1 =
	'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para ' +
	'middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute ' +
	'Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute ' +
	'THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ' +
	'ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

// U+0391…U+03A9 and U+03B1…U+03C9 in order ('-' marks U+03A2, which has no letter).
const GREEK_UPPER = 'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho - Sigma Tau Upsilon Phi Chi Psi Omega';
const GREEK_LOWER = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega';

// The rest, as name:code point (decimal).
const OTHERS =
	'quot:34 amp:38 apos:39 lt:60 gt:62 OElig:338 oelig:339 Scaron:352 scaron:353 Yuml:376 fnof:402 circ:710 tilde:732 ' +
	'thetasym:977 upsih:978 piv:982 ensp:8194 emsp:8195 thinsp:8201 zwnj:8204 zwj:8205 lrm:8206 rlm:8207 hyphen:8208 ' +
	'ndash:8211 mdash:8212 lsquo:8216 rsquo:8217 sbquo:8218 ldquo:8220 rdquo:8221 bdquo:8222 dagger:8224 Dagger:8225 ' +
	'bull:8226 hellip:8230 permil:8240 prime:8242 Prime:8243 lsaquo:8249 rsaquo:8250 oline:8254 frasl:8260 euro:8364 ' +
	'image:8465 weierp:8472 real:8476 trade:8482 alefsym:8501 larr:8592 uarr:8593 rarr:8594 darr:8595 harr:8596 crarr:8629 ' +
	'lArr:8656 uArr:8657 rArr:8658 dArr:8659 hArr:8660 forall:8704 part:8706 exist:8707 empty:8709 nabla:8711 isin:8712 ' +
	'notin:8713 ni:8715 prod:8719 sum:8721 minus:8722 lowast:8727 radic:8730 prop:8733 infin:8734 ang:8736 and:8743 or:8744 ' +
	'cap:8745 cup:8746 int:8747 there4:8756 sim:8764 cong:8773 asymp:8776 ne:8800 equiv:8801 le:8804 ge:8805 sub:8834 ' +
	'sup:8835 nsub:8836 sube:8838 supe:8839 oplus:8853 otimes:8855 perp:8869 sdot:8901 lceil:8968 rceil:8969 lfloor:8970 ' +
	'rfloor:8971 lang:9001 rang:9002 loz:9674 spades:9824 clubs:9827 hearts:9829 diams:9830 ' +
	// HTML 5 names that turn up in feeds.
	'Tab:9 NewLine:10 excl:33 num:35 dollar:36 percnt:37 lpar:40 rpar:41 ast:42 plus:43 comma:44 period:46 sol:47 colon:58 ' +
	'semi:59 equals:61 quest:63 commat:64 lsqb:91 bsol:92 rsqb:93 Hat:94 lowbar:95 grave:96 lcub:123 verbar:124 rcub:125 ' +
	'check:10003 cross:10007 star:9734 starf:9733 phone:9742 female:9792 male:9794';

function buildTable(): Map<string, string> {
	const table = new Map<string, string>();
	LATIN_1.split(' ').forEach((name, i) => table.set(name, String.fromCodePoint(0xa0 + i)));
	GREEK_UPPER.split(' ').forEach((name, i) => name !== '-' && table.set(name, String.fromCodePoint(0x391 + i)));
	GREEK_LOWER.split(' ').forEach((name, i) => table.set(name, String.fromCodePoint(0x3b1 + i)));
	for (const pair of OTHERS.split(' ')) {
		const [name, code] = pair.split(':');
		table.set(name, String.fromCodePoint(Number(code)));
	}
	return table;
}

/** Name (without `&` and `;`, case-sensitive as in HTML) → the characters it stands for. */
export const HTML_ENTITIES: ReadonlyMap<string, string> = buildTable();

/** The character of a numeric reference, or U+FFFD for a code point no text may hold (NUL, surrogates, beyond Unicode). */
function fromCodePoint(code: number): string {
	if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
	return String.fromCodePoint(code);
}

// Longest reference body: "&#x10FFFF;" and the longest names are far shorter.
const MAX_REFERENCE_BODY = 32;

/** The characters of a reference's body (`amp`, `#233`, `#xE9`), or null when it is none. */
function referenced(body: string): string | null {
	if (body.charCodeAt(0) !== 0x23 /* # */) return HTML_ENTITIES.get(body) ?? null;
	if (/^#[xX][0-9a-fA-F]{1,8}$/.test(body)) return fromCodePoint(parseInt(body.slice(2), 16));
	if (/^#[0-9]{1,10}$/.test(body)) return fromCodePoint(parseInt(body.slice(1), 10));
	return null;
}

/**
 * Text with its character references decoded once; unknown names stay as written (`&foo;`).
 * A scan rather than a regex replace: descriptions are full of `&amp;`, and this runs on every one.
 */
export function decodeEntities(text: string): string {
	let amp = text.indexOf('&');
	if (amp < 0) return text;
	let out = '';
	let last = 0;
	const n = text.length;
	while (amp >= 0) {
		// The ';' must come within a reference's length: never a scan to a far one (quadratic on "& & & …").
		let semi = -1;
		for (let j = amp + 1, end = Math.min(n, amp + 2 + MAX_REFERENCE_BODY); j < end; j++) {
			const c = text.charCodeAt(j);
			if (c === 0x3b /* ; */) {
				semi = j;
				break;
			}
			if (c === 0x26 /* & */ || c <= 0x20) break;
		}
		const decoded = semi > amp + 1 ? referenced(text.slice(amp + 1, semi)) : null;
		if (decoded !== null) {
			out += text.slice(last, amp) + decoded;
			last = semi + 1;
		}
		amp = text.indexOf('&', decoded !== null ? last : amp + 1);
	}
	return last === 0 ? text : out + text.slice(last);
}
