import type { EntityTable } from 'dexie';
import type { TableSpec } from '../platform/table';
import { StoredRepoAnalysis } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const repositoryTables = {
	// One analysis per repository or local folder, found by its host/owner/name key.
	repoAnalyses: { key: 'id', versions: { 11: 'id, key, analyzedAt' }, backup: StoredRepoAnalysis }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		repoAnalyses: EntityTable<StoredRepoAnalysis, 'id'>;
	}
}
