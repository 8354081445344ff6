/**
 * POST /backup: a backup is checked whole — its format, a schema version this Rumo can read, its
 * checksum, its counts, every record against its table's schema — before one transaction writes it.
 * A tampered, truncated or foreign file changes nothing and says what was wrong. `replace` empties
 * the database first; `merge` keeps what is here and lets the backup win record by record (inbox
 * buckets merge item by item). Caches (running sums, list indexes) are rebuilt, and every revision
 * moves past any value a tab may hold, so every open tab reads the restored data.
 */
import { problem, type FieldError } from '../http/problem';
import type { CoreEnv } from '../env';
import { dropIndex } from '../inbox/store';
import { isLocalMeta, sha256 } from './backup';
import { migrateTables } from './migrate';
import { BackupHeader, type RestoreMode, type RestoreResult } from './schema';
import { BACKUP_TABLES, LOCAL_META, REVISION_META, TABLE_NAMES, type BackupTable } from './tables';

const MAX_LISTED_ERRORS = 20;
export const ALL_TOPICS = ['tracker', 'resume', 'profile', 'job', 'match', 'tailor', 'inbox', 'captures', 'settings'];

const refuse = (detail: string, errors?: FieldError[]) => problem('invalid_file', `${detail} Nothing was changed.`, errors);

/** Bytes of a JSON file or a gzip of one. */
export async function backupText(bytes: Uint8Array): Promise<string> {
	if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
		try {
			const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
			return await new Response(stream).text();
		} catch {
			throw refuse('The compressed backup is damaged (it may have been cut short).');
		}
	}
	return new TextDecoder().decode(bytes);
}

type Checked = { tables: Record<BackupTable, unknown[]>; migratedFrom: number | null };

export async function checkBackup(env: CoreEnv, text: string): Promise<Checked> {
	let document: unknown;
	try {
		document = JSON.parse(text);
	} catch {
		throw refuse('This file is not a Rumo backup: it is not valid JSON (it may have been cut short).');
	}
	const header = BackupHeader.safeParse(document);
	if (!header.success) {
		throw refuse('This file is not a Rumo backup, or parts of it are missing.', header.error.issues.slice(0, MAX_LISTED_ERRORS).map((i) => ({ path: i.path.join('.') || '(file)', message: i.message })));
	}
	const backup = header.data;
	if (backup.schemaVersion > env.db.verno) throw refuse(`This backup was made by a newer Rumo (data version ${backup.schemaVersion}, this one reads up to ${env.db.verno}). Update Rumo, then restore it.`);
	if (`sha256:${await sha256(JSON.stringify(backup.tables))}` !== backup.checksum) {
		throw refuse('This backup was changed or cut after it was made: its checksum does not match its contents.');
	}
	const foreign = Object.keys(backup.tables).filter((name) => !(name in BACKUP_TABLES) && !['inboxItems'].includes(name));
	if (foreign.length) throw refuse(`This backup holds tables Rumo does not know (${foreign.join(', ')}).`);
	for (const [name, rows] of Object.entries(backup.tables)) {
		if ((backup.counts[name] ?? rows.length) !== rows.length) throw refuse(`The backup's ${name} should hold ${backup.counts[name]} records but holds ${rows.length}.`);
	}
	const tables = migrateTables(backup.tables, backup.schemaVersion);
	const errors: FieldError[] = [];
	for (const name of TABLE_NAMES) {
		const schema = BACKUP_TABLES[name];
		tables[name].forEach((record, i) => {
			if (errors.length >= MAX_LISTED_ERRORS) return;
			const parsed = schema.safeParse(record);
			if (!parsed.success) {
				const issue = parsed.error.issues[0];
				errors.push({ path: `tables.${name}[${i}]${issue.path.length ? '.' + issue.path.join('.') : ''}`, message: issue.message });
			}
		});
	}
	if (errors.length) throw refuse(`Some records of this backup are not valid (${errors.length >= MAX_LISTED_ERRORS ? 'at least ' : ''}${errors.length}).`, errors);
	return { tables, migratedFrom: backup.schemaVersion < env.db.verno ? backup.schemaVersion : null };
}

type Row = Record<string, unknown>;
type Bucket = { id: number; items: Record<string, unknown> };

/** Writes checked tables in one transaction. */
async function writeTables(env: CoreEnv, tables: Record<BackupTable, unknown[]>, mode: RestoreMode): Promise<void> {
	await env.db.transaction('rw', TABLE_NAMES.map((name) => env.db.table(name)), async () => {
		const meta = env.db.meta;
		const before = (await meta.toArray()) as { key: string; value: unknown }[];
		const kept = before.filter((row) => LOCAL_META.test(row.key));
		const revisions = new Map(before.filter((row) => REVISION_META.test(row.key)).map((row) => [row.key, Number(row.value) || 0]));
		if (mode === 'replace') for (const name of TABLE_NAMES) await env.db.table(name).clear();
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
			if (name === 'inboxBuckets' && mode === 'merge') {
				const incoming = rows as unknown as Bucket[];
				const stored = (await env.db.table(name).bulkGet(incoming.map((b) => b.id))) as (Bucket | undefined)[];
				await env.db.table(name).bulkPut(incoming.map((bucket, i) => ({ id: bucket.id, items: { ...stored[i]?.items, ...bucket.items } })));
				continue;
			}
			if (rows.length) await env.db.table(name).bulkPut(rows);
		}
		if (mode === 'replace') await meta.bulkPut(kept);
		// Past every revision a tab may hold: each tab's caches see a change and read again.
		for (const [key, value] of revisions) await meta.put({ key, value: value + 1 });
		await meta.delete('tracker.ledger');
	});
	dropIndex(env);
	for (const topic of ALL_TOPICS) env.notify(topic);
}

export async function restoreBackup(env: CoreEnv, text: string, mode: RestoreMode): Promise<RestoreResult> {
	const { tables, migratedFrom } = await checkBackup(env, text);
	await writeTables(env, tables, mode);
	const restored = Object.fromEntries(TABLE_NAMES.map((name) => [name, tables[name].length]));
	return { restored, mode, migratedFrom };
}

/** DELETE /data: everything gone in one transaction (the relay's read position stays, so old captures do not come back). */
export async function clearAll(env: CoreEnv): Promise<void> {
	await writeTables(env, Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as Record<BackupTable, unknown[]>, 'replace');
}
