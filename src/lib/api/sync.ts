/** End-to-end encrypted sync (issue 32): the client is `api.sync`, from the contract. */
export type { SyncGroup, SyncResolution, SyncState, SyncStart, SyncStatus } from '$core/sync/schema';
export { SYNC_GROUPS, SYNC_STATES } from '$core/sync/schema';
