import { Dexie, type DexieOptions } from 'dexie';
import type { CoreDb } from './env';
import { applyVersions } from './platform/table';
import { TABLES } from './tables';
import { outboxMiddleware } from './sync';

export const DB_NAME = 'rumo';
export type { DocumentRow, MetaRow } from './platform/table';
export { TABLES };

export type RumoDb = CoreDb;

/**
 * The one database of the core, its versions composed from every table's own history: a schema
 * change is a new version in the owning capability's tables.ts (never an edit of a shipped one), so
 * existing data migrates in place. db.test.ts opens a database the previous release wrote.
 */
export function openDb(name = DB_NAME, options?: DexieOptions): RumoDb {
	const db = new Dexie(name, options) as RumoDb;
	db.relaxed = () => openDb(name, { ...options, chromeTransactionDurability: 'relaxed' });
	applyVersions(db, TABLES);
	// Every write of a table that syncs records itself in the outbox, in its own transaction (sync/outbox.ts).
	db.use(outboxMiddleware);
	return db;
}
