/** Lines a narrow column or a reader wrapped, made one line again, and the bullets that open list items. */

// A range whose end was wrapped onto the next line by a narrow date column ("Dec 2024 –" above
// "Present", "03/2019 –" above "12/2021"): a year, a dash, and no date after the dash.
const OPEN_RANGE = /(?:19|20)\d\d(?:\s*[–—-]|\s+(?:a|até|ate|to|until|al|hasta)(?=\s|$))(?!\s*(?:\d|present|current|now|today|atual|hoje|o momento|presente|(?:jan|feb|fev|mar|apr|abr|may|mai|jun|jul|aug|ago|sep|set|oct|out|nov|dec|dez)\p{L}*\.?\s*(?:de\s+|[/-]\s*)?\d))/iu;
const MONTH_NAME = String.raw`(?:jan|feb|fev|mar|apr|abr|may|mai|jun|jul|aug|ago|sep|set|oct|out|nov|dec|dez)[\p{L}]*\.?`;
const RANGE_END = new RegExp(
	String.raw`^(present|current|now|today|atual(?:mente)?|hoje|o momento|presente|${MONTH_NAME}\s*(?:de\s+|\/\s*)?(?:19|20)\d\d|\d{1,2}\/(?:19|20)\d\d|(?:19|20)\d\d)(?![\p{L}\d])\s*(?:\|\s*)?`,
	'iu'
);

// A row that opens with its dates, the end's year wrapped by a narrow date column: "Nov 2015–May
// Journeyman Electrician, …" above "2019 | • Split time…".
const OPEN_MONTH_START = new RegExp(String.raw`^((?:${MONTH_NAME}\s*(?:de\s+|\/\s*)?)?(?:19|20)\d\d\s*[–—-]\s*${MONTH_NAME})(?=\s|$)(?!\s*(?:de\s+|\/\s*)?(?:19|20)\d\d)`, 'iu');
const YEAR_START = /^((?:19|20)\d\d)(?![\d\p{L}])(?:\s*\|\s*|\s+|$)/u;

/** The end of a range wrapped onto the next line is put back after its dash. */
export function joinWrappedRanges(lines: string[]): string[] {
	const out = [...lines];
	for (let i = 0; i + 1 < out.length; i++) {
		const openMonth = OPEN_MONTH_START.exec(out[i]);
		const year = openMonth ? YEAR_START.exec(out[i + 1]) : null;
		if (openMonth && year && Number(year[1]) >= Number(/(?:19|20)\d\d/.exec(openMonth[1])![0])) {
			out[i] = `${openMonth[1]} ${year[1]}${out[i].slice(openMonth[1].length)}`;
			out[i + 1] = out[i + 1].slice(year[0].length);
			continue;
		}
		const open = OPEN_RANGE.exec(out[i]);
		if (!open) continue;
		const end = RANGE_END.exec(out[i + 1]);
		if (!end) {
			joinWrappedLastCell(out, i, open);
			continue;
		}
		// "2019 –" above "2018 Award…" is no range: an end is never before its start.
		const endYear = /(?:19|20)\d\d/.exec(end[1]);
		if (endYear && Number(endYear[0]) < Number(/(?:19|20)\d\d/.exec(open[0])![0])) continue;
		const at = open.index + open[0].length;
		out[i] = `${out[i].slice(0, at)} ${end[1]}${out[i].slice(at)}`.replace(/\s{2,}/g, ' ');
		out[i + 1] = out[i + 1].slice(end[0].length);
	}
	return out.filter((line, i) => line !== '' || lines[i] === '');
}

// One end of a range, alone in its cell, to the month: "Jun 2020", "03/2019", "março de 2019".
const MONTH_DATE = String.raw`(?:${MONTH_NAME}\s*(?:de\s+|\/\s*)?(?:19|20)\d\d|\d{1,2}\/(?:19|20)\d\d)`;
const STACKED_START = new RegExp(String.raw`^(${MONTH_DATE})\s*[–—-]?$`, 'iu');
const STACKED_END = new RegExp(String.raw`^(?:[–—-]\s*|(?:to|até|ate|a)\s+)?(${MONTH_DATE}|present|current|now|atual(?:mente)?|hoje|o momento|presente|till date|to date|em andamento)$`, 'iu');
const yearOf = (date: string) => Number(/(?:19|20)\d\d/.exec(date)?.[0] ?? 0);

/**
 * A range set in a column of its own, one end a line ("Jun 2020 | Senior Accountant" above "Present
 * | Brightwater Logistics", or the dates in the last cells): one range again, on the first line, so
 * neither end is taken for a date of its own. Month dates only: a column of years is as often a list
 * of one-year items.
 */
// A form's start and end, each on a line of its own: "Admissão: 01/03/2019" above "Demissão: 15/05/2021".
// "De 03/2019" above "Até 05/2021": the words that open and close a range need no colon.
const START_FIELD = /^(?:(?:data de )?(?:admiss[aã]o|in[ií]cio|entrada|start(?: date)?)\s*:|(?:from|de|desde)\s*:?)\s*\S.{0,40}(?:19|20)\d\d\s*$/iu;
const END_FIELD =
	/^(?:(?:data de )?(?:demiss[aã]o|desligamento|sa[ií]da|t[eé]rmino|fim|end(?: date)?)\s*:|(?:to|at[eé]|until)\s*:?)\s*(?:\S.{0,40}(?:19|20)\d\d|atual(?:mente)?|o momento|presente|hoje|em andamento|present|current|now)\s*$/iu;

export function joinStackedRanges(lines: string[]): string[] {
	const out = [...lines];
	for (let i = 0; i + 1 < out.length; i++) {
		if (START_FIELD.test(out[i].trim()) && END_FIELD.test(out[i + 1].trim())) {
			// "De … Até …" reads as a range as it is; labelled fields take a dash between them.
			const joiner = /^(?:to|at[eé]|until)(?=\s|:|$)/i.test(out[i + 1].trim()) ? ' ' : ' – ';
			out[i] = `${out[i].trim()}${joiner}${out[i + 1].trim()}`;
			out[i + 1] = '';
			continue;
		}
		const upper = out[i].split(' | ');
		const lower = out[i + 1].split(' | ');
		for (const at of [0, -1] as const) {
			const pick = (cells: string[]) => (at === 0 ? 0 : cells.length - 1);
			const start = STACKED_START.exec(upper[pick(upper)].trim());
			const end = STACKED_END.exec(lower[pick(lower)].trim());
			// A lone date cell beside a date range or another lone date is no stack.
			if (!start || !end || (upper.length === 1) !== (lower.length === 1) || /(?:19|20)\d\d.*(?:19|20)\d\d/.test(out[i])) continue;
			if (/\d/.test(end[1]) && yearOf(end[1]) < yearOf(start[1])) continue;
			upper[pick(upper)] = `${start[1]} – ${end[1]}`;
			lower.splice(pick(lower), 1);
			out[i] = upper.join(' | ');
			out[i + 1] = lower.join(' | ');
			break;
		}
	}
	return out.filter((line, i) => line !== '' || lines[i] === '');
}

// The end of a range in the last cell of the next line: "(Remote) | 2020", "Inc. · Boston, MA | Present".
const LAST_CELL_END = new RegExp(String.raw`(?:^|\s\|\s)(present|current|atual|presente|${MONTH_NAME}\s*(?:de\s+|\/\s*)?(?:19|20)\d\d|(?:19|20)\d\d)\s*$`, 'iu');
const MONTH_AT_END = new RegExp(String.raw`\s${MONTH_NAME}\s*$`, 'iu');

/**
 * A narrow date cell set flush right wraps with its row: "Engineer Vercel · San Francisco, CA |
 * Mar 2018 – Dec" above "(Remote) | 2020". When the range ends its line open (a dash, or a dash
 * and a month without its year) and the next line's last cell finishes it, the cell goes back.
 */
function joinWrappedLastCell(out: string[], i: number, open: RegExpExecArray): void {
	const after = out[i].slice(open.index + open[0].length);
	const month = after.trim() === '' || MONTH_AT_END.test(` ${after.trim()}`) ? after.trim() : null;
	if (month === null) return;
	const cell = LAST_CELL_END.exec(out[i + 1]);
	if (!cell) return;
	const yearOnly = /^(?:19|20)\d\d$/.test(cell[1]);
	// "Mar 2018 – Dec" takes a year; a bare dash takes any end.
	if (month && !yearOnly) return;
	const startYear = Number(/(?:19|20)\d\d/.exec(open[0])![0]);
	const endYear = /(?:19|20)\d\d/.exec(cell[1]);
	if (endYear && Number(endYear[0]) < startYear) return;
	out[i] = `${out[i].trimEnd()} ${cell[1]}`;
	out[i + 1] = out[i + 1].slice(0, cell.index).trimEnd();
}

// A row's last cell holding its dates: "Jan 2018 – Nov 2021", "09/2023 – 09/2026", "2019 – Present".
const DATES_CELL = /^[^|]{0,12}(?:19|20)\d\d[^|]{0,24}$/;
const RANGE_POINT = String.raw`(?:${MONTH_NAME}\s*(?:de\s+|\/\s*)?(?:19|20)\d\d|\d{1,2}\/(?:19|20)\d\d|(?:19|20)\d\d)`;
// A whole range at the end of a line, after a space: "… Sacramento, Mar. 2026 — Now".
const TRAILING_RANGE = new RegExp(
	String.raw`(?:^|\s)(${RANGE_POINT}\s*[–—-]\s*(?:${RANGE_POINT}|present|current|now|today|atual|hoje|o momento|presente))\s*$`,
	'iu'
);
// A state, or a town and its state, alone on a line: "VA", "CA.", "Richmond, VA".
const WRAPPED_PLACE = /^(?:\p{Lu}{2}\.?|\p{Lu}[\p{L}]+(?:\s\p{Lu}[\p{L}]+)*,\s*\p{Lu}{2}\.?)$/u;
// A place ends the wrapped part: "WI.", "Alegre, Teresina, PI.", "Leeds, United Kingdom".
const ENDS_WITH_PLACE = /(?:^|,\s*)(?:\p{Lu}{2}|\p{Lu}[\p{L}]+(?:\s\p{Lu}[\p{L}]+)*)\.?$/u;

/**
 * The first cell of a dated row, wrapped by its width ("Clinical Nurse Specialist, Bhatt Family
 * Clinic, Madison, | Jan 2018 – Nov 2021" above "WI."): the short line under it goes back into the
 * cell when the cell ends in a comma, or when that line ends the entry with its place.
 */
export function joinWrappedFirstCells(lines: string[]): string[] {
	const out = [...lines];
	for (let i = 0; i + 1 < out.length; i++) {
		const below = out[i + 1];
		if (!below || below.includes(' | ') || BULLET.test(below) || below.split(/\s+/).length > 5 || /(?:19|20)\d\d/.test(below)) continue;
		// A dated row cut after a comma, its state alone below: "Dec 2021–May 2023 Clinical Nurse
		// Specialist, Maple Ridge Community Hospital, Richmond," above "VA".
		if (/(?:19|20)\d\d/.test(out[i]) && /,$/.test(out[i]) && WRAPPED_PLACE.test(below)) {
			out[i] = `${out[i]} ${below}`;
			out[i + 1] = '';
			continue;
		}
		const cells = out[i].split(' | ');
		if (cells.length === 2 && DATES_CELL.test(cells[1])) {
			if (/^\p{Ll}/u.test(below)) continue;
			const comma = /,$/.test(cells[0].trim());
			const place = /\.$/.test(below) && ENDS_WITH_PLACE.test(below) && /,/.test(`${cells[0]} ${below}`);
			if (!comma && !place) continue;
			out[i] = `${cells[0].trimEnd()} ${below} | ${cells[1]}`;
			out[i + 1] = '';
			continue;
		}
		// The same row set with a narrow gap before its dates: "Partner, City Attorney, Sacra- Mar. 2025 —
		// Oct. 2025" above "mento, CA.". The cell ends open (a comma, a word broken by a hyphen).
		const dated = cells.length === 1 ? TRAILING_RANGE.exec(out[i]) : null;
		if (!dated) continue;
		const head = out[i].slice(0, dated.index).trimEnd();
		if (!/\p{L}{3}/u.test(head)) continue;
		const broken = /\p{Ll}-$/u.test(head) && /^\p{Ll}/u.test(below);
		// The line under it ends the row with its place ("CA.", "S.A., Porto Alegre, RS."), and the row
		// was left open: a comma, a joining word ("Cooperativa Sabiá de" above "Crédito, Vitória, ES."), or
		// a place of its own in the line below. A sentence under the row is its description.
		const place = /\.$/.test(below) && ENDS_WITH_PLACE.test(below) && !/^\p{Ll}/u.test(below);
		const open = /(?:,|\s(?:d[aoe]s?|of|and|&))$/i.test(head) || /,/.test(below);
		if (!broken && !(place && open)) continue;
		out[i] = `${broken ? head.slice(0, -1) : `${head} `}${below} | ${dated[1]}`;
		out[i + 1] = '';
	}
	return out.filter((line, i) => line !== '' || lines[i] === '');
}

// The rest of a name a narrow column wrapped before its particle: "…, Secretaria Municipal de
// Educação" above "de Serra Azul, João Pessoa, PB".
const NAME_GOES_ON = /^(?:d[aoe]s?|de|of|and)\s+\p{Lu}/u;

/** A head line whose employer's name goes on below, after "de" or "of", is one line again. */
export function joinWrappedNames(lines: string[]): string[] {
	const out: string[] = [];
	for (const line of lines) {
		const last = out[out.length - 1];
		const head = last && !BULLET.test(last) && !/[.;:!?]$/.test(last) && /\p{Lu}\p{L}+$/u.test(last);
		if (head && NAME_GOES_ON.test(line) && line.split(/\s+/).length <= 8 && !line.includes(' | ')) {
			out[out.length - 1] = `${last} ${line}`;
			continue;
		}
		out.push(line);
	}
	return out;
}

// A line that goes on from the one above: it starts in lower case or with a bracket, and is not a
// date ("jan/2020 – atual", "desde 2019") that starts in lower case too.
const GOES_ON = /^(?:[a-zà-ÿ]|\((?=[\p{Ll}\d]))/u;
const LOWER_DATE = /^(?:(?:jan|fev|feb|mar|abr|apr|mai|may|jun|jul|ago|aug|set|sep|out|oct|nov|dez|dec|ene|dic)[a-zç]*\.?\s*[/.\s-]\s*\d|desde\b|since\b|de\s+\d|\d)/i;

/**
 * A bullet a reader wrapped onto several lines is one line again ("→ avaliação de desempenho e
 * plano de cargos e" + "salários."), so a phrase cut by the wrap is read whole. Only the lines
 * under a list item that go on in lower case are joined, never a new item, a date or a heading.
 */
export function joinWrappedBullets(lines: string[]): string[] {
	const out: string[] = [];
	let inItem = false;
	for (const line of lines) {
		const last = out[out.length - 1];
		if (inItem && last && line && GOES_ON.test(line) && !LOWER_DATE.test(line) && !BULLET.test(line) && !/[.!?;]$/.test(last)) {
			out[out.length - 1] = `${last} ${line}`;
			continue;
		}
		inItem = BULLET.test(line);
		out.push(line);
	}
	return out;
}

// Glyphs word processors and PDF generators use as list bullets.
export const BULLET = /^(?:[•▪▫◆◇●○■□►▸▹▶‣⁃∙·➢➤➔→✓✔✗★☆◦❖\-–—*+>]|\d{1,2}[.)])\s+/u;
