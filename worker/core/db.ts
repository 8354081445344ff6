import { Dexie, type DexieOptions } from 'dexie';
import type { CoreDb } from './env';
import { applyVersions, kernelTables, type TableSpec } from './platform/table';
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

export const DB_NAME = 'rumo';
export type { DocumentRow, MetaRow } from './platform/table';

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
	...storyTables
} satisfies Record<string, TableSpec>;

export type RumoDb = CoreDb;

/**
 * The one database of the core, its versions composed from every table's own history: a schema
 * change is a new version in the owning capability's tables.ts (never an edit of a shipped one), so
 * existing data migrates in place. db.test.ts opens a database the previous release wrote.
 */
export function openDb(name = DB_NAME, options?: DexieOptions): RumoDb {
	const db = new Dexie(name, options) as RumoDb;
	db.relaxed = () => openDb(name, { ...options, chromeTransactionDurability: 'relaxed' });
	applyVersions(db, TABLES);
	return db;
}
