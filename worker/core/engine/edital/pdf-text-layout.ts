import type { PageRuns, TextRun } from '../readers/pdf-geometry';

/**
 * A PDF page's text laid out as it stands on the page, line by line, each run at its column: the way
 * `pdftotext -layout` writes it. An edital's tables and schedules are read from that geometry (cells two
 * spaces apart or more, a cell's lines at the same indent, a blank line between rows set apart), which the
 * resume readers' layout (columns found and wrapped lines joined into paragraphs) does not keep.
 */

/** A run's baseline may sit this share of its size off the line's and still be on it (accents, a cell set a hair lower). */
const SAME_LINE = 0.45;
/** The columns' grid, a little finer than a character (as pdftotext sets it), so that cells of a row close together stay apart. */
const GRID = 0.85;
/** A gap this many character widths wide parts two cells: it is written as two spaces at least. */
const CELL_GAP = 1.5;
/** A gap narrower than this share of a character is no space at all (a word set in two runs). */
const NO_SPACE = 0.15;
/** A gap between two baselines this many times the letters' size (wider than a line's own leading) is written as a blank line. */
const BLANK_LINE = 2;

type PageLine = { y: number; size: number; runs: TextRun[] };

// Not pdf-geometry's median: an even count's lower middle is a width some run really has, where the average of the two
// middles may be none (the grid and gaps were set on it; the mean of the middles invents one more requirement on the corpus).
const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : 0);

export function layoutText(page: PageRuns): string {
	const runs = page.runs.filter((run) => run.text.trim()).sort((a, b) => a.y - b.y || a.x - b.x);
	if (!runs.length) return '';
	// The width of one character: gaps are measured in it (a space, a cell's gap); columns stand on a grid a little finer.
	const charWidth = median(runs.filter((run) => run.text.length >= 3 && run.width > 0).map((run) => run.width / run.text.length)) || 5;
	const lines: PageLine[] = [];
	for (const run of runs) {
		const last = lines.at(-1);
		if (last && Math.abs(run.y - last.y) <= SAME_LINE * Math.min(run.size, last.size)) last.runs.push(run);
		else lines.push({ y: run.y, size: run.size, runs: [run] });
	}
	const out: string[] = [];
	lines.forEach((line, index) => {
		if (index > 0 && line.y - lines[index - 1].y > BLANK_LINE * Math.max(line.size, lines[index - 1].size)) out.push('');
		out.push(lineText(line.runs, charWidth, charWidth * GRID));
	});
	// The page's left margin is no indent: columns count from the leftmost text, as pdftotext counts them.
	const margin = Math.min(...out.filter((text) => text.trim()).map((text) => text.length - text.trimStart().length));
	return out.map((text) => text.slice(margin)).join('\n');
}

/** A justified line's word gaps: wider than a space, up to this share of the letters' size. */
const JUSTIFIED_GAP = 1.2;
/**
 * A capital alone, or capitals one space apart: a word spelt out letter by letter ("C O N T E Ú D O   P R O G R A M Á T I C O"),
 * whose gap between words must stay wider than its letters'.
 */
const SPELT = /^\p{Lu}(?: \p{Lu})*$/u;
/** A justified line sets every gap between its words alike: within this share of the letters' size of each other. */
const EVEN_GAP = 0.05;

/**
 * The runs a justified line parts by widened word gaps (a requirement's cell set flush to both edges: "Curso   superior
 * em   Biblioteconomia"): three words or more, each gap between two words the same width to a hair, none wider than a
 * letter's size. A row's cells stand apart by gaps that are neither so narrow nor so even.
 */
function justifiedGaps(sorted: TextRun[], charWidth: number): boolean[] {
	const gaps = sorted.map((run, index) => (index ? run.x - (sorted[index - 1].x + sorted[index - 1].width) : 0));
	const wordGap = (index: number) => {
		const [before, run] = [sorted[index - 1], sorted[index]];
		return (
			gaps[index] > NO_SPACE * charWidth &&
			gaps[index] <= JUSTIFIED_GAP * run.size &&
			run.size === before.size &&
			/\p{L}[,.;:)]?$/u.test(before.text) &&
			/^[(\p{L}]/u.test(run.text) &&
			!SPELT.test(before.text.trim()) &&
			!SPELT.test(run.text.trim())
		);
	};
	const justified = sorted.map(() => false);
	for (let from = 1; from < sorted.length; from++) {
		if (!wordGap(from)) continue;
		let to = from;
		while (to + 1 < sorted.length && wordGap(to + 1) && Math.abs(gaps[to + 1] - gaps[from]) <= EVEN_GAP * sorted[from].size) to++;
		if (to > from) for (let index = from; index <= to; index++) justified[index] = true;
		from = to;
	}
	return justified;
}

/** One line's runs, left to right, each at its column: cells apart by two spaces or more, words by one. */
function lineText(runs: TextRun[], charWidth: number, grid: number): string {
	const sorted = [...runs].sort((a, b) => a.x - b.x);
	const justified = justifiedGaps(sorted, charWidth);
	let text = '';
	let end = 0;
	for (const [index, run] of sorted.entries()) {
		const column = Math.max(0, Math.round(run.x / grid));
		const gap = run.x - end;
		if (!text) text = ' '.repeat(column);
		else if (gap > CELL_GAP * charWidth && !justified[index]) text = text.trimEnd() + ' '.repeat(Math.max(2, column - text.trimEnd().length));
		else if (gap > NO_SPACE * charWidth && !text.endsWith(' ') && !run.text.startsWith(' ')) text += ' ';
		// A column's name in capitals that pdf.js read with its letters spaced out ("A C" for "AC", "P C D") is one word.
		text += /^(?:\p{Lu} ){1,5}\p{Lu}$/u.test(run.text) ? run.text.replace(/ /g, '') : run.text;
		end = run.x + run.width;
	}
	return text.trimEnd();
}
