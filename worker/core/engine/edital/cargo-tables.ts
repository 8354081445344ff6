import { brl, fold, quoteOf, wordsOf } from './lines';
import { giveRequirements, requirementsOf, type Piece } from './requirements';
import { cleanTitle, isFieldLine, isTitle, requirementsUnder, SECTION, slug } from './cargos';
import type { Cargo, Line, Vacancies } from './types';
import {
	CELLS_THEN_WORDS, CODE_START, type Column, COUNT_COLUMNS, HAS_MONEY, headerAt, HOURS, keepNameColumn, LABEL_PREFIX, MONEY, NAME_START,
	groupColumn, nameColumnEnd, OPEN_END, outsideNameColumn, REQUIREMENT_ONLY, REQUIREMENT_START, REQUIREMENT_WORDS, ROW, segmentsOf, STARTS_REQUIREMENT, TAIL_CELLS,
	WORKPLACE_HEADER, withoutGroupCells, groupOnPage, type GroupColumn
} from './table-columns';
import { layoutRows, mergedCargoCell } from './layout-tables';
import { parseRow, type Row } from './table-row';
import { partsWithGroups } from './group-cells';
import { countsCandidates, layoutHeaderAt, nextTo } from './layout-header';

/** A header of places and their counts only ("Lotação   Vagas   Lotação   Vagas", "Município   Vagas"). */
const PLACES_HEADER = /^(?:(?:lotacao|municipios?|cidades?|polos?|regiao|regioes)\s+(?:n[ºo°]?\s*(?:de\s+)?)?vagas(?:\s+|$))+$/;

/** A row's code with its counts and no name ("356   1   1   -   -   36h …"): its name wrapped around it, above and below. */
const NAMELESS_CODED = /^[A-Z]?\d{3,7}\s+(?:\d{1,4}|CR\**)\s+(?:\d{1,4}|CR\**|-|–)\s/u;

/** Whether a line opens a row of the table (its own code, or a title followed by numbers). */
function rowStart(full: string, coded: boolean): boolean {
	const text = full.replace(LABEL_PREFIX, '');
	if (REQUIREMENT_START.test(text.slice(0, 12))) return false;
	if (coded) return CODE_START.test(text) || NAMELESS_CODED.test(text);
	return ROW.test(text) && (HAS_MONEY.test(text) || HOURS.test(text) || /\s\d{1,4}\s/.test(text));
}

/** Splits a row's first line into its title, its cells of numbers, and where its requirement text starts. */
function openRow(line: Line, coded: boolean): Row {
	const text = line.text;
	const code = coded ? /^([A-Z]?\d{2,7})\s*[-–.]?\s+/.exec(text) : null;
	const label = code ? null : LABEL_PREFIX.exec(text);
	const prefix = code?.[0] ?? label?.[0] ?? '';
	const body = text.slice(prefix.length);
	const requirementAt = body.search(REQUIREMENT_START);
	// A number right after a dash names a variant of the cargo ("MÉDICO INFECTOLOGISTA - 20 HORAS"), no cell.
	const inside = body.search(/(?:(?<![-–—])|(?!\s\d{1,4}\s+\p{L}{3}))\s(?:\d{1,4}(?:\+CR\**)?|CR\**|R\$)(?=\s|$)/u);
	// A coded line whose cells follow the code at once: its name stands in its column on the lines around it.
	const firstCell = code && /^(?:\d{1,4}|CR\**)\s/u.test(body) ? 0 : inside;
	let title: string;
	let cells: string;
	let requirementText = '';
	if (requirementAt > 0 && (firstCell < 0 || requirementAt < firstCell)) {
		title = body.slice(0, requirementAt);
		const after = body.slice(requirementAt);
		const cellAt = after.search(/\s(?:\d{1,4}|CR)\s+(?:\d{1,4}|CR|R\$|\d{1,2}\s*h)|\s(?=\d{1,2}\s*hs?\s*\/\s*semana\s)/);
		requirementText = cellAt > 0 ? after.slice(0, cellAt) : after;
		cells = cellAt > 0 ? after.slice(cellAt) : '';
	} else {
		title = firstCell >= 0 ? body.slice(0, firstCell) : body;
		const tail = firstCell > 0 ? body.slice(firstCell) : firstCell === 0 ? ` ${body}` : '';
		// The requirement after the cells: its first word, or, in capitals, whatever words follow the cells.
		const capsAfterCells = /^(?:\s+(?:(?:R\$\s*)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,4}|CR\**|-|\*+|\d{1,2}\s*[hH]\S*))+\s+(?=\p{Lu}{2,}\b)/u.exec(tail);
		// Words after the cells in small letters are the requirement's cell wrapped onto this line ("… 20h genharia de Segurança …").
		const wordsAfterCells = CELLS_THEN_WORDS.exec(tail);
		const tailRequirement = capsAfterCells ? capsAfterCells[0].length : wordsAfterCells && code ? wordsAfterCells[0].length : tail.search(REQUIREMENT_START);
		cells = tailRequirement >= 0 ? tail.slice(0, tailRequirement) : tail;
		requirementText = tailRequirement >= 0 ? tail.slice(tailRequirement) : '';
	}
	// A label's number stays on the title ("Ênfase 3: …"): the row is read from it as its code.
	return { code: code?.[1] ?? null, title: label ? label[0] + title : title, line, cells, requirements: requirementText ? [{ text: requirementText, line }] : [] };
}

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

/**
 * A table's body lines → its rows. A row has one line with numbers (on its first, middle or last line, as the
 * cell's text was centred or not); the lines of text between two such lines are split where a new cargo's name
 * starts: a capitalised line that does not continue the line above (which ends in "da", "e", "–"…) and is no
 * requirement. A line of numbers alone (the cells centred on a wrapped name) keeps as many lines after it as
 * its name had before it. Nothing is carried over a split: a row never takes the next row's text.
 */
function groupRows(items: Item[], coded: boolean): Item[][] {
	if (coded) {
		// Cells centred on the row's coded line: the requirement's lines stand above and below it. A line that starts a
		// requirement ("ENSINO MÉDIO …", "DIPLOMA …") after a row's text that is complete waits for the next coded line.
		const rows: Item[][] = [];
		let pending: Item[] = [];
		let before = '';
		const gap = (a: Item | undefined, b: Item | undefined) => !a || !b || (a.line.page === b.line.page && b.line.line > a.line.line + 1);
		items.forEach((item, index) => {
			if (item.opens) {
				rows.push([...pending, item]);
				pending = [];
				before = openRow(item.line, true).requirements.map((p) => p.text).join(' ') || before;
				return;
			}
			// A line alone between blank lines is a caption ("CARGOS DE NÍVEL SUPERIOR" between two parts of the table);
			// after a blank line, the text waits for the next coded line.
			const blankBefore = gap(items[index - 1], item);
			if (blankBefore && gap(item, items[index + 1])) return;
			if (!rows.length || pending.length || blankBefore || (STARTS_REQUIREMENT.test(fold(item.head)) && !OPEN_END.test(before.trim()))) pending.push(item);
			else if (wrapsAroundNext(items, index, rows.at(-1)!, gap)) pending.push(item);
			else rows.at(-1)!.push(item);
			before = item.head;
		});
		const last = rows.at(-1);
		if (last) {
			last.push(...pending);
			const at = Math.max(0, last.findIndex((item) => item.opens));
			last.splice(at + 1 + continuation(last.slice(at, at + 1), last.slice(at + 1), false));
		}
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

/**
 * A name wrapped around the next coded line, which has no name of its own ("ENFERMEIRO - SAÚDE DA MULHER -" / "356  CR  -  …"
 * / "OBSTETRÍCIA", the cells centred on the name): its first lines stand above the code. A line is that name's when the row
 * above has its name whole (on its own coded line, or as many lines below its code as above it, the last one complete), the
 * line starts a name, and only such lines stand between it and that code.
 */
function wrapsAroundNext(items: readonly Item[], index: number, row: readonly Item[], gap: (a: Item | undefined, b: Item | undefined) => boolean): boolean {
	const at = row.findIndex((item) => item.opens);
	const opener = row[at];
	if (!opener) return false;
	const whole = opener.name
		? row.length === at + 1 && !OPEN_END.test(opener.name)
		: at > 0 && row.length - 1 - at >= at && !OPEN_END.test(row.at(-1)!.head);
	if (!whole) return false;
	for (let j = index; j < items.length; j++) {
		const item = items[j];
		if (item.opens) return !item.name;
		if (j > index && gap(items[j - 1], item)) return false;
		if (item.cells || !/^\p{Lu}/u.test(item.head) || isRequirement(item.head)) return false;
	}
	return false;
}

/** How many of the lines after a row's numbers go on with it (its name or requirement wrapped below them). */
function continuation(row: Item[], between: Item[], numbersAlone: boolean): number {
	const headCount = row.length - 1;
	let take = 0;
	let previous = row.map((item) => item.head).filter(Boolean).at(-1) ?? '';
	let previousName = row.at(-1)?.name ?? '';
	let previousLine = row.at(-1)?.line;
	// A line right under the row's last one, starting where that line's last cell starts (the requirement written at the
	// right of the cells), and the lines under it in that column: the same cell wrapped.
	const start = (line: Line) => (line.raw ? segmentsOf(line)[0].from : (line.indent ?? 0));
	const lastCell = previousLine?.raw ? segmentsOf(previousLine) : [];
	let column = lastCell.length >= 2 ? lastCell.at(-1)!.from : -1;
	for (const item of between) {
		const sameCell = Boolean(column > 0 && previousLine && !item.cells && nextTo(previousLine, item.line) && !item.line.raw && Math.abs(start(item.line) - column) <= 1);
		if (!sameCell) column = -1;
		const glued = sameCell || (previous !== '' && continues(previous, item.head)) || (previousName !== '' && OPEN_END.test(previousName));
		const centred = numbersAlone && take < headCount;
		const requirement = REQUIREMENT_ONLY.test(item.head) || (isRequirement(item.head) && !NAME_START.test(item.head));
		if (!(glued || centred || requirement || !/^\p{Lu}/u.test(item.head))) break;
		take++;
		previous = item.head;
		previousName = '';
		previousLine = item.line;
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
	// A coded line with no name of its own: the lines around it that start left of its cells hold the name.
	const nameless = coded && opener && !row.title.trim() && opener.line.raw ? segmentsOf(opener.line)[1]?.from ?? -1 : -1;
	const addRequirement = (text: string, line: Line) => {
		if (!text.trim()) return;
		row.requirements.push({ text, line });
		requirementOpen = true;
	};
	for (const item of group) {
		if (nameless > 0 && item !== opener && !item.cells && segmentsOf(item.line)[0].from < nameless) {
			titleParts.push(item.head);
			continue;
		}
		// Above a coded line, the text is its requirement's (its name is on the coded line).
		if (coded && opener && group.indexOf(item) < group.indexOf(opener)) {
			addRequirement(item.head, item.line);
			continue;
		}
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
	// The name's acronym alone on the cell's last line ("Administração" / "(ADM)") is its code, no word of its name.
	const acronym = titleParts.length > 1 ? /^\((\p{Lu}{2,6})\)$/u.exec(titleParts.at(-1)!.trim()) : null;
	if (acronym) {
		titleParts.pop();
		row.code ??= acronym[1];
	}
	row.title = titleParts.map((t) => t.trim()).filter(Boolean).join(' ');
	// The cargo is quoted where its row starts; its numbers, where they stand.
	if (opener && row.cells.trim() && !row.cellsLine) row.cellsLine = opener.line;
	row.line = group[0].line;
	return row;
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
	let workplace = false;
	let nameEnd: number | null = null;
	let merged: GroupColumn | null = null;
	let items: Item[] = [];
	const close = () => {
		if (columns && items.length) {
			const table = columns;
			const groups = groupRows(items, coded);
			// Rows of a cargo's places or areas are no cargos; the counts on a cargo's row are then one place's, not the cargo's
			// (its name, centred in its merged cell, may stand on any of its places' rows).
			const places = groups.filter((group) => group.every((item) => outsideNameColumn(item.line, nameEnd)));
			for (const group of groups.filter((group) => !places.includes(group))) {
				const row = assemble(group, coded, table.includes('requirements'));
				if (places.length) row.cells = '';
				if (workplace) keepNameColumn(row, group.map((item) => item.line), group.find((item) => item.opens)?.line);
				if (!row.title || !/\p{L}{3}/u.test(row.title)) continue;
				// A paragraph or a fragment of a sentence read as a row is no cargo (a title is a name).
				const cargo = parseRow(row, table);
				if (isTitle(cargo.title)) cargos.push(cargo);
			}
		}
		items = [];
	};
	const numericColumnsOf = (table: Column[]) => table.filter((c) => c !== 'cargo' && c !== 'requirements').length;
	const regions: { from: Line; to: Line; cargos: Cargo[]; parts?: boolean }[] = [];
	let layoutUntil = 0;
	let skip = 0;
	lines.forEach((line, index) => {
		// A header wrapped over the page's columns: its rows are read column by column. It may stand inside the lines a
		// header read line by line spans (its caption "QUADRO DE VAGAS" over it), so it is looked for on every line.
		const layout = index >= layoutUntil ? layoutHeaderAt(lines, index) : null;
		if (layout && countsCandidates(lines, index, index + layout[1])) layoutUntil = index + layout[1];
		else if (layout) {
			// A table of a cargo's parts beside its merged cell: the parts named with their cargo. Read so first, the table is
			// read plainly only where that gives none.
			const grouped = layout[0].filter((column) => column.kind === 'cargo').length >= 2 ? partsWithGroups(lines, index + layout[1], layout[0]) : null;
			if (grouped?.[0].length) {
				layoutUntil = grouped[1];
				regions.push({ from: lines[index], to: lines[grouped[1] - 1], cargos: grouped[0], parts: true });
			} else {
				const [found, end] = layoutRows(lines, index + layout[1], layout[0]);
				layoutUntil = end;
				// A table of parts whose cargo cannot be told gives none of its own.
				if (mergedCargoCell(lines.slice(index + layout[1], end), layout[0])) regions.push({ from: lines[index], to: lines[end - 1], cargos: [], parts: true });
				else if (found.length) regions.push({ from: lines[index], to: lines[end - 1], cargos: found });
			}
		}
		if (skip > 0) {
			skip--;
			return;
		}
		const [header, span] = headerAt(lines, index);
		if (header && countsCandidates(lines, index, index + span)) {
			skip = span - 1;
			close();
			columns = null;
			return;
		}
		if (header) {
			skip = span - 1;
			// Columns stand where this page sets them: a group column is read under its own page's header.
			merged = groupColumn(lines.slice(index, index + span), lines.slice(index + span, index + span + 24).filter((l) => l.page === line.page));
			// The same header again (a page break): the table, and a row wrapped over the break, go on.
			if (columns && items.length && header.join() === columns.join()) return;
			close();
			columns = header;
			// A wrapped header names the code column on any of its lines ("VAGAS" / "CÓDIGO CARGO AMPLA …").
			coded = lines.slice(index, index + span).some((l) => /\bc[oó]d(?:igo|\.)?\b/i.test(l.text));
			workplace = lines.slice(index, index + span).some((l) => WORKPLACE_HEADER.test(fold(l.text)));
			nameEnd = nameColumnEnd(lines.slice(index, index + span), lines[index - 1]);
			return;
		}
		if (!columns) return;
		const text = line.text;
		// A labelled field of a cargo's block ("Requisitos para investidura: …") is no row: the table has ended.
		// So does the header of a table of places ("Lotação   Vagas   Lotação   Vagas"): its rows are cities, no cargos.
		const ends = SECTION.test(text) || /^\d+(?:\.\d+)+\.?\s/.test(text) || /^(?:nota|legenda|observa|obs\.|\*|\(\*|¹|fonte)/i.test(text) || PLACES_HEADER.test(fold(text));
		if (ends || (text.split(' ').length > 30 && !HAS_MONEY.test(text)) || isFieldLine(text)) {
			close();
			columns = null;
			return;
		}
		// The merged cells of an unnamed group column left of the names are no part of any row.
		if (merged && merged.page !== line.page) merged = groupOnPage(merged, lines.slice(index, index + 24));
		const row = merged ? withoutGroupCells(line, merged) : line;
		if (row.text) items.push(itemOf(row, coded, numericColumnsOf(columns)));
	});
	close();
	const inside = (quote: Cargo['quote'], region: (typeof regions)[number]) =>
		(quote.page > region.from.page || (quote.page === region.from.page && quote.line >= region.from.line)) &&
		(quote.page < region.to.page || (quote.page === region.to.page && quote.line <= region.to.line));
	// Where the columns give as many rows as the lines do, or more, they are the table's (read line by line, the cells of
	// other columns mix into a wrapped name); where they give fewer, the lines' reading stands.
	// A table of the parts of cargos named in merged cells gives none of its own: what its lines read as rows is dropped.
	// A row read by lines whose title is a column's name with more words after it ("Técnico em Meio Ambiente ou", "Biólogo registro
	// no Conselho …") took the requirement beside it into its name: it counts for the columns' reading, which kept them apart.
	const mixed = (region: (typeof regions)[number], cargo: Cargo) =>
		region.cargos.some((read) => wordsOf(cargo.title).startsWith(`${wordsOf(read.title)} `));
	const chosen = regions.filter((region) => {
		const byLines = cargos.filter((cargo) => inside(cargo.quote, region));
		return region.parts || region.cargos.length + byLines.filter((cargo) => mixed(region, cargo)).length >= byLines.length;
	});
	const kept = cargos.filter((cargo) => !chosen.some((region) => inside(cargo.quote, region)));
	const all = [...kept, ...chosen.flatMap((region) => region.cargos)];
	// A table of one row a cargo, its requirement on the labelled line under the row ("Requisitos Mínimos Exigidos: …").
	const indexOf = new Map(lines.map((line, at) => [`${line.page}:${line.line}`, at]));
	for (const cargo of all) {
		if (!cargo.requirements.length) giveRequirements(cargo, requirementsOf(requirementsUnder(lines, indexOf.get(`${cargo.quote.page}:${cargo.quote.line}`) ?? -1)));
	}
	return all;
}
