import { Dexie, type EntityTable } from 'dexie';
import type { TrackerJob } from './tracker/schema';

export const DB_NAME = 'rumo';

/** A key/value row for small core-owned settings (consents, schema notes…). */
export type MetaRow = { key: string; value: unknown };

export type RumoDb = Dexie & {
	trackerJobs: EntityTable<TrackerJob, 'id'>;
	meta: EntityTable<MetaRow, 'key'>;
};

/**
 * The one database of the core. Each capability owns its tables; a schema change is a new
 * `version()` entry (never an edit of an old one) so that existing data migrates in place.
 */
export function openDb(name = DB_NAME): RumoDb {
	const db = new Dexie(name) as RumoDb;
	db.version(1).stores({
		trackerJobs: 'id, status, createdAt, updatedAt, source',
		meta: 'key'
	});
	return db;
}
