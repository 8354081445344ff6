/**
 * A page of text laid out in two columns side by side (a Diário Oficial page as `pdftotext -layout` or a copy of it
 * writes it) → the left column's lines, then the right column's, so each sentence reads on. Only a page whose two
 * columns are both filled with prose is split: the gutter is blank on nearly every line, and the lines of each column
 * run most of its width with their words one space apart. A table keeps its columns side by side (its cells are short, or one column is), and so does
 * a page of one column. Lines that cross the gutter before the columns start (the page's running head) stay on top.
 */
const MIN_WIDTH = 120;

export function readingOrder(page: string): string {
	const lines = page.split('\n');
	const width = Math.max(0, ...lines.map((line) => line.length));
	if (width < MIN_WIDTH) return page;
	const gutter = gutterOf(lines, width);
	if (gutter < 0) return page;
	const head: string[] = [];
	const left: string[] = [];
	const right: string[] = [];
	for (const line of lines) {
		const crosses = !blankAt(line, gutter);
		if (crosses && !left.some((text) => text.trim()) && !right.some((text) => text.trim())) head.push(line);
		else if (crosses) left.push(line);
		else {
			left.push(line.slice(0, gutter).trimEnd());
			right.push(line.slice(gutter));
		}
	}
	// The right column keeps its own indentation relative to its margin, so an item's indent still reads as one.
	const indent = Math.min(...right.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
	return [...head, ...left, ...right.map((line) => line.slice(Number.isFinite(indent) ? indent : 0))].join('\n');
}

/** Whether a line is blank two columns wide where the gutter would be (a single space parts words; a gutter is wider). */
const blankAt = (line: string, column: number) => (line[column - 1] ?? ' ') === ' ' && (line[column] ?? ' ') === ' ';

/** The column where a two-column page parts, or -1: blank on at least 95% of the lines, with prose filling both sides. */
function gutterOf(lines: readonly string[], width: number): number {
	const filled = lines.filter((line) => line.trim());
	if (filled.length < 20) return -1;
	let best = -1;
	let bestCrossing = Infinity;
	for (let column = Math.floor(width * 0.35); column <= Math.ceil(width * 0.65); column++) {
		let crossing = 0;
		for (const line of filled) if (!blankAt(line, column)) crossing++;
		if (crossing < bestCrossing) {
			bestCrossing = crossing;
			best = column;
		}
	}
	if (best < 0 || bestCrossing > filled.length * 0.05) return -1;
	// Both sides prose: most lines with text on a side fill at least half of that side's width, their words one space
	// apart (a table's row has gaps between its cells on each side).
	const leftParts = filled.map((line) => line.slice(0, best).trim()).filter(Boolean);
	const rightParts = filled.map((line) => line.slice(best).trim()).filter(Boolean);
	const full = (parts: string[], room: number) =>
		parts.length >= 15 && parts.filter((part) => part.length >= room * 0.5).length >= parts.length * 0.6 && parts.filter((part) => /\S {2,}\S/.test(part)).length <= parts.length * 0.25;
	return full(leftParts, best) && full(rightParts, width - best) ? best : -1;
}
