import type { EntityTable } from 'dexie';
import { DocumentRow, type TableSpec } from '../platform/table';
import { ProfileItem } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const profileTables = {
	profileItems: { key: 'id', versions: { 2: 'id, type, createdAt' }, backup: ProfileItem },
	/** The profile's basics and other keyed documents. */
	profile: { key: 'key', versions: { 2: 'key' }, backup: DocumentRow }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		profileItems: EntityTable<ProfileItem, 'id'>;
		profile: EntityTable<DocumentRow, 'key'>;
	}
}
