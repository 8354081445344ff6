import { median, type Fragment, type TextRun } from './pdf-geometry';

// Runs whose baselines differ by less than this share of the font size sit on one line
// (superscripts and small caps wobble a little; the next line is ≥ 1 em away).
const BASELINE_TOLERANCE = 0.4;
// A gap wider than a word space (~0.25 em) is a space even when the PDF has no space glyph.
const SPACE_GAP = 0.15;
// A gap this wide is no word space: it is a column gutter or a tab stop, so the line is cut there.
const FRAGMENT_GAP = 1.5;
// Sizes this far apart are different kinds of text: a name and an address, a heading in the margin
// and the first line of its section ("Experience  Nursing Supervisor, …" in moderncv).
const SIZE_APART = 1.8;
const SIZE_STEP = 1.3;

type Placed = { y: number; size: number } & ({ x: number; width: number } | { x0: number; x1: number });

export function groupByBaseline<T extends Placed>(items: T[]): T[][] {
	const sorted = [...items].sort((a, b) => a.y - b.y);
	const rows: T[][] = [];
	for (const item of sorted) {
		const row = rows[rows.length - 1];
		const anchor = row?.[0];
		// Type of very different sizes shares a line only on nearly the same baseline: a 9 pt address
		// set beside a 34 pt name, a little lower, is a line of its own.
		const apart = Math.max(item.size, anchor?.size ?? 0) > SIZE_APART * Math.min(item.size, anchor?.size ?? Infinity);
		const near = anchor && Math.abs(item.y - anchor.y) <= BASELINE_TOLERANCE * (apart ? Math.min(item.size, anchor.size) : Math.max(item.size, anchor.size));
		if (near && !stacked(row, item)) row.push(item);
		else rows.push([item]);
	}
	return rows;
}

const span = (item: Placed): [number, number] => ('x0' in item ? [item.x0, item.x1] : [item.x, item.x + item.width]);

/**
 * Whether an item sits under or over a piece of the row rather than beside it: a small headline set
 * just below a large name ("Omkar Pathak" at 32 pt, "SOFTWARE ENGINEER" at 8 pt, 12 pt lower) is
 * within the large type's tolerance, but two pieces of one line never cover the same stretch.
 */
function stacked(row: Placed[], item: Placed): boolean {
	const [left, right] = span(item);
	return row.some((other) => {
		const [otherLeft, otherRight] = span(other);
		const overlap = Math.min(otherRight, right) - Math.max(otherLeft, left);
		const narrower = Math.min(otherRight - otherLeft, right - left);
		return narrower > 0 && overlap > 0.5 * narrower && Math.abs(item.y - other.y) > 0.5 * Math.min(item.size, other.size);
	});
}

/** Joins two pieces of one line, adding a space only where the gap (or the text) calls for one. */
export function joinPieces(left: string, right: string, gap: number, size: number): string {
	if (/\s$/.test(left) || /^\s/.test(right)) return left + right;
	return gap > SPACE_GAP * size ? `${left} ${right}` : left + right;
}

function dominantFont(runs: TextRun[]): string {
	const byFont = new Map<string, number>();
	for (const run of runs) byFont.set(run.font, (byFont.get(run.font) ?? 0) + run.text.trim().length);
	return [...byFont.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

// A run of single characters a letter-spacing apart: pdf.js writes the spacing as spaces ("M A R I A").
// Kerning can pull a pair or three together ("S TAT E M E N T", "E D U C AT I O N"): a few short
// groups among single letters are still letter spacing.
const spacedRun = (text: string): boolean => {
	const groups = text.split(' ');
	if (groups.length < 2 || groups.some((group) => !group || group.length > 3)) return false;
	const singles = groups.filter((group) => group.length === 1).length;
	// A short word in capitals can kern into more pairs than single letters ("PA I VA").
	const kernedCapitals = groups.length >= 3 && singles >= 1 && groups.every((group) => group.length <= 2 && /^\p{Lu}+$/u.test(group));
	return singles >= 0.6 * groups.length || kernedCapitals;
};
// Letter-spaced only when nearly all of a fragment is written so: a name or a heading set for looks.
const LETTER_SPACED_SHARE = 0.8;
// Three letters ("A N A", a short first name on a line of its own) are enough.
const MIN_LETTER_SPACED_CHARS = 3;

const visibleChars = (text: string) => text.replace(/\s+/g, '').length;

function isLetterSpaced(runs: TextRun[]): boolean {
	const total = runs.reduce((sum, run) => sum + visibleChars(run.text), 0);
	const spaced = runs.filter((run) => visibleChars(run.text) === 1 || spacedRun(run.text)).reduce((sum, run) => sum + visibleChars(run.text), 0);
	return total >= MIN_LETTER_SPACED_CHARS && spaced >= LETTER_SPACED_SHARE * total && runs.some((run) => spacedRun(run.text) || runs.length >= MIN_LETTER_SPACED_CHARS);
}

/**
 * Letters spaced out for looks ("J O S E P H  S .  G U T S T A D T", a small-caps name, a tracked
 * heading) written as words: the spacing between letters is the fragment's usual gap, and a word
 * space is a gap clearly wider than that.
 */
function joinLetterSpaced(runs: TextRun[]): string {
	const gaps = runs.slice(1).map((run, i) => run.x - (runs[i].x + runs[i].width));
	// The letter spacing, measured between glyphs drawn one by one; where pdf.js already gave the
	// letters of a word as one run ("M A R I A"), every gap between runs is a word's.
	const single = (run: TextRun) => visibleChars(run.text) === 1;
	const letterGaps = gaps.filter((_, i) => single(runs[i]) && single(runs[i + 1]));
	const letterGap = letterGaps.length >= 2 ? Math.max(0, median(letterGaps)) : Number.NEGATIVE_INFINITY;
	let text = unspaceRun(runs[0].text);
	for (let i = 1; i < runs.length; i++) {
		const size = Math.max(runs[i - 1].size, runs[i].size);
		const wordBreak = gaps[i - 1] > letterGap + SPACE_GAP * size || /\s$/.test(runs[i - 1].text) || /^\s/.test(runs[i].text);
		text += (wordBreak ? ' ' : '') + unspaceRun(runs[i].text.trim());
	}
	return text;
}

/**
 * One pdf.js item of spaced letters ("C a r l a M e n d e s L i m a", LaTeX's \textls over small
 * caps) carries one space for every gap, the word gaps too, so the spaces say nothing. Inside it a
 * small letter followed by a capital starts a word; letters of one case stay one word, to be cut
 * later by what else the document says (name.ts cuts a name by the person's addresses).
 */
export function unspaceRun(text: string): string {
	return text
		.split(/ {2,}/)
		.map((word) => word.replace(/(\p{Ll}) (?=\p{Lu})/gu, '$1\u0000').replace(/ /g, '').replace(/\u0000/g, ' '))
		.join(' ');
}

function toFragment(runs: TextRun[]): Fragment {
	let text = runs[0].text;
	if (isLetterSpaced(runs)) text = joinLetterSpaced(runs);
	else
		for (let i = 1; i < runs.length; i++) {
			const previous = runs[i - 1];
			text = joinPieces(text, runs[i].text, runs[i].x - (previous.x + previous.width), Math.max(previous.size, runs[i].size));
		}
	return {
		text: text.trim(),
		x0: runs[0].x,
		x1: Math.max(...runs.map((run) => run.x + run.width)),
		y: runs[0].y,
		size: Math.max(...runs.map((run) => run.size)),
		font: dominantFont(runs)
	};
}

/** Some generators fake bold by drawing the same text twice, a fraction of a point apart. */
function withoutOverprint(row: TextRun[]): TextRun[] {
	return row.filter(
		(run, i) => !row.slice(0, i).some((earlier) => earlier.text === run.text && Math.abs(earlier.x - run.x) < 0.2 * run.size)
	);
}

/** Runs → fragments: same baseline, left to right, cut at gaps too wide to be a word space. */
export function buildFragments(runs: TextRun[]): Fragment[] {
	const fragments: Fragment[] = [];
	for (const baselineRow of groupByBaseline(runs)) {
		const row = withoutOverprint(baselineRow.sort((a, b) => a.x - b.x));
		let current: TextRun[] = [row[0]];
		let right = row[0].x + row[0].width;
		for (const run of row.slice(1)) {
			const gap = run.x - right;
			// A step in size between two words (not between the letters of small caps or a drop cap).
			const last = [...current].reverse().find((piece) => piece.text.trim() !== '') ?? current[0];
			const sizes = [last.size, run.size];
			const words = visibleChars(last.text) >= 2 && visibleChars(run.text) >= 2;
			const ratio = Math.max(...sizes) / Math.min(...sizes);
			const spaced = gap > SPACE_GAP * Math.min(...sizes) || /\s$/.test(current[current.length - 1].text) || /^\s/.test(run.text);
			// Type twice the size of its neighbour is another element even when it runs into it: a long
			// first name overflowing its narrow box up to a column of small contact lines.
			const stepped = words && ratio >= SIZE_STEP && (spaced || ratio >= SIZE_APART);
			if (gap > FRAGMENT_GAP * Math.max(run.size, current[0].size) || stepped) {
				fragments.push(toFragment(current));
				current = [];
			}
			current.push(run);
			right = Math.max(right, run.x + run.width);
		}
		fragments.push(toFragment(current));
	}
	return fragments.filter((fragment) => fragment.text !== '');
}
