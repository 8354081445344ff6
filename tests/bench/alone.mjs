/**
 * Running one bench module on its own (`node tests/bench/<name>.mjs`): the built app served by the
 * relay on BENCH_PORT (or `port`), Debian's Chromium, the module's figures printed as JSON.
 */
import { join } from 'node:path';

/**
 * @param {(browser: import('@playwright/test').Browser, base: string, repoRoot: string) => Promise<unknown>} bench
 * @param {number} port the module's own default port, so that two can run side by side
 */
export async function runAlone(bench, port) {
	const { chromium } = await import('@playwright/test');
	const { REPO_ROOT, startRelay } = await import('../../relay/main.mjs');
	const { CHROMIUM_ARGS, chromiumPath } = await import('../chromium.mjs');
	const at = Number(process.env.BENCH_PORT ?? port);
	const { server } = await startRelay({ port: at, root: join(REPO_ROOT, 'build'), relayEnabled: true });
	const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
	try {
		console.log(JSON.stringify(await bench(browser, `http://127.0.0.1:${at}`, REPO_ROOT), null, 2));
	} finally {
		await browser.close();
		server.close();
	}
}
