import { brl, fold, quoteOf } from './lines';
import { requirementsOf, type Piece } from './requirements';
import { splitRun } from './centred-rows';
import { cleanTitle, isTitle, ROW_NUMBER_WORDS, SECTION, slug } from './cargos';
import { COUNT_COLUMNS, HOURS, LABEL_PREFIX, MONEY, OPEN_END, REQUIREMENT_START, segmentsOf, shortLabel, STARTS_REQUIREMENT, type Column, type Segment } from './table-columns';
import { layoutHeaderAt, nextTo, placed, SPLIT_CODE, type LayoutColumn } from './layout-header';
import { alignedPage, fullRow } from './page-columns';
import { immediateTotal, joinWrapped } from './row-cells';
import type { Cargo, Line, Vacancies } from './types';

/*
 * Vacancy tables laid out by page position (issue 31): a header wrapped over several lines, or one wide line of
 * many columns, gives its columns by where their words stand, and each cell is read from its own column.
 */


/** A cell of a count: "12", "*", "-", or a count with the reserve after it ("01 + CR*"). */
const COUNT_CELL = /^(?:\d{1,4}(?:\s*\+\s*CR\*?)?|\*|-)$/;
/** A count's value in its column, "none" written longer too ("--", "–"); never what starts a row. */
const COUNT_VALUE = /^(?:\d{1,4}(?:\s*\+\s*CR\*?)?|\*|-{1,2}|–)$/;
/** Money in a cell, tested once (MONEY is global, for matchAll). */
const MONEY_CELL = new RegExp(MONEY.source);
/** A page's running foot: its number ("Página 1 de 3", "Pág. 12"), or the rule drawn over it. */
const PAGE_FOOT = /\bp[aá]g(?:ina|\.)?\s*\d{1,4}(?:\s*(?:de|\/)\s*\d{1,4})?\s*$|^[_―—-]{10,}$/iu;
/** A count cell that holds the reserve alone: "CR", "Cadastro de reserva" (wrapped: "Cadastro de"). */
const RESERVE_CELL = /^(?:CR\*?|cadastro de(?: reserva)?)$/i;

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

/** A row's name after its code, under a header of parts of a cargo ("01 – Análise de Dados"). */
export const CODED_NAME = /^(\d{1,4})\s+[–-]\s+(?=\p{Lu})/u;

/** A column of the rows' own numbers ("Item", "Nº", "Ordem"): 01, 02 … */
const ROW_NUMBERS = new RegExp(`^(?:${ROW_NUMBER_WORDS})$`);
const rowNumbers = (column: LayoutColumn) => column.kind === null && ROW_NUMBERS.test(fold(column.words.join(' ')));

/** A code's cell: one token of figures and capitals ("404", "C100001", "ENF-02", "ADM"), never a name ("BIÓLOGO", "BIÓLOGO 30H"). */
const CODE_CELL = /^(?:\p{Lu}{1,4}|(?=[\p{Lu}./-]*\d)[\p{Lu}\d./-]{1,12})$/u;

/**
 * The column a piece of text stands in: the one it overlaps most, else the nearest. Words standing under no column's name
 * ("Iniciais" left of "Cargo", right of "Item") are never the rows' own numbers, nor a code (a short name left-aligned nearer
 * the code's header than its own column's centred one: "Código" … "Cargo" over "404  BIÓLOGO 30H").
 */
export function columnOf(columns: LayoutColumn[], segment: Segment): LayoutColumn {
	let best = columns[0];
	let score = -Infinity;
	const words = /^\p{L}{2}/u.test(segment.text);
	// A phrase ("Ensino médio completo") under no column's name is no cell of hours, money or an unnamed list, where a column of
	// text may hold it.
	const phrase = words && segment.text.split(' ').length >= 3 && columns.some((c) => c.kind === 'requirements');
	// Nor are words with no figure ("PERIODONTIA.", "de classe" ending a requirement's cell) a cell of hours, money or a list.
	const figureless = words && !/\d/.test(segment.text) && columns.some((c) => c.kind === 'requirements');
	for (const column of columns) {
		const overlap = Math.min(column.to, segment.to) - Math.max(column.from, segment.from);
		const numbers =
			(words && (rowNumbers(column) || (column.kind === 'code' && !CODE_CELL.test(segment.text)))) ||
			(phrase && (column.kind === 'hours' || column.kind === 'salary' || column.kind === null)) ||
			(figureless && (column.kind === 'hours' || column.kind === 'salary' || column.kind === null));
		const value = overlap > 0 ? overlap : -Math.abs((column.from + column.to) / 2 - (segment.from + segment.to) / 2) - (numbers ? 2000 : 1000);
		if (value > score) [best, score] = [column, value];
	}
	return best;
}

/**
 * The rows under a wrapped header: each cell's text read from its own column, a row being a run of lines with
 * no blank line inside (its cells centred on one another), or, where rows follow each other with no blank line,
 * starting at each line that holds both a name and counts (the cells written from the row's top). The numbers of
 * a row are those of its first line with numbers ("Cadastro de Reserva" counts below them are not vacancies).
 * A "Total" line ends the table.
 */
export function layoutRows(source: readonly Line[], from: number, columns: LayoutColumn[]): [Cargo[], number] {
	// The edital's lines, copied the first time a page of the table is laid out again (alignedPage).
	let lines = source;
	const cargos: Cargo[] = [];
	let index = from;
	let row: Line[] = [];
	// A row's lines → its cargo (none when it names none).
	const build = (rowLines: Line[]) => {
		const cells = new Map<LayoutColumn, Segment[]>();
		for (const line of rowLines) for (const segment of segmentsOf(line)) {
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
		const label = LABEL_PREFIX.exec(joined) ?? CODED_NAME.exec(joined);
		const title = cleanTitle(label ? joined.slice(label[0].length) : joined);
		if (!names.length || !isTitle(title)) return;
		const counts = new Map<Column, number | null>();
		// The counts read in order, by column, where the cells stand off their columns.
		const inOrder = new Map<LayoutColumn, string>();
		let countsLine: Line | null = null;
		// Cells spread wider than the header's names ("AC PCD CN" over "3     1      1      5"): a line with one count per
		// count column gives them in order.
		const countColumns = columns.filter((c) => COUNT_COLUMNS.includes(c.kind as Column));
		// A column left of the names (the rows' own numbers: "Item") holds no count.
		const firstName = columns.findIndex((c) => c.kind === 'cargo');
		// With a list this reader has no name for among the counts ("AC PCD PPP HIPO"), the counts are as many as the columns of
		// counts and of unnamed lists right of the names.
		const listed = columns.filter((c, at) => at > firstName && (COUNT_COLUMNS.includes(c.kind as Column) || c.kind === null));
		for (const line of rowLines) {
			const tokens = segmentsOf(line)
				.filter((segment) => countColumns.includes(columnOf(columns, segment)))
				.flatMap((segment) => segment.text.split(' '));
			// A page that sets the columns apart from the header's page (the table going on, its header not repeated) moves the
			// cells off their names ("40h  08  01  01" under "CHS AC PcD PPP", the last under "VENCIMENTO"): the line's counts
			// outside the name and requirement columns are read in order when there are as many as count columns.
			const outside = segmentsOf(line)
				// A cell of hours or money ("40 hs/semana", "R$ 6.138,98") holds no count, in whichever column it stands.
				.filter((segment) => !['cargo', 'code', 'requirements'].includes(columnOf(columns, segment).kind ?? '') && columns.indexOf(columnOf(columns, segment)) > firstName)
				.filter((segment) => !HOURS.test(segment.text) && !MONEY_CELL.test(segment.text))
				.flatMap((segment) => segment.text.split(' '))
				.filter((token) => COUNT_CELL.test(token));
			const inColumns = tokens.length > 0 && tokens.every((token) => COUNT_CELL.test(token));
			const unnamed = !(inColumns && tokens.length === countColumns.length) && outside.length !== countColumns.length && outside.length === listed.length && listed.length > countColumns.length;
			if (!inColumns && outside.length !== countColumns.length && !unnamed) continue;
			const ordered = inColumns && tokens.length === countColumns.length ? tokens : outside.length === countColumns.length ? outside : null;
			if (ordered && countColumns.length >= 2) {
				countsLine = line;
				countColumns.forEach((column, at) => {
					if (!counts.has(column.kind as Column)) counts.set(column.kind as Column, /^\d/.test(ordered[at]) ? Number(ordered[at]) : null);
				});
			} else if (unnamed) {
				countsLine = line;
				listed.forEach((column, at) => {
					inOrder.set(column, outside[at]);
					if (column.kind && !counts.has(column.kind as Column)) counts.set(column.kind as Column, /^\d/.test(outside[at]) ? Number(outside[at]) : null);
				});
			}
			break;
		}
		for (const column of countsLine ? [] : columns) {
			// The first column of a kind: the immediate vacancies stand before the reserve's ("CADASTRO DE RESERVA: AC PCD …").
			if (!column.kind || !COUNT_COLUMNS.includes(column.kind as Column) || counts.has(column.kind as Column)) continue;
			// "12", "*", "-", or a count with the reserve after it ("01 + CR*").
			// A column whose one count stands on another line of the row ("Ajudante Geral  02" over "--  --", cells centred apart)
			// holds it there; two counts in a column are the immediate and the reserve's, and only the counts' line says which.
			const own = (cells.get(column) ?? []).filter((s) => COUNT_VALUE.test(s.text));
			const first = own.find((s) => !countsLine || s.line === countsLine) ?? (own.length === 1 ? own[0] : undefined);
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
		// "VAGAS | PCD | NEGRO" with every reserve's cell read ("02  --  --"): the vacancies are the cargo's, the reserves' are among
		// them, and what is left is the ampla concorrência's.
		const reserves = (['pcd', 'negros'] as const).filter((kind) => columns.some((c) => c.kind === kind));
		if (vacancies.total !== null && vacancies.ampla === null && counts.has('vagas') && reserves.length && reserves.every((kind) => counts.has(kind))) {
			const left = vacancies.total - (vacancies.pcd ?? 0) - (vacancies.negros ?? 0);
			if (left >= 0) vacancies.ampla = left;
		}
		const cellOn = (c: LayoutColumn) => inOrder.get(c) ?? (cells.get(c) ?? []).filter((s) => s.line === countsLine).map((s) => s.text).join(' ');
		const immediate = countsLine ? immediateTotal(columns, cellOn) : null;
		if (immediate !== null) vacancies.total = immediate;
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
			// "Cargo 11: Enfermeiro – …" beside its place's code ("306"): the cargo's own number names it across the places' tables.
			code: (label && /^cargo/i.test(label[0]) ? label[1] : null) ?? code?.text ?? label?.[1] ?? null,
			requirements,
			vacancies,
			salary: amount !== null ? { amount, currency: 'BRL', period: 'month', quote: quoteOf(textOf('salary')[0].line) } : null,
			weeklyHours: hours ? Number(hours[1]) : null,
			workplace: null,
			quote: quoteOf(names[0].line),
			review
		});
	};
	// Rows read one after another with no blank line between them: where one ends and the next starts is read again from the
	// cells' text (centred-rows.ts), one line of counts to a row.
	// A table of requirements and pay with no count of vacancies ("CARGO | REQUISITOS | CARGA HORÁRIA | REMUNERAÇÃO") counts its
	// rows by their pay: the line with a row's salary is its line of numbers.
	const payCounted = () => !columns.some((c) => COUNT_COLUMNS.includes(c.kind as Column));
	const countCell = (kind: LayoutColumn['kind'], text: string) => (payCounted() ? kind === 'salary' && MONEY_CELL.test(text) : COUNT_COLUMNS.includes(kind as Column) && COUNT_CELL.test(text));
	const counting = (line: Line) => segmentsOf(line).some((segment) => countCell(columnOf(columns, segment).kind, segment.text));
	const textIn = (kind: LayoutColumn['kind']) => (line: Line) =>
		segmentsOf(line)
			.filter((segment) => columnOf(columns, segment).kind === kind)
			.map((segment) => segment.text)
			.join(' ');
	let run: Line[][] = [];
	const resolve = () => {
		const lines = run.flat();
		const anchors = lines.flatMap((line, at) => (counting(line) ? [at] : []));
		// A row with a second tier of counts under a caption in their columns ("Cadastro de Reserva" over the reserve's) is read
		// as it is.
		const tiers = lines.some((line) => segmentsOf(line).some((segment) => COUNT_COLUMNS.includes(columnOf(columns, segment).kind as Column) && /\p{L}{3}/u.test(segment.text)));
		// A column of the rows' own numbers ("Item": 01, 02 …), one to each line of counts, says how many rows there are however
		// they were read.
		const numbered = rowNumbers(columns[0]);
		const items = numbered ? lines.filter((line) => segmentsOf(line).some((segment) => columnOf(columns, segment) === columns[0] && /^\d{1,3}$/.test(segment.text))).length : 0;
		// So are rows that each start on their counts (top-aligned cells: "Técnico em" / "Controle" / "Interno"), and rows with no
		// counts of their own ("Ênfase 4: …") or with two lines of them.
		const oneEach = run.every((rowLines) => rowLines.filter(counting).length === 1) || items === anchors.length;
		// So is a run of a table of pay where a row read holds two lines of numbers with no name beside them (names wrapped above and below their
		// centred numbers: "AUXILIAR DE" / "… 40  R$ 1.870,65" / "ENFERMAGEM"): read as lines, two rows ran together.
		// Only where the pay counts the rows: a table of vacancies may write a second line of counts under a row (its reserve).
		const merged = payCounted() && run.some((rowLines) => rowLines.filter((line) => counting(line) && !textIn('cargo')(line)).length >= 2);
		const centred = anchors.length >= 2 && !tiers && (oneEach || merged) && run.some((rowLines) => !counting(rowLines[0]));
		for (const rowLines of centred ? splitRun(lines, anchors, { name: textIn('cargo'), requirement: textIn('requirements') }) : run) build(rowLines);
		run = [];
	};
	const flush = () => {
		if (!row.length) return;
		const previous = run.at(-1)?.at(-1);
		if (previous && !nextTo(previous, row[0])) resolve();
		run.push(row);
		row = [];
	};
	// A row starts where a name starts (a capital, after a name that is complete) on a line with counts, or where a
	// name starts with its label and number ("Ênfase 4: …"), whatever its counts.
	// A name broken off goes on in its row, never over a page break ("PEB I -" whose rest was read into the requirement's cell).
	let lastName = { text: '', page: 0 };
	const opens = (line: Line) => {
		const kinds = segmentsOf(line).map((segment) => [columnOf(columns, segment).kind, segment.text] as const);
		const name = kinds.find(([kind]) => kind === 'cargo')?.[1] ?? '';
		const before = lastName.page === line.page ? lastName.text : '';
		const starts = /^\p{Lu}/u.test(name) && !OPEN_END.test(before) && !/\p{L}-$/u.test(before);
		// A row with no vacancy now, only the reserve's ("Cadastro de" / "reserva" in its count column), starts as a counted one.
		const counts = kinds.some(([kind, text]) => countCell(kind, text) || (COUNT_COLUMNS.includes(kind as Column) && RESERVE_CELL.test(text)));
		if (name) lastName = { text: name, page: line.page };
		// A name after the row's code ("01 – Análise de Dados"), or beside the first part of a code split over the row's lines
		// ("B8-02-" over "A"), starts a row, its counts on its line or not (a wrapped name).
		const split = kinds.some(([kind, text]) => kind === 'code' && SPLIT_CODE.test(text));
		return LABEL_PREFIX.test(name) || CODED_NAME.test(name) || (split && name) ? 'label' : starts && counts ? 'counts' : null;
	};
	// A piece over the names' column and two more: no cell spans its neighbours'.
	const across = (segment: Segment) => {
		const over = columns.filter((c) => Math.min(c.to, segment.to) > Math.max(c.from, segment.from));
		return over.length >= 3 && over.some((c) => c.kind === 'cargo');
	};
	let opened = false;
	// Whether the row holds counts already: a name with counts below it starts the next row, though the row's name had none
	// (its counts centred on its wrapped name: "Enfermeiro – Área de" / "20 17 1 2 …" / "Atuação: Saúde").
	let counted = false;
	// Where the row's counts stand among its lines (-1 before them).
	let countsAt = -1;
	let lastRequirement = '';
	// The rest of a line's page, however long (a page of wrapped requirements runs past a hundred lines).
	const samePage = (at: number) => lines.slice(at).filter((line) => line.page === lines[at].page);
	const ruler = from < lines.length ? fullRow(samePage(from), columns) : null;
	for (; index < lines.length; index++) {
		// The table going on over a page break with no header, its columns set elsewhere on the new page: the page is read laid
		// out again at the header's columns.
		if (index > from && lines[index - 1].page !== lines[index].page && ruler) {
			const page = samePage(index);
			const aligned = alignedPage(page, columns, ruler);
			if (aligned) {
				const copy = lines === source ? source.slice() : (lines as Line[]);
				aligned.forEach((line, at) => (copy[index + at] = line));
				lines = copy;
			}
		}
		const line = lines[index];
		const text = line.text;
		// The page's foot under the table ("Anexo I – Quadro de Vagas … Página 1 de 3", a rule over it): the table goes on overleaf.
		if (PAGE_FOOT.test(text) && lines.slice(index + 1, index + 3).some((next) => next.page !== line.page)) continue;
		// A short line at the page's margin right under a row, where the first column starts: that column's cell wrapped ("Inspetor" / "CVM").
		const marginCell = !placed(line) && (line.indent ?? 0) <= Math.max(1, columns[0].from) && text.split(' ').length <= 2 && index > from && nextTo(lines[index - 1], line);
		// The header written again over the next part of the table (after a blank line): its lines are no row's.
		// So is the next table's header under its caption lines ("TABELA 3.2" / "CARGO DE NÍVEL MÉDIO" / …): those lines hold no counts.
		const again = index > from && (!nextTo(lines[index - 1], line) || !counted) ? layoutHeaderAt(lines, index) : null;
		if (again) {
			if (counted) flush();
			row = [];
			resolve();
			// Its columns are the next table's (a column more or less: "ÁREA DE ATUAÇÃO").
			columns = again[0];
			opened = false;
			counted = false;
			countsAt = -1;
			index += again[1] - 1;
			continue;
		}
		// So is a legend of the lists' abbreviations ("AC = ampla concorrência PcD = pessoa com deficiência").
		const note = /^(?:nota|legenda|observa|obs\.|\*|¹|fonte|total|\(\*+\)|\(\d\))/i.test(text) || /^\p{Lu}\p{L}{0,4}\s*=\s*\p{L}/u.test(text);
		// A caption alone between blank lines, at the margin ("Secretaria Geral" over its cargos), parts rows: it ends none.
		// It stands alone where the names start, wherever the page's text starts.
		const alone = segmentsOf(line);
		const apart = index > 0 && !nextTo(lines[index - 1], line) && !nextTo(line, lines[index + 1] ?? line);
		const caption = alone.length === 1 && alone[0].from < (columns[1]?.from ?? Infinity) && !SECTION.test(text) && shortLabel(text) && text.split(' ').length <= 4 && apart;
		if (caption) {
			flush();
			opened = false;
			counted = false;
			countsAt = -1;
			continue;
		}
		// Another table's header after a blank line ("Lotação   Vagas   Lotação   Vagas"): this table has ended.
		if (index > from && !nextTo(lines[index - 1], line) && otherHeader(line)) break;
		// A sentence running across the table's columns is text after the table. This holds wherever the page's text starts; the
		// margin alone does not say it.
		const prose = segmentsOf(line).some((segment) => segment.text.split(' ').length >= 6 && across(segment));
		if (prose || (!placed(line) && !marginCell) || SECTION.test(text) || /^\d+(?:\.\d+)+\.?\s/.test(text) || note || text.split(' ').length > 30) break;
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
		// The top of a page with no name and no counts, under a row whose cell had not ended ("… em Urologia e"), is that row's
		// cell going on over the break ("registro no órgão competente.").
		const overBreak = row.length > 0 && row.at(-1)!.page < line.page && !/[.;]$/.test(row.at(-1)!.text) && !textIn('cargo')(line) && !counting(line);
		if (row.length && ((!nextTo(row.at(-1)!, line) && !overBreak) || opener === 'label' || (opener && opened) || (opener === 'counts' && counted) || nextRequirement)) {
			flush();
			opened = false;
			counted = false;
			countsAt = -1;
		}
		if (requirement) lastRequirement = requirement;
		opened ||= opener !== null;
		if (!counted && counting(line)) {
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
	resolve();
	return [cargos, index];
}
