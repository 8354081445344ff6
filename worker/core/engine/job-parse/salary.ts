import type { Salary, SalaryPeriod } from './schema';
import { foldText } from './text';

/*
 * Pay as written in EN and pt-BR postings:
 *   "$150,000 – $180,000 per year", "$85k–$100k", "US$ 120k–150k/year", "$45/hour",
 *   "R$ 12.000 – R$ 15.000", "R$ 5.500,00", "R$ 14.000 a R$ 18.000/mês", "R$ 7 mil", "€60.000 por ano",
 *   "de R$ 3.000 até R$ 4.000", "até R$ 5.000" (max only), "a partir de R$ 3.000" (min only).
 * Numbers: dots or commas group thousands ("150,000", "12.000"); the last separator is the
 * decimal one when both appear ("5.500,00", "1,234.50"); one separator followed by other than
 * three digits is decimal ("45.50", "7,5 mil"). "a combinar" or "competitive" give no salary.
 */

const CURRENCY_BEFORE: [RegExp, string][] = [
	[/^R\$$/i, 'BRL'],
	[/^(?:US\$|U\$|USD)$/i, 'USD'],
	[/^(?:CA\$|C\$|CAD)$/i, 'CAD'],
	[/^(?:A\$|AU\$|AUD)$/i, 'AUD'],
	[/^(?:€|EUR)$/i, 'EUR'],
	[/^(?:£|GBP)$/i, 'GBP'],
	[/^BRL$/i, 'BRL'],
	[/^\$$/, 'USD']
];
const CURRENCY_AFTER: Record<string, string> = {
	usd: 'USD', brl: 'BRL', eur: 'EUR', gbp: 'GBP', cad: 'CAD', aud: 'AUD', '€': 'EUR', '£': 'GBP',
	reais: 'BRL', real: 'BRL', dolares: 'USD', dollars: 'USD', euros: 'EUR', libras: 'GBP', pounds: 'GBP'
};

// One amount: an optional currency before, the number, an optional multiplier and currency after.
const AMOUNT =
	/(R\$|US\$|U\$|CA\$|C\$|AU\$|A\$|\$|€|£|\b(?:USD|BRL|EUR|GBP|CAD|AUD)\b)?\s?(\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:\s?(k|K|mil|thousand)\b)?(?:\s?(USD|BRL|EUR|GBP|CAD|AUD|€|£|reais|d[oó]lares|dollars|euros|libras|pounds)\b)?/g;

interface Amount {
	value: number;
	currency: string | null;
	multiplied: boolean;
	start: number;
	end: number;
}

const HOUR = /(?:per hour|an hour|a hour|\/\s?(?:h|hr|hour|hora)\b|hourly|por hora|\bp\/h\b|\bph\b|valor hora|a hora\b|\/h\b)/;
const MONTH = /(?:per month|a month|\/\s?(?:mo|month|mes|m)\b|monthly|mensal|mensais|por mes|ao mes|\bmes\b|\/mes)/;
const YEAR = /(?:per year|a year|per annum|annually|\bannual\b|yearly|\/\s?(?:yr|year|ano|a)\b|\bp\.?a\.?\b|\ba\.a\.|por ano|ao ano|\banual\b|\/ano)/;

const UNDISCLOSED =
	/\b(?:a combinar|compativel com o mercado|de acordo com o mercado|negociavel|competitive|doe|depending on experience|commensurate|nao informad[oa]|confidencial|a definir|tbd)\b/;

/** Reads a number as written ("150,000", "12.000", "5.500,00", "45.50", "7,5"). */
export function parseNumber(raw: string): number {
	const text = raw.replace(/[\u00a0 ]/g, (space, at: number) => (/^\d{3}/.test(raw.slice(at + 1)) ? '' : space)).trim();
	const lastDot = text.lastIndexOf('.');
	const lastComma = text.lastIndexOf(',');
	if (lastDot >= 0 && lastComma >= 0) {
		const decimal = lastDot > lastComma ? '.' : ',';
		const group = decimal === '.' ? ',' : '.';
		return Number(text.split(group).join('').replace(decimal, '.'));
	}
	const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
	if (!separator) return Number(text);
	const grouped = new RegExp(`^\\d{1,3}(?:\\${separator}\\d{3})+$`).test(text);
	return grouped ? Number(text.split(separator).join('')) : Number(text.replace(separator, '.'));
}

function currencyOf(before: string | undefined, after: string | undefined): string | null {
	if (before) for (const [pattern, code] of CURRENCY_BEFORE) if (pattern.test(before.trim())) return code;
	if (after) return CURRENCY_AFTER[foldText(after)] ?? null;
	return null;
}

function amountsIn(line: string): Amount[] {
	const amounts: Amount[] = [];
	for (const match of line.matchAll(AMOUNT)) {
		const [whole, before, number, multiplier, after] = match;
		const start = match.index ?? 0;
		const next = line.slice(start + whole.length, start + whole.length + 8);
		// Percentages, years of experience and counts are not pay.
		if (/^\s?(?:%|\+?\s?(?:years?|anos?|yrs?|h\b|horas|hours|meses|months|dias|days|pessoas|people|employees|funcionarios))/i.test(next) && !before) continue;
		let value = parseNumber(number);
		if (!Number.isFinite(value)) continue;
		if (multiplier) value *= 1000;
		amounts.push({ value, currency: currencyOf(before, after), multiplied: Boolean(multiplier), start, end: start + whole.length });
	}
	return amounts;
}

const CONNECTOR = /^\s*(?:-|–|—|~|to|a|ate|até|and|e|\/|or|ou)\s*$/i;
// "$145K/yr - $170K/yr", "R$ 20/h a R$ 25/h": the period written after each figure of a range.
const PERIOD_THEN_CONNECTOR = /^\s*(?:\/\s?(?:h|hr|hour|hora|mo|month|m[eê]s|yr|year|ano|a)|per (?:hour|month|year)|an? (?:hour|month|year)|por (?:hora|m[eê]s|ano)|ao (?:m[eê]s|ano))\.?\s*(?:-|–|—|~|to|a|ate|até)\s*$/i;
const UP_TO = /(?:up to|ate|até|maximum of|max\.?|no maximo|no máximo)\s*$/i;
const FROM = /(?:from|starting at|starting from|a partir de|minimum of|min\.?|desde|no minimo|no mínimo|at least)\s*$/i;

/**
 * The salary a line states, or null. `assumeCurrency` is the currency of a salary label's line
 * without a symbol ("Salário: 8.000 a 10.000" in a Portuguese posting).
 */
export function readSalary(line: string, assumeCurrency: string | null = null): Salary | null {
	const folded = foldText(line);
	if (UNDISCLOSED.test(folded) && !/\d/.test(folded.replace(UNDISCLOSED, ''))) return null;
	const amounts = amountsIn(line);
	for (let i = 0; i < amounts.length; i++) {
		const first = amounts[i];
		const second = amounts[i + 1];
		let min: number | null = first.value;
		let max: number | null = first.value;
		let currency = first.currency;
		let last = first;
		const between = second ? line.slice(first.end, second.start) : '';
		if (second && (CONNECTOR.test(between) || PERIOD_THEN_CONNECTOR.test(between))) {
			currency ??= second.currency;
			// "$120–150k": the multiplier of the second figure applies to the first too.
			const firstValue = !first.multiplied && second.multiplied && first.value < 1000 ? first.value * 1000 : first.value;
			min = firstValue;
			max = second.value;
			last = second;
			if (min > max) [min, max] = [max, min];
		} else {
			const before = line.slice(Math.max(0, first.start - 24), first.start);
			if (UP_TO.test(foldText(before)) || UP_TO.test(before)) min = null;
			else if (FROM.test(foldText(before)) || FROM.test(before)) max = null;
		}
		currency ??= assumeCurrency;
		if (!currency) continue;
		// "comissão … + ajuda de custo de R$ 1.500", "plus a $500 phone stipend": an allowance is no pay.
		if (ALLOWANCE.test(foldText(line.slice(Math.max(0, first.start - 30), first.start)))) continue;
		const top = max ?? min ?? 0;
		if (top < 1) continue;
		const period = periodOf(foldText(line.slice(last.end)), folded, currency, top);
		return { min, max, currency, period };
	}
	return null;
}

const ALLOWANCE = /\b(?:ajuda de custo|(?<!bolsa[ -])auxilio|vale|stipend|allowance|reimbursement|reembolso)\b(?:\s+(?:de|of|mensal|monthly))?\s*$/;

/** The period written after the figures, else anywhere in the line, else the usual one for the amount. */
function periodOf(after: string, whole: string, currency: string, amount: number): SalaryPeriod {
	for (const text of [after.slice(0, 40), whole]) {
		const found = firstPeriod(text);
		if (found) return found;
	}
	if (amount < 200) return 'hour';
	// Brazilian and European pay is quoted by the month; North American by the year.
	const monthlyUpTo = currency === 'BRL' ? 60_000 : currency === 'EUR' || currency === 'GBP' ? 15_000 : 20_000;
	return amount <= monthlyUpTo ? 'month' : 'year';
}

function firstPeriod(text: string): SalaryPeriod | null {
	const at = (pattern: RegExp) => {
		const match = pattern.exec(text);
		return match ? match.index : Infinity;
	};
	const found: [SalaryPeriod, number][] = [
		['hour', at(HOUR)],
		['month', at(MONTH)],
		['year', at(YEAR)]
	];
	found.sort((a, b) => a[1] - b[1]);
	return found[0][1] === Infinity ? null : found[0][0];
}

// "Salary:", "Compensation:", "Pay range:", "Remuneração:", "Salário:", "Faixa salarial:", "Bolsa-auxílio:".
export const SALARY_LABEL =
	/^(?:salary(?: range)?|base salary|compensation|pay(?: range| rate)?|base pay|hourly rate|rate|wage|wages|ote|remuneracao(?: mensal)?|salario(?: base| mensal)?|faixa salarial|bolsa[- ]auxilio|bolsa|valor(?: hora| mensal)?|pretensao salarial|renda)\b/;

/** Whether a line is labelled as pay ("Remuneração: R$ …"). */
export function isSalaryLine(line: string): boolean {
	return SALARY_LABEL.test(foldText(line.trim().replace(/^[^\p{L}]+/u, '')));
}

/** Whether a line states an undisclosed salary ("Salário: a combinar"). */
export function isUndisclosed(line: string): boolean {
	return UNDISCLOSED.test(foldText(line));
}
