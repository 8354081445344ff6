/**
 * tests/support/job-sources-server.mjs, the stand-in job sources for end-to-end tests and the
 * benchmark, checked here (vitest's include does not cover tests/support) together with the board
 * adapters: what it serves must be what they read.
 */
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBoards, generateRss, startJobSourcesServer } from '../../../../tests/support/job-sources-server.mjs';
import { type BoardProvider, firstPageUrl, MAX_BOARD_PAGES, readBoardPage } from './index';

type Server = Awaited<ReturnType<typeof startJobSourcesServer>>;

/** What the relay does in tests: the real API origin → the local server's prefix. */
const PREFIX: Record<string, string> = {
	'https://boards-api.greenhouse.io': '/greenhouse',
	'https://api.lever.co': '/lever',
	'https://api.ashbyhq.com': '/ashby',
	'https://portal.api.gupy.io': '/gupy'
};

function local(server: Server, url: string): string {
	const parsed = new URL(url);
	const prefix = PREFIX[parsed.origin];
	if (!prefix) throw new Error(`No local stand-in for ${parsed.origin}`);
	return `${server.url}${prefix}${parsed.pathname}${parsed.search}`;
}

/** Reads a whole board as the radar service would: page after page until the last (or the limit). */
async function readBoard(server: Server, provider: BoardProvider, board: string, first = firstPageUrl(provider, board)) {
	const items = [];
	const pages: string[] = [];
	let company: string | null = null;
	for (let next: string | null = first; next && pages.length < MAX_BOARD_PAGES; ) {
		pages.push(next);
		const response = await fetch(local(server, next));
		expect(response.status).toBe(200);
		const page = readBoardPage(provider, board, next, await response.text());
		items.push(...page.items);
		company ??= page.company;
		next = page.next;
	}
	return { items, pages, company };
}

/** The <item> titles of an RSS document, parsed by a real XML parser (so it must be well-formed). */
function rssTitles(xml: string): string[] {
	const parser = new SaxesParser();
	const titles: string[] = [];
	const path: string[] = [];
	parser.on('opentag', (tag) => path.push(tag.name));
	parser.on('closetag', () => path.pop());
	parser.on('text', (text) => {
		if (path.join('/') === 'rss/channel/item/title') titles.push(text);
	});
	parser.write(xml).close();
	return titles;
}

describe('generateRss', () => {
	it('writes well-formed RSS 2.0 with the number of distinct items asked for', () => {
		const xml = generateRss({ count: 60, seed: 7 });
		const titles = rssTitles(xml);
		expect(titles).toHaveLength(60);
		expect(new Set(titles).size).toBe(60);
		expect(new Set([...xml.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((match) => match[1])).size).toBe(60);
		expect(new Set([...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1])).size).toBe(61);
	});

	it('mixes professions, so that scoring has something to tell apart', () => {
		const xml = generateRss({ count: 40, seed: 3 });
		expect(xml).toMatch(/COREN|Enfermagem|Enfermeiro/);
		expect(xml).toMatch(/OAB|Advogado|Paralegal/);
		expect(xml).toMatch(/Licenciatura|Professor|Teacher|Pedagog/);
		expect(xml).toMatch(/TypeScript|PostgreSQL|Docker|Go\b/);
	});

	it('is the same for the same seed, different for another, and prefixes titles', () => {
		expect(generateRss({ count: 10, seed: 5 })).toBe(generateRss({ count: 10, seed: 5 }));
		expect(generateRss({ count: 10, seed: 5 })).not.toBe(generateRss({ count: 10, seed: 6 }));
		expect(rssTitles(generateRss({ count: 3, seed: 1, titlePrefix: '[B] ' })).every((title) => title.startsWith('[B] '))).toBe(true);
	});
});

describe('startJobSourcesServer', () => {
	let server: Server;

	beforeAll(async () => {
		server = await startJobSourcesServer({
			port: 0,
			feeds: { small: { count: 4, seed: 2 } },
			boards: {
				lever: {
					...defaultBoards().lever,
					big: Array.from({ length: 250 }, (_, i) => ({ id: `big-${i}`, text: `Role ${i}`, hostedUrl: `https://jobs.lever.co/big/big-${i}` }))
				}
			}
		});
	});
	afterAll(async () => {
		await server.close();
	});

	it('listens on the loopback port it was given (0: a free one, reported)', () => {
		expect(server.port).toBeGreaterThan(0);
		expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
	});

	it('serves a feed with validators and answers 304 when they match', async () => {
		const first = await fetch(`${server.url}/feeds/jobs.xml`);
		expect(first.status).toBe(200);
		expect(first.headers.get('content-type')).toMatch(/rss\+xml/);
		expect(rssTitles(await first.text())).toHaveLength(25);
		const etag = first.headers.get('etag');
		const lastModified = first.headers.get('last-modified');
		expect(etag).toMatch(/^".+"$/);
		expect(Date.parse(lastModified ?? '')).not.toBeNaN();

		const again = await fetch(`${server.url}/feeds/jobs.xml`, { headers: { 'if-none-match': etag ?? '' } });
		expect(again.status).toBe(304);
		expect(await again.text()).toBe('');
		expect((await fetch(`${server.url}/feeds/jobs.xml`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
		expect((await fetch(`${server.url}/feeds/jobs.xml`, { headers: { 'if-modified-since': lastModified ?? '' } })).status).toBe(304);
		const older = new Date(Date.parse(lastModified ?? '') - 60_000).toUTCString();
		expect((await fetch(`${server.url}/feeds/jobs.xml`, { headers: { 'if-modified-since': older } })).status).toBe(200);
		expect(server.hits.get('/feeds/jobs.xml')).toBe(5);
	});

	it('gives a replaced feed a new ETag and a newer Last-Modified', async () => {
		const before = await fetch(`${server.url}/feeds/small.xml`);
		expect(rssTitles(await before.text())).toHaveLength(4);
		server.setFeed('small', generateRss({ count: 2, seed: 9 }));
		const after = await fetch(`${server.url}/feeds/small.xml`, { headers: { 'if-none-match': before.headers.get('etag') ?? '' } });
		expect(after.status).toBe(200);
		expect(rssTitles(await after.text())).toHaveLength(2);
		expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
		expect(Date.parse(after.headers.get('last-modified') ?? '')).toBeGreaterThan(Date.parse(before.headers.get('last-modified') ?? ''));
		const stale = await fetch(`${server.url}/feeds/small.xml`, { headers: { 'if-modified-since': before.headers.get('last-modified') ?? '' } });
		expect(stale.status).toBe(200);
	});

	it('serves the broken, slow and hostile feeds', async () => {
		expect((await fetch(`${server.url}/feeds/broken.xml`)).status).toBe(500);
		expect((await fetch(`${server.url}/feeds/missing.xml`)).status).toBe(404);
		const started = Date.now();
		const slow = await fetch(`${server.url}/feeds/slow.xml?ms=150`);
		expect(slow.status).toBe(200);
		expect(Date.now() - started).toBeGreaterThanOrEqual(140);
		const bomb = await (await fetch(`${server.url}/feeds/billion-laughs.xml`)).text();
		expect(bomb).toContain('<!DOCTYPE');
		expect(bomb).toMatch(/<!ENTITY lol9 "(&lol8;){10}">/);
	});

	it('serves a Greenhouse board the adapter reads, and 404 for an unknown one', async () => {
		const { items, pages, company } = await readBoard(server, 'greenhouse', 'harborline');
		expect(pages).toHaveLength(1);
		expect(company).toBe('Harborline Logistics');
		expect(items.map((item) => item.guid)).toEqual(['greenhouse:4012345001', 'greenhouse:4012345002', 'greenhouse:4012345003']);
		expect(items[0].description).toContain('- Design Node.js services');

		const bare = await (await fetch(`${server.url}/greenhouse/v1/boards/harborline/jobs`)).json();
		expect(bare.jobs[0].content).toBeUndefined();
		const unknown = await fetch(`${server.url}/greenhouse/v1/boards/nobody/jobs?content=true`);
		expect(unknown.status).toBe(404);
	});

	it('pages a Lever site with skip and limit until a short page', async () => {
		const small = await readBoard(server, 'lever', 'brightleaf', 'https://api.lever.co/v0/postings/brightleaf?mode=json&skip=0&limit=2');
		expect(small.pages.map((page) => new URL(page).searchParams.get('skip'))).toEqual(['0', '2']);
		expect(small.items.map((item) => item.title)).toEqual(['Junior Frontend Developer', 'Literacy Curriculum Designer', 'School Success Specialist']);
		expect(server.hits.get('/lever/v0/postings/brightleaf')).toBe(2);

		const big = await readBoard(server, 'lever', 'big');
		expect(big.pages).toHaveLength(3);
		expect(big.items).toHaveLength(250);
		expect(new Set(big.items.map((item) => item.guid)).size).toBe(250);

		const unknown = await fetch(`${server.url}/lever/v0/postings/nobody?mode=json`);
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({ ok: false, error: 'Document not found' });
	});

	it('serves an Ashby board (pay only when asked for), and 404 for an unknown one', async () => {
		const { items } = await readBoard(server, 'ashby', 'pinecrest');
		expect(items.map((item) => item.title)).toEqual(['Data Analyst', 'Clinical Data Nurse', 'Billing Specialist (Hospital Accounts)']);
		expect(items[0].description).toContain('Compensation: R$ 9K');
		const withoutPay = await readBoard(server, 'ashby', 'pinecrest', 'https://api.ashbyhq.com/posting-api/job-board/pinecrest');
		expect(withoutPay.items[0].description).not.toContain('Compensation');
		expect((await fetch(`${server.url}/ashby/posting-api/job-board/nobody`)).status).toBe(404);
	});

	it('searches Gupy career pages by name, pages with offset, and answers an empty list for no match', async () => {
		const { items, company } = await readBoard(server, 'gupy', 'hospitalaurora');
		expect(company).toBe('Hospital Aurora');
		expect(items.map((item) => item.guid)).toEqual(['gupy:8123456', 'gupy:8123457', 'gupy:8123458']);

		const paged = await readBoard(server, 'gupy', 'hospitalaurora', 'https://portal.api.gupy.io/api/v1/jobs?careerPageName=hospitalaurora&limit=2&offset=0');
		expect(paged.pages).toHaveLength(2);
		expect(paged.items.map((item) => item.guid)).toEqual(items.map((item) => item.guid));

		const byDisplayName = await (await fetch(`${server.url}/gupy/api/v1/jobs?careerPageName=${encodeURIComponent('Hospital Aurora')}&limit=10&offset=0`)).json();
		expect(byDisplayName.pagination).toEqual({ offset: 0, limit: 10, total: 3 });

		const none = await fetch(`${server.url}/gupy/api/v1/jobs?careerPageName=nobody&limit=10&offset=0`);
		expect(none.status).toBe(200);
		expect(await none.json()).toEqual({ data: [], pagination: { offset: 0, limit: 10, total: 0 } });
	});

	it('closes while a slow answer is still waiting', async () => {
		const other = await startJobSourcesServer({ port: 0 });
		const pending = fetch(`${other.url}/feeds/slow.xml`).catch((error: unknown) => error);
		await new Promise((resolve) => setTimeout(resolve, 50));
		const started = Date.now();
		await other.close();
		expect(Date.now() - started).toBeLessThan(2_000);
		expect(await pending).toBeInstanceOf(Error);
	});
});
