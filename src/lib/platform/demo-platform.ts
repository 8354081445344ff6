import * as Comlink from 'comlink';
import { useTransport } from '$lib/api';
import { workerTransport } from '$lib/api/worker-transport';
import type { CoreApi } from '$core/http/contract';

/**
 * Demo mode: the real core in a worker of its own, over fictitious data kept in memory. No
 * service worker (a demo visit installs nothing) and no IndexedDB: a reload starts the story over.
 */
export function startDemoPlatform() {
	const worker = new Worker(new URL('../../../worker/demo.worker.ts', import.meta.url), { type: 'module', name: 'rumo-demo' });
	const core = Comlink.wrap<Pick<CoreApi, 'handle'>>(worker);
	useTransport(workerTransport(() => core));
}
