import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FeedError } from '../feed-item';
import { careersPageUrl, firstPageUrl, readBoardPage } from './index';

const sample = readFileSync(new URL('../../../../tests/support/boards/lever.json', import.meta.url), 'utf8');
const read = (body: string, pageUrl = firstPageUrl('lever', 'brightleaf')) => readBoardPage('lever', 'brightleaf', pageUrl, body);
const postings = (count: number) => JSON.stringify(Array.from({ length: count }, (_, i) => ({ id: `p${i}`, text: `Role ${i}` })));

describe('Lever Postings API', () => {
	it('asks the documented list endpoint in JSON mode, paged, and links the hosted site', () => {
		expect(firstPageUrl('lever', 'brightleaf')).toBe('https://api.lever.co/v0/postings/brightleaf?mode=json&skip=0&limit=100');
		expect(careersPageUrl('lever', 'brightleaf')).toBe('https://jobs.lever.co/brightleaf');
	});

	it('maps postings: title from text, categories.location, workplaceType, hostedUrl, createdAt in ms', () => {
		const { items, next, company } = read(sample);
		expect(next).toBeNull();
		expect(company).toBeNull();
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({
			guid: 'lever:5f0c1a2e-7b3d-4c11-9a8e-1d2f3a4b5c61',
			title: 'Junior Frontend Developer',
			company: 'Brightleaf',
			location: 'Porto Alegre, RS',
			workMode: 'hybrid',
			url: 'https://jobs.lever.co/brightleaf/5f0c1a2e-7b3d-4c11-9a8e-1d2f3a4b5c61',
			publishedAt: '2026-11-02T10:00:00.000Z',
			notes: []
		});
		expect(items[1].workMode).toBe('remote');
		// 'unspecified' and a location that says nothing: unknown.
		expect(items[2].workMode).toBeNull();
	});

	it('builds the description from descriptionPlain, the lists as "- " lines and additionalPlain', () => {
		expect(read(sample).items[0].description).toBe(
			'Brightleaf Learning builds reading apps for public schools.\nYou will join the web team that ships the teacher dashboard.\n\n' +
				'What we ask\n- 1+ year with React and TypeScript\n- Accessible HTML & CSS (WCAG 2.2)\n- Jest or Vitest\n\n' +
				'Benefits\n- Vale-refeição\n- Plano de saúde\n\n' +
				'Brightleaf is an equal-opportunity employer.'
		);
	});

	it('falls back to the HTML description without its scripts, and notes a missing link and date', () => {
		const third = read(sample).items[2];
		expect(third.description).toBe('Visit partner schools and train teachers on the Brightleaf app.');
		expect(third.url).toBeNull();
		expect(third.notes).toEqual(['missing_link', 'missing_date']);
	});

	it('uses applyUrl when hostedUrl is missing, and the work mode the location says when unspecified', () => {
		const body = JSON.stringify([
			{ id: 'a', text: 'Paralegal', categories: { location: 'Remote — Brasil' }, workplaceType: 'unspecified', applyUrl: 'https://jobs.lever.co/x/a/apply' },
			{ id: 'b', text: 'Nurse', categories: { allLocations: ['Recife', 'Natal'] }, workplaceType: 'on-site' }
		]);
		const [first, second] = read(body).items;
		expect(first).toMatchObject({ workMode: 'remote', url: 'https://jobs.lever.co/x/a/apply' });
		expect(second).toMatchObject({ location: 'Recife; Natal', workMode: 'onsite' });
	});

	it('pages with skip and limit: a full page names the next, a short or empty one is the last', () => {
		const page = (skip: number, limit: number) => `https://api.lever.co/v0/postings/brightleaf?mode=json&skip=${skip}&limit=${limit}`;
		expect(read(postings(2), page(0, 2)).next).toBe(page(2, 2));
		expect(read(postings(2), page(4, 2)).next).toBe(page(6, 2));
		expect(read(postings(1), page(6, 2)).next).toBeNull();
		expect(read('[]', page(8, 2)).next).toBeNull();
		expect(read(postings(100)).next).toBe(page(100, 100));
		// More than asked for: the server ignored paging; following it would repeat postings.
		expect(read(postings(3), page(0, 2)).next).toBeNull();
	});

	it.each([
		['{"ok": false, "error": "Document not found"}', 'not_a_feed'],
		['{"jobs": []}', 'not_a_feed'],
		['"postings"', 'not_a_feed'],
		['Document not found', 'malformed'],
		['<ul class="lever"></ul>', 'malformed']
	])('refuses %s as %s', (body, reason) => {
		expect(() => read(body)).toThrow(FeedError);
		try {
			read(body);
		} catch (error) {
			expect((error as FeedError).reason).toBe(reason);
			expect((error as FeedError).detail).toMatch(/Lever/);
		}
	});
});
