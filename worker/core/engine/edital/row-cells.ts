import { COUNT_COLUMNS, type Column } from './table-columns';
import type { LayoutColumn } from './layout-header';

/** What a row of a table laid out in columns says in its cells (issue 31): its immediate total, its name joined again. */

/**
 * A table counting the immediate vacancies and then the reserve's in the same lists ("Vagas imediatas: AC PCD PPP HIPO",
 * "Cadastro de reserva: AC PCD PPP HIPO", "Total de vagas (incluídas as vagas imediatas)"): the immediate total is the sum of
 * the first group's cells, up to where a list is counted again — every list of it, one this reader has no name for too. Its
 * own total would count the reserve. Null where no list is counted twice, or a cell of the group is no count.
 */
export function immediateTotal(columns: LayoutColumn[], cellOf: (column: LayoutColumn) => string): number | null {
	const seen = new Set<LayoutColumn['kind']>();
	let first = -1;
	let again = -1;
	columns.forEach((column, at) => {
		if (!COUNT_COLUMNS.includes(column.kind as Column) || column.kind === 'total' || column.kind === 'vagas') return;
		if (first < 0) first = at;
		if (again < 0 && seen.has(column.kind)) again = at;
		seen.add(column.kind);
	});
	// A group with a total of its own gives it (read as the table's first total).
	if (again < 0 || columns.slice(first, again).some((column) => column.kind === 'total' || column.kind === 'vagas')) return null;
	const group = columns.slice(first, again).map(cellOf);
	if (!group.every((cell) => /^(?:\d{1,4}|-)$/.test(cell)) || group.filter((cell) => /\d/.test(cell)).length < 2) return null;
	return group.reduce((sum, cell) => sum + (/\d/.test(cell) ? Number(cell) : 0), 0);
}

/** A name wrapped in its cell: "Auditor-" + "Fiscal da" → "Auditor-Fiscal da"; "Adminis-" + "trador" → "Administrador". */
export function joinWrapped(parts: string[]): string {
	let out = '';
	for (const part of parts) {
		if (!out) out = part;
		else if (/\p{L}-$/u.test(out)) out = /^\p{Lu}/u.test(part) ? out + part : out.slice(0, -1) + part;
		else out += ` ${part}`;
	}
	return out;
}
