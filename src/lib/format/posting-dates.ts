/*
 * A job's `datePosted` and `validThrough` (worker/core/job/schema.ts): a day ("2024-05-31"), or a
 * UTC instant when the page gave a time with its zone.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The date as a person reads it: a day stays that day wherever the screen is (no shift by time zone). */
export function formatPostingDate(value: string, locale: string): string {
	const day = DAY.test(value);
	const date = new Date(day ? `${value}T00:00:00Z` : value);
	if (Number.isNaN(date.getTime())) return value;
	return new Intl.DateTimeFormat(locale, day ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium' }).format(date);
}

/**
 * Whether applications have closed: a day closes at its end (the person's own day after it), an
 * instant at that instant.
 */
export function hasExpired(validThrough: string | null | undefined, now: Date = new Date()): boolean {
	if (!validThrough) return false;
	if (DAY.test(validThrough)) {
		const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
		return validThrough < today;
	}
	const until = Date.parse(validThrough);
	return !Number.isNaN(until) && until < now.getTime();
}
