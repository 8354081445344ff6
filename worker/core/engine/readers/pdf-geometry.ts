/**
 * The shapes the PDF layout works on, in page coordinates with y growing downwards (pdf.js
 * viewport space at scale 1, so a rotated page reads like the printed one).
 */

/** One run of text as pdf.js reports it: the baseline starts at (x, y). */
export type TextRun = { text: string; x: number; y: number; width: number; size: number; font: string };

/** A page's runs and its size. */
export type PageRuns = { width: number; height: number; runs: TextRun[] };

/** Runs on one baseline with no wide gap between them: part of a line, in one column. */
export type Fragment = { text: string; x0: number; x1: number; y: number; size: number; font: string };

/** One visual line inside a column: its fragments on the same baseline, left to right. */
export type Line = Fragment & { charWidth: number; /** Where each of its pieces starts: the cells of a row. */ starts: number[] };

/**
 * Lines with ordinary line spacing between them; a wider gap starts a new block. The column's
 * right edge is only a margin when more than one line reaches it (`marginConfirmed`): with a
 * single long line, nothing says that the lines below it were pushed down by the margin.
 */
export type Block = { lines: Line[]; columnLeft: number; columnRight: number; marginConfirmed: boolean };

export const top = (items: { y: number }[]) => Math.min(...items.map((item) => item.y));
export const bottom = (items: { y: number }[]) => Math.max(...items.map((item) => item.y));
export const characters = (items: { text: string }[]) => items.reduce((sum, item) => sum + item.text.length, 0);

export function median(values: number[]): number {
	if (!values.length) return 0;
	const sorted = [...values].sort((a, b) => a - b);
	const middle = sorted.length >> 1;
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
