/**
 * GET /backup: every table in one JSON document with its schema version, the app's version, when it
 * was made and a SHA-256 of all of it — header and tables — but the checksum itself (backup format 2,
 * checksum.ts).
 *
 * Memory stays near the size of the document: each table is read in chunks by primary key (all in
 * one read transaction, so the picture is consistent) and each chunk is serialised at once, so only
 * one chunk of records is ever held as objects; the tables' JSON is hashed and placed in the document
 * as it is, never re-serialised. 10,000 applications + 1,000 analyses + 1,000 resumes (~19 MB) held
 * ~100 MB of worker heap when read whole; see tests/bench/data.mjs for today's figure.
 *
 * The records are written canonically (keys sorted, checksum.ts), so the file's own bytes are what the
 * checksum covers and a restore hashes them where they stand.
 *
 * When the storage fails its integrity check, a table that cannot be read is left out (and named in
 * `unreadable`) rather than failing the whole export: the person keeps what can be read.
 */
import type { IndexableType, Table } from 'dexie';
import type { CoreEnv } from '../env';
import { APP_VERSION } from '../version';
import { BACKUP_FORMAT_VERSION, canonicalJson, documentPieces, piecesSha256 } from './checksum';
import { BACKUP_FORMAT } from './schema';
import { DERIVED_META, LOCAL_META, LOCAL_SETTINGS, REVISION_META, TABLE_NAMES, type BackupTable } from './tables';

export const LAST_BACKUP_KEY = 'data.lastBackupAt';
const CHUNK = 500;

/** Other capabilities' tests hash with it from here. */
export { sha256 } from './checksum';

/** Meta rows that describe this browser rather than the person's data. */
export const isLocalMeta = (key: string) => DERIVED_META.test(key) || LOCAL_META.test(key) || REVISION_META.test(key);
/** Whether a record belongs in a backup: not a row about this browser or this install's relay. */
function keptRow(name: BackupTable): (row: { key: string }) => boolean {
	if (name === 'meta') return (row) => !isLocalMeta(row.key) && row.key !== LAST_BACKUP_KEY;
	if (name === 'settings') return (row) => !LOCAL_SETTINGS.test(row.key);
	return () => true;
}

/** Calls `each` with the table's records, CHUNK at a time, in primary-key order. */
async function readInChunks(table: Table, each: (rows: unknown[]) => void): Promise<void> {
	const keyPath = table.schema.primKey.keyPath as string;
	let last: IndexableType | undefined;
	for (;;) {
		const rows = (await (last === undefined ? table.toCollection() : table.where(':id').above(last)).limit(CHUNK).toArray()) as Record<string, IndexableType>[];
		if (rows.length) each(rows);
		if (rows.length < CHUNK) return;
		last = rows[rows.length - 1][keyPath];
	}
}

/** One table: its records as JSON texts of CHUNK records each (no brackets), and how many it holds. */
type TableText = { parts: string[]; count: number };

async function tableText(env: CoreEnv, name: BackupTable): Promise<TableText> {
	const parts: string[] = [];
	let count = 0;
	const kept = keptRow(name);
	await readInChunks(env.db.table(name), (rows) => {
		const chosen = (rows as { key: string }[]).filter(kept);
		count += chosen.length;
		if (chosen.length) parts.push(canonicalJson(chosen)!.slice(1, -1));
	});
	return { parts, count };
}

async function readTables(env: CoreEnv): Promise<Map<BackupTable, TableText>> {
	const read = new Map<BackupTable, TableText>();
	try {
		await env.db.transaction('r', TABLE_NAMES.map((name) => env.db.table(name)), async () => {
			for (const name of TABLE_NAMES) read.set(name, await tableText(env, name));
		});
		return read;
	} catch (error) {
		if (!env.db.isOpen()) throw error;
	}
	// A table failed to read: each on its own, keeping every one that can be read.
	read.clear();
	for (const name of TABLE_NAMES) {
		try {
			read.set(name, await env.db.transaction('r', env.db.table(name), () => tableText(env, name)));
		} catch {
			/* left out and named in `unreadable` */
		}
	}
	return read;
}

/**
 * The pieces of `{"analyses":[…],…}` — exactly what canonicalJson of the tables would write: tables by
 * name, records with their keys in order — in order. They are joined once, into the document itself,
 * never into a string of the tables alone.
 */
function tablesPieces(read: Map<BackupTable, TableText>): string[] {
	const pieces = ['{'];
	for (const [name, table] of [...read].sort(([a], [b]) => (a < b ? -1 : 1))) {
		if (pieces.length > 1) pieces.push(',');
		pieces.push(`${JSON.stringify(name)}:[`);
		table.parts.forEach((part, i) => (i ? pieces.push(',', part) : pieces.push(part)));
		pieces.push(']');
	}
	pieces.push('}');
	return pieces;
}

/** Every table as records (tests compare databases with it). */
export async function readAllTables(env: CoreEnv): Promise<Record<string, unknown[]>> {
	return JSON.parse(tablesPieces(await readTables(env)).join(''));
}

export async function createBackup(env: CoreEnv): Promise<{ text: string; filename: string; counts: Record<string, number> }> {
	const read = await readTables(env);
	const pieces = tablesPieces(read);
	const createdAt = env.now().toISOString();
	const counts = Object.fromEntries([...read].map(([name, table]) => [name, table.count]));
	const unreadable = TABLE_NAMES.filter((name) => !read.has(name));
	const header = {
		format: BACKUP_FORMAT,
		formatVersion: BACKUP_FORMAT_VERSION,
		schemaVersion: env.db.verno,
		appVersion: APP_VERSION,
		createdAt,
		counts,
		...(unreadable.length ? { unreadable } : {})
	};
	const checksum = `sha256:${await piecesSha256(documentPieces(header, pieces))}`;
	// `tables` last: a restore finds its exact bytes after the header (restore.ts hashes them in place).
	const text = [JSON.stringify({ ...header, checksum }).slice(0, -1), ',"tables":', ...pieces, '}'].join('');
	if (!unreadable.length) await env.db.meta.put({ key: LAST_BACKUP_KEY, value: createdAt }).catch(() => undefined);
	return { text, filename: `rumo-backup-${createdAt.slice(0, 10)}.json`, counts };
}
