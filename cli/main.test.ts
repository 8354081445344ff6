import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '$core/app';
import { testClient, testEnv } from '$core/testing/env';
import { FIXTURES } from '../tests/fixtures/paths.mjs';
import { main, type Io } from './main';

const NOW = '2026-11-01T12:00:00.000Z';
const resume = (name: string) => join(FIXTURES, 'resumes', name);
const job = (name: string) => join(FIXTURES, 'jobs', name);

/** Runs one command line in-process, as bin/rumo.mjs does, and keeps what it printed. */
async function rumo(args: string[], env: Record<string, string> = {}) {
	let stdout = '';
	let stderr = '';
	const io: Io = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), isTTY: false, env, cwd: FIXTURES, now: () => new Date(NOW), version: '0.0.0-test' };
	const code = await main(args, io);
	return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}

let dir: string;
beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), 'rumo-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('analyse', () => {
	it('gives the score, evidence, gaps and ATS groups that POST /match/analyze and /ats/analyze give for the same files', async () => {
		const { env } = testEnv(NOW);
		const api = testClient(env);
		const text = await readFile(job('d_job_en_backend_node_harborline.txt'), 'utf8');
		const r = await api.post('/resume/extract', { text: await readFile(resume('d_en_backend_samuel_reyes.txt'), 'utf8') });
		const j = await api.post('/job/extract', { text });
		const m = await api.post('/match/analyze', { resumeId: r.data.id, jobId: j.data.id });
		const ats = await api.post('/ats/analyze', { matchId: m.data.id });

		const run = await rumo(['analyse', '--resume', resume('d_en_backend_samuel_reyes.txt'), '--job', job('d_job_en_backend_node_harborline.txt'), '--json']);
		expect(run.code).toBe(0);
		const { match, ats: review } = run.json();
		const { id: _m, resumeId: _r, jobId: _j, basis: _b, ...apiMatch } = m.data;
		const { id: _a, ...apiAts } = ats.data;
		expect(match).toEqual(apiMatch);
		expect(review).toEqual(apiAts);
	});

	it('ranks a folder best first, lists a posting it cannot read, and exits 1 below --fail-under', async () => {
		const run = await rumo(['analyse', '--resume', resume('d_en_backend_samuel_reyes.txt'), '--job', join(FIXTURES, 'jobs'), '--json', '--fail-under', '99']);
		expect(run.code).toBe(1);
		expect(run.stderr).toMatch(/below --fail-under 99/);
		const { ranked, skipped } = run.json();
		const scores = ranked.map((a: { match: { score: number } }) => a.match.score);
		expect(scores).toEqual([...scores].sort((a, b) => b - a));
		expect(ranked[0].job.title).toBe('Senior Backend Engineer (Node.js)');
		expect(skipped.map((s: { code: string }) => s.code)).toEqual(['page_blocked']);
	});

	it('prints aligned columns without colour when stdout is no terminal', async () => {
		const run = await rumo(['analyse', '--resume', resume('d_en_backend_samuel_reyes.txt'), '--job', join(FIXTURES, 'jobs')]);
		expect(run.stdout).not.toContain('\u001b[');
		const lines = run.stdout.split('\n').filter((l) => /^\s*\d+\s/.test(l));
		expect(new Set(lines.map((l) => l.indexOf('Harborline') >= 0 ? l.indexOf('Harborline') : null).filter((x) => x !== null)).size).toBe(1);
	});
});

describe('bad input', () => {
	it.each([
		[['resume', 'extract', 'nothing-here.pdf'], /There is no file at nothing-here\.pdf/],
		[['resume', 'extract', 'resumes'], /is a folder/],
		[['analyse', '--resume', 'x.txt'], /Give --job/],
		[['analyse', '--frobnicate'], /There is no option --frobnicate/],
		[['job', 'extract', 'https://example.com/job/1'], /--allow-network/],
		[['export', '--resume', 'x.txt', '--format', 'gif', '--out', 'x'], /--format takes pdf, docx, json, md/],
		[['inbox', 'import', 'imports/clean.csv'], /--dry-run/],
		[['backup', 'verify', 'imports/clean.json'], /not a Rumo backup/],
		[['fly'], /There is no command "fly"/]
	])('%j → one sentence on stderr, exit 2, nothing on stdout', async (args, said) => {
		const run = await rumo(args);
		expect(run.code).toBe(2);
		expect(run.stderr).toMatch(said);
		expect(run.stderr.trim().split('\n')).toHaveLength(1);
		expect(run.stdout).toBe('');
	});

	it('says it in Portuguese with --lang pt-BR, with the app’s own words for a core problem', async () => {
		const missing = await rumo(['resume', 'extract', 'nada.pdf', '--lang', 'pt-BR']);
		expect(missing.stderr).toBe('rumo: Não há arquivo em nada.pdf. Confira o caminho e tente de novo.\n');
		const blocked = await rumo(['job', 'extract', job('d_job_en_senior_accountant_maple_finch.html'), '--lang', 'pt-BR']);
		expect(blocked.code).toBe(2);
		expect(blocked.stderr).toContain('copie o texto da vaga');
	});

	it('writes no file when the export fails, and only the finished file when it succeeds', async () => {
		const out = join(dir, 'cv.md');
		const failed = await rumo(['export', '--resume', 'no-such.pdf', '--format', 'md', '--out', out]);
		expect(failed.code).toBe(2);
		expect(await readdir(dir)).toEqual([]);
		const done = await rumo(['export', '--resume', resume('d_pt_ux_beatriz_souza.docx'), '--format', 'md', '--out', out]);
		expect(done.code).toBe(0);
		expect(await readdir(dir)).toEqual(['cv.md']);
		expect(await readFile(out, 'utf8')).toContain('Beatriz');
	});
});

describe('job extract of a link', () => {
	// A job page served on this machine: the relay's rules refuse private addresses, so the test
	// names it in the same test-only allow-list the relay's e2e tests use (RUMO_RELAY_ALLOW).
	let server: Server;
	let origin: string;
	let requests = 0;
	beforeAll(async () => {
		const html = await readFile(job('d_job_en_backend_node_harborline.html'));
		server = createServer((request, response) => {
			requests++;
			if (request.url === '/jobs/42') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
			else response.writeHead(404).end();
		});
		await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
		origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
	});
	afterAll(() => new Promise<void>((done) => server.close(() => done())));

	it('reads a public page with --allow-network, as the saved page reads, and keeps its link', async () => {
		const url = `http://${origin}/jobs/42`;
		const read = await rumo(['job', 'extract', url, '--allow-network', '--json'], { RUMO_RELAY_ALLOW: origin });
		expect(read.code).toBe(0);
		const saved = (await rumo(['job', 'extract', job('d_job_en_backend_node_harborline.html'), '--json'])).json();
		const online = read.json();
		expect(online.job.title).toBe(saved.job.title);
		expect(online.job.requiredSkills).toEqual(saved.job.requiredSkills);
		expect(online.job.url).toBe(url);
	});

	it('sends nothing without --allow-network, and refuses a private address not on the allow-list', async () => {
		const before = requests;
		const off = await rumo(['job', 'extract', `http://${origin}/jobs/42`]);
		expect(off.code).toBe(2);
		expect(requests).toBe(before);
		const refused = await rumo(['job', 'extract', `http://${origin}/jobs/42`, '--allow-network']);
		expect(refused.code).toBe(2);
		expect(refused.stderr.trim().split('\n')).toHaveLength(1);
		expect(requests).toBe(before);
	});
});

describe('the other commands', () => {
	it('reads a PDF resume with the app’s pdf.js reader', async () => {
		const run = await rumo(['resume', 'extract', resume('d_en_backend_samuel_reyes.pdf'), '--json']);
		expect(run.code).toBe(0);
		const truth = JSON.parse(await readFile(resume('d_en_backend_samuel_reyes.truth.json'), 'utf8'));
		expect(run.json()).toMatchObject({ source: { kind: 'pdf', pages: 1 }, profile: { basics: { name: truth.name ?? truth.basics?.name } } });
	});

	it('tailors with evidence on every suggestion and applies only the safe kinds with --accept safe', async () => {
		const run = await rumo(['tailor', '--resume', resume('d_pt_devops_lucas_moreira.txt'), '--job', job('d_job_pt_devops_nuvem_cacto.txt'), '--json']);
		const { suggestions } = run.json();
		expect(suggestions.length).toBeGreaterThan(0);
		for (const s of suggestions) expect(s.evidence.length).toBeGreaterThan(0);
		const out = join(dir, 'tailored.json');
		const exported = await rumo(['export', '--resume', resume('d_pt_devops_lucas_moreira.txt'), '--job', job('d_job_pt_devops_nuvem_cacto.txt'), '--accept', 'safe', '--format', 'json', '--out', out, '--json']);
		const safe = suggestions.filter((s: { kind: string }) => ['reorder', 'rephrase', 'remove'].includes(s.kind)).length;
		expect(exported.json()).toMatchObject({ applied: safe, format: 'json' });
		await rm(out);
	});

	it('previews an import with the inbox’s own rules and stores nothing', async () => {
		const run = await rumo(['inbox', 'import', 'imports/duplicates.csv', '--dry-run', '--json']);
		expect(run.code).toBe(0);
		expect(run.json()).toMatchObject({ rows: 9, plan: { create: 4, merge: 5, skip: 0 } });
		expect(run.json()).not.toHaveProperty('previewId');
	});

	it('verifies a backup the app made, and refuses one changed after', async () => {
		const { env } = testEnv(NOW);
		const api = testClient(env);
		await api.post('/resume/extract', { text: await readFile(resume('d_en_backend_samuel_reyes.txt'), 'utf8') });
		const response = await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null });
		const file = join(dir, 'backup.json');
		await writeFile(file, response.body as string);
		const ok = await rumo(['backup', 'verify', file, '--json']);
		expect(ok.code).toBe(0);
		expect(ok.json()).toMatchObject({ valid: true, counts: { resumes: 1 } });
		await writeFile(file, (response.body as string).replace('Samuel', 'Samwel'));
		const tampered = await rumo(['backup', 'verify', file]);
		expect(tampered.code).toBe(2);
		expect(tampered.stderr).toMatch(/checksum/i);
		await rm(file);
	});

	it('has --help for every command, in both languages', async () => {
		for (const command of [['resume', 'extract'], ['job', 'extract'], ['analyse'], ['tailor'], ['export'], ['inbox', 'import'], ['backup', 'verify']]) {
			const en = await rumo([...command, '--help']);
			const pt = await rumo([...command, '--help', '--lang', 'pt-BR']);
			expect(en.code).toBe(0);
			expect(en.stdout).toContain(`rumo ${command.join(' ')}`);
			expect(pt.stdout).toMatch(/Uso: rumo/);
		}
	});
});
