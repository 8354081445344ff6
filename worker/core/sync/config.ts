import type { SyncGroup, SyncState } from './schema';
import type { SyncKeys } from './crypto';

/**
 * What this device keeps about its sync, in `meta` under `sync.*` (never in a backup: data/tables.ts
 * LOCAL_META). The keys are non-extractable CryptoKeys, stored as such: the passphrase itself is
 * never stored, and no script can read the keys' bytes back.
 */
export type SyncConfig = {
	/** The database's address as the person gave it (credentials included: they are theirs, and stay on this device). */
	server: string;
	groups: SyncGroup[];
	/** The tables the groups sync (outbox.ts reads this list in every write). */
	tables: string[];
	/** This device, so the engine knows its own changes when they come back. */
	deviceId: string;
	/** The local PouchDB database holding the replication state. */
	localName: string;
	keys: SyncKeys;
	startedAt: string;
};

/** Where sync stands, written by the tab that runs it and read by every tab. */
export type SyncProgress = {
	state: SyncState;
	lastSyncAt: string | null;
	progress: { done: number; total: number } | null;
	error: { status: number | null; message: string } | null;
	/** Changes in this device's replica not yet on the server. */
	pending?: number;
};

export const STATUS_KEY = 'sync.status';
/** The last change of the local replica applied to this device's tables. */
export const SEQ_KEY = 'sync.seq';
/** When a backup was restored here while syncing: not sent until the person chooses. */
export const RESTORED_KEY = 'sync.restored';
