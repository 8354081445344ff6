/** The core's database (worker/core/db.ts DB_NAME; local-database.test.ts keeps the two the same). */
export const LOCAL_DATABASE = 'rumo';
const DELETE_WAIT_MS = 10_000;

/**
 * Deletes the core's database from the page: the last resort when it will not even open to be
 * cleared. Open connections (this tab's core worker, other tabs') are asked to close and Dexie
 * closes them; one that does not keeps the delete waiting, and after a while this answers false.
 */
export function deleteLocalDatabase(name = LOCAL_DATABASE): Promise<boolean> {
	return new Promise((done) => {
		const timer = setTimeout(() => done(false), DELETE_WAIT_MS);
		const finish = (ok: boolean) => {
			clearTimeout(timer);
			done(ok);
		};
		try {
			const request = indexedDB.deleteDatabase(name);
			request.onsuccess = () => finish(true);
			request.onerror = () => finish(false);
		} catch {
			finish(false);
		}
	});
}
