import { bottom, characters, median, top, type Fragment } from './pdf-geometry';

/**
 * Two-column resumes (a sidebar with contact and skills beside the main column) must come out
 * column by column, whatever order the PDF stores its text in. A column split is a vertical
 * gutter that no fragment crosses. Full-width lines (a name banner, a full-width section under
 * the columns) may cross it: they cut the page into horizontal zones, and each zone between
 * them is read as two columns when it has two real columns, or as one otherwise.
 */

export type Zone = { kind: 'single'; fragments: Fragment[] } | { kind: 'columns'; left: Fragment[]; right: Fragment[] };

// A gutter is at least this wide (share of the median font size): wider than any word space.
const MIN_GUTTER = 0.8;
// Each side needs a real share of the text: a column of dates or of section labels beside the
// body is part of the body's lines, not a column of its own.
const MIN_SIDE_SHARE = 0.1;
const MIN_SIDE_FRAGMENTS = 3;
// Labels and dates sit on the baselines of the lines they belong to, one every few lines.
// A sidebar is dense (line after line), even where its baselines happen to match the main
// column's — as in a PDF exported from a two-cell table.
const LABEL_ALIGNMENT = 0.6;
const LABEL_SHARE = 0.2;
const SPARSE_PITCH = 1.8;
// At most this many rows with a piece on each side, all level, are a table's rows, not columns.
const MAX_TABLE_ROWS = 4;

// Nearly every piece of a row part sits on a baseline of the text it belongs to.
const ROW_PART_ALIGNMENT = 0.8;
const FLUSH_LABEL_ALIGNMENT = 0.4;
// Right edges within this many ems of each other, left edges spread more than that: flush right.
const FLUSH_EDGE = 0.6;

function isFlushRight(fragments: Fragment[]): boolean {
	const em = median(fragments.map((fragment) => fragment.size));
	const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
	const rights = fragments.map((fragment) => fragment.x1);
	// One or two pieces may end elsewhere (a wrapped place); most end at the margin.
	const edge = median(rights);
	const atEdge = rights.filter((x) => Math.abs(x - edge) <= FLUSH_EDGE * em).length;
	return atEdge >= 0.8 * fragments.length && spread(fragments.map((fragment) => fragment.x0)) > 2 * FLUSH_EDGE * em;
}

function sharesBaseline(fragment: Fragment, others: Fragment[]): boolean {
	return others.some((other) => Math.abs(other.y - fragment.y) <= 0.25 * Math.max(other.size, fragment.size));
}

const baselines = (fragments: Fragment[]) => new Set(fragments.map((fragment) => Math.round(fragment.y))).size;

function isSparse(fragments: Fragment[]): boolean {
	const ys = [...new Set(fragments.map((fragment) => Math.round(fragment.y)))].sort((a, b) => a - b);
	const pitches = ys.slice(1).map((y, i) => y - ys[i]);
	return median(pitches) > SPARSE_PITCH * median(fragments.map((fragment) => fragment.size));
}

/** Whether two groups of fragments side by side are two columns rather than one column's parts. */
function areColumns(left: Fragment[], right: Fragment[]): boolean {
	if (left.length < MIN_SIDE_FRAGMENTS || right.length < MIN_SIDE_FRAGMENTS) return false;
	const [smaller, larger] = characters(left) <= characters(right) ? [left, right] : [right, left];
	const smallerShare = characters(smaller) / (characters(left) + characters(right));
	if (smallerShare < MIN_SIDE_SHARE) return false;
	const aligned = smaller.filter((fragment) => sharesBaseline(fragment, larger)).length / smaller.length;
	// A few rows whose every piece on the right sits on a line of the left are a table's rows
	// ("Associate, Donnelly Law Group.    Jan. 2018 — Dec. 2019"), read row by row.
	if (smaller === right && aligned === 1 && baselines(right) <= MAX_TABLE_ROWS && baselines(left) <= MAX_TABLE_ROWS + 1) return false;
	if (aligned > LABEL_ALIGNMENT && (smallerShare < LABEL_SHARE || isSparse(smaller))) return false;
	// Places and dates set flush right on the rows of the companies and titles they belong to
	// ("Lakeshore Mercy Hospital … Chicago, IL"): a sidebar's lines start at one edge and end
	// where they end, these end at one edge and start where they must.
	if (aligned >= ROW_PART_ALIGNMENT && smaller === right && isFlushRight(smaller)) return false;
	// Europass's labels ("Dates", "Occupation or position held") set flush right against the values
	// they name, row by row: a column of row labels, not a sidebar (whose lines start at one edge).
	// Wrapped labels ("Principais atividades e" / "responsabilidades") leave some lines unaligned.
	if (aligned >= FLUSH_LABEL_ALIGNMENT && smaller === left && isFlushRight(smaller)) return false;
	// Side by side means the two overlap vertically for most of the shorter one.
	const overlap = Math.min(bottom(left), bottom(right)) - Math.max(top(left), top(right));
	const shorter = Math.min(bottom(left) - top(left), bottom(right) - top(right));
	return overlap >= 0.3 * shorter;
}

/**
 * A short heading just above a full-width section ("PROJECTS") does not cross the gutter, yet
 * belongs to that section, not to the column above it: a run's first and last fragments go to
 * the neighbouring full-width lines when they sit closer to those than to the rest of the run.
 * `crossings[i]` comes before `runs[i]`; `crossings[i + 1]` after it.
 */
function attachEdgesToCrossings(runs: Fragment[][], crossings: Fragment[][]): void {
	runs.forEach((run, i) => {
		const after = crossings[i + 1];
		while (after?.length && run.length > 1 && after[0].y - run[run.length - 1].y < run[run.length - 1].y - run[run.length - 2].y)
			after.unshift(run.pop()!);
		const before = crossings[i];
		while (before.length && run.length > 1 && run[0].y - before[before.length - 1].y < run[1].y - run[0].y) before.push(run.shift()!);
	});
}

// A gap this many of a column's own line pitches wide ends the column.
const STRANDED_GAP = 2.5;

/**
 * The last lines of one side set apart below both columns: a section heading that starts the
 * full-width part under them at the foot of a page ("Experience" with its jobs on the next page).
 * Read after both columns, not inside the one whose edge it happens to share.
 */
function strandedTail(side: Fragment[], other: Fragment[]): Fragment[] {
	const sorted = [...side].sort((a, b) => a.y - b.y);
	const pitches = sorted.slice(1).map((fragment, i) => fragment.y - sorted[i].y).filter((pitch) => pitch > 0);
	if (pitches.length < 2) return [];
	const pitch = median(pitches);
	const end = bottom(other);
	for (let k = sorted.length - 1; k > 0; k--) {
		if (sorted[k].y <= end) return [];
		if (sorted[k].y - sorted[k - 1].y > STRANDED_GAP * pitch) {
			const tail = sorted.slice(k);
			return side.filter((fragment) => tail.includes(fragment));
		}
	}
	return [];
}

// A block starts after a gap this many of its side's usual line pitches tall.
const ROW_GAP_OVER_PITCH = 1.4;
// Most of the left side's blocks start level with a block of the right side: rows of a table.
const ROW_START_SHARE = 0.75;

/** The fragments that open a block of one side: the first, and each after a gap clearly taller than the side's line pitch. */
function blockStarts(sorted: Fragment[]): Fragment[] {
	// Pieces of one line (a title and its dates) are no pitch.
	const em = median(sorted.map((fragment) => fragment.size));
	const pitch = median(sorted.slice(1).map((fragment, i) => fragment.y - sorted[i].y).filter((gap) => gap > 0.25 * em));
	return sorted.filter((fragment, i) => i === 0 || fragment.y - sorted[i - 1].y > Math.max(ROW_GAP_OVER_PITCH * pitch, 1.5 * fragment.size));
}

const level = (a: Fragment, b: Fragment) => Math.abs(a.y - b.y) <= 0.3 * Math.max(a.size, b.size);

/**
 * A job or a degree laid out as a two-cell row — employer, place and dates on the left, the title
 * and its bullets on the right, row after row — has a gutter like a sidebar's. Unlike a sidebar's
 * sections, the blocks of the two sides start together, each after a gap on both sides: the run is
 * then read row by row (each row's left cell, then its right cell), so a title stays beside its
 * employer instead of a page of employers followed by a page of titles. What the left side holds
 * below the last row (the next section's heading) is read after the rows.
 */
function tableRows(leftSide: Fragment[], rightSide: Fragment[]): Zone[] | null {
	const left = [...leftSide].sort((a, b) => a.y - b.y);
	const right = [...rightSide].sort((a, b) => a.y - b.y);
	const end = right[right.length - 1].y;
	// The left side's blocks that start beside the right side, below its first line.
	const leftStarts = blockStarts(left).filter((start) => start.y > right[0].y + 0.3 * start.size && start.y <= end);
	const rightStarts = blockStarts(right);
	// Rows after the first: a block start on each side, level with each other.
	const later = rightStarts.slice(1).filter((start) => leftStarts.some((other) => level(other, start)));
	const first = left.find((fragment) => level(fragment, right[0]));
	if (!first || later.length < 1 || later.length < ROW_START_SHARE * leftStarts.length) return null;
	const cuts = [right[0], ...later].map((start) => start.y - 0.3 * start.size);
	// Below the right side's last line, after a gap: the left side's text after the table.
	const after = blockStarts(left).find((start) => start.y > end + 0.3 * start.size);
	const band = (fragment: Fragment) => (after && fragment.y >= after.y ? cuts.length + 1 : cuts.filter((cut) => fragment.y >= cut).length);
	const zones: Zone[] = [];
	for (let k = 0; k <= cuts.length + 1; k++) {
		const rowLeft = left.filter((fragment) => band(fragment) === k);
		const rowRight = right.filter((fragment) => band(fragment) === k);
		if (rowLeft.length && rowRight.length && k > 0 && k <= cuts.length) zones.push({ kind: 'columns', left: rowLeft, right: rowRight });
		else if (rowLeft.length || rowRight.length) zones.push({ kind: 'single', fragments: [...rowLeft, ...rowRight] });
	}
	return zones;
}

type Candidate = { zones: Zone[]; inColumns: number; gutter: number };

function evaluate(fragments: Fragment[], gutterStart: number, minGutter: number, page: boolean): Candidate | null {
	const sides = new Map<Fragment, 'left' | 'right' | 'crossing'>();
	for (const fragment of fragments) {
		if (fragment.x1 <= gutterStart + 0.5) sides.set(fragment, 'left');
		else if (fragment.x0 >= gutterStart + minGutter) sides.set(fragment, 'right');
		else sides.set(fragment, 'crossing');
	}

	// Runs of fragments between full-width lines, top to bottom.
	const runs: Fragment[][] = [[]];
	const crossings: Fragment[][] = [[]];
	for (const fragment of [...fragments].sort((a, b) => a.y - b.y)) {
		if (sides.get(fragment) === 'crossing') {
			if (runs[runs.length - 1].length) {
				runs.push([]);
				crossings.push([]);
			}
			crossings[crossings.length - 1].push(fragment);
		} else runs[runs.length - 1].push(fragment);
	}

	attachEdgesToCrossings(runs, crossings);

	const zones: Zone[] = [];
	const addSingle = (part: Fragment[]) => {
		if (!part.length) return;
		const last = zones[zones.length - 1];
		if (last?.kind === 'single') last.fragments.push(...part);
		else zones.push({ kind: 'single', fragments: [...part] });
	};
	let inColumns = 0;
	let gutter = Number.POSITIVE_INFINITY;
	runs.forEach((run, i) => {
		addSingle(crossings[i]);
		const left = run.filter((fragment) => sides.get(fragment) === 'left');
		const right = run.filter((fragment) => sides.get(fragment) === 'right');
		if (!areColumns(left, right)) return addSingle(run);
		const rows = tableRows(left, right);
		if (rows) {
			zones.push(...rows);
			inColumns += run.length;
			gutter = Math.min(gutter, Math.min(...right.map((fragment) => fragment.x0)) - Math.max(...left.map((fragment) => fragment.x1)));
			return;
		}
		// Only the page's own columns: inside a column, a grid of skills ends where it ends.
		const leftTail = page ? strandedTail(left, right) : [];
		const rightTail = page ? strandedTail(right, left) : [];
		zones.push({ kind: 'columns', left: left.slice(0, left.length - leftTail.length), right: right.slice(0, right.length - rightTail.length) });
		addSingle([...leftTail, ...rightTail].sort((a, b) => a.y - b.y));
		inColumns += run.length;
		gutter = Math.min(gutter, Math.min(...right.map((fragment) => fragment.x0)) - Math.max(...left.map((fragment) => fragment.x1)));
	});
	return inColumns ? { zones, inColumns, gutter } : null;
}

/**
 * The page cut into zones read one after the other, at the gutter that puts the most text into
 * columns (the widest gutter on a tie), or null when no part of it has two columns.
 */
export function findColumnZones(fragments: Fragment[], page = true): Zone[] | null {
	if (fragments.length < 2 * MIN_SIDE_FRAGMENTS) return null;
	const minGutter = Math.max(6, MIN_GUTTER * median(fragments.map((fragment) => fragment.size)));
	let best: Candidate | null = null;
	const gutterStarts = [...new Set(fragments.map((fragment) => Math.round(fragment.x1 * 2) / 2))];
	for (const gutterStart of gutterStarts) {
		const candidate = evaluate(fragments, gutterStart, minGutter, page);
		if (!candidate) continue;
		if (!best || candidate.inColumns > best.inColumns || (candidate.inColumns === best.inColumns && candidate.gutter > best.gutter))
			best = candidate;
	}
	return best?.zones ?? null;
}
