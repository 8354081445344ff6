/**
 * Inbox figures (issue "Sources and Capture"): a 10,000-row and a 100,000-row CSV (the fixtures'
 * own generator) previewed and committed through the service worker, and list + search over the
 * 100,000 items; the longest task on the page's main thread while the import runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from '../fixtures/paths.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;

/** @param {Browser} browser @param {string} base @param {Buffer} csv */
async function importOnce(browser, base, csv) {
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	const page = await context.newPage();
	await page.goto(`${base}/privacy`);
	await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(/** @type {any} */ (globalThis).__rumo), null, { timeout: 30_000 });
	await page.evaluate(() => fetch("/api/v1/health").then((r) => r.status));
	// The file reaches the page as a chosen file does (through a file input), not as a script string.
	await page.evaluate(() => {
		const input = document.createElement('input');
		input.type = 'file';
		input.id = 'bench-file';
		document.body.append(input);
	});
	await page.setInputFiles('#bench-file', { name: 'large.csv', mimeType: 'text/csv', buffer: csv });
	const figures = await page.evaluate(async () => {
		/** @type {number[]} */
		const longTasks = [];
		const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
		observer.observe({ type: 'longtask', buffered: false });
		const form = new FormData();
		const chosen = /** @type {HTMLInputElement} */ (document.getElementById('bench-file')).files?.[0];
		if (!chosen) throw new Error('the bench file was not chosen');
		form.set('file', chosen);
		const t0 = performance.now();
		const preview = await (await fetch('/api/v1/inbox/import/preview', { method: 'POST', body: form })).json();
		const t1 = performance.now();
		const commit = await (await fetch('/api/v1/inbox/import/commit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ previewId: preview.previewId }) })).json();
		const t2 = performance.now();
		observer.disconnect();
		return { previewMs: t1 - t0, commitMs: t2 - t1, created: commit.created, valid: preview.valid, longestMainThreadTask: Math.max(0, ...longTasks) };
	});
	return { figures, page, context };
}

/** @param {import('@playwright/test').Page} page @param {string} path @param {number} runs */
async function time(page, path, runs) {
	return page.evaluate(
		async ({ path, runs }) => {
			await (await fetch(path)).text();
			/** @type {number[]} */
			const times = [];
			for (let i = 0; i < runs; i++) {
				const t = performance.now();
				await (await fetch(path)).text();
				times.push(performance.now() - t);
			}
			return times;
		},
		{ path, runs }
	);
}

/** @param {Browser} browser @param {string} base */
export async function benchInbox(browser, base) {
	const dir = mkdtempSync(join(tmpdir(), 'rumo-bench-'));
	try {
		execFileSync(process.execPath, [join(FIXTURES, 'imports', 'gen_large.mjs'), dir]);
		const small = await importOnce(browser, base, readFileSync(join(dir, 'large_10k.csv')));
		await small.context.close();
		const large = await importOnce(browser, base, readFileSync(join(dir, 'large_100k.csv')));
		const paths = {
			firstPage: '/api/v1/inbox/items?limit=50',
			search: '/api/v1/inbox/items?limit=50&q=' + encodeURIComponent('analista sao paulo'),
			searchRare: '/api/v1/inbox/items?limit=50&q=' + encodeURIComponent('ficticia 099999'),
			filtered: '/api/v1/inbox/items?limit=50&status=new&origin=Gupy',
			sortByFit: '/api/v1/inbox/items?limit=50&sort=fit'
		};
		/** @type {Record<string, { p50: number, p95: number }>} */
		const list = {};
		for (const [name, path] of Object.entries(paths)) {
			const times = await time(large.page, path, 20);
			list[name] = { p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)) };
		}
		await large.context.close();
		const total = (/** @type {{ previewMs: number, commitMs: number }} */ f) => round(f.previewMs + f.commitMs);
		return {
			rows10k: { previewMs: round(small.figures.previewMs), commitMs: round(small.figures.commitMs), totalMs: total(small.figures), created: small.figures.created, goal: 'preview + commit <= 1500 ms' },
			rows100k: {
				previewMs: round(large.figures.previewMs),
				commitMs: round(large.figures.commitMs),
				totalMs: total(large.figures),
				created: large.figures.created,
				longestMainThreadTaskMs: round(large.figures.longestMainThreadTask),
				goal: 'preview + commit <= 15000 ms; no main-thread task over 200 ms'
			},
			listAt100k: { ...list, goal: 'list + search p50 <= 50 ms' }
		};
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
