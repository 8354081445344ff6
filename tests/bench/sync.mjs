/**
 * Sync between devices (issue 32), in real Chromium through the service worker, against a
 * CouchDB-compatible server on loopback (scripts/sync-server.mjs): the first sync of 10,000
 * applications, 1,000 analyses and 100,000 inbox items from one device (goal ≤ 60 s, with progress),
 * the same data arriving on a second device, and one change reaching the other device while both are
 * online (goal ≤ 2 s). The data is made for real (applications, an analysis, an inbox import), then
 * copied under new ids into one restore, as tests/bench/data.mjs does.
 *
 * Run alone with `node tests/bench/sync.mjs` (after a build); `npm run bench` runs it with the rest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIXTURES } from '../fixtures/paths.mjs';
import { startSyncServer } from '../../scripts/sync-server.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */

const APPLICATIONS = 10_000;
const ANALYSES = 1_000;
const INBOX_ITEMS = 100_000;
const PASSPHRASE = 'bench passphrase for sync';
const round = (/** @type {number} */ v) => Math.round(v);

/** @param {Browser} browser @param {string} base */
async function device(browser, base) {
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	const page = await context.newPage();
	// A screen with no live data: the bench measures sync, not a board re-rendering 10,000 cards.
	await page.goto(`${base}/privacy`);
	await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(/** @type {any} */ (globalThis).__rumo), null, { timeout: 30_000 });
	return { context, page };
}

/** @param {Page} page */
async function seed(page) {
	const resumeText = readFileSync(join(FIXTURES, 'resumes', 'd_en_backend_samuel_reyes.txt'), 'utf8');
	const jobText = readFileSync(join(FIXTURES, 'jobs', 'd_job_en_backend_node_harborline.txt'), 'utf8');
	const csv = readFileSync(join(FIXTURES, 'imports', 'clean.csv'), 'utf8');
	return page.evaluate(
		async ({ applications, analyses, inboxItems, resumeText, jobText, csv }) => {
			/** @param {string} method @param {string} path @param {unknown} [body] */
			const call = async (method, path, body) => {
				const r = await fetch(`/api/v1${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
				const text = await r.text();
				if (r.status >= 300) throw new Error(`${path}: ${r.status} ${text.slice(0, 200)}`);
				return text ? JSON.parse(text) : null;
			};
			for (let i = 0; i < 10; i++) await call('POST', '/tracker/jobs', { title: `Vaga ${i}`, company: `Empresa ${i}`, status: 'saved', notes: `Notas ${i}` });
			const resume = await call('POST', '/resume/extract', { text: resumeText });
			const job = await call('POST', '/job/extract', { text: jobText });
			await call('POST', '/match/analyze', { jobId: job.id, resumeId: resume.id });
			const form = new FormData();
			form.set('file', new File([csv], 'clean.csv', { type: 'text/csv' }));
			const preview = await (await fetch('/api/v1/inbox/import/preview', { method: 'POST', body: form })).json();
			await call('POST', '/inbox/import/commit', { previewId: preview.previewId });
			const doc = await call('GET', '/backup');
			const copies = (/** @type {any[]} */ rows, /** @type {number} */ count) => Array.from({ length: count }, (_, i) => ({ ...rows[i % rows.length], id: crypto.randomUUID() }));
			doc.tables.trackerJobs = copies(doc.tables.trackerJobs, applications);
			doc.tables.analyses = copies(doc.tables.analyses, analyses);
			const items = Object.values(doc.tables.inboxBuckets[0].items);
			/** @type {{ id: number, items: Record<string, unknown> }[]} */
			const buckets = [];
			for (let seq = 1; seq <= inboxItems; seq++) {
				const id = crypto.randomUUID();
				const bucket = Math.floor(seq / 100);
				buckets[bucket] ??= { id: bucket, items: {} };
				buckets[bucket].items[id] = { .../** @type {object} */ (items[seq % items.length]), id, seq, url: `https://jobs.example.org/bench/${seq}` };
			}
			doc.tables.inboxBuckets = buckets.filter(Boolean);
			doc.tables.meta = doc.tables.meta.filter((/** @type {{ key: string }} */ row) => row.key !== 'inbox.seq').concat([{ key: 'inbox.seq', value: inboxItems }]);
			for (const name of Object.keys(doc.tables)) doc.counts[name] = doc.tables[name].length;
			delete doc.formatVersion;
			const tables = JSON.stringify(doc.tables);
			const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(tables));
			doc.checksum = `sha256:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
			await call('POST', '/backup?mode=replace', JSON.stringify(doc));
			const inbox = await call('GET', '/inbox/items?limit=1');
			return { applications: doc.tables.trackerJobs.length, analyses: doc.tables.analyses.length, inboxItems: inbox.total ?? null };
		},
		{ applications: APPLICATIONS, analyses: ANALYSES, inboxItems: INBOX_ITEMS, resumeText, jobText, csv }
	);
}

/**
 * Turns sync on and waits until the device is up to date with nothing pending, sampling the progress
 * the Devices screen shows.
 * @param {Page} page @param {string} address
 */
async function syncUntilDone(page, address) {
	return page.evaluate(
		async ({ address, passphrase }) => {
			/** @param {string} method @param {string} path @param {unknown} [body] */
			const call = async (method, path, body) => (await fetch(`/api/v1${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json();
			await call('PUT', '/settings/consents/sync', { granted: true });
			const t = performance.now();
			const started = await call('PUT', '/sync', { server: address, passphrase });
			if (started.state === undefined) throw new Error(JSON.stringify(started));
			/** @type {{ at: number, state: string, pending: number, progress: unknown }[]} */
			const samples = [];
			for (;;) {
				await new Promise((r) => setTimeout(r, 500));
				const status = await call('GET', '/sync');
				samples.push({ at: Math.round(performance.now() - t), state: status.state, pending: status.pending, progress: status.progress });
				if (status.state === 'up_to_date' && status.pending === 0) break;
				if (performance.now() - t > 600_000) throw new Error('sync did not finish in 10 minutes');
			}
			return { ms: performance.now() - t, progressSamples: samples.filter((s) => s.progress).length, lastSamples: samples.slice(-3), firstSamples: samples.slice(0, 3) };
		},
		{ address, passphrase: PASSPHRASE }
	);
}

/** @param {Browser} browser @param {string} base */
export async function benchSync(browser, base) {
	const server = await startSyncServer();
	const laptop = await device(browser, base);
	const phone = await device(browser, base);
	try {
		const seeded = await seed(laptop.page);
		const address = `${server.url}/rumo`;
		const first = await syncUntilDone(laptop.page, address);
		const second = await syncUntilDone(phone.page, address);
		const arrived = await phone.page.evaluate(async () => {
			const [jobs, inbox] = await Promise.all([fetch('/api/v1/tracker/jobs?limit=1').then((r) => r.json()), fetch('/api/v1/inbox/items?limit=1').then((r) => r.json())]);
			return { applications: jobs.total ?? null, inboxItems: inbox.total ?? null };
		});
		// One change on the laptop, watched for on the phone.
		const { id, version } = await laptop.page.evaluate(async () => (await (await fetch('/api/v1/tracker/jobs?limit=1')).json()).items[0]);
		const t = Date.now();
		await laptop.page.evaluate(
			async ({ id, version }) => fetch(`/api/v1/tracker/jobs/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ version, notes: 'moved on the laptop' }) }),
			{ id, version }
		);
		await phone.page.waitForFunction(async (id) => (await (await fetch(`/api/v1/tracker/jobs/${id}`)).json()).notes === 'moved on the laptop', id, { polling: 50, timeout: 30_000 });
		const oneChangeMs = Date.now() - t;
		return {
			seeded,
			firstDevice: { ms: round(first.ms), goal: '<= 60000 ms with progress', progressSamples: first.progressSamples, firstSamples: first.firstSamples },
			secondDevice: { ms: round(second.ms), arrived },
			oneChangeToOtherDevice: { ms: oneChangeMs, goal: '<= 2000 ms' },
			serverRequests: server.requests()
		};
	} finally {
		await laptop.context.close();
		await phone.context.close();
		await server.close();
	}
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	const { runAlone } = await import('./alone.mjs');
	await runAlone((browser, base) => benchSync(browser, base), 4193);
}
