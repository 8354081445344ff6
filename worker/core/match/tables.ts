import type { EntityTable } from 'dexie';
import { z } from 'zod';
import type { TableSpec } from '../platform/table';
import { MatchAnalysis } from './schema';

const StoredAnalysis = MatchAnalysis.extend({ createdAt: z.string() });

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const matchTables = {
	analyses: { key: 'id', versions: { 6: 'id, createdAt, resumeId, jobId' }, backup: StoredAnalysis }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		analyses: EntityTable<MatchAnalysis & { createdAt: string }, 'id'>;
	}
}
