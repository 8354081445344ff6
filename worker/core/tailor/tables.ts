import type { EntityTable } from 'dexie';
import type { TableSpec } from '../platform/table';
import { Tailoring } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const tailorTables = {
	tailorings: { key: 'id', versions: { 7: 'id, createdAt, [resumeId+jobId]' }, backup: Tailoring }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		tailorings: EntityTable<Tailoring, 'id'>;
	}
}
