import { groupByBaseline } from './pdf-fragments';
import { median, type Block, type Fragment, type Line } from './pdf-geometry';

// Baseline-to-baseline distance over font size: ordinary lines sit ~1.15–1.3 apart; a gap
// clearly wider than the column's usual spacing (and at least 1.5) separates blocks.
const MIN_BLOCK_GAP = 1.5;
const BLOCK_GAP_OVER_USUAL = 1.25;
// Lines ending this close to the widest one (share of the column width) reach the margin.
const MARGIN_REACH = 0.05;
// Type this much larger than the rest of its row is a title's, not a piece of that row.
const TITLE_OVER_ROW = 1.8;
// One line spacing of the title's own size, and how near its edges or centres must align.
const WRAP_SPACING = [0.8, 1.6];
const ALIGN_TOLERANCE = 0.3;

const aligned = (a: Fragment, b: Fragment, tolerance: number) =>
	Math.abs(a.x0 - b.x0) <= tolerance || Math.abs(a.x1 - b.x1) <= tolerance || Math.abs(a.x0 + a.x1 - b.x0 - b.x1) / 2 <= tolerance;

/**
 * A title set large that wraps ("Maria das Graças" / "Brandão", centred over three columns of
 * contact details) has its second line on nearly the baseline of a side column's small text, so
 * grouping by baseline would put it after an e-mail address. A fragment much larger than the rest
 * of its row, of the same size and aligned with a fragment one line spacing above it, is that
 * fragment's next line and is read right after it.
 */
function keepWrappedTitles(rows: Fragment[][]): Fragment[][] {
	const out: Fragment[][] = [];
	for (const row of rows) {
		const smallest = Math.min(...row.map((fragment) => fragment.size));
		const rest = row.filter((fragment) => {
			if (row.length < 2 || fragment.size < TITLE_OVER_ROW * smallest) return true;
			const at = out.findLastIndex((earlier) =>
				earlier.some((above) => {
					const spacing = (fragment.y - above.y) / fragment.size;
					return Math.abs(above.size - fragment.size) <= 0.05 * fragment.size && spacing >= WRAP_SPACING[0] && spacing <= WRAP_SPACING[1] && aligned(above, fragment, ALIGN_TOLERANCE * fragment.size);
				})
			);
			if (at < 0) return true;
			out.splice(at + 1, 0, [fragment]);
			return false;
		});
		if (rest.length) out.push(rest);
	}
	return out;
}

// A title stack holds a few words a line ("Maria das" / "Graças" / "Brandão"), never a paragraph.
const MAX_STACK_WORDS = 8;
const MAX_STACK_LINE_WORDS = 4;

/**
 * A name set large in a narrow box wraps over two to four lines, each one line spacing of its own
 * size below the other and aligned with it ("MARIA DAS" / "GRAÇAS" / "BRANDÃO" in a sidebar; "Ana
 * Luiza" / "Coutinho" beside a column of contact lines). Such a stack — type much larger than the
 * column's usual text — is one logical line: it is read as one fragment, so neither a neighbouring
 * column's small text between its lines nor the word-fit test of unwrapping can split it.
 */
function joinTitleStacks(fragments: Fragment[]): { fragments: Fragment[]; titles: Set<Fragment> } {
	const titles = new Set<Fragment>();
	const body = median(fragments.map((fragment) => fragment.size));
	const large = fragments.filter((fragment) => fragment.size >= TITLE_OVER_ROW * body).sort((a, b) => a.y - b.y);
	const taken = new Set<Fragment>();
	for (const first of large) {
		if (taken.has(first)) continue;
		const stack = [first];
		for (;;) {
			const above = stack[stack.length - 1];
			const next = large.find((candidate) => {
				if (taken.has(candidate) || stack.includes(candidate)) return false;
				const spacing = (candidate.y - above.y) / above.size;
				return Math.abs(candidate.size - above.size) <= 0.05 * above.size && spacing >= WRAP_SPACING[0] && spacing <= WRAP_SPACING[1] && aligned(above, candidate, ALIGN_TOLERANCE * above.size);
			});
			if (!next) break;
			stack.push(next);
		}
		const words = stack.map((fragment) => fragment.text.trim().split(/\s+/).length);
		if (stack.length < 2 || words.some((count) => count > MAX_STACK_LINE_WORDS) || words.reduce((a, b) => a + b, 0) > MAX_STACK_WORDS) continue;
		stack.forEach((fragment) => taken.add(fragment));
		// "Whitfield-" + "Ames": a name's hyphen is kept; any other line break is a space.
		const text = stack.map((fragment) => fragment.text.trim()).reduce((joined, line) => (/\p{L}-$/u.test(joined) ? joined + line : `${joined} ${line}`));
		titles.add({ text, x0: Math.min(...stack.map((f) => f.x0)), x1: Math.max(...stack.map((f) => f.x1)), y: first.y, size: first.size, font: first.font });
	}
	if (!titles.size) return { fragments, titles };
	return { fragments: [...fragments.filter((fragment) => !taken.has(fragment)), ...titles], titles };
}

/** A joined title stack is a line of its own, before the small text that shares its first baseline. */
function titlesApart(rows: Fragment[][], titles: Set<Fragment>): Fragment[][] {
	if (!titles.size) return rows;
	return rows.flatMap((row) => {
		const title = row.find((fragment) => titles.has(fragment));
		return title && row.length > 1 ? [[title], row.filter((fragment) => fragment !== title)] : [row];
	});
}

/**
 * One column's fragments → its lines, top to bottom; a line's pieces joined left to right. The
 * pieces of one line were cut at gaps wider than a word space (a tab stop, a right-aligned date or
 * place): such a gap is written as a tab, so "Software Engineer    Egen Solutions    July 2022 –
 * Present" keeps the three parts its author set apart instead of becoming one run of words.
 */
export function buildLines(pieces: Fragment[]): Line[] {
	const { fragments, titles } = joinTitleStacks(pieces);
	return keepWrappedTitles(titlesApart(groupByBaseline(fragments), titles)).map((row) => {
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
