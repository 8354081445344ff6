/**
 * Document export figures (issue 16): a two-page resume exported as PDF and as DOCX through the
 * service worker (`GET /api/v1/resume/{id}/export`), in real Chromium on the built app, after the
 * library has loaded (goal ≤ 300 ms PDF, ≤ 200 ms DOCX), the first export of each (the library's
 * chunks loaded and compiled), and the size of the lazy chunks each first export fetched.
 *
 * Run alone with `node tests/bench/documents.mjs` (after a build); `npm run bench` runs it with the rest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** @typedef {import('@playwright/test').Browser} Browser */

const RUNS = 10;
const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
/** @param {number[]} values */
const p50 = (values) => round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/**
 * Samuel's resume with four more roles and their bullets: two pages in every layout.
 * @param {string} root
 */
function twoPageResume(root) {
	const base = readFileSync(join(root, 'tests/fixtures/resumes/d_en_backend_samuel_reyes.txt'), 'utf8');
	const roles = ['Harbor Freight Systems', 'Lakeside Analytics', 'Northwind Logistics', 'Blue Mesa Health'].map(
		(company, i) =>
			`Software Engineer — ${company}, Denver, CO\n${String(i + 1).padStart(2, '0')}/201${i} – ${String(i + 2).padStart(2, '0')}/201${i + 1}\n` +
			[
				'Built and ran REST APIs in Go and PostgreSQL serving 2 million requests a day with on-call rotation.',
				'Cut the p95 latency of the order service from 480 ms to 120 ms by reworking queries and adding Redis caching.',
				'Moved deployments to Docker and Kubernetes with GitHub Actions pipelines, from weekly releases to daily ones.',
				'Mentored three junior engineers and wrote the team guide for code review and incident reports.'
			]
				.map((line) => `• ${line}`)
				.join('\n')
	);
	return base.replace(/(EXPERIENCE\n)/i, `$1${roles.join('\n\n')}\n\n`);
}

/**
 * @param {Browser} browser @param {string} base the built app behind the relay
 * @param {string} root the repository (fixtures and build)
 */
export async function benchDocuments(browser, base, root) {
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	try {
		/** @type {string[]} */
		const chunks = [];
		context.on('request', (request) => {
			const path = new URL(request.url()).pathname;
			if (path.includes('/_app/immutable/workers/chunks/')) chunks.push(path);
		});
		const page = await context.newPage();
		await page.goto(`${base}/privacy`);
		await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(/** @type {any} */ (globalThis).__rumo), null, { timeout: 30_000 });
		const id = await page.evaluate(async (text) => {
			const r = await fetch('/api/v1/resume/extract', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
			if (r.status >= 300) throw new Error(`extract → ${r.status} ${await r.text()}`);
			return (await r.json()).id;
		}, twoPageResume(root));

		/** One export: its time and size, and the chunks the worker fetched for it. @param {'pdf' | 'docx'} format */
		const exportOnce = async (format) => {
			const before = chunks.length;
			const answer = await page.evaluate(
				async ({ id, format }) => {
					const t = performance.now();
					const r = await fetch(`/api/v1/resume/${id}/export?format=${format}&paper=letter`);
					const bytes = new Uint8Array(await r.arrayBuffer());
					const ms = performance.now() - t;
					if (r.status !== 200) throw new Error(`export ${format} → ${r.status}`);
					return { ms, size: bytes.length, head: Array.from(bytes.subarray(0, 4)), data: format === 'pdf' ? Array.from(bytes) : [] };
				},
				{ id, format }
			);
			return { ...answer, chunks: chunks.slice(before) };
		};

		/** @type {Record<string, Record<string, unknown>>} */
		const figures = {};
		for (const format of /** @type {const} */ (['pdf', 'docx'])) {
			const first = await exportOnce(format);
			const times = [];
			for (let i = 0; i < RUNS; i++) times.push((await exportOnce(format)).ms);
			const lazy = [...new Set(first.chunks)];
			const gzipKB = lazy.reduce((sum, path) => sum + gzipSync(readFileSync(join(root, 'build', path))).length, 0) / 1024;
			/** @type {Record<string, unknown>} */
			const figure = { firstMs: round(first.ms), ms: { p50: p50(times), min: round(Math.min(...times)), max: round(Math.max(...times)) }, bytes: first.size, lazyChunks: lazy.length, lazyGzipKB: round(gzipKB) };
			if (format === 'pdf') {
				const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
				figure.pages = (await getDocument({ data: new Uint8Array(first.data) }).promise).numPages;
			}
			figures[format] = figure;
		}
		return { ...figures, runs: RUNS, goal: 'two-page resume: PDF <= 300 ms, DOCX <= 200 ms after the library has loaded' };
	} finally {
		await context.close();
	}
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	const { runAlone } = await import('./alone.mjs');
	await runAlone(benchDocuments, 4194);
}
