import { boot } from '$lib/platform/boot';

// A single-page app: everything renders in the browser, where the core lives.
export const ssr = false;
export const prerender = false;

export async function load() {
	await boot();
	return {};
}
