import { brl, fold, quoteOf } from './lines';
import { requirementsOf, type Piece } from './requirements';
import { cleanTitle, SECTION, slug } from './cargos';
import type { Cargo, Line, Vacancies } from './types';

type Column = 'cargo' | 'vagas' | 'ampla' | 'pcd' | 'negros' | 'total' | 'hours' | 'salary' | 'requirements';

const COLUMNS: [Column, RegExp][] = [
	['cargo', /\b(?:cargos?|empregos?|fun[cç](?:ao|oes)|especialidades?)\b/],
	['requirements', /\b(?:requisitos?|escolaridade|pre-requisitos?|formacao)\b/],
	['hours', /\b(?:carga horaria|jornada|ch semanal|horas semanais)\b/],
	['salary', /\b(?:vencimentos?|remuneracao|salario|subsidio)\b/],
	['ampla', /\b(?:ampla concorrencia|ampla|ac)\b/],
	['pcd', /\b(?:pcd|pessoas com deficiencia|deficiencia)\b/],
	['negros', /\b(?:negros|pretos e pardos|pn|cotas raciais|ppp)\b/],
	['total', /\b(?:total|total de vagas)\b/],
	['vagas', /\bvagas\b/]
];

/** A table's header: its columns in the order they are written; null when the line is no header. */
function headerOf(text: string): Column[] | null {
	const folded = fold(text);
	const found = COLUMNS.map(([column, re]) => ({ column, at: folded.search(re) })).filter((c) => c.at >= 0);
	if (!found.some((c) => c.column === 'cargo')) return null;
	const facts = found.filter((c) => c.column !== 'cargo');
	if (facts.length < 2 || folded.split(' ').length > 30 || /\d{2}\/\d{2}/.test(folded)) return null;
	return found.sort((a, b) => a.at - b.at).map((c) => c.column);
}

const REQUIREMENT_START = /\b(?:Ensino|Curso|Gradua[cç][aã]o|Forma[cç][aã]o|Diploma|N[ií]vel|Bacharel|Licenciatura|Superior completo|M[eé]dio completo|Fundamental|Alfabetizado)/u;
const MONEY = /(?:R\$\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})/g;
const HAS_MONEY = /\d{1,3}(?:\.\d{3})*,\d{2}/;
const HOURS = /\b(\d{1,2})\s*(?:h\b|horas)/i;
const ROW = /^(?:([A-Z]?\d{2,4})\s*[-–.]?\s+)?(\p{Lu}[\p{L}'()/,. -]*?)\s+(?=(?:\d{1,4}|CR|R\$)\b)/u;

type Row = { code: string | null; title: string; line: Line; cells: string; requirements: Piece[] };

/** Whether a line opens a row of the table (its own code, or a title followed by numbers). */
function rowStart(text: string, coded: boolean): boolean {
	if (REQUIREMENT_START.test(text.slice(0, 12))) return false;
	if (coded) return /^[A-Z]?\d{2,4}\s*[-–.]?\s+\p{Lu}/u.test(text);
	return ROW.test(text) && (HAS_MONEY.test(text) || HOURS.test(text) || /\s\d{1,4}\s/.test(text));
}

function parseRow(row: Row, columns: Column[]): Cargo {
	let rest = row.cells;
	const review: string[] = [];
	const money = [...rest.matchAll(MONEY)];
	const salaryAmount = money.length ? brl(money[0][1]) : null;
	const hours = HOURS.exec(rest);
	// What is left once money and hours are out: the vacancy counts, in the header's order.
	rest = rest.replace(MONEY, ' ').replace(/R\$/g, ' ').replace(HOURS, ' ');
	const counts = [...rest.matchAll(/(?:^|\s)(\d{1,4}|CR|-)(?=\s|$)/g)].map((m) => (m[1] === 'CR' || m[1] === '-' ? null : Number(m[1])));
	const vacancyColumns = columns.filter((c) => c === 'vagas' || c === 'ampla' || c === 'pcd' || c === 'negros' || c === 'total');
	const byColumn = new Map<Column, number | null>();
	const detailed = vacancyColumns.filter((c) => c !== 'vagas');
	if (detailed.length && counts.length >= detailed.length) detailed.forEach((column, index) => byColumn.set(column, counts[index]));
	else if (counts.length) byColumn.set('total', counts[0]);
	const vacancies: Vacancies = {
		total: byColumn.get('total') ?? null,
		ampla: byColumn.get('ampla') ?? null,
		pcd: byColumn.get('pcd') ?? null,
		negros: byColumn.get('negros') ?? null,
		...(/\bCR\b|cadastro/i.test(row.cells) ? { reserve: true } : {}),
		quote: quoteOf(row.line)
	};
	if (vacancies.total === null && [vacancies.ampla, vacancies.pcd, vacancies.negros].some((n) => n !== null))
		vacancies.total = (vacancies.ampla ?? 0) + (vacancies.pcd ?? 0) + (vacancies.negros ?? 0);
	const requirements = requirementsOf(row.requirements);
	if (!requirements.length) review.push('requirements');
	if (salaryAmount === null) review.push('salary');
	const title = cleanTitle(row.title);
	return {
		id: slug(title),
		title,
		code: row.code,
		requirements,
		vacancies,
		salary: salaryAmount !== null ? { amount: salaryAmount, currency: 'BRL', period: 'month', quote: quoteOf(row.line) } : null,
		weeklyHours: hours ? Number(hours[1]) : null,
		workplace: null,
		quote: quoteOf(row.line),
		review
	};
}

/** Splits a row's first line into its title, its cells of numbers, and where its requirement text starts. */
function openRow(line: Line, coded: boolean): Row {
	const text = line.text;
	const code = coded ? /^([A-Z]?\d{2,4})\s*[-–.]?\s+/.exec(text) : null;
	const body = code ? text.slice(code[0].length) : text;
	const requirementAt = body.search(REQUIREMENT_START);
	const firstCell = body.search(/\s(?:\d{1,4}|CR|R\$)(?=\s|$)/);
	let title: string;
	let cells: string;
	let requirementText = '';
	if (requirementAt > 0 && (firstCell < 0 || requirementAt < firstCell)) {
		title = body.slice(0, requirementAt);
		const after = body.slice(requirementAt);
		const cellAt = after.search(/\s(?:\d{1,4}|CR)\s+(?:\d{1,4}|CR|R\$|\d{1,2}\s*h)/);
		requirementText = cellAt > 0 ? after.slice(0, cellAt) : after;
		cells = cellAt > 0 ? after.slice(cellAt) : '';
	} else {
		title = firstCell > 0 ? body.slice(0, firstCell) : body;
		const tail = firstCell > 0 ? body.slice(firstCell) : '';
		const tailRequirement = tail.search(REQUIREMENT_START);
		cells = tailRequirement >= 0 ? tail.slice(0, tailRequirement) : tail;
		requirementText = tailRequirement >= 0 ? tail.slice(tailRequirement) : '';
	}
	return { code: code?.[1] ?? null, title, line, cells, requirements: requirementText ? [{ text: requirementText, line }] : [] };
}

/**
 * The cargos of an edital's tables ("CÓD. | CARGO | VAGAS | CARGA HORÁRIA | VENCIMENTO | REQUISITOS"):
 * one row a cargo, its requirement text wrapping onto the next lines, the table going on after a page
 * break (the header repeated or not). A table of vacancies alone gives cargos without requirements,
 * merged by title with those of the blocks.
 */
export function cargoTables(lines: readonly Line[]): Cargo[] {
	const cargos: Cargo[] = [];
	let columns: Column[] | null = null;
	let coded = false;
	let row: Row | null = null;
	const close = () => {
		if (row && columns) cargos.push(parseRow(row, columns));
		row = null;
	};
	lines.forEach((line) => {
		const header = headerOf(line.text);
		if (header) {
			close();
			columns = header;
			coded = /\bc[oó]d(?:igo|\.)?\b/i.test(line.text);
			return;
		}
		if (!columns) return;
		const text = line.text;
		if (SECTION.test(text) || /^\d+(?:\.\d+)+\.?\s/.test(text) || /^(?:nota|legenda|observa|obs\.|\*|¹|fonte)/i.test(text) || (text.split(' ').length > 30 && !HAS_MONEY.test(text))) {
			close();
			columns = null;
			return;
		}
		if (rowStart(text, coded)) {
			close();
			row = openRow(line, coded);
		} else if (row && columns.includes('requirements')) row.requirements.push({ text, line });
	});
	close();
	return cargos;
}
