/**
 * Lighthouse (desktop preset) on the main screens, in Debian's Chromium, against the built app served
 * by the relay: performance, accessibility and best practices per screen (goal ≥ 0.95 each). A fresh
 * profile per run, as a first visit; `npm run bench` reports the scores and what cost the most.
 * Run alone: `node tests/bench/lighthouse.mjs`.
 */
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import { REPO_ROOT, startRelay } from '../../relay/main.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

export const LIGHTHOUSE_ROUTES = (process.env.LIGHTHOUSE_ROUTES ?? '/,/dashboard,/applications,/resume,/intelligence').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** @param {string} base e.g. http://127.0.0.1:4190 */
export async function benchLighthouse(base) {
	/** @type {Record<string, Record<string, number | string[]>>} */
	const scores = {};
	for (const route of LIGHTHOUSE_ROUTES) {
		const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
		try {
			const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, desktop);
			const lhr = result?.lhr;
			if (!lhr) continue;
			/** @type {Record<string, number | string[]>} */
			const row = {};
			for (const id of CATEGORIES) row[id] = lhr.categories[id]?.score ?? 0;
			if (lhr.runtimeError) row.error = [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`];
			// What held a score below 1: the audits that lost the most, by weight.
			row.losses = Object.values(lhr.categories)
				.flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ({ ref, audit: lhr.audits[ref.id] })))
				.filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
				.sort((a, b) => b.ref.weight * (1 - (b.audit.score ?? 0)) - a.ref.weight * (1 - (a.audit.score ?? 0)))
				.slice(0, 4)
				.map(({ audit }) => `${audit.id} ${audit.displayValue ?? ''} (${audit.score})`.trim());
			scores[route] = row;
		} finally {
			await chrome.kill();
		}
	}
	return { preset: 'desktop', scores, goal: 'performance, accessibility and best practices >= 0.95 each' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const port = Number(process.env.BENCH_PORT ?? 4192);
	const { server } = await startRelay({ port, root: join(REPO_ROOT, 'build'), relayEnabled: true });
	try {
		console.log(JSON.stringify(await benchLighthouse(`http://127.0.0.1:${port}`), null, 2));
	} finally {
		server.close();
	}
}
