import { groupByBaseline } from './pdf-fragments';
import { median, type Block, type Fragment, type Line } from './pdf-geometry';

// Baseline-to-baseline distance over font size: ordinary lines sit ~1.15–1.3 apart; a gap
// clearly wider than the column's usual spacing (and at least 1.5) separates blocks.
const MIN_BLOCK_GAP = 1.5;
const BLOCK_GAP_OVER_USUAL = 1.25;
// Lines ending this close to the widest one (share of the column width) reach the margin.
const MARGIN_REACH = 0.05;

/**
 * One column's fragments → its lines, top to bottom; a line's pieces joined left to right. The
 * pieces of one line were cut at gaps wider than a word space (a tab stop, a right-aligned date or
 * place): such a gap is written as a tab, so "Software Engineer    Egen Solutions    July 2022 –
 * Present" keeps the three parts its author set apart instead of becoming one run of words.
 */
export function buildLines(fragments: Fragment[]): Line[] {
	return groupByBaseline(fragments).map((row) => {
		row.sort((a, b) => a.x0 - b.x0);
		let text = row[0].text;
		for (let i = 1; i < row.length; i++) text = /\s$/.test(text) || /^\s/.test(row[i].text) ? text + row[i].text : `${text}\t${row[i].text}`;
		const x0 = row[0].x0;
		const x1 = Math.max(...row.map((fragment) => fragment.x1));
		const widest = row.reduce((a, b) => (b.text.length > a.text.length ? b : a));
		const textWidth = row.reduce((sum, fragment) => sum + fragment.x1 - fragment.x0, 0);
		const textLength = row.reduce((sum, fragment) => sum + fragment.text.length, 0);
		return {
			text,
			x0,
			x1,
			y: row[0].y,
			size: Math.max(...row.map((fragment) => fragment.size)),
			font: widest.font,
			charWidth: textWidth / Math.max(1, textLength),
			starts: row.map((fragment) => fragment.x0)
		};
	});
}

const spacing = (upper: Line, lower: Line) => (lower.y - upper.y) / Math.max(upper.size, lower.size);

/** Lines → blocks, cut where the vertical gap is wider than the column's usual line spacing. */
export function splitBlocks(lines: Line[]): Block[] {
	if (!lines.length) return [];
	const columnLeft = Math.min(...lines.map((line) => line.x0));
	const columnRight = Math.max(...lines.map((line) => line.x1));
	const nearMargin = columnRight - MARGIN_REACH * (columnRight - columnLeft);
	const marginConfirmed = lines.filter((line) => line.x1 >= nearMargin).length >= 2;
	const gaps = lines.slice(1).map((line, i) => spacing(lines[i], line));
	const usual = median(gaps.filter((gap) => gap < 2.5));
	const threshold = Math.max(MIN_BLOCK_GAP, usual * BLOCK_GAP_OVER_USUAL);

	const blocks: Block[] = [{ lines: [lines[0]], columnLeft, columnRight, marginConfirmed }];
	lines.slice(1).forEach((line, i) => {
		const current = blocks[blocks.length - 1];
		// A heading keeps the space after it but stays with its section: a lone line in larger
		// type than the line below it is glued to that line.
		const heading = current.lines.length === 1 && current.lines[0].size > line.size + 0.5;
		if (gaps[i] > threshold && !heading) blocks.push({ lines: [line], columnLeft, columnRight, marginConfirmed });
		else current.lines.push(line);
	});
	return blocks;
}
