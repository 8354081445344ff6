import { fold } from './lines';
import type { Line } from './types';

/** A piece of a line's text and the columns it stands on (its first and last character). */
export type Segment = { text: string; from: number; to: number; line: Line };

/** A line's pieces where they stand: split at gaps of two spaces when the text kept its columns, else one piece at its indent. */
export function segmentsOf(line: Line): Segment[] {
	if (!line.raw) return [{ text: line.text, from: line.indent ?? 0, to: (line.indent ?? 0) + line.text.length, line }];
	return [...line.raw.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], from: m.index, to: m.index + m[0].length, line }));
}

/**
 * The columns of an edital's vacancy tables and the shapes of their cells, shared by the line-by-line reader
 * (cargo-tables.ts) and the reader of tables laid out by page position (layout-tables.ts).
 */

/** `indigenas`, `quilombolas`: the reserves a 2025 law added (Lei 15.142): counts with a column of their own, kept apart. */
export type Column = 'cargo' | 'vagas' | 'ampla' | 'pcd' | 'negros' | 'indigenas' | 'quilombolas' | 'total' | 'hours' | 'salary' | 'requirements';
/** The columns that hold a count of vacancies. */
export const COUNT_COLUMNS: readonly Column[] = ['vagas', 'ampla', 'pcd', 'negros', 'indigenas', 'quilombolas', 'total'];

export const COLUMNS: [Column, RegExp][] = [
	['cargo', /\b(?:cargos?|empregos?|fun[cç](?:ao|oes)|especialidades?|enfases?|categoria profissional)\b/],
	['requirements', /\b(?:requisitos?|escolaridade|pre-requisitos?|formacao|habilitacao)\b/],
	['hours', /\b(?:carga horaria|jornada|ch semanal|horas semanais)\b/],
	['salary', /\b(?:vencimentos?|remuneracao|salario|subsidio)\b/],
	['ampla', /\b(?:ampla concorrencia|ampla|ac|livre(?: concorrencia)?)\b/],
	['pcd', /\b(?:pcd|pd|p\.\s?c\.\s?d|pessoas com deficiencia|deficiencia)\b/],
	['negros', /\b(?:negr[ao]s?|pretos(?: e pardos)?|pn|cn|pp|cotas?(?: raciais)?|ppp|ppiq)\b/],
	['indigenas', /\bindigen(?:as?|os?)?\b/],
	['quilombolas', /\bquilombolas?\b/],
	['total', /\b(?:total|total de vagas)\b/],
	['vagas', /\bvagas\b/]
];

/** A header that opens with the area's column ("Área", "Área de atuação"), where no column names the cargo. */
export const AREA_FIRST = /^\s*areas?(?: de atuacao)?(?:\s|$)/;
/** A header that opens with the areas of knowledge a university's selection opens, each a position of its own. */
export const KNOWLEDGE_AREA = /^\s*areas? de conhecimento\b/;

/** A table's header: its columns in the order they are written; null when the line is no header. */
export function headerOf(text: string): Column[] | null {
	const folded = fold(text);
	const found = COLUMNS.map(([column, re]) => ({ column, at: folded.search(re) })).filter((c) => c.at >= 0);
	// A table of one cargo's areas, each with its own requirements, names them first ("Área  Requisitos  Vagas …"): the areas
	// are its rows, as a cargo's ênfases are. Areas that only part the vacancies ("Área  Vagas  PcD") are no cargos.
	const areas = (AREA_FIRST.test(folded) && found.some((c) => c.column === 'requirements')) || KNOWLEDGE_AREA.test(folded);
	if (!found.some((c) => c.column === 'cargo') && areas) found.push({ column: 'cargo', at: 0 });
	if (!found.some((c) => c.column === 'cargo')) return null;
	// A people's name in a title ("Fundação Nacional dos Povos Indígenas") is no column by itself: it counts only beside two others.
	const facts = found.filter((c) => c.column !== 'cargo' && c.column !== 'indigenas' && c.column !== 'quilombolas');
	// A sentence that names columns ("1.5 O código do cargo, a escolaridade e a remuneração são …") is no header.
	if (facts.length < 2 || folded.split(' ').length > 30 || /\d{2}\/\d{2}/.test(folded) || /,\s+\p{Ll}/u.test(text)) return null;
	// Nor is a title that names them in a phrase ("… PARA PROVIMENTO DE VAGAS E FORMAÇÃO DE CADASTRO DE RESERVA EM EMPREGOS").
	if (/\b(?:em|nos|aos|para (?:os )?)\s*(?:cargos|empregos|funcoes)\b/.test(folded)) return null;
	return found.sort((a, b) => a.at - b.at).map((c) => c.column);
}

export const REQUIREMENT_START = /\b(?:Ensino|Curso|Gradua[cç][aã]o|Forma[cç][aã]o|Diploma|N[ií]vel|Bacharel|Licenciatura|Superior completo|M[eé]dio completo|Fundamental|Alfabetizado)/u;
export const MONEY = /(?:R\$\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})/g;
export const HAS_MONEY = /\d{1,3}(?:\.\d{3})*,\d{2}/;
export const HOURS = /\b(\d{1,2})\s*(?:hs?\b|horas)/i;
export const ROW = /^(?:([A-Z]?\d{2,4})\s*[-–.]?\s+)?(\p{Lu}[\p{L}'()/,. –—-]*?)\s+(?=(?:\d{1,4}|CR|R\$)\b)/u;
/**
 * A row's name that starts with its label and number ("Ênfase 3: Geologia", "Cargo 2 – Motorista", "CATEGORIA IV: NUTRICIONISTA" for a
 * cargo's professional categories): the number is its code.
 */
export const LABEL_PREFIX = /^(?:cargo|[eê]nfase|especialidade|emprego|fun[cç][aã]o|categoria)\s*(?:n[º°o.]*\s*)?(\d{1,4}|[IVX]{1,5})\s*[:–—.-]\s*/iu;

/** A word a wrapped cell line ends with when its text goes on below ("Analista de Tecnologia da", "Motorista II – Veículos Leves e"). */
export const OPEN_END = /(?:\s(?:da|de|do|das|dos|e|em|a|à|às|ao|o|na|no|nas|nos|para|com|ou|por|pel[oa]s?)|[–—,(/-])$/iu;
/** The words a requirement's text starts with, whatever their case. */
export const STARTS_REQUIREMENT = /^(?:ensino|curso|graduacao|formacao|diploma|nivel|bacharel|licenciatura|certificado|superior completo|medio completo)/;
export const shortLabel = (text: string) => text.split(' ').length <= 8 && !/\d/.test(text);
/** The cells a line ends with: counts, money, hours, "CR", "-" (a wrapped row's numbers stand on one of its lines). */
export const TAIL_CELLS = /(?:^|\s)((?:(?:R\$\s*)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,4}(?:\+CR\*?)?|CR|-|\*|\d{1,2}\s*h(?:oras)?)(?:\s+(?:(?:R\$\s*)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,4}(?:\+CR\*?)?|CR|-|\*|\d{1,2}\s*h(?:oras)?))*)\s*$/u;
/** Words that say a line carries a requirement, not a cargo's name. */
export const REQUIREMENT_WORDS = /\b(?:registro|conselho|experi[eê]ncia|cnh|carteira|habilita[cç][aã]o|curso|diploma|gradua[cç][aã]o|ensino|n[ií]vel|completo|certificado|bacharel|licenciatura|especializa[cç][aã]o)\b/iu;
/** Words in title case open a name ("Analista de Ensino Superior"), even with a requirement's word in it… */
export const NAME_START = /^\p{Lu}\p{Ll}+(?:\s+(?:de|da|do|em|e)\s+\p{Lu}|\s+\p{Lu})/u;
/** …unless the words are a requirement's own ("Conselho Regional de Enfermagem (COREN)", "Carteira Nacional de Habilitação"). */
export const REQUIREMENT_ONLY = /\b(?:registro|conselho|experi[eê]ncia|cnh|carteira|habilita[cç][aã]o|diploma)\b|\([A-Z]{2,8}\)/iu;
/** Column order where a header's words cannot give it (a header wrapped over lines): the usual one. */
export const USUAL: Column[] = ['cargo', 'requirements', 'vagas', 'ampla', 'pcd', 'negros', 'indigenas', 'quilombolas', 'total', 'hours', 'salary'];
/** A row's code where the header names a code column: "301 – ", "C103001 " (a letter and up to seven digits). */
export const CODE_START = /^[A-Z]?\d{2,7}\s*[-–.]?\s+\p{Lu}/u;
/** A row's cells (counts, "01+CR*", money, hours) followed by words in small letters. */
export const CELLS_THEN_WORDS = /^(?:\s+(?:(?:R\$\s*)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,4}(?:\+CR\**)?|CR\**|-|\*+|\d{1,2}\s*[hH]\S*))+\s+(?=\p{Ll})/u;

/**
 * A wrapped header's columns in the order they stand on the page ("MODALIDADE" / "FUNÇÃO/PERFIL … VAGAS" / "AC PPP PcD
 * INDÍGENA": the total last), where the text kept its columns and every column's name is found on it; else null.
 */
export function placedOrder(lines: readonly Line[], columns: readonly Column[]): Column[] | null {
	const at = new Map<Column, number>();
	for (const line of lines) {
		if (!line.raw) return null;
		for (const cell of line.raw.matchAll(/\S+(?: \S+)*/g)) {
			const folded = fold(cell[0]);
			for (const [column, re] of COLUMNS) if (columns.includes(column) && !at.has(column) && re.test(folded)) at.set(column, cell.index!);
		}
	}
	return columns.every((c) => at.has(c)) ? [...columns].sort((a, b) => at.get(a)! - at.get(b)!) : null;
}

/** A short line whose every word names a column ("AC PcD Negros", "Ampla Concorrência Total"). */
export function columnNamesOnly(text: string): boolean {
	const words = fold(text).split(' ');
	// The second words of a column's name wrapped under it ("CARGA" / "HORÁRIA", "AMPLA" / "CONCORRÊNCIA") count too.
	const nameWord = (word: string) => /^(?:de|da|do|e|a|o|\/|-|horaria|concorrencia|semanal|mensal|inicial|basico|\(r\$\))$/.test(word);
	return shortLabel(text) && words.map((word) => word.replace(/\*+$/, '')).every((word) => nameWord(word) || COLUMNS.some(([column, re]) => column !== 'cargo' && re.test(word)));
}

/** A header's cell for where the cargo works ("LOCAL DE TRABALHO", "LOTAÇÃO"): a column of its own beside the name. */
export const WORKPLACE_HEADER = /\b(?:local de (?:trabalho|lotacao|atuacao)|lotacao)\b/;

/**
 * A row read where its table has a workplace column beside the name ("Médico Generalista   Serviço de Atenção"): its title
 * is the cell its opening line starts the name with, and the cells of its lines below that start where that cell does (the
 * name wrapped in its column); a line below that starts in the workplace's column gives its requirement none of that cell.
 * The row is left as read where the lines did not keep their columns, or where its title does not start so.
 */
export function keepNameColumn(row: { title: string; code: string | null; requirements: { text: string; line: Line }[] }, lines: readonly Line[], opener?: Line) {
	const cells = opener ? segmentsOf(opener).filter((cell) => cell.text !== row.code) : [];
	if (cells.length < 2 || !row.title.replace(/\s+/g, ' ').trim().startsWith(cells[0].text)) return;
	const [name, place] = cells;

	const below = lines.slice(lines.indexOf(opener!) + 1).map((line) => segmentsOf(line));
	const title = [name.text, ...below.filter((c) => c[0] && Math.abs(c[0].from - name.from) <= 1).map((c) => c[0].text)].join(' ');
	if (title.length < row.title.trim().length) row.title = title;
	for (const piece of row.requirements) {
		const first = piece.line === opener ? undefined : segmentsOf(piece.line)[0];
		if (first && Math.abs(first.from - place.from) <= 1 && piece.text.startsWith(first.text)) piece.text = piece.text.slice(first.text.length).trim();
	}
}

/** A header's cell that parts a cargo's vacancies by place or by area ("Praça de lotação", "Município", "Áreas de conhecimento"). */
const PLACE_HEADER = /\b(?:praca|lotacao|localidade|municipio|cidade|polo|regiao|areas? de conhecimento)\b/;

/**
 * Where the name's column ends in a table whose rows part each cargo by place or area: the start of the header's next cell
 * to the right of "Cargo" (a line above the header may hold it: "Áreas de" over "conhecimento"). Null for other tables.
 */
export function nameColumnEnd(header: readonly Line[], above: Line | undefined): number | null {
	const cellsOf = (lines: readonly (Line | undefined)[]) => lines.flatMap((line) => (line ? segmentsOf(line) : []));
	const name = cellsOf(header).find((cell) => COLUMNS[0][1].test(fold(cell.text)));
	const cells = cellsOf([above, ...header]);
	if (!name || !cells.some((cell) => PLACE_HEADER.test(fold(cell.text)))) return null;
	const next = cells.filter((cell) => cell.from > name.to).map((cell) => cell.from);
	return next.length ? Math.min(...next) : null;
}

/** A row that opens to the right of the name's column: a place or an area of the cargo above ("Brasília   45   3   48"), no cargo. */
export const outsideNameColumn = (line: Line, end: number | null) => end !== null && Boolean(line.raw) && segmentsOf(line)[0].from >= end;

/**
 * The header that starts at a line, and how many lines it takes: one, or up to three short lines with no
 * numbers when its cells wrap ("Vagas Vagas Total de" / "Cargo" / "Ampla Concorrência Reservadas PcD Convocados").
 */
export function headerAt(lines: readonly Line[], index: number): [Column[] | null, number] {
	const one = headerOf(lines[index].text);
	// A wrapped header starts with a column's name: a title above the table ("CONVOCADOS PARA A PROVA") is none.
	if (!one && (!shortLabel(lines[index].text) || !COLUMNS.some(([, re]) => re.test(fold(lines[index].text))))) return [null, 1];
	let found: [Column[] | null, number] = [one, 1];
	// The longest run of short lines that reads as a header: its last line is often a row of column names too.
	for (let span = 2; !one && span <= 3 && index + span <= lines.length; span++) {
		const part = lines.slice(index, index + span);
		if (!part.every((l) => shortLabel(l.text))) break;
		const columns = headerOf(part.map((l) => l.text).join(' '));
		if (columns) found = [USUAL.filter((c) => columns.includes(c)), span];
	}
	// A line of column names alone under the header ("AC PCD NEGROS AC PCD NEGROS", "REQUISITOS" set lower in its cell) is the
	// header's last line.
	if (found[0]) {
		let [columns, span] = found;
		while (index + span < lines.length && columnNamesOnly(lines[index + span].text)) {
			// Each column it names counts, one alone too ("PCD* HORÁRIA" under "VAGAS CARGA").
			const under = fold(lines[index + span].text).replace(/\*+/g, '');
			const more = COLUMNS.filter(([column, re]) => column !== 'cargo' && re.test(under)).map(([column]) => column);
			columns = USUAL.filter((c) => columns!.includes(c) || more.includes(c));
			span++;
		}
		found = [columns, span];
	}
	if (found[0] && found[1] > 1) found[0] = placedOrder(lines.slice(index, index + found[1]), found[0]) ?? found[0];
	return found;
}

/** The unnamed column of merged group cells left of a table's names: where the names start, and the header's cells. */
export type GroupColumn = { left: number; heads: Segment[]; page: number };

/**
 * Where a table's names start when a merged cell stands to their left that the header does not name (the group of the
 * cargos beside it, "Analista de / Tecnologia da / Informação - Nível / Superior"): the left edge of the text under the
 * header's "Cargo", if some text stands wholly left of it under no header cell; else null. Only the header's page is read
 * so: the next page may set its columns elsewhere.
 */
export function groupColumn(header: readonly Line[], rows: readonly Line[]): GroupColumn | null {
	const heads = header.filter((line) => line.raw).flatMap(segmentsOf);
	const name = heads.find((cell) => COLUMNS[0][1].test(fold(cell.text)));
	if (!name) return null;
	const cells = rows.filter((line) => line.raw).flatMap(segmentsOf);
	const under = cells.filter((cell) => cell.from <= name.to && cell.to >= name.from);
	if (!under.length) return null;
	const group = { left: Math.min(...under.map((cell) => cell.from)), heads, page: header[0].page };
	return cells.some((cell) => inGroup(cell, group)) ? group : null;
}

/**
 * The group column on the next page of its table, where no header is repeated: the same, if a row there starts its name
 * where the names start, give or take a few columns (the page keeps its columns); else null (a page set elsewhere is left
 * as read).
 */
export function groupOnPage(group: GroupColumn, rows: readonly Line[]): GroupColumn | null {
	const page = rows[0]?.page;
	const starts = rows
		.filter((line) => line.page === page && line.raw)
		.flatMap(segmentsOf)
		.map((cell) => cell.from)
		.filter((from) => Math.abs(from - group.left) <= 3);
	// The header's cells move with the names: a page set a column or two apart keeps its cells' order.
	const shift = starts.length ? Math.min(...starts) - group.left : null;
	if (page === undefined || shift === null) return null;
	return { left: group.left + shift, heads: group.heads.map((head) => ({ ...head, from: head.from + shift, to: head.to + shift })), page };
}

/** A cell wholly left of the names, under no cell of the header (a code column is one the header names). */
const inGroup = (cell: Segment, group: GroupColumn) => cell.to < group.left - 1 && !group.heads.some((head) => head.from <= cell.to && head.to >= cell.from);

/** A row's line without the cells of the unnamed group column left of the names (its text, and its columns blanked). */
export function withoutGroupCells(line: Line, group: GroupColumn): Line {
	const cells = segmentsOf(line);
	const kept = cells.filter((cell) => !inGroup(cell, group));
	if (kept.length === cells.length) return line;
	// A line of the group's words alone ("Tecnologia da") is the group's.
	if (!kept.length || !line.raw) return { ...line, text: '' };
	const raw = [...line.raw];
	for (const cell of cells) if (!kept.includes(cell)) raw.fill(' ', cell.from, cell.to);
	return { ...line, text: kept.map((cell) => cell.text).join(' '), raw: raw.join('') };
}
