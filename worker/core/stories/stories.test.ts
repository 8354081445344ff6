import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';
import { namesIn } from '../engine/grounding/claims-names';
import { numbersIn, numberValues } from '../engine/grounding/claims-numbers';
import { foldText } from '../engine/text/normalize';
import { DEMO_RESUME } from '../../../src/lib/demo/person';
import { DEMO_POSTINGS } from '../../../src/lib/demo/postings';
import { STAR_PARTS } from './schema';

const fixture = (path: string) => readFileSync(`${FIXTURES}/${path}`, 'utf8');
const flat = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();

type Pair = { resume: string; job: string };
const PAIRS: Pair[] = JSON.parse(fixture('pairs.json'));

async function nurse() {
	const { env, advance } = testEnv('2026-11-14T12:00:00.000Z');
	const api = testClient(env);
	const resume = (await api.post('/resume/extract', { text: DEMO_RESUME })).data;
	const icu = (await api.post('/job/extract', { text: DEMO_POSTINGS.icu.text })).data;
	const homeCare = (await api.post('/job/extract', { text: DEMO_POSTINGS.homeCare.text })).data;
	const app = (await api.post('/tracker/jobs', { title: icu.job.title, company: icu.job.company ?? '', jobId: icu.id, status: 'interview' })).data;
	const other = (await api.post('/tracker/jobs', { title: homeCare.job.title, company: homeCare.job.company ?? '', jobId: homeCare.id, status: 'applied' })).data;
	return { env, api, advance, resume, icu, app, other };
}

describe('STAR drafts', () => {
	it('quote the person’s own lines or stay empty, with no invented number, employer or title, on every fixture pair', async () => {
		const byResume = new Map<string, string[]>();
		for (const pair of PAIRS) byResume.set(pair.resume, [...(byResume.get(pair.resume) ?? []), pair.job]);
		let parts = 0;
		let filled = 0;
		for (const [resumeName, jobs] of byResume) {
			const { env } = testEnv();
			const api = testClient(env);
			const text = fixture(`resumes/${resumeName}.txt`);
			const resume = (await api.post('/resume/extract', { text })).data;
			const source = flat(resume.text);
			const numbers = numberValues([resume.text]);
			for (const jobName of jobs) {
				const job = (await api.post('/job/extract', { text: fixture(`jobs/${jobName}.txt`) })).data;
				const requirements = [...job.job.requiredSkills, ...job.job.niceToHaveSkills].map((s: { name: string }) => s.name);
				for (const requirement of requirements) {
					const r = await api.post('/stories/draft', { jobId: job.id, requirement, resumeId: resume.id });
					expect(r.status).toBe(200);
					for (const name of STAR_PARTS) {
						const part = r.data.parts[name];
						parts++;
						expect(part.prompt.length).toBeGreaterThan(0);
						if (!part.text) {
							expect(part.quote).toBeNull();
							continue;
						}
						filled++;
						expect(source).toContain(flat(part.quote));
						expect(flat(part.quote)).toContain(flat(part.text));
						for (const number of numbersIn(part.text)) expect(numbers.has(number.value), `${number.text} in "${part.text}"`).toBe(true);
						for (const named of namesIn(part.text)) if (named.kind === 'employer' || named.kind === 'title') expect(source).toContain(flat(named.value));
					}
				}
			}
		}
		expect(filled).toBeGreaterThan(20);
		expect(parts).toBeGreaterThan(filled);
	}, 60_000);

	it('drafts the nurse’s patient-safety story from her resume and leaves the result empty, with a prompt', async () => {
		const { api, icu, resume } = await nurse();
		const r = await api.post('/stories/draft', { jobId: icu.id, requirement: 'Protocolos de segurança do paciente', resumeId: resume.id });
		expect(r.status).toBe(200);
		expect(r.data).toMatchObject({ lang: 'pt-BR', skills: ['Patient safety'], warnings: [] });
		expect(r.data.parts.action).toMatchObject({ text: 'Notificação de eventos adversos e protocolos de segurança do paciente com o núcleo de qualidade', source: { kind: 'resume', section: 'experience' } });
		expect(r.data.parts.situation.text).toBe('Enfermeira Assistencial — Hospital Municipal Lagoa Serena, Belo Horizonte – MG');
		expect(r.data.parts.result).toEqual({ text: '', quote: null, source: null, prompt: 'Qual resultado você pode mostrar? Escreva com suas palavras.' });
		const en = await api.post('/stories/draft', { jobId: icu.id, requirement: 'Patient safety', lang: 'en' });
		expect(en.data.parts.result.prompt).toBe('Which result can you show? Add it in your words.');
	});

	it('leaves every part empty for a requirement the person’s lines do not show, and says so', async () => {
		const { api, icu } = await nurse();
		const r = await api.post('/stories/draft', { jobId: icu.id, requirement: 'Controle de infecção hospitalar' });
		expect(STAR_PARTS.map((name) => r.data.parts[name].text)).toEqual(['', '', '', '']);
		expect(r.data.warnings.map((w: { code: string }) => w.code)).toEqual(['no_evidence']);
	});

	it('splits a line that says what came of the action into action and result, both quoting it', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.post('/profile/items', { type: 'experience', title: 'Analista de Dados', organization: 'Pinecrest', detail: '', evidence: [{ text: 'Automatizei o relatório semanal em SQL, reduzindo o fechamento de 3 dias para 4 horas', source: 'manual' }], origin: 'manual' });
		const job = (await api.post('/job/extract', { text: fixture('jobs/d_job_en_data_analyst_pinecrest.txt') })).data;
		const r = await api.post('/stories/draft', { jobId: job.id, requirement: 'SQL' });
		expect(r.data.parts.action).toMatchObject({ text: 'Automatizei o relatório semanal em SQL', quote: 'Automatizei o relatório semanal em SQL, reduzindo o fechamento de 3 dias para 4 horas', source: { kind: 'profile' } });
		expect(r.data.parts.result.text).toBe('reduzindo o fechamento de 3 dias para 4 horas');
	});

	it('answers 404 for an unknown job, 422 with nothing to draft from and 400 without a requirement', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const job = (await api.post('/job/extract', { text: DEMO_POSTINGS.icu.text })).data;
		expect((await api.post('/stories/draft', { jobId: 'nope', requirement: 'x' })).status).toBe(404);
		const empty = await api.post('/stories/draft', { jobId: job.id, requirement: 'Patient safety' });
		expect(empty.status).toBe(422);
		expect(empty.data.code).toBe('missing_input');
		const bad = await api.post('/stories/draft', { jobId: job.id });
		expect(bad.status).toBe(400);
		expect(bad.data.errors[0].path).toBe('requirement');
	});
});

describe('the story bank', () => {
	it('saves a draft as it is, and refuses a number or an employer no evidence shows, storing nothing', async () => {
		const { api, icu, app } = await nurse();
		const draft = (await api.post('/stories/draft', { jobId: icu.id, requirement: 'Patient safety' })).data;
		const parts = Object.fromEntries(STAR_PARTS.map((name) => [name, { text: draft.parts[name].text, quote: draft.parts[name].quote }]));
		const saved = await api.post('/stories', { title: 'Eventos adversos', requirement: 'Patient safety', skills: draft.skills, applicationIds: [app.id], parts, lang: 'pt-BR', origin: 'draft' });
		expect(saved.status).toBe(201);
		expect(saved.data).toMatchObject({ skills: ['Patient safety'], applicationIds: [app.id], version: 1 });

		const invented = { ...parts, result: { text: 'Reduzimos os eventos adversos em 40% no Hospital Albert Einstein', quote: null } };
		const refused = await api.post('/stories', { title: 'Com número inventado', parts: invented });
		expect(refused.status).toBe(422);
		expect(refused.data.code).toBe('unsupported_claim');
		expect(refused.data.errors.every((e: { path: string }) => e.path === 'parts.result.text')).toBe(true);
		expect(refused.data.errors.map((e: { message: string }) => e.message).join(' ')).toContain('40');
		expect((await api.get('/stories')).data.total).toBe(1);

		// Her own numbers pass: "20 leitos" and "12 residentes" are in her resume.
		const own = await api.patch(`/stories/${saved.data.id}`, { version: 1, parts: { ...parts, situation: { text: 'UTI adulto com 20 leitos', quote: 'Assistência a pacientes críticos em UTI adulto com 20 leitos' } } });
		expect(own.status).toBe(200);
		expect(own.data.version).toBe(2);
	});

	it('refuses a stale version with 409 and validates every field', async () => {
		const { api } = await nurse();
		const story = (await api.post('/stories', { title: 'Plantão' })).data;
		expect((await api.patch(`/stories/${story.id}`, { version: 1, title: 'Plantão noturno' })).status).toBe(200);
		const stale = await api.patch(`/stories/${story.id}`, { version: 1, title: 'Outra' });
		expect(stale.status).toBe(409);
		expect(stale.data.code).toBe('conflict');
		expect((await api.get(`/stories/${story.id}`)).data.title).toBe('Plantão noturno');
		const bad = await api.post('/stories', { title: '', parts: { result: { text: 7 } }, lang: 'fr' });
		expect(bad.status).toBe(400);
		expect(bad.data.errors.map((e: { path: string }) => e.path).sort()).toEqual(['lang', 'parts.result.text', 'title']);
		expect((await api.post('/stories', { title: 'x', competencies: ['juggling'] })).status).toBe(400);
		expect((await api.post('/stories', { title: 'x', applicationIds: ['gone'] })).status).toBe(404);
		expect((await api.get('/stories')).data.total).toBe(1);
		expect((await api.del(`/stories/${story.id}`)).status).toBe(204);
		expect((await api.del(`/stories/${story.id}`)).status).toBe(404);
	});
});

describe('questions to expect', () => {
	it('asks about shown requirements, words gaps honestly and adds the nursing bank, in the posting’s language', async () => {
		const { api, app } = await nurse();
		const r = await api.get(`/tracker/jobs/${app.id}/questions`);
		expect(r.status).toBe(200);
		expect(r.data).toMatchObject({ family: 'nursing', lang: 'pt-BR', applicationId: app.id });
		const kinds = r.data.items.map((q: { kind: string }) => q.kind);
		expect(kinds).toContain('requirement');
		expect(kinds).toContain('gap');
		expect(kinds.filter((k: string) => k === 'profession')).toHaveLength(8);
		const gap = r.data.items.find((q: { id: string }) => q.id === 'gap:Infection control');
		expect(gap.advice).toMatch(/^Seja honesta\(o\): seus registros ainda não mostram/);
		// A licence is no story: ACLS and the COREN registration are not asked as "a time you used".
		expect(r.data.items.some((q: { id: string }) => q.id === 'requirement:ACLS')).toBe(false);
		expect(r.data.prepare).toBe(r.data.total);
		for (const q of r.data.items) expect(q.competency.label.length).toBeGreaterThan(0);
		const en = await api.get(`/tracker/jobs/${app.id}/questions?lang=en&family=law`);
		expect(en.data.items.find((q: { kind: string }) => q.kind === 'profession').text).toBe('Walk me through how you research a legal question you have not met before.');
		expect((await api.get(`/tracker/jobs/${app.id}/questions?family=astronomy`)).status).toBe(400);
		expect((await api.get('/tracker/jobs/nope/questions')).status).toBe(404);
	});

	it('offers a story saved for one application to the questions of another', async () => {
		const { api, app, other, icu } = await nurse();
		const draft = (await api.post('/stories/draft', { jobId: icu.id, requirement: 'Patient safety' })).data;
		const story = (await api.post('/stories', { title: 'Eventos adversos', skills: draft.skills, applicationIds: [app.id], parts: { action: { text: draft.parts.action.text, quote: draft.parts.action.quote } } })).data;
		const questions = (await api.get(`/tracker/jobs/${other.id}/questions`)).data.items;
		const answered = questions.filter((q: { stories: { id: string }[] }) => q.stories.some((s) => s.id === story.id));
		expect(answered.map((q: { id: string }) => q.id)).toEqual(expect.arrayContaining(['bank:nursing:1']));
		for (const q of answered) expect(q.prepare).toBe(false);
		expect(questions.filter((q: { prepare: boolean }) => q.prepare).length).toBeGreaterThan(0);
	});
});
