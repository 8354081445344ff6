import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';
import { createCore } from '../app';
import type { CoreEnv } from '../env';
import { JsonResume } from './json-resume';
import type { RenderOptions, ResumeDocument } from './model';

// The page renderers are another module's work (docx.ts, pdf.ts): here a stand-in records what it is asked.
const rendered = vi.hoisted(() => [] as { format: string; doc: ResumeDocument; options: RenderOptions }[]);
vi.mock('./renderers', () => ({
	loadRenderer: async (format: string) => async (doc: ResumeDocument, options: RenderOptions) => {
		rendered.push({ format, doc, options });
		return new Uint8Array([0x25, 0x50, 0x44, 0x46, format.length]);
	}
}));

const fixture = (path: string) => readFileSync(`${FIXTURES}/${path}`, 'utf8');
const decoder = new TextDecoder();

/** A GET of a file, read as the service worker would pass it on. */
async function download(env: CoreEnv, path: string) {
	const r = await createCore(env).handle({ method: 'GET', url: `/api/v1${path}`, headers: {}, body: null });
	const text = r.bytes ? decoder.decode(r.bytes) : (r.body ?? '');
	return { status: r.status, type: r.headers['content-type'], disposition: r.headers['content-disposition'], text, bytes: r.bytes };
}

/** Every stored row of every table, to prove an export changes nothing. */
async function snapshot(env: CoreEnv) {
	const all = await Promise.all(env.db.tables.map(async (table) => [table.name, await table.toArray()] as const));
	return JSON.stringify(all);
}

async function setup() {
	const { env } = testEnv();
	const api = testClient(env);
	const resume = (await api.post('/resume/extract', { text: fixture('resumes/d_en_backend_samuel_reyes.txt') })).data;
	const job = (await api.post('/job/extract', { text: fixture('jobs/d_job_en_backend_node_harborline.txt') })).data;
	return { env, api, resume, job };
}

describe('GET /resume/{id}/export', () => {
	it('downloads a stored resume as Markdown and as JSON Resume, named after the person', async () => {
		const { env, resume } = await setup();
		const md = await download(env, `/resume/${resume.id}/export?format=md`);
		expect(md).toMatchObject({ status: 200, type: 'text/markdown; charset=utf-8', disposition: 'attachment; filename="Samuel-Reyes.md"' });
		expect(md.text).toMatch(/^# Samuel Reyes\n/);
		expect(md.text).toContain('### Senior Backend Engineer — Tallgrass Ticketing, Denver, CO\nJan 2020 – Present');

		const json = await download(env, `/resume/${resume.id}/export?format=json`);
		expect(json).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', disposition: 'attachment; filename="Samuel-Reyes.json"' });
		expect(JsonResume.safeParse(JSON.parse(json.text)).success).toBe(true);
	});

	// Issue 27: an employer corrected in the review reached the profile, but the download still printed the text as read.
	it('writes what the person confirmed in the review: a corrected employer, title and end date', async () => {
		const { env, api, resume } = await setup();
		const { candidates } = (await api.post('/profile/import', { kind: 'resume', text: resume.text })).data;
		const job = candidates.find((c: { type: string; organization: string }) => c.type === 'experience' && c.organization === 'Tallgrass Ticketing');
		expect(job).toBeTruthy();
		const { unsure: _u, doubts: _d, ...item } = job;
		const added = await api.post('/profile/items', { items: [{ ...item, title: 'Staff Backend Engineer', organization: 'Tallgrass Ticketing Inc.', end: '2025-06' }] });
		expect(added.status).toBe(201);
		const md = await download(env, `/resume/${resume.id}/export?format=md`);
		expect(md.text).toContain('### Staff Backend Engineer — Tallgrass Ticketing Inc., Denver, CO\nJan 2020 – Jun 2025');
		expect(md.text).not.toContain('Senior Backend Engineer — Tallgrass Ticketing,');
		// The other jobs, not added, stay as read.
		expect(md.text).toMatch(/### .+ — .+\n/);
	});

	it('applies the accepted suggestions of a tailoring, never the rejected or pending ones, and names the job in the file name', async () => {
		const { env, api, resume, job } = await setup();
		const tailoring = (await api.post('/resume/tailor', { resumeId: resume.id, jobId: job.id })).data;
		const find = (kind: string) => tailoring.suggestions.find((s: { kind: string }) => s.kind === kind);
		const [summary, reorder] = [find('emphasize'), find('reorder')];
		const plain = await download(env, `/resume/${resume.id}/export?format=md`);
		const pending = await download(env, `/resume/${resume.id}/export?format=md&tailoringId=${tailoring.id}`);
		expect(pending.text).toBe(plain.text);

		await api.patch(`/resume/tailor/${tailoring.id}/suggestions/${summary.id}`, { status: 'accepted' });
		await api.patch(`/resume/tailor/${tailoring.id}/suggestions/${reorder.id}`, { status: 'rejected' });
		const md = await download(env, `/resume/${resume.id}/export?format=md&tailoringId=${tailoring.id}`);
		expect(md.disposition).toBe('attachment; filename="Samuel-Reyes_Harborline_Backend.md"');
		expect(md.text).toContain(summary.after);
		expect(md.text).toContain(`- ${reorder.before}\n`);
		expect(md.text).not.toContain(reorder.after);
		expect(md.text.replace(summary.after, summary.before)).toBe(plain.text);
	});

	it('hands DOCX and PDF to their renderers with the paper of the headings, and answers the bytes as a file', async () => {
		const { env, resume } = await setup();
		rendered.length = 0;
		const pdf = await download(env, `/resume/${resume.id}/export?format=pdf`);
		expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', disposition: 'attachment; filename="Samuel-Reyes.pdf"' });
		expect(pdf.bytes).toBeInstanceOf(Uint8Array);
		expect(pdf.bytes!.byteLength).toBe(pdf.bytes!.buffer.byteLength);
		const docx = await download(env, `/resume/${resume.id}/export?format=docx&lang=pt-BR&variant=compact`);
		expect(docx.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
		await download(env, `/resume/${resume.id}/export?format=pdf&lang=pt-BR&paper=letter`);
		expect(rendered.map((r) => [r.format, r.doc.language, r.options.paper, r.options.variant])).toEqual([
			['pdf', 'en', 'letter', 'classic'],
			['docx', 'pt-BR', 'a4', 'compact'],
			['pdf', 'pt-BR', 'letter', 'classic']
		]);
		expect(rendered[0].doc.name).toBe('Samuel Reyes');
	});

	it('refuses an unknown format or option with validation_failed, naming the parameter', async () => {
		const { env, resume } = await setup();
		for (const [query, path] of [
			['format=rtf', 'query.format'],
			['', 'query.format'],
			['format=md&lang=fr', 'query.lang'],
			['format=pdf&paper=a3', 'query.paper'],
			['format=pdf&variant=fancy', 'query.variant']
		]) {
			const r = await download(env, `/resume/${resume.id}/export?${query}`);
			expect(r.status).toBe(400);
			expect(r.type).toBe('application/problem+json');
			const problem = JSON.parse(r.text);
			expect(problem.code).toBe('validation_failed');
			expect(problem.errors.map((e: { path: string }) => e.path)).toContain(path);
		}
	});

	it('answers not_found for a resume or tailoring that does not exist, and for a tailoring of another resume', async () => {
		const { env, api, resume, job } = await setup();
		const other = (await api.post('/resume/extract', { text: fixture('resumes/d_en_data_aisha_karimi.txt') })).data;
		const tailoring = (await api.post('/resume/tailor', { resumeId: other.id, jobId: job.id })).data;
		for (const path of [`/resume/nope/export?format=md`, `/resume/${resume.id}/export?format=md&tailoringId=nope`, `/resume/${resume.id}/export?format=pdf&tailoringId=${tailoring.id}`]) {
			const r = await download(env, path);
			expect(r.status).toBe(404);
			expect(JSON.parse(r.text).code).toBe('not_found');
		}
	});

	it('stores nothing, whether the export succeeds or fails', async () => {
		const { env, api, resume, job } = await setup();
		const tailoring = (await api.post('/resume/tailor', { resumeId: resume.id, jobId: job.id })).data;
		const before = await snapshot(env);
		for (const path of [
			`/resume/${resume.id}/export?format=md`,
			`/resume/${resume.id}/export?format=json&tailoringId=${tailoring.id}`,
			`/resume/${resume.id}/export?format=pdf&tailoringId=${tailoring.id}`,
			`/resume/${resume.id}/export?format=docx`,
			`/resume/${resume.id}/export?format=rtf`,
			`/resume/nope/export?format=md`,
			`/profile/export?format=md`
		])
			await download(env, path);
		expect(await snapshot(env)).toBe(before);
	});
});

describe('GET /profile/export', () => {
	it('writes the profile basics and confirmed items as a resume, in the profile language', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.put('/profile/basics', { name: 'Helena Duarte', headline: 'Enfermeira de UTI', email: 'helena@example.com', location: 'Belo Horizonte, MG' });
		await api.post('/profile/items', {
			items: [
				{ type: 'experience', title: 'Enfermeira Assistencial', organization: 'Hospital Lagoa Serena', start: '2019-03', detail: 'Assistência a pacientes críticos em UTI adulto.' },
				{ type: 'skill', title: 'Segurança do paciente' },
				{ type: 'language', title: 'Inglês', detail: 'intermediário' }
			]
		});
		const md = await download(env, '/profile/export?format=md');
		expect(md).toMatchObject({ status: 200, disposition: 'attachment; filename="Helena-Duarte.md"' });
		expect(md.text).toContain('### Enfermeira Assistencial — Hospital Lagoa Serena\nmar/2019 – atual\n\n- Assistência a pacientes críticos em UTI adulto.');
		expect(md.text).toContain('- Inglês — intermediário');
		const json = JSON.parse((await download(env, '/profile/export?format=json&lang=en')).text);
		expect(json.work).toEqual([{ name: 'Hospital Lagoa Serena', position: 'Enfermeira Assistencial', startDate: '2019-03', highlights: ['Assistência a pacientes críticos em UTI adulto.'] }]);
	});

	it('asks for content when the profile is empty, and refuses a bad format', async () => {
		const { env } = testEnv();
		expect(JSON.parse((await download(env, '/profile/export?format=md')).text).code).toBe('missing_input');
		expect((await download(env, '/profile/export?format=txt')).status).toBe(400);
	});
});
