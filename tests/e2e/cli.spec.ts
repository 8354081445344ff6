import { expect, test, type Page } from '@playwright/test';
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { api, openApp } from './helpers';
import { fixturePath, fixtureText } from './fixtures';

/**
 * The built `rumo` command, run as a process on the fixtures, answers what /api/v1 answers in the
 * browser (through the service worker) for the same files: the same scores and the same groups.
 */
const run = promisify(execFile);
const BIN = join(process.cwd(), 'bin/rumo.mjs');

async function rumo(...args: string[]) {
	try {
		const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { maxBuffer: 32 * 1024 * 1024 });
		return { code: 0, stdout, stderr };
	} catch (error) {
		const failed = error as { code: number; stdout: string; stderr: string };
		return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
	}
}

/** A resume file uploaded as the Resume screen uploads it (multipart), through the service worker. */
async function uploadResume(page: Page, name: string) {
	const base64 = readFileSync(fixturePath('resumes', name)).toString('base64');
	return page.evaluate(
		async ({ name, base64 }) => {
			const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
			const form = new FormData();
			form.append('file', new File([bytes], name));
			const r = await fetch('/api/v1/resume/extract', { method: 'POST', body: form });
			return { status: r.status, data: await r.json() };
		},
		{ name, base64 }
	);
}

// Builds the bundle when it is missing or stale (bin/rumo.mjs does), once, before the comparisons.
test.beforeAll(async () => {
	test.setTimeout(120_000);
	expect((await rumo('--help')).code).toBe(0);
});

// `rumo analyse … --json | head`: the reader is gone before Rumo writes; the command ends quietly with 0.
test('a closed pipe ends the command quietly with exit code 0, as Unix tools do', async () => {
	const child = spawn(process.execPath, [BIN, 'analyse', '--resume', fixturePath('resumes', 'd_en_backend_samuel_reyes.txt'), '--job', fixturePath('jobs', 'd_job_en_backend_node_harborline.txt'), '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
	child.stdout.destroy();
	let stderr = '';
	child.stderr.on('data', (chunk) => (stderr += chunk));
	const code = await new Promise<number | null>((done) => child.on('close', done));
	expect(stderr).toBe('');
	expect(code).toBe(0);
});

const PAIRS = [
	['d_en_backend_samuel_reyes.pdf', 'd_job_en_backend_node_harborline.txt'],
	['d_pt_devops_lucas_moreira.docx', 'd_job_pt_devops_nuvem_cacto.txt'],
	['d_en_data_aisha_karimi.txt', 'd_job_en_data_analyst_pinecrest.txt']
] as const;

for (const [resume, job] of PAIRS) {
	test(`rumo analyse gives the browser's score, evidence, gaps and ATS groups: ${resume} × ${job}`, async ({ page }) => {
		await openApp(page, '/');
		const r = await uploadResume(page, resume);
		expect(r.status).toBe(201);
		const j = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', job) });
		const m = await api(page, 'POST', '/match/analyze', { resumeId: r.data.id, jobId: j.data.id });
		expect(m).toMatchObject({ status: 201, fromServiceWorker: true });
		const ats = await api(page, 'POST', '/ats/analyze', { matchId: m.data.id });

		const cli = await rumo('analyse', '--resume', fixturePath('resumes', resume), '--job', fixturePath('jobs', job), '--json');
		expect(cli.code).toBe(0);
		const out = JSON.parse(cli.stdout);
		expect(out.match.score).toBe(m.data.score);
		expect(out.match.breakdown).toEqual(m.data.breakdown);
		expect(out.match.evidence).toEqual(m.data.evidence);
		expect(out.match.gaps).toEqual(m.data.gaps);
		const groups = (review: { present: { keyword: string }[]; safeIfTrue: { keyword: string }[]; withoutEvidence: { keyword: string }[] }) => ({
			present: review.present.map((k) => k.keyword),
			safeIfTrue: review.safeIfTrue.map((k) => k.keyword),
			withoutEvidence: review.withoutEvidence.map((k) => k.keyword)
		});
		expect(groups(out.ats)).toEqual(groups(ats.data));
		expect(out.ats.coverage).toBe(ats.data.coverage);

		// The resume as read: the same profile the browser stored.
		const read = JSON.parse((await rumo('resume', 'extract', fixturePath('resumes', resume), '--json')).stdout);
		expect(read.profile).toEqual(r.data.profile);
		expect(read.confidence).toBe(r.data.confidence);
	});
}

test('rumo tailor proposes what POST /resume/tailor proposes, and refuses the same keywords', async ({ page }) => {
	const [resume, job] = PAIRS[1];
	await openApp(page, '/');
	const r = await uploadResume(page, resume);
	const j = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', job) });
	const t = await api(page, 'POST', '/resume/tailor', { resumeId: r.data.id, jobId: j.data.id });
	expect(t.status).toBe(201);
	const cli = JSON.parse((await rumo('tailor', '--resume', fixturePath('resumes', resume), '--job', fixturePath('jobs', job), '--json')).stdout);
	expect(cli.suggestions).toEqual(t.data.suggestions);
	expect(cli.refused).toEqual(t.data.refused);
});

test('rumo backup verify accepts a backup the app made and refuses one altered after', async ({ page }, testInfo) => {
	await openApp(page, '/');
	await uploadResume(page, 'd_en_backend_samuel_reyes.txt');
	const backup = await page.evaluate(async () => (await fetch('/api/v1/backup')).text());
	const file = testInfo.outputPath('backup.json');
	const { writeFileSync } = await import('node:fs');
	writeFileSync(file, backup);
	const ok = await rumo('backup', 'verify', file, '--json');
	expect(ok.code).toBe(0);
	expect(JSON.parse(ok.stdout)).toMatchObject({ valid: true, counts: { resumes: 1 } });
	writeFileSync(file, backup.replace('Samuel', 'Samwel'));
	const altered = await rumo('backup', 'verify', file);
	expect(altered.code).toBe(2);
	expect(altered.stderr.trim().split('\n')).toHaveLength(1);
});

test('rumo export writes the document the browser downloads: the same Markdown and JSON Resume', async ({ page }, testInfo) => {
	const resume = 'd_pt_devops_lucas_moreira.docx';
	await openApp(page, '/');
	const r = await uploadResume(page, resume);
	expect(r.status).toBe(201);
	for (const format of ['md', 'json'] as const) {
		const browser = await page.evaluate(
			async ({ id, format }) => {
				const response = await fetch(`/api/v1/resume/${id}/export?format=${format}`);
				return { status: response.status, text: await response.text() };
			},
			{ id: r.data.id, format }
		);
		expect(browser.status).toBe(200);
		const out = testInfo.outputPath(`cv.${format}`);
		const cli = await rumo('export', '--resume', fixturePath('resumes', resume), '--format', format, '--out', out);
		expect(cli.code).toBe(0);
		const written = readFileSync(out, 'utf8');
		if (format === 'json') expect(JSON.parse(written)).toEqual(JSON.parse(browser.text));
		else expect(written).toBe(browser.text);
	}
});
