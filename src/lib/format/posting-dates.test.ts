import { describe, expect, it } from 'vitest';
import { formatPostingDate, hasExpired } from './posting-dates';

describe('a posting’s dates', () => {
	it('writes a day as that day in either language, whatever the time zone', () => {
		expect(formatPostingDate('2011-10-31', 'en')).toBe('Oct 31, 2011');
		expect(formatPostingDate('2011-10-31', 'pt-BR')).toBe('31 de out. de 2011');
	});

	it('says a posting has expired only once the last day to apply is over', () => {
		const now = new Date(2024, 4, 31, 18, 0);
		expect(hasExpired('2024-05-31', now)).toBe(false);
		expect(hasExpired('2024-05-30', now)).toBe(true);
		expect(hasExpired('2024-05-31T12:00:00.000Z', new Date('2024-05-31T12:00:01Z'))).toBe(true);
		expect(hasExpired('2024-05-31T12:00:00.000Z', new Date('2024-05-31T11:59:59Z'))).toBe(false);
		expect(hasExpired(undefined, now)).toBe(false);
		expect(hasExpired(null, now)).toBe(false);
	});
});
