import { describe, expect, it } from 'vitest';
import type { CoreEnv } from '../env';
import { createCore } from '../app';
import { backupChecksum } from '../data';
import { testClient, testEnv } from '../testing/env';

type Served = { body: string; etag?: string };

/** A relay that serves these URLs (answering 304 to a matching ETag); the rest cannot be reached. */
function fakeRelay(env: CoreEnv, pages: Record<string, Served>) {
	env.relay = async (_path, init) => {
		const request = JSON.parse(String(init?.body));
		const page = pages[request.url];
		const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
		if (!page) return json(502, { code: 'source_unavailable', detail: 'Rumo could not connect to the host.' });
		if (page.etag && request.etag === page.etag) return json(200, { url: request.url, status: 304, contentType: '', body: '', notModified: true, etag: page.etag, lastModified: null });
		return json(200, { url: request.url, status: 200, contentType: 'application/xml', body: page.body, notModified: false, etag: page.etag ?? null, lastModified: null });
	};
}

async function setup() {
	const t = testEnv();
	const api = testClient(t.env);
	await api.put('/settings/consents/relay-fetch', { granted: true });
	return { ...t, api };
}

const rss = (titles: string[]) =>
	`<?xml version="1.0"?><rss version="2.0"><channel><title>Vagas</title><link>https://vagas.example.org/</link>${titles
		.map((title, i) => `<item><guid>g-${i}</guid><title>${title}</title><link>https://vagas.example.org/${i}</link><description>Vaga em Recife, PE.</description></item>`)
		.join('')}</channel></rss>`;
const STRAY = rss(['Enfermeiro\u0001 UTI', 'Técnico de Enfermagem']);
const CLEAN = rss(['Enfermeiro UTI', 'Técnico de Enfermagem']);
const FEED = 'https://vagas.example.org/rss';
const CONTROL = { code: 'control_characters', count: 1, message: expect.stringContaining('1 control character') };

describe('what reading a source had to say', () => {
	it('is kept on the source when it is added by its address, and listed with it', async () => {
		const { env, api } = await setup();
		fakeRelay(env, { [FEED]: { body: STRAY } });
		const added = await api.post('/radar/feeds', { url: FEED });
		expect(added.status).toBe(201);
		expect(added.data.lastWarnings).toEqual([CONTROL]);
		expect((await api.get('/radar/feeds')).data.items[0]).toMatchObject({ lastStatus: 'new', lastWarnings: [CONTROL] });
	});

	it('is kept on a pasted source, and a clean feed has none', async () => {
		const { api } = await setup();
		expect((await api.post('/radar/feeds', { content: STRAY, name: 'Colada' })).data.lastWarnings).toEqual([CONTROL]);
		expect((await api.post('/radar/feeds', { content: CLEAN.replace('Vagas', 'Outras'), name: 'Limpa' })).data.lastWarnings).toEqual([]);
	});

	it('is kept on a job board whose first page holds more postings than a board keeps', async () => {
		const { env, api } = await setup();
		const jobs = Array.from({ length: 503 }, (_, i) => ({ id: i + 1, title: `Enfermeiro ${i + 1}`, absolute_url: `https://job-boards.greenhouse.io/acme/jobs/${i + 1}`, location: { name: 'Recife' }, content: '', updated_at: '2026-11-01T12:00:00Z' }));
		fakeRelay(env, { 'https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true': { body: JSON.stringify({ jobs, meta: { total: jobs.length } }) } });
		const added = await api.post('/radar/feeds', { provider: 'greenhouse', board: 'acme' });
		expect(added.status).toBe(201);
		expect(added.data.lastWarnings).toEqual([{ code: 'items_cut', count: 3, message: expect.stringContaining('left out 3') }]);
	});

	it('comes back with each source of a round, and is the last read’s: kept when unchanged, replaced by a clean read, dropped by a failed one', async () => {
		const { env, api } = await setup();
		const pages: Record<string, Served> = { [FEED]: { body: STRAY, etag: '"v1"' } };
		fakeRelay(env, pages);
		const feed = (await api.post('/radar/feeds', { url: FEED })).data;
		const state = async () => (await api.get('/radar/feeds')).data.items[0];

		const first = (await api.post('/radar/rounds', {})).data;
		expect(first.feeds[0]).toMatchObject({ feedId: feed.id, status: 'ok', items: 2, warnings: [CONTROL] });
		expect(await state()).toMatchObject({ lastStatus: 'ok', lastWarnings: [CONTROL] });
		expect((await api.get('/radar/rounds')).data.items[0].feeds[0].warnings).toEqual([CONTROL]);

		// 304: the same document as before, its warning stands; this round read nothing, so says none.
		const unchanged = (await api.post('/radar/rounds', {})).data;
		expect(unchanged.feeds[0]).toMatchObject({ status: 'not_modified', warnings: [] });
		expect((await state()).lastWarnings).toEqual([CONTROL]);

		pages[FEED] = { body: CLEAN, etag: '"v2"' };
		expect((await api.post('/radar/rounds', {})).data.feeds[0].warnings).toEqual([]);
		expect((await state()).lastWarnings).toEqual([]);

		pages[FEED] = { body: STRAY, etag: '"v3"' };
		await api.post('/radar/rounds', {});
		expect((await state()).lastWarnings).toEqual([CONTROL]);
		delete pages[FEED];
		expect((await api.post('/radar/rounds', {})).data.feeds[0]).toMatchObject({ status: 'error', warnings: [] });
		expect(await state()).toMatchObject({ lastStatus: 'error', lastWarnings: [] });
	});
});

describe('a posting’s author and last change', () => {
	it('are kept on its result, apart from the posting date', async () => {
		const { api } = await setup();
		const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Vagas Atom</title><id>urn:vagas</id><updated>2026-11-05T09:00:00Z</updated>
			<entry><id>urn:vaga:1</id><title>Enfermeira Obstetra — Maternidade Bem Nascer</title><link href="https://vagas.example.org/obstetra"/><published>2026-11-01T12:00:00Z</published><updated>2026-11-04T08:30:00Z</updated><author><name>Ana Recrutadora</name></author><summary>Maternidade Bem Nascer contrata Enfermeira Obstetra em Recife.</summary></entry>
			<entry><id>urn:vaga:2</id><title>Técnico de Enfermagem — Clínica Ipê</title><link href="https://vagas.example.org/tecnico"/><updated>2026-11-03T10:00:00Z</updated><summary>Clínica Ipê contrata Técnico de Enfermagem em Olinda.</summary></entry></feed>`;
		await api.post('/radar/feeds', { content: atom });
		await api.post('/radar/rounds', {});
		const items = (await api.get('/radar/results')).data.items;
		const obstetra = items.find((item: { title: string }) => item.title.startsWith('Enfermeira Obstetra'));
		expect(obstetra).toMatchObject({ publishedAt: '2026-11-01T12:00:00.000Z', postingUpdatedAt: '2026-11-04T08:30:00.000Z', author: 'Ana Recrutadora' });
		const tecnico = items.find((item: { title: string }) => item.title.startsWith('Técnico'));
		expect(tecnico).toMatchObject({ publishedAt: '2026-11-03T10:00:00.000Z', postingUpdatedAt: '2026-11-03T10:00:00.000Z', author: '' });
	});
});

describe('radar data stored before warnings, authors and last changes were kept', () => {
	it('lists with none, and a backup of it still restores', async () => {
		const { env, api } = await setup();
		fakeRelay(env, { [FEED]: { body: STRAY } });
		await api.post('/radar/feeds', { url: FEED });
		await api.post('/radar/rounds', {});
		// The rows as an earlier Rumo wrote them.
		const feed = await env.db.radarFeeds.toCollection().first();
		const { lastWarnings: _w, ...oldFeed } = feed!;
		await env.db.radarFeeds.put(oldFeed as typeof feed & object);
		const round = (await env.db.radarRounds.toCollection().first())!;
		await env.db.radarRounds.put({ ...round, feeds: round.feeds.map(({ warnings: _x, ...rest }) => rest) as typeof round.feeds });
		const results = await env.db.radarResults.toArray();
		await env.db.radarResults.bulkPut(results.map(({ postingUpdatedAt: _u, author: _a, ...rest }) => rest as (typeof results)[number]));
		await env.db.meta.put({ key: 'radar.revision', value: 1000 });

		const check = async () => {
			expect((await api.get('/radar/feeds')).data.items[0].lastWarnings).toEqual([]);
			expect((await api.get('/radar/rounds')).data.items[0].feeds[0].warnings).toEqual([]);
			for (const item of (await api.get('/radar/results')).data.items) expect(item).toMatchObject({ postingUpdatedAt: null, author: '' });
		};
		await check();

		const backup = (await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null })).body!;
		const doc = JSON.parse(backup);
		expect(doc.tables.radarFeeds[0]).not.toHaveProperty('lastWarnings');
		doc.checksum = await backupChecksum(doc);
		const restored = await api.call('POST', '/backup?mode=replace', JSON.stringify(doc));
		expect(restored.status, JSON.stringify(restored.data)).toBe(200);
		expect(restored.data.restored).toMatchObject({ radarFeeds: 1, radarRounds: 1, radarResults: 2 });
		await check();
	});
});
