import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
import { testClient, testEnv } from '../testing/env';

const text = (path: string) => readFileSync(`${FIXTURES}/${path}`, 'utf8');
const CSV = 'cargo,empresa,link,local,descricao,fonte,status,observacoes\nAnalista de Dados,Cupuaçu Fintech,,Recife,,,,\nDesenvolvedor Python,Jabuti Tech,,Remoto,,,,\n';

type Entry = { id: string; kind: string; at: string; title: string; detail: string; params: Record<string, string | number>; ref: { kind: string; id: string }; href: string; clearable: boolean };

/**
 * One of everything, a day apart, through the API as the screens do it: a resume read (day 0), a
 * job read and analysed a minute later (day 1), the resume tailored with two decisions (day 2), an application
 * saved and moved (day 3), a CSV imported (day 4).
 */
async function lived() {
	const { env, advance } = testEnv('2026-11-01T12:00:00.000Z');
	const api = testClient(env);
	const resume = (await api.post('/resume/extract', { text: text('resumes/d_en_backend_samuel_reyes.txt') })).data;
	advance(1);
	const job = (await api.post('/job/extract', { text: text('jobs/d_job_en_backend_node_harborline.txt') })).data;
	advance(1 / 1440);
	const analysis = (await api.post('/match/analyze', { resumeId: resume.id, jobId: job.id })).data;
	advance(1);
	const tailoring = (await api.post('/resume/tailor', { resumeId: resume.id, jobId: job.id })).data;
	await api.patch(`/resume/tailor/${tailoring.id}/suggestions/${tailoring.suggestions[0].id}`, { status: 'accepted' });
	await api.patch(`/resume/tailor/${tailoring.id}/suggestions/${tailoring.suggestions[1].id}`, { status: 'rejected' });
	advance(1);
	const application = (await api.post('/tracker/jobs', { title: 'Backend Engineer', company: 'Harborline', jobId: job.id })).data;
	await api.patch(`/tracker/jobs/${application.id}`, { status: 'applied', version: application.version });
	advance(1);
	const preview = (await api.post('/inbox/import/preview', { format: 'csv', content: CSV, name: 'vagas.csv' })).data;
	const imported = (await api.post('/inbox/import/commit', { previewId: preview.previewId })).data;
	await api.post('/profile/items', { items: [{ type: 'skill', title: 'Python', detail: '', skills: ['Python'], evidence: [], origin: 'manual' }] });
	return { env, api, advance, ids: { resume: resume.id, job: job.id, analysis: analysis.id, tailoring: tailoring.id, application: application.id, import: imported.importId as string } };
}

const entries = async (api: ReturnType<typeof testClient>, query = '') => (await api.get(`/history${query}`)).data.items as Entry[];

describe('history lists what is stored', () => {
	it('shows every kind, newest first, each with its sentence, params, reference and where it lives', async () => {
		const { api, ids } = await lived();
		const r = await api.get('/history');
		expect(r.status).toBe(200);
		expect(r.data.total).toBe(7);
		expect(r.data.nextCursor).toBeNull();
		expect(r.data.counts).toEqual({ analysis: 1, job: 1, resume: 1, tailoring: 1, move: 2, interview: 0, import: 1, sync: 0 });
		const items = r.data.items as Entry[];
		expect(items.map((e) => e.kind)).toEqual(['import', 'move', 'move', 'tailoring', 'analysis', 'job', 'resume']);
		expect(items.map((e) => e.at)).toEqual([...items.map((e) => e.at)].sort().reverse());
		const byId = new Map(items.map((e) => [e.id, e]));

		expect(byId.get(`import:${ids.import}`)).toMatchObject({
			title: 'Imported “vagas.csv” into the inbox',
			detail: '2 rows: 2 added, 0 merged, 0 skipped.',
			params: { name: 'vagas.csv', format: 'csv', rows: 2, created: 2, merged: 0, skipped: 0 },
			ref: { kind: 'import', id: ids.import },
			href: '/sources#inbox',
			clearable: true
		});
		expect(byId.get(`move:${ids.application}:1`)).toMatchObject({
			title: '“Backend Engineer” at Harborline moved from Saved to Applied',
			params: { jobTitle: 'Backend Engineer', company: 'Harborline', from: 'saved', to: 'applied' },
			ref: { kind: 'application', id: ids.application },
			href: '/applications',
			clearable: false
		});
		expect(byId.get(`move:${ids.application}:0`)).toMatchObject({ title: '“Backend Engineer” at Harborline added to Applications as Saved', params: { from: '', to: 'saved' } });
		const tailoring = byId.get(`tailoring:${ids.tailoring}`)!;
		expect(tailoring).toMatchObject({ ref: { kind: 'tailoring', id: ids.tailoring }, href: `/tailor?match=${ids.analysis}`, params: { accepted: 1, rejected: 1 } });
		expect(tailoring.title).toMatch(/^Resume “.+” tailored for “.+” at Harborline/);
		expect(tailoring.detail).toMatch(/^1 accepted, 1 rejected, \d+ not decided yet\.$/);
		const analysis = byId.get(`analysis:${ids.analysis}`)!;
		expect(analysis).toMatchObject({ href: `/analysis?id=${ids.analysis}`, ref: { kind: 'analysis', id: ids.analysis }, params: { company: expect.stringContaining('Harborline') } });
		expect(analysis.detail).toMatch(/^Scored \d+\/100 against “.+”\.$/);
		expect(byId.get(`job:${ids.job}`)).toMatchObject({ href: `/job?id=${ids.job}`, ref: { kind: 'job', id: ids.job }, params: { company: expect.stringContaining('Harborline') } });
		expect(byId.get(`resume:${ids.resume}`)).toMatchObject({ href: '/resume', ref: { kind: 'resume', id: ids.resume } });
		expect(byId.get(`resume:${ids.resume}`)!.title).toMatch(/^Resume read: “.+”$/);
	});

	it('dates a tailoring by its last decision', async () => {
		const { api, advance, ids } = await lived();
		advance(10);
		const tailoring = (await api.get(`/resume/tailor/${ids.tailoring}`)).data;
		await api.patch(`/resume/tailor/${ids.tailoring}/suggestions/${tailoring.suggestions[1].id}`, { status: 'accepted' });
		const [newest] = await entries(api);
		expect(newest).toMatchObject({ id: `tailoring:${ids.tailoring}`, at: '2026-11-15T12:01:00.000Z', params: { accepted: 2, rejected: 0 } });
	});

	it('filters by kinds and by a period, counting every kind of the period for the chips', async () => {
		const { api } = await lived();
		const r = await api.get('/history?kind=analysis,move');
		expect(r.data.items.map((e: Entry) => e.kind)).toEqual(['move', 'move', 'analysis']);
		expect(r.data.total).toBe(3);
		expect(r.data.counts.job).toBe(1);
		const days = await api.get('/history?from=2026-11-02&to=2026-11-03');
		expect(days.data.items.map((e: Entry) => e.kind)).toEqual(['tailoring', 'analysis', 'job']);
		expect(days.data.counts).toEqual({ analysis: 1, job: 1, resume: 0, tailoring: 1, move: 0, interview: 0, import: 0, sync: 0 });
		// Timestamps are exact: the screen sends the bounds of the person's own days.
		const exact = await api.get(`/history?from=${encodeURIComponent('2026-11-04T12:01:00.000Z')}&to=${encodeURIComponent('2026-11-04T12:01:00.000Z')}`);
		expect(exact.data.items.map((e: Entry) => e.kind)).toEqual(['move', 'move']);
	});

	it('pages with a cursor: no entry twice, none left out, even when an entry is cleared between pages', async () => {
		const { api, ids } = await lived();
		// Six applications made at the same moment as the import: ties are ordered by id.
		for (let i = 0; i < 6; i++) {
			const job = (await api.post('/tracker/jobs', { title: `Role ${i}`, company: 'Same moment' })).data;
			await api.patch(`/tracker/jobs/${job.id}`, { status: 'applied', version: job.version });
		}
		const before = (await entries(api, '?limit=500')).map((e) => e.id);
		expect(before).toHaveLength(19);
		const seen: string[] = [];
		let cursor: string | null = null;
		let pages = 0;
		do {
			const r: { data: { items: Entry[]; nextCursor: string | null } } = await api.get(`/history?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
			seen.push(...r.data.items.map((e) => e.id));
			// Cleared while the person reads the first page: the next pages neither skip nor repeat.
			if (pages === 0) expect((await api.del(`/history/import:${ids.import}`)).status).toBe(204);
			cursor = r.data.nextCursor;
			pages++;
		} while (cursor);
		expect(seen).toEqual(before.filter((id) => id !== `import:${ids.import}`));
		expect(pages).toBe(5);
	});
});

describe('clearing history', () => {
	it('clears one entry of each clearable kind: the thing is gone from its own API too', async () => {
		const { api, ids } = await lived();
		const clear = (id: string) => api.del(`/history/${encodeURIComponent(id)}`);
		expect((await clear(`tailoring:${ids.tailoring}`)).status).toBe(204);
		expect((await api.get(`/resume/tailor/${ids.tailoring}`)).status).toBe(404);
		expect((await clear(`analysis:${ids.analysis}`)).status).toBe(204);
		expect((await api.get(`/match/${ids.analysis}`)).status).toBe(404);
		expect((await clear(`job:${ids.job}`)).status).toBe(204);
		expect((await api.get(`/job/${ids.job}`)).status).toBe(404);
		expect((await clear(`resume:${ids.resume}`)).status).toBe(204);
		expect((await api.get(`/resume/${ids.resume}`)).status).toBe(404);
		expect((await clear(`import:${ids.import}`)).status).toBe(204);
		// The record goes; the items it brought stay in the inbox.
		expect((await api.get('/inbox/items')).data.total).toBe(2);
		const left = await entries(api);
		expect(left.map((e) => e.kind)).toEqual(['move', 'move']);
	});

	it('refuses to clear a move with 409 and a sentence: it belongs to its application', async () => {
		const { api, ids } = await lived();
		const r = await api.del(`/history/${encodeURIComponent(`move:${ids.application}:1`)}`);
		expect(r).toMatchObject({ status: 409, contentType: 'application/problem+json', data: { code: 'conflict' } });
		expect(r.data.detail).toBe('A move belongs to its application; delete the application on the board to remove it.');
		expect((await api.get(`/tracker/jobs/${ids.application}`)).data.history).toHaveLength(2);
		// Deleting the application on the board takes its moves out of History.
		await api.del(`/tracker/jobs/${ids.application}`);
		expect((await entries(api, '?kind=move')).length).toBe(0);
	});

	it('clears everything the filter matches and says what went; applications, profile and inbox stay', async () => {
		const { api } = await lived();
		const summary = await api.get('/history/summary');
		expect(summary.data).toEqual({
			counts: { analysis: 1, job: 1, resume: 1, tailoring: 1, move: 2, interview: 0, import: 1, sync: 0 },
			clearable: { analysis: 1, job: 1, resume: 1, tailoring: 1, import: 1 },
			kept: { move: 2 }
		});
		const r = await api.del('/history');
		expect(r.status).toBe(200);
		expect(r.data).toEqual({ cleared: { analysis: 1, job: 1, resume: 1, tailoring: 1, import: 1 }, kept: { move: 2 } });
		expect((await api.get('/history')).data.counts).toEqual({ analysis: 0, job: 0, resume: 0, tailoring: 0, move: 2, interview: 0, import: 0, sync: 0 });
		expect((await api.get('/tracker/jobs')).data.total).toBe(1);
		expect((await api.get('/profile/items')).data.items.length).toBeGreaterThan(0);
		expect((await api.get('/inbox/items')).data.total).toBe(2);
		expect((await api.get('/resume')).data.total).toBe(0);
		expect((await api.get('/job')).data.total).toBe(0);
	});

	it('clears only the kinds and the period asked for', async () => {
		const { api, ids } = await lived();
		const r = await api.del('/history?kind=analysis,job,import&from=2026-11-02&to=2026-11-02');
		expect(r.data).toEqual({ cleared: { analysis: 1, job: 1 }, kept: {} });
		expect((await api.get(`/resume/${ids.resume}`)).status).toBe(200);
		expect((await api.get(`/resume/tailor/${ids.tailoring}`)).status).toBe(200);
		expect((await entries(api, '?kind=import')).length).toBe(1);
	});
});

describe('history refuses what it cannot do', () => {
	it('answers 404 for an entry that is not there', async () => {
		const { api, ids } = await lived();
		for (const id of ['analysis:nope', 'import:nope', `move:${ids.application}:7`, 'move:nope:0', 'nonsense:1', 'nothing']) {
			const r = await api.del(`/history/${encodeURIComponent(id)}`);
			expect(r.status, id).toBe(404);
			expect(r.data.code).toBe('not_found');
		}
	});

	it('answers 400 with the field for a bad query, and clears nothing', async () => {
		const { api } = await lived();
		const cases: [string, string][] = [
			['/history?kind=analysis,dream', 'query.kind.1'],
			['/history?from=yesterday', 'query.from'],
			['/history?from=2026-11-05&to=2026-11-01', 'query.to'],
			['/history?limit=0', 'query.limit'],
			['/history?cursor=not-a-cursor', 'query.cursor']
		];
		for (const [url, path] of cases) {
			const r = await api.get(url);
			expect(r.status, url).toBe(400);
			expect(r.data.code).toBe('validation_failed');
			expect(r.data.errors.map((e: { path: string }) => e.path), url).toContain(path);
		}
		expect((await api.del('/history?kind=everything')).status).toBe(400);
		expect((await api.get('/history')).data.total).toBe(7);
	});
});

describe('history at 10,000 applications', () => {
	it('pages through 30,000 moves fast: later pages reuse the tracker’s cached list and the sorted moves', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const jobs = Array.from({ length: 10_000 }, (_, i) => {
			const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000 + day * 86_400_000).toISOString();
			return {
				id: `job-${String(i).padStart(5, '0')}`,
				title: `Role ${i}`,
				company: 'Big Co',
				url: null,
				location: null,
				source: null,
				status: 'interview' as const,
				notes: '',
				match: null,
				jobId: null,
				createdAt: at(0),
				updatedAt: at(2),
				appliedAt: at(1),
				history: [
					{ from: null, to: 'saved' as const, at: at(0) },
					{ from: 'saved' as const, to: 'applied' as const, at: at(1) },
					{ from: 'applied' as const, to: 'interview' as const, at: at(2) }
				],
				version: 3
			};
		});
		// Seeded straight into the table: 10,000 creations through the API would only test the tracker.
		await env.db.trackerJobs.bulkAdd(jobs);
		const first = await api.get('/history?limit=100');
		expect(first.data.total).toBe(30_000);
		let cursor = first.data.nextCursor;
		const started = performance.now();
		for (let page = 0; page < 20; page++) {
			const r = await api.get(`/history?limit=100&cursor=${cursor}&kind=move`);
			expect(r.data.items).toHaveLength(100);
			cursor = r.data.nextCursor;
		}
		// Twenty more pages reuse the tracker's cached list and History's sorted moves.
		// A few milliseconds on a laptop; the bound leaves room for a busy machine.
		expect((performance.now() - started) / 20).toBeLessThan(100);
	});
});
