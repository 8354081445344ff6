/**
 * GET /backup: every table in one JSON document with its schema version, the app's version, when it
 * was made and a SHA-256 of its tables. Read in one transaction (a consistent picture), serialised
 * once: the tables' JSON is hashed and then placed in the document as it is, never re-serialised.
 */
import type { CoreEnv } from '../env';
import { APP_VERSION } from '../version';
import { BACKUP_FORMAT } from './schema';
import { DERIVED_META, LOCAL_META, REVISION_META, TABLE_NAMES } from './tables';

export const LAST_BACKUP_KEY = 'data.lastBackupAt';

export async function sha256(text: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
	return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Meta rows that describe this browser rather than the person's data. */
export const isLocalMeta = (key: string) => DERIVED_META.test(key) || LOCAL_META.test(key) || REVISION_META.test(key);

export async function readAllTables(env: CoreEnv): Promise<Record<string, unknown[]>> {
	const tables: Record<string, unknown[]> = {};
	await env.db.transaction('r', TABLE_NAMES.map((name) => env.db.table(name)), async () => {
		for (const name of TABLE_NAMES) tables[name] = await env.db.table(name).toArray();
	});
	tables.meta = (tables.meta as { key: string }[]).filter((row) => !isLocalMeta(row.key) && row.key !== LAST_BACKUP_KEY);
	return tables;
}

export async function createBackup(env: CoreEnv): Promise<{ text: string; filename: string; counts: Record<string, number> }> {
	const tables = await readAllTables(env);
	const tablesJson = JSON.stringify(tables);
	const createdAt = env.now().toISOString();
	const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
	const header = { format: BACKUP_FORMAT, schemaVersion: env.db.verno, appVersion: APP_VERSION, createdAt, counts, checksum: `sha256:${await sha256(tablesJson)}` };
	const text = `${JSON.stringify(header).slice(0, -1)},"tables":${tablesJson}}`;
	await env.db.meta.put({ key: LAST_BACKUP_KEY, value: createdAt });
	return { text, filename: `rumo-backup-${createdAt.slice(0, 10)}.json`, counts };
}
