/**
 * POST /backup: a backup is checked whole — its format, its checksum (over the header and the
 * records: checksum.ts), a schema version this Rumo can read, its counts, every record against its
 * table's schema — before one transaction writes it. A tampered, truncated or foreign file changes
 * nothing and says what was wrong. `replace` empties the database first; `merge` keeps what is here
 * and lets the backup win record by record (inbox buckets merge item by item). Caches (running sums, list indexes) are rebuilt, and every revision
 * moves past any value a tab may hold, so every open tab reads the restored data. Rows about this
 * browser or this install's relay (tables.ts: LOCAL_META, LOCAL_SETTINGS) stay as they are.
 */
import { z } from 'zod';
import { Problem, problem, type FieldError } from '../http/problem';
import { ProfileItemUpdate } from '../profile';
import { TrackerJobFields } from '../tracker';
import type { CoreEnv } from '../env';
import type { Transaction } from 'dexie';
import { emit } from '../platform/events';
import { isLocalMeta } from './backup';
import { BACKUP_FORMAT_VERSION, backupChecksum, documentPieces, piecesSha256, sha256 } from './checksum';
import { migrateTables } from './migrate';
import { refusal, NOTHING_CHANGED, STORAGE_FULL, type RefusalReason } from './refusals-schema';
import { BackupHeader, type RestoreMode, type RestoreResult } from './schema';
import { BACKUP_TABLES, LOCAL_META, LOCAL_SETTINGS, PRIMARY_KEYS, REVISION_META, TABLE_NAMES, type BackupTable } from './tables';
import { TOPICS } from '../platform/topics';
import { markUnsynced } from '../platform/unsynced';

const MAX_LISTED_ERRORS = 20;

/** The API's own limits on what people type, checked on restored records of those tables (stored fields beside them pass). */
const REQUEST_CHECKS: Partial<Record<BackupTable, z.ZodType>> = {
	trackerJobs: TrackerJobFields,
	profileItems: ProfileItemUpdate.omit({ version: true }).partial().passthrough()
};
const TABLES_KEY = ',"tables":';

export const refuse = (reason: RefusalReason, params?: Record<string, string | number>, errors?: FieldError[]) => problem('invalid_file', refusal(reason, params), errors);

/** The most a backup may hold once decompressed: a gzip bomb stops here, not after a gigabyte. */
export const MAX_BACKUP_JSON_BYTES = 256 * 1024 * 1024;

/** Bytes of a JSON file, or of a gzip of one (told by its first two bytes, whatever its name), read in chunks up to a cap. */
export async function backupBytes(bytes: Uint8Array, cap = MAX_BACKUP_JSON_BYTES): Promise<Uint8Array> {
	if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
	const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip')).getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	try {
		for (let read = await reader.read(); !read.done; read = await reader.read()) {
			size += read.value.byteLength;
			if (size > cap) {
				await reader.cancel();
				throw problem('payload_too_large', `This compressed backup holds more than ${Math.round(cap / 1024 / 1024)} MB of data, more than a Rumo backup. ${NOTHING_CHANGED}`);
			}
			chunks.push(read.value);
		}
	} catch (error) {
		if (error instanceof Problem) throw error;
		throw refuse('damagedGzip');
	}
	const out = new Uint8Array(size);
	let at = 0;
	for (const chunk of chunks) {
		out.set(chunk, at);
		at += chunk.byteLength;
	}
	return out;
}

/** Deeper than any record Rumo writes: a value nested further is refused before anything walks it recursively. */
const MAX_DEPTH = 64;
/** The longest text any record holds (a pasted feed); the fields people type have the API's own, smaller limits. */
const MAX_STRING = 5_000_000;
const URL_KEY = /(?:^|[a-z])(?:url|Url|URL)$|^link$|^href$/;

/**
 * What the API would refuse in a record that its table's schema lets through: a value nested
 * deeper than Rumo writes, a text longer than any field, an address that is not http(s) (a
 * `javascript:` link), and — for what people type (applications, profile items) — the API's own
 * limits. Walked without recursion: a 50,000-deep value is refused, not a stack overflow.
 */
function recordProblem(name: BackupTable, row: unknown): FieldError | null {
	const stack: { value: unknown; path: string; depth: number; key: string }[] = [{ value: row, path: '', depth: 0, key: '' }];
	while (stack.length) {
		const { value, path, depth, key } = stack.pop()!;
		if (depth > MAX_DEPTH) return { path, message: `Nested deeper than any record Rumo keeps (${MAX_DEPTH} levels).` };
		if (typeof value === 'string') {
			if (value.length > MAX_STRING) return { path, message: 'Longer than any text Rumo keeps.' };
			if (URL_KEY.test(key) && value !== '' && (!/^https?:\/\//i.test(value.trim()) || !URL.canParse(value.trim()))) return { path, message: 'Not a web address (http or https).' };
		} else if (Array.isArray(value)) {
			for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: `${path}[${i}]`, depth: depth + 1, key: key === 'links' ? 'link' : '' });
		} else if (value && typeof value === 'object') {
			for (const [k, v] of Object.entries(value)) stack.push({ value: v, path: `${path}.${k}`, depth: depth + 1, key: k });
		}
	}
	const typed = REQUEST_CHECKS[name]?.safeParse(row);
	if (typed && !typed.success) {
		const issue = typed.error.issues[0];
		return { path: issue.path.length ? '.' + issue.path.join('.') : '', message: issue.message };
	}
	return null;
}

/**
 * The document, and where its tables' JSON starts in the bytes when the file is as GET /backup wrote
 * it (a header of plain ASCII, then the tables last). The text is dropped once parsed.
 */
function parseDocument(bytes: Uint8Array): { document: unknown; tablesAt: number | null } {
	const text = new TextDecoder().decode(bytes);
	const at = text.indexOf(TABLES_KEY);
	// The header is short; a BOM or a non-ASCII header shifts characters from bytes: no fast path then.
	const tablesAt = at > 0 && at < 4096 && bytes[0] === 0x7b && /^[\x20-\x7e]*$/.test(text.slice(0, at)) ? at + TABLES_KEY.length : null;
	try {
		return { document: JSON.parse(text), tablesAt };
	} catch {
		throw refuse('notJson');
	}
}

/** The tables' JSON as it stands in the file (up to the document's closing brace), when the file is as GET /backup wrote it. */
function tablesInPlace(bytes: Uint8Array, tablesAt: number | null): Uint8Array | null {
	if (tablesAt === null) return null;
	let end = bytes.length;
	while (end > tablesAt && [0x20, 0x0a, 0x0d, 0x09].includes(bytes[end - 1])) end--;
	return bytes[end - 1] === 0x7d ? bytes.subarray(tablesAt, end - 1) : null;
}

/**
 * Whether the file is what its checksum was made of. The tables are hashed in place, in the file's
 * own bytes (no second serialisation of the data); a file reformatted by a tool, with the same
 * records, is serialised again as the writer did.
 *
 * Format 2 covers everything but the checksum, the header serialised canonically: a changed app
 * version, date, count, format or schema version is refused like a changed record. Format 1 (files
 * without `formatVersion`, written before issue 27) covered the tables alone, exactly as written: such
 * a file is still checked that way and restored as before — the backups people already keep stay
 * usable; its header was never covered, so a change there goes unseen, as it always did. A format-2
 * file cannot pass for one: without its `formatVersion`, its checksum no longer matches.
 */
async function checksumMatches(bytes: Uint8Array, tablesAt: number | null, document: Record<string, unknown>, formatVersion: number, expected: string): Promise<boolean> {
	const inPlace = tablesInPlace(bytes, tablesAt);
	if (formatVersion === 1) {
		if (inPlace && `sha256:${await sha256(inPlace)}` === expected) return true;
		return `sha256:${await sha256(JSON.stringify(document.tables))}` === expected;
	}
	// As GET /backup writes it, the tables are canonical already: their bytes are what was hashed.
	if (inPlace && `sha256:${await piecesSha256(documentPieces(document, [inPlace]))}` === expected) return true;
	return (await backupChecksum(document)) === expected;
}

/** `formatVersion`: the backup format read (1: its checksum covered the records alone). */
export type Checked = { tables: Record<BackupTable, unknown[]>; migratedFrom: number | null; formatVersion: number };

/**
 * The whole file checked — format, version, checksum, counts, every record — before anything is
 * written. Of the database it needs only the schema version it reads (the command line checks a
 * file without opening one).
 */
export async function checkBackup(env: { db: Pick<CoreEnv['db'], 'verno'> }, bytes: Uint8Array): Promise<Checked> {
	try {
		return await checkDocument(env, bytes);
	} catch (error) {
		// A value nested too deep for the engine's own recursion (JSON.stringify, a schema) is a bad file, not an internal error.
		if (error instanceof RangeError) throw refuse('records', { count: 1 }, [{ path: '(file)', message: `Nested deeper than any record Rumo keeps (${MAX_DEPTH} levels).` }]);
		throw error;
	}
}

async function checkDocument(env: { db: Pick<CoreEnv['db'], 'verno'> }, bytes: Uint8Array): Promise<Checked> {
	const { document, tablesAt } = parseDocument(bytes);
	const header = BackupHeader.safeParse(document);
	if (!header.success) {
		throw refuse('notBackup', {}, header.error.issues.slice(0, MAX_LISTED_ERRORS).map((i) => ({ path: i.path.join('.') || '(file)', message: i.message })));
	}
	const backup = header.data;
	const formatVersion = backup.formatVersion ?? 1;
	if (formatVersion > BACKUP_FORMAT_VERSION) throw refuse('newerFormat', { found: formatVersion, reads: BACKUP_FORMAT_VERSION });
	// The checksum before anything the header says is believed: a changed schema version is a changed file.
	if (!(await checksumMatches(bytes, tablesAt, document as Record<string, unknown>, formatVersion, backup.checksum))) throw refuse('checksum');
	if (backup.schemaVersion > env.db.verno) throw refuse('newer', { found: backup.schemaVersion, reads: env.db.verno });
	// `inboxItems`: an early build's name for the inbox, before it was kept in buckets; nothing to read.
	const foreign = Object.keys(backup.tables).filter((name) => !(name in BACKUP_TABLES) && name !== 'inboxItems');
	if (foreign.length) throw refuse('foreignTables', { tables: foreign.join(', ') });
	for (const [name, rows] of Object.entries(backup.tables)) {
		if ((backup.counts[name] ?? rows.length) !== rows.length) throw refuse('counts', { table: name, expected: backup.counts[name], found: rows.length });
	}
	const tables = migrateTables(backup.tables, backup.schemaVersion);
	const errors: FieldError[] = [];
	for (const name of TABLE_NAMES) {
		const schema = BACKUP_TABLES[name];
		const rows = tables[name];
		// Each record once: a restore adds them to emptied tables, where a second one would fail it whole.
		const key = PRIMARY_KEYS[name];
		const seen = new Set<unknown>();
		for (const row of rows) {
			const id = (row as Record<string, unknown> | null)?.[key];
			if (id !== undefined && seen.has(id)) throw refuse('duplicates', { table: name, key: JSON.stringify(id) });
			seen.add(id);
		}
		for (let i = 0; i < rows.length && errors.length < MAX_LISTED_ERRORS; i++) {
			// The limits first: a schema would walk a 50,000-deep value recursively.
			const limit = recordProblem(name, rows[i]);
			if (limit) {
				errors.push({ path: `tables.${name}[${i}]${limit.path}`, message: limit.message });
				continue;
			}
			const parsed = schema.safeParse(rows[i]);
			if (!parsed.success) {
				const issue = parsed.error.issues[0];
				errors.push({ path: `tables.${name}[${i}]${issue.path.length ? '.' + issue.path.join('.') : ''}`, message: issue.message });
			}
		}
	}
	if (errors.length) throw refuse('records', { count: `${errors.length >= MAX_LISTED_ERRORS ? 'at least ' : ''}${errors.length}` }, errors);
	return { tables, migratedFrom: backup.schemaVersion < env.db.verno ? backup.schemaVersion : null, formatVersion };
}

type Row = Record<string, unknown>;
type Bucket = { id: number; items: Record<string, unknown> };

/**
 * Every row written straight on the transaction's object store, awaiting only the last request (a
 * transaction answers its requests in order; a failed one aborts it all). Dexie's bulkPut adds
 * per-record bookkeeping (key extraction, change tracking for live queries Rumo does not use), and
 * into a table just cleared `add` is cheaper than `put` in Chromium (no old record's index entries
 * to look for): 10,000 applications took ~0.65 s instead of ~1 s (tests/bench/data.mjs).
 */
function writeAll(tx: Transaction, name: string, rows: unknown[], how: 'add' | 'put'): Promise<void> {
	const store = tx.idbtrans.objectStore(name);
	return new Promise((resolve, reject) => {
		let last: IDBRequest | null = null;
		for (const row of rows) {
			const request = how === 'add' ? store.add(row) : store.put(row);
			request.onerror = () => reject(request.error);
			last = request;
		}
		if (!last) return resolve();
		last.onsuccess = () => resolve();
	});
}

/** A QuotaExceededError, however Dexie wrapped it (an aborted transaction, a bulk operation's failures). */
function isQuotaError(error: unknown, depth = 0): boolean {
	if (!error || typeof error !== 'object' || depth > 4) return false;
	const e = error as { name?: string; inner?: unknown; failures?: unknown[] };
	return e.name === 'QuotaExceededError' || isQuotaError(e.inner, depth + 1) || (e.failures ?? []).some((f) => isQuotaError(f, depth + 1));
}

/**
 * Writes checked tables in one transaction: all of it or, on any failure (a full disk included),
 * none of it. Written over a connection of its own with Chromium's relaxed durability — the commit
 * does not wait for the disk's flush — which made restoring 12,000 records ~40 % faster (1.6 → 1.0 s
 * of writing, tests/bench/data.mjs); the file being restored is still in the person's hands, and the
 * transaction stays all-or-nothing.
 */
async function writeTables(env: CoreEnv, tables: Record<BackupTable, unknown[]>, mode: RestoreMode): Promise<void> {
	await env.db.open();
	const db = env.db.relaxed();
	try {
		await db.transaction('rw', TABLE_NAMES.map((name) => db.table(name)), async (tx) => {
			// Not sent to the other devices by sync: the person chooses that (sync/README.md).
			markUnsynced(tx);
			const meta = db.meta;
			const before = (await meta.toArray()) as { key: string; value: unknown }[];
			const kept = before.filter((row) => LOCAL_META.test(row.key));
			const revisions = new Map(before.filter((row) => REVISION_META.test(row.key)).map((row) => [row.key, Number(row.value) || 0]));
			const localSettings = (await db.settings.toArray()).filter((row) => LOCAL_SETTINGS.test(row.key));
			if (mode === 'replace') for (const name of TABLE_NAMES) await db.table(name).clear();
			const how = mode === 'replace' ? 'add' : 'put';
			for (const name of TABLE_NAMES) {
				const rows = tables[name] as Row[];
				if (name === 'meta') {
					const restored = (rows as { key: string; value: unknown }[]).filter((row) => !isLocalMeta(row.key));
					const seq = restored.find((row) => row.key === 'inbox.seq');
					const currentSeq = Number(before.find((row) => row.key === 'inbox.seq')?.value ?? 0);
					if (seq && mode === 'merge') seq.value = Math.max(Number(seq.value) || 0, currentSeq);
					await meta.bulkPut(restored);
					continue;
				}
				if (name === 'settings') {
					const restored = rows.filter((row) => !LOCAL_SETTINGS.test(String(row.key)));
					if (restored.length) await writeAll(tx, name, restored, how);
					continue;
				}
				if (name === 'inboxBuckets' && mode === 'merge') {
					const incoming = rows as unknown as Bucket[];
					const stored = (await db.table(name).bulkGet(incoming.map((b) => b.id))) as (Bucket | undefined)[];
					await db.table(name).bulkPut(incoming.map((bucket, i) => ({ id: bucket.id, items: { ...stored[i]?.items, ...bucket.items } })));
					continue;
				}
				if (rows.length) await writeAll(tx, name, rows, how);
			}
			if (mode === 'replace') {
				await meta.bulkPut(kept);
				await db.settings.bulkPut(localSettings);
			}
			// Past every revision a tab may hold: each tab's caches see a change and read again.
			for (const [key, value] of revisions) await meta.put({ key, value: value + 1 });
			await meta.delete('tracker.ledger');
		});
	} catch (error) {
		if (isQuotaError(error)) {
			throw problem('storage_unavailable', `${STORAGE_FULL}: the backup was not restored. ${NOTHING_CHANGED} Free some space on this device, then try again.`, undefined, { reason: 'quota' });
		}
		throw error;
	} finally {
		db.close();
	}
	// The inbox forgets its in-memory index (platform/events.ts).
	await emit(env, 'data.restored', {});
	// Every screen may show restored data: the radar, repository and cover-letter screens too.
	for (const topic of TOPICS) env.notify(topic);
}

export async function restoreBackup(env: CoreEnv, bytes: Uint8Array, mode: RestoreMode): Promise<RestoreResult> {
	const { tables, migratedFrom } = await checkBackup(env, await backupBytes(bytes));
	await writeTables(env, tables, mode);
	const restored = Object.fromEntries(TABLE_NAMES.map((name) => [name, tables[name].length]));
	const inboxItems = (tables.inboxBuckets as Bucket[]).reduce((sum, bucket) => sum + Object.keys(bucket.items).length, 0);
	return { restored: { ...restored, inboxItems }, mode, migratedFrom };
}

/** DELETE /data: everything gone in one transaction (the relay's read position stays, so old captures do not come back). */
export async function clearAll(env: CoreEnv): Promise<void> {
	await writeTables(env, Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as Record<BackupTable, unknown[]>, 'replace');
}
