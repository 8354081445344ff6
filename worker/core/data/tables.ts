/**
 * What a backup holds: every table of the database, each with the schema its records must pass
 * before a restore writes anything. The capabilities own their tables; this list only reads their
 * schemas (the records are written back exactly as they were, unknown fields included).
 */
import { TABLES } from '../tables';

/** Table name → the schema of one record, from each table's owner (its tables.ts). */
export const BACKUP_TABLES = Object.fromEntries(Object.entries(TABLES).map(([name, spec]) => [name, spec.backup])) as {
	readonly [K in keyof typeof TABLES]: (typeof TABLES)[K]['backup'];
};

export type BackupTable = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as BackupTable[];

/** Each table's primary key, as its owner declares it. */
export const PRIMARY_KEYS = Object.fromEntries(Object.entries(TABLES).map(([name, spec]) => [name, spec.key])) as Record<BackupTable, string>;

/**
 * Meta rows that are caches of other tables (running sums, read positions): a restore leaves them out
 * and the core rebuilds them; revisions are moved past every value a tab may hold.
 */
export const DERIVED_META = /^(tracker\.ledger)$/;
export const REVISION_META = /\.revision$/;
/** Where this browser's relay sync and its device sync stand (sync's keys among them), and the screens' drafts: about this browser, so never taken from (or put in) a backup. */
export const LOCAL_META = /^(captures\.(cursor|lastSyncAt)|drafts\..+|sync\..+)$/;
/**
 * Settings rows about this install's relay (a copy of its AI configuration, the outcome of its last
 * call), rewritten whenever Settings reads the relay: never taken from a backup, kept by a restore.
 */
export const LOCAL_SETTINGS = /^ai\.(config|lastResult)$/;
