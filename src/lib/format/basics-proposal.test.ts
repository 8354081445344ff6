import { describe, expect, it } from 'vitest';
import { basicsRows, mergeBasics } from './basics-proposal';

const EMPTY = { name: null, headline: null, email: null, phone: null, location: null, summary: null, links: [] };

describe('the details an imported file proposes', () => {
	it('offers only what differs, ticking what the person has not filled in and not what would replace theirs', () => {
		const rows = basicsRows(
			{ name: 'Richard Hendriks', headline: 'Programmer', email: 'richard@example.com', links: ['https://rh.example.com', 'https://old.example.com'] },
			{ ...EMPTY, name: 'Richard Hendriks', headline: 'CEO', links: ['https://old.example.com'] }
		);
		expect(rows.map(({ field, value, now, selected }) => ({ field, value, now, selected }))).toEqual([
			{ field: 'headline', value: 'Programmer', now: 'CEO', selected: false },
			{ field: 'email', value: 'richard@example.com', now: null, selected: true },
			{ field: 'links', value: 'https://rh.example.com', now: null, selected: true }
		]);
	});

	it('writes the ticked values over the person’s and adds the links to theirs', () => {
		const current = { ...EMPTY, headline: 'CEO', links: ['https://old.example.com'] };
		const rows = basicsRows({ headline: 'Programmer', phone: '+1 555-0100', links: ['https://rh.example.com'] }, current);
		expect(mergeBasics(current, rows)).toEqual({ ...EMPTY, headline: 'CEO', phone: '+1 555-0100', links: ['https://old.example.com', 'https://rh.example.com'] });
		rows[0].selected = true;
		expect(mergeBasics(current, rows).headline).toBe('Programmer');
	});

	it('has nothing to offer without a proposal', () => {
		expect(basicsRows(undefined, EMPTY)).toEqual([]);
	});
});
