import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie';
import { isUnsynced } from '../platform/unsynced';
import { SYNCABLE_TABLES } from './groups';
import type { SyncConfig } from './config';

export const CONFIG_KEY = 'sync.config';
const OUTBOX = 'syncOutbox';
/** Other tabs' cores write too: the one that syncs hears of their changes here, without waiting for its next look. */
export const OUTBOX_CHANNEL = 'rumo-sync-outbox';

type Trans = DBCoreTransaction & IDBTransaction;

/** Which tables sync in this transaction: read once per transaction from its own `meta`, so every tab agrees. */
const syncedIn = new WeakMap<object, Promise<ReadonlySet<string> | null>>();

function syncedTables(down: DBCore, trans: Trans): Promise<ReadonlySet<string> | null> {
	let known = syncedIn.get(trans);
	if (!known) {
		known = down
			.table('meta')
			.get({ trans, key: CONFIG_KEY })
			.then((row: { value?: SyncConfig } | undefined) => (row?.value?.tables ? new Set(row.value.tables) : null));
		syncedIn.set(trans, known);
	}
	return known;
}

/** The keys a mutation touches: what it wrote (add, put), what it named (delete), or what its range held (a clear). */
async function touchedKeys(table: DBCoreTable, req: DBCoreMutateRequest, results: unknown[] | undefined): Promise<unknown[]> {
	if (req.type === 'add' || req.type === 'put') return results ?? req.keys ?? req.values.map((value) => table.schema.primaryKey.extractKey?.(value));
	if (req.type === 'delete') return req.keys;
	return (await table.query({ trans: req.trans, values: false, query: { index: table.schema.primaryKey, range: req.range } })).result;
}

let channel: BroadcastChannel | null = null;
/** Tells every tab's core that the outbox changed: the running engine sends, and a core not yet running sync queues for it. */
export function announce(): void {
	if (typeof BroadcastChannel === 'undefined') return;
	channel ??= new BroadcastChannel(OUTBOX_CHANNEL);
	channel.postMessage('changed');
}

/**
 * The outbox (issue 32): every committed write of a table that syncs records which record changed,
 * in the same transaction (so a change is never committed without its entry), through Dexie's own
 * middleware — no capability's code changes, and none can forget. Only the record's table and key
 * are kept: the sync engine reads the row as it stands when it sends it. Writes sync itself applies
 * from another device, a restore and "delete everything here" are marked unsynced and skipped.
 */
export const outboxMiddleware: Middleware<DBCore> = {
	stack: 'dbcore',
	name: 'rumo-sync-outbox',
	create(down) {
		return {
			...down,
			transaction(stores, mode, options) {
				const widened = mode === 'readwrite' && stores.some((store) => SYNCABLE_TABLES.has(store)) ? [...new Set([...stores, OUTBOX, 'meta'])] : stores;
				return down.transaction(widened, mode, options);
			},
			table(name) {
				const table = down.table(name);
				if (!SYNCABLE_TABLES.has(name)) return table;
				return {
					...table,
					async mutate(req) {
						const trans = req.trans as Trans;
						const recordable = trans.mode === 'readwrite' && trans.objectStoreNames.contains(OUTBOX) && !isUnsynced(trans);
						const synced = recordable ? await syncedTables(down, trans) : null;
						if (!synced?.has(name)) return table.mutate(req);
						// The keys of a clear are read before it runs; of a put, from its answer.
						const before = req.type === 'deleteRange' ? await touchedKeys(table, req, undefined) : null;
						const response = await table.mutate(req);
						const keys = before ?? (await touchedKeys(table, req, response.results));
						const at = new Date().toISOString();
						const values = keys.filter((key, i) => key !== undefined && !(i in response.failures)).map((key) => ({ table: name, key, at }));
						if (values.length) {
							await down.table(OUTBOX).mutate({ type: 'add', trans, values });
							announce();
						}
						return response;
					}
				};
			}
		};
	}
};
