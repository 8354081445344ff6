import type { EntityTable } from 'dexie';
import { DocumentRow, type TableSpec } from '../platform/table';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const settingsTables = {
	settings: { key: 'key', versions: { 3: 'key' }, backup: DocumentRow }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		settings: EntityTable<DocumentRow, 'key'>;
	}
}
