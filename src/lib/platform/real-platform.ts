import { api, useTransport } from '$lib/api';
import { directTransport, fetchTransport, realTransport } from '$lib/api/transport';
import { installBridge } from './bridge';
import { guardUnload } from './pending-writes';
import { serviceWorker } from './service-worker.svelte';

/** Real mode: the core worker, the service worker that fronts it, and the bridge between them. */
export function startRealPlatform() {
	useTransport(realTransport);
	installBridge();
	serviceWorker.registerSoon();
	guardUnload(window);
	// A handle for the end-to-end tests and the benchmark to compare both paths.
	Object.assign(globalThis, { __rumo: { api, direct: directTransport, viaServiceWorker: fetchTransport } });
}
