import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import type { CoreEnv } from '../env';
import { canonicalJobUrl } from '../engine/posting-identity';

// A posting written here so the tests need no fixture folder.
const POSTING = `Backend Engineer (Python)
Pagafacil — São Paulo, SP (hybrid)

About the role
We are hiring a backend engineer to build the APIs behind our payment products.

Requirements
- 3+ years building REST APIs with Python and Django
- Solid PostgreSQL and SQL skills
- Experience with Docker

Nice to have
- Kubernetes
- AWS

Responsibilities
- Design, build and run payment services.
`;

const OTHER = POSTING.replace('Backend Engineer (Python)', 'Data Engineer (Python)').replace('payment services', 'data pipelines');

const PAGE = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>
<p>Pagafacil — São Paulo, SP (hybrid). We are hiring a backend engineer to build the APIs behind our payment products.
You will join a small team that designs, builds and runs the services our customers rely on every day, reviews code,
writes tests and takes part in a calm on-call rotation.</p>
<h2>Requirements</h2><ul><li>3+ years building REST APIs with Python and Django</li><li>Solid PostgreSQL and SQL skills</li><li>Experience with Docker</li></ul>
<h2>Nice to have</h2><ul><li>Kubernetes</li></ul>
<h2>Responsibilities</h2><ul><li>Design, build and run payment services with care for their users.</li></ul></main></body></html>`;

const names = (skills: { name: string }[]) => skills.map((s) => s.name);

/** A relay answering every fetch with `html` at `finalUrl`. */
function relayServing(env: CoreEnv, html: () => string, finalUrl: string) {
	env.relay = async () =>
		new Response(JSON.stringify({ url: finalUrl, status: 200, contentType: 'text/html', body: html() }), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('job documents', () => {
	it('reading the same posting text again returns the same job with 200, updated, not a copy', async () => {
		const { env, advance } = testEnv();
		const api = testClient(env);
		const first = await api.post('/job/extract', { text: POSTING });
		expect(first.status).toBe(201);
		expect(first.data.version).toBe(1);
		advance(1);
		const again = await api.post('/job/extract', { text: POSTING.replace(/\n/g, '\r\n') });
		expect(again.status).toBe(200);
		expect(again.data).toMatchObject({ id: first.data.id, createdAt: first.data.createdAt, version: 2, updatedAt: '2026-11-02T12:00:00.000Z' });
		expect((await api.get('/job')).data.total).toBe(1);
	});

	it('the same link read again is the same job, even with tracking tags, and takes the new text', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.call('PUT', '/settings/consents/relay-fetch', { granted: true });
		let title = 'Backend Engineer';
		relayServing(env, () => PAGE(title), 'https://jobs.example/vagas/123');
		const first = await api.post('/job/extract', { url: 'https://jobs.example/vagas/123' });
		expect(first.status).toBe(201);
		title = 'Senior Backend Engineer';
		const again = await api.post('/job/extract', { url: 'https://www.jobs.example/vagas/123/?utm_source=newsletter#apply' });
		expect(again.status).toBe(200);
		expect(again.data.id).toBe(first.data.id);
		expect(again.data.job.title).toBe('Senior Backend Engineer');
		expect((await api.get('/job')).data.total).toBe(1);
	});

	it('two different postings are two jobs', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const a = await api.post('/job/extract', { text: POSTING });
		const b = await api.post('/job/extract', { text: OTHER });
		expect(b.status).toBe(201);
		expect(b.data.id).not.toBe(a.data.id);
		expect((await api.get('/job')).data.total).toBe(2);
	});

	it('what the person said about a posting still wins when it is read again without it', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.post('/job/extract', { text: POSTING, metadata: { company: 'Pagafácil S.A.', source: 'Indicação' } });
		const again = await api.post('/job/extract', { text: POSTING, metadata: { location: 'Remoto' } });
		expect(again.data.job).toMatchObject({ company: 'Pagafácil S.A.', source: 'Indicação', location: 'Remoto' });
	});

	it('lists jobs with title, company, date and their analyses', async () => {
		const { env, advance } = testEnv();
		const api = testClient(env);
		const job = (await api.post('/job/extract', { text: POSTING })).data;
		await env.db.analyses.bulkAdd([
			{ id: 'a1', jobId: job.id, resumeId: 'r1', score: 61, createdAt: '2026-11-01T13:00:00.000Z' },
			{ id: 'a2', jobId: job.id, resumeId: null, score: 74, createdAt: '2026-11-01T14:00:00.000Z' },
			{ id: 'a3', jobId: 'another', resumeId: null, score: 10, createdAt: '2026-11-01T14:00:00.000Z' }
		] as never);
		advance(1);
		await api.post('/job/extract', { text: OTHER });
		const { items, total } = (await api.get('/job')).data;
		expect(total).toBe(2);
		expect(items[0]).toMatchObject({ title: 'Data Engineer (Python)', analyses: [] });
		expect(items[1]).toMatchObject({ id: job.id, title: 'Backend Engineer (Python)', company: 'Pagafacil', createdAt: '2026-11-01T12:00:00.000Z' });
		expect(items[1].analyses).toEqual([
			{ id: 'a2', score: 74, createdAt: '2026-11-01T14:00:00.000Z', resumeId: null },
			{ id: 'a1', score: 61, createdAt: '2026-11-01T13:00:00.000Z', resumeId: 'r1' }
		]);
	});

	it('deletes a job with 204, then it is not_found; its analyses stay', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const job = (await api.post('/job/extract', { text: POSTING })).data;
		await env.db.analyses.add({ id: 'a1', jobId: job.id, resumeId: null, score: 50, createdAt: '2026-11-01T13:00:00.000Z' } as never);
		expect((await api.del(`/job/${job.id}`)).status).toBe(204);
		expect((await api.get(`/job/${job.id}`)).data.code).toBe('not_found');
		expect((await api.del(`/job/${job.id}`)).status).toBe(404);
		expect((await api.get('/job')).data.total).toBe(0);
		expect(await env.db.analyses.get('a1')).toBeTruthy();
	});
});

describe('correcting a job’s requirements', () => {
	async function stored() {
		const { env } = testEnv();
		const api = testClient(env);
		const job = (await api.post('/job/extract', { text: POSTING })).data;
		return { env, api, job };
	}

	it('removes one, adds one under its taxonomy name, and moves one; the posting’s quotes stay', async () => {
		const { api, job } = await stored();
		const required = names(job.job.requiredSkills);
		expect(required).toEqual(expect.arrayContaining(['Python', 'Django', 'PostgreSQL', 'Docker']));
		const r = await api.patch(`/job/${job.id}`, {
			requiredSkills: [...required.filter((n: string) => n !== 'Django'), 'postgres', 'Kubernetes', 'typescript'],
			niceToHaveSkills: ['AWS'],
			version: job.version
		});
		expect(r.status).toBe(200);
		expect(names(r.data.job.requiredSkills)).not.toContain('Django');
		expect(names(r.data.job.requiredSkills)).toEqual(expect.arrayContaining(['Kubernetes', 'TypeScript']));
		expect(names(r.data.job.requiredSkills).filter((n) => n === 'PostgreSQL')).toHaveLength(1);
		expect(names(r.data.job.niceToHaveSkills)).toEqual(['AWS']);
		const moved = r.data.job.requiredSkills.find((s: { name: string }) => s.name === 'Kubernetes');
		expect(moved.evidence).toContain('Kubernetes');
		expect(moved.origin).not.toBe('person');
		expect(r.data.job.requiredSkills.find((s: { name: string }) => s.name === 'TypeScript')).toMatchObject({ origin: 'person', evidence: 'Added by you' });
		expect(r.data.version).toBe(2);
		expect((await api.get(`/job/${job.id}`)).data.job.requiredSkills).toEqual(r.data.job.requiredSkills);
	});

	it('naming a skill only as required takes it out of nice to have', async () => {
		const { api, job } = await stored();
		const r = await api.patch(`/job/${job.id}`, { requiredSkills: [...names(job.job.requiredSkills), 'AWS'] });
		expect(names(r.data.job.niceToHaveSkills)).not.toContain('AWS');
		expect(names(r.data.job.requiredSkills)).toContain('AWS');
	});

	it('refuses a skill in both lists, a stale version and an empty name, and changes nothing', async () => {
		const { api, job } = await stored();
		const both = await api.patch(`/job/${job.id}`, { requiredSkills: ['Python'], niceToHaveSkills: ['python'] });
		expect(both).toMatchObject({ status: 400, data: { code: 'validation_failed' } });
		expect(both.data.errors[0].path).toBe('niceToHaveSkills.0');
		expect((await api.patch(`/job/${job.id}`, { requiredSkills: ['Go'], version: 7 })).data.code).toBe('conflict');
		const empty = await api.patch(`/job/${job.id}`, { requiredSkills: ['  '] });
		expect(empty.data.code).toBe('validation_failed');
		expect(empty.data.errors[0].path).toBe('requiredSkills.0');
		expect((await api.patch(`/job/${job.id}`, {})).data.code).toBe('validation_failed');
		expect((await api.patch('/job/nope', { requiredSkills: ['Go'] })).data.code).toBe('not_found');
		expect((await api.get(`/job/${job.id}`)).data).toEqual(job);
	});

	it('corrects the title and the company the posting was read with, and keeps them when it is read again', async () => {
		const { api, job } = await stored();
		const r = await api.patch(`/job/${job.id}`, { title: 'Backend Engineer II', company: 'Acme Health', version: job.version });
		expect(r.status).toBe(200);
		expect(r.data.job).toMatchObject({ title: 'Backend Engineer II', company: 'Acme Health' });
		expect(r.data.job.requiredSkills).toEqual(job.job.requiredSkills);
		const again = await api.post('/job/extract', { text: POSTING });
		expect(again.data.job).toMatchObject({ title: 'Backend Engineer II', company: 'Acme Health' });
		// No title is no title; a stale version changes nothing.
		expect((await api.patch(`/job/${job.id}`, { title: '  ' })).data.code).toBe('validation_failed');
		expect((await api.patch(`/job/${job.id}`, { title: 'X', version: 1 })).data.code).toBe('conflict');
	});

	it('the corrected requirements survive reading the same posting again', async () => {
		const { api, job } = await stored();
		await api.patch(`/job/${job.id}`, { requiredSkills: ['Python', 'Go'] });
		const again = await api.post('/job/extract', { text: POSTING });
		expect(again.status).toBe(200);
		expect(names(again.data.job.requiredSkills)).toEqual(['Python', 'Go']);
	});
});

describe('deleting an analysis', () => {
	it('answers 204, then the analysis is not_found and leaves the job’s list', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const job = (await api.post('/job/extract', { text: POSTING })).data;
		await env.db.analyses.add({ id: 'a1', jobId: job.id, resumeId: null, score: 50, createdAt: '2026-11-01T13:00:00.000Z' } as never);
		expect((await api.get('/job')).data.items[0].analyses).toHaveLength(1);
		expect((await api.del('/match/a1')).status).toBe(204);
		expect((await api.get('/match/a1')).data.code).toBe('not_found');
		expect((await api.del('/match/a1')).data.code).toBe('not_found');
		expect((await api.get('/job')).data.items[0].analyses).toEqual([]);
	});
});

describe('a posting’s canonical link', () => {
	it('drops what only tracks the visit or spells the address differently', () => {
		expect(canonicalJobUrl('http://www.Jobs.example:443/vagas/123/?utm_source=x&b=2&a=1&gclid=9#apply')).toBe('jobs.example/vagas/123?a=1&b=2');
		expect(canonicalJobUrl('https://jobs.example/vagas/123')).toBe('jobs.example/vagas/123');
	});

	it('keeps what names the posting, and is null for what is no web link', () => {
		expect(canonicalJobUrl('https://board.example/view?jk=abc')).not.toBe(canonicalJobUrl('https://board.example/view?jk=def'));
		expect(canonicalJobUrl('mailto:jobs@example.com')).toBeNull();
		expect(canonicalJobUrl('not a link')).toBeNull();
		expect(canonicalJobUrl(null)).toBeNull();
	});
});
