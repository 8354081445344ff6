import { i18n } from '$lib/i18n/i18n.svelte';

export const MODE = __RUMO_MODE__;
let booted: Promise<void> | null = null;

/**
 * Starts the platform once: the transport of the build's mode, and the language. Each mode is
 * a dynamic import behind a build-time constant, so a demo build carries no service worker or
 * real database and a real build carries no demo data. The language is chosen first, without
 * waiting for the platform, so that the first screen's words load beside it.
 */
export function boot(): Promise<void> {
	booted ??= (async () => {
		const language = i18n.init();
		if (MODE === 'demo') {
			const { startDemoPlatform } = await import('./demo-platform');
			startDemoPlatform();
		} else {
			const { startRealPlatform } = await import('./real-platform');
			startRealPlatform();
		}
		await language;
	})();
	return booted;
}
