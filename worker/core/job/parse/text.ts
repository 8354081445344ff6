import { foldText } from '../../text/normalize';

export { foldText };

/** One line of the normalised posting, with its offsets so skill hits map back to it. */
export interface Line {
	text: string;
	start: number;
	end: number;
	index: number;
}

// Pasted postings carry typographic spaces and zero-width marks that break matching.
const ODD_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/**
 * Plain text with one logical line per line: Unicode composed, line ends unified, odd spaces made
 * plain, runs of spaces collapsed, at most one blank line in a row. Nothing else changes: the
 * posting is data, and markup in it stays the characters it is.
 */
export function normaliseText(raw: string): string {
	return raw
		.normalize('NFC')
		.replace(/\r\n?/g, '\n')
		.replace(INVISIBLE, '')
		.replace(ODD_SPACES, ' ')
		.split('\n')
		.map((line) => line.replace(/\t/g, ' ').replace(/ {2,}/g, ' ').trim())
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}

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

// Glyphs and marks postings use as list bullets (also Markdown's "-", "*", "+" and "1.").
const BULLET = /^(?:[•▪▫◆◇●○■□►▸▹▶‣⁃∙·➢➤➔→✓✔✅☑✗★☆◦❖🔹🔸👉\-–—*+>]|\d{1,2}[.)]|[a-z][.)](?=\s))\s*/u;

/** Whether a line is a list item, and its text without the bullet. */
export function stripBullet(line: string): { bullet: boolean; text: string } {
	const match = BULLET.exec(line);
	if (!match || match[0].length === line.length) return { bullet: false, text: line };
	// "-5 years" or "+55 11…" are not bullets: a bullet glyph is followed by a space, except the round ones.
	if (/^[-+*]\S/.test(line) || /^\d/.test(line) && !/^\d{1,2}[.)]\s/.test(line)) return { bullet: false, text: line };
	return { bullet: true, text: line.slice(match[0].length).trim() };
}

export { stripEmoji } from '../../text/normalize';

/** Markdown emphasis and heading marks around a line: "## **Requisitos**" → "Requisitos". */
export function stripMarkdown(value: string): string {
	return value
		.replace(/^#{1,6}\s+/, '')
		.replace(/^(\*\*|__)(.+)\1(:?)$/, '$2$3')
		.replace(/^(\*|_)(.+)\1(:?)$/, '$2$3')
		.trim();
}

/** Folded, with everything but letters, digits and single spaces removed: for comparing phrases. */
export function simplify(value: string): string {
	return foldText(value)
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}

/** Collapse whitespace and trim separators left at either end after cutting a piece out of a line. */
export function tidy(value: string): string {
	return value
		.replace(/\s+/g, ' ')
		.replace(/^[\s,;:|•·–—-]+|[\s,;:|•·–—-]+$/g, '')
		.trim();
}

export function wordCount(value: string): number {
	return value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Header lines are often "Company — City, ST — hybrid" or "Company · Remote · Full-time". */
export function splitSegments(line: string): string[] {
	return line
		.split(/\s+[—–|·•-]\s+|\s*[|·•]\s*/)
		.map(tidy)
		.filter(Boolean);
}
