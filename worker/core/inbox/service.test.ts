import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { relayServing, testClient, testEnv } from '../testing/env';
import { refreshFits } from './fit';

const jobText = (name: string) => readFileSync(new URL(`../../../tests/fixtures/jobs/${name}`, import.meta.url), 'utf8');
const POSTING = jobText('d_job_en_backend_node_harborline.txt');
const PAGE = readFileSync(new URL('../../../tests/fixtures/jobs/d_job_en_backend_node_harborline.html', import.meta.url), 'utf8');


const item = (over: Record<string, unknown> = {}) => ({ title: 'Data Engineer', company: 'Acme', location: 'São Paulo, SP', description: '', ...over });

describe('inbox items', () => {
	it('adds a pasted posting read by the job extractor, and stores nothing from a text that is no posting', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const r = await api.post('/inbox/items', { text: POSTING });
		expect(r.status).toBe(201);
		expect(r.data).toMatchObject({ channel: 'text', origin: 'text', status: 'new', history: [{ event: 'created' }] });
		expect(r.data.title).toMatch(/Backend/i);
		expect(r.data.company).toMatch(/Harborline/);
		// Pasted after its page could not be read: the link it came from is kept, never fetched.
		const withLink = await api.post('/inbox/items', { text: POSTING.replace('Harborline', 'Harborline Labs'), url: 'https://jobs.example/harborline/9' });
		expect(withLink.data).toMatchObject({ url: 'https://jobs.example/harborline/9', origin: 'jobs.example', channel: 'text' });
		expect(withLink.data.history[0].params).toEqual({ channel: 'text', origin: 'jobs.example' });
		await api.post('/inbox/items/bulk', { ids: [withLink.data.id], action: 'delete' });
		const bad = await api.post('/inbox/items', { text: 'hello' });
		expect(bad.status).toBe(422);
		expect((await api.get('/inbox/items')).data.total).toBe(1);
	});

	it('reads a link through the relay only after consent; a blocked page says to paste the text', async () => {
		const { env } = testEnv();
		const asked = relayServing(env, { status: 200, body: { url: 'https://jobs.example/harborline/1', status: 200, contentType: 'text/html', body: PAGE } });
		const api = testClient(env);
		const refused = await api.post('/inbox/items', { url: 'https://jobs.example/harborline/1' });
		expect(refused).toMatchObject({ status: 403, data: { code: 'consent_required' } });
		expect(asked).toEqual([]);
		await api.call('PUT', '/settings/consents/relay-fetch', { granted: true });
		const r = await api.post('/inbox/items', { url: 'https://jobs.example/harborline/1' });
		expect(r.status).toBe(201);
		expect(r.data).toMatchObject({ channel: 'link', origin: 'jobs.example', url: 'https://jobs.example/harborline/1' });
		expect(r.data.description.length).toBeGreaterThan(200);
		relayServing(env, { status: 422, body: { code: 'page_blocked', detail: 'blocked' } });
		const blocked = await api.post('/inbox/items', { url: 'https://jobs.example/login' });
		expect(blocked.status).toBe(422);
		expect(blocked.data.detail).toMatch(/paste/);
		expect((await api.get('/inbox/items')).data.total).toBe(1);
	});

	it('never stores the same posting twice: the item already there learns what was new', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const first = await api.post('/inbox/items', item({ url: 'https://www.linkedin.com/jobs/view/3812345678/?utm_source=share' }));
		const again = await api.post('/inbox/items', item({ title: 'Data engineer ', url: 'https://br.linkedin.com/jobs/view/data-engineer-at-acme-3812345678', description: 'Python and SQL', tags: ['priority'] }));
		expect(again.status).toBe(200);
		expect(again.data.id).toBe(first.data.id);
		expect(again.data.warnings.map((w: { code: string }) => w.code)).toContain('duplicate');
		expect(again.data).toMatchObject({ description: 'Python and SQL', tags: ['priority'], title: 'Data Engineer' });
		expect(again.data.history.map((h: { event: string }) => h.event)).toEqual(['created', 'added_again']);
		// Same title and company in another city: another posting, flagged as a possible duplicate.
		const elsewhere = await api.post('/inbox/items', item({ location: 'Recife, PE' }));
		expect(elsewhere.status).toBe(201);
		expect(elsewhere.data.possibleDuplicateOf).toBe(first.data.id);
	});

	it('says when a posting is already an application', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.post('/tracker/jobs', { title: 'Data Engineer', company: 'Acme', url: 'https://acme.example/jobs/7' });
		const r = await api.post('/inbox/items', item({ url: 'https://acme.example/jobs/7/' }));
		expect(r.status).toBe(201);
		expect(r.data.warnings[0]).toMatchObject({ code: 'already_tracked' });
	});

	it('refuses bad input with the field, and an item with neither title nor link', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const bad = await api.post('/inbox/items', { title: 'X', url: 'javascript:alert(1)' });
		expect(bad).toMatchObject({ status: 400, data: { code: 'validation_failed' } });
		expect((await api.post('/inbox/items', { company: 'Acme' })).status).toBe(400);
		expect((await api.get('/inbox/items/nope')).status).toBe(404);
		expect((await api.get('/inbox/items')).data.total).toBe(0);
	});
});

describe('listing', () => {
	async function seeded() {
		const { env, advance } = testEnv();
		const api = testClient(env);
		for (const [i, fields] of [
			item({ title: 'Analista de Logística', company: 'Anhuma Logística', origin: 'LinkedIn' }),
			item({ title: 'Enfermeira UTI', company: 'Hospital Bom Jesus', origin: 'Gupy', tags: ['saúde'] }),
			item({ title: 'Professora de Inglês', company: 'Escola Sol', origin: 'indicação', url: 'https://escola.example/vagas/9' })
		].entries()) {
			await api.post('/inbox/items', fields);
			advance(i + 1);
		}
		return { env, api };
	}

	it('filters by status and origin, searches without accents or case, newest first', async () => {
		const { api } = await seeded();
		const all = await api.get('/inbox/items');
		expect(all.data.items.map((i: { title: string }) => i.title)).toEqual(['Professora de Inglês', 'Enfermeira UTI', 'Analista de Logística']);
		expect(all.data.facets.origin).toEqual({ Gupy: 1, indicação: 1, LinkedIn: 1 });
		expect((await api.get('/inbox/items?q=LOGISTICA')).data.total).toBe(1);
		expect((await api.get('/inbox/items?q=saude')).data.items[0].title).toBe('Enfermeira UTI');
		expect((await api.get('/inbox/items?q=escola.example')).data.total).toBe(1);
		expect((await api.get('/inbox/items?origin=indicacao')).data.total).toBe(1);
		const id = all.data.items[0].id;
		await api.patch(`/inbox/items/${id}`, { status: 'archived' });
		expect((await api.get('/inbox/items?status=archived')).data.items.map((i: { id: string }) => i.id)).toEqual([id]);
		expect((await api.get('/inbox/items?status=new')).data.total).toBe(2);
		expect((await api.get('/inbox/items?sort=oldest')).data.items[0].title).toBe('Analista de Logística');
	});

	it('pages with a cursor without overlap or gap', async () => {
		const { api } = await seeded();
		const first = await api.get('/inbox/items?limit=2');
		expect(first.data.items).toHaveLength(2);
		const second = await api.get(`/inbox/items?limit=2&cursor=${first.data.nextCursor}`);
		expect(second.data.items).toHaveLength(1);
		expect(second.data.nextCursor).toBeNull();
		expect(new Set([...first.data.items, ...second.data.items].map((i: { id: string }) => i.id)).size).toBe(3);
		expect((await api.get('/inbox/items?cursor=%%%')).status).toBe(400);
	});

	it('scores fit against the profile in the background, sorts by it, and scores again when the profile changes', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const strong = await api.post('/inbox/items', item({ title: 'Backend Engineer', company: 'Harborline', description: POSTING }));
		await api.post('/inbox/items', item({ title: 'Nurse', company: 'Care', description: 'Registered nurse for the ICU. Requirements: ICU experience, BLS certification, patient care.' }));
		await api.post('/inbox/items', item({ title: 'No description' }));
		let list = await api.get('/inbox/items?sort=fit');
		// No profile yet: nothing honest to score.
		expect(list.data.items.map((i: { fitState: string }) => i.fitState).sort()).toEqual(['no_description', 'no_profile', 'no_profile']);
		await api.post('/profile/items', { type: 'skill', title: 'Node.js', skills: ['Node.js', 'TypeScript', 'PostgreSQL'], evidence: [{ text: 'Built Node.js and TypeScript services on PostgreSQL' }] });
		list = await api.get('/inbox/items?sort=fit');
		expect(list.data.fitPending).toBe(2);
		await refreshFits(env);
		list = await api.get('/inbox/items?sort=fit');
		expect(list.data.fitPending).toBe(0);
		expect(list.data.items[0].id).toBe(strong.data.id);
		expect(list.data.items[0]).toMatchObject({ fitState: 'ready' });
		expect(list.data.items[0].fit.score).toBeGreaterThan(list.data.items[1].fit?.score ?? -1);
		expect(list.data.items[0].fit.met).toBeGreaterThan(0);
		// One number, explained: skills shown out of the skills named (never more), and the analysis's breakdown.
		const fit = list.data.items[0].fit;
		expect(fit.met).toBeLessThanOrEqual(fit.of);
		expect(Object.keys(fit.breakdown).sort()).toEqual(['education', 'experience', 'language', 'seniority', 'skills']);
		expect(list.data.items[2].fitState).toBe('no_description');
	});
});

describe('changing items', () => {
	it('edits with a version check and records each change in the history', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const { data } = await api.post('/inbox/items', item());
		const edited = await api.patch(`/inbox/items/${data.id}`, { version: 1, notes: 'call Ana', status: 'reviewed' });
		expect(edited.data).toMatchObject({ notes: 'call Ana', status: 'reviewed', version: 2 });
		expect(edited.data.history.map((h: { event: string; detail: string }) => `${h.event}:${h.detail}`)).toEqual(['created:manual: manual', 'edited:notes', 'status:new → reviewed']);
		expect((await api.patch(`/inbox/items/${data.id}`, { version: 1, notes: 'stale' })).status).toBe(409);
		expect((await api.patch(`/inbox/items/${data.id}`, { status: 'merged' })).status).toBe(400);
	});

	it('merges a duplicate into the kept item, keeping both histories', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const kept = (await api.post('/inbox/items', item({ url: 'https://acme.example/jobs/1' }))).data;
		const other = (await api.post('/inbox/items', item({ title: 'Engenheiro de Dados', url: 'https://gupy.example/acme/1', description: 'Python e SQL', notes: 'from Gupy' }))).data;
		const r = await api.post(`/inbox/items/${other.id}/merge`, { intoId: kept.id });
		expect(r.status).toBe(200);
		expect(r.data).toMatchObject({ id: kept.id, description: 'Python e SQL', notes: 'from Gupy', url: 'https://acme.example/jobs/1' });
		expect(r.data.history.at(-1)).toMatchObject({ event: 'merged' });
		expect(r.data.merged).toHaveLength(1);
		expect(r.data.merged[0].history.map((h: { event: string }) => h.event)).toEqual(['created', 'merged_into']);
		const gone = await api.get(`/inbox/items/${other.id}`);
		expect(gone.data).toMatchObject({ status: 'merged', duplicateOf: kept.id });
		expect((await api.get('/inbox/items')).data.total).toBe(1);
		expect((await api.get('/inbox/items?status=merged')).data.total).toBe(1);
		expect((await api.post(`/inbox/items/${other.id}/merge`, { intoId: kept.id })).status).toBe(409);
		expect((await api.post(`/inbox/items/${kept.id}/merge`, { intoId: kept.id })).status).toBe(400);
	});

	it('acts on a selection: archive, ignore, restore, delete', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const ids = [];
		for (const title of ['A', 'B', 'C']) ids.push((await api.post('/inbox/items', item({ title }))).data.id);
		expect((await api.post('/inbox/items/bulk', { ids: ids.slice(0, 2), action: 'archive' })).data).toEqual({ updated: 2, skipped: 0 });
		expect((await api.get('/inbox/items?status=archived')).data.total).toBe(2);
		expect((await api.post('/inbox/items/bulk', { ids: [ids[0], 'nope'], action: 'restore' })).data).toEqual({ updated: 1, skipped: 1 });
		await api.post('/inbox/items/bulk', { ids: [ids[2]], action: 'delete' });
		expect((await api.get('/inbox/items')).data.total).toBe(2);
		expect((await api.post('/inbox/items/bulk', { ids: [], action: 'archive' })).status).toBe(400);
	});

	it('opens an item in the Job screen and saves it to Applications once, with the origin as source', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const { data } = await api.post('/inbox/items', item({ title: 'Backend Engineer', company: 'Harborline', description: POSTING, origin: 'LinkedIn' }));
		const opened = await api.post(`/inbox/items/${data.id}/job`);
		expect(opened.status).toBe(200);
		expect((await api.get(`/job/${opened.data.jobId}`)).data.job.company).toBe('Harborline');
		expect(opened.data.item).toMatchObject({ jobId: opened.data.jobId, status: 'reviewed' });
		const saved = await api.post(`/inbox/items/${data.id}/track`);
		expect(saved.status).toBe(201);
		const application = (await api.get(`/tracker/jobs/${saved.data.trackerJobId}`)).data;
		expect(application).toMatchObject({ title: 'Backend Engineer', company: 'Harborline', source: 'LinkedIn', status: 'saved', jobId: opened.data.jobId });
		expect(saved.data.item.status).toBe('saved');
		const again = await api.post(`/inbox/items/${data.id}/track`);
		expect(again.status).toBe(200);
		expect((await api.get('/tracker/jobs')).data.total).toBe(1);
		const empty = (await api.post('/inbox/items', item({ title: 'Bare' }))).data;
		expect((await api.post(`/inbox/items/${empty.id}/job`)).data.code).toBe('incomplete_job');
	});
});

describe('from a capture', () => {
	it('takes the posting the extension found (description as text), marks the capture reviewed, and never twice', async () => {
		const { env } = testEnv();
		const capture = {
			id: 'cap-1',
			seq: 1,
			url: 'https://careers.example/jobs/42',
			title: 'Careers — Nurse',
			text: 'whole page text',
			captureType: 'job',
			origin: 'extension',
			capturedAt: '2026-11-01T10:00:00.000Z',
			receivedAt: '2026-11-01T10:00:01.000Z',
			jobPosting: { title: 'ICU Nurse', company: 'Care Hospital', location: 'Recife, PE', description: '<p>Requirements: <b>ICU</b> experience &amp; BLS.</p>', employmentType: null, datePosted: null, validThrough: null, remote: null }
		};
		relayServing(env, { status: 200, body: { items: [capture], nextCursor: '1', hasMore: false, corrupted: [] } });
		const api = testClient(env);
		await api.get('/captures');
		const r = await api.post('/inbox/items', { captureId: 'cap-1' });
		expect(r.status).toBe(201);
		expect(r.data).toMatchObject({ title: 'ICU Nurse', company: 'Care Hospital', location: 'Recife, PE', origin: 'extension', channel: 'capture', captureId: 'cap-1', url: 'https://careers.example/jobs/42' });
		expect(r.data.description).toMatch(/^Requirements: ICU experience & BLS\.$/);
		expect((await api.get('/captures')).data.items[0].status).toBe('reviewed');
		expect((await api.post('/inbox/items', { captureId: 'cap-1' })).status).toBe(200);
		expect((await api.post('/inbox/items', { captureId: 'nope' })).status).toBe(404);
	});
});
