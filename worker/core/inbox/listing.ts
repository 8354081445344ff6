/**
 * The inbox's list: filters, search, the fit sort and cursors, and the facets beside a page (apart
 * from the rest of the inbox's service, service.ts).
 */
import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { foldText } from '../engine/text/normalize';
import { fitIsStale, profileStamp as currentStamp, refreshFits } from './fit';
import { present } from './items';
import type { InboxList, InboxQuery } from './schema';
import { currentIndex, newestFirst, readRows, type IndexEntry, type InboxIndex } from './store';

type Cursor = { seq: number; fit: number };
const encodeCursor = (entry: IndexEntry) => btoa(JSON.stringify([entry.seq, entry.fit ?? -1])).replace(/=+$/, '');
function decodeCursor(value: string): Cursor {
	try {
		const parsed = JSON.parse(atob(value));
		if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((n) => typeof n === 'number')) return { seq: parsed[0], fit: parsed[1] };
	} catch {
		/* the problem below */
	}
	throw problem('validation_failed', 'The page cursor is not valid. Start again from the first page.', [{ path: 'query.cursor', message: 'Unknown cursor' }]);
}

type Order = (a: Cursor, b: Cursor) => number;
const ORDERS: Record<InboxQuery['sort'], Order> = {
	newest: (a, b) => b.seq - a.seq,
	oldest: (a, b) => a.seq - b.seq,
	fit: (a, b) => b.fit - a.fit || b.seq - a.seq
};
const keyOf = (entry: IndexEntry): Cursor => ({ seq: entry.seq, fit: entry.fit ?? -1 });

/** The entries a list query selects, in its order. */
export function selectEntries(index: InboxIndex, query: Pick<InboxQuery, 'status' | 'origin' | 'q'> & { sort?: InboxQuery['sort'] }): IndexEntry[] {
	const statuses = query.status?.length ? new Set(query.status) : null;
	const origin = query.origin ? foldText(query.origin) : null;
	const needle = foldText(query.q?.trim() ?? '');
	const ordered = newestFirst(index);
	const picked: IndexEntry[] = [];
	for (const entry of ordered) {
		if (statuses ? !statuses.has(entry.status) : entry.status === 'merged') continue;
		if (origin !== null && entry.originKey !== origin) continue;
		if (needle && !entry.search.includes(needle)) continue;
		picked.push(entry);
	}
	const sort = query.sort ?? 'newest';
	if (sort === 'oldest') picked.reverse();
	else if (sort === 'fit') picked.sort((a, b) => ORDERS.fit(keyOf(a), keyOf(b)));
	return picked;
}

function facetsOf(index: InboxIndex, stamp: string) {
	const status: Record<string, number> = {};
	const origins = new Map<string, number>();
	let fitPending = 0;
	for (const entry of index.entries.values()) {
		status[entry.status] = (status[entry.status] ?? 0) + 1;
		if (entry.status !== 'merged') origins.set(entry.origin, (origins.get(entry.origin) ?? 0) + 1);
		if (fitIsStale(entry, stamp)) fitPending++;
	}
	const origin = Object.fromEntries([...origins].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 50));
	return { status, origin, fitPending };
}

export async function listItems(env: CoreEnv, query: InboxQuery): Promise<InboxList> {
	const stamp = await currentStamp(env);
	const index = await currentIndex(env);
	const picked = selectEntries(index, query);
	let start = 0;
	if (query.cursor) {
		const after = decodeCursor(query.cursor);
		const order = ORDERS[query.sort];
		start = picked.findIndex((entry) => order(after, keyOf(entry)) < 0);
		if (start < 0) start = picked.length;
	}
	const page = picked.slice(start, start + query.limit);
	const rows = await readRows(env, page.map((entry) => entry.id));
	const { fitPending, ...facets } = facetsOf(index, stamp);
	if (fitPending) void refreshFits(env);
	const more = start + query.limit < picked.length;
	return {
		items: rows.map((row) => present(row, stamp)),
		total: picked.length,
		nextCursor: more && page.length ? encodeCursor(page[page.length - 1]) : null,
		facets,
		fitPending
	};
}
