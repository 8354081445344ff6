import type { EntityTable } from 'dexie';
import type { TableSpec } from '../platform/table';
import { CoverLetter } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const coverLetterTables = {
	// One letter per job, keyed by the job's id (the job's delete takes its letter with it).
	coverLetters: { key: 'jobId', versions: { 12: 'jobId' }, backup: CoverLetter }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		coverLetters: EntityTable<CoverLetter, 'jobId'>;
	}
}
