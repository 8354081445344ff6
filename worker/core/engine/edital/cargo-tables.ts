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

/** A row as read: `line` the one it starts on (the cargo's quote), `cellsLine` the one its numbers stand on. */
type Row = { code: string | null; title: string; line: Line; cells: string; requirements: Piece[]; cellsLine?: Line };

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
		quote: quoteOf(row.cellsLine ?? row.line)
	};
	if (vacancies.total === null && [vacancies.ampla, vacancies.pcd, vacancies.negros].some((n) => n !== null))
		vacancies.total = (vacancies.ampla ?? 0) + (vacancies.pcd ?? 0) + (vacancies.negros ?? 0);
	const requirements = row.requirements.length ? requirementsOf(row.requirements) : [];
	if (!requirements.length) review.push('requirements');
	if (salaryAmount === null) review.push('salary');
	const title = cleanTitle(row.title);
	return {
		id: slug(title),
		title,
		code: row.code,
		requirements,
		vacancies,
		salary: salaryAmount !== null ? { amount: salaryAmount, currency: 'BRL', period: 'month', quote: quoteOf(row.cellsLine ?? row.line) } : null,
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

/** A word a wrapped cell line ends with when its text goes on below ("Analista de Tecnologia da", "Motorista II – Veículos Leves e"). */
const OPEN_END = /(?:\s(?:da|de|do|das|dos|e|em|a|à|às|ao|o|na|no|nas|nos|para|com|ou|por)|[–—,(/-])$/iu;
/** The cells a line ends with: counts, money, hours, "CR", "-" (a wrapped row's numbers stand on one of its lines). */
const TAIL_CELLS = /(?:^|\s)((?:(?:R\$\s*)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,4}|CR|-|\d{1,2}\s*h(?:oras)?)(?:\s+(?:(?:R\$\s*)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,4}|CR|-|\d{1,2}\s*h(?:oras)?))*)\s*$/u;
/** Words that say a line carries a requirement, not a cargo's name. */
const REQUIREMENT_WORDS = /\b(?:registro|conselho|experi[eê]ncia|cnh|carteira|habilita[cç][aã]o|curso|diploma|gradua[cç][aã]o|ensino|n[ií]vel|completo|certificado|bacharel|licenciatura|especializa[cç][aã]o)\b/iu;

/** One line of a table's body: its text before the cells, the cells, and whether it opens a row by itself. */
type Item = { line: Line; head: string; cells: string; opens: boolean; name?: string };

function itemOf(line: Line, coded: boolean, numericColumns: number): Item {
	const opens = rowStart(line.text, coded);
	// The name a row-opening line starts with: a name wrapped in its column goes on from it, not from the requirement beside it.
	const name = opens ? openRow(line, coded).title.trim() : undefined;
	const tail = TAIL_CELLS.exec(line.text);
	const count = tail ? tail[1].split(/\s+(?=\S)/).filter((t) => t !== 'R$').length : 0;
	// One number ending a sentence ("Portaria nº 12") is no row's cells unless the table has one number column.
	if (tail && count >= Math.min(2, numericColumns)) return { line, head: line.text.slice(0, tail.index).trim(), cells: tail[1], opens, name };
	// The numbers between a wrapped name's last words and the requirement ("Informação 2 40h 6.100,00 Graduação em …").
	const split = openRow(line, false);
	const cells = split.cells.replace(MONEY, ' ').replace(/R\$/g, ' ').trim();
	if (cells && (cells.split(/\s+/).length >= Math.min(2, numericColumns) || HAS_MONEY.test(split.cells)) && /^(?:\d{1,4}|CR|-|\d{1,2}\s*h\S*)(?:\s+(?:\d{1,4}|CR|-|\d{1,2}\s*h\S*))*$/.test(cells))
		return { line, head: [split.title, ...split.requirements.map((p) => p.text)].join(' ').trim(), cells: split.cells, opens, name };
	return { line, head: line.text, cells: '', opens, name };
}

const continues = (before: string, after: string) => OPEN_END.test(before.trim()) || /^[\p{Ll}(]/u.test(after.trim());
const isRequirement = (text: string) => REQUIREMENT_START.test(text.slice(0, 12)) || REQUIREMENT_WORDS.test(text);
/** Words in title case open a name ("Analista de Ensino Superior"), even with a requirement's word in it… */
const NAME_START = /^\p{Lu}\p{Ll}+(?:\s+(?:de|da|do|em|e)\s+\p{Lu}|\s+\p{Lu})/u;
/** …unless the words are a requirement's own ("Conselho Regional de Enfermagem (COREN)", "Carteira Nacional de Habilitação"). */
const REQUIREMENT_ONLY = /\b(?:registro|conselho|experi[eê]ncia|cnh|carteira|habilita[cç][aã]o|diploma)\b|\([A-Z]{2,8}\)/iu;

/**
 * A table's body lines → its rows. A row has one line with numbers (on its first, middle or last line, as the
 * cell's text was centred or not); the lines of text between two such lines are split where a new cargo's name
 * starts: a capitalised line that does not continue the line above (which ends in "da", "e", "–"…) and is no
 * requirement. A line of numbers alone (the cells centred on a wrapped name) keeps as many lines after it as
 * its name had before it. Nothing is carried over a split: a row never takes the next row's text.
 */
function groupRows(items: Item[], coded: boolean): Item[][] {
	if (coded) {
		const rows: Item[][] = [];
		for (const item of items) {
			if (item.opens || !rows.length) rows.push([item]);
			else rows.at(-1)!.push(item);
		}
		const last = rows.at(-1);
		if (last) last.splice(1 + continuation(last.slice(0, 1), last.slice(1), false));
		return rows;
	}
	const anchors = items.map((item, index) => (item.cells || item.opens ? index : -1)).filter((index) => index >= 0);
	if (!anchors.length) return [];
	const rows: Item[][] = [];
	let from = 0;
	// After the last row, only what continues it belongs to the table: a sentence below the table is none of it.
	anchors.forEach((anchor, n) => {
		const row = items.slice(from, anchor + 1);
		const next: number | undefined = anchors[n + 1];
		const between = items.slice(anchor + 1, next ?? items.length);
		let take = continuation(row, between, !items[anchor].head);
		// The next row's numbers alone need a name: its first line of text stays with it.
		if (next !== undefined && !items[next].head && take === between.length && take > 0 && !OPEN_END.test(between[take - 1].head)) take--;
		rows.push([...row, ...between.slice(0, take)]);
		from = anchor + 1 + take;
	});
	return rows;
}

/** How many of the lines after a row's numbers go on with it (its name or requirement wrapped below them). */
function continuation(row: Item[], between: Item[], numbersAlone: boolean): number {
	const headCount = row.length - 1;
	let take = 0;
	let previous = row.map((item) => item.head).filter(Boolean).at(-1) ?? '';
	let previousName = row.at(-1)?.name ?? '';
	for (const item of between) {
		const glued = (previous !== '' && continues(previous, item.head)) || (previousName !== '' && OPEN_END.test(previousName));
		const centred = numbersAlone && take < headCount;
		const requirement = REQUIREMENT_ONLY.test(item.head) || (isRequirement(item.head) && !NAME_START.test(item.head));
		if (!(glued || centred || requirement || !/^\p{Lu}/u.test(item.head))) break;
		take++;
		previous = item.head;
		previousName = '';
	}
	return take;
}

/**
 * Where a line holding the rest of a wrapped name and of its requirement splits: at a gap of two spaces or more
 * when the text kept its columns, else after the name's leading capitalised words ("Trabalho técnico em …").
 */
function splitNameLine(item: Item): [string, string] {
	const raw = item.line.raw;
	if (raw && !item.cells) {
		const segments = raw.trim().split(/\s{2,}/);
		if (segments.length > 1) return [segments[0], segments.slice(1).join(' ')];
	}
	const words = item.head.split(' ');
	let n = 0;
	while (n < words.length && (/^\p{Lu}/u.test(words[n]) || (n > 0 && n + 1 < words.length && /^(?:de|da|do|das|dos|e|em)$/.test(words[n]) && /^\p{Lu}/u.test(words[n + 1])))) n++;
	return [words.slice(0, n).join(' '), words.slice(n).join(' ')];
}

/** A row's lines → its title, cells and requirement pieces (the line that opens it read as a row opener reads it). */
function assemble(group: Item[], coded: boolean, hasRequirements: boolean): Row {
	const opener = group.find((item) => item.opens);
	const row: Row = opener ? openRow(opener.line, coded) : { code: null, title: '', line: group[0].line, cells: '', requirements: [] };
	const openerRequirements = row.requirements;
	row.requirements = [];
	const titleParts: string[] = [];
	let requirementOpen = false;
	const addRequirement = (text: string, line: Line) => {
		if (!text.trim()) return;
		row.requirements.push({ text, line });
		requirementOpen = true;
	};
	for (const item of group) {
		if (item === opener) {
			titleParts.push(row.title);
			openerRequirements.forEach((piece) => addRequirement(piece.text, piece.line));
			continue;
		}
		if (item.cells && !row.cells.trim()) {
			row.cells = item.cells;
			row.cellsLine = item.line;
		}
		const text = item.head;
		if (!text) continue;
		const last = titleParts.at(-1) ?? '';
		const glued = titleParts.length > 0 && continues(last, text);
		if (!hasRequirements || (!requirementOpen && !REQUIREMENT_START.test(text.slice(0, 12)) && (titleParts.length === 0 || glued || !isRequirement(text)))) {
			// A name's line may hold the start of its requirement too (the requirement's column follows the name's).
			const at = hasRequirements ? text.search(REQUIREMENT_START) : -1;
			titleParts.push(at > 0 ? text.slice(0, at) : text);
			if (at > 0) addRequirement(text.slice(at), item.line);
		} else if (glued && requirementOpen) {
			const [name, requirement] = splitNameLine(item);
			titleParts.push(name);
			addRequirement(requirement, item.line);
		} else addRequirement(text, item.line);
	}
	row.title = titleParts.map((t) => t.trim()).filter(Boolean).join(' ');
	// The cargo is quoted where its row starts; its numbers, where they stand.
	if (opener && row.cells.trim() && !row.cellsLine) row.cellsLine = opener.line;
	row.line = group[0].line;
	return row;
}

/** Column order where a header's words cannot give it (a header wrapped over lines): the usual one. */
const USUAL: Column[] = ['cargo', 'requirements', 'vagas', 'ampla', 'pcd', 'negros', 'total', 'hours', 'salary'];
const shortLabel = (text: string) => text.split(' ').length <= 8 && !/\d/.test(text);

/**
 * The header that starts at a line, and how many lines it takes: one, or up to three short lines with no
 * numbers when its cells wrap ("Vagas Vagas Total de" / "Cargo" / "Ampla Concorrência Reservadas PcD Convocados").
 */
function headerAt(lines: readonly Line[], index: number): [Column[] | null, number] {
	const one = headerOf(lines[index].text);
	// A wrapped header starts with a column's name: a title above the table ("CONVOCADOS PARA A PROVA") is none.
	if (one || !shortLabel(lines[index].text) || !COLUMNS.some(([, re]) => re.test(fold(lines[index].text)))) return [one, 1];
	let found: [Column[] | null, number] = [null, 1];
	// The longest run of short lines that reads as a header: its last line is often a row of column names too.
	for (let span = 2; span <= 3 && index + span <= lines.length; span++) {
		const part = lines.slice(index, index + span);
		if (!part.every((l) => shortLabel(l.text))) break;
		const columns = headerOf(part.map((l) => l.text).join(' '));
		if (columns) found = [USUAL.filter((c) => columns.includes(c)), span];
	}
	return found;
}

/**
 * The cargos of an edital's tables ("CÓD. | CARGO | VAGAS | CARGA HORÁRIA | VENCIMENTO | REQUISITOS"):
 * one row a cargo, its name and its requirement text wrapping onto several lines, its numbers on its first,
 * middle or last line, the table going on after a page break (the header repeated or not). A table of
 * vacancies alone gives cargos without requirements, merged by title with those of the blocks.
 */
export function cargoTables(lines: readonly Line[]): Cargo[] {
	const cargos: Cargo[] = [];
	let columns: Column[] | null = null;
	let coded = false;
	let items: Item[] = [];
	const close = () => {
		if (columns && items.length) {
			const table = columns;
			for (const group of groupRows(items, coded)) {
				const row = assemble(group, coded, table.includes('requirements'));
				if (row.title && /\p{L}{3}/u.test(row.title)) cargos.push(parseRow(row, table));
			}
		}
		items = [];
	};
	const numericColumnsOf = (table: Column[]) => table.filter((c) => c !== 'cargo' && c !== 'requirements').length;
	let skip = 0;
	lines.forEach((line, index) => {
		if (skip > 0) {
			skip--;
			return;
		}
		const [header, span] = headerAt(lines, index);
		if (header) {
			skip = span - 1;
			// The same header again (a page break): the table, and a row wrapped over the break, go on.
			if (columns && items.length && header.join() === columns.join()) return;
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
		items.push(itemOf(line, coded, numericColumnsOf(columns)));
	});
	close();
	return cargos;
}
