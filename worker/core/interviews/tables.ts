import type { EntityTable } from 'dexie';
import type { TableSpec } from '../platform/table';
import { FollowUp, Interview, Reminder } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const interviewTables = {
	// An application's interviews, reminders and follow-up drafts, found by its id (its delete takes them).
	interviews: { key: 'id', versions: { 13: 'id, applicationId, startsAt' }, backup: Interview },
	reminders: { key: 'id', versions: { 13: 'id, applicationId, dueAt' }, backup: Reminder },
	followUps: { key: 'id', versions: { 13: 'id, applicationId' }, backup: FollowUp }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		interviews: EntityTable<Interview, 'id'>;
		reminders: EntityTable<Reminder, 'id'>;
		followUps: EntityTable<FollowUp, 'id'>;
	}
}
