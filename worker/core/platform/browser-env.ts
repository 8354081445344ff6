import { DB_NAME, openDb } from '../db';
import type { CoreEnv } from '../env';
import { watchOpening } from '../data';
import { directGet } from './direct-get';
import { browserPouch } from './pouch';
import { CHANGES_CHANNEL, type ChangeNotice } from './topics';

const RELAY_PROBE_TTL_MS = 5_000;

/** The relay answers on the same origin when `npm start` serves the app; a static host has none. */
function relayProbe() {
	let cached: { at: number; value: Promise<boolean> } | null = null;
	return () => {
		const now = Date.now();
		if (cached && now - cached.at < RELAY_PROBE_TTL_MS) return cached.value;
		// The body is always read and the timer cleared: an unread 503 left to time out shows as an aborted request.
		const controller = new AbortController();
		const timer = setTimeout(() => controller.abort(), 1_500);
		const value = fetch('/relay/health', { signal: controller.signal, cache: 'no-store' })
			.then(async (r) => {
				const body = await r.json().catch(() => null);
				return r.ok && body?.relay === true;
			})
			.catch(() => false)
			.finally(() => clearTimeout(timer));
		cached = { at: now, value };
		return value;
	};
}

/** The core's environment inside a browser worker: real IndexedDB, real clock, cross-tab notices. */
export function browserEnv(): CoreEnv {
	const channel = new BroadcastChannel(CHANGES_CHANNEL);
	const db = openDb();
	watchOpening(db);
	return {
		db,
		now: () => new Date(),
		newId: () => crypto.randomUUID(),
		notify: (topic) => channel.postMessage({ topic } satisfies ChangeNotice),
		origin: self.location.origin,
		relay: (path, init) => fetch(path, { ...init, cache: 'no-store', credentials: 'omit' }),
		relayAvailable: relayProbe(),
		web: directGet,
		pouch: browserPouch,
		storageEstimate: async () => {
			const [estimate, persisted] = await Promise.all([navigator.storage.estimate(), navigator.storage.persisted()]);
			return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
		}
	};
}

/**
 * A database that cannot be opened, as when the browser refuses IndexedDB: Dexie's own open path
 * over an IndexedDB whose open() throws. Only for the end-to-end tests of the "storage not started"
 * state (worker/core.worker.ts says when it is used): a real one cannot be made to fail on demand.
 */
export function unopenableDb() {
	const failing = {
		open: () => {
			throw new DOMException('This storage cannot be opened (simulated for a test).', 'UnknownError');
		},
		deleteDatabase: (name: string) => indexedDB.deleteDatabase(name),
		cmp: (a: unknown, b: unknown) => indexedDB.cmp(a, b)
	};
	return openDb(DB_NAME, { indexedDB: failing as unknown as IDBFactory, IDBKeyRange });
}
