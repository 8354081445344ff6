import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import type { CoreEnv } from '../env';

const capture = (seq: number, extra: Record<string, unknown> = {}) => ({
	id: `cap-${seq}`,
	seq,
	url: `https://jobs.example/${seq}`,
	title: `Vaga ${seq}`,
	text: 'Enfermeiro(a) UTI – CLT',
	captureType: 'page',
	origin: 'bookmarklet',
	capturedAt: `2026-11-0${seq}T10:00:00.000Z`,
	receivedAt: `2026-11-0${seq}T10:00:01.000Z`,
	...extra
});

/** A relay that serves `pages` in order and records each request. */
function fakeRelay(env: CoreEnv, pages: unknown[]) {
	const asked: string[] = [];
	env.relay = async (path) => {
		asked.push(path);
		const body = pages.shift() ?? { items: [], nextCursor: '99', hasMore: false, corrupted: [] };
		return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
	};
	return asked;
}

describe('captures', () => {
	it('copies new captures from the relay, page after page, and remembers where it stopped', async () => {
		const { env } = testEnv();
		const asked = fakeRelay(env, [
			{ items: [capture(1), capture(2)], nextCursor: '2', hasMore: true, corrupted: [] },
			{ items: [capture(3)], nextCursor: '3', hasMore: false, corrupted: [{ line: 4, reason: 'bad JSON' }] }
		]);
		const api = testClient(env);
		const r = await api.get('/captures');
		expect(r.status).toBe(200);
		expect(r.data.items.map((c: { id: string }) => c.id)).toEqual(['cap-3', 'cap-2', 'cap-1']);
		expect(r.data.items[0]).toMatchObject({ status: 'new', statusAt: null });
		expect(r.data.sync).toMatchObject({ relay: true, added: 3, corrupted: 1 });
		expect(r.data.warnings.map((w: { code: string }) => w.code)).toEqual(['storage_corrupted']);
		await api.get('/captures');
		expect(asked).toEqual(['/relay/captures?since=0&limit=500', '/relay/captures?since=2&limit=500', '/relay/captures?since=3&limit=500']);
	});

	it('keeps review states locally and never resets them on the next sync', async () => {
		const { env } = testEnv();
		fakeRelay(env, [{ items: [capture(1)], nextCursor: '1', hasMore: false, corrupted: [] }, { items: [capture(1)], nextCursor: '1', hasMore: false, corrupted: [] }]);
		const api = testClient(env);
		await api.get('/captures');
		const archived = await api.patch('/captures/cap-1', { status: 'archived' });
		expect(archived.data).toMatchObject({ status: 'archived', statusAt: '2026-11-01T12:00:00.000Z' });
		expect((await api.get('/captures?status=archived')).data.items).toHaveLength(1);
		expect((await api.get('/captures?status=new')).data.items).toHaveLength(0);
	});

	it('shows what it has, with a warning, when the relay is not running', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const r = await api.get('/captures');
		expect(r.status).toBe(200);
		expect(r.data).toMatchObject({ items: [], total: 0, sync: { relay: false, added: 0 } });
		expect(r.data.warnings[0].code).toBe('relay_unavailable');
	});

	it('skips a capture the relay sends in the wrong shape instead of failing', async () => {
		const { env } = testEnv();
		fakeRelay(env, [{ items: [capture(1), { id: 'broken' }], nextCursor: '2', hasMore: false, corrupted: [] }]);
		const r = await testClient(env).get('/captures');
		expect(r.data.items).toHaveLength(1);
		expect(r.data.sync.corrupted).toBe(1);
	});

	it("keeps the page's job posting the relay sends, and null for captures without one", async () => {
		const { env } = testEnv();
		const jobPosting = {
			title: 'Enfermeiro(a) UTI',
			description: '<p>COREN ativo</p>',
			company: 'Hospital Jabuti',
			location: 'Recife, PE, BR',
			employmentType: 'FULL_TIME',
			datePosted: '2026-11-01',
			validThrough: null,
			remote: null
		};
		fakeRelay(env, [
			{
				items: [capture(1, { captureType: 'job', jobPosting }), capture(2), capture(3, { jobPosting: { title: 'Técnico(a) de enfermagem' } })],
				nextCursor: '3',
				hasMore: false,
				corrupted: []
			}
		]);
		const r = await testClient(env).get('/captures');
		const byId = Object.fromEntries(r.data.items.map((c: { id: string }) => [c.id, c]));
		expect(byId['cap-1']).toMatchObject({ captureType: 'job', jobPosting });
		expect(byId['cap-2'].jobPosting).toBeNull();
		expect(byId['cap-3'].jobPosting).toEqual({ title: 'Técnico(a) de enfermagem', description: null, company: null, location: null, employmentType: null, datePosted: null, validThrough: null, remote: null });
		expect(r.data.sync.corrupted).toBe(0);
	});

	it('lists captures synced before they carried a posting with jobPosting null', async () => {
		const { env } = testEnv();
		const { jobPosting: _none, ...old } = { ...capture(1), jobPosting: null, status: 'new' as const, statusAt: null };
		await env.db.captures.add(old as never);
		const r = await testClient(env).get('/captures');
		expect(r.data.items).toEqual([expect.objectContaining({ id: 'cap-1', jobPosting: null })]);
	});

	it('refuses an unknown status and an unknown capture', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		expect((await api.patch('/captures/nope', { status: 'reviewed' })).status).toBe(404);
		expect((await api.patch('/captures/nope', { status: 'new' })).status).toBe(400);
	});
});

describe('companion setup', () => {
	it('gives the capture address and the relay token, or says how to start the relay', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		expect((await api.get('/captures/companion')).data.code).toBe('relay_unavailable');
		env.relay = async () => new Response(JSON.stringify({ token: 'tok_123' }), { status: 200 });
		expect((await api.get('/captures/companion')).data).toEqual({ endpoint: 'http://127.0.0.1:5178/relay/captures', token: 'tok_123' });
	});
});

describe('companion token rotation', () => {
	it('asks the relay for a new token with a POST and answers it with the capture address', async () => {
		const { env } = testEnv();
		const asked: Array<{ path: string; method: string | undefined }> = [];
		env.relay = async (path, init) => {
			asked.push({ path, method: init?.method });
			return new Response(JSON.stringify({ token: 'tok_new' }), { status: 200, headers: { 'content-type': 'application/json' } });
		};
		const r = await testClient(env).post('/captures/companion/token');
		expect(r.status).toBe(200);
		expect(r.data).toEqual({ endpoint: 'http://127.0.0.1:5178/relay/captures', token: 'tok_new' });
		expect(asked).toEqual([{ path: '/relay/captures/token/rotate', method: 'POST' }]);
	});

	it('says how to start the relay when it is not running or does not answer with a token', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const down = await api.post('/captures/companion/token');
		expect(down.status).toBe(503);
		expect(down.data).toMatchObject({ code: 'relay_unavailable', detail: expect.stringContaining('npm start') });

		env.relay = async () => new Response(JSON.stringify({ code: 'relay_unavailable' }), { status: 503 });
		expect((await api.post('/captures/companion/token')).data.code).toBe('relay_unavailable');
		env.relay = async () => new Response('<!doctype html>', { status: 200 });
		expect((await api.post('/captures/companion/token')).data.code).toBe('relay_unavailable');
	});

	it('is only a POST: reading the setup never rotates the token', async () => {
		const { env } = testEnv();
		const asked: string[] = [];
		env.relay = async (path) => {
			asked.push(path);
			return new Response(JSON.stringify({ token: 'tok_123' }), { status: 200 });
		};
		await testClient(env).get('/captures/companion');
		expect(asked).toEqual(['/relay/captures/token']);
	});
});
