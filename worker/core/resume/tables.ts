import type { EntityTable, Transaction } from 'dexie';
import { z } from 'zod';
import type { TableSpec } from '../platform/table';
import { ResumeExtraction, type StoredResume } from './schema';

/** Version 8: one resume is the main one — the first read, for resumes stored before it. */
async function markFirstAsMain(tx: Transaction): Promise<void> {
	const oldest = await tx.table('resumes').orderBy('createdAt').first();
	await tx
		.table('resumes')
		.toCollection()
		.modify((row: { id: string; main?: boolean }) => {
			row.main = row.id === oldest?.id;
		});
}

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const resumeTables = {
	// A document read again is found by its text's hash.
	resumes: {
		key: 'id',
		versions: { 2: 'id, createdAt', 8: 'id, createdAt, textHash' },
		backup: ResumeExtraction.omit({ name: true, main: true }).extend({ name: z.string().optional(), main: z.boolean().optional() }),
		upgrades: { 8: markFirstAsMain }
	}
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		resumes: EntityTable<StoredResume, 'id'>;
	}
}
