import type { EntityTable } from 'dexie';
import type { TableSpec } from '../platform/table';
import { Capture } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const capturesTables = {
	captures: { key: 'id', versions: { 4: 'id, seq, status, capturedAt' }, backup: Capture }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		captures: EntityTable<Capture, 'id'>;
	}
}
