import { readingOrder } from './text-columns';
import type { Line, Quote } from './types';

/** A page number alone, or "Página 3 de 40", "- 3 -": no content. */
const PAGE_NUMBER = /^(?:p[aá]g(?:ina)?\.?\s*)?[-–]?\s*\d{1,3}\s*(?:(?:de|\/)\s*\d{1,3})?\s*[-–]?$/i;

/** A table's count alone on its line: "1", "1+CR", "-", "CR", "*". */
export const COUNT_CELL = /^(?:\d{1,4}(?:\s*\+\s*CR\*?)?|-|–|CR|\*)$/;

/** A page's head may run to five lines (a stamp, then "Estado de …" / "Município de …" / "Processo Seletivo n.º …" / "Publicação Legal: …"). */
const HEAD_LINES = 5;
const furnitureKey = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The document's lines with their page and line numbers. Lines repeated at the top or bottom of
 * most pages (the body's letterhead, "Edital nº 1/2026 – página 3") are page furniture: dropped,
 * so a table split across pages reads as one. Linear in the text.
 */
export function toLines(pages: readonly string[]): Line[] {
	// A page in two columns side by side reads column by column. Text pasted from a browser or another tool carries no-break
	// and thin spaces, Unicode hyphens and soft hyphens: read as the plain space and hyphen the rules are written with.
	const split = pages.map((page) => partedCells(readingOrder(plain(page)).split('\n')));
	const furniture = new Set<string>();
	if (split.length >= 3) {
		const counts = new Map<string, number>();
		for (const lines of split) {
			const edges = new Set<string>();
			const filled = lines.filter((l) => l.trim());
			// Only a page with a body has a letterhead and a footer: a short page is all content.
			if (filled.length < 8) continue;
			for (const text of [...filled.slice(0, HEAD_LINES), ...filled.slice(-2)]) edges.add(furnitureKey(text));
			for (const key of edges) counts.set(key, (counts.get(key) ?? 0) + 1);
		}
		for (const [key, count] of counts) if (count >= Math.max(3, split.length * 0.5) && key.length > 0) furniture.add(key);
	}
	const out: Line[] = [];
	split.forEach((lines, index) => {
		const filled = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
		// Furniture is taken off a page's edges only: the same words inside the page are content. The first page's
		// head stays: the letterhead repeated on every page is, there, the document's own head (its body's name).
		const edges = new Set(filled.length >= 8 ? [...(index === 0 ? [] : filled.slice(0, HEAD_LINES)), ...filled.slice(-2)] : []);
		// A number alone beside another count alone is a cell of a table copied one cell a line ("Arquiteto" / "1" / "-"), no page's.
		const cell = (lineIndex: number | undefined) => lineIndex !== undefined && COUNT_CELL.test(lines[lineIndex].trim());
		// `at`: the line's place among the page's filled lines.
		const nextTo = (at: number) => cell(filled[at - 1]) || cell(filled[at + 1]);
		let at = -1;
		// A line at the margin between two lines laid out by position (in columns, or indented) stands in a table: a name's
		// cell wrapped at the page's left edge ("Trabalho" under "Engenheiro de Segurança do") is placed at 0.
		const laidOut = (lineIndex: number) => /\S {2,}\S/.test(lines[lineIndex]?.trim() ?? '') || /^\s+\S/.test(lines[lineIndex] ?? '');
		const inTable = (lineIndex: number) => laidOut(lineIndex - 1) && laidOut(lineIndex + 1);
		lines.forEach((raw, lineIndex) => {
			const text = unspaced(raw) ?? raw.replace(/\s+/g, ' ').trim();
			if (text) at++;
			if (!text || (PAGE_NUMBER.test(text) && !(/^\d{1,4}$/.test(text) && nextTo(at))) || (edges.has(lineIndex) && furniture.has(furnitureKey(text)))) return;
			const indent = raw.length - raw.trimStart().length;
			out.push({ text, page: index + 1, line: lineIndex + 1, ...(/\S {2,}\S/.test(raw.trim()) ? { raw: raw.trimEnd() } : indent > 0 || inTable(lineIndex) ? { indent } : {}) });
		});
	});
	return out;
}

// A symbol font's glyph in the private-use area (a PDF's bullet, "" before "ASSISTENTE SOCIAL: REQUISITOS …") is a mark, no
// letter of the text: a space, where it stood.
const plain = (page: string) =>
	page
		.replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\uE000-\uF8FF]/g, ' ')
		.replace(/[\u2010\u2011]/g, '-')
		.replace(/\u00AD/g, '');

/**
 * A line set letter by letter, its words two spaces apart or more ("A N E X O   I I I  –  D O S   C O N T E Ú D O S"), as
 * its words ("ANEXO III – DOS CONTEÚDOS"); null for any other line. Single letters (never digits: a table's row of counts)
 * must make most of the line.
 */
function unspaced(raw: string): string | null {
	const words = raw.trim().split(/ {2,}/);
	const tokens = words.flatMap((word) => word.split(' '));
	if (words.length < 2 || tokens.length < 8 || tokens.filter((token) => /^\p{L}$/u.test(token)).length < 0.8 * tokens.length) return null;
	return words.map((word) => word.replace(/ /g, '')).join(' ');
}

/** A page's marker as text extraction tools write one between pages ("=== PAGE 38 ===", "--- Página 2 ---"). */
const PAGE_MARK = /^[ \t]*(?:={3,}|-{3,})[ \t]*(?:page|p[aá]gina)[ \t]+\d{1,4}[ \t]*(?:={3,}|-{3,})[ \t]*$/gimu;

/** Pasted text: pages by form feed when it has them, else by the page markers an extraction tool wrote, else one page. */
export function pagesOfText(text: string): string[] {
	const normal = text.replace(/\r\n?/g, '\n').normalize('NFC');
	if (normal.includes('\f')) return normal.split('\f');
	const marked = normal.split(PAGE_MARK);
	return marked.length > 2 ? marked.filter((page, index) => index > 0 || page.trim()) : [normal];
}

/** A text matched as it is written, its pattern characters escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const quoteOf = (line: Line): Quote => ({ page: line.page, line: line.line, text: line.text.length > 300 ? `${line.text.slice(0, 297)}…` : line.text });

/** A title's letters and digits, lower case ("MÉDICO - PCCTAE (ÁREA: CLÍNICA MÉDICA)" and "Médico – PCCTAE – Área: Clínica Médica" are one). */
export const wordsOf = (text: string) =>
	fold(text)
		.replace(/[^a-z0-9]+/g, ' ')
		.trim();

/** Lower case without accents, for matching words whatever their case or accents. */
export const fold = (text: string) =>
	text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase();

/** `1.234,56` → 1234.56. */
export function brl(text: string): number | null {
	const match = /(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?/.exec(text);
	if (!match) return null;
	return Number(match[1].replace(/\./g, '')) + (match[2] ? Number(match[2].padEnd(2, '0')) / 100 : 0);
}

/** A row of a table: three cells or more, two spaces apart. */
const ROW = /\S {2,}\S.* {2,}\S/;

/**
 * A page's table rows with a cell that touches its neighbour by one space ("Médico Otorrinolaringologista Diretoria    de
 * Atenção", the name's cell full to its edge) parted where the page's rows start a cell: a word that starts at a column where
 * three other rows start one, after a single space, starts a cell of its own.
 */
function partedCells(lines: string[]): string[] {
	const isRow = lines.map((line) => ROW.test(line.trim()));
	const rows = lines.filter((_, at) => isRow[at]);
	if (rows.length < 4) return lines;
	const starts = new Map<number, number>();
	for (const row of rows) for (const cell of row.matchAll(/(?<=^|\s{2})\S/g)) starts.set(cell.index, (starts.get(cell.index) ?? 0) + 1);
	return lines.map((line, at) => {
		if (!isRow[at]) return line;
		let out = line;
		// Only inside a cell that itself starts where the rows start one (the name's column), never in a line's own caption.
		const cells = [...line.matchAll(/\S+(?: \S+)*/g)].filter((cell) => (starts.get(cell.index) ?? 0) >= 3);
		const words = cells.flatMap((cell) => [...cell[0].matchAll(/(?<=\S )\p{Lu}/gu)].map((word) => cell.index + word.index));
		for (const at of words.reverse()) if ((starts.get(at) ?? 0) >= 3) out = `${out.slice(0, at)} ${out.slice(at)}`;
		return out;
	});
}
