import { endpoint, returns } from '../http/contract';
import { RestoredChoice, SyncStart, type SyncStatus } from './schema';

/**
 * End-to-end encrypted sync through CouchDB replication (issue 32), declared once: the README row and
 * the UI's client come from here. The passphrase and the key derived from it never leave the core.
 */
export const syncContract = {
	status: endpoint('GET', '/sync', {
		summary: '→ `{ state, server, lastSyncAt, pending, tables, groups, progress, error, resolved, restoredAt, unavailable }` (never the passphrase or the key; `unavailable` says why sync cannot run in this build — the demo —, else null)',
		response: returns<SyncStatus>()
	}),
	start: endpoint('PUT', '/sync', {
		summary:
			'`{ server, passphrase, tables? }` starts syncing with the person\'s own CouchDB-compatible database (after the `sync` consent: else `403 consent_required`); ' +
			'a passphrase other than the one the server\'s copy was made with → `422 wrong_passphrase`, nothing read or written; an unreachable server → `502 source_unavailable`',
		body: SyncStart,
		response: returns<SyncStatus>(),
		topics: ['sync']
	}),
	now: endpoint('POST', '/sync/now', { summary: '→ `202` with the status: sends and fetches now (sync off → `409 conflict`)', response: returns<SyncStatus>(), topics: ['sync'] }),
	restored: endpoint('POST', '/sync/restored', {
		summary:
			'`{ choice: send|keep }` after a backup was restored here while syncing (`restoredAt` in the status; a restore is never sent by itself): ' +
			'`send` sends every record of this device as the latest edit (records only the other devices hold stay there), `keep` sends nothing; → the status (none restored → `409 conflict`)',
		body: RestoredChoice,
		response: returns<SyncStatus>(),
		topics: ['sync']
	}),
	keepOther: endpoint('POST', '/sync/resolutions/:id/keep-other', {
		summary: 'for a profile item edited on two devices (`rule: kept_both`): the version not kept replaces the one kept, and syncs → the status (unknown, or nothing to take → `404 not_found`)',
		response: returns<SyncStatus>(),
		topics: ['sync', 'profile']
	}),
	stop: endpoint('DELETE', '/sync', { summary: '→ `204`: stops syncing and forgets the key on this device; the server\'s copy stays', response: returns<void>(), topics: ['sync'] })
};
