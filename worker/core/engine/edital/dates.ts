import { brl, fold, quoteOf } from './lines';
import type { DateKind, Fee, KeyDate, Line } from './types';

const MONTHS = ['janeiro', 'fevereiro', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const MONTH = MONTHS.join('|');

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
export function datesIn(text: string): string[] {
	const folded = fold(text);
	const found: { at: number; date: string }[] = [];
	const numeric = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
	for (const m of folded.matchAll(numeric)) {
		const date = iso(Number(m[3]), Number(m[2]), Number(m[1]));
		if (date) found.push({ at: m.index, date });
	}
	// "05 a 20/01/2026": the first day takes the second's month; never the tail of a full date ("…/26 e 10/01/2026").
	const shortRange = /(?<![\d/])(\d{1,2})\s*(?:a|ate|e)\s*(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
	for (const m of folded.matchAll(shortRange)) {
		const date = iso(Number(m[4]), Number(m[3]), Number(m[1]));
		if (date) found.push({ at: m.index, date });
	}
	// "23/03 a 10/04/2026": the first day and month take the year written after them.
	const dayMonthRange = /(?<![\d/])(\d{1,2})\/(\d{1,2})\s*(?:a|ate|e)\s*\d{1,2}\/\d{1,2}\/(\d{4}|\d{2})\b/g;
	for (const m of folded.matchAll(dayMonthRange)) {
		const date = iso(Number(m[3]), Number(m[2]), Number(m[1]));
		if (date) found.push({ at: m.index, date });
	}
	const written = new RegExp(`\\b(\\d{1,2})(?:o|º|°)?\\s*(?:(?:a|ate|e)\\s*(\\d{1,2})(?:o|º|°)?\\s*)?de\\s+(${MONTH})(?:\\s+de\\s+(\\d{4}))?`, 'g');
	for (const m of folded.matchAll(written)) {
		const year = m[4] ? Number(m[4]) : yearAfter(folded, m.index + m[0].length);
		if (!year) continue;
		const month = MONTHS.indexOf(m[3]) + 1;
		const first = iso(year, month, Number(m[1]));
		if (first) found.push({ at: m.index, date: first });
		const second = m[2] ? iso(year, month, Number(m[2])) : null;
		if (second) found.push({ at: m.index + 1, date: second });
	}
	return found.sort((a, b) => a.at - b.at).map((f) => f.date);
}

/** `5 de janeiro a 4 de fevereiro de 2026`: the first date takes the year written after it. */
function yearAfter(folded: string, from: number): number | null {
	const m = /^[^\d]{0,40}?\d{1,2}(?:o|º|°)?\s*de\s+[a-z]+\s+de\s+(\d{4})/.exec(folded.slice(from));
	return m ? Number(m[1]) : null;
}

type Rule = { kinds: [DateKind, DateKind] | [DateKind]; test: RegExp; not: RegExp };

/** Which key date a line speaks of; the first rule that matches decides. */
const RULES: Rule[] = [
	{ kinds: ['exemption_start', 'exemption_end'], test: /isencao/, not: /resultado|recurso|deferi|homolog|divulga|relacao/ },
	{
		kinds: ['registration_start', 'registration_end'],
		test: /\binscri(?:coes|cao)\b/,
		not: new RegExp(
			[
				...['isencao', 'resultado', 'homolog', 'deferi', 'recurso', 'pagamento', 'boleto', 'comprovante', 'deficien', 'pcd'],
				...['atendimento', 'confirma', 'cancel', 'alterac', 'devoluc', 'vencimento', 'locais', 'cartao', 'sera eliminad']
			].join('|')
		)
	},
	{
		kinds: ['exam'],
		test: /(?:aplicacao|realizacao) d[ao]s? provas?|provas? objetivas?|data da prova|dia da prova/,
		not: /gabarito|resultado|recurso|locais|local de|convoca|divulgacao d|consulta|pratica|titulos|aptidao|classifica|resposta/
	},
	{ kinds: ['result'], test: /resultado final/, not: /recurso|preliminar|provisori|pedidos|titulos|isencao|inscri/ }
];

const SECTION_START = /^(?:[IVXL]+\.|ANEXO|CAP[IÍ]TULO)\s/u;

/** A line that stops in the middle of a date ("… no período entre 10 horas do dia 19 de"): its sentence goes on below. */
const OPEN_END = new RegExp(`(?:\\b(?:de|do|dia|entre|a|ate|partir|periodo|em|no|das|horas|e)|\\d{1,2}|${MONTH})$`);

/**
 * The dates a line's sentence gives: its own, those of the lines its sentence wraps onto (up to two,
 * while they are no new item), or, in a two-column table, those standing alone on the next lines.
 */
function datesNear(lines: readonly Line[], index: number): { dates: string[]; line: Line } {
	let joined = lines[index].text;
	for (let next = index + 1; next <= index + 2 && next < lines.length; next++) {
		const text = lines[next].text;
		if (/^(?:\d+(?:\.\d+)*\.?|[a-z]\))\s/.test(text) || SECTION_START.test(text) || /[.;:]$/.test(lines[next - 1].text)) break;
		if (!OPEN_END.test(fold(joined)) && datesIn(joined).length) break;
		if (RULES.some((rule) => rule.test.test(fold(text)))) break;
		joined = `${joined} ${text}`;
	}
	const own = datesIn(joined);
	// The quote is the whole sentence (or the label and its cell), at the line it starts on.
	if (own.length) return { dates: own, line: { ...lines[index], text: joined } };
	for (let next = index + 1; next <= index + 2 && next < lines.length; next++) {
		const dates = datesIn(lines[next].text);
		const words = fold(lines[next].text).replace(/\d+|de|a|ate|e|[^a-z]/g, ' ').replace(new RegExp(MONTH, 'g'), ' ').trim();
		if (dates.length && words.length < 12) return { dates, line: lines[next] };
		if (RULES.some((rule) => rule.test.test(fold(lines[next].text)))) break;
	}
	return { dates: [], line: lines[index] };
}

/** Past this length a line is a paragraph (an extract in the Diário Oficial prints the whole act as one). */
const PARAGRAPH = 240;
/** Where a paragraph's sentences and numbered items part: after ". " or "; " (not an item's own "3. "), or ": " before an item number. */
const SENTENCE_END = /(?<=[.;])(?<!(?:^|\s)\d{1,3}\.)\s+(?=\d{1,2}\.?\s+\p{Lu}|\p{Lu})|(?<=:)\s+(?=\d{1,2}\.?\s+\p{Lu})/u;

/** A paragraph's sentences, each read as a line of its own (and quoted as such, at the paragraph's line). */
const sentencesOf = (lines: readonly Line[]): Line[] =>
	lines.flatMap((line) => (line.text.length > PARAGRAPH ? line.text.split(SENTENCE_END).map((text) => ({ ...line, text })) : [line]));

/**
 * The key dates: registration and exemption windows, the exam and the final result, each with the
 * line it came from. The first line that gives a kind wins; a later line giving another date for
 * it (a prose summary against the schedule's table) marks it for review. A paragraph is read sentence
 * by sentence: one rule per sentence, as per line.
 */
export function keyDates(all: readonly Line[]): KeyDate[] {
	const found = new Map<DateKind, KeyDate>();
	const lines = sentencesOf(all);
	lines.forEach((line, index) => {
		const folded = fold(line.text);
		const rule = RULES.find((r) => r.test.test(folded) && !r.not.test(folded));
		if (!rule) return;
		const { dates, line: source } = datesNear(lines, index);
		if (!dates.length) return;
		const [startKind, endKind] = rule.kinds;
		const assign = (kind: DateKind, date: string) => {
			const known = found.get(kind);
			if (!known) found.set(kind, { kind, date, quote: quoteOf(source) });
			else if (known.date !== date) known.review = true;
		};
		if (!endKind) return assign(startKind, dates[0]);
		if (dates.length >= 2) {
			assign(startKind, dates[0]);
			assign(endKind, dates[1]);
		} else if (/\bate\b|encerra|termino|ultimo dia|final/.test(folded)) assign(endKind, dates[0]);
		else if (/inicio|a partir/.test(folded)) assign(startKind, dates[0]);
	});
	return [...found.values()];
}

const LEVEL = /(n[ií]vel\s+(?:superior|m[eé]dio(?:\s*\/\s*t[eé]cnico)?|t[eé]cnico|fundamental(?:\s+(?:completo|incompleto))?)|ensino\s+(?:superior|m[eé]dio|fundamental))/i;

/** The registration fees, each with its schooling level when the edital prices them by level. */
export function fees(lines: readonly Line[]): Fee[] {
	const out: Fee[] = [];
	let context = -10;
	lines.forEach((line, index) => {
		const folded = fold(line.text);
		const about = /taxa de inscricao|valor da inscricao|valor da taxa/.test(folded);
		if (about) context = index;
		if (!/r\$/i.test(line.text) || index - context > 6) return;
		if (!about && !LEVEL.test(line.text)) return;
		if (/isencao|devolu|restitu|remunera|vencimento|salario/.test(folded) && !about) return;
		for (const m of line.text.matchAll(/R\$\s*([\d.]+,\d{2})/gi)) {
			const amount = brl(m[1]);
			if (amount === null || amount <= 0 || amount > 1000) continue;
			const before = line.text.slice(Math.max(0, m.index - 80), m.index);
			const levels = [...before.matchAll(new RegExp(LEVEL.source, 'gi'))];
			const level = levels.length ? levels[levels.length - 1][1].replace(/\s+/g, ' ') : null;
			if (!out.some((fee) => fee.amount === amount && fee.level === level)) out.push({ amount, currency: 'BRL', level, cargoIds: [], quote: quoteOf(line) });
		}
	});
	return out;
}
