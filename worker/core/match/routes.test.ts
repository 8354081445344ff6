import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';

const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures/', import.meta.url));
const text = (path: string) => readFileSync(`${FIXTURES}${path}`, 'utf8');

describe('match and ATS API', () => {
	it('analyses a stored resume against a stored job, stores it, and reviews ATS keywords from it', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const resume = await api.post('/resume/extract', { text: text('resumes/d_en_accountant_derek_hollis.txt') });
		const job = await api.post('/job/extract', { text: text('jobs/d_job_en_senior_accountant_maple_finch.txt') });
		const match = await api.post('/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
		expect(match.status).toBe(201);
		expect(match.data).toMatchObject({ resumeId: resume.data.id, jobId: job.data.id });
		expect(match.data.score).toBeGreaterThanOrEqual(70);
		expect((await api.get(`/match/${match.data.id}`)).data).toEqual(match.data);

		const ats = await api.post('/ats/analyze', { matchId: match.data.id });
		expect(ats.status).toBe(201);
		const groups = [...ats.data.present, ...ats.data.safeIfTrue, ...ats.data.withoutEvidence].map((k: { keyword: string }) => k.keyword);
		expect(new Set(groups).size).toBe(groups.length);
		for (const k of ats.data.present) expect(resume.data.text).toContain(k.evidence.split('\n')[0].trim().slice(0, 12));
	});

	it('gives the same score for the same input, inline or stored', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const resumeText = text('resumes/d_pt_devops_lucas_moreira.txt');
		const jobText = text('jobs/d_job_pt_devops_nuvem_cacto.txt');
		const a = await api.post('/match/analyze', { resumeText, jobText });
		const b = await api.post('/match/analyze', { resumeText, jobText });
		const { id: _a, ...first } = a.data;
		const { id: _b, ...second } = b.data;
		expect(first).toEqual(second);
	});

	it('without a prior analysis or with a missing resume, answers the empty-state problem', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		expect((await api.post('/ats/analyze', { matchId: 'nope' })).data.code).toBe('missing_input');
		expect((await api.post('/match/analyze', { resumeId: 'nope', jobId: 'nope' })).status).toBe(404);
		expect((await api.post('/match/analyze', {})).status).toBe(400);
	});
});

describe('analyses list', () => {
	it('lists analyses newest first with their job title, and validates the limit', async () => {
		const { env, advance } = testEnv();
		const api = testClient(env);
		expect((await api.get('/match')).data).toEqual({ items: [], total: 0 });
		const resume = await api.post('/resume/extract', { text: text('resumes/d_en_accountant_derek_hollis.txt') });
		const job = await api.post('/job/extract', { text: text('jobs/d_job_en_senior_accountant_maple_finch.txt') });
		const first = await api.post('/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
		advance(1);
		const second = await api.post('/match/analyze', { resumeText: resume.data.text, jobText: text('jobs/d_job_en_data_analyst_pinecrest.txt') });
		const list = await api.get('/match?limit=5');
		expect(list.data.total).toBe(2);
		expect(list.data.items.map((i: { id: string }) => i.id)).toEqual([second.data.id, first.data.id]);
		expect(list.data.items[1]).toMatchObject({ jobTitle: job.data.job.title, company: job.data.job.company, score: first.data.score });
		expect(list.data.items[0].jobTitle).toBeNull();
		expect((await api.get('/match?limit=0')).status).toBe(400);
	});
});
