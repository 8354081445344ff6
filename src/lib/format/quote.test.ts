import { describe, expect, it } from 'vitest';
import { clipQuote, dropBullet } from './quote';

describe('quotes on screen', () => {
	it('drops the bullet or dash a quoted line starts with', () => {
		for (const line of ['• Figma', '- Figma', '– Figma', '* Figma', '◆ Figma']) expect(dropBullet(line)).toBe('Figma');
		expect(dropBullet('-10% churn')).toBe('-10% churn');
	});

	it('cuts a long quote around the words it proves, never inside them', () => {
		const text = `${'Coordinated the quarterly planning across teams and vendors, '.repeat(6)}moving reports from PostgreSQL to the warehouse ${'while keeping dashboards alive for auditors. '.repeat(6)}`;
		const quote = clipQuote(text, ['PostgreSQL'], 120);
		expect(quote).toContain('PostgreSQL');
		expect(quote).toMatch(/^….*…$/);
		for (const word of quote.replace(/…/g, ' ').trim().split(/\s+/)) expect(text.split(/\s+/)).toContain(word);
	});

	it('finds the words whatever their case and accents', () => {
		const text = `${'palavra '.repeat(80)}Pesquisa com usuários quinzenal ${'outra '.repeat(80)}`;
		expect(clipQuote(text, ['pesquisa com usuarios'], 60)).toContain('Pesquisa com usuários');
	});

	it('keeps a short quote whole and cuts an unmatched long one between words', () => {
		expect(clipQuote('• Short line', ['x'])).toBe('Short line');
		const quote = clipQuote('word '.repeat(100), [], 50);
		expect(quote).toMatch(/^word( word)*…$/);
	});
});
