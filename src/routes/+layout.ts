import { boot } from '$lib/platform/boot';
import { loadAreas } from '$lib/i18n/i18n.svelte';
import { areasOfRoute } from '$lib/i18n/screens';

// A single-page app: everything renders in the browser, where the core lives.
export const ssr = false;
export const prerender = false;

/**
 * The platform, and the words of the screen being opened (src/lib/i18n/screens.ts), in the person's
 * language, before it is drawn: each screen's messages are a chunk of their own, fetched beside the
 * platform. Reading `route.id` runs this again on each navigation (the platform starts once).
 */
export async function load({ route }) {
	await Promise.all([boot(), loadAreas(areasOfRoute(route.id))]);
	return {};
}
