/**
 * Whether the storage works, checked when the app starts (GET /health → storage.state), in the words
 * of SPEC.md's Dashboard states:
 *
 * - `not_started`: IndexedDB cannot be opened (no IndexedDB, a failed open or upgrade).
 * - `blocked`: another tab holds the database open at an older version and does not let go, so this
 *   version's upgrade waits (Dexie's 'blocked' event, or an open still pending after 8 s); closing
 *   that tab lets it continue by itself. Never answered with a reset.
 * - `corrupted`: the database opened but fails a cheap integrity check: a table missing or keyed
 *   otherwise than this version expects, a table that cannot be read, or one of the first or last
 *   records of a table failing its schema. Reading every record would cost seconds at 100,000 items;
 *   the ends of each table catch a broken write or a foreign record put there by hand or by a tool.
 */
import type { RumoDb } from '../db';
import type { CoreEnv } from '../env';
import { BACKUP_TABLES, TABLE_NAMES } from './tables';

export type StorageState = 'ok' | 'not_started' | 'blocked' | 'corrupted';
export type StorageProblem = { table: string; message: string };
export type StorageCheck = { state: StorageState; problems: StorageProblem[] };

/** Records checked at each end of each table. */
const SAMPLE = 5;
/** How long an open may take before it counts as not started (a large upgrade takes a second or two). */
const OPEN_WAIT_MS = 8_000;

type Opening = { blocked: boolean; waiters: Set<() => void> };
const openings = new WeakMap<RumoDb, Opening>();

/**
 * Remembers whether the database's opening is blocked by another tab. Called once when the database
 * object is made (browser-env.ts): the event fires once, possibly before anyone asks.
 */
export function watchOpening(db: RumoDb): void {
	const opening: Opening = { blocked: false, waiters: new Set() };
	openings.set(db, opening);
	db.on('blocked', () => {
		opening.blocked = true;
		for (const wake of opening.waiters) wake();
	});
}

const describe = (error: unknown) => {
	const e = error as { name?: string; message?: string; inner?: { name?: string } };
	return [e?.name, e?.inner?.name, e?.message].filter(Boolean).join(': ') || String(error);
};

/** Opens the database, or says why it could not: 'blocked', 'slow' or the error. */
async function open(db: RumoDb, waitMs: number): Promise<null | 'blocked' | 'slow' | { error: unknown }> {
	const opening = openings.get(db);
	if (db.isOpen()) return null;
	if (opening?.blocked) {
		// Still waiting for the other tab, or let through since: look again without waiting long.
		waitMs = Math.min(waitMs, 300);
	}
	let wake = () => {};
	const blocked = new Promise<'blocked'>((resolve) => {
		wake = () => resolve('blocked');
		opening?.waiters.add(wake);
	});
	let timer: ReturnType<typeof setTimeout> | undefined;
	try {
		return await Promise.race([
			db.open().then(
				() => null,
				(error: unknown) => ({ error })
			),
			blocked,
			new Promise<'slow' | 'blocked'>((resolve) => (timer = setTimeout(() => resolve(opening?.blocked ? 'blocked' : 'slow'), waitMs)))
		]);
	} finally {
		clearTimeout(timer);
		opening?.waiters.delete(wake);
	}
}

/** The tables and keys this version expects against what the browser holds. */
function schemaProblems(db: RumoDb): StorageProblem[] {
	const idb = db.backendDB();
	const problems: StorageProblem[] = [];
	const present = new Set(Array.from(idb.objectStoreNames));
	const missing = TABLE_NAMES.filter((name) => !present.has(name));
	for (const name of missing) problems.push({ table: name, message: 'The table is missing.' });
	const stores = TABLE_NAMES.filter((name) => present.has(name));
	if (!stores.length) return problems;
	const tx = idb.transaction(stores, 'readonly');
	for (const name of stores) {
		const expected = db.table(name).schema.primKey.keyPath;
		const actual = tx.objectStore(name).keyPath;
		if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push({ table: name, message: `Its records are keyed by ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}.` });
	}
	tx.abort();
	return problems;
}

async function recordProblems(env: CoreEnv): Promise<StorageProblem[]> {
	const problems: StorageProblem[] = [];
	for (const name of TABLE_NAMES) {
		try {
			const table = env.db.table(name);
			await table.count();
			const ends = [...(await table.limit(SAMPLE).toArray()), ...(await table.reverse().limit(SAMPLE).toArray())];
			for (const record of ends) {
				const parsed = BACKUP_TABLES[name].safeParse(record);
				if (parsed.success) continue;
				const issue = parsed.error.issues[0];
				const id = (record as { id?: unknown; key?: unknown })?.id ?? (record as { key?: unknown })?.key;
				problems.push({ table: name, message: `The record ${JSON.stringify(id ?? null)} is not valid${issue.path.length ? ` at ${issue.path.join('.')}` : ''}: ${issue.message}` });
				break;
			}
		} catch (error) {
			problems.push({ table: name, message: `The table cannot be read (${describe(error)}).` });
		}
	}
	return problems;
}

export async function checkStorage(env: CoreEnv, waitMs = OPEN_WAIT_MS): Promise<StorageCheck> {
	const opened = await open(env.db, waitMs);
	if (opened === 'blocked') return { state: 'blocked', problems: [{ table: '(database)', message: 'Another tab holds an older version of the database open.' }] };
	// An open that neither finishes nor fails is waiting on something, most often another tab that
	// holds an older version open without the 'blocked' event reaching this one. It is the same
	// state: close the other tab; it recovers by itself. Never a reset: the data is fine.
	if (opened === 'slow')
		return { state: 'blocked', problems: [{ table: '(database)', message: `The database has not opened after ${Math.round(waitMs / 1000)} s: another Rumo tab may hold an older version open.` }] };
	if (opened) return { state: 'not_started', problems: [{ table: '(database)', message: describe(opened.error) }] };
	let problems: StorageProblem[];
	try {
		problems = schemaProblems(env.db);
		if (!problems.length) problems = await recordProblems(env);
	} catch (error) {
		problems = [{ table: '(database)', message: describe(error) }];
	}
	return { state: problems.length ? 'corrupted' : 'ok', problems };
}
