import { fold } from './lines';
import { OPEN_END, STARTS_REQUIREMENT } from './table-columns';
import type { Line } from './types';

/*
 * A table's rows written one after another with no blank line between them (issue 31): each row has one line of counts,
 * and its other cells (a wrapped name, a requirement of several lines) stand above it, below it or both, as the cells
 * were centred or not. Where one row ends and the next starts is read from the cells' text, not from where the counts are.
 */

/** What the splitter needs of a table: the text a line holds in the name column and in the requirement column. */
export type CellText = { name: (line: Line) => string; requirement: (line: Line) => string };

/** A cell's text that ends where a new one may start: not on "de", "e", a comma or a hyphen. */
const complete = (text: string) => text !== '' && !OPEN_END.test(text) && !/\p{L}-$/u.test(text);
const starts = (text: string) => /^[\p{Lu}\d]/u.test(text);

/**
 * How well a row boundary between lines `last` and `first` of a run fits one column: the last text of that column in the
 * row above (up to `last`), the first in the row below (from `first` to the next row's counts). A complete text above and a
 * capital below fit; a text broken off above or going on in small letters below does not.
 */
function fit(run: readonly Line[], from: number, last: number, first: number, to: number, text: (line: Line) => string): number {
	let above = '';
	for (let i = last; i >= from && !above; i--) above = text(run[i]).trim();
	let below = '';
	for (let i = first; i <= to && !below; i++) below = text(run[i]).trim();
	if (!above || !below) return 0;
	if (!complete(above) || !starts(below)) return -3;
	// In capitals every line starts as a cell would: a sentence ended above and a requirement's first word below say more.
	return 2 + (/\.$/.test(above) ? 1 : 0) + (STARTS_REQUIREMENT.test(fold(below)) ? 1 : 0);
}

/**
 * A run of lines with no blank line inside → its rows: one per line of counts (`anchors`, in order), the lines between two
 * of them parted where both the name and the requirement columns best allow it; on a tie, nearest the middle (cells centred).
 * The lines above the first counts are the first row's, those below the last, the last row's. Fewer than two counts: one row.
 */
export function splitRun(run: readonly Line[], anchors: readonly number[], cells: CellText): Line[][] {
	if (anchors.length < 2) return [run.slice()];
	const rows: Line[][] = [];
	let start = 0;
	for (let k = 0; k + 1 < anchors.length; k++) {
		const [a, b] = [anchors[k], anchors[k + 1]];
		const gap = b - a - 1;
		let best = gap;
		let bestScore = -Infinity;
		for (let s = 0; s <= gap; s++) {
			const last = a + s;
			const first = last + 1;
			const score = fit(run, start, last, first, b, cells.name) + fit(run, start, last, first, b, cells.requirement) - Math.abs(s - gap / 2) * 0.01;
			if (score > bestScore) [best, bestScore] = [s, score];
		}
		rows.push(run.slice(start, a + best + 1));
		start = a + best + 1;
	}
	rows.push(run.slice(start));
	return rows;
}
