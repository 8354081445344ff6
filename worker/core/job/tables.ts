import type { EntityTable } from 'dexie';
import type { TableSpec } from '../platform/table';
import { JobExtraction, type StoredJob } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const jobTables = {
	// A posting read again is found by its text's hash or its link.
	jobs: { key: 'id', versions: { 5: 'id, createdAt', 8: 'id, createdAt, textHash, canonicalUrl' }, backup: JobExtraction }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		jobs: EntityTable<StoredJob, 'id'>;
	}
}
