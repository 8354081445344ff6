import type { BrowserContext } from '@playwright/test';

/** The real code hosts the core asks directly from the browser (worker/core/repository/host-get.ts). */
export const CODE_HOST_ORIGINS = ['https://api.github.com', 'https://raw.githubusercontent.com', 'https://gitlab.com', 'https://codeberg.org'];

/** Anything that is not this machine. */
const OUTSIDE = /^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z]+:\/\//i;

/**
 * For every test that may analyse a repository: the browser's direct requests to the real code
 * hosts go to the local stand-in (tests/support/code-host-server.mjs, `local` maps a real URL to it),
 * answered with its status, headers and body, which carry GitHub's CORS headers. Anything else
 * outside this machine is refused first: a machine with internet access must never reach a real
 * host from a test, whatever the core asks for. Routes run newest first, so the code hosts' routes,
 * registered after the refusal, answer for them, and a test may add its own on top. Returns the
 * URLs asked directly, in order.
 */
export async function routeCodeHosts(context: BrowserContext, local: (realUrl: string) => string): Promise<string[]> {
	const direct: string[] = [];
	await context.route(OUTSIDE, (route) => route.abort('blockedbyclient'));
	for (const origin of CODE_HOST_ORIGINS) {
		await context.route(`${origin}/**`, async (route) => {
			direct.push(route.request().url());
			let target: string;
			try {
				target = local(route.request().url());
			} catch {
				return route.abort('blockedbyclient'); // no stand-in for it: never the real host
			}
			const response = await route.fetch({ url: target });
			await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
		});
	}
	return direct;
}

/** Records the URL of each of the core's requests to the relay's safe fetch; `refuse` fails them all, as if no relay ran. */
export async function watchRelayFetch(context: BrowserContext, refuse: boolean): Promise<string[]> {
	const seen: string[] = [];
	await context.route('**/relay/fetch', async (route) => {
		seen.push(route.request().postDataJSON()?.url ?? '');
		if (refuse) return route.abort('connectionrefused');
		return route.continue();
	});
	return seen;
}
