import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CoreEnv } from '../env';
import { testClient, testEnv } from '../testing/env';

const FEEDS = 'tests/fixtures/feeds';
const fixture = (name: string) => readFileSync(`${FEEDS}/${name}`, 'utf8');

type Served = { status?: number; body?: string; etag?: string; problem?: { status: number; code: string; detail: string } };

/** A relay that serves these URLs (answering 304 to a matching ETag), and records what was asked. */
function fakeRelay(env: CoreEnv, pages: Record<string, Served>) {
	const asked: { url: string; etag?: string }[] = [];
	env.relay = async (_path, init) => {
		const request = JSON.parse(String(init?.body));
		asked.push(request);
		const page = pages[request.url];
		const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
		if (!page) return json(502, { code: 'source_unavailable', detail: 'Rumo could not connect to the host.' });
		if (page.problem) return json(page.problem.status, { code: page.problem.code, detail: page.problem.detail });
		if (page.etag && request.etag === page.etag) return json(200, { url: request.url, status: 304, contentType: '', body: '', notModified: true, etag: page.etag, lastModified: null });
		return json(200, { url: request.url, status: 200, contentType: 'application/rss+xml', body: page.body, notModified: false, etag: page.etag ?? null, lastModified: null });
	};
	return asked;
}

const rss = (items: { title: string; link: string; description: string }[]) =>
	`<?xml version="1.0"?><rss version="2.0"><channel><title>Vagas</title><link>https://vagas.example.org/</link>${items
		.map((item, i) => `<item><guid>g-${i}-${item.link}</guid><title>${item.title}</title><link>${item.link}</link><description><![CDATA[${item.description.split('\n').map((line) => `<p>${line}</p>`).join('')}]]></description><pubDate>Mon, 02 Nov 2026 12:00:00 GMT</pubDate></item>`)
		.join('')}</channel></rss>`;

const NURSE = {
	title: 'Enfermeiro(a) de UTI — Hospital Boa Vista',
	link: 'https://vagas.example.org/enfermeiro-uti',
	description:
		'Hospital Boa Vista contrata Enfermeiro(a) de UTI.\nLocal: São Paulo, SP\nRequisitos:\n- COREN ativo\n- Experiência em UTI adulto\n- Curativos complexos e administração de medicamentos\nDesejável: ventilação mecânica.\nPresencial.'
};
const DEV = {
	title: 'Backend Engineer (Go) — Sandpiper Systems',
	link: 'https://vagas.example.org/backend-go',
	description: 'Sandpiper Systems is hiring a Backend Engineer. Requirements: Go, PostgreSQL, Kubernetes, 5+ years of experience. Remote.'
};
const TEACHER = {
	title: 'Professor(a) de Química — Colégio Ipê',
	link: 'https://vagas.example.org/professor-quimica',
	description: 'Colégio Ipê busca Professor(a) de Química para o ensino médio. Requisitos: licenciatura em Química, experiência em sala de aula. Regime CLT, plantão aos sábados.'
};

async function setup() {
	const t = testEnv();
	const api = testClient(t.env);
	await api.put('/settings/consents/relay-fetch', { granted: true });
	return { ...t, api };
}

async function nurseProfile(api: ReturnType<typeof testClient>) {
	await api.put('/profile/basics', { name: 'Ana Lima', headline: 'Enfermeira de UTI', location: 'São Paulo' });
	for (const title of ['Curativos complexos', 'Administração de medicamentos', 'UTI adulto'])
		await api.post('/profile/items', { type: 'skill', title, evidence: [{ text: `${title}: cinco anos em UTI adulto no Hospital Central.` }] });
}

describe('radar sources', () => {
	it('adds a feed by its address (read once through the relay) and refuses a hostile one, storing nothing', async () => {
		const { env, api } = await setup();
		fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE]) }, 'https://evil.example.org/rss': { body: fixture('billion_laughs.xml') } });
		const added = await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		expect(added.status).toBe(201);
		expect(added.data).toMatchObject({ name: 'Vagas', kind: 'rss', url: 'https://vagas.example.org/rss', lastStatus: 'new' });
		const hostile = await api.post('/radar/feeds', { url: 'https://evil.example.org/rss' });
		expect(hostile.status).toBe(422);
		expect(hostile.data.code).toBe('invalid_feed');
		expect((await api.get('/radar/feeds')).data.total).toBe(1);
		expect((await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' })).status).toBe(409);
	});

	it('needs the relay-fetch consent to read an address; a pasted feed needs none', async () => {
		const t = testEnv();
		const api = testClient(t.env);
		const refused = await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		expect(refused.status).toBe(403);
		expect(refused.data.code).toBe('consent_required');
		const pasted = await api.post('/radar/feeds', { content: fixture('jobs_atom.xml') });
		expect(pasted.status).toBe(201);
		expect(pasted.data).toMatchObject({ kind: 'atom', pasted: true, url: null });
		expect((await api.post('/radar/feeds', { content: fixture('malformed.xml') })).data.code).toBe('invalid_feed');
	});
});

describe('radar rounds', () => {
	it('scores new postings against the profile and the wishlist, quoting both; a broken source does not stop the others', async () => {
		const { env, api } = await setup();
		await nurseProfile(api);
		fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE, DEV, TEACHER]) }, 'https://b.example.org/rss': { body: rss([DEV]) } });
		await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		const second = await api.post('/radar/feeds', { url: 'https://b.example.org/rss' });
		fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE, DEV, TEACHER]) }, 'https://b.example.org/rss': { problem: { status: 502, code: 'source_unavailable', detail: 'b.example.org is not answering properly right now (HTTP 500).' } } });
		await api.put('/radar/wishlist', { titles: ['Enfermeira de UTI'], places: ['São Paulo'] });

		const round = await api.post('/radar/rounds', {});
		expect(round.status).toBe(201);
		const broken = round.data.feeds.find((feed: { feedId: string }) => feed.feedId === second.data.id);
		expect(broken).toMatchObject({ ok: false, status: 'error', error: { code: 'source_unavailable' } });
		const good = round.data.feeds.find((feed: { feedId: string }) => feed.feedId !== second.data.id);
		expect(good).toMatchObject({ ok: true, status: 'ok', items: 3, added: 3 });

		const results = (await api.get('/radar/results')).data.items;
		expect(results[0].title).toBe(NURSE.title);
		expect(results[0].company).toBe('Hospital Boa Vista');
		expect(results.map((r: { score: number }) => r.score)).toEqual([...results.map((r: { score: number }) => r.score)].sort((a, b) => b - a));
		const nurse = results[0];
		expect(nurse.evidence.length).toBeGreaterThan(0);
		const lines = NURSE.description.split('\n').map((line) => line.replace(/^- /, ''));
		for (const e of nurse.evidence) {
			// Each quote is a line of the posting as the parser normalised it (list markers dropped).
			expect(lines.some((line) => line.includes(e.posting.replace(/^- /, '')))).toBe(true);
			expect(e.profile).not.toBe('');
		}
		expect(nurse.reasons.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['title_match', 'place_match']));
		const dev = results.find((r: { title: string }) => r.title === DEV.title);
		expect(dev.score).toBeLessThan(nurse.score);
		expect((await api.get('/radar/feeds')).data.items.find((f: { id: string }) => f.id === second.data.id).lastError.code).toBe('source_unavailable');
	});

	it('does not bring back what an earlier round, the inbox or Applications already has', async () => {
		const { env, api } = await setup();
		fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE, DEV]) } });
		await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		await api.post('/inbox/items', { title: 'Backend Engineer (Go)', company: 'Sandpiper Systems', url: DEV.link });
		const first = await api.post('/radar/rounds', {});
		expect(first.data.feeds[0]).toMatchObject({ items: 2, added: 1, duplicates: 1 });
		fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE, DEV, TEACHER]) } });
		await api.post('/tracker/jobs', { title: 'Professor(a) de Química', company: 'Colégio Ipê', url: TEACHER.link });
		const again = await api.post('/radar/rounds', {});
		expect(again.data.feeds[0]).toMatchObject({ items: 3, added: 0, duplicates: 3 });
		expect((await api.get('/radar/results')).data.total).toBe(1);
	});

	it('sends the last validators, so an unchanged feed answers 304 and is not read again', async () => {
		const { env, api } = await setup();
		const asked = fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE]), etag: '"v1"' } });
		await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		expect((await api.post('/radar/rounds', {})).data.feeds[0].status).toBe('ok');
		const second = await api.post('/radar/rounds', {});
		expect(second.data.feeds[0]).toMatchObject({ status: 'not_modified', ok: true, added: 0 });
		expect(asked.at(-1)).toMatchObject({ etag: '"v1"' });
	});

	it('removes a posting that names an excluded word or place, and says which', async () => {
		const { env, api } = await setup();
		fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE, TEACHER]) } });
		await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		await api.put('/radar/wishlist', { excludeWords: ['plantão'] });
		const round = await api.post('/radar/rounds', {});
		expect(round.data.feeds[0]).toMatchObject({ added: 1, excluded: 1 });
		const removed = (await api.get('/radar/results?status=excluded')).data.items;
		expect(removed).toHaveLength(1);
		expect(removed[0]).toMatchObject({ title: TEACHER.title, excludedBy: { code: 'excluded_word', params: { word: 'plantão' } } });
		expect((await api.get('/radar/results')).data.items.map((r: { title: string }) => r.title)).toEqual([NURSE.title]);
	});

	it('a scheduled round leaves alone a source read less than 30 minutes ago', async () => {
		const { env, api, advance } = await setup();
		const asked = fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE]) } });
		await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		await api.post('/radar/rounds', {});
		const reads = asked.length;
		expect((await api.post('/radar/rounds', { trigger: 'schedule' })).data.feeds[0].status).toBe('skipped');
		expect(asked.length).toBe(reads);
		advance(1 / 24);
		expect((await api.post('/radar/rounds', { trigger: 'schedule' })).data.feeds[0].status).toBe('ok');
	});
});

describe('radar results, alerts and the wishlist', () => {
	it('saves a result to the inbox and to Applications once, and dismisses and restores another', async () => {
		const { env, api } = await setup();
		fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE, DEV]) } });
		await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		await api.post('/radar/rounds', {});
		const [a, b] = (await api.get('/radar/results')).data.items;
		const toInbox = await api.post(`/radar/results/${a.id}/save`, { to: 'inbox' });
		expect(toInbox.status).toBe(201);
		const item = (await api.get(`/inbox/items/${toInbox.data.inboxItemId}`)).data;
		expect(item).toMatchObject({ title: a.title, url: a.url });
		expect(item.origin).toMatch(/^radar: /);
		expect((await api.post(`/radar/results/${a.id}/save`, { to: 'inbox' })).status).toBe(200);
		const toTracker = await api.post(`/radar/results/${a.id}/save`, { to: 'applications' });
		expect((await api.get(`/tracker/jobs/${toTracker.data.trackerJobId}`)).data).toMatchObject({ title: a.title, status: 'saved' });
		expect((await api.get('/tracker/jobs')).data.total).toBe(1);

		expect((await api.patch(`/radar/results/${b.id}`, { status: 'dismissed' })).data.status).toBe('dismissed');
		expect((await api.get('/radar/results')).data.items.map((r: { id: string }) => r.id)).toEqual([a.id]);
		expect((await api.patch(`/radar/results/${b.id}`, { status: 'new' })).data.status).toBe('new');
	});

	it('raises an alert above the threshold, notifies only outside quiet hours, and reads and dismisses it', async () => {
		const { env, api } = await setup();
		await nurseProfile(api);
		fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE, DEV]) } });
		await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		await api.put('/radar/wishlist', { titles: ['Enfermeira de UTI'] });
		const hour = env.now().getHours();
		const quiet = { from: `${String(hour).padStart(2, '0')}:00`, to: `${String((hour + 1) % 24).padStart(2, '0')}:00` };
		expect((await api.put('/radar/alerts/settings', { threshold: 50, notify: true, quietHours: quiet })).status).toBe(200);
		const round = await api.post('/radar/rounds', {});
		const alerts = (await api.get('/radar/alerts')).data;
		expect(round.data.alerts).toBe(alerts.total);
		expect(alerts.items.map((alert: { title: string }) => alert.title)).toEqual([NURSE.title]);
		expect(alerts.items[0]).toMatchObject({ notify: false, readAt: null });
		expect(alerts.unread).toBe(1);
		await api.patch(`/radar/alerts/${alerts.items[0].id}`, { read: true });
		expect((await api.get('/radar/alerts')).data.unread).toBe(0);
		await api.patch(`/radar/alerts/${alerts.items[0].id}`, { dismissed: true });
		expect((await api.get('/radar/alerts')).data.total).toBe(0);
		expect((await api.put('/radar/alerts/settings', { everyMinutes: 10 })).status).toBe(400);
	});

	it('proposes a wishlist from the profile without saving it, and saves what the person sends', async () => {
		const { api } = await setup();
		await nurseProfile(api);
		const proposed = (await api.get('/radar/wishlist')).data;
		expect(proposed).toMatchObject({ saved: false, titles: ['Enfermeira de UTI'], places: ['São Paulo'] });
		expect(proposed.skills).toEqual(expect.arrayContaining(['Curativos complexos', 'UTI adulto']));
		// What the API adds (saved, updatedAt) is not something the person sends: refused by name.
		const refused = await api.put('/radar/wishlist', { ...proposed, minPay: { amount: 6000, period: 'month', currency: 'brl' } });
		expect(refused.status).toBe(400);
		const { saved: _s, updatedAt: _u, ...fields } = proposed;
		const ok = await api.put('/radar/wishlist', { ...fields, minPay: { amount: 6000, period: 'month', currency: 'brl' } });
		expect(ok.data).toMatchObject({ saved: true, minPay: { currency: 'BRL' } });
		expect((await api.get('/radar/wishlist')).data.saved).toBe(true);
	});
});

describe('radar rounds, one at a time; sources removed with what they brought', () => {
	it('refuses a second round while one runs, and removes a source with its unsaved results and their alerts', async () => {
		const { env, api } = await setup();
		await nurseProfile(api);
		fakeRelay(env, { 'https://vagas.example.org/rss': { body: rss([NURSE, DEV]) } });
		const feed = (await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' })).data;
		await api.put('/radar/wishlist', { titles: ['Enfermeira de UTI'] });
		await api.put('/radar/alerts/settings', { threshold: 1 });
		const [first, second] = await Promise.all([api.post('/radar/rounds', {}), api.post('/radar/rounds', {})]);
		expect([first.status, second.status].sort()).toEqual([201, 409]);
		const alerts = (await api.get('/radar/alerts')).data;
		expect(alerts.total).toBeGreaterThan(0);
		const [kept] = (await api.get('/radar/results')).data.items;
		await api.post(`/radar/results/${kept.id}/save`, { to: 'inbox' });

		expect((await api.del(`/radar/feeds/${feed.id}`)).status).toBe(204);
		const left = (await api.get('/radar/results?status=new,saved,dismissed,excluded')).data.items;
		expect(left.map((r: { id: string }) => r.id)).toEqual([kept.id]);
		const alertsLeft = (await api.get('/radar/alerts')).data.items;
		expect(alertsLeft.every((alert: { resultId: string }) => alert.resultId === kept.id)).toBe(true);
	});
});

describe('a source removed while a round reads it', () => {
	it('leaves nothing of it, and the round counts only what it kept', async () => {
		const { env, api } = await setup();
		const pages = { 'https://vagas.example.org/rss': { body: rss([NURSE]) }, 'https://b.example.org/rss': { body: rss([DEV]) } };
		fakeRelay(env, pages);
		await api.post('/radar/feeds', { url: 'https://vagas.example.org/rss' });
		const doomed = (await api.post('/radar/feeds', { url: 'https://b.example.org/rss' })).data;
		await api.put('/radar/alerts/settings', { threshold: 0 });
		const asked = fakeRelay(env, pages);
		// Removed from under the round, as another tab would, while its feed is being read.
		const relay = env.relay;
		env.relay = async (path, init) => {
			if (String(init?.body).includes('b.example.org')) await env.db.radarFeeds.delete(doomed.id);
			return relay(path, init);
		};
		const round = (await api.post('/radar/rounds', {})).data;
		expect(asked.length).toBe(2);
		expect(round.feeds.map((feed: { feedId: string }) => feed.feedId)).not.toContain(doomed.id);
		expect(round.results).toBe(1);
		const alerts = (await api.get('/radar/alerts')).data;
		expect(round.alerts).toBe(alerts.total);
		expect((await api.get('/radar/results')).data.items.map((r: { title: string }) => r.title)).toEqual([NURSE.title]);
	});
});

describe('a pasted feed over 5 MB', () => {
	it('is refused as 413 payload_too_large with a sentence, and nothing is stored', async () => {
		const api = testClient(testEnv().env);
		const items = Array.from({ length: 2600 }, (_, i) => ({ title: `Vaga ${i}`, link: `https://vagas.example.org/${i}`, description: 'x'.repeat(1900) }));
		const content = rss(items);
		expect(content.length).toBeGreaterThan(5_000_000);
		const refused = await api.post('/radar/feeds', { content });
		expect(refused.status).toBe(413);
		expect(refused.data.code).toBe('payload_too_large');
		expect(refused.data.detail).toMatch(/larger than 5 MB/);
		expect((await api.get('/radar/feeds')).data.total).toBe(0);
		// Just under the limit it is read.
		const fits = await api.post('/radar/feeds', { content: rss(items.slice(0, 10)) });
		expect(fits.status).toBe(201);
	});
});
