import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FeedError } from '../feed-item';
import { careersPageUrl, firstPageUrl, readBoardPage } from './index';

const sample = readFileSync(new URL('../../../../tests/support/boards/ashby.json', import.meta.url), 'utf8');
const read = (body: string, board = 'pinecrest') => readBoardPage('ashby', board, firstPageUrl('ashby', board), body);

describe('Ashby Job Postings API', () => {
	it('asks the documented job-board endpoint with compensation, and links the hosted board', () => {
		expect(firstPageUrl('ashby', 'pinecrest')).toBe('https://api.ashbyhq.com/posting-api/job-board/pinecrest?includeCompensation=true');
		expect(careersPageUrl('ashby', 'Pinecrest.Health')).toBe('https://jobs.ashbyhq.com/Pinecrest.Health');
	});

	it('maps listed jobs and skips unlisted ones', () => {
		const { items, next, company } = read(sample);
		expect(next).toBeNull();
		expect(company).toBeNull();
		expect(items.map((item) => item.title)).toEqual(['Data Analyst', 'Clinical Data Nurse', 'Billing Specialist (Hospital Accounts)']);
		expect(items[0]).toMatchObject({
			guid: 'ashby:0b7f3c2a-51d4-4e8e-9a61-2c3d4e5f6a71',
			company: 'Pinecrest',
			location: 'Belo Horizonte, MG',
			url: 'https://jobs.ashbyhq.com/pinecrest/0b7f3c2a-51d4-4e8e-9a61-2c3d4e5f6a71',
			publishedAt: '2026-10-26T13:45:10.512Z',
			notes: []
		});
	});

	it('reads workplaceType, else isRemote', () => {
		expect(read(sample).items.map((item) => item.workMode)).toEqual(['hybrid', 'remote', 'onsite']);
		const body = JSON.stringify({ jobs: [{ id: 'x', title: 'T', isRemote: false, location: 'Remoto (Brasil)' }, { id: 'y', title: 'U', isRemote: false, location: 'Natal' }] });
		expect(read(body).items.map((item) => item.workMode)).toEqual(['remote', null]);
	});

	it('uses descriptionPlain, else the HTML made plain without scripts, and adds the published pay', () => {
		const [analyst, nurse] = read(sample).items;
		expect(analyst.description).toBe(
			'Pinecrest Health Analytics turns hospital data into decisions.\n\n- SQL and Python (pandas)\n- Power BI or Looker\n\nCompensation: R$ 9K – R$ 12K'
		);
		expect(nurse.description).toBe('Review ICU records for coding quality.\n\n- COREN ativo\n- 3+ years in intensive care');
		expect(nurse.description).not.toMatch(/<script|document\.write/);
	});

	it('notes a missing link and date instead of inventing them; the address gives the place when location is missing', () => {
		expect(read(sample).items[2]).toMatchObject({ url: null, publishedAt: null, notes: ['missing_link', 'missing_date'] });
		const body = JSON.stringify({
			jobs: [{ id: 'z', title: 'Teacher', applyUrl: 'https://jobs.ashbyhq.com/b/z/application', address: { postalAddress: { addressLocality: 'Natal', addressRegion: 'RN', addressCountry: 'Brazil' } } }]
		});
		expect(read(body).items[0]).toMatchObject({ location: 'Natal, RN, Brazil', url: 'https://jobs.ashbyhq.com/b/z/application' });
	});

	it.each([
		['{"apiVersion": "1"}', 'not_a_feed'],
		['[{"title": "x"}]', 'not_a_feed'],
		['{"success": false, "errors": ["not found"]}', 'not_a_feed'],
		['{"apiVersion": "1", "jobs": [', 'malformed']
	])('refuses %s as %s', (body, reason) => {
		try {
			read(body);
			expect.unreachable('should have thrown');
		} catch (error) {
			expect(error).toBeInstanceOf(FeedError);
			expect((error as FeedError).reason).toBe(reason);
			expect((error as FeedError).detail).toMatch(/Ashby/);
		}
	});
});
