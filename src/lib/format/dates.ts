import type { Translate } from '$lib/i18n/analysis-text';

/**
 * Dates as a person writes them: "Jan 2020 – present", "jan. de 2020 – atual", "2018 – 2023".
 * The API stores `YYYY-MM` or `YYYY` (CONTRACT.md); a year-only value is shown as the year only,
 * and a missing start is never shown as "?" ("until 2021", or the year alone).
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

/** One stored date in the locale's short month and year; a year alone stays a year; anything else as it came. */
export function formatMonth(value: string, locale: string): string {
	const month = MONTH.exec(value);
	if (month) {
		// Mid-month in UTC, formatted in UTC: no time zone can move it into another month.
		const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 15));
		return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
	}
	return YEAR.test(value) ? value : value.trim();
}

export interface PeriodOptions {
	/**
	 * A span that runs until it ends (a job, a project, a course of study): a start alone reads
	 * "– present" and an end alone "until …". Otherwise a moment (an award, a certificate): one date.
	 */
	ongoing: boolean;
}

/** A start and an end as one phrase; '' when neither is known. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined, locale: string, t: Translate, options: PeriodOptions = { ongoing: true }): string {
	const from = start ? formatMonth(start, locale) : '';
	const to = end ? formatMonth(end, locale) : '';
	if (from && to) return from === to ? from : `${from} – ${to}`;
	if (from) return options.ongoing ? `${from} – ${t('fidelity.period.present')}` : from;
	if (to) return options.ongoing ? t('fidelity.period.until', { date: to }) : to;
	return '';
}

// Item types whose dates are a span that may still be running; the others happened at one time.
const SPANS = new Set(['experience', 'project', 'education']);

/** The dates of a profile item (or a candidate) as shown on its card. */
export function itemPeriod(item: { type: string; start: string | null; end: string | null }, locale: string, t: Translate): string {
	return formatPeriod(item.start, item.end, locale, t, { ongoing: SPANS.has(item.type) });
}
