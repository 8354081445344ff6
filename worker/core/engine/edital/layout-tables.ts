import { brl, fold, quoteOf } from './lines';
import { requirementsOf, type Piece } from './requirements';
import { cleanTitle, isTitle, SECTION, slug } from './cargos';
import {
	AREA_FIRST, COLUMNS, COUNT_COLUMNS, headerOf, HOURS, LABEL_PREFIX, MONEY, OPEN_END, REQUIREMENT_START, segmentsOf, shortLabel, STARTS_REQUIREMENT,
	type Column, type Segment
} from './table-columns';
import type { Cargo, Line, Vacancies } from './types';

/*
 * Vacancy tables laid out by page position (issue 31): a header wrapped over several lines, or one wide line of
 * many columns, gives its columns by where their words stand, and each cell is read from its own column.
 */


/** A cell of a count: "12", "*", "-", or a count with the reserve after it ("01 + CR*"). */
const COUNT_CELL = /^(?:\d{1,4}(?:\s*\+\s*CR\*?)?|\*|-)$/;

/** A line of a header's words: short, no sentence, no numbers but footnote marks ("(1)", "Nº"). */
// Numbers only inside words ("(REF. JUNHO/2026)"), never a cell of their own.
// "Base R$" names the column's currency; "R$ 100,00" is a cell.
const headerWords = (line: Line) => line.text.split(' ').length <= 12 && !/(?:^|\s)[\d.,]+(?:\s|$)|R\$\s*\d/.test(line.text.replace(/\(\d\)|[¹²³]/gu, '')) && !/[.;:,]\s/.test(line.text);
const placed = (line: Line) => Boolean(line.raw || line.indent);
export const nextTo = (a: Line, b: Line) => a.page === b.page && b.line === a.line + 1;

export type LayoutColumn = { from: number; to: number; words: string[]; kind: Column | 'code' | null };

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
export function layoutHeaderAt(lines: readonly Line[], index: number): [LayoutColumn[], number] | null {
	if (!placed(lines[index])) return null;
	let end = index;
	// A requirement's first words under the header are the first row's, its cells centred on a line below ("Curso superior em
	// Biblioteconomia com registro no"): a header's cell wraps a few words a line ("Diploma de Curso" may be either).
	const headerLine = (line: Line) => placed(line) && headerWords(line) && !(STARTS_REQUIREMENT.test(fold(line.text)) && line.text.split(' ').length >= 5);
	while (end < lines.length && end - index < 10 && headerLine(lines[end]) && (end === index || nextTo(lines[end - 1], lines[end]))) end++;
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
	const segments = all
		.flatMap((s) => {
			const cells = under(s);
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
	const areas = columns.length > 0 && AREA_FIRST.test(fold(columns[0].words.join(' '))) && columns.some((c) => c.kind === 'requirements');
	if (areas && !columns.some((c) => c.kind === 'cargo')) columns[0].kind = 'cargo';
	const kinds = columns.map((c) => c.kind);
	if (columns.length < 3 || !kinds.includes('cargo') || kinds.filter((k) => k && k !== 'cargo' && k !== 'code').length < 2) return null;
	return [columns, end - index];
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
 * Whether a table's rows are the parts of cargos named in merged cells ("Cargo | Especialidade | … | Ampla | PCD …", the
 * cargo's name written once, wrapped, beside several parts): two name columns, the first holding text on fewer lines
 * than there are lines of counts. The parts' counts are the cargo's; its name, split over the rows, cannot be read.
 */
export function mergedCargoCell(rows: readonly Line[], columns: LayoutColumn[]): boolean {
	const names = columns.filter((c) => c.kind === 'cargo');
	if (names.length < 2) return false;
	const counting = new Set<LayoutColumn['kind']>(COUNT_COLUMNS);
	let named = 0;
	let counted = 0;
	for (const line of rows) {
		const cells = segmentsOf(line).map((segment) => [columnOf(columns, segment), segment.text] as const);
		if (cells.some(([column]) => column === names[0])) named++;
		if (cells.some(([column, text]) => counting.has(column.kind) && COUNT_CELL.test(text))) counted++;
	}
	return counted >= 2 && named > 0 && named < counted;
}

/** A line of a header's words alone, one to three a piece, one of them a column of places or counts: a table's header. */
function otherHeader(line: Line): boolean {
	const pieces = segmentsOf(line);
	if (pieces.length < 2 || /\d/.test(line.text) || pieces.some((piece) => piece.text.split(' ').length > 3)) return false;
	return pieces.some((piece) => /^(?:vagas?|lotacao|local|municipios?|cidades?|regiao|polos?|total)$/.test(fold(piece.text)));
}

/** The column a piece of text stands in: the one it overlaps most, else the nearest. */
function columnOf(columns: LayoutColumn[], segment: Segment): LayoutColumn {
	let best = columns[0];
	let score = -Infinity;
	for (const column of columns) {
		const overlap = Math.min(column.to, segment.to) - Math.max(column.from, segment.from);
		const value = overlap > 0 ? overlap : -Math.abs((column.from + column.to) / 2 - (segment.from + segment.to) / 2) - 1000;
		if (value > score) [best, score] = [column, value];
	}
	return best;
}

/** A name wrapped in its cell: "Auditor-" + "Fiscal da" → "Auditor-Fiscal da"; "Adminis-" + "trador" → "Administrador". */
function joinWrapped(parts: string[]): string {
	let out = '';
	for (const part of parts) {
		if (!out) out = part;
		else if (/\p{L}-$/u.test(out)) out = /^\p{Lu}/u.test(part) ? out + part : out.slice(0, -1) + part;
		else out += ` ${part}`;
	}
	return out;
}

/**
 * The rows under a wrapped header: each cell's text read from its own column, a row being a run of lines with
 * no blank line inside (its cells centred on one another), or, where rows follow each other with no blank line,
 * starting at each line that holds both a name and counts (the cells written from the row's top). The numbers of
 * a row are those of its first line with numbers ("Cadastro de Reserva" counts below them are not vacancies).
 * A "Total" line ends the table.
 */
export function layoutRows(lines: readonly Line[], from: number, columns: LayoutColumn[]): [Cargo[], number] {
	const cargos: Cargo[] = [];
	let index = from;
	let row: Line[] = [];
	const flush = () => {
		if (!row.length) return;
		const cells = new Map<LayoutColumn, Segment[]>();
		for (const line of row) for (const segment of segmentsOf(line)) {
			const column = columnOf(columns, segment);
			const cell = cells.get(column);
			if (cell) cell.push(segment);
			else cells.set(column, [segment]);
		}
		const textOf = (kind: LayoutColumn['kind']) => columns.filter((c) => c.kind === kind).flatMap((c) => cells.get(c) ?? []);
		// A second name column whose cell is a schooling ("ESPECIALIDADE" holding "Nível médio", "Curso Técnico Agrícola …")
		// states the cargo's requirement, not a part of its name.
		const nameColumns = columns.filter((c) => c.kind === 'cargo');
		const schooling = (c: LayoutColumn) => c !== nameColumns[0] && REQUIREMENT_START.test((cells.get(c) ?? [])[0]?.text.slice(0, 12) ?? '');
		const names = nameColumns.filter((c) => !schooling(c)).flatMap((c) => cells.get(c) ?? []);
		const schoolingText = nameColumns.filter(schooling).flatMap((c) => cells.get(c) ?? []);
		const joined = joinWrapped(names.map((s) => s.text));
		const label = LABEL_PREFIX.exec(joined);
		const title = cleanTitle(label ? joined.slice(label[0].length) : joined);
		const rowLines = row;
		row = [];
		if (!names.length || !isTitle(title)) return;
		const counts = new Map<Column, number | null>();
		let countsLine: Line | null = null;
		// Cells spread wider than the header's names ("AC PCD CN" over "3     1      1      5"): a line with one count per
		// count column gives them in order.
		const countColumns = columns.filter((c) => COUNT_COLUMNS.includes(c.kind as Column));
		for (const line of rowLines) {
			const tokens = segmentsOf(line)
				.filter((segment) => countColumns.includes(columnOf(columns, segment)))
				.flatMap((segment) => segment.text.split(' '));
			// A page that sets the columns apart from the header's page (the table going on, its header not repeated) moves the
			// cells off their names ("40h  08  01  01" under "CHS AC PcD PPP", the last under "VENCIMENTO"): the line's counts
			// outside the name and requirement columns are read in order when there are as many as count columns.
			const outside = segmentsOf(line)
				.filter((segment) => !['cargo', 'code', 'requirements'].includes(columnOf(columns, segment).kind ?? ''))
				.flatMap((segment) => segment.text.split(' '))
				.filter((token) => COUNT_CELL.test(token));
			const inColumns = tokens.length > 0 && tokens.every((token) => COUNT_CELL.test(token));
			if (!inColumns && outside.length !== countColumns.length) continue;
			const ordered = inColumns && tokens.length === countColumns.length ? tokens : outside.length === countColumns.length ? outside : null;
			if (ordered && countColumns.length >= 2) {
				countsLine = line;
				countColumns.forEach((column, at) => {
					if (!counts.has(column.kind as Column)) counts.set(column.kind as Column, /^\d/.test(ordered[at]) ? Number(ordered[at]) : null);
				});
			}
			break;
		}
		for (const column of countsLine ? [] : columns) {
			// The first column of a kind: the immediate vacancies stand before the reserve's ("CADASTRO DE RESERVA: AC PCD …").
			if (!column.kind || !COUNT_COLUMNS.includes(column.kind as Column) || counts.has(column.kind as Column)) continue;
			// "12", "*", "-", or a count with the reserve after it ("01 + CR*").
			const first = (cells.get(column) ?? []).find((s) => COUNT_CELL.test(s.text) && (!countsLine || s.line === countsLine));
			if (!first) continue;
			countsLine ??= first.line;
			counts.set(column.kind as Column, /^\d/.test(first.text) ? Number(/^\d+/.exec(first.text)![0]) : null);
		}
		const money = textOf('salary').map((s) => s.text).join(' ').match(MONEY);
		const code = textOf('code').find((s) => /^[A-Z]?\d{1,4}$/.test(s.text));
		const vacancies: Vacancies = {
			total: counts.get('total') ?? counts.get('vagas') ?? null,
			ampla: counts.get('ampla') ?? null,
			pcd: counts.get('pcd') ?? null,
			negros: counts.get('negros') ?? null,
			...(columns.some((c) => c.kind && c.kind !== 'cargo' && c.kind !== 'requirements' && (cells.get(c) ?? []).some((s) => /\bCR\b|cadastro/i.test(s.text))) ? { reserve: true } : {}),
			quote: countsLine ? quoteOf(countsLine) : null
		};
		if (vacancies.total === null && [vacancies.ampla, vacancies.pcd, vacancies.negros].some((n) => n !== null))
			vacancies.total = (vacancies.ampla ?? 0) + (vacancies.pcd ?? 0) + (vacancies.negros ?? 0);
		// Counts on more than two lines of one run: rows of one line each, which the table read line by line gives.
		const facts = columns.filter((c) => c.kind && c.kind !== 'cargo' && c.kind !== 'code');
		const countLines = new Set(facts.flatMap((c) => (cells.get(c) ?? []).filter((s) => /^\d{1,4}$/.test(s.text)).map((s) => s.line)));
		if (countLines.size > 2) return;
		// Each requirement column is a cell of its own ("Escolaridade" | "Demais requisitos"): a clause ends where its cell does.
		const requirementCells = [...columns.filter((c) => c.kind === 'requirements').map((c) => cells.get(c) ?? []), schoolingText];
		const requirements = requirementsOf(
			requirementCells.flatMap((cell) => {
				const pieces = cell.reduce<Piece[]>((out, s) => {
					// The pieces of one line (a justified cell split at its wide gaps) are one piece.
					const last = out.at(-1);
					if (last && last.line === s.line) last.text += ` ${s.text}`;
					else out.push({ text: s.text, line: s.line });
					return out;
				}, []);
				const last = pieces.at(-1);
				if (last && !/[.;]$/.test(last.text)) last.text += ';';
				return pieces;
			})
		);
		const amount = money ? brl(money[0]) : null;
		const hours = HOURS.exec(textOf('hours').map((s) => s.text).join(' '));
		const review = [...(requirements.length ? [] : ['requirements']), ...(amount === null ? ['salary'] : [])];
		cargos.push({
			id: slug(title),
			title,
			code: code?.text ?? label?.[1] ?? null,
			requirements,
			vacancies,
			salary: amount !== null ? { amount, currency: 'BRL', period: 'month', quote: quoteOf(textOf('salary')[0].line) } : null,
			weeklyHours: hours ? Number(hours[1]) : null,
			workplace: null,
			quote: quoteOf(names[0].line),
			review
		});
	};
	// A row starts where a name starts (a capital, after a name that is complete) on a line with counts, or where a
	// name starts with its label and number ("Ênfase 4: …"), whatever its counts.
	let lastName = '';
	const opens = (line: Line) => {
		const kinds = segmentsOf(line).map((segment) => [columnOf(columns, segment).kind, segment.text] as const);
		const name = kinds.find(([kind]) => kind === 'cargo')?.[1] ?? '';
		const starts = /^\p{Lu}/u.test(name) && !OPEN_END.test(lastName) && !/\p{L}-$/u.test(lastName);
		const counts = kinds.some(([kind, text]) => COUNT_COLUMNS.includes(kind as Column) && COUNT_CELL.test(text));
		if (name) lastName = name;
		return LABEL_PREFIX.test(name) ? 'label' : starts && counts ? 'counts' : null;
	};
	let opened = false;
	// Whether the row holds counts already: a name with counts below it starts the next row, though the row's name had none
	// (its counts centred on its wrapped name: "Enfermeiro – Área de" / "20 17 1 2 …" / "Atuação: Saúde").
	let counted = false;
	// Where the row's counts stand among its lines (-1 before them).
	let countsAt = -1;
	let lastRequirement = '';
	for (; index < lines.length; index++) {
		const line = lines[index];
		const text = line.text;
		// A short line at the page's margin right under a row, where the first column starts: that column's cell wrapped ("Inspetor" / "CVM").
		const marginCell = !placed(line) && (line.indent ?? 0) <= Math.max(1, columns[0].from) && text.split(' ').length <= 2 && index > from && nextTo(lines[index - 1], line);
		// The header written again over the next part of the table (after a blank line): its lines are no row's.
		// So is the next table's header under its caption lines ("TABELA 3.2" / "CARGO DE NÍVEL MÉDIO" / …): those lines hold no counts.
		const again = index > from && (!nextTo(lines[index - 1], line) || !counted) ? layoutHeaderAt(lines, index) : null;
		if (again) {
			if (counted) flush();
			row = [];
			// Its columns are the next table's (a column more or less: "ÁREA DE ATUAÇÃO").
			columns = again[0];
			opened = false;
			counted = false;
			countsAt = -1;
			index += again[1] - 1;
			continue;
		}
		const note = /^(?:nota|legenda|observa|obs\.|\*|¹|fonte|total|\(\*+\)|\(\d\))/i.test(text);
		// A caption alone between blank lines, at the margin ("Secretaria Geral" over its cargos), parts rows: it ends none.
		const caption = !placed(line) && !SECTION.test(text) && shortLabel(text) && text.split(' ').length <= 4 && index > 0 && !nextTo(lines[index - 1], line) && !nextTo(line, lines[index + 1] ?? line);
		if (caption) {
			flush();
			opened = false;
			counted = false;
			countsAt = -1;
			continue;
		}
		// Another table's header after a blank line ("Lotação   Vagas   Lotação   Vagas"): this table has ended.
		if (index > from && !nextTo(lines[index - 1], line) && otherHeader(line)) break;
		if ((!placed(line) && !marginCell) || SECTION.test(text) || /^\d+(?:\.\d+)+\.?\s/.test(text) || note || text.split(' ').length > 30) break;
		const opener = opens(line);
		// A requirement that starts after the row's is complete ("… RADIOLOGIA." then "ENSINO MÉDIO …") is the next row's,
		// centred on its coded line below.
		const requirement = segmentsOf(line).filter((segment) => columnOf(columns, segment).kind === 'requirements').map((segment) => segment.text).join(' ');
		// So is one after a row whose counts stand on a line with no name (its name wrapped around them, its cells centred).
		const complete = lastRequirement !== '' && !OPEN_END.test(lastRequirement) && !/\p{L}-$/u.test(lastRequirement);
		// Not while the row's text below its counts is shorter than above them: a centred cell goes on ("… Conselho da Classe." /
		// "Certificado de … Psiquiatria", under a row's counts with three lines above them).
		const balanced = countsAt < 0 || row.length - countsAt - 1 >= countsAt;
		const nextRequirement = !opener && (opened || counted) && balanced && STARTS_REQUIREMENT.test(fold(requirement)) && complete;
		if (row.length && (!nextTo(row.at(-1)!, line) || opener === 'label' || (opener && opened) || (opener === 'counts' && counted) || nextRequirement)) {
			flush();
			opened = false;
			counted = false;
			countsAt = -1;
		}
		if (requirement) lastRequirement = requirement;
		opened ||= opener !== null;
		if (!counted && segmentsOf(line).some((segment) => COUNT_COLUMNS.includes(columnOf(columns, segment).kind as Column) && COUNT_CELL.test(segment.text))) {
			counted = true;
			countsAt = row.length;
		}
		// A cell wraps over a few lines, never a page of them: a long run is text, not a row.
		if (row.length >= 40) {
			row = [];
			break;
		}
		row.push(line);
	}
	flush();
	return [cargos, index];
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
