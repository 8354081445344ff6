import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openDb } from '../db';
import type { CoreEnv } from '../env';
import { directGet } from './direct-get';

/**
 * The core's environment in the demo build: the same core over an in-memory IndexedDB that lives
 * as long as the tab, so a visitor can try everything and nothing reaches the browser's storage.
 * No relay (a static host has none), and no notices to other tabs: each demo tab has a store of
 * its own, so another tab has nothing to reload. Direct requests to hosts that allow them (CORS)
 * work as in the real app, so a public repository can be analysed here too, with consent.
 */
export function demoEnv(origin: string): { env: CoreEnv; clock: DemoClock } {
	const clock = demoClock();
	let ids = 0;
	const env: CoreEnv = {
		db: openDb('rumo-demo', { indexedDB: new IDBFactory(), IDBKeyRange }),
		now: clock.now,
		// Counted, not random: the seed makes the same ids on every visit, so a link into the demo keeps working.
		newId: () => `demo-${++ids}`,
		notify: () => {},
		origin,
		relay: async () => {
			throw new TypeError('The demo has no relay.');
		},
		relayAvailable: async () => false,
		web: directGet,
		storageEstimate: async () => ({ usage: 0, quota: 0, persisted: false }),
		mode: 'demo'
	};
	return { env, clock };
}

export interface DemoClock {
	now: () => Date;
	/** Stops the clock at `iso` (the seed replays its story one moment at a time). */
	set: (iso: string) => void;
	/** Runs the clock on from `iso` at the pace of real time. */
	runFrom: (iso: string) => void;
}

function demoClock(): DemoClock {
	let at = 0;
	let since: number | null = null;
	return {
		now: () => new Date(since === null ? at : at + (performance.now() - since)),
		set: (iso) => {
			at = Date.parse(iso);
			since = null;
		},
		runFrom: (iso) => {
			at = Date.parse(iso);
			since = performance.now();
		}
	};
}
