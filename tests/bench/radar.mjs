/**
 * Radar figures (issue "Job radar"): a round over 20 feeds × 50 items served on 127.0.0.1 through
 * the relay's safe fetch, scoring included, against the time the same 20 reads take on their own;
 * a second round where every feed answers 304; and listing 1,000 results.
 */
import { generateRss, startJobSourcesServer } from '../support/job-sources-server.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */

const FEEDS = 20;
const ITEMS = 50;
const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
/** @param {number[]} values @param {number} q */
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/**
 * Starts the feed server before the relay: the relay reads its test allowlist once, when created.
 * @returns {Promise<import('../support/job-sources-server.mjs').JobSourcesServer>}
 */
export async function startRadarSources() {
	const feeds = Object.fromEntries(Array.from({ length: FEEDS }, (_, i) => [`bench-${i}`, generateRss({ count: ITEMS, seed: i + 1, titlePrefix: `F${i} ` })]));
	const server = await startJobSourcesServer({ port: 0, feeds });
	process.env.RUMO_RELAY_ALLOW = [process.env.RUMO_RELAY_ALLOW, `127.0.0.1:${server.port}`].filter(Boolean).join(',');
	return server;
}

/** @param {Browser} browser @param {string} base @param {{ url: string }} sources */
export async function benchRadar(browser, base, sources) {
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	const page = await context.newPage();
	await page.goto(`${base}/privacy`);
	await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(/** @type {any} */ (globalThis).__rumo), null, { timeout: 30_000 });
	const urls = Array.from({ length: FEEDS }, (_, i) => `${sources.url}/feeds/bench-${i}.xml`);
	const figures = await page.evaluate(
		async ({ urls }) => {
			const json = { 'content-type': 'application/json' };
			/** @param {string} method @param {string} path @param {unknown} [body] */
			const call = async (method, path, body) => {
				const r = await fetch(`/api/v1${path}`, { method, headers: json, body: body === undefined ? undefined : JSON.stringify(body) });
				if (r.status >= 400) throw new Error(`${method} ${path} → ${r.status} ${await r.text()}`);
				return r.status === 204 ? null : r.json();
			};
			await call('PUT', '/settings/consents/relay-fetch', { granted: true });
			await call('PUT', '/profile/basics', { name: 'Bench', headline: 'Enfermeira de UTI', location: 'São Paulo' });
			for (const title of ['UTI adulto', 'Curativos complexos', 'Go', 'PostgreSQL', 'Direito trabalhista', 'Didática'])
				await call('POST', '/profile/items', { type: 'skill', title, evidence: [{ text: `${title}: quatro anos de prática.` }] });
			await call('PUT', '/radar/wishlist', { titles: ['Enfermeira de UTI', 'Backend Engineer'], skills: ['UTI adulto', 'Go'], places: ['São Paulo'] });
			for (const url of urls) await call('POST', '/radar/feeds', { url });

			// The reads alone, as a round makes them (four at a time, through the relay).
			let next = 0;
			const t0 = performance.now();
			await Promise.all(
				Array.from({ length: 4 }, async () => {
					while (next < urls.length) {
						const url = urls[next++];
						await (await fetch('/relay/fetch', { method: 'POST', headers: json, body: JSON.stringify({ url }) })).text();
					}
				})
			);
			const fetchMs = performance.now() - t0;

			/** @type {number[]} */
			const longTasks = [];
			const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
			observer.observe({ type: 'longtask', buffered: false });
			const t1 = performance.now();
			const first = await call('POST', '/radar/rounds', {});
			const roundMs = performance.now() - t1;
			const t2 = performance.now();
			const second = await call('POST', '/radar/rounds', {});
			const unchangedMs = performance.now() - t2;
			observer.disconnect();

			/** @type {number[]} */
			const list50 = [];
			/** @type {number[]} */
			const list200 = [];
			let total = 0;
			for (let i = 0; i < 20; i++) {
				let t = performance.now();
				total = (await call('GET', '/radar/results?limit=50')).total;
				list50.push(performance.now() - t);
				t = performance.now();
				await call('GET', '/radar/results?limit=200&minScore=0');
				list200.push(performance.now() - t);
			}
			return {
				fetchMs,
				roundMs,
				unchangedMs,
				results: first.results,
				failures: first.feeds.filter((/** @type {any} */ f) => !f.ok).map((/** @type {any} */ f) => `${f.name}: ${f.error?.code} ${f.error?.detail}`),
				notModified: second.feeds.filter((/** @type {{ status: string }} */ f) => f.status === 'not_modified').length,
				total,
				list50,
				list200,
				longestMainThreadTask: Math.max(0, ...longTasks)
			};
		},
		{ urls }
	);
	await context.close();
	return {
		feeds: FEEDS,
		itemsPerFeed: ITEMS,
		results: figures.results,
		fetchAloneMs: round(figures.fetchMs),
		roundMs: round(figures.roundMs),
		roundBeyondFetchMs: round(figures.roundMs - figures.fetchMs),
		unchangedRoundMs: round(figures.unchangedMs),
		feedsNotModified: figures.notModified,
		sourcesFailed: figures.failures,
		resultsListed: figures.total,
		list50: { p50: round(quantile(figures.list50, 0.5)), p95: round(quantile(figures.list50, 0.95)) },
		list200: { p50: round(quantile(figures.list200, 0.5)), p95: round(quantile(figures.list200, 0.95)) },
		longestMainThreadTask: round(figures.longestMainThreadTask)
	};
}
