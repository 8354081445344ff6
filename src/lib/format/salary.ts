import type { Translate } from '$lib/i18n/analysis-text';

/** Pay as the API stores it (worker/core/job/schema.ts): a single figure sets min and max alike. */
export interface SalaryValue {
	min: number | null;
	max: number | null;
	currency: string;
	/** `unknown`: the page gives an amount and no period (a schema.org baseSalary without its unit). */
	period: 'hour' | 'day' | 'week' | 'month' | 'year' | 'unknown';
}

/**
 * Pay as the posting said it: one figure once ("R$ 7.800 por mês", never "R$ 7.800 – R$ 7.800"), a
 * range with its two ends, "up to" a ceiling and "from" a floor.
 */
export function formatSalary(salary: SalaryValue, locale: string, t: Translate): string {
	const money = (value: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: salary.currency, maximumFractionDigits: 0 }).format(value);
	const period = t(`job.period.${salary.period}`);
	const { min, max } = salary;
	if (min !== null && max !== null) return min === max ? `${money(min)} ${period}` : `${money(min)} – ${money(max)} ${period}`;
	if (max !== null) return t('job.salary.upTo', { amount: money(max), period });
	if (min !== null) return t('job.salary.from', { amount: money(min), period });
	return '';
}
