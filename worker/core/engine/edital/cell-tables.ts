import { parseRow } from './table-row';
import { isTitle } from './cargos';
import { COLUMNS, COUNT_COLUMNS, headerOf, type Column } from './table-columns';
import { COUNT_CELL, fold } from './lines';
import type { Cargo, Line } from './types';

/**
 * A vacancy table copied one cell a line, as a PDF viewer copies it ("Cargo" / "AC PcD" over "Arquiteto" / "1" / "-" /
 * "Assistente Social" / "1" / "-" …): a header of short lines naming the cargo and its count columns, then rows of a
 * name alone on its line followed by one line for each count. Read only where at least two rows follow that shape; the
 * table ends where it stops.
 */

/** At most this many short lines make the header ("VAGAS" / "Cargo" / "AC PcD"). */
const HEADER_LINES = 3;

const shortLine = (text: string) => text.split(/\s+/).length <= 4 && !/\d/.test(text);

/**
 * The header starting at `index`: its count columns, and how many lines it takes. Stricter than a laid-out table's header
 * (table-columns' headerAt): each of its short lines names a column, so a sentence that names them is none.
 */
function cellHeaderAt(lines: readonly Line[], index: number): { columns: Column[]; span: number } | null {
	for (let span = 1; span <= HEADER_LINES && index + span <= lines.length; span++) {
		const part = lines.slice(index, index + span);
		if (!part.every((line) => shortLine(line.text))) return null;
		const columns = headerOf(part.map((line) => line.text).join(' '));
		// Every line names a column: a title above the table is no part of it.
		const named = part.every((line) => COLUMNS.some(([, re]) => re.test(fold(line.text))));
		if (columns && named) return { columns, span };
	}
	return null;
}

/** The rows from `start`: a name, then exactly `cells` count lines; as many as follow so. */
function rowsFrom(lines: readonly Line[], start: number, cells: number): { name: Line; counts: Line[] }[] {
	const rows: { name: Line; counts: Line[] }[] = [];
	let at = start;
	while (at + cells < lines.length) {
		const name = lines[at];
		const counts = lines.slice(at + 1, at + 1 + cells);
		if (/\d/.test(name.text) || !isTitle(name.text) || !counts.every((line) => COUNT_CELL.test(line.text.trim()))) break;
		// A row's cells end at a name: one more count line is no cell of this table.
		rows.push({ name, counts });
		at += 1 + cells;
	}
	return rows;
}

export function cellTables(lines: readonly Line[]): Cargo[] {
	const cargos: Cargo[] = [];
	for (let index = 0; index < lines.length; index++) {
		const header = cellHeaderAt(lines, index);
		if (!header) continue;
		const counted = header.columns.filter((column) => COUNT_COLUMNS.includes(column));
		// "VAGAS" over its parts ("AC PcD") names the group, no cell of its own.
		const detailed = counted.filter((column) => column !== 'vagas');
		const columns = detailed.length ? header.columns.filter((column) => column !== 'vagas') : header.columns;
		const cells = detailed.length || counted.length;
		const rows = rowsFrom(lines, index + header.span, cells);
		if (rows.length < 2) continue;
		for (const { name, counts } of rows)
			cargos.push(parseRow({ code: null, title: name.text, line: name, cells: counts.map((line) => line.text.trim()).join(' '), requirements: [], cellsLine: counts[0] }, columns));
		index += header.span + rows.length * (1 + cells) - 1;
	}
	return cargos;
}
