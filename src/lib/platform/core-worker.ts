import * as Comlink from 'comlink';
import type { CoreApi } from '$core/http/types';

let remote: Comlink.Remote<CoreApi> | null = null;

/** This tab's core worker, started on first use. */
export function coreWorker(): Comlink.Remote<CoreApi> {
	if (!remote) {
		const worker = new Worker(new URL('../../../worker/core.worker.ts', import.meta.url), { type: 'module', name: 'rumo-core' });
		remote = Comlink.wrap<CoreApi>(worker);
	}
	return remote;
}
