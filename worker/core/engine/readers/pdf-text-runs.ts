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
/** A list bullet drawn as a shape, in user space (see pdf-visibility's `pageMarks`). */
export type BulletMark = { x0: number; x1: number; y: number; size: number };

// A bullet sits left of its item's first letter, at most this many ems away, level with its x-height.
const MAX_BULLET_GAP = 2.5;

/**
 * Shapes drawn as list bullets (a browser's disc, a word processor's square) are no text: each is
 * written as "•" before the run it marks, the nearest one on its right on the same line, so the
 * list's items stay items. A mark with no text beside it (a rule's dot, a chart) is ignored.
 */
function markBullets(runs: TextRun[], marks: BulletMark[], transform: number[]): void {
	for (const mark of marks) {
		const [left] = multiply(transform, [1, 0, 0, 1, mark.x0, mark.y]).slice(4);
		const [right, y] = multiply(transform, [1, 0, 0, 1, mark.x1, mark.y]).slice(4);
		const x0 = Math.min(left, right);
		const x1 = Math.max(left, right);
		let target: TextRun | null = null;
		for (const run of runs) {
			const gap = run.x - x1;
			// The mark's centre between the baseline and the top of the letters.
			const level = y <= run.y + 0.1 * run.size && y >= run.y - 0.9 * run.size;
			if (!level || gap < -0.2 * run.size || gap > MAX_BULLET_GAP * run.size || mark.size > 0.8 * run.size) continue;
			if (!target || run.x < target.x) target = run;
		}
		if (!target || /^[•▪●◦◆■‣⁃∙○►▸▶➢➤✓✔❖\-–—*]/u.test(target.text.trim())) continue;
		// Nothing to its left on the line between the mark and the run: the mark opens the item.
		target.text = `• ${target.text.trimStart()}`;
		target.width += target.x - x0;
		target.x = x0;
	}
}

export function toPageRuns(items: PdfTextItem[], viewportTransform: number[], width: number, height: number, marks: BulletMark[] = []): PageRuns {
	const runs: TextRun[] = [];
	for (const item of items) {
		if (!item.str || !item.str.trim()) continue;
		const [a, b, c, d, x, y] = multiply(viewportTransform, item.transform);
		const size = Math.hypot(c, d) || item.height;
		if (!size || Math.abs(b) > 0.1 * Math.abs(a) || Math.abs(c) > 0.1 * Math.abs(d)) continue;
		// width is along the baseline in text space; the viewport at scale 1 keeps its length.
		runs.push({ text: item.str, x, y, width: Math.abs(item.width), size, font: item.fontName });
	}
	if (marks.length) markBullets(runs, marks, viewportTransform);
	return { width, height, runs };
}
