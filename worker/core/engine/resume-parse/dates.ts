import { foldKeepingOffsets } from './text';

/** A month `YYYY-MM` or a year `YYYY` when the document shows only the year. */
export type MonthOrYear = string;

export interface DateRange {
	start: MonthOrYear | null;
	end: MonthOrYear | null;
	current: boolean;
	/** Where the range (with "since", brackets) sits in the line, so it can be cut out. */
	from: number;
	to: number;
	/** Read from one date only ("Summer 2015", "2019"): start and end are the same. */
	single?: boolean;
}

// English, Portuguese and Spanish ("ene. 2020", "septiembre de 2017", "dic. 2019").
const MONTHS: Record<string, number> = {
	jan: 1, january: 1, janeiro: 1, ene: 1, enero: 1,
	feb: 2, february: 2, fev: 2, fevereiro: 2, febrero: 2,
	mar: 3, march: 3, marco: 3, marzo: 3,
	apr: 4, april: 4, abr: 4, abril: 4,
	may: 5, mai: 5, maio: 5, mayo: 5,
	jun: 6, june: 6, junho: 6, junio: 6,
	jul: 7, july: 7, julho: 7, julio: 7,
	aug: 8, august: 8, ago: 8, agosto: 8,
	sep: 9, sept: 9, september: 9, set: 9, setembro: 9, septiembre: 9, setiembre: 9,
	oct: 10, october: 10, out: 10, outubro: 10, octubre: 10,
	nov: 11, november: 11, novembro: 11, noviembre: 11,
	dec: 12, december: 12, dez: 12, dezembro: 12, dic: 12, diciembre: 12
};
const MONTH_WORD = Object.keys(MONTHS)
	.sort((a, b) => b.length - a.length)
	.join('|');

interface Token {
	from: number;
	to: number;
	kind: 'date' | 'present';
	year?: number;
	month?: number | null;
	/** "03/19": too ambiguous alone, a date only as one end of a range. */
	short?: boolean;
}

// Dates as people write them, on folded text (no accents, lower case). Order matters: longest forms first.
const DATE_FORMS: { pattern: RegExp; read: (m: RegExpExecArray, lang: 'en' | 'pt') => { year: number; month: number | null } | null }[] = [
	{
		// "15/03/2020" (pt: day first) or "03/15/2020" (en: month first)
		pattern: /(?<![\d/.])(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d\d)(?!\d)/g,
		read: (m, lang) => {
			const a = Number(m[1]);
			const b = Number(m[2]);
			const month = a > 12 ? b : b > 12 ? a : lang === 'pt' ? b : a;
			return { year: Number(m[3]), month };
		}
	},
	{
		// A day before the month: "01 de março de 2019", "1º de março de 2019", "15 March 2019"; and after
		// it: "March 15, 2019". The month is what a resume's range needs; the day goes with it.
		pattern: new RegExp(`(?<![\\d/.])(?:(\\d{1,2})(?:º|o|ª)?\\s+(?:de\\s+)?(${MONTH_WORD})\\.?|(${MONTH_WORD})\\.?\\s+(\\d{1,2}),?)(?:\\s*(?:de|of|,)\\s*|\\s+)((?:19|20)\\d\\d)(?!\\d)`, 'g'),
		read: (m) => {
			const day = Number(m[1] ?? m[4]);
			return day >= 1 && day <= 31 ? { year: Number(m[5]), month: MONTHS[m[2] ?? m[3]] } : null;
		}
	},
	{
		// "Jan 2020", "jan. de 2020", "mar/2023", "January, 2020", "Jan '20", "jan/20"
		// (the apostrophe of a short year is often typeset as a curly one: "Sept ’17")
		pattern: new RegExp(`(?<![a-z])(${MONTH_WORD})\\.?(?:\\s*(?:de|of)\\s+|\\s*[/,-]\\s*|\\s+)(['’‘]?)((?:19|20)\\d\\d|\\d\\d)(?![\\d])`, 'g'),
		read: (m) => {
			const short = m[3].length === 2;
			if (short && !(m[2] !== '' || /\//.test(m[0]))) return null;
			const year = short ? 2000 + Number(m[3]) : Number(m[3]);
			return { year: year > 2000 + 40 ? year - 100 : year, month: MONTHS[m[1]] };
		}
	},
	{
		// "2020 (setembro)", "2019 (Mar.)": the year first, its month in brackets
		pattern: new RegExp(`(?<![\\d/.])((?:19|20)\\d\\d)\\s*\\(\\s*(${MONTH_WORD})\\.?\\s*\\)`, 'g'),
		read: (m) => ({ year: Number(m[1]), month: MONTHS[m[2]] })
	},
	{
		// "Fall 2019", "verão de 2015": the year is what a season tells for sure.
		pattern: /(?<![a-z])(?:summer|winter|spring|fall|autumn|verao|inverno|primavera|outono)\s*(?:of\s+|de\s+)?((?:19|20)\d\d)(?!\d)/g,
		read: (m) => ({ year: Number(m[1]), month: null })
	},
	{
		// "03/2019", "3-2019", "03.2019"
		pattern: /(?<![\d/.])(0?[1-9]|1[0-2])\s?[/.-]\s?((?:19|20)\d\d)(?!\d)/g,
		read: (m) => ({ year: Number(m[2]), month: Number(m[1]) })
	},
	{
		// "2019-03", "2019/03"; "2016/12-2023/11" (a dash then a year ends the date, a dash then a day does not)
		pattern: /(?<![\d/.])((?:19|20)\d\d)[/.-](0[1-9]|1[0-2])(?![\d/.]|-(?!(?:19|20)\d\d))/g,
		read: (m) => ({ year: Number(m[1]), month: Number(m[2]) })
	},
	{
		// a year alone; not inside a phone number or an amount
		// (nor inside a word: "ES2022", "FY2025")
		pattern: /(?<![\p{L}\d$€£.,])(?<!(?:^|\D)\d{1,3}[-.\s])((?:19[5-9]|20\d)\d)(?![\d%]|\s?(?:k\b|mil\b|\+))/gu,
		read: (m) => ({ year: Number(m[1]), month: null })
	}
];

// "até o momento", "to date", "until now": the joining word is matched as the separator, not here —
// but for "till date" after another joiner ("Nov 2024 to Till Date"), taken whole as "now".
const PRESENT =
	/(?<![a-z])(?:(?:till|til|until|up to|ate)\s+(?:the\s+)?(?:date|now|present|hoje|o momento|a presente data)|the present|present|presente data|presente|current(?:ly)?|now|today|date|ongoing|atual(?:mente)?|hoje|o momento|momento|em andamento|em curso|a presente data|la actualidad|actualidad|actual(?:mente)?|la fecha|hoy)(?![a-z])/g;

// "03/19": month and two-digit year (2000s), accepted only as an end of a range.
const SHORT = /(?<![\d/.])(0[1-9]|1[0-2])\/(\d\d)(?![\d/])/g;

// What joins two dates into a range.
// "Admissão: 02/2019 · Desligamento: 03/2021", "Início: fev/2019 — Término: mar/2021": an end labelled as such.
// "to", "até" may carry a dash before and a colon after when a form's two fields were put on one line
// ("From: March 2019 – To: May 2021", "De 03/2019 Até 05/2021").
const BETWEEN = /^\s*(?:[-–—‒−~→>]+|-+>|(?:[–—-]\s*)?(?:to|until|till|through|thru|a|ate|ao|hasta|al)(?:\s*:)?|e|(?:[·|,;–—-]\s*)?(?:desligamento|demissao|saida|data de saida|termino|fim|end(?: date)?|ended|finished|left)\s*:)\s*$/;
const AND = /^\s*(?:e|and)\s*$/;
const BETWEEN_WORD = /(?:entre|between)\s*$/;
// A season or a single month stands for a short role: "Summer 2015", "Verão 2015".
const SEASON = /(?:summer|winter|spring|fall|autumn|verao|inverno|primavera|outono)\s*(?:of\s+|de\s+)?$/;
// A form's start field: "Admissão:", "Data de início:", "Start date:".
const START_LABEL = /(?:^|\s)(?:data de )?(?:admissao|inicio|entrada|start(?: date)?)\s*:\s*$/;
// What starts an open range: "since 2021", "desde mar/2021", "a partir de 2020".
const SINCE = /(?:since|from|desde|a partir de)\s*$/;

// Every line is read for dates several times (is it a header? a date line? where is the range?);
// the reading is pure, so remember the last few hundred.
const memo = new Map<string, Token[]>();

function tokens(line: string, lang: 'en' | 'pt'): Token[] {
	const key = lang + line;
	const known = memo.get(key);
	if (known) return known;
	const found = readTokens(line, lang);
	if (memo.size > 500) memo.clear();
	memo.set(key, found);
	return found;
}

// Day and month both numbers: "18/09/2022" can only be day first, "09/18/2022" only month first.
const NUMERIC_DATE = /(?<![\d/.])(\d{1,2})[/.-](\d{1,2})[/.-](?:19|20)\d\d(?!\d)/g;

/**
 * The order a line writes its numeric dates in, when one of them shows it: "18/09/2022–10/05/2026"
 * is day first all along, whatever the resume's language.
 */
function numericOrder(folded: string, lang: 'en' | 'pt'): 'en' | 'pt' {
	NUMERIC_DATE.lastIndex = 0;
	for (let m = NUMERIC_DATE.exec(folded); m; m = NUMERIC_DATE.exec(folded)) {
		const [a, b] = [Number(m[1]), Number(m[2])];
		if (a > 12 && b <= 12) return 'pt';
		if (b > 12 && a <= 12) return 'en';
	}
	return lang;
}

function readTokens(line: string, language: 'en' | 'pt'): Token[] {
	const folded = foldKeepingOffsets(line);
	const lang = numericOrder(folded, language);
	const found: Token[] = [];
	const taken = (from: number, to: number) => found.some((t) => from < t.to && to > t.from);
	for (const form of DATE_FORMS) {
		form.pattern.lastIndex = 0;
		for (let m = form.pattern.exec(folded); m; m = form.pattern.exec(folded)) {
			const from = m.index;
			const to = from + m[0].length;
			if (taken(from, to)) continue;
			const value = form.read(m, lang);
			if (!value || (value.month !== null && (value.month < 1 || value.month > 12))) continue;
			found.push({ from, to, kind: 'date', year: value.year, month: value.month });
		}
	}
	SHORT.lastIndex = 0;
	for (let m = SHORT.exec(folded); m; m = SHORT.exec(folded)) {
		if (taken(m.index, m.index + m[0].length)) continue;
		found.push({ from: m.index, to: m.index + m[0].length, kind: 'date', year: 2000 + Number(m[2]), month: Number(m[1]), short: true });
	}
	PRESENT.lastIndex = 0;
	for (let m = PRESENT.exec(folded); m; m = PRESENT.exec(folded)) {
		if (!taken(m.index, m.index + m[0].length)) found.push({ from: m.index, to: m.index + m[0].length, kind: 'present' });
	}
	return found.sort((a, b) => a.from - b.from);
}

export function formatDate(year: number, month: number | null | undefined): MonthOrYear {
	return month ? `${year}-${String(month).padStart(2, '0')}` : String(year);
}

/**
 * The first date range in a line: "Jan 2020 – Present", "03/2019 - 12/2021", "2018–2020",
 * "05/2022 – atual", "mar/2023 – presente", "jan. de 2020 até o momento", "desde 2021", "2021 –".
 * An ongoing range has `end: null` and `current: true`.
 */
export function findDateRange(line: string, lang: 'en' | 'pt' = 'en'): DateRange | null {
	const folded = foldKeepingOffsets(line);
	const list = tokens(line, lang);
	for (let i = 0; i < list.length; i++) {
		const first = list[i];
		if (first.kind !== 'date') continue;
		const next = list[i + 1];
		if (first.short && !(next && (next.kind === 'present' || next.short))) continue;
		if (next?.short && !first.short) continue;
		const joiner = next ? folded.slice(first.to, next.from) : '';
		// "entre 2019 e 2021" is a range; "em 2024 e 2025" is two years.
		// "Nov 2024 till date", "Nov 2024 to Till Date": the word that ends the range opens "now".
		const tillNow = next?.kind === 'present' && /^(?:till|til|until|up to|ate)\s/.test(folded.slice(next.from, next.to)) && /^\s*(?:to|-|–|—)?\s*$/.test(joiner);
		const joined = next && (tillNow || (BETWEEN.test(joiner) && (!AND.test(joiner) || BETWEEN_WORD.test(folded.slice(0, first.from)))));
		if (next && joined) {
			if (next.kind === 'present')
				return widen(folded, { start: formatDate(first.year!, first.month), end: null, current: true, from: first.from, to: next.to });
			if (!isBefore(next, first))
				return widen(folded, {
					start: formatDate(first.year!, first.month),
					end: formatDate(next.year!, next.month),
					current: false,
					from: first.from,
					to: next.to
				});
		}
		if (first.short) continue;
		const before = folded.slice(0, first.from);
		const since = SINCE.exec(before);
		if (since) return widen(folded, { start: formatDate(first.year!, first.month), end: null, current: true, from: since.index, to: first.to });
		// "Admissão: 01 de março de 2019" and no end on the line: a start, its end unknown (not a
		// one-month job, and not "now" either: the form may give the end on a line of its own).
		if (START_LABEL.test(before) && !list.slice(i + 1).some((token) => token.kind === 'date' || token.kind === 'present'))
			return { start: formatDate(first.year!, first.month), end: null, current: false, from: first.from, to: first.to };
		// "2021 –" with nothing after: written as an open range.
		const dangling = /^\s*[-–—]+\s*(?:\)|$)/.exec(folded.slice(first.to));
		if (dangling) return widen(folded, { start: formatDate(first.year!, first.month), end: null, current: true, from: first.from, to: first.to + dangling[0].length });
	}
	return null;
}

function isBefore(a: Token, b: Token): boolean {
	if (a.year! !== b.year!) return a.year! < b.year!;
	return (a.month ?? 12) < (b.month ?? 1);
}

// Take in the brackets around "(2019 – 2021)" so that cutting the range leaves no "()".
function widen(folded: string, range: DateRange): DateRange {
	let { from, to } = range;
	const open = /[([]\s*$/.exec(folded.slice(0, from));
	const close = /^\s*[)\]]/.exec(folded.slice(to));
	if (open && close) {
		from = open.index;
		to += close[0].length;
	}
	return { ...range, from, to };
}

/** A line's only date as a range of its own: a short role ("Summer 2015", "Mar 2020"). */
export function findSingleDate(line: string, lang: 'en' | 'pt' = 'en'): DateRange | null {
	const dates = tokens(line, lang).filter((token) => token.kind === 'date' && !token.short);
	if (dates.length !== 1) return null;
	const [only] = dates;
	const value = formatDate(only.year!, only.month);
	const season = SEASON.exec(foldKeepingOffsets(line).slice(0, only.from));
	return widen(foldKeepingOffsets(line), { start: value, end: value, current: false, from: season ? season.index : only.from, to: only.to, single: true });
}

/** Single dates in a line (education often shows only the year of completion). */
export function findDates(line: string, lang: 'en' | 'pt' = 'en'): { value: MonthOrYear; from: number; to: number }[] {
	return tokens(line, lang)
		.filter((token) => token.kind === 'date' && !token.short)
		.map((token) => ({ value: formatDate(token.year!, token.month), from: token.from, to: token.to }));
}

/** Months since year 0, for arithmetic; a bare year counts from its January (or its December at the end). */
export function monthIndex(value: MonthOrYear, atEnd = false): number {
	const [year, month] = value.split('-').map(Number);
	return year * 12 + ((month || (atEnd ? 12 : 1)) - 1);
}

/** The text of a line with a date range cut out (and a "(3 yrs 2 mos)" duration next to it). */
export function withoutRange(line: string, range: DateRange): string {
	// "De 09/2005 a 04/2006", "From March 2019 to …": the word that opens a range belongs to it.
	const before = line.slice(0, range.from).replace(/(?:^|\s)(?:de|desde|from|since|per[ií]odo de)\s*$/i, ' ');
	const rest = before + ' ' + line.slice(range.to);
	return rest.replace(/\(?\s*\d+\s*(?:yrs?|years?|anos?|mos?|months?|meses|m[eê]s)\b[^)]*\)?/gi, ' ');
}
