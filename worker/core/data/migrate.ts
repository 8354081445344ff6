/**
 * Backups from an older database version, brought to the current one record by record — the same
 * steps db.ts's upgrades take on a stored database. Versions 1–7 added tables (absent ones read as
 * empty); version 8 named one resume the main one; version 9 added the inbox.
 */
import { TABLE_NAMES, type BackupTable } from './tables';

type Row = Record<string, unknown>;

export function migrateTables(input: Record<string, unknown[]>, fromVersion: number): Record<BackupTable, unknown[]> {
	const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, [...(input[name] ?? [])]])) as Record<BackupTable, unknown[]>;
	if (fromVersion < 8) {
		const resumes = tables.resumes as Row[];
		const oldest = [...resumes].sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))[0];
		tables.resumes = resumes.map((row) => ({ ...row, main: row === oldest }));
	}
	return tables;
}
