/**
 * Speed on a phone (issue 27): Lighthouse in its DEFAULT mode — mobile emulation (Moto G Power,
 * 412×823), simulated "Slow 4G" (150 ms RTT, 1.6 Mbps) and 4× CPU slowdown — on the main screens,
 * in Debian's Chromium, against the built app served on 127.0.0.1. A fresh profile per run, as a
 * first visit. Per screen: performance, accessibility and best-practices scores, FCP, LCP, CLS, TBT,
 * Speed Index, the LCP element, the shifted elements, and the JS the first load requests (gzip, as a
 * static host would send it).
 *
 * Two ways to serve the same build/ (MOBILE_SERVE):
 *  - `gzip` (default): a small gzip front on top of the relay, as any static host (GitHub Pages,
 *    Netlify, nginx) sends text — Lighthouse's simulated network counts the bytes sent;
 *  - `relay`: the relay as it is (it does not compress; on loopback that costs nothing, but
 *    Lighthouse then simulates uncompressed bytes over Slow 4G).
 * MOBILE_RUNS (default 3) runs per screen; the median run by performance score is reported, and
 * beside it the median of each metric over the runs (`medians`): on a loaded machine TBT swings
 * from run to run, and one run's figures can mislead.
 * MOBILE_ROUTES overrides the screens. MOBILE_ROOT serves another folder than build/ (e.g. a copy of an
 * older build, to alternate old and new on a machine whose load changes).
 *
 * `npm run bench -- --mobile` (only this section, written to bench-results/mobile.json), or alone:
 * `node tests/bench/mobile.mjs`. Not part of `npm test`.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { gzipSync, createGzip } from 'node:zlib';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT, startRelay } from '../../relay/main.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

export const MOBILE_ROUTES = (process.env.MOBILE_ROUTES ?? '/,/dashboard,/applications,/resume').split(',');
const METRICS = {
	fcpMs: 'first-contentful-paint',
	lcpMs: 'largest-contentful-paint',
	tbtMs: 'total-blocking-time',
	cls: 'cumulative-layout-shift',
	speedIndexMs: 'speed-index'
};
/** The built app served (MOBILE_ROOT, or build/). */
const BUILD_ROOT = process.env.MOBILE_ROOT ?? join(REPO_ROOT, 'build');
const GOAL = 'mobile performance >= 0.95 on each screen, CLS <= 0.05, initial JS <= 120 KB gzip';

/** @param {number} v */
const round = (v) => Math.round(v * 1000) / 1000;

/**
 * A gzip front for `target`: compresses text answers when the client accepts gzip, as a static host does.
 * @param {number} port @param {number} targetPort
 * @returns {Promise<import('node:http').Server>}
 */
export function startGzipFront(port, targetPort) {
	const server = createServer((req, res) => {
		const upstream = httpRequest({ host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } }, (up) => {
			const type = String(up.headers['content-type'] ?? '');
			const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
			const compressible = /^(text\/|application\/(javascript|json|manifest\+json|wasm)|image\/svg)/.test(type);
			if (!accepts || !compressible || up.statusCode === 304 || req.method === 'HEAD') {
				res.writeHead(up.statusCode ?? 502, up.headers);
				up.pipe(res);
				return;
			}
			const headers = { ...up.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
			delete headers['content-length'];
			res.writeHead(up.statusCode ?? 502, headers);
			up.pipe(createGzip()).pipe(res);
		});
		upstream.on('error', () => {
			res.writeHead(502);
			res.end();
		});
		req.pipe(upstream);
	});
	return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** What a built chunk holds, from the Vite manifest (name/src) and a few library signatures. */
function chunkIndex() {
	const manifestPath = join(REPO_ROOT, '.svelte-kit', 'output', 'client', '.vite', 'manifest.json');
	/** @type {Record<string, string>} */
	const byFile = {};
	if (existsSync(manifestPath)) {
		const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
		for (const [key, entry] of Object.entries(manifest)) byFile[`/${entry.file}`] = entry.src ?? entry.name ?? key;
	}
	return byFile;
}

const SIGNATURES = /** @type {const} */ ([
	['svelte runtime', /\$\$props|svelte\/internal|hydrat|effect_update_depth_exceeded/],
	['sveltekit client', /__sveltekit|sveltekit:scroll|data-sveltekit/],
	['comlink', /Comlink\.(proxy|endpoint)|comlink/i],
	['workbox-window', /workbox|waiting.*controlling/i],
	['idb-keyval', /keyval-store/],
	['dexie', /Dexie/],
	['zod', /ZodError|\$ZodType/],
	['d3', /d3-|scaleLinear|curveMonotone/],
	['i18n messages (en+pt)', /Candidaturas|Currículo/]
]);

/** @param {string} text */
const guessContents = (text) => SIGNATURES.filter(([, re]) => re.test(text)).map(([name]) => name);

/**
 * One Lighthouse run (default config = mobile) on one URL.
 * @param {string} url
 */
async function runOnce(url) {
	const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
	try {
		const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
		return result?.lhr;
	} finally {
		await chrome.kill();
	}
}

/** @param {any} lhr @param {Record<string, string>} index */
function summarise(lhr, index) {
	/** @type {Record<string, any>} */
	const row = {
		performance: lhr.categories.performance?.score ?? 0,
		accessibility: lhr.categories.accessibility?.score ?? 0,
		bestPractices: lhr.categories['best-practices']?.score ?? 0
	};
	for (const [key, id] of Object.entries(METRICS)) row[key] = round(lhr.audits[id]?.numericValue ?? NaN);
	if (lhr.runtimeError) row.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
	const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
	const lcpNode = lcpItems[0]?.items?.[0]?.node ?? lcpItems[0]?.node;
	if (lcpNode) row.lcpElement = `${lcpNode.selector ?? ''} "${String(lcpNode.nodeLabel ?? '').slice(0, 60)}"`;
	const lcpPhases = lcpItems[1]?.items;
	if (lcpPhases) row.lcpPhases = Object.fromEntries(lcpPhases.map((/** @type {any} */ p) => [p.phase, round(p.timing)]));
	const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
	row.layoutShifts = shifts.slice(0, 5).map((/** @type {any} */ s) => `${round(s.score)} ${s.node?.selector ?? ''} "${String(s.node?.nodeLabel ?? '').slice(0, 50)}"`);
	// The JS the page itself requests on the first load (not the core worker, not the service worker).
	/** @type {{ url: string, resourceType?: string, transferSize?: number }[]} */
	const requests = lhr.audits['network-requests']?.details?.items ?? [];
	const scripts = requests
		.filter((r) => r.resourceType === 'Script')
		.map((r) => new URL(r.url).pathname)
		.filter((path) => !path.includes('/workers/') && path !== '/service-worker.js');
	const files = [...new Set(scripts)].map((path) => {
		const file = join(BUILD_ROOT, path);
		const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
		return { path, gzipKB: round(gzipSync(text).length / 1024), rawKB: round(text.length / 1024), holds: index[path] ?? '', looksLike: guessContents(text) };
	});
	row.initialJsGzipKB = round(files.reduce((sum, f) => sum + f.gzipKB, 0));
	row.initialJsFiles = files.length;
	row.bytesSentKB = round(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024);
	row.requests = requests.length;
	/** @type {{ id: string, weight: number }[]} */
	const refs = lhr.categories.performance.auditRefs;
	row.losses = refs
		.filter((ref) => ref.weight > 0)
		.map((ref) => ({ ref, audit: /** @type {{ score: number | null, id: string, displayValue?: string }} */ (lhr.audits[ref.id]) }))
		.filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
		.map(({ ref, audit }) => `${audit.id} ${audit.displayValue ?? ''} (${audit.score}, weight ${ref.weight})`.replace(/\s+/g, ' '));
	return { row, files };
}

/**
 * @param {string} base e.g. http://127.0.0.1:4193
 * @param {{ runs?: number, serve?: string }} [options]
 */
export async function benchMobile(base, options = {}) {
	const runs = options.runs ?? Number(process.env.MOBILE_RUNS ?? 3);
	const index = chunkIndex();
	/** @type {Record<string, any>} */
	const screens = {};
	/** @type {Map<string, any>} */
	const allFiles = new Map();
	for (const route of MOBILE_ROUTES) {
		/** @type {{ row: Record<string, any>, files: any[] }[]} */
		const results = [];
		/** @type {string[]} */
		const failedRuns = [];
		for (let i = 0; i < runs; i++) {
			const lhr = await runOnce(`${base}${route}`);
			if (!lhr) failedRuns.push('no result');
			else if (lhr.runtimeError) failedRuns.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
			else results.push(summarise(lhr, index));
		}
		if (!results.length) {
			screens[route] = { error: 'no run finished', failedRuns };
			continue;
		}
		// A run that failed (e.g. the page never painted in time) is reported, not averaged in.
		results.sort((a, b) => a.row.performance - b.row.performance);
		const median = results[Math.floor(results.length / 2)];
		/** @param {string} key */
		const medianOf = (key) => {
			const values = results.map((r) => r.row[key]).sort((a, b) => a - b);
			return values[Math.floor(values.length / 2)];
		};
		const medians = Object.fromEntries(['performance', ...Object.keys(METRICS), 'accessibility', 'bestPractices'].map((key) => [key, medianOf(key)]));
		screens[route] = { ...median.row, medians, scoresOfRuns: results.map((r) => r.row.performance), ...(failedRuns.length ? { failedRuns } : {}) };
		for (const f of median.files) allFiles.set(f.path, { ...f, screens: [...(allFiles.get(f.path)?.screens ?? []), route] });
	}
	const largestInitialJs = [...allFiles.values()].sort((a, b) => b.gzipKB - a.gzipKB).slice(0, 15);
	return { preset: 'lighthouse default (mobile, simulated Slow 4G, 4x CPU)', serve: options.serve ?? 'gzip', runsPerScreen: runs, screens, largestInitialJs, goal: GOAL };
}

/**
 * Starts the relay on build/ (and the gzip front unless MOBILE_SERVE=relay), runs the bench, stops them.
 * @param {number} port
 */
export async function benchMobileServed(port) {
	const serve = process.env.MOBILE_SERVE === 'relay' ? 'relay' : 'gzip';
	const relayPort = serve === 'gzip' ? port + 1 : port;
	const { server } = await startRelay({ port: relayPort, root: BUILD_ROOT, relayEnabled: true });
	const front = serve === 'gzip' ? await startGzipFront(port, relayPort) : null;
	try {
		return await benchMobile(`http://127.0.0.1:${port}`, { serve });
	} finally {
		front?.close();
		server.close();
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const port = Number(process.env.BENCH_PORT ?? 4194);
	console.log(JSON.stringify(await benchMobileServed(port), null, 2));
}
