import { singular } from './singular';

/**
 * One word (or "/" / "&") of a text, with where it sits in the original string so a match can be
 * quoted as evidence.
 *
 * Words keep the symbols that make them names: "C++", "C#", "F#", ".NET", "Node.js", "ASP.NET",
 * "A+". Hyphens and spaces join words ("month-end close" = "month end close"); "/" and "&" are
 * tokens of their own so "CI/CD" and "P&L" match as written; any other punctuation or a line
 * break ends a phrase, so no alias is read across "Google, Cloud" or from one bullet to the next.
 */
export interface Token {
	start: number;
	end: number;
	/** As written: case-sensitive aliases compare this. */
	raw: string;
	/** Lower-case, accent-free, singular, Portuguese contractions as their preposition: everything else compares this. */
	key: string;
	/** Punctuation or a line break separates this token from the one before. */
	afterBreak: boolean;
}

const WORD = 1;
const SPACE = 2; // joins words of one phrase
const SYMBOL = 3; // a token of its own
const BREAK = 4; // ends a phrase

const ASCII = new Uint8Array(128).fill(BREAK);
for (let c = 48; c <= 57; c++) ASCII[c] = WORD;
for (let c = 65; c <= 90; c++) ASCII[c] = WORD;
for (let c = 97; c <= 122; c++) ASCII[c] = WORD;
for (const c of ' \t-_') ASCII[c.charCodeAt(0)] = SPACE;
for (const c of '/&') ASCII[c.charCodeAt(0)] = SYMBOL;

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;
// Non-breaking and typographic spaces, and the Unicode hyphens word processors put in names.
const UNICODE_SPACE = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u2010\u2011]/;

function classOf(code: number, char: string): number {
	if (code < 128) return ASCII[code];
	if (code >= 0xd800 && code <= 0xdfff) return BREAK; // emoji and other astral symbols
	if (LETTER_OR_DIGIT.test(char)) return WORD;
	if (UNICODE_SPACE.test(char)) return SPACE;
	return BREAK;
}

const isWordAt = (text: string, i: number) => i < text.length && classOf(text.charCodeAt(i), text[i]) === WORD;

const DOT = 46;
const APOSTROPHES = new Set([39, 0x2019]);

/** Where a word that starts at `start` ends: letters and digits, joined by inner dots and apostrophes. */
function wordEnd(text: string, start: number): number {
	let i = start;
	if (text.charCodeAt(i) === DOT) i++; // ".NET"
	for (;;) {
		while (isWordAt(text, i)) i++;
		const code = text.charCodeAt(i);
		if ((code === DOT || APOSTROPHES.has(code)) && isWordAt(text, i + 1)) i++;
		else break;
	}
	// "C++", "A+", "C#", "F#" — but not "Python+Django", "ES6+" (six or later) or a "#hashtag".
	let j = i;
	const digits = /\d/.test(text.slice(start, i));
	while (!digits && text.charCodeAt(j) === 43 && j - i < 2) j++;
	if (j === i && text.charCodeAt(j) === 35) j++;
	if (j > i && !isWordAt(text, j)) i = j;
	return i;
}

// "U.S.", "B.Sc." style abbreviations: compared without their dots ("U.S. GAAP" = "US GAAP").
const DOTTED_ABBREVIATION = /^(?:\p{L}{1,2}\.)+\p{L}{1,2}\.?$/u;

/** Lower-case and strip accents, so "Gestão" and "gestao" compare equal. */
export function fold(value: string): string {
	let ascii = true;
	for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) >= 128) ascii = false;
	if (ascii) return value.toLowerCase();
	return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\u2019/g, "'").toLowerCase();
}

// Short all-capital words are acronyms, not plurals: "SSRS" is not the plural of "SSR".
const ACRONYM = /^[A-Z]{2,4}$/;

// Portuguese contractions of "de", "em" and "a" with the article: "planejamento das aulas" is
// "planejamento de aulas", "atendimento ao cliente" is "atendimento a cliente".
const CONTRACTIONS: Record<string, string> = { da: 'de', do: 'de', das: 'de', dos: 'de', na: 'em', nas: 'em', nos: 'em', ao: 'a', aos: 'a' };

// Keys of words already seen: a text repeats its words ("de", "and", "experience"), and the
// ≈ 10k names and aliases share theirs. keyOf is pure, so a remembered key is the key.
const KEYS = new Map<string, string>();
const KEYS_MAX = 50_000;

export function keyOf(raw: string): string {
	let key = KEYS.get(raw);
	if (key === undefined) {
		key = computeKey(raw);
		if (KEYS.size >= KEYS_MAX) KEYS.clear();
		KEYS.set(raw, key);
	}
	return key;
}

function computeKey(raw: string): string {
	if (raw === '&') return 'and';
	const folded = fold(raw);
	const contraction = CONTRACTIONS[folded];
	if (contraction) return contraction;
	if (DOTTED_ABBREVIATION.test(raw) && raw.includes('.')) return folded.replaceAll('.', '');
	return /^[a-z]+$/.test(folded) && !ACRONYM.test(raw) ? singular(folded) : folded;
}

// Links and e-mail addresses hold words ("https", "github", "example") that are not skills.
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+/iy;
// So do URIs of other schemes ("javascript:void(0)" is no JavaScript, "mailto:ana.sql@…" no SQL)…
const SCHEME = /(?:javascript|mailto|tel|sms|callto|skype|whatsapp|data|file|about|blob|geo):(?=\S)\S+/iy;
// …file names ("resume.pdf" is no PDF skill, "python-tips-for-designers.docx" no Python)…
const FILE_NAME = /[\p{L}\d][\p{L}\d_.-]*\.(?:pdf|docx?|xlsx?|pptx?|csv|txt|md|rtf|odt|ods|odp|png|jpe?g|gif|svg|zip|json|ya?ml|html?|ipynb)(?![\p{L}\d])/iuy;
// …and web addresses written without a scheme ("sam-react-portfolio.example.com", "github.com/ana/python-tools"):
// lower case, with a hyphen, a second dot or a path, so "Socket.io", "ASP.NET" and "Node.js" stay names.
const BARE_HOST = /[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|co|br|pt|es|mx|uk|in|me|info|test|example|edu|gov|ai|xyz|site|tech)(?:\/[^\s,;)]*)?(?![\p{L}\d-])/uy;

/**
 * Whether the run of non-space characters from `at` holds a ".", "@" or ":" — every pattern below
 * needs one, so most words skip them all. Only ASCII spaces end the run: reading past another
 * space can only say yes, and the patterns then decide.
 */
function mayBeAddress(text: string, at: number): boolean {
	for (let i = at; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code === 46 || code === 64 || code === 58) return true;
		if (code === 32 || (code >= 9 && code <= 13)) return false;
	}
	return false;
}

/** Where a link, an e-mail address, a URI, a file name or a bare web address starting at `at` ends; -1 when none does. */
function notWordsEnd(text: string, at: number): number {
	if (!mayBeAddress(text, at)) return -1;
	let end = -1;
	for (const pattern of [LINK, SCHEME, FILE_NAME]) {
		pattern.lastIndex = at;
		if (pattern.test(text)) end = Math.max(end, pattern.lastIndex);
	}
	BARE_HOST.lastIndex = at;
	const host = BARE_HOST.exec(text);
	if (host && (/-|\..*\.|\//.test(host[0]))) end = Math.max(end, BARE_HOST.lastIndex);
	return end;
}

export function tokenize(text: string): Token[] {
	const tokens: Token[] = [];
	let afterBreak = true;
	let i = 0;
	while (i < text.length) {
		const code = text.charCodeAt(i);
		const kind = classOf(code, text[i]);
		if (kind === WORD && (i === 0 || classOf(text.charCodeAt(i - 1), text[i - 1]) !== WORD)) {
			const end = notWordsEnd(text, i);
			if (end > i) {
				i = end;
				afterBreak = true;
				continue;
			}
		}
		// ".NET" starts a word; the dot of "end.Next" or of an ellipsis does not.
		const leadingDot =
			code === DOT && isWordAt(text, i + 1) && (i === 0 || (!isWordAt(text, i - 1) && text.charCodeAt(i - 1) !== DOT));
		if (kind === WORD || leadingDot) {
			let end = wordEnd(text, i);
			if (text.charCodeAt(end) === DOT && DOTTED_ABBREVIATION.test(text.slice(i, end + 1))) end++;
			const raw = text.slice(i, end);
			tokens.push({ start: i, end, raw, key: keyOf(raw), afterBreak });
			afterBreak = false;
			i = end;
			continue;
		}
		if (kind === SYMBOL) {
			tokens.push({ start: i, end: i + 1, raw: text[i], key: keyOf(text[i]), afterBreak });
			afterBreak = false;
		} else if (kind === BREAK) {
			afterBreak = true;
		}
		i++;
	}
	return tokens;
}
