import type { PageRuns, TextRun } from './pdf-geometry';

/** The parts of a pdf.js TextItem the layout needs (kept structural so this file needs no pdf.js). */
export type PdfTextItem = { str: string; transform: number[]; width: number; height: number; fontName: string };
type Matrix = [number, number, number, number, number, number] | number[];

/** Two PDF matrices [a b c d e f] composed: `n` in the space of `m`. */
export function multiply(m: Matrix, n: Matrix): number[] {
	return [
		m[0] * n[0] + m[2] * n[1],
		m[1] * n[0] + m[3] * n[1],
		m[0] * n[2] + m[2] * n[3],
		m[1] * n[2] + m[3] * n[3],
		m[0] * n[4] + m[2] * n[5] + m[4],
		m[1] * n[4] + m[3] * n[5] + m[5]
	];
}

/**
 * pdf.js text items → runs in viewport space. Whitespace-only items are dropped (gaps between
 * runs decide spacing instead); so is rotated text, which is a watermark or a vertical label
 * far more often than resume content.
 */
export function toPageRuns(items: PdfTextItem[], viewportTransform: number[], width: number, height: number): PageRuns {
	const runs: TextRun[] = [];
	for (const item of items) {
		if (!item.str || !item.str.trim()) continue;
		const [a, b, c, d, x, y] = multiply(viewportTransform, item.transform);
		const size = Math.hypot(c, d) || item.height;
		if (!size || Math.abs(b) > 0.1 * Math.abs(a) || Math.abs(c) > 0.1 * Math.abs(d)) continue;
		// width is along the baseline in text space; the viewport at scale 1 keeps its length.
		runs.push({ text: item.str, x, y, width: Math.abs(item.width), size, font: item.fontName });
	}
	return { width, height, runs };
}
