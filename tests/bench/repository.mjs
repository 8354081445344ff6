/**
 * Repository analysis figures (issue 15): `POST /api/v1/codehost/repo/analyze` of the generated
 * 5,000-file GitHub repository `bench/monorepo-5000`, served by the local code host
 * (tests/support/code-host-server.mjs) through the relay's safe fetch, in real Chromium on the built
 * app. Goal: ≤ 2 s beyond the fetch time.
 *
 * "Beyond fetch": the relay requests a run makes are recorded (the body of every `POST /relay/fetch`
 * the core worker sends), then the page makes the same requests itself, with the same bodies, the
 * same order and the same concurrency as worker/core/repository/fetch-repo.ts (meta, languages and
 * tree pages one after the other, key files four at a time). That time, taken in the same run just
 * before the analysis, is subtracted from the analysis's wall time: what is left is the core's own
 * work (parsing, analysing, storing) and the service worker's hop.
 *
 * Run alone with `node tests/bench/repository.mjs` (after a build); `npm run bench` runs it with the rest.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startCodeHostServer } from '../support/code-host-server.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('../support/code-host-server.mjs').CodeHostServer} CodeHostServer */

const REPO = 'bench/monorepo-5000';
const RUNS = 5;
/** fetch-repo.ts's FILE_CONCURRENCY. */
const FILE_CONCURRENCY = 4;
/** Marks the page's own replay, so that its requests are not counted as the analysis's. */
const REPLAY_MARK = '?bench-replay';
const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
/** @param {number[]} values @param {number} q */
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
/** @param {number[]} values */
const figure = (values) => ({ p50: round(quantile(values, 0.5)), min: round(Math.min(...values)), max: round(Math.max(...values)) });

/**
 * Starts the code host before the relay: the relay reads its test allowlist and rewrites once, when
 * created. Port 0 (a free one, as radar.mjs's feed server) rather than the end-to-end tests' fixed
 * 4197, so the benchmark can run beside them. Only GitHub's two origins are rewritten: the only host
 * this benchmark asks.
 * @returns {Promise<CodeHostServer>}
 */
export async function startRepositoryHost() {
	// The default set holds bench/monorepo-5000 (generateRepoFiles, 5,000 files).
	const host = await startCodeHostServer({ port: 0 });
	const add = (/** @type {string | undefined} */ value, /** @type {string[]} */ more) => [value, ...more].filter(Boolean).join(',');
	process.env.RUMO_RELAY_ALLOW = add(process.env.RUMO_RELAY_ALLOW, [`127.0.0.1:${host.port}`]);
	process.env.RUMO_RELAY_REWRITE = add(process.env.RUMO_RELAY_REWRITE, [
		`https://api.github.com=${host.url}/github-api`,
		`https://raw.githubusercontent.com=${host.url}/github-raw`
	]);
	return host;
}

/**
 * GitHub's API and raw files answered by the local code host in this browser context, with CORS, for
 * the worker's direct requests (it asks GitHub directly where CORS allows, the relay as the fallback).
 * Forwarded from Node: route.fetch may not change https into http.
 * @param {BrowserContext} context @param {CodeHostServer} host
 */
export async function routeGitHubToHost(context, host) {
	for (const pattern of ['https://api.github.com/**', 'https://raw.githubusercontent.com/**']) {
		await context.route(pattern, async (route) => {
			const request = route.request();
			const answer = await fetch(host.local(request.url()), { method: request.method(), headers: { accept: request.headers().accept ?? '*/*' } });
			/** @type {Record<string, string>} */
			const headers = {};
			// Node's fetch has already decoded the body: its length and encoding are the fulfil's to set.
			answer.headers.forEach((value, name) => {
				if (name !== 'content-encoding' && name !== 'content-length') headers[name] = value;
			});
			headers['access-control-allow-origin'] = '*';
			await route.fulfill({ status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) });
		});
	}
}

/**
 * Refuses the worker's direct requests to GitHub (as a host without CORS would): the core then asks
 * through the relay, whose requests this benchmark records and replays.
 * @param {BrowserContext} context
 */
async function refuseDirect(context) {
	for (const pattern of ['https://api.github.com/**', 'https://raw.githubusercontent.com/**']) await context.route(pattern, (route) => route.abort('failed'));
}

/**
 * Whole analyses (fetch included) when the worker asks GitHub directly, as it does where CORS allows:
 * answered by the local code host through Playwright's routing, which adds its own hop to each request.
 * @param {Browser} browser @param {string} base @param {CodeHostServer} host
 */
async function directPath(browser, base, host) {
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	try {
		await routeGitHubToHost(context, host);
		let relayed = 0;
		context.on('request', (request) => {
			if (new URL(request.url()).pathname === '/relay/fetch') relayed++;
		});
		const page = await context.newPage();
		await page.goto(`${base}/privacy`);
		await waitControlled(page);
		await page.evaluate(() => fetch('/api/v1/settings/consents/codehost', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ granted: true }) }));
		await analyse(page, true); // warms the analysis code
		/** @type {number[]} */
		const times = [];
		for (let i = 0; i < 3; i++) times.push((await analyse(page, true)).ms);
		if (relayed > 0) throw new Error(`The direct path asked the relay ${relayed} times.`);
		return figure(times);
	} finally {
		await context.close();
	}
}

/**
 * One analysis through the service worker, as the screen asks it; the stored analysis deleted first
 * when `fresh`, so that the core reads and analyses everything again (a stored analysis younger than
 * a day whose metadata did not change is answered as it is: service.ts, REUSE_FOR_MS).
 * @param {Page} page @param {boolean} fresh
 * @returns {Promise<{ ms: number, status: number, id: string, notes: string[], counts: Record<string, number> }>}
 */
async function analyse(page, fresh) {
	return page.evaluate(
		async ({ repo, fresh }) => {
			const json = { 'content-type': 'application/json' };
			if (fresh) {
				const { items } = await (await fetch('/api/v1/codehost/repo/analyses?limit=100')).json();
				for (const item of /** @type {{ id: string }[]} */ (items)) {
					const r = await fetch(`/api/v1/codehost/repo/analyses/${item.id}`, { method: 'DELETE' });
					if (r.status !== 204) throw new Error(`DELETE analysis ${item.id} → ${r.status}`);
				}
			}
			const t = performance.now();
			const r = await fetch('/api/v1/codehost/repo/analyze', { method: 'POST', headers: json, body: JSON.stringify({ repo }) });
			const answer = await r.json();
			const ms = performance.now() - t;
			if (r.status >= 300) throw new Error(`analyze → ${r.status} ${JSON.stringify(answer).slice(0, 300)}`);
			return {
				ms,
				status: r.status,
				id: answer.id,
				notes: answer.notes,
				counts: { languages: answer.languages.length, filesOfNote: answer.files.length, evidence: answer.evidence.length, risks: answer.risks.length, scorecards: answer.scorecards.length }
			};
		},
		{ repo: REPO, fresh }
	);
}

/**
 * The analysis's relay requests again, from the page: same path, bodies, order and concurrency.
 * @param {Page} page @param {{ serial: string[], files: string[] }} plan request bodies
 * @returns {Promise<{ ms: number, bytes: number }>}
 */
async function replayFetches(page, plan) {
	return page.evaluate(
		async ({ serial, files, concurrency, mark }) => {
			let bytes = 0;
			/** @param {string} body */
			const ask = async (body) => {
				// As the core's env.relay (worker/core/platform/browser-env.ts) asks.
				const r = await fetch(`/relay/fetch${mark}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, cache: 'no-store', credentials: 'omit' });
				const answer = await r.json();
				if (!r.ok) throw new Error(`relay fetch ${body} → ${r.status} ${JSON.stringify(answer).slice(0, 200)}`);
				bytes += answer.body.length;
			};
			const t = performance.now();
			for (const body of serial) await ask(body);
			let next = 0;
			await Promise.all(
				Array.from({ length: Math.min(concurrency, files.length) }, async () => {
					while (next < files.length) await ask(files[next++]);
				})
			);
			return { ms: performance.now() - t, bytes };
		},
		{ ...plan, concurrency: FILE_CONCURRENCY, mark: REPLAY_MARK }
	);
}

/** @param {Page} page */
async function waitControlled(page) {
	await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(/** @type {any} */ (globalThis).__rumo), null, { timeout: 30_000 });
}

/**
 * @param {Browser} browser @param {string} base the built app behind the relay (started after startRepositoryHost)
 * @param {CodeHostServer} host
 */
export async function benchRepository(browser, base, host) {
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	try {
		// The relay path, whose requests can be recorded and replayed: the direct calls (CORS) are refused, so
		// the core falls back to the relay at the first request and stays there for the session.
		await refuseDirect(context);
		const page = await context.newPage();
		page.on('crash', () => console.error('[bench] the page crashed'));
		// The core worker's requests to the relay, in the order it sends them (dedicated workers' requests reach the context).
		/** @type {string[]} */
		const sent = [];
		context.on('request', (request) => {
			const url = new URL(request.url());
			if (url.pathname === '/relay/fetch' && url.search !== REPLAY_MARK) sent.push(request.postData() ?? '');
		});
		await page.goto(`${base}/privacy`);
		await waitControlled(page);
		const consent = await page.evaluate(async () => {
			const r = await fetch('/api/v1/settings/consents/codehost', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ granted: true }) });
			return r.status;
		});
		if (consent >= 300) throw new Error(`codehost consent → ${consent}`);

		// The first analysis also compiles the analysis code and opens the table: reported apart, and it gives the requests to replay.
		const hitsBefore = [...host.hits.values()].reduce((sum, n) => sum + n, 0);
		const cold = await analyse(page, true);
		const hostRequests = [...host.hits.values()].reduce((sum, n) => sum + n, 0) - hitsBefore;
		const bodies = [...sent];
		if (bodies.length === 0 || bodies.length !== hostRequests) {
			throw new Error(`Recorded ${bodies.length} relay requests from the core, but the code host answered ${hostRequests}: the replay would not match the analysis.`);
		}
		const plan = {
			serial: bodies.filter((body) => !JSON.parse(body).url.startsWith('https://raw.githubusercontent.com/')),
			files: bodies.filter((body) => JSON.parse(body).url.startsWith('https://raw.githubusercontent.com/'))
		};
		const tree = /** @type {{ tree: unknown[] }} */ (
			JSON.parse(await (await fetch(host.local(JSON.parse(plan.serial.find((body) => JSON.parse(body).url.includes('/git/trees/')) ?? '{}').url))).text())
		).tree;

		/** @type {{ fetchMs: number, analysisMs: number }[]} */
		const runs = [];
		let bytes = 0;
		for (let i = 0; i < RUNS; i++) {
			// The fetches alone just before each analysis, so that both meet the machine in the same state.
			const fetched = await replayFetches(page, plan);
			bytes = fetched.bytes;
			const before = sent.length;
			const run = await analyse(page, true);
			// A run that answered a stored analysis, or asked less than the first, would not be the figure.
			if (run.status !== 201 || run.notes.includes('unchanged_since') || sent.length - before !== bodies.length) {
				throw new Error(`Run ${i + 1} did not analyse afresh: ${run.status}, notes ${run.notes.join(', ')}, ${sent.length - before} of ${bodies.length} requests.`);
			}
			runs.push({ fetchMs: fetched.ms, analysisMs: run.ms });
		}
		// Asked again without deleting: the host's ETag (or the same metadata) lets the core answer the stored analysis.
		const before = sent.length;
		const unchanged = await analyse(page, false);
		const unchangedRequests = sent.length - before;

		const beyond = runs.map((run) => run.analysisMs - run.fetchMs);
		const direct = await directPath(browser, base, host);
		return {
			repository: `${REPO} (GitHub, local code host)`,
			treeEntries: tree.length,
			requests: { total: bodies.length, keyFiles: plan.files.length, bodyChars: bytes },
			result: cold.counts,
			runs: RUNS,
			coldMs: round(cold.ms),
			analysisMs: figure(runs.map((run) => run.analysisMs)),
			fetchAloneMs: figure(runs.map((run) => run.fetchMs)),
			beyondFetchMs: figure(beyond),
			unchanged: { ms: round(unchanged.ms), status: unchanged.status, requests: unchangedRequests, reused: unchanged.notes.includes('unchanged_since') },
			directPathMs: direct,
			goal: 'analysis <= 2 s beyond the fetch time (5,000 files)',
			method:
				'each run: the relay requests the analysis makes (recorded on the first run; direct calls refused so the relay path is taken), replayed from the page with the same bodies, order and concurrency, then the stored analysis deleted and the repository analysed; beyondFetchMs is each run\'s analysis minus its replay. directPathMs: whole analyses when the worker asks GitHub directly (CORS), answered by the local host through Playwright routing (fetch included)'
		};
	} finally {
		await context.close();
	}
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	const { chromium } = await import('@playwright/test');
	const { REPO_ROOT, startRelay } = await import('../../relay/main.mjs');
	const { CHROMIUM_ARGS, chromiumPath } = await import('../chromium.mjs');
	const port = Number(process.env.BENCH_PORT ?? 4193);
	const host = await startRepositoryHost();
	const { server } = await startRelay({ port, root: join(REPO_ROOT, 'build'), relayEnabled: true });
	const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
	try {
		console.log(JSON.stringify(await benchRepository(browser, `http://127.0.0.1:${port}`, host), null, 2));
	} finally {
		await browser.close();
		server.close();
		await host.close();
	}
}
