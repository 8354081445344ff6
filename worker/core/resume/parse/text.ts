import { foldText } from '../../text/normalize';

/** One line of the normalised text, with where it sits so skill hits can be mapped back to it. */
export interface Line {
	text: string;
	start: number;
	end: number;
	index: number;
}

export { foldText };

/** Folded, with everything but letters, digits and single spaces removed: for comparing phrases. */
export function simplify(value: string): string {
	return foldText(value)
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}

// PDF extractors emit typographic spaces, ligatures and zero-width marks that break matching.
const ODD_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
const LIGATURES: Record<string, string> = { '\ufb00': 'ff', '\ufb01': 'fi', '\ufb02': 'fl', '\ufb03': 'ffi', '\ufb04': 'ffl' };

/**
 * Plain text with one logical line per line: Unicode composed, odd spaces made plain, tabs and wide
 * gaps (columns laid out with spaces) turned into " | " so that "Title<tab>2019 – 2021" splits like
 * "Title | 2019 – 2021", page furniture removed.
 */
export function normaliseText(raw: string): string {
	const lines = raw
		.normalize('NFC')
		.replace(/\r\n?/g, '\n')
		.replace(INVISIBLE, '')
		.replace(/[\ufb00-\ufb04]/g, (c) => LIGATURES[c])
		.replace(ODD_SPACES, ' ')
		.split('\n')
		.map((line) =>
			line
				.replace(/^[\t ]+|[\t ]+$/g, '')
				.replace(/(?:[ ]*\t[\t ]*| {3,})/g, ' | ')
				.replace(/ {2,}/g, ' ')
		)
		.map(revealEmails)
		.filter((line) => !isPageFurniture(line));
	return lines
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}

// An address written to fool harvesters: "ana [at] example [dot] com", "ana(arroba)example(ponto)com.br",
// "ana at example dot com". The bracketed words are unambiguous; bare "at"/"dot" only between
// address-like words with at least one "dot" after the "at".
const AT_WORD = String.raw`(?:at|arroba)`;
const DOT_WORD = String.raw`(?:dot|ponto)`;
const BRACKETED = (word: string) => new RegExp(String.raw`\s*[[({<]\s*${word}\s*[\])}>]\s*`, 'gi');
const BARE_ADDRESS = new RegExp(
	String.raw`(?<![\w.@])([\w.+-]+)\s+${AT_WORD}\s+([\w-]+(?:\s+${DOT_WORD}\s+[\w-]+)+)\b`,
	'gi'
);

export function revealEmails(line: string): string {
	if (!/\b(?:at|arroba)\b/i.test(line)) return line;
	let out = line.replace(BRACKETED(AT_WORD), '@');
	if (out !== line) out = out.replace(new RegExp(String.raw`(@[\w.-]*?)${BRACKETED(DOT_WORD).source}`, 'gi'), '$1.');
	// Several dots: "[dot] com [dot] br" after the first one.
	for (let i = 0; i < 3; i++) out = out.replace(new RegExp(String.raw`(@[\w.-]+)${BRACKETED(DOT_WORD).source}`, 'gi'), '$1.');
	return out.replace(BARE_ADDRESS, (whole: string, user: string, domain: string) => {
		const parts = domain.split(new RegExp(String.raw`\s+${DOT_WORD}\s+`, 'i'));
		// "Worked at Acme dot com" is a sentence: an address is written in lower case and ends in a known domain.
		if (/[A-Z]/.test(user + domain) || !TOP_LEVEL.has(parts[parts.length - 1])) return whole;
		return `${user}@${parts.join('.')}`;
	});
}

const TOP_LEVEL = new Set(['com', 'org', 'net', 'edu', 'gov', 'io', 'dev', 'br', 'us', 'uk', 'pt', 'me', 'info', 'test', 'example', 'co', 'app']);

// "Page 1 of 2", "Página 2 de 3", "- 2 -", "2/3", "Confidential — page 1".
const PAGE_NUMBER = /^(?:[-–—]\s*)?\d{1,2}\s*(?:\/|of|de)\s*\d{1,2}(?:\s*[-–—])?$|^[-–—]\s*\d{1,2}\s*[-–—]$/i;
const PAGE_WORD = /\b(?:page|p[aá]gina|p[aá]g\.?)\s*\d{1,2}\b/i;

// "Rafael Costa — Currículo | 2/2": a running header that ends with the page number.
const TRAILING_PAGE = /(?:^|\s|\|)(?:page\s+|p[aá]g(?:ina|\.)?\s*)?\d{1,2}\s*(?:\/|of|de)\s*\d{1,2}$/i;

export function isPageFurniture(line: string): boolean {
	if (PAGE_NUMBER.test(line)) return true;
	const words = line.split(/\s+/).length;
	if (PAGE_WORD.test(line) && words <= 6) return true;
	return TRAILING_PAGE.test(line) && words <= 8 && !/\d{4}/.test(line);
}

/** The lines of a normalised text with their offsets. */
export function splitLines(text: string): Line[] {
	const lines: Line[] = [];
	let start = 0;
	let index = 0;
	for (const part of text.split('\n')) {
		lines.push({ text: part, start, end: start + part.length, index: index++ });
		start += part.length + 1;
	}
	return lines;
}

// Glyphs word processors and PDF generators use as list bullets.
const BULLET = /^(?:[•▪▫◆◇●○■□►▸▹▶‣⁃∙·➢➤➔→✓✔✗★☆◦❖\-–—*+>]|\d{1,2}[.)])\s+/u;

/** Whether a line is a list item, and its text without the bullet. */
export function stripBullet(line: string): { bullet: boolean; text: string } {
	const match = BULLET.exec(line);
	if (!match) return { bullet: false, text: line };
	return { bullet: true, text: line.slice(match[0].length).trim() };
}

export { stripEmoji } from '../../text/normalize';

/** Whether a string is written in capitals (at least two letters, none lower-case). */
export function isAllCaps(value: string): boolean {
	const letters = value.replace(/[^\p{L}]/gu, '');
	return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

// Portuguese and English particles stay lower-case inside names ("Maria da Silva", "Anne of Green").
const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'of', 'van', 'von', 'der', 'del', 'la', 'le', 'di']);

/** "MARIA DA SILVA" → "Maria da Silva". */
export function titleCase(value: string): string {
	return value
		.toLowerCase()
		.split(/(\s+|-)/)
		.map((word, i) => (i > 0 && PARTICLES.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
		.join('');
}

/** Collapse whitespace and trim separators left at either end after cutting a piece out of a line. */
export function tidy(value: string): string {
	return value
		.replace(/\s+/g, ' ')
		.replace(/^[\s,;:|•·–—-]+|[\s,;:|•·–—-]+$/g, '')
		.trim();
}

/**
 * Lower case without accents, one character for one character, so that offsets found in the folded
 * string are offsets in the original ("Março" → "marco").
 */
export function foldKeepingOffsets(value: string): string {
	let out = '';
	for (const char of value) {
		const code = char.charCodeAt(0);
		if (code < 128) out += char.toLowerCase();
		else {
			const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
			// Keep the length: astral characters count two, anything that grows or vanishes stays as is.
			out += base.length === char.length ? base : char.length === 1 ? ' ' : '  ';
		}
	}
	return out;
}
