import { segmentsOf, type Segment } from './table-columns';
import type { LayoutColumn } from './layout-header';
import type { Line } from './types';

/**
 * A table that goes on over a page break with no header repeated, its columns set elsewhere on the new page: each page of a
 * PDF is laid out on its own (pdf.js from the page's leftmost text, pdftotext at the page's own spacing), so the same column
 * may stand a few characters left and its gaps drawn together ("02   Fonoaudiólogo   Diretoria de …" under a header whose
 * CARGO stood at 12). Read at the header's columns, such a page's cells fall into their neighbours' and its rows are lost.
 */

/** A row that fills every column: its cells' starts, which of them open on a figure (a count, hours, money), and how far its first stands from the page's left edge. */
export type Ruler = { at: number[]; figures: string; inset: number };

/**
 * The table's own row that fills every column, one piece to a column, as a ruler. Measured against another page's ruler
 * (`like`), the row holds a figure where that one does and starts as far from its page's left edge: a row of as many pieces
 * holding other cells ("habilitação legal  40  R$ …  R$ …  ***", its name on another line) would carry the columns onto the wrong ones.
 */
export function fullRow(lines: readonly Line[], columns: readonly LayoutColumn[], like?: Ruler): Ruler | null {
	const left = Math.min(...lines.map((line) => segmentsOf(line)[0]?.from ?? Infinity));
	for (const line of lines) {
		const pieces = segmentsOf(line);
		if (pieces.length !== columns.length || !/\d/.test(line.text)) continue;
		const figures = pieces.map((piece: Segment) => (/^(?:R\$|\d|[-–*]+$)/.test(piece.text) ? 'n' : 'w')).join('');
		const ruler = { at: pieces.map((piece: Segment) => piece.from), figures, inset: pieces[0].from - left };
		if (!like || (ruler.figures === like.figures && Math.abs(ruler.inset - like.inset) <= 4)) return ruler;
	}
	return null;
}

/**
 * A page's lines laid out again at the header's columns: the first full row on the page measured against the first full row
 * under the header (`ruler`), each cell start of one carried onto the other's, and what stands between two cell starts
 * stretched between them (pdftotext spaces each gap of a page on its own; pdf.js draws them all together by one measure).
 * Null where the page keeps the header's columns, where no row fills every column, or where a gap grows or shrinks past what
 * one page's spacing does (another table, not this one). Only `raw` and `indent` change (a line of one piece has an indent alone): text, page and line stay, and so
 * does every quote.
 */
export function alignedPage(pageLines: readonly Line[], columns: readonly LayoutColumn[], header: Ruler): Line[] | null {
	const [row, ruler] = [fullRow(pageLines, columns, header)?.at, header.at];
	if (!row || row.length !== ruler.length || ruler.length < 3 || ruler.every((x, i) => x === row[i])) return null;
	for (let i = 1; i < ruler.length; i++) {
		const ratio = (row[i] - row[i - 1]) / Math.max(1, ruler[i] - ruler[i - 1]);
		if (ratio < 0.4 || ratio > 2.5) return null;
	}
	// From the page's columns to the header's: piecewise, between the two rows' cell starts.
	const back = (x: number) => {
		const i = Math.max(0, Math.min(row.length - 2, row.findLastIndex((r) => r <= x)));
		return Math.max(0, Math.round(ruler[i] + ((x - row[i]) * (ruler[i + 1] - ruler[i])) / (row[i + 1] - row[i])));
	};
	return pageLines.map((line) => {
		// A line of one piece keeps only its indent ("COREN." under a wrapped requirement): that indent moves too.
		if (!line.raw) return line.indent === undefined ? line : { ...line, indent: back(line.indent) };
		let raw = '';
		for (const piece of segmentsOf(line)) raw = raw.padEnd(raw ? Math.max(back(piece.from), raw.length + 2) : back(piece.from)) + piece.text;
		return { ...line, raw, indent: raw.length - raw.trimStart().length };
	});
}
