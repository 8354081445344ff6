import { brl, quoteOf } from './lines';
import { requirementsOf, type Piece } from './requirements';
import { cleanTitle, slug } from './cargos';
import { type Column, COUNT_COLUMNS, LABEL_PREFIX, MONEY, HOURS } from './table-columns';
import type { Cargo, Line, Vacancies } from './types';

/*
 * One row of a vacancy table, as the line-by-line readers part it (cargo-tables.ts, cell-tables.ts), read into a cargo.
 */

/** A row as read: `line` the one it starts on (the cargo's quote), `cellsLine` the one its numbers stand on. */
export type Row = { code: string | null; title: string; line: Line; cells: string; requirements: Piece[]; cellsLine?: Line };

export function parseRow(row: Row, columns: Column[]): Cargo {
	let rest = row.cells;
	const review: string[] = [];
	const money = [...rest.matchAll(MONEY)];
	const salaryAmount = money.length ? brl(money[0][1]) : null;
	const hours = HOURS.exec(rest);
	// What is left once money and hours are out: the vacancy counts, in the header's order.
	rest = rest.replace(MONEY, ' ').replace(/R\$/g, ' ').replace(HOURS, ' ');
	// "CR", "-" and "*" (no vacancy reserved) hold a column's place without a count.
	// "01+CR*": one vacancy and a reserve list.
	const counts = [...rest.matchAll(/(?:^|\s)(\d{1,4}(?:\s*\+\s*CR\*?)?|CR|-|\*)(?=\s|$)/g)].map((m) => (/^\d/.test(m[1]) ? parseInt(m[1], 10) : null));
	const vacancyColumns = columns.filter((c) => COUNT_COLUMNS.includes(c));
	const byColumn = new Map<Column, number | null>();
	const detailed = vacancyColumns.filter((c) => c !== 'vagas');
	// "VAGAS" beside the parts ("AC PPP PcD INDÍGENA … VAGAS") is their total, where it stands in the header's order.
	if (detailed.length && vacancyColumns.includes('vagas') && !vacancyColumns.includes('total') && counts.length >= vacancyColumns.length)
		vacancyColumns.forEach((column, index) => byColumn.set(column === 'vagas' ? 'total' : column, counts[index]));
	else if (detailed.length && counts.length >= detailed.length) detailed.forEach((column, index) => byColumn.set(column, counts[index]));
	else if (counts.length) byColumn.set('total', counts[0]);
	const vacancies: Vacancies = {
		total: byColumn.get('total') ?? null,
		ampla: byColumn.get('ampla') ?? null,
		pcd: byColumn.get('pcd') ?? null,
		negros: byColumn.get('negros') ?? null,
		...(/\bCR\b|cadastro/i.test(row.cells) ? { reserve: true } : {}),
		quote: quoteOf(row.cellsLine ?? row.line)
	};
	if (vacancies.total === null && [vacancies.ampla, vacancies.pcd, vacancies.negros].some((n) => n !== null))
		vacancies.total = detailed.reduce((sum, column) => sum + (byColumn.get(column) ?? 0), 0);
	const requirements = row.requirements.length ? requirementsOf(row.requirements) : [];
	if (!requirements.length) review.push('requirements');
	if (salaryAmount === null) review.push('salary');
	const label = LABEL_PREFIX.exec(row.title.trim());
	const title = cleanTitle(label ? row.title.trim().slice(label[0].length) : row.title);
	return {
		id: slug(title),
		title,
		code: row.code ?? label?.[1] ?? null,
		requirements,
		vacancies,
		salary: salaryAmount !== null ? { amount: salaryAmount, currency: 'BRL', period: 'month', quote: quoteOf(row.cellsLine ?? row.line) } : null,
		weeklyHours: hours ? Number(hours[1]) : null,
		workplace: null,
		quote: quoteOf(row.line),
		review
	};
}
