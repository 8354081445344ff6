import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '$lib/i18n/en';
import { pt } from '$lib/i18n/pt';
import { format } from '$lib/i18n/i18n.svelte';
import { formatMonth, formatPeriod, itemPeriod } from './dates';

const translator = (messages: Record<string, string>) => (key: MessageKey, params?: Record<string, string | number>) => format(messages[key], params);
const tEn = translator(en);
const tPt = translator(pt);

describe('dates as a person writes them', () => {
	it('writes a month as the short month and the year of the locale', () => {
		expect(formatMonth('2020-01', 'en')).toBe('Jan 2020');
		expect(formatMonth('2020-01', 'pt-BR')).toBe('jan. de 2020');
		expect(formatMonth('2023-12', 'en')).toBe('Dec 2023');
	});

	it('shows a year-only value as the year only', () => {
		expect(formatMonth('2018', 'en')).toBe('2018');
		expect(formatPeriod('2018', '2023', 'pt-BR', tPt)).toBe('2018 – 2023');
	});

	it('says "present" / "atual" for a span still running', () => {
		expect(formatPeriod('2020-01', null, 'en', tEn)).toBe('Jan 2020 – present');
		expect(formatPeriod('2020-01', null, 'pt-BR', tPt)).toBe('jan. de 2020 – atual');
	});

	it('never shows a missing start as "?"', () => {
		expect(formatPeriod(null, '2021', 'en', tEn)).toBe('until 2021');
		expect(formatPeriod(null, '2021', 'pt-BR', tPt)).toBe('até 2021');
		expect(formatPeriod(null, '2021', 'en', tEn, { ongoing: false })).toBe('2021');
		for (const text of [formatPeriod(null, '2021-03', 'en', tEn), formatPeriod(null, null, 'en', tEn)]) expect(text).not.toContain('?');
	});

	it('writes one date once when start and end are the same', () => {
		expect(formatPeriod('2021', '2021', 'en', tEn)).toBe('2021');
	});

	it('dates an award or a certificate as one moment and a job as a span', () => {
		expect(itemPeriod({ type: 'achievement', start: null, end: '2019' }, 'en', tEn)).toBe('2019');
		expect(itemPeriod({ type: 'certification', start: null, end: '2022-05' }, 'pt-BR', tPt)).toBe('mai. de 2022');
		expect(itemPeriod({ type: 'experience', start: null, end: '2019' }, 'pt-BR', tPt)).toBe('até 2019');
		expect(itemPeriod({ type: 'experience', start: '2017-03', end: null }, 'en', tEn)).toBe('Mar 2017 – present');
		expect(itemPeriod({ type: 'skill', start: null, end: null }, 'en', tEn)).toBe('');
	});
});
