/*
 * The tables of the database, composed from the capabilities that own them. Apart from db.ts so that
 * what reads the list (backups, the architecture test) does not load Dexie: Dexie takes the
 * browser's IndexedDB when it loads, and a test's fake one must be in place first.
 */
import { kernelTables, type TableSpec } from './platform/table';
import { trackerTables } from './tracker/tables';
import { resumeTables } from './resume/tables';
import { profileTables } from './profile/tables';
import { settingsTables } from './settings/tables';
import { capturesTables } from './captures/tables';
import { jobTables } from './job/tables';
import { matchTables } from './match/tables';
import { tailorTables } from './tailor/tables';
import { inboxTables } from './inbox/tables';
import { radarTables } from './radar/tables';
import { repositoryTables } from './repository/tables';
import { coverLetterTables } from './cover-letter/tables';
import { interviewTables } from './interviews/tables';
import { storyTables } from './stories/tables';
import { examTables } from './exams/tables';
import { syncTables } from './sync/tables';

/**
 * Every table of the database, each declared by the capability that owns it (its `tables.ts`: key,
 * index history, backup schema, upgrades; its row type added to env.ts's CoreTables there, so env.ts
 * imports none of them). The order is the backup file's.
 */
export const TABLES = {
	...trackerTables,
	...kernelTables,
	...resumeTables,
	...profileTables,
	...settingsTables,
	...capturesTables,
	...jobTables,
	...matchTables,
	...tailorTables,
	...inboxTables,
	...radarTables,
	...repositoryTables,
	...coverLetterTables,
	...interviewTables,
	...storyTables,
	...examTables,
	...syncTables
} satisfies Record<string, TableSpec>;
