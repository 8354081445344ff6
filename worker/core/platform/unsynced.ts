/**
 * Transactions whose writes are not changes of this device's person, so sync must not send them
 * (issue 32): rows another device sent (sync applying them would echo them back), a restored backup
 * and "delete everything here" (sent on, they would silently overwrite the other devices: the person
 * chooses that in Settings → Devices). Kept by the IndexedDB transaction, so a write's own
 * transaction says where it came from, with nothing to reset after.
 */
const UNSYNCED = new WeakSet<object>();

/** Marks a Dexie transaction (its IDBTransaction) as one sync leaves alone. */
export function markUnsynced(tx: { idbtrans: IDBTransaction }): void {
	UNSYNCED.add(tx.idbtrans);
}

/** Whether this IndexedDB transaction was marked by `markUnsynced`. */
export const isUnsynced = (trans: object): boolean => UNSYNCED.has(trans);
