import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { deleteAnalysis } from '../match';
import { deleteJob } from '../job';
import { deleteResume } from '../resume';
import { deleteTailoring } from '../tailor';
import { forgetImport } from '../inbox';
import { forgetInterviewEvent, INTERVIEWS_TOPIC } from '../interviews';
import { INBOX_TOPIC } from '../inbox';
import { resolutionLog } from '../sync';
import { CLEARABLE_KINDS, HISTORY_KINDS, type HistoryCleared, type HistoryFilter, type HistoryKind, type HistoryList, type HistoryQuery, type HistorySummary, type KindCounts } from './schema';
import { findMove, newestFirst, readRows, type Row, type Rows } from './sources';

/** The first index of a newest-first list where `past` holds (it holds from there to the end). */
function firstWhere(rows: readonly Row[], past: (row: Row) => boolean): number {
	let [lo, hi] = [0, rows.length];
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (past(rows[mid])) hi = mid;
		else lo = mid + 1;
	}
	return lo;
}

/** Where the period starts and ends in one kind's list (binary searches: no pass over every move). */
function periodOf(rows: readonly Row[], filter: HistoryFilter): [number, number] {
	const start = filter.to ? firstWhere(rows, (r) => r.at <= filter.to!) : 0;
	const end = filter.from ? firstWhere(rows, (r) => r.at < filter.from!) : rows.length;
	return [start, Math.max(start, end)];
}

const encodeCursor = (row: Pick<Row, 'at' | 'id'>) => btoa(JSON.stringify([row.at, row.id])).replace(/=+$/, '');

function decodeCursor(cursor: string): Pick<Row, 'at' | 'id'> {
	try {
		const value = JSON.parse(atob(cursor));
		if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return { at: value[0], id: value[1] };
	} catch {
		/* the problem below */
	}
	throw problem('validation_failed', 'The page cursor is not valid. Start again from the first page.', [{ path: 'query.cursor', message: 'Unknown cursor' }]);
}

const emptyCounts = () => Object.fromEntries(HISTORY_KINDS.map((kind) => [kind, 0])) as Record<HistoryKind, number>;
const wanted = (filter: HistoryFilter): readonly HistoryKind[] => filter.kinds ?? HISTORY_KINDS;

function countsOf(rows: Rows, filter: HistoryFilter): Record<HistoryKind, number> {
	const counts = emptyCounts();
	for (const kind of HISTORY_KINDS) {
		const [start, end] = periodOf(rows[kind], filter);
		counts[kind] = end - start;
	}
	return counts;
}

/** History, newest first: the kinds and period asked for, one page after the cursor. */
export async function listHistory(env: CoreEnv, query: HistoryQuery): Promise<HistoryList> {
	const rows = await readRows(env);
	const counts = countsOf(rows, query);
	const after = query.cursor ? decodeCursor(query.cursor) : null;
	// One range per kind, each already newest first: the page is their merge, from the cursor on.
	const ranges = wanted(query).map((kind) => {
		const list = rows[kind];
		const [start, end] = periodOf(list, query);
		const from = after ? Math.max(start, firstWhere(list, (r) => newestFirst(after, r) < 0)) : start;
		return { list, next: from, end };
	});
	const page: Row[] = [];
	while (page.length <= query.limit) {
		let best: (typeof ranges)[number] | null = null;
		for (const range of ranges) if (range.next < range.end && (!best || newestFirst(range.list[range.next], best.list[best.next]) < 0)) best = range;
		if (!best) break;
		page.push(best.list[best.next++]);
	}
	const more = page.length > query.limit;
	const shown = page.slice(0, query.limit);
	return {
		items: shown.map((row) => row.build()),
		total: wanted(query).reduce((sum, kind) => sum + counts[kind], 0),
		nextCursor: more ? encodeCursor(shown[shown.length - 1]) : null,
		counts
	};
}

/** What clearing this filter would delete and what would stay: the confirmation's numbers. */
export async function historySummary(env: CoreEnv, filter: HistoryFilter): Promise<HistorySummary> {
	const all = countsOf(await readRows(env), filter);
	const counts = emptyCounts();
	const clearable: KindCounts = {};
	const kept: KindCounts = {};
	for (const kind of wanted(filter)) {
		counts[kind] = all[kind];
		if (!all[kind]) continue;
		if ((CLEARABLE_KINDS as readonly string[]).includes(kind)) clearable[kind] = all[kind];
		else kept[kind] = all[kind];
	}
	return { counts, clearable, kept };
}

/** `<kind>:<refId>` → its parts; null for a kind History does not know. */
function parseId(id: string): { kind: HistoryKind; refId: string } | null {
	const cut = id.indexOf(':');
	const kind = id.slice(0, cut) as HistoryKind;
	const refId = id.slice(cut + 1);
	return cut > 0 && refId && HISTORY_KINDS.includes(kind) ? { kind, refId } : null;
}

const noEntry = (id: string) => problem('not_found', `There is no history entry "${id}". It may have been cleared in another tab; reload the history.`);

/** Deletes the thing an entry stands for, through the capability it lives in. */
async function clearRef(env: CoreEnv, kind: Exclude<HistoryKind, 'move' | 'sync'>, refId: string, id: string): Promise<void> {
	switch (kind) {
		case 'analysis':
			return deleteAnalysis(env, refId);
		case 'job':
			return deleteJob(env, refId);
		case 'resume':
			return deleteResume(env, refId);
		case 'tailoring':
			return deleteTailoring(env, refId);
		case 'interview':
			// The record of the change goes; the interview (if it is still there) stays with its application.
			if (!(await forgetInterviewEvent(env, refId))) throw noEntry(id);
			env.notify(INTERVIEWS_TOPIC);
			return;
		case 'import':
			// The record of the import goes; the items it brought stay in the inbox.
			if (!(await forgetImport(env, refId))) throw noEntry(id);
			// The source directory lists the imports: its screens reload on inbox changes.
			env.notify(INBOX_TOPIC);
	}
}

/** Clears one entry. A move is refused: it is its application's own record; so is a sync resolution: sync's own. */
export async function clearEntry(env: CoreEnv, id: string): Promise<void> {
	const parsed = parseId(id);
	if (!parsed) throw noEntry(id);
	if (parsed.kind === 'move') {
		if (!(await findMove(env, parsed.refId))) throw noEntry(id);
		throw problem('conflict', 'A move belongs to its application; delete the application on the board to remove it.');
	}
	if (parsed.kind === 'sync') {
		if (!(await resolutionLog(env)).some((r) => r.id === parsed.refId)) throw noEntry(id);
		throw problem('conflict', 'A resolved conflict is sync’s own record, kept with Settings → Devices; History does not clear it.');
	}
	await clearRef(env, parsed.kind, parsed.refId, id);
}

/**
 * Clears every clearable entry the filter matches, one thing at a time through its capability.
 * Applications and their moves, sync's resolutions, the profile and the inbox's items stay. Something already gone
 * (cleared in another tab meanwhile) is not counted.
 */
export async function clearHistory(env: CoreEnv, filter: HistoryFilter): Promise<HistoryCleared> {
	const rows = await readRows(env);
	const cleared: KindCounts = {};
	const kept: KindCounts = {};
	// Tailorings and analyses first: they name the jobs and resumes cleared after them.
	const order: HistoryKind[] = ['tailoring', 'analysis', 'import', 'interview', 'job', 'resume', 'move', 'sync'];
	for (const kind of order.filter((k) => wanted(filter).includes(k))) {
		const [start, end] = periodOf(rows[kind], filter);
		if (kind === 'move' || kind === 'sync') {
			if (end > start) kept[kind] = end - start;
			continue;
		}
		let done = 0;
		for (const row of rows[kind].slice(start, end)) {
			try {
				await clearRef(env, kind, row.id.slice(kind.length + 1), row.id);
				done++;
			} catch (error) {
				if ((error as { code?: string }).code !== 'not_found') throw error;
			}
		}
		if (done) cleared[kind] = done;
	}
	return { cleared, kept };
}
