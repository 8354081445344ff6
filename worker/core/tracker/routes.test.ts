import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { openDb } from '../db';

const setup = () => {
	const t = testEnv();
	return { ...t, api: testClient(t.env) };
};

describe('tracker API', () => {
	it('lists the statuses in board order with both languages', async () => {
		const { api } = setup();
		const r = await api.get('/tracker/statuses');
		expect(r.status).toBe(200);
		expect(r.data.items.map((s: { status: string }) => s.status)).toEqual(['saved', 'applied', 'screening', 'interview', 'offer', 'accepted', 'rejected', 'withdrawn']);
		expect(r.data.items[1].label).toEqual({ en: 'Applied', pt: 'Candidatura enviada' });
	});

	it('creates a job with a first history entry and version 1', async () => {
		const { api, notices } = setup();
		const r = await api.post('/tracker/jobs', { title: 'Enfermeira UTI', company: 'Hospital Boa Vista', url: 'https://example.org/vaga' });
		expect(r.status).toBe(201);
		expect(r.data).toMatchObject({ title: 'Enfermeira UTI', status: 'saved', version: 1, appliedAt: null, match: null });
		expect(r.data.history).toEqual([{ from: null, to: 'saved', at: '2026-11-01T12:00:00.000Z' }]);
		expect(notices).toEqual(['tracker']);
	});

	it('answers 400 with one error per bad field and stores nothing', async () => {
		const { api } = setup();
		const r = await api.post('/tracker/jobs', { title: '  ', url: 'ftp://x', status: 'hired', surprise: 1 });
		expect(r.status).toBe(400);
		expect(r.contentType).toBe('application/problem+json');
		expect(r.data.code).toBe('validation_failed');
		const paths = r.data.errors.map((e: { path: string }) => e.path);
		expect(paths).toEqual(expect.arrayContaining(['title', 'url', 'status']));
		expect((await api.get('/tracker/jobs')).data.total).toBe(0);
	});

	it('rejects a body that is not JSON', async () => {
		const { api } = setup();
		const r = await api.call('POST', '/tracker/jobs', '{nope');
		expect(r.status).toBe(400);
		expect(r.data.code).toBe('validation_failed');
	});

	it('appends to history on every status change and sets appliedAt once', async () => {
		const { api, advance } = setup();
		const { data: job } = await api.post('/tracker/jobs', { title: 'Advogado trabalhista' });
		advance(2);
		const applied = await api.patch(`/tracker/jobs/${job.id}`, { status: 'applied', version: 1 });
		expect(applied.status).toBe(200);
		expect(applied.data.appliedAt).toBe('2026-11-03T12:00:00.000Z');
		advance(5);
		const interview = await api.patch(`/tracker/jobs/${job.id}`, { status: 'interview', notes: 'Panel on Monday', version: 2 });
		expect(interview.data.version).toBe(3);
		expect(interview.data.appliedAt).toBe('2026-11-03T12:00:00.000Z');
		expect(interview.data.history.map((h: { to: string }) => h.to)).toEqual(['saved', 'applied', 'interview']);
		const notesOnly = await api.patch(`/tracker/jobs/${job.id}`, { notes: 'Panel moved', version: 3 });
		expect(notesOnly.data.history).toHaveLength(3);
	});

	it('refuses a stale version with 409 and keeps the stored job', async () => {
		const { api } = setup();
		const { data: job } = await api.post('/tracker/jobs', { title: 'Professora de Matemática' });
		await api.patch(`/tracker/jobs/${job.id}`, { notes: 'first', version: 1 });
		const stale = await api.patch(`/tracker/jobs/${job.id}`, { notes: 'second', version: 1 });
		expect(stale.status).toBe(409);
		expect(stale.data.code).toBe('conflict');
		expect((await api.get(`/tracker/jobs/${job.id}`)).data).toMatchObject({ notes: 'first', version: 2 });
	});

	it('answers 404 for unknown ids on read, update and delete', async () => {
		const { api } = setup();
		for (const r of [await api.get('/tracker/jobs/nope'), await api.patch('/tracker/jobs/nope', { notes: 'x', version: 1 }), await api.del('/tracker/jobs/nope')]) {
			expect(r.status).toBe(404);
			expect(r.data.code).toBe('not_found');
		}
	});

	it('deletes with 204', async () => {
		const { api } = setup();
		const { data: job } = await api.post('/tracker/jobs', { title: 'Contador' });
		expect((await api.del(`/tracker/jobs/${job.id}`)).status).toBe(204);
		expect((await api.get(`/tracker/jobs/${job.id}`)).status).toBe(404);
	});

	it('filters by status and source, searches without accents, and pages with a cursor', async () => {
		const { api, advance } = setup();
		const titles = ['Engenheiro Civil', 'Técnico de Enfermagem', 'Analista Contábil', 'Designer de Produto', 'Enfermeiro Obstetra'];
		for (const [i, title] of titles.entries()) {
			await api.post('/tracker/jobs', { title, source: i % 2 ? 'Gupy' : 'LinkedIn', status: i < 2 ? 'applied' : 'saved' });
			advance(1);
		}
		expect((await api.get('/tracker/jobs?status=applied')).data.total).toBe(2);
		expect((await api.get('/tracker/jobs?status=applied,saved')).data.total).toBe(5);
		expect((await api.get('/tracker/jobs?source=gupy')).data.total).toBe(2);
		const search = await api.get('/tracker/jobs?q=tecnico%20de%20enfermagem');
		expect(search.data.items.map((j: { title: string }) => j.title)).toEqual(['Técnico de Enfermagem']);

		const seen: string[] = [];
		let cursor: string | null = null;
		do {
			const page: { data: { items: { title: string }[]; nextCursor: string | null; total: number } } = await api.get(
				`/tracker/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`
			);
			expect(page.data.total).toBe(5);
			seen.push(...page.data.items.map((j) => j.title));
			cursor = page.data.nextCursor;
		} while (cursor);
		expect(seen).toEqual([...titles].reverse());
	});

	it('rejects an unknown status filter, a bad limit and a forged cursor', async () => {
		const { api } = setup();
		expect((await api.get('/tracker/jobs?status=hired')).status).toBe(400);
		expect((await api.get('/tracker/jobs?limit=501')).status).toBe(400);
		const forged = await api.get('/tracker/jobs?cursor=zzz');
		expect(forged.status).toBe(400);
		expect(forged.data.errors[0].path).toBe('query.cursor');
	});

	it('computes metrics from stored jobs', async () => {
		const { api } = setup();
		const { data: a } = await api.post('/tracker/jobs', { title: 'A', status: 'applied', match: { score: 70, analysisId: null } });
		await api.post('/tracker/jobs', { title: 'B' });
		await api.patch(`/tracker/jobs/${a.id}`, { status: 'interview', version: 1 });
		const m = await api.get('/tracker/metrics');
		expect(m.data).toMatchObject({ total: 2, active: 2, responseRate: 1, interviewRate: 1, averageMatch: 70 });
		expect((await api.get('/tracker/funnel')).data.stages[3]).toMatchObject({ status: 'interview', count: 1 });
		expect((await api.get('/tracker/sources')).data.items[0]).toMatchObject({ source: 'manual', total: 2 });
		expect((await api.get('/tracker/timeline')).data.items.length).toBeGreaterThan(0);
	});

	it('answers the last weeks of the timeline, quiet ones included, when asked for a number of weeks', async () => {
		const { api, advance } = setup(); // the clock starts on Sunday 2026-11-01, in 2026-W44
		const { data: job } = await api.post('/tracker/jobs', { title: 'Farmacêutica', status: 'applied' });
		advance(15);
		await api.patch(`/tracker/jobs/${job.id}`, { status: 'interview', version: 1 });
		const r = (await api.get('/tracker/timeline?weeks=4')).data;
		expect(r.items.map((w: { week: string }) => w.week)).toEqual(['2026-W44', '2026-W45', '2026-W46', '2026-W47']);
		expect(r.items.map((w: { applied: number; interviews: number }) => [w.applied, w.interviews])).toEqual([
			[1, 0],
			[0, 0],
			[0, 0],
			[0, 1]
		]);
		expect(r.totals).toEqual({ created: 1, applied: 1, responses: 1, interviews: 1 });
		expect((await api.get('/tracker/timeline')).data.items.map((w: { week: string }) => w.week)).toEqual(['2026-W44', '2026-W47']);
		for (const q of ['weeks=0', 'weeks=521', 'weeks=some']) expect((await api.get(`/tracker/timeline?${q}`)).status).toBe(400);
	});
});

describe('router', () => {
	it('answers unknown endpoints and wrong methods with problem+json', async () => {
		const { api } = setup();
		const unknown = await api.get('/nowhere');
		expect(unknown).toMatchObject({ status: 404, contentType: 'application/problem+json', data: { code: 'not_found', type: 'about:blank' } });
		const wrong = await api.call('PUT', '/tracker/jobs');
		expect(wrong.status).toBe(405);
	});

	it('refuses a body over 15 MB with 413 before reading it', async () => {
		const { api } = setup();
		const r = await api.post('/tracker/jobs', { title: 'x'.repeat(15 * 1024 * 1024 + 10) });
		expect(r.status).toBe(413);
		expect(r.data.code).toBe('payload_too_large');
	});

	it('reports health with storage and relay state', async () => {
		const { api } = setup();
		const r = await api.get('/health');
		expect(r.data).toEqual({ ok: true, version: '1.8.2', mode: 'real', storage: { ok: true, usage: 1000, quota: 1_000_000, persisted: false }, relay: { available: false } });
	});
});

describe('tracker reads after writes', () => {
	it('never serves a stale list or metrics after a write, even one made by another core on the same database', async () => {
		const { env } = testEnv();
		const a = testClient(env);
		const b = testClient({ ...env, db: openDb(env.db.name), newId: () => `other-${Math.random()}` }); // a second tab's core
		await a.post('/tracker/jobs', { title: 'Primeira' });
		expect((await a.get('/tracker/metrics')).data.total).toBe(1);
		await b.post('/tracker/jobs', { title: 'Segunda', status: 'applied' });
		expect((await a.get('/tracker/metrics')).data).toMatchObject({ total: 2, applied: 1 });
		const { data: list } = await a.get('/tracker/jobs');
		await b.patch(`/tracker/jobs/${list.items[0].id}`, { status: 'interview', version: 1 });
		expect((await a.get('/tracker/jobs?status=interview')).data.total).toBe(1);
		await b.del(`/tracker/jobs/${list.items[1].id}`);
		expect((await a.get('/tracker/jobs')).data.total).toBe(1);
	});
});

describe('tracker snapshot', () => {
	it('moves forward with its own writes and still sees a write from another core', async () => {
		const { env } = testEnv();
		const a = testClient(env);
		const b = testClient({ ...env, db: openDb(env.db.name), newId: () => `b-${Math.random()}` });
		const { data: job } = await a.post('/tracker/jobs', { title: 'Um' });
		await a.get('/tracker/metrics');
		await a.patch(`/tracker/jobs/${job.id}`, { status: 'applied', version: 1 });
		expect((await a.get('/tracker/metrics')).data).toMatchObject({ total: 1, applied: 1 });
		await b.patch(`/tracker/jobs/${job.id}`, { status: 'offer', version: 2 });
		await a.post('/tracker/jobs', { title: 'Dois' });
		expect((await a.get('/tracker/metrics')).data).toMatchObject({ total: 2, byStatus: { offer: 1, saved: 1 } });
		await a.del(`/tracker/jobs/${job.id}`);
		expect((await a.get('/tracker/jobs')).data.items.map((j: { title: string }) => j.title)).toEqual(['Dois']);
	});
});

describe('stored aggregations', () => {
	it('a new core reads stored metrics, and recomputes them once another core has written', async () => {
		const { env } = testEnv();
		const a = testClient(env);
		await a.post('/tracker/jobs', { title: 'Um', status: 'applied' });
		expect((await a.get('/tracker/metrics')).data.total).toBe(1);
		// A fresh core (another tab, or after a restart) on the same database.
		const fresh = testClient({ ...env, db: openDb(env.db.name) });
		expect((await fresh.get('/tracker/metrics')).data).toMatchObject({ total: 1, applied: 1 });
		await fresh.post('/tracker/jobs', { title: 'Dois' });
		expect((await a.get('/tracker/metrics')).data.total).toBe(2);
		expect((await a.get('/tracker/funnel')).data.stages[0].count).toBe(2);
	});

	it('pages without filters from the index the same way as with the snapshot', async () => {
		const { env, advance } = testEnv();
		const fresh = () => testClient({ ...env, db: openDb(env.db.name) });
		const a = testClient(env);
		for (let i = 0; i < 5; i++) {
			await a.post('/tracker/jobs', { title: `Vaga ${i}` });
			advance(1);
		}
		const viaIndex: string[] = [];
		let cursor: string | null = null;
		do {
			const r: { data: { items: { title: string }[]; nextCursor: string | null; total: number } } = await fresh().get(`/tracker/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
			expect(r.data.total).toBe(5);
			viaIndex.push(...r.data.items.map((j) => j.title));
			cursor = r.data.nextCursor;
		} while (cursor);
		expect(viaIndex).toEqual(['Vaga 4', 'Vaga 3', 'Vaga 2', 'Vaga 1', 'Vaga 0']);
	});
});

describe('applications of one extracted job', () => {
	it('filters the list by jobId', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.post('/tracker/jobs', { title: 'Nurse', jobId: 'job-a' });
		await api.post('/tracker/jobs', { title: 'Teacher', jobId: 'job-b' });
		await api.post('/tracker/jobs', { title: 'Lawyer' });
		const list = await api.get('/tracker/jobs?jobId=job-a');
		expect(list.data.items.map((j: { title: string }) => j.title)).toEqual(['Nurse']);
		expect(list.data.total).toBe(1);
		expect((await api.get('/tracker/jobs?jobId=nope')).data.items).toEqual([]);
	});
});
