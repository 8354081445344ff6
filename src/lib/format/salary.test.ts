import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '$lib/i18n/en';
import { pt } from '$lib/i18n/pt';
import { format } from '$lib/i18n/i18n.svelte';
import { formatSalary } from './salary';

const translator = (messages: Record<string, string>) => (key: MessageKey, params?: Record<string, string | number>) => format(messages[key], params);
const tEn = translator(en);
const tPt = translator(pt);
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('pay as the posting said it', () => {
	it('writes a single figure once, not as a range from it to itself', () => {
		expect(nbsp(formatSalary({ min: 7800, max: 7800, currency: 'BRL', period: 'month' }, 'pt-BR', tPt))).toBe('R$ 7.800 por mês');
	});

	it('writes a range with both ends, a ceiling with "up to" and a floor with "from"', () => {
		expect(formatSalary({ min: 90000, max: 120000, currency: 'USD', period: 'year' }, 'en', tEn)).toBe('$90,000 – $120,000 per year');
		expect(nbsp(formatSalary({ min: null, max: 5000, currency: 'BRL', period: 'month' }, 'pt-BR', tPt))).toBe('até R$ 5.000 por mês');
		expect(formatSalary({ min: 25, max: null, currency: 'USD', period: 'hour' }, 'en', tEn)).toBe('from $25 per hour');
	});
});

describe('pay by the day or the week, or with no period (issue 28)', () => {
	it('says the period, or that the posting does not state it, in both languages', () => {
		expect(formatSalary({ min: 180, max: 220, currency: 'GBP', period: 'day' }, 'en', tEn)).toBe('£180 – £220 per day');
		expect(formatSalary({ min: 1500, max: 1500, currency: 'USD', period: 'week' }, 'en', tEn)).toBe('$1,500 per week');
		expect(formatSalary({ min: 100000, max: 100000, currency: 'USD', period: 'unknown' }, 'en', tEn)).toBe('$100,000 (period not stated)');
		expect(nbsp(formatSalary({ min: 7000, max: 9000, currency: 'BRL', period: 'unknown' }, 'pt-BR', tPt))).toBe('R$ 7.000 – R$ 9.000 (período não informado)');
	});
});
