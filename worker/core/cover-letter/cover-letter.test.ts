import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';
import { createCore } from '../app';
import type { CoreEnv } from '../env';
import { evidenceSubject, isEvidenced } from '../evidence';
import { readDocument } from '../engine/readers';
import { findSkills } from '../engine/skills/matcher';
import { SKILLS } from '../engine/skills/taxonomy';

const fixture = (path: string) => readFileSync(`${FIXTURES}/${path}`, 'utf8');

async function setup(resume = 'resumes/d_en_backend_samuel_reyes.txt', posting = 'jobs/d_job_en_backend_node_harborline.txt') {
	const { env } = testEnv();
	const api = testClient(env);
	const read = await api.post('/resume/extract', { text: fixture(resume) });
	expect(read.status).toBe(201);
	const job = await api.post('/job/extract', { text: fixture(posting) });
	expect(job.status).toBe(201);
	return { env, api, resumeId: read.data.id as string, job: job.data };
}

/**
 * The skills a draft names in its own words: outside the quotes of the person's lines (checked
 * apart) and outside the job's title and company, which the opening names as the posting does.
 */
function skillsClaimed(text: string, job: { job: { title: string | null; company: string | null } }): string[] {
	const frame = `${job.job.title ?? ''} ${job.job.company ?? ''}`;
	const inFrame = new Set(findSkills(frame).map((hit) => hit.name));
	return findSkills(text.replace(/"[^"]*"/g, ' '))
		.map((hit) => hit.name)
		.filter((name) => !inFrame.has(name));
}

async function download(env: CoreEnv, path: string) {
	const r = await createCore(env).handle({ method: 'GET', url: `/api/v1${path}`, headers: {}, body: null });
	return { status: r.status, type: r.headers['content-type'], disposition: r.headers['content-disposition'], bytes: r.bytes, body: r.body };
}

describe('the plain draft', () => {
	const PAIRS = [
		['en', 'resumes/d_en_backend_samuel_reyes.txt', 'jobs/d_job_en_backend_node_harborline.txt'],
		['pt-BR', 'resumes/d_pt_devops_lucas_moreira.txt', 'jobs/d_job_pt_devops_nuvem_cacto.txt'],
		// A poor fit: most of what the posting asks is not in the résumé, so the letter must leave it out.
		['pt-BR', 'resumes/d_pt_ux_beatriz_souza.txt', 'jobs/d_job_pt_devops_nuvem_cacto.txt'],
		['en', 'resumes/d_en_accountant_derek_hollis.txt', 'jobs/d_job_en_backend_node_harborline.txt']
	] as const;

	for (const [lang, resume, posting] of PAIRS) {
		it(`names no skill the person's evidence lacks (${lang}: ${resume.split('/')[1]} for ${posting.split('/')[1]})`, async () => {
			const { env, api, resumeId, job } = await setup(resume, posting);
			const r = await api.post(`/job/${job.id}/cover-letter/draft`, { resumeId });
			expect(r.status).toBe(200);
			expect(r.data).toMatchObject({ used: false, state: 'fallback', reason: null, removed: [], draft: { lang, origin: 'plain' } });
			const stored = (await api.get(`/resume/${resumeId}`)).data;
			const subject = evidenceSubject({ resume: stored, profile: [], asOf: env.now().toISOString().slice(0, 7) });
			const lacking = skillsClaimed(r.data.draft.text, job).filter((name) => !isEvidenced(name, subject));
			expect(lacking).toEqual([]);
			// Every sentence with evidence quotes a line the person wrote.
			for (const sentence of r.data.draft.sentences) for (const line of sentence.evidence) expect(stored.text.replace(/\s+/g, ' ')).toContain(line.replace(/\s+/g, ' ').trim());
			// Nothing stored by a draft.
			expect((await api.get(`/job/${job.id}/cover-letter`)).status).toBe(404);
		});
	}

	it('opens with the job as the posting writes it, quotes the strongest lines and signs with the name, in both languages', async () => {
		const { api, job } = await setup();
		const en = (await api.post(`/job/${job.id}/cover-letter/draft`, {})).data.draft;
		expect(en.text).toMatch(/^Dear Harborline Logistics hiring team,\n\nI am writing to apply for the Senior Backend Engineer \(Node\.js\) position at Harborline Logistics\./);
		expect(en.text).toContain('"Containerized services with Docker and deployed to AWS (ECS, RDS, SQS) via GitHub Actions CI/CD."');
		expect(en.text).toMatch(/Sincerely,\nSamuel Reyes$/);
		const quoted = en.sentences.filter((s: { evidence: string[] }) => s.evidence.length);
		expect(quoted.length).toBeGreaterThanOrEqual(2);
		expect(quoted.length).toBeLessThanOrEqual(4);

		const pt = (await api.post(`/job/${job.id}/cover-letter/draft`, { lang: 'pt-BR' })).data.draft;
		expect(pt).toMatchObject({ lang: 'pt-BR', origin: 'plain' });
		expect(pt.text).toMatch(/^Prezada equipe,\n\nGostaria de me candidatar à vaga de .+ — Harborline Logistics\./);
		expect(pt.text).toMatch(/Atenciosamente,\nSamuel Reyes$/);
	});

	it('names the skills of a Portuguese letter in Portuguese, never by the taxonomy\'s English names', async () => {
		const { api, job, resumeId } = await setup('resumes/d_pt_ux_beatriz_souza.txt', 'jobs/d_job_pt_product_designer_pe_de_moleque.txt');
		const letter = (await api.post(`/job/${job.id}/cover-letter/draft`, { resumeId })).data.draft;
		const english = SKILLS.filter((skill) => skill.pt && new RegExp(`(?:^|[^\\p{L}])${skill.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}])`, 'u').test(letter.text.replace(/"[^"]*"/g, '')));
		expect(english.map((skill) => skill.name)).toEqual([]);
		expect(letter.sentences.some((sentence: { evidence: string[] }) => sentence.evidence.length > 0)).toBe(true);
	});

	it('writes Portuguese for a Portuguese posting unless asked otherwise', async () => {
		const { api, job, resumeId } = await setup('resumes/d_pt_devops_lucas_moreira.txt', 'jobs/d_job_pt_devops_nuvem_cacto.txt');
		const r = await api.post(`/job/${job.id}/cover-letter/draft`, { resumeId });
		expect(r.data.draft.lang).toBe('pt-BR');
		expect(r.data.draft.text).toContain('Gostaria de me candidatar à vaga de');
		expect((await api.post(`/job/${job.id}/cover-letter/draft`, { resumeId, lang: 'en' })).data.draft.text).toContain('I am writing to apply');
	});

	it('answers 404 for an unknown job or resume, 422 with nothing to draft from, 400 for a bad body', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const job = (await api.post('/job/extract', { text: fixture('jobs/d_job_en_backend_node_harborline.txt') })).data;
		expect((await api.post('/job/nope/cover-letter/draft', {})).status).toBe(404);
		const empty = await api.post(`/job/${job.id}/cover-letter/draft`, {});
		expect(empty.status).toBe(422);
		expect(empty.data).toMatchObject({ code: 'missing_input' });
		expect((await api.post(`/job/${job.id}/cover-letter/draft`, { resumeId: 'nope' })).status).toBe(404);
		expect((await api.post(`/job/${job.id}/cover-letter/draft`, { lang: 'es' })).status).toBe(400);
		expect((await api.post(`/job/${job.id}/cover-letter/draft`, { extra: true })).status).toBe(400);
	});

	it('drafts from the profile alone when there is no resume', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const job = (await api.post('/job/extract', { text: fixture('jobs/d_job_en_backend_node_harborline.txt') })).data;
		await api.put('/profile', { name: 'Ana Lima' });
		await api.post('/profile/items', { type: 'experience', title: 'Backend Developer', organization: 'Acme', detail: 'Built payment APIs in Node.js and PostgreSQL.', skills: ['Node.js', 'PostgreSQL'], evidence: [{ text: 'Built payment APIs in Node.js and PostgreSQL.' }] });
		const r = await api.post(`/job/${job.id}/cover-letter/draft`, {});
		expect(r.status).toBe(200);
		expect(r.data.draft.text).toContain('Built payment APIs in Node.js and PostgreSQL');
		expect(r.data.draft.text).not.toMatch(/Kubernetes|Redis|Kafka/);
	});
});

describe('the saved letter', () => {
	it('saves, reads, refuses a stale version, deletes', async () => {
		const { api, job } = await setup();
		expect((await api.get(`/job/${job.id}/cover-letter`)).status).toBe(404);
		const first = await api.put(`/job/${job.id}/cover-letter`, { text: 'Dear team,\n\nHello.', lang: 'en', origin: 'plain' });
		expect(first.status).toBe(200);
		expect(first.data).toMatchObject({ jobId: job.id, text: 'Dear team,\n\nHello.', lang: 'en', origin: 'plain', version: 1 });
		const second = await api.put(`/job/${job.id}/cover-letter`, { text: 'Dear team,\n\nEdited.', lang: 'en', origin: 'ai', version: 1 });
		expect(second.data).toMatchObject({ version: 2, origin: 'ai', createdAt: first.data.createdAt });
		const stale = await api.put(`/job/${job.id}/cover-letter`, { text: 'Lost edit', lang: 'en', origin: 'plain', version: 1 });
		expect(stale.status).toBe(409);
		expect(stale.data.code).toBe('conflict');
		expect((await api.get(`/job/${job.id}/cover-letter`)).data).toMatchObject({ text: 'Dear team,\n\nEdited.', version: 2 });
		expect((await api.del(`/job/${job.id}/cover-letter`)).status).toBe(204);
		expect((await api.get(`/job/${job.id}/cover-letter`)).status).toBe(404);
		expect((await api.del(`/job/${job.id}/cover-letter`)).status).toBe(404);
	});

	it('refuses an empty or too long letter and a letter for an unknown job, storing nothing', async () => {
		const { env, api, job } = await setup();
		const empty = await api.put(`/job/${job.id}/cover-letter`, { text: '   ', lang: 'en', origin: 'plain' });
		expect(empty.status).toBe(400);
		expect((await api.put(`/job/${job.id}/cover-letter`, { text: 'x'.repeat(20_001), lang: 'en', origin: 'plain' })).status).toBe(400);
		expect((await api.put(`/job/${job.id}/cover-letter`, { text: 'x'.repeat(20_000), lang: 'en', origin: 'plain' })).status).toBe(200);
		expect((await api.put('/job/nope/cover-letter', { text: 'Hi', lang: 'en', origin: 'plain' })).status).toBe(404);
		expect(await env.db.coverLetters.count()).toBe(1);
	});

	it('goes with its job', async () => {
		const { env, api, job } = await setup();
		const other = (await api.post('/job/extract', { text: fixture('jobs/d_job_en_data_analyst_pinecrest.txt') })).data;
		await api.put(`/job/${job.id}/cover-letter`, { text: 'For Harborline.', lang: 'en', origin: 'plain' });
		await api.put(`/job/${other.id}/cover-letter`, { text: 'For Pinecrest.', lang: 'en', origin: 'plain' });
		expect((await api.del(`/job/${job.id}`)).status).toBe(204);
		expect(await env.db.coverLetters.get(job.id)).toBeUndefined();
		expect((await env.db.coverLetters.get(other.id))?.text).toBe('For Pinecrest.');
	});

	it('is in the backup and comes back with a restore', async () => {
		const { env, api, job } = await setup();
		await api.put(`/job/${job.id}/cover-letter`, { text: 'Dear team,\n\nKept across a restore.', lang: 'en', origin: 'plain' });
		const backup = (await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null })).body!;
		expect(JSON.parse(backup).tables.coverLetters).toHaveLength(1);
		expect((await api.del('/data')).status).toBe(204);
		expect(await env.db.coverLetters.count()).toBe(0);
		expect((await api.call('POST', '/backup?mode=replace', backup)).status).toBe(200);
		expect((await api.get(`/job/${job.id}/cover-letter`)).data).toMatchObject({ text: 'Dear team,\n\nKept across a restore.', version: 1 });
	});
});

describe('the letter as a file', () => {
	const TEXT = 'Dear Harborline Logistics hiring team,\n\nI am writing to apply for the Senior Backend Engineer position.\n\nSincerely,\nSamuel Reyes';

	it('writes a PDF and a DOCX whose text is the letter, named after the person and the company', async () => {
		const { env, api, job } = await setup();
		expect((await download(env, `/job/${job.id}/cover-letter/export?format=pdf`)).status).toBe(404);
		await api.put(`/job/${job.id}/cover-letter`, { text: TEXT, lang: 'en', origin: 'plain' });

		const pdf = await download(env, `/job/${job.id}/cover-letter/export?format=pdf&paper=a4`);
		expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', disposition: 'attachment; filename="Samuel-Reyes_Cover-letter_Harborline.pdf"' });
		const pdfText = (await readDocument(pdf.bytes!.slice().buffer as ArrayBuffer, 'letter.pdf')).text.replace(/\s+/g, ' ');
		expect(pdfText).toContain('I am writing to apply for the Senior Backend Engineer position.');
		expect(pdfText).toContain('November 1, 2026');
		expect(pdfText.indexOf('Samuel Reyes')).toBeLessThan(pdfText.indexOf('Dear Harborline'));

		const docx = await download(env, `/job/${job.id}/cover-letter/export?format=docx`);
		expect(docx).toMatchObject({ status: 200, disposition: 'attachment; filename="Samuel-Reyes_Cover-letter_Harborline.docx"' });
		const docxText = (await readDocument(docx.bytes!.slice().buffer as ArrayBuffer, 'letter.docx')).text.replace(/\s+/g, ' ');
		expect(docxText).toContain('Dear Harborline Logistics hiring team,');
		expect(docxText).toContain('Sincerely, Samuel Reyes');
	});

	it('writes Markdown, and a Portuguese letter with its date and file name in Portuguese', async () => {
		const { env, api, job } = await setup();
		await api.put(`/job/${job.id}/cover-letter`, { text: 'Prezada equipe,\n\n- Uma linha que parece lista.', lang: 'pt-BR', origin: 'plain' });
		const md = await download(env, `/job/${job.id}/cover-letter/export?format=md`);
		expect(md.disposition).toBe('attachment; filename="Samuel-Reyes_Carta-de-apresentacao_Harborline.md"');
		const text = new TextDecoder().decode(md.bytes ?? new Uint8Array()) || md.body!;
		expect(text).toMatch(/^# Samuel Reyes\n/);
		expect(text).toContain('1 de novembro de 2026\n\nPrezada equipe,\n\n\\- Uma linha que parece lista.\n');
		expect((await download(env, `/job/${job.id}/cover-letter/export?format=txt`)).status).toBe(400);
	});
});
