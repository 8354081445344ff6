/** End-to-end encrypted sync (issue 32): the client is `api.sync`, from the contract. */
export type { SyncGroup, SyncResolution, SyncState, SyncStart, SyncStatus } from '$core/sync/schema';
// Values from the zod-free file: importing them from schema.ts would ship zod to the page.
export { SYNC_GROUPS, SYNC_RULES, SYNC_STATES } from '$core/sync/values-schema';
