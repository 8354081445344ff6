import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { computeRequirements, requirementsOf, sameJobKey } from './requirement-skills';
import type { ProfileFacts } from '../evidence';
import { tallyRequirements } from './requirements';

const never = () => false;

describe('counting requirements', () => {
	it('counts each job once per skill and measures share against the jobs with a known skill', () => {
		const r = tallyRequirements(
			[
				{ required: ['SQL', 'Python', 'SQL'], niceToHave: [] },
				{ required: ['SQL'], niceToHave: ['Docker'] },
				{ required: [], niceToHave: [] }, // nothing known: not part of the base
				{ required: ['Docker'], niceToHave: [] }
			],
			never,
			20
		);
		expect(r.jobsWithSkills).toBe(3);
		expect(r.items).toEqual([
			{ skill: 'Docker', count: 2, required: 1, share: 0.67, inProfile: false, jobs: [] },
			{ skill: 'SQL', count: 2, required: 2, share: 0.67, inProfile: false, jobs: [] },
			{ skill: 'Python', count: 1, required: 1, share: 0.33, inProfile: false, jobs: [] }
		]);
	});

	it('counts a skill listed both as required and as nice to have once, as required', () => {
		const r = tallyRequirements([{ required: ['Excel'], niceToHave: ['Excel'] }], never, 20);
		expect(r.items).toEqual([{ skill: 'Excel', count: 1, required: 1, share: 1, inProfile: false, jobs: [] }]);
	});

	it('sorts by count, then by name, and keeps only the first `limit`', () => {
		const jobs = [
			{ required: ['Zod', 'Angular'], niceToHave: ['Kubernetes'] },
			{ required: ['Kubernetes'], niceToHave: [] }
		];
		expect(tallyRequirements(jobs, never, 20).items.map((i) => i.skill)).toEqual(['Kubernetes', 'Angular', 'Zod']);
		expect(tallyRequirements(jobs, never, 2).items.map((i) => i.skill)).toEqual(['Kubernetes', 'Angular']);
	});

	it('answers an empty list when no job names a known skill', () => {
		expect(tallyRequirements([], never, 20)).toEqual({ items: [], jobsWithSkills: 0 });
		expect(tallyRequirements([{ required: [], niceToHave: [] }], never, 20)).toEqual({ items: [], jobsWithSkills: 0 });
	});
});

describe('what a job asks for', () => {
	it('takes the linked extracted job and renames old names to the canonical ones', () => {
		expect(requirementsOf({ title: 'Anything' }, { required: ['Postgres', 'Docker'], niceToHave: ['kubernetes'] })).toEqual({
			required: ['PostgreSQL', 'Docker'],
			niceToHave: ['Kubernetes']
		});
	});

	it('reads only the title of a job without a linked posting, and finds nothing it does not name', () => {
		expect(requirementsOf({ title: 'Backend Engineer (Node.js)' }, undefined)).toEqual({ required: ['Backend development', 'Node.js'], niceToHave: [] });
		expect(requirementsOf({ title: 'Enfermeira de UTI Adulto' }, undefined).required).toEqual(['Intensive care']);
		expect(requirementsOf({ title: 'Vaga indicada pela Carla' }, undefined)).toEqual({ required: [], niceToHave: [] });
	});

	it('falls back to the title when the linked posting names no skill', () => {
		expect(requirementsOf({ title: 'Analista de Excel' }, { required: [], niceToHave: [] }).required).toEqual(['Excel']);
	});
});

describe('what the profile shows', () => {
	const item = (type: ProfileFacts['type'], title: string, skills: string[] = []): ProfileFacts => ({ type, title, skills, detail: '', organization: null, evidence: [] });

	it('knows an alias as its canonical skill: "Postgres" in the profile answers "PostgreSQL" in a job', () => {
		const r = computeRequirements(
			[{ title: 'x', jobId: 'j1' }],
			new Map([['j1', { required: ['PostgreSQL', 'Kubernetes'], niceToHave: [] }]]),
			[item('skill', 'Postgres')],
			20
		);
		expect(r.items).toEqual([
			{ skill: 'Kubernetes', count: 1, required: 1, share: 1, inProfile: false, jobs: [] },
			{ skill: 'PostgreSQL', count: 1, required: 1, share: 1, inProfile: true, jobs: [] }
		]);
	});

	it('ignores case and accents, and reads Portuguese names of a skill', () => {
		const r = computeRequirements(
			[{ title: 'x', jobId: 'j1' }],
			new Map([['j1', { required: ['Project management', 'Intensive care', 'Sepsis Management'], niceToHave: ['Patient safety'] }]]),
			[item('skill', 'GESTAO DE PROJETOS'), item('experience', 'Enfermeira', ['terapia intensiva']), item('skill', 'Sepsis management')],
			20
		);
		expect(Object.fromEntries(r.items.map((i) => [i.skill, i.inProfile]))).toEqual({
			'Project management': true,
			'Intensive care': true,
			'Sepsis Management': true,
			'Patient safety': false
		});
	});

	it('counts a certification the taxonomy knows, but not the title of an experience', () => {
		const r = computeRequirements(
			[{ title: 'x', jobId: 'j1' }],
			new Map([['j1', { required: ['ACLS', 'Docker'], niceToHave: [] }]]),
			[item('certification', 'ACLS'), item('experience', 'Docker')],
			20
		);
		expect(Object.fromEntries(r.items.map((i) => [i.skill, i.inProfile]))).toEqual({ ACLS: true, Docker: false });
	});
});

const setup = () => {
	const t = testEnv();
	return { ...t, api: testClient(t.env) };
};

const POSTING_PT = `Desenvolvedor Backend Pleno
Empresa: Tidewater Logística
Local: Remoto

Sobre a vaga:
Você vai construir as APIs que conectam transportadoras e clientes em todo o Brasil.

Requisitos:
- Experiência com Node.js e TypeScript em produção
- Banco de dados PostgreSQL
- Containers com Docker

Diferenciais:
- Kubernetes
- AWS`;

const POSTING_EN = `Backend Engineer
Company: Northwind Freight

About the role:
You will build the services that move freight across the country, with a small team.

Requirements:
- 3+ years building APIs with Python
- Postgres and Docker in production

Nice to have:
- Kubernetes`;

describe('GET /tracker/requirements', () => {
	it('answers an empty list for an empty tracker', async () => {
		const { api } = setup();
		const r = await api.get('/tracker/requirements');
		expect(r.status).toBe(200);
		expect(r.data).toEqual({ items: [], jobsWithSkills: 0 });
	});

	it('counts the skills of linked postings and of titles, and marks what the profile lacks', async () => {
		const { api } = setup();
		const pt = (await api.post('/job/extract', { text: POSTING_PT })).data;
		const en = (await api.post('/job/extract', { text: POSTING_EN })).data;
		await api.post('/tracker/jobs', { title: 'Desenvolvedor Backend Pleno', jobId: pt.id });
		await api.post('/tracker/jobs', { title: 'Backend Engineer', jobId: en.id, status: 'applied' });
		await api.post('/tracker/jobs', { title: 'Platform Engineer (Kubernetes)' }); // no posting: the title is all there is
		await api.post('/tracker/jobs', { title: 'Vaga indicada pela Carla', notes: 'Pedem Java e Kafka' }); // nothing known
		await api.post('/profile/items', { type: 'skill', title: 'Postgres' });
		await api.post('/profile/items', { type: 'experience', title: 'Dev', skills: ['docker'] });

		const r = await api.get('/tracker/requirements');
		expect(r.status).toBe(200);
		expect(r.data.jobsWithSkills).toBe(3);
		const bySkill = Object.fromEntries(r.data.items.map((i: { skill: string }) => [i.skill, i]));
		expect(bySkill.Kubernetes).toMatchObject({ skill: 'Kubernetes', count: 3, required: 1, share: 1, inProfile: false });
		expect(bySkill.PostgreSQL).toMatchObject({ skill: 'PostgreSQL', count: 2, required: 2, share: 0.67, inProfile: true });
		expect(bySkill.Docker).toMatchObject({ count: 2, inProfile: true });
		expect(bySkill.Python).toMatchObject({ count: 1, share: 0.33, inProfile: false });
		expect(bySkill.AWS).toMatchObject({ count: 1, required: 0, inProfile: false });
		expect(bySkill.Java).toBeUndefined(); // notes are the person's words, not the posting's
		expect(r.data.items.slice(0, 3).map((i: { skill: string }) => i.skill)).toEqual(['Kubernetes', 'Docker', 'PostgreSQL']);
	});

	it('falls back to the title when the linked posting does not exist', async () => {
		const { api } = setup();
		await api.post('/tracker/jobs', { title: 'Analista de Excel', jobId: 'gone' });
		expect((await api.get('/tracker/requirements')).data.items).toMatchObject([{ skill: 'Excel', count: 1, required: 1, share: 1, inProfile: false }]);
	});

	it('filters by status and by source like the jobs list, and limits the list', async () => {
		const { api } = setup();
		await api.post('/tracker/jobs', { title: 'Analista de Excel', status: 'applied', source: 'Gupy' });
		await api.post('/tracker/jobs', { title: 'Python Developer', status: 'saved' });
		await api.post('/tracker/jobs', { title: 'Python and SQL Analyst', status: 'saved', source: 'LinkedIn' });
		const skills = async (q: string) => (await api.get(`/tracker/requirements${q}`)).data.items.map((i: { skill: string }) => i.skill);
		expect(await skills('?status=applied')).toEqual(['Excel']);
		expect(await skills('?status=saved,applied')).toEqual(['Python', 'Excel', 'SQL']);
		expect(await skills('?source=gupy')).toEqual(['Excel']);
		expect(await skills('?source=manual')).toEqual(['Python']);
		expect(await skills('?limit=1')).toEqual(['Python']);
		expect((await api.get('/tracker/requirements?status=applied')).data.items[0].share).toBe(1);
	});

	it('follows a change to the profile on the next read', async () => {
		const { api } = setup();
		await api.post('/tracker/jobs', { title: 'Python Developer' });
		expect((await api.get('/tracker/requirements')).data.items[0].inProfile).toBe(false);
		await api.post('/profile/items', { type: 'skill', title: 'python' });
		expect((await api.get('/tracker/requirements')).data.items[0].inProfile).toBe(true);
	});

	it('refuses a bad query with problem+json naming the parameter', async () => {
		const { api } = setup();
		for (const q of ['limit=0', 'limit=101', 'limit=many', 'status=hired']) {
			const r = await api.get(`/tracker/requirements?${q}`);
			expect(r.status).toBe(400);
			expect(r.contentType).toBe('application/problem+json');
			expect(r.data.code).toBe('validation_failed');
			expect(r.data.errors[0].path.startsWith(`query.${q.split('=')[0]}`)).toBe(true);
		}
		expect((await api.get('/tracker/requirements?limit=100')).status).toBe(200);
	});
});

describe('the jobs behind a requirement', () => {
	const ref = (id: string, createdAt: string, analysisId: string | null = null) => ({ id, title: `Job ${id}`, company: 'Co', analysisId, createdAt });

	it('names at most five jobs per skill: those with an analysis first, then the newest', () => {
		const jobs = ['01', '02', '03', '04', '05', '06', '07'].map((day, i) => ({
			required: ['SQL'],
			niceToHave: [],
			job: ref(`j${i + 1}`, `2026-03-${day}T10:00:00.000Z`, i === 1 ? 'analysis-2' : null)
		}));
		const [sql] = tallyRequirements(jobs, never, 20).items;
		expect(sql.count).toBe(7);
		expect(sql.jobs.map((job) => job.id)).toEqual(['j2', 'j7', 'j6', 'j5', 'j4']);
		expect(sql.jobs[0]).toEqual({ id: 'j2', title: 'Job j2', company: 'Co', analysisId: 'analysis-2' });
	});

	it('links each tracked job to the skills its posting asks for, with the analysis made of it', async () => {
		const { api } = setup();
		const pt = (await api.post('/job/extract', { text: POSTING_PT })).data;
		const withAnalysis = (await api.post('/tracker/jobs', { title: 'Desenvolvedor Backend Pleno', company: 'Tidewater', jobId: pt.id, match: { score: 64, analysisId: 'an-1' } })).data;
		const titleOnly = (await api.post('/tracker/jobs', { title: 'Platform Engineer (Kubernetes)' })).data;
		const { items } = (await api.get('/tracker/requirements')).data;
		const kubernetes = items.find((i: { skill: string }) => i.skill === 'Kubernetes');
		expect(kubernetes.jobs).toEqual([
			{ id: withAnalysis.id, title: 'Desenvolvedor Backend Pleno', company: 'Tidewater', analysisId: 'an-1' },
			{ id: titleOnly.id, title: 'Platform Engineer (Kubernetes)', company: '', analysisId: null }
		]);
		expect(items.find((i: { skill: string }) => i.skill === 'Docker').jobs.map((j: { id: string }) => j.id)).toEqual([withAnalysis.id]);
	});

	it('answers only the gaps, or only what the profile shows, before taking the first `limit`', async () => {
		const { api } = setup();
		await api.post('/tracker/jobs', { title: 'Python and SQL Analyst' });
		await api.post('/tracker/jobs', { title: 'Python Developer' });
		await api.post('/tracker/jobs', { title: 'Excel Analyst' });
		await api.post('/profile/items', { type: 'skill', title: 'Python' });
		const skills = async (q: string) => (await api.get(`/tracker/requirements${q}`)).data.items.map((i: { skill: string }) => i.skill);
		expect(await skills('')).toEqual(['Python', 'Excel', 'SQL']);
		expect(await skills('?inProfile=false&limit=1')).toEqual(['Excel']);
		expect(await skills('?inProfile=false')).toEqual(['Excel', 'SQL']);
		expect(await skills('?inProfile=true')).toEqual(['Python']);
		const r = await api.get('/tracker/requirements?inProfile=maybe');
		expect(r.status).toBe(400);
		expect(r.data.errors[0].path).toBe('query.inProfile');
	});
});

describe('the same job tracked twice', () => {
	it('counts once, whatever fillers its two titles differ by, and keeps the one linked to its posting', () => {
		const linked = new Map([['j1', { required: ['Intensive care', 'Patient safety'], niceToHave: [] }]]);
		const r = computeRequirements(
			[
				{ id: 't1', title: 'Enfermeira de UTI Neonatal', company: 'Hospital Vale Verde', location: 'Campinas, SP', jobId: null },
				{ id: 't2', title: 'Enfermeira UTI Neonatal', company: 'Hospital Vale Verde', location: 'Campinas, SP', jobId: 'j1' },
				{ id: 't3', title: 'Enfermeira UTI Neonatal', company: 'Maternidade Aurora', location: 'Campinas, SP', jobId: 'j1' }
			],
			linked,
			[],
			20
		);
		const ventilation = r.items.find((item) => item.skill === 'Intensive care');
		expect(ventilation?.count).toBe(2);
		expect(ventilation?.jobs.map((job) => job.id).sort()).toEqual(['t2', 't3']);
		expect(r.jobsWithSkills).toBe(2);
	});

	it('tells different jobs apart: another title, another place, or no employer to compare', () => {
		expect(sameJobKey({ title: 'Enfermeiro(a) de UTI Neonatal', company: 'Hospital Vale Verde', location: 'Campinas' })).toBe(sameJobKey({ title: 'Enfermeiro UTI Neonatal', company: 'HOSPITAL VALE VERDE', location: 'campinas' }));
		expect(sameJobKey({ title: 'Enfermeira de UTI Adulto', company: 'Hospital Vale Verde', location: 'Campinas' })).not.toBe(sameJobKey({ title: 'Enfermeira de UTI Neonatal', company: 'Hospital Vale Verde', location: 'Campinas' }));
		expect(sameJobKey({ title: 'Enfermeira', company: 'Hospital Vale Verde', location: 'Campinas' })).not.toBe(sameJobKey({ title: 'Enfermeira', company: 'Hospital Vale Verde', location: 'Sorocaba' }));
		expect(sameJobKey({ title: 'Enfermeira', company: '', location: null })).toBeNull();
	});
});
