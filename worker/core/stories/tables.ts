import type { EntityTable } from 'dexie';
import type { TableSpec } from '../platform/table';
import { Story } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const storyTables = {
	// The story bank, found by the skills and the applications a story serves.
	stories: { key: 'id', versions: { 13: 'id, updatedAt, *skills, *applicationIds' }, backup: Story }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		stories: EntityTable<Story, 'id'>;
	}
}
