import { fold } from './lines';

/**
 * The forms a date takes in an edital ("05/01/2026", "5 de janeiro de 2026", "15.05.2025", "13 SET 25", day ranges),
 * read out of a line in order; the dates of acts cited with them are none of the concurso's.
 */
export const MONTHS = ['janeiro', 'fevereiro', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
export const MONTH = MONTHS.join('|');
export const ABBREVIATIONS = MONTHS.map((m) => m.slice(0, 3));
const ABBREVIATED = new RegExp(
	`(?<![\\d/.])(\\d{1,2})\\s*(?:(?:a|e|A|E)\\s*(\\d{1,2})\\s+)?(${ABBREVIATIONS.flatMap((a) => [a.toUpperCase(), a[0].toUpperCase() + a.slice(1)]).join('|')})\\p{L}*\\.?\\s+((?:19|20)?\\d{2})\\b`,
	'gu'
);
/** "Lei nº 13.656, de 30 de abril de 2018", "Decreto Federal nº 6.593, de 2 de outubro de 2008": an act cited with its date. */
const LAW_DATE = new RegExp(
	`\\b(?:lei|decreto|portaria|resolucao|instrucao normativa|medida provisoria|emenda constitucional|deliberacao|sumula)\\b[^,;()]{0,40}?\\b\\d[\\d./-]*\\s*,?\\s*de\\s+\\d{1,2}(?:o|º|°)?\\s*de\\s+(?:${MONTH})\\s+de\\s+\\d{4}`,
	'g'
);
/** "SALVADOR, SEXTA-FEIRA, 29 DE NOVEMBRO DE 2024 - ANO CIX - Nº 24.046": a gazette's dateline, the day of its issue. */
const GAZETTE_DATELINE = new RegExp(`\\b(?:(?:segunda|terca|quarta|quinta|sexta)-feira|sabado|domingo)\\s*,?\\s*\\d{1,2}\\s+de\\s+(?:${MONTH})\\s+de\\s+\\d{4}\\s*[-–|]\\s*ano\\b`, 'g');
/** "Decreto Estadual nº 15.353 de 08/08/2014": an act cited with its date in figures. */
const LAW_NUMERIC_DATE = /\b(?:lei|decreto|portaria|resolucao|instrucao normativa|medida provisoria|deliberacao)\b[^,;()]{0,40}?\b\d[\d./-]*\s*,?\s*de\s+\d{1,2}\/\d{1,2}\/\d{2,4}/g;
/** "…, de 20 de dezembro de 1999, publicado no Diário Oficial da União, de 21 de dezembro de 1999": the day an act cited was published. */
const ACT_PUBLISHED = new RegExp(
	`(?:${MONTH})\\s+de\\s+\\d{4}\\s*,?\\s*publicad[oa]s?\\s+n[oa]\\s+[^,;()]{0,60}?,?\\s*(?:de|em)\\s+\\d{1,2}(?:o|º|°)?\\s*de\\s+(?:${MONTH})(?:\\s+de\\s+\\d{4})?`,
	'g'
);
/** "Decreto … / n.º 8.727, de 28 de abril de 2016" wrapped, its kind on the line above: a numbered act with its date. */
// So is a number in thousands opening a line with its date ("nos termos da Lei nº" / "13.872, de 17 de setembro de 2019.").
const NUMBERED_ACT_DATE = new RegExp(`(?:\\bn\\.?\\s*[º°o]\\.?\\s*\\d[\\d./-]*|^\\d{1,3}(?:\\.\\d{3})+(?:\\/\\d{2,4})?)\\s*,?\\s*de\\s+\\d{1,2}(?:o|º|°)?\\s*de\\s+(?:${MONTH})\\s+de\\s+\\d{4}`, 'g');

/** Folded, with a year glued to the next word ("De 18/05/2026até 13/07/2026") parted from it (the offsets only order the dates). */
export const unglued = (text: string) => fold(text).replace(/(\/\d{4})(?=\p{L})/gu, '$1 ');

/** A real calendar day as YYYY-MM-DD (two-digit years are this century's), else null: 31/02 is no date. */
function iso(year: number, month: number, day: number): string | null {
	const full = year < 100 ? 2000 + year : year;
	const at = new Date(Date.UTC(full, month - 1, day));
	if (at.getUTCFullYear() !== full || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
	return at.toISOString().slice(0, 10);
}

/**
 * Every date a line gives, in order: `05/01/2026`, `5 de janeiro de 2026`, `1º de março de 2026`,
 * and the day ranges editais write with one month: `de 5 a 20 de janeiro de 2026`, `05 a 20/01/2026`.
 */
/**
 * The year a schedule that writes no years speaks of ("Aplicação da Prova Objetiva   09 de novembro"): the edital's, and
 * its date when known, after which every event falls (a day before it is next year's).
 */
export type Era = { year: number; from: string | null };

export function datesIn(text: string, era?: Era): string[] {
	// A law's own date ("Lei nº 13.656, de 30 de abril de 2018") is no date of the concurso: masked, same length.
	const folded = unglued(text)
		.replace(ACT_PUBLISHED, (m) => ' '.repeat(m.length))
		.replace(LAW_DATE, (m) => ' '.repeat(m.length))
		.replace(LAW_NUMERIC_DATE, (m) => ' '.repeat(m.length))
		.replace(GAZETTE_DATELINE, (m) => ' '.repeat(m.length))
		.replace(NUMBERED_ACT_DATE, (m) => ' '.repeat(m.length));
	const found: { at: number; date: string }[] = [];
	// "15.05.2025", "15.05 a 13.06.2025", "15 e 16.05.2025": dots instead of slashes, with a four-digit year only
	// (an item number "3.1.2" is never a date).
	const dotted = /(?<![\d.])(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})(?![\d.])/g;
	for (const m of folded.matchAll(dotted)) {
		const date = iso(Number(m[3]), Number(m[2]), Number(m[1]));
		if (date) found.push({ at: m.index, date });
	}
	const dottedRange = /(?<![\d.])(\d{1,2})(?:\.(\d{1,2}))?\s*(?:a|ate|e)\s*\d{1,2}\.(\d{1,2})\.((?:19|20)\d{2})(?![\d.])/g;
	for (const m of folded.matchAll(dottedRange)) {
		const date = iso(Number(m[4]), Number(m[2] ?? m[3]), Number(m[1]));
		if (date) found.push({ at: m.index, date });
	}
	// "13 SET 25", "De 25 a 31 MAR 25": a military calendar's abbreviated month, in capitals or capitalised only
	// (read on the text as written: "mar" in lower case is the sea).
	for (const m of text.matchAll(ABBREVIATED)) {
		const month = ABBREVIATIONS.indexOf(fold(m[3])) + 1;
		const year = Number(m[4]);
		const first = iso(year, month, Number(m[1]));
		if (first) found.push({ at: m.index, date: first });
		const second = m[2] ? iso(year, month, Number(m[2])) : null;
		if (second) found.push({ at: m.index + 1, date: second });
	}
	// "1º/6/2025": the first of the month written as an ordinal.
	const numeric = /\b(\d{1,2})[º°]?\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
	for (const m of folded.matchAll(numeric)) {
		const date = iso(Number(m[3]), Number(m[2]), Number(m[1]));
		if (date) found.push({ at: m.index, date });
	}
	// "05 a 20/01/2026": the first day takes the second's month; never the tail of a full date ("…/26 e 10/01/2026").
	const shortRange = /(?<![\d/])(\d{1,2})[º°]?\s*(?:a|ate|e)\s*(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
	for (const m of folded.matchAll(shortRange)) {
		const date = iso(Number(m[4]), Number(m[3]), Number(m[1]));
		if (date) found.push({ at: m.index, date });
	}
	// "23/03 a 10/04/2026": the first day and month take the year written after them.
	const dayMonthRange = /(?<![\d/])(\d{1,2})[º°]?\/(\d{1,2})\s*(?:a|ate|e)\s*\d{1,2}\/\d{1,2}\/(\d{4}|\d{2})\b/g;
	for (const m of folded.matchAll(dayMonthRange)) {
		const date = iso(Number(m[3]), Number(m[2]), Number(m[1]));
		if (date) found.push({ at: m.index, date });
	}
	// "11 janeiro de 2024": a title may leave out the first "de" (only before a year, so "2 marco" alone is no date).
	const written = new RegExp(`\\b(\\d{1,2})(?:o|º|°)?\\s*(?:(?:a|ate|e)\\s*(\\d{1,2})(?:o|º|°)?\\s*)?(?:de\\s+(${MONTH})(?:\\s+de\\s+(\\d{4}))?|(${MONTH})\\s+de\\s+(\\d{4}))`, 'g');
	for (const m of folded.matchAll(written)) {
		const month = MONTHS.indexOf(m[3] ?? m[5]) + 1;
		const year = m[4] ? Number(m[4]) : m[6] ? Number(m[6]) : (yearAfter(folded, m.index + m[0].length) ?? eraYear(era, month, Number(m[1])));
		if (!year) continue;
		const first = iso(year, month, Number(m[1]));
		if (first) found.push({ at: m.index, date: first });
		const second = m[2] ? iso(year, month, Number(m[2])) : null;
		if (second) found.push({ at: m.index + 1, date: second });
	}
	// "entre 10 horas do dia 16 e 23h59min do dia 17 de julho de 2012": a day alone takes the month and year of the date that
	// closes its range, in the same sentence.
	for (const m of folded.matchAll(/\bdia\s+(\d{1,2})(?:o|º|°)?(?!\s*(?:de\s|\/|\.\d|\d|h\b|horas?\b))/g)) {
		const end = RANGE_END.exec(folded.slice(m.index + m[0].length));
		const month = end ? MONTHS.indexOf(end[2]) + 1 : 0;
		const year = end ? (end[3] ? Number(end[3]) : eraYear(era, month, Number(end[1]))) : null;
		const date = year && Number(m[1]) < Number(end![1]) ? iso(year, month, Number(m[1])) : null;
		if (date && !found.some((f) => f.date === date)) found.push({ at: m.index, date });
	}
	// "entre 10 horas do dia 29/02 e 23h59 do dia 25/03/2024": a day and month with no year take the year of
	// the full date written after them in the same sentence.
	const yearless = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/g;
	for (const m of folded.matchAll(yearless)) {
		const after = /^[^.;]{0,80}?\b\d{1,2}\/\d{1,2}\/(\d{4})\b/.exec(folded.slice(m.index + m[0].length));
		const date = after ? iso(Number(after[1]), Number(m[2]), Number(m[1])) : null;
		if (date && !found.some((f) => f.date === date)) found.push({ at: m.index, date });
	}
	return found.sort((a, b) => a.at - b.at).map((f) => f.date);
}

/** A day and month with no year written near them, in the edital's era: its year, or the next if the day is before the edital's. */
function eraYear(era: Era | undefined, month: number, day: number): number | null {
	if (!era) return null;
	const date = iso(era.year, month, day);
	return date && era.from && date < era.from ? era.year + 1 : era.year;
}

/** The dated day that closes a range begun by a day alone, later in the same sentence: its day, month and year (if written). */
const RANGE_END = new RegExp(`^[^.;]{0,60}?\\b(\\d{1,2})(?:o|º|°)?\\s*de\\s+(${MONTH})(?:\\s+de\\s+(\\d{4}))?`);

/** `5 de janeiro a 4 de fevereiro de 2026`: the first date takes the year written after it. */
function yearAfter(folded: string, from: number): number | null {
	// Hours may stand between the two ("14 de abril até as 23h59min do dia 15 de maio de 2025"); a sentence's end may not.
	const m = new RegExp(`^[^.;]{0,60}?\\b\\d{1,2}(?:o|º|°)?\\s*de\\s+(?:${MONTH})\\s+de\\s+(\\d{4})`).exec(folded.slice(from));
	return m ? Number(m[1]) : null;
}
