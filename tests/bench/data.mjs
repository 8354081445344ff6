/**
 * The person's data (issue "Local data"): a backup and a restore of 10,000 tracker jobs, 1,000
 * compatibility analyses and 1,000 resumes, through the service worker as the Settings screen does
 * them. Goal: each ≤ 2 s, with memory bounded — the core worker's peak JS heap during each is
 * reported beside the size of the document, so a growth of several times the data shows.
 *
 * Run alone with `node tests/bench/data.mjs` (after a build); `npm run bench` runs it with the rest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIXTURES } from '../fixtures/paths.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */

const JOBS = 10_000;
const ANALYSES = 1_000;
const RESUMES = 1_000;
const RUNS = 3;
const MB = 1024 * 1024;
const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;

/**
 * The tracker jobs through the API, 100 requests in flight as run.mjs's seedJobs does. Reading
 * 1,000 resumes and running 1,000 analyses through the API takes minutes, so 20 of each are made
 * for real and then copied under new ids into one restore: the records are what the core writes.
 * @param {Page} page
 */
async function seed(page) {
	const resumeText = readFileSync(join(FIXTURES, 'resumes', 'd_en_backend_samuel_reyes.txt'), 'utf8');
	const jobText = readFileSync(join(FIXTURES, 'jobs', 'd_job_en_backend_node_harborline.txt'), 'utf8');
	return page.evaluate(
		async ({ jobs, analyses, resumes, resumeText, jobText }) => {
			const rumo = /** @type {any} */ (globalThis).__rumo;
			/** @param {string} method @param {string} path @param {unknown} [body] */
			const call = async (method, path, body) => {
				const r = await rumo.direct(method, `/api/v1${path}`, body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
				if (r.status >= 300) throw new Error(`${path}: ${r.status} ${r.text.slice(0, 200)}`);
				return r.text && r.contentType.includes('json') ? JSON.parse(r.text) : r.text;
			};
			/** @param {number} count @param {(i: number) => Promise<unknown>} make */
			const inBatches = async (count, make) => {
				for (let start = 0; start < count; start += 100) await Promise.all(Array.from({ length: Math.min(100, count - start) }, (_, k) => make(start + k)));
			};
			const statuses = ['saved', 'applied', 'screening', 'interview', 'offer', 'accepted', 'rejected', 'withdrawn'];
			let t = performance.now();
			await inBatches(jobs, (i) =>
				call('POST', '/tracker/jobs', { title: `Vaga ${i}`, company: `Empresa ${i % 97}`, source: i % 5 ? 'LinkedIn' : null, status: statuses[i % statuses.length], notes: `Notas da vaga ${i}` })
			);
			const jobsMs = performance.now() - t;
			t = performance.now();
			const REAL = 20;
			const made = [];
			for (let i = 0; i < REAL; i++) made.push(await call('POST', '/resume/extract', { text: `${resumeText}\nReference ${i}: available from ${2000 + i}.` }));
			const job = await call('POST', '/job/extract', { text: jobText });
			for (let i = 0; i < REAL; i++) await call('POST', '/match/analyze', { jobId: job.id, resumeId: made[i].id });
			const doc = await call('GET', '/backup');
			const copies = (/** @type {any[]} */ rows, /** @type {number} */ count) =>
				Array.from({ length: count }, (_, i) => ({ ...rows[i % rows.length], id: crypto.randomUUID(), ...(rows[i % rows.length].main ? { main: i === 0 } : {}) }));
			doc.tables.resumes = copies(doc.tables.resumes, resumes);
			doc.tables.analyses = copies(doc.tables.analyses, analyses);
			doc.counts.resumes = resumes;
			doc.counts.analyses = analyses;
			// Sent as format 1 (its checksum over the tables alone), which a restore still reads: a canonical
			// serialiser (worker/core/data/checksum.ts) is not at hand in the page.
			delete doc.formatVersion;
			const tables = JSON.stringify(doc.tables);
			const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(tables));
			doc.checksum = `sha256:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
			await call('POST', '/backup?mode=replace', JSON.stringify(doc));
			return { jobsMs, copiesMs: performance.now() - t };
		},
		{ jobs: JOBS, analyses: ANALYSES, resumes: RESUMES, resumeText, jobText }
	);
}

/**
 * The core worker's JS heap, sampled every 20 ms through the DevTools protocol while `run` goes on
 * (a sample is served between the worker's tasks, so a peak inside one long task can be missed).
 * @param {Page} page @param {() => Promise<number>} run
 */
async function withWorkerHeap(page, run) {
	const session = await page.context().newCDPSession(page);
	/** @type {string | null} */
	let workerSession = null;
	let nextId = 1;
	/** @type {Map<number, (value: any) => void>} */
	const pending = new Map();
	session.on('Target.attachedToTarget', (event) => {
		if (event.targetInfo.type === 'worker' && event.targetInfo.title.includes('rumo-core')) workerSession = event.sessionId;
	});
	session.on('Target.receivedMessageFromTarget', (event) => {
		const message = JSON.parse(event.message);
		pending.get(message.id)?.(message.result);
		pending.delete(message.id);
	});
	await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
	/** @param {string} method */
	const send = async (method) => {
		if (!workerSession) return undefined;
		const id = nextId++;
		const answer = new Promise((resolve) => pending.set(id, resolve));
		await session.send('Target.sendMessageToTarget', { sessionId: workerSession, message: JSON.stringify({ id, method }) });
		return /** @type {any} */ (await Promise.race([answer, new Promise((r) => setTimeout(() => r(undefined), 5_000))]));
	};
	const heap = async () => /** @type {{ usedSize: number } | undefined} */ (await send('Runtime.getHeapUsage'))?.usedSize ?? null;
	await new Promise((r) => setTimeout(r, 200));
	// From a collected heap: what was left over from the last call is not counted as this one's.
	await send('HeapProfiler.collectGarbage');
	const before = await heap();
	let peak = before ?? 0;
	let sampling = true;
	const sampler = (async () => {
		while (sampling) {
			const used = await heap();
			if (used !== null) peak = Math.max(peak, used);
			await new Promise((r) => setTimeout(r, 20));
		}
	})();
	const ms = await run();
	sampling = false;
	await sampler;
	await session.detach();
	return { ms, heapBeforeMB: before === null ? null : round(before / MB), heapPeakGrowthMB: before === null ? null : round((peak - before) / MB) };
}

/** @param {Browser} browser @param {string} base */
export async function benchData(browser, base) {
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	const page = await context.newPage();
	if (process.env.BENCH_DEBUG) page.on('console', (m) => console.error('[page]', m.text()));
	try {
		await page.goto(`${base}/privacy`);
		await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(/** @type {any} */ (globalThis).__rumo), null, { timeout: 30_000 });
		const seeded = await seed(page);
		/** @type {{ ms: number, heapBeforeMB: number | null, heapPeakGrowthMB: number | null }[]} */
		const backups = [];
		/** @type {{ ms: number, heapBeforeMB: number | null, heapPeakGrowthMB: number | null }[]} */
		const restores = [];
		let size = 0;
		let counts = {};
		for (let i = 0; i < RUNS; i++) {
			backups.push(
				await withWorkerHeap(page, () =>
					page.evaluate(async () => {
						const t = performance.now();
						const text = await (await fetch('/api/v1/backup')).text();
						const ms = performance.now() - t;
						/** @type {any} */ (globalThis).__backup = text;
						return ms;
					})
				)
			);
			size = await page.evaluate(() => /** @type {any} */ (globalThis).__backup.length);
			restores.push(
				await withWorkerHeap(page, async () => {
					const { ms, restored } = await page.evaluate(async () => {
						const body = new Blob([/** @type {any} */ (globalThis).__backup], { type: 'application/json' });
						const t = performance.now();
						const r = await fetch('/api/v1/backup?mode=replace', { method: 'POST', body });
						const answer = await r.json();
						if (!r.ok) throw new Error(answer.detail);
						return { ms: performance.now() - t, restored: answer.restored };
					});
					counts = restored;
					return ms;
				})
			);
		}
		// What the page adds when the file is large: gzip with the browser's own CompressionStream.
		const gzip = await page.evaluate(async () => {
			const t = performance.now();
			const stream = new Blob([/** @type {any} */ (globalThis).__backup]).stream().pipeThrough(new CompressionStream('gzip'));
			const blob = await new Response(stream).blob();
			return { ms: performance.now() - t, bytes: blob.size };
		});
		const best = (/** @type {{ ms: number }[]} */ runs) => runs.reduce((a, b) => (b.ms < a.ms ? b : a));
		const figure = (/** @type {{ ms: number, heapBeforeMB: number | null, heapPeakGrowthMB: number | null }[]} */ runs) => ({
			ms: round(best(runs).ms),
			runsMs: runs.map((r) => round(r.ms)),
			workerHeapPeakGrowthMB: Math.max(...runs.map((r) => r.heapPeakGrowthMB ?? 0)),
			workerHeapBeforeMB: runs[0].heapBeforeMB
		});
		return {
			records: counts,
			documentMB: round(size / MB),
			seedMs: { trackerJobs: round(seeded.jobsMs), resumesAndAnalyses: round(seeded.copiesMs) },
			backup: { ...figure(backups), goal: '<= 2000 ms' },
			restoreReplace: { ...figure(restores), goal: '<= 2000 ms' },
			pageGzip: { ms: round(gzip.ms), gzipMB: round(gzip.bytes / MB) },
			memoryNote: 'workerHeapPeakGrowthMB: the core worker\'s JS heap above its level (after a garbage collection) before the call, sampled every 20 ms; garbage not yet collected counts too. documentMB is in characters (a string of non-Latin-1 text takes 2 bytes a character).'
		};
	} finally {
		await context.close();
	}
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	const { runAlone } = await import('./alone.mjs');
	await runAlone((browser, base) => benchData(browser, base), 4191);
}
