import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FeedError } from '../feed-item';
import { careersPageUrl, firstPageUrl, readBoardPage } from './index';

const sample = readFileSync(new URL('../../../../tests/support/boards/greenhouse.json', import.meta.url), 'utf8');
const PAGE = firstPageUrl('greenhouse', 'harborline');
const read = (body: string, board = 'harborline') => readBoardPage('greenhouse', board, PAGE, body);

describe('Greenhouse Job Board API', () => {
	it('asks the documented list endpoint with content=true and links the hosted board', () => {
		expect(PAGE).toBe('https://boards-api.greenhouse.io/v1/boards/harborline/jobs?content=true');
		expect(careersPageUrl('greenhouse', 'harborline')).toBe('https://job-boards.greenhouse.io/harborline');
	});

	it('maps a documented answer: ids, company, location, work mode, link and first-published date', () => {
		const { items, next, company } = read(sample);
		expect(next).toBeNull();
		expect(company).toBe('Harborline Logistics');
		expect(items.map((item) => item.guid)).toEqual(['greenhouse:4012345001', 'greenhouse:4012345002', 'greenhouse:4012345003']);
		expect(items[0]).toMatchObject({
			title: 'Senior Backend Engineer (Node.js)',
			company: 'Harborline Logistics',
			location: 'Remote - Brazil',
			workMode: 'remote',
			url: 'https://job-boards.greenhouse.io/harborline/jobs/4012345001',
			// first_published (09:30 at -04:00), not updated_at
			publishedAt: '2026-10-20T13:30:00.000Z',
			notes: []
		});
		// No first_published: updated_at.
		expect(items[1].publishedAt).toBe('2026-10-30T08:00:00.000Z');
		expect(items[1].workMode).toBeNull();
		expect(items[2].workMode).toBe('hybrid');
	});

	it('decodes the entity-escaped content into plain text without scripts or styles', () => {
		const [first, second] = read(sample).items;
		expect(first.description).toBe(
			'Harborline Logistics moves containers between ports & inland depots. Our routing platform is written in TypeScript.\n\n' +
				'What you will do\n\n- Design Node.js services that price freight in real time\n- Own PostgreSQL schemas & Kafka consumers\n\n' +
				'What you bring\n\n- 6+ years with Node.js and TypeScript\n- AWS (ECS, SQS) — Docker\n\nSalário em R$ – CLT.'
		);
		for (const item of read(sample).items) expect(item.description).not.toMatch(/<script|window\.track|color:red|&lt;|&amp;/i);
		expect(second.description).toBe('Lead a team of 25 at our Santos cross-dock.\n\n- Forklift certification (NR-11)\n- WMS experience');
	});

	it('keeps a job without link or date, and says so', () => {
		const third = read(sample).items[2];
		expect(third.url).toBeNull();
		expect(third.publishedAt).toBeNull();
		expect(third.notes).toEqual(['missing_link', 'missing_date']);
	});

	it('decodes content escaped twice, and does not decode raw HTML twice', () => {
		const twice = JSON.stringify({
			jobs: [{ id: 1, title: 'A', content: '&amp;lt;p&amp;gt;Hello&amp;lt;/p&amp;gt;&amp;lt;script&amp;gt;x()&amp;lt;/script&amp;gt;' }]
		});
		expect(read(twice).items[0].description).toBe('Hello');
		const raw = JSON.stringify({ jobs: [{ id: 2, title: 'B', content: '<p>Write &lt;div&gt; markup</p>' }] });
		expect(read(raw).items[0].description).toBe('Write <div> markup');
	});

	it('names the company after the board when the answer does not, and skips entries without a title', () => {
		const body = JSON.stringify({
			jobs: [{ id: 7, title: 'Paralegal', location: { name: 'Lisboa' }, absolute_url: 'https://example.org/careers?gh_jid=7', updated_at: '2026-01-02T03:04:05Z' }, { id: 8 }, 'junk', null],
			meta: { total: 4 }
		});
		const { items, company } = read(body, 'souza-prado_adv');
		expect(company).toBeNull();
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({ company: 'Souza Prado Adv', url: 'https://example.org/careers?gh_jid=7', description: '', notes: ['missing_description'] });
	});

	it('refuses links that are not absolute http(s) and dates that are not dates', () => {
		const body = JSON.stringify({
			jobs: [{ id: 9, title: 'X', absolute_url: 'javascript:alert(1)', first_published: 'yesterday', updated_at: 'soon', content: 'x' }]
		});
		expect(read(body).items[0]).toMatchObject({ url: null, publishedAt: null, notes: ['missing_link', 'missing_date'] });
	});

	it.each([
		['[]', 'not_a_feed'],
		['{"jobs": {}}', 'not_a_feed'],
		['{"status": 404, "error": "Job board not found"}', 'not_a_feed'],
		['{"apiVersion": "1", "data": []}', 'not_a_feed'],
		['<html><body>Not found</body></html>', 'malformed'],
		['', 'malformed']
	])('refuses %s as %s', (body, reason) => {
		let error: unknown;
		try {
			read(body);
		} catch (caught) {
			error = caught;
		}
		expect(error).toBeInstanceOf(FeedError);
		expect((error as FeedError).reason).toBe(reason);
		expect((error as FeedError).detail).toMatch(/Greenhouse/);
	});
});
