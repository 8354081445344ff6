/**
 * The inbox's table and the in-memory index that keeps lists and searches fast at 100,000 items.
 *
 * Lists filter, search and sort over every item, which IndexedDB cannot do from an index alone, and
 * reading 100,000 rows per request would take seconds. So the core keeps one compact entry per item
 * (status, origin, date, fit, folded search text, dedupe keys) and reads whole rows only for the
 * page it returns. Every write bumps a revision row in the same transaction; the index is reused
 * while the revision is unchanged, moved forward by this core's own writes, and rebuilt when
 * another tab wrote (the revision lives in IndexedDB itself, so tabs never disagree for long).
 *
 * Rows are stored in buckets of BUCKET_SIZE items by order of arrival (`seq`), one IndexedDB record
 * per bucket: Chromium's IndexedDB pays per record, and 100,000 records took ~10 s to write where
 * 1,000 buckets of the same items take ~1 s. A change rewrites its item's bucket inside the same
 * transaction that reads it, so two tabs never lose each other's writes.
 */
import type { Subscriptions } from '../platform/events';
import type { CoreEnv } from '../env';
import { foldText } from '../engine/text/normalize';
import { hostOf } from '../engine/posting-identity';
import type { StoredInboxItem } from './schema';

export const INBOX_TOPIC = 'inbox';
const REVISION_KEY = 'inbox.revision';

export type IndexEntry = {
	id: string;
	status: StoredInboxItem['status'];
	origin: string;
	/** foldText(origin): filters compare folded. */
	originKey: string;
	createdAt: string;
	channel: StoredInboxItem['channel'];
	duplicateOf: string | null;
	/** The link's site (www. dropped), for the source directory. */
	host: string | null;
	seq: number;
	fit: number | null;
	/** The profile stamp the fit is for: stale when it differs from the profile's stamp now. */
	fitStamp: string | null;
	hasDescription: boolean;
	search: string;
	keys: string[];
	looseKey: string | null;
};

export type InboxIndex = {
	revision: number;
	entries: Map<string, IndexEntry>;
	/** Dedupe key → ids of live (not merged) items that carry it. */
	byKey: Map<string, Set<string>>;
	byLoose: Map<string, Set<string>>;
	/** newestFirst's cache; null after any change. */
	ordered: IndexEntry[] | null;
};

export function searchTextOf(item: Pick<StoredInboxItem, 'title' | 'company' | 'url' | 'tags' | 'origin' | 'location'>): string {
	return foldText([item.title, item.company, item.url ?? '', item.location, item.origin, ...item.tags].join(' \u0000 '));
}

export function entryOf(item: StoredInboxItem): IndexEntry {
	return {
		id: item.id,
		status: item.status,
		origin: item.origin,
		originKey: foldText(item.origin),
		createdAt: item.createdAt,
		channel: item.channel,
		duplicateOf: item.duplicateOf,
		host: hostOf(item.url),
		seq: item.seq,
		fit: item.fit?.score ?? null,
		fitStamp: item.fitStamp,
		hasDescription: item.description.trim() !== '',
		search: searchTextOf(item),
		keys: item.keys,
		looseKey: item.looseKey
	};
}

function addToMap(map: Map<string, Set<string>>, key: string, id: string) {
	let ids = map.get(key);
	if (!ids) map.set(key, (ids = new Set()));
	ids.add(id);
}

function removeFromMap(map: Map<string, Set<string>>, key: string, id: string) {
	const ids = map.get(key);
	if (!ids) return;
	ids.delete(id);
	if (!ids.size) map.delete(key);
}

function place(index: InboxIndex, entry: IndexEntry) {
	const before = index.entries.get(entry.id);
	if (before && before.seq === entry.seq) {
		// The same item changed: update its entry in place, so the newest-first order stays valid
		// (a fit pass over 100,000 items must not make every list sort them again).
		unkey(index, before);
		Object.assign(before, entry);
		key(index, before);
		return;
	}
	index.ordered = null;
	if (before) unplace(index, before);
	index.entries.set(entry.id, entry);
	key(index, entry);
}

function key(index: InboxIndex, entry: IndexEntry) {
	if (entry.status === 'merged') return;
	for (const k of entry.keys) addToMap(index.byKey, k, entry.id);
	if (entry.looseKey) addToMap(index.byLoose, entry.looseKey, entry.id);
}

function unkey(index: InboxIndex, entry: IndexEntry) {
	for (const k of entry.keys) removeFromMap(index.byKey, k, entry.id);
	if (entry.looseKey) removeFromMap(index.byLoose, entry.looseKey, entry.id);
}

function unplace(index: InboxIndex, entry: IndexEntry) {
	index.ordered = null;
	index.entries.delete(entry.id);
	unkey(index, entry);
}

const indexes = new WeakMap<object, Promise<InboxIndex>>();

export const BUCKET_SIZE = 100;
/** One stored record: the items whose seq falls in [id * BUCKET_SIZE, (id + 1) * BUCKET_SIZE). */
export type InboxBucket = { id: number; items: Record<string, StoredInboxItem> };
const bucketOf = (seq: number) => Math.floor(seq / BUCKET_SIZE);

async function readRevision(env: CoreEnv): Promise<number> {
	return ((await env.db.meta.get(REVISION_KEY))?.value as number | undefined) ?? 0;
}

async function build(env: CoreEnv): Promise<InboxIndex> {
	return env.db.transaction('r', env.db.inboxBuckets, env.db.meta, async () => {
		const index: InboxIndex = { revision: await readRevision(env), entries: new Map(), byKey: new Map(), byLoose: new Map(), ordered: null };
		await env.db.inboxBuckets.each((bucket) => {
			for (const item of Object.values(bucket.items)) place(index, entryOf(item));
		});
		return index;
	});
}

/** The index at the current revision (read-only for callers). */
export async function currentIndex(env: CoreEnv): Promise<InboxIndex> {
	const revision = await readRevision(env);
	const cached = indexes.get(env.db);
	if (cached) {
		const index = await cached.catch(() => null);
		if (index && index.revision === revision) return index;
	}
	const fresh = build(env);
	indexes.set(env.db, fresh);
	fresh.catch(() => indexes.delete(env.db));
	return fresh;
}

/** Reads buckets by number and picks the items asked for, in the order asked; unknown ids are left out. */
async function pick(env: CoreEnv, wanted: { id: string; seq: number }[]): Promise<StoredInboxItem[]> {
	const numbers = [...new Set(wanted.map((w) => bucketOf(w.seq)))];
	const buckets = new Map<number, InboxBucket>();
	for (const bucket of await env.db.inboxBuckets.bulkGet(numbers)) if (bucket) buckets.set(bucket.id, bucket);
	return wanted.flatMap((w) => {
		const item = buckets.get(bucketOf(w.seq))?.items[w.id];
		return item ? [item] : [];
	});
}

/** Items by id, in that order; ids the inbox does not hold are left out. */
export async function readRows(env: CoreEnv, ids: readonly string[]): Promise<StoredInboxItem[]> {
	const index = await currentIndex(env);
	return pick(env, ids.flatMap((id) => {
		const entry = index.entries.get(id);
		return entry ? [{ id, seq: entry.seq }] : [];
	}));
}

export async function readRow(env: CoreEnv, id: string): Promise<StoredInboxItem | undefined> {
	return (await readRows(env, [id]))[0];
}

const SEQ_KEY = 'inbox.seq';

/**
 * Gives rows their place in "newest first" (a counter in meta, inside the caller's transaction):
 * rows imported in one commit share a time, and the counter keeps their file order.
 */
async function allocateSeq(env: CoreEnv, rows: StoredInboxItem[]) {
	const fresh = rows.filter((row) => !row.seq);
	if (!fresh.length) return;
	const start = ((await env.db.meta.get(SEQ_KEY))?.value as number | undefined) ?? 0;
	fresh.forEach((row, i) => (row.seq = start + i + 1));
	await env.db.meta.put({ key: SEQ_KEY, value: start + fresh.length });
}

export type InboxWrite = {
	/** Rows to put; a row without `seq` is new and gets the next one. */
	rows?: StoredInboxItem[];
	removed?: string[];
	/** More work inside the same transaction (over the inbox buckets and meta only). */
	also?: () => Promise<void>;
	/** Checked inside the transaction before anything is written (`read` sees the rows as stored now); throwing aborts it. */
	guard?: (read: (id: string) => Promise<StoredInboxItem | undefined>) => Promise<void>;
	/** Called as buckets are written (progress); throwing aborts the whole write. */
	chunk?: (done: number, total: number) => void;
};

/** Buckets per bulkPut: small enough for progress to move, large enough to stay fast. */
const WRITE_CHUNK = 20;

/**
 * Writes rows in one transaction with the revision bump, then moves this core's index forward with
 * the same rows — or drops it when another tab wrote meanwhile. All rows or none: a closed tab or
 * a failure mid-way aborts the transaction.
 */
export async function writeItems(env: CoreEnv, write: InboxWrite): Promise<void> {
	const rows = write.rows ?? [];
	const removedIds = write.removed ?? [];
	// Where each item lives, known before the transaction (no other awaits may run inside it).
	const index = await currentIndex(env);
	const seqOf = (id: string) => index.entries.get(id)?.seq;
	const removed = removedIds.flatMap((id) => {
		const seq = seqOf(id);
		return seq === undefined ? [] : [{ id, seq }];
	});
	const replaced = await env.db.transaction('rw', env.db.inboxBuckets, env.db.meta, async () => {
		if (write.guard) {
			await write.guard(async (id) => {
				const seq = seqOf(id);
				return seq === undefined ? undefined : (await pick(env, [{ id, seq }]))[0];
			});
		}
		const revision = await readRevision(env);
		await allocateSeq(env, rows);
		const changes = new Map<number, { put: StoredInboxItem[]; drop: string[] }>();
		const changeOf = (seq: number) => {
			const number = bucketOf(seq);
			let change = changes.get(number);
			if (!change) changes.set(number, (change = { put: [], drop: [] }));
			return change;
		};
		for (const row of rows) changeOf(row.seq).put.push(row);
		for (const gone of removed) changeOf(gone.seq).drop.push(gone.id);
		const numbers = [...changes.keys()];
		for (let at = 0; at < numbers.length; at += WRITE_CHUNK) {
			const slice = numbers.slice(at, at + WRITE_CHUNK);
			const stored = await env.db.inboxBuckets.bulkGet(slice);
			const next = slice.map((number, i) => {
				const items = { ...stored[i]?.items };
				const change = changes.get(number)!;
				for (const id of change.drop) delete items[id];
				for (const row of change.put) items[row.id] = row;
				return { id: number, items };
			});
			const empty = next.filter((bucket) => !Object.keys(bucket.items).length).map((bucket) => bucket.id);
			await env.db.inboxBuckets.bulkPut(next.filter((bucket) => !empty.includes(bucket.id)));
			if (empty.length) await env.db.inboxBuckets.bulkDelete(empty);
			write.chunk?.(Math.min(at + WRITE_CHUNK, numbers.length), numbers.length);
		}
		if (write.also) await write.also();
		await env.db.meta.put({ key: REVISION_KEY, value: revision + 1 });
		return revision;
	});
	if (rows.length || removed.length) env.notify(INBOX_TOPIC);
	const cached = indexes.get(env.db);
	if (!cached || (await cached.catch(() => null)) !== index || index.revision !== replaced) {
		indexes.delete(env.db);
		return;
	}
	for (const gone of removed) {
		const entry = index.entries.get(gone.id);
		if (entry) unplace(index, entry);
	}
	for (const row of rows) place(index, entryOf(row));
	index.revision = replaced + 1;
}

/** Entries newest first (by seq), sorted once per change of the index. */
export function newestFirst(index: InboxIndex): IndexEntry[] {
	if (!index.ordered) index.ordered = [...index.entries.values()].sort((a, b) => b.seq - a.seq);
	return index.ordered;
}

/** Forgets the index of this database (tests, and after a restore). */
export function dropIndex(env: CoreEnv) {
	indexes.delete(env.db);
}

/** What this capability does when others' data changes (registered by ../subscriptions.ts). */
export const inboxSubscriptions: Subscriptions = {
	'data.restored': (env) => dropIndex(env),
	// Another device's inbox buckets, joined with this one's by sync: the index reads them again.
	'sync.applied': (env, { tables }) => (tables.includes('inboxBuckets') ? dropIndex(env) : undefined)
};

/** Live items that share a dedupe key with these keys (never `except`). */
export function duplicatesOf(index: InboxIndex, keys: readonly string[], except?: string): string[] {
	const found = new Set<string>();
	for (const key of keys) for (const id of index.byKey.get(key) ?? []) if (id !== except) found.add(id);
	return [...found];
}

/** Items merged into `id` (their duplicateOf), from the index. */
export function mergedInto(index: InboxIndex, ids: readonly string[]): string[] {
	const wanted = new Set(ids);
	const found: string[] = [];
	for (const entry of index.entries.values()) if (entry.duplicateOf && wanted.has(entry.duplicateOf)) found.push(entry.id);
	return found;
}
