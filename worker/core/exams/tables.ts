import type { EntityTable } from 'dexie';
import type { TableSpec } from '../platform/table';
import { Plan, StoredExam } from './schema';

/** The tables this capability owns (issue 31): composed into the database by db.ts and into backups by data/tables.ts. */
export const examTables = {
	// Editais read, with the pages read (a retification is applied to them) and their text's hash (the same edital read twice is one).
	exams: { key: 'id', versions: { 14: 'id, createdAt, textHash' }, backup: StoredExam },
	// One study plan per edital, by the edital's id (its delete takes it).
	examPlans: { key: 'examId', versions: { 14: 'examId' }, backup: Plan }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		exams: EntityTable<StoredExam, 'id'>;
		examPlans: EntityTable<Plan, 'examId'>;
	}
}
