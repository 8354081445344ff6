import * as Comlink from 'comlink';
import type { CoreWorkerApi } from '../../../worker/core.worker';

let remote: Comlink.Remote<CoreWorkerApi> | null = null;

/** This tab's core worker, started on first use. */
export function coreWorker(): Comlink.Remote<CoreWorkerApi> {
	if (!remote) {
		const worker = new Worker(new URL('../../../worker/core.worker.ts', import.meta.url), { type: 'module', name: 'rumo-core' });
		remote = Comlink.wrap<CoreWorkerApi>(worker);
		// `?rumo-simulate=storage-not-started`: the end-to-end tests' way to a storage that cannot be
		// opened. Honoured only under automation, and asked before any request reaches the worker.
		const simulated = new URLSearchParams(location.search).get('rumo-simulate');
		if (simulated && navigator.webdriver) void remote.simulate(simulated);
	}
	return remote;
}
