import { SYNC_GROUPS, type SyncStatus } from '$lib/api/sync';

/** A sync status as the core answers it, for the sync screen's tests: off has no server and no groups chosen. */
export const syncStatus = (state: SyncStatus['state'], fields: Partial<SyncStatus> = {}): SyncStatus => ({
	state,
	server: state === 'off' ? null : 'http://127.0.0.1:5984/rumo',
	lastSyncAt: null,
	pending: 0,
	tables: state === 'off' ? [] : [...SYNC_GROUPS],
	groups: SYNC_GROUPS,
	progress: null,
	error: null,
	resolved: [],
	unavailable: null,
	restoredAt: null,
	...fields
});
