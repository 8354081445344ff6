import { fold } from './lines';
import { AREA_FIRST, KNOWLEDGE_AREA, COLUMNS, COUNT_COLUMNS, headerOf, segmentsOf, shortLabel, STARTS_REQUIREMENT, type Column, type Segment } from './table-columns';
import type { Line } from './types';

/*
 * The header of a vacancy table laid out by page position (issue 31): wrapped over several lines, or one wide line of many
 * columns, it gives the table's columns by where their words stand.
 */

/** A line of a header's words: short, no sentence, no numbers but footnote marks ("(1)", "Nº"). */
// Numbers only inside words ("(REF. JUNHO/2026)"), never a cell of their own.
// "Base R$" names the column's currency; "R$ 100,00" is a cell. An abbreviation's dot ("CÓD. CARGO") ends no sentence.
const SENTENCE_MARK = /(?<!(?:^|\s)\p{L}{1,4})\.\s|[;:,]\s/u;
const headerWords = (line: Line) =>
	line.text.split(' ').length <= 12 && !/(?:^|\s)[\d.,]+(?:\s|$)|R\$\s*\d/.test(line.text.replace(/\(\d\)|[¹²³]/gu, '')) && !SENTENCE_MARK.test(line.text);
/** The first part of a row's code that goes on below ("B8-02-" over "A"). */
export const SPLIT_CODE = /^[A-Z]{0,3}\d[\dA-Z.-]*-$/;
export const placed = (line: Line) => Boolean(line.raw) || line.indent !== undefined;
export const nextTo = (a: Line, b: Line) => a.page === b.page && b.line === a.line + 1;

/** `group`: the merged cells of the cargo whose parts (especialidades) the rows name, read apart from the rows' names. */
export type LayoutColumn = { from: number; to: number; words: string[]; kind: Column | 'code' | 'group' | null };

/** What a column of a wrapped header holds, from all its words ("Nº de vagas reservadas a candidatos com deficiência" → pcd). */
function kindOf(words: string): LayoutColumn['kind'] {
	const folded = fold(words);
	if (/\bc[oó]d(?:igo|\.)?\b/.test(folded)) return 'code';
	// The lists before the words that may stand beside them ("Nº de vagas reservadas a pessoas com deficiência", "Ampla … Total").
	for (const column of KIND_ORDER) if (COLUMNS.find(([c]) => c === column)![1].test(folded)) return column;
	return null;
}
const KIND_ORDER: readonly Column[] = ['pcd', 'negros', 'indigenas', 'quilombolas', 'ampla', 'total', 'cargo', 'requirements', 'salary', 'hours', 'vagas'];

/**
 * A header whose cells wrap over several lines, each cell in its own column of the page ("Código / de / Opção",
 * "Escolaridade/Pré-requisitos (a serem comprovados no ato da posse)", "Nº de vagas reservadas a candidatos com
 * deficiência (1)"): its columns by where their words stand, and how many lines it takes. Only text that kept
 * its columns (a PDF's layout) has one.
 */
/** The people a later stage calls or ranks: "candidatos convocados", "classificados", "aprovados". */
const CALLED = /\b(?:candidatos\s+(?:convocados|classificados|aprovados|habilitados)|convocad[oa]s|classificad[oa]s|aprovad[oa]s)\b/;

export function layoutHeaderAt(lines: readonly Line[], index: number): [LayoutColumn[], number] | null {
	if (!placed(lines[index]) || captionOver(lines, index)) return null;
	let end = index;
	// A requirement's first words under the header are the first row's, its cells centred on a line below ("Curso superior em
	// Biblioteconomia com registro no"): a header's cell wraps a few words a line ("Diploma de Curso" may be either).
	// Nor, under a header written whole on one wide line, is one piece of five words or more across the page ("Habilitação em
	// nível superior em Pedagogia,"): what wraps under such a header is its cells' words, in pieces over its columns.
	const wideFirst = Boolean(lines[index].raw && segmentsOf(lines[index]).length >= 4 && headerOf(lines[index].text));
	// A row's code opening the line, split over the row's lines ("B8-02-   Técnico em …" / "A"), starts the first row.
	const coded = (line: Line) => {
		const pieces = segmentsOf(line);
		return pieces.length >= 2 && SPLIT_CODE.test(pieces[0].text);
	};
	const headerLine = (line: Line, at: number) =>
		placed(line) &&
		headerWords(line) &&
		!(at > index && coded(line)) &&
		!(STARTS_REQUIREMENT.test(fold(line.text)) && line.text.split(' ').length >= 5) &&
		!(wideFirst && at > index && segmentsOf(line).length === 1 && line.text.split(' ').length >= 5);
	while (end < lines.length && end - index < 10 && headerLine(lines[end], end) && (end === index || nextTo(lines[end - 1], lines[end]))) end++;
	// A name alone on its line over a line of counts alone is the first row's, its name wrapped around its centred cells.
	if (end - index > 3 && end < lines.length && nextTo(lines[end - 1], lines[end]) && segmentsOf(lines[end - 1]).length === 1 && /^\d/.test(lines[end].text)) end--;
	// Three lines or more, or one line of four columns or more that names the cargo and two facts by itself.
	const wideAt = (at: number) => Boolean(lines[at].raw && segmentsOf(lines[at]).length >= 4 && headerOf(lines[at].text));
	const wide = wideAt(index);
	// Captions over a header that stands on one line ("CARGOS DE NÍVEL SUPERIOR" / "QUADRO DE VAGAS" / "CARGO  REQUISITO  CHS  AC …"),
	// each one piece across the table, are no part of it: it is read from its own line. A line of the header's cells wrapped
	// above it ("Escolaridade/Requisitos   Ampla") stands in pieces over its columns, and stays.
	const captions = (at: number) => lines.slice(index, at).every((line) => segmentsOf(line).length === 1);
	if (!wide) for (let at = index + 1; at < end; at++) if (wideAt(at) && captions(at)) return null;
	if ((end - index < 3 && !wide) || !lines.slice(index, end).some((line) => line.raw)) return null;
	// Lists' names one space apart ("AC PCD CN") are columns each.
	const all = lines.slice(index, end).flatMap(segmentsOf).flatMap(namesApart);
	// A caption over several columns ("MODALIDADE" over "AC PPP PcD INDÍGENA", "Reserva para" over two reserves) names a group:
	// it stands over two cells of one line below it, and would join their columns into one.
	const overlaps = (a: Segment, b: Segment) => Math.min(a.to, b.to) > Math.max(a.from, b.from);
	const below = (a: Segment, b: Segment) => b.line.page === a.line.page && b.line.line > a.line.line;
	// It names no column of its own (or only "vagas"); a column's own name over a wrapped cell's words is no caption.
	const group = (s: Segment) => [null, 'vagas'].includes(kindOf(s.text));
	const under = (s: Segment) => all.filter((t) => below(s, t)).map((t) => all.filter((u) => u.line === t.line && overlaps(u, s))).find((cells) => cells.length >= 2);
	// Names of two columns read as one piece (one space apart: "Candidatos com Candidatos Indígenas" over "Deficiência" and
	// "Negros") are split where the cells below them part.
	// A caption naming candidates, not vacancies ("Candidatos convocados para avaliação de títulos" over "Ampla concorrência |
	// Candidatos com deficiência | …"): the counts under it are of people called to a later stage.
	const called: Segment[] = [];
	const segments = all
		.flatMap((s) => {
			const cells = under(s);
			if (cells && group(s) && CALLED.test(fold(s.text))) called.push(s);
			return !cells ? [s] : group(s) ? [] : splitOver(s, cells);
		})
		.sort((a, b) => a.from - b.from);
	const columns: LayoutColumn[] = [];
	for (const segment of segments) {
		const last = columns.at(-1);
		if (last && segment.from < last.to) {
			last.to = Math.max(last.to, segment.to);
			last.words.push(segment.text);
		} else columns.push({ from: segment.from, to: segment.to, words: [segment.text], kind: null });
	}
	// Top to bottom within each column: the segments were sorted by where they start.
	for (const column of columns) {
		const inColumn = segments.filter((s) => s.from >= column.from && s.to <= column.to).sort((a, b) => a.line.page - b.line.page || a.line.line - b.line.line || a.from - b.from);
		column.kind = kindOf(inColumn.map((s) => s.text).join(' '));
	}
	for (const column of columns) if (called.some((caption) => overlaps(caption, { ...caption, from: column.from, to: column.to }))) column.kind = null;
	// So are the areas of knowledge a university's selection opens, first ("Área de Conhecimento | Regime de Trabalho | … Vagas").
	const first = columns.length > 0 ? fold(columns[0].words.join(' ')) : '';
	const areas = (AREA_FIRST.test(first) && columns.some((c) => c.kind === 'requirements')) || KNOWLEDGE_AREA.test(first);
	if (areas && !columns.some((c) => c.kind === 'cargo')) columns[0].kind = 'cargo';
	const kinds = columns.map((c) => c.kind);
	if (columns.length < 3 || !kinds.includes('cargo') || kinds.filter((k) => k && k !== 'cargo' && k !== 'code').length < 2) return null;
	return [columns, end - index];
}

/**
 * A caption right over a table's header ("B8-01 - Fundação Nacional dos Povos Indígenas – FUNAI" over "CÓD  CARGOS  ESPECIALIDADE …"):
 * one piece of six words or more standing over two of the cells of a line below it. It names what the table is of, no column,
 * though a list's name may be among its words; the header starts below it.
 */
function captionOver(lines: readonly Line[], index: number): boolean {
	const pieces = segmentsOf(lines[index]);
	if (pieces.length !== 1 || pieces[0].text.split(' ').length < 6) return false;
	const [caption] = pieces;
	for (let at = index + 1; at <= index + 3 && at < lines.length && nextTo(lines[at - 1], lines[at]); at++) {
		const under = segmentsOf(lines[at]).filter((cell) => Math.min(cell.to, caption.to) > Math.max(cell.from, caption.from));
		if (under.length >= 2) return true;
	}
	return false;
}

/**
 * A header's piece made of lists' names alone ("AC PCD CN", "AC PcD Total"), one piece per name; a workplace's column
 * named one space before the next ("LOCAL DE TRABALHO REQUISITOS") is a column apart, so its cells are no requirement's.
 */
function namesApart(segment: Segment): Segment[] {
	const place = /^(?:local de (?:trabalho|lotacao|atuacao)|lotacao) (?=\S)/.exec(fold(segment.text));
	if (place && kindOf(segment.text.slice(place[0].length))) {
		const at = segment.from + place[0].length;
		return [{ ...segment, text: segment.text.slice(0, place[0].length - 1), to: at - 1 }, { ...segment, text: segment.text.slice(place[0].length), from: at }];
	}
	const words = [...segment.text.matchAll(/\S+/g)];
	// A list's name, not "vagas" (a caption over the lists, or a column of its own).
	const counting = (word: string) => kindOf(word) !== 'vagas' && COUNT_COLUMNS.includes(kindOf(word) as Column);
	if (words.length < 2 || !words.every((word) => counting(word[0]))) return [segment];
	return words.map((word) => ({ text: word[0], from: segment.from + word.index, to: segment.from + word.index + word[0].length, line: segment.line }));
}

/** A header's piece split into runs of words, each over one of the cells below it or over none. */
function splitOver(segment: Segment, cells: Segment[]): Segment[] {
	const pieces: (Segment & { over: Segment | null })[] = [];
	for (const word of segment.text.matchAll(/\S+/g)) {
		const from = segment.from + word.index;
		const to = from + word[0].length;
		const over = cells.find((cell) => Math.min(cell.to, to) > Math.max(cell.from, from)) ?? null;
		const last = pieces.at(-1);
		if (last && last.over === over) Object.assign(last, { text: `${last.text} ${word[0]}`, to });
		else pieces.push({ text: word[0], from, to, line: segment.line, over });
	}
	return pieces.length < 2 ? [segment] : pieces.map(({ text, from, to, line }) => ({ text, from, to, line }));
}

/**
 * Words of a header that counts candidates, not vacancies ("CLASSIFICAÇÃO AMPLA CONCORRÊNCIA", "Convocados PcD"), or of its
 * caption ("LINHA DE CORTE PARA A PROVA PRÁTICA": how many are called to the next stage).
 */
const CANDIDATE_COUNTS = /\b(?:classifica[cç][aã]o|classificados|convocados|aprovados|habilitados|corrigid[ao]s|linha de corte)\b/iu;

/**
 * Whether the header over lines [from, to) heads a table of candidates to classify or call (the positions kept per
 * cargo for the next phase, per list): its words, with the short caption lines right above it, name them and no
 * vacancy. Its counts are no vacancies, and its names are the cargos' again, often written longer.
 */
export function countsCandidates(lines: readonly Line[], from: number, to: number): boolean {
	let start = from;
	while (start > 0 && from - start < 2 && nextTo(lines[start - 1], lines[start]) && shortLabel(lines[start - 1].text)) start--;
	const words = lines.slice(start, to).map((l) => l.text).join(' ');
	return CANDIDATE_COUNTS.test(words) && !/\bvagas?\b/iu.test(words);
}
