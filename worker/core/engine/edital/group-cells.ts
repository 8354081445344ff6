import { slug } from './cargos';
import { fold, wordsOf } from './lines';
import { CODED_NAME, columnOf, layoutRows, mergedCargoCell } from './layout-tables';
import type { LayoutColumn } from './layout-header';
import { segmentsOf } from './table-columns';
import type { Cargo, Line } from './types';

/*
 * A vacancy table of a cargo's parts (issue 31): "CARGOS | ESPECIALIDADES | TOTAL DE VAGAS | AC | PcD | PP …", the cargo's
 * name written once in a merged cell beside its parts ("Analista" / "Legislativo", centred on its rows), each row a part
 * with its code and counts ("01 – Análise de Dados   10   06 01 03"). Each part is a cargo of its own, named with the
 * cargo it is a part of ("Analista Legislativo – Análise de Dados"), as the edital's annexes name them.
 */

/** A line that sums the rows above it ("SUBTOTAL – ANALISTA LEGISLATIVO"): the end of one cargo's parts. */
const SUBTOTAL = /^sub-?\s?total\b/;

type GroupCell = { text: string; lines: Line[] };
/** A place in the document, in reading order. */
const position = (at: { page: number; line: number }) => at.page * 100000 + at.line;

/**
 * The table's parts read as rows, each named with its cargo's merged cell; none where a part's cargo cannot be told
 * (no merged cell among its rows). `from` is the first line under the header; the columns are the header's, the first
 * of its two name columns holding the merged cells.
 */
export function partsWithGroups(lines: readonly Line[], from: number, columns: LayoutColumn[]): [Cargo[], number] {
	const [first, second] = columns.filter((column) => column.kind === 'cargo');
	// The parts' names start at one edge, their codes first ("01 – Análise de Dados", "13 – Direito"): a short one stands
	// nearer the merged cells' column than its own, and is still a part. The merged cells stand left of that edge.
	const edges = new Map<number, number>();
	for (const line of lines.slice(from, from + 60))
		for (const segment of segmentsOf(line)) if (CODED_NAME.test(segment.text) && segment.from > first.from) edges.set(segment.from, (edges.get(segment.from) ?? 0) + 1);
	const edge = [...edges].sort((a, b) => b[1] - a[1])[0]?.[0];
	// Parts with no codes to find their edge by are not told from the merged cells' words: none is read.
	if (edge === undefined) return [[], from];
	const grouped = columns.map((column) =>
		column === first ? { ...column, kind: 'group' as const, to: Math.min(column.to, edge - 1) } : column === second ? { ...column, from: Math.min(column.from, edge) } : column
	);
	const group = grouped[columns.indexOf(first)];
	const [parts, end] = layoutRows(lines, from, grouped);
	const rows = lines.slice(from, end);
	// Fewer lines hold the merged cells' words than hold counts: the first name column is merged cells, not names.
	if (!mergedCargoCell(rows, grouped.map((column) => (column === group ? { ...column, kind: 'cargo' as const } : column)))) return [[], from];
	// The parts between two subtotals are one cargo's, its merged cell all the words beside them (wrapped rows may stand
	// between its lines). With no subtotals, a cell's lines stand at most two apart on one page, and a part goes to the cell
	// whose middle is nearest its row (each cell is centred on its own rows).
	const ends = rows.filter((line) => SUBTOTAL.test(fold(line.text))).map(position);
	const stretch = (at: number) => ends.filter((end) => end < at).length;
	const cells: GroupCell[] = [];
	for (const line of rows) {
		const words = segmentsOf(line).filter((segment) => columnOf(grouped, segment) === group).map((segment) => segment.text);
		if (!words.length || SUBTOTAL.test(fold(line.text))) continue;
		const last = cells.at(-1)?.lines.at(-1);
		const same = last && (ends.length ? stretch(position(last)) === stretch(position(line)) : last.page === line.page && line.line - last.line <= 2);
		if (same) {
			cells.at(-1)!.lines.push(line);
			cells.at(-1)!.text += ` ${words.join(' ')}`;
		} else cells.push({ text: words.join(' '), lines: [line] });
	}
	const middle = (cell: GroupCell) => (position(cell.lines[0]) + position(cell.lines.at(-1)!)) / 2;
	const named: Cargo[] = [];
	for (const part of parts) {
		const at = position(part.quote);
		const near = cells.filter((cell) => stretch(middle(cell)) === stretch(at)).sort((a, b) => Math.abs(middle(a) - at) - Math.abs(middle(b) - at));
		if (!near.length) return [[], end];
		const cargo = near[0].text.replace(/\s+/g, ' ').trim();
		// A part named as its cargo ("Técnico Legislativo" beside "Técnico / Legislativo") is the cargo itself.
		const title = wordsOf(part.title).startsWith(wordsOf(cargo)) ? part.title : `${cargo} – ${part.title}`;
		named.push({ ...part, id: slug(title), title });
	}
	return [named, end];
}
