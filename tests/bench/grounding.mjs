/**
 * The grounding guard's figure (issue 17): 200 items an AI proposed, checked against a two-page
 * resume, goal ≤ 20 ms. The guard is a pure function not yet reached from a screen, so it is timed
 * in Node's V8 (Chromium's engine), loaded through Vite's module runner
 * (worker/core/ai/grounding-bench.ts builds the items and times the runs).
 *
 * Run alone with `node tests/bench/grounding.mjs`; `npm run bench` runs it with the rest.
 */
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';

/** @param {string} root the repository */
export async function benchGrounding(root) {
	const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom', optimizeDeps: { noDiscovery: true } });
	try {
		const { measureGuard } = await vite.ssrLoadModule('/worker/core/ai/grounding-bench.ts');
		const { items, characters, firstMs, p50, p95, accepted, dropped } = measureGuard(50);
		const ms = (/** @type {number} */ v) => Math.round(v * 10) / 10;
		return { items, characters, accepted, dropped, firstMs: ms(firstMs), p50: ms(p50), p95: ms(p95), runs: 50, engine: 'Node (V8)', goal: 'grounding guard, 200 proposed items on a two-page resume <= 20 ms' };
	} finally {
		await vite.close();
	}
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	const { REPO_ROOT } = await import('../../relay/main.mjs');
	console.log(JSON.stringify(await benchGrounding(REPO_ROOT), null, 2));
}
