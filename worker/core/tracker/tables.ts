import type { EntityTable } from 'dexie';
import type { TableSpec } from '../platform/table';
import { TrackerJob } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const trackerTables = {
	trackerJobs: { key: 'id', versions: { 1: 'id, status, createdAt, updatedAt, source' }, backup: TrackerJob }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		trackerJobs: EntityTable<TrackerJob, 'id'>;
	}
}
