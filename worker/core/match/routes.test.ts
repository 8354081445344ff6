import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES as FIXTURES_DIR } from '../../../tests/fixtures/paths.mjs';
import { testClient, testEnv } from '../testing/env';

const FIXTURES = `${FIXTURES_DIR}/`;
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

describe('the profile is the one source of truth', () => {
	const kafkaProject = {
		type: 'project',
		title: 'Event pipeline',
		skills: ['Kafka'],
		evidence: [{ text: 'Moved order events to Kafka topics with exactly-once consumers.', source: 'manual' }]
	};

	it('changes the next analysis and ATS review when the profile gains evidence, and says where it comes from', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const resume = await api.post('/resume/extract', { text: text('resumes/d_en_backend_samuel_reyes.txt') });
		const job = await api.post('/job/extract', { text: text('jobs/d_job_en_backend_node_harborline.txt') });
		const before = await api.post('/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
		expect(before.data.gaps.map((g: { requirement: string }) => g.requirement)).toContain('Kafka');
		expect(before.data.basis).toMatchObject({ resumeId: resume.data.id, resumeName: expect.any(String), profileItems: 0 });

		const added = await api.post('/profile/items', kafkaProject);
		expect(added.status).toBe(201);
		const after = await api.post('/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
		expect(after.data.score).toBeGreaterThan(before.data.score);
		expect(after.data.basis.profileItems).toBe(1);
		expect(after.data.gaps.map((g: { requirement: string }) => g.requirement)).not.toContain('Kafka');
		const row = after.data.evidence.find((e: { requirement: string }) => e.requirement === 'Kafka');
		expect(row).toMatchObject({ source: 'profile', section: 'project', resumeEvidence: kafkaProject.evidence[0].text });
		expect(row.profileItemId).toBeTruthy();
		for (const other of after.data.evidence.filter((e: { requirement: string }) => e.requirement !== 'Kafka')) expect(other.source).toBe('resume');

		const ats = await api.post('/ats/analyze', { matchId: after.data.id });
		expect(ats.data.present).toContainEqual(expect.objectContaining({ keyword: 'Kafka', inResume: false, source: 'profile' }));
		expect(ats.data.present.filter((k: { inResume: boolean }) => k.inResume).length).toBeGreaterThan(3);

		const tailoring = await api.post('/resume/tailor', { resumeId: resume.data.id, jobId: job.data.id });
		const add = tailoring.data.suggestions.find((s: { kind: string; params: { skill?: string } }) => s.kind === 'add_keyword' && s.params.skill === 'Kafka');
		expect(add?.evidence).toEqual([{ text: kafkaProject.evidence[0].text, source: 'profile:project', origin: 'manual' }]);

		await api.del(`/profile/items/${added.data.id}`);
		const again = await api.post('/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
		expect(again.data.score).toBe(before.data.score);
	});

	it('analyses the profile alone when no resume is given, and refuses when there is neither', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const job = await api.post('/job/extract', { text: text('jobs/d_job_en_backend_node_harborline.txt') });
		const empty = await api.post('/match/analyze', { jobId: job.data.id });
		expect(empty.status).toBe(422);
		expect(empty.data.code).toBe('missing_input');
		expect((await api.get('/match')).data.total).toBe(0);

		await api.post('/profile/items', {
			items: [
				kafkaProject,
				{ type: 'skill', title: 'Node.js', evidence: [{ text: 'Node.js services for 8 years', source: 'manual' }] },
				{ type: 'skill', title: 'TypeScript' },
				{ type: 'experience', title: 'Backend Engineer', organization: 'Tidewater', start: '2018-01', skills: ['Node.js', 'PostgreSQL'] }
			]
		});
		const alone = await api.post('/match/analyze', { jobId: job.data.id });
		expect(alone.status).toBe(201);
		expect(alone.data).toMatchObject({ resumeId: null, basis: { resumeId: null, resumeName: null, profileItems: 4 } });
		const met = alone.data.evidence.map((e: { requirement: string }) => e.requirement);
		expect(met).toEqual(expect.arrayContaining(['Node.js', 'TypeScript', 'Kafka', 'PostgreSQL']));
		expect(alone.data.evidence.every((e: { source: string }) => e.source === 'profile')).toBe(true);
		expect(alone.data.breakdown.experience).toBe(100);

		const ats = await api.post('/ats/analyze', { jobId: job.data.id });
		expect(ats.status).toBe(201);
		expect(ats.data.present.map((k: { keyword: string }) => k.keyword)).toContain('Kafka');
		const fromMatch = await api.post('/ats/analyze', { matchId: alone.data.id });
		expect(fromMatch.data.present).toEqual(ats.data.present);
	});

	it('rejects a request with two jobs or two resumes', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const both = await api.post('/match/analyze', { jobId: 'a', jobText: 'b' });
		expect(both.status).toBe(400);
		expect(both.data.code).toBe('validation_failed');
		expect((await api.post('/match/analyze', { jobText: 'x', resumeId: 'a', resumeText: 'b' })).status).toBe(400);
	});
});
