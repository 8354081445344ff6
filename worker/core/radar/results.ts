/**
 * The radar's results: listed best first with why each scored as it did, dismissed or brought back,
 * and saved to the inbox or to Applications (once: saving again opens what was saved).
 */
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { createItem, knownPostings } from '../inbox';
import { createJob } from '../tracker';
import { foldText } from '../engine/text/normalize';
import type { RadarResult, ResultList, ResultsQuery, StoredResult } from './schema';
import { allResults, writeResults } from './store';
import { RADAR_TOPIC } from './wishlist';

/** What a list shows when no status is asked for: what still needs the person. */
const DEFAULT_STATUSES = new Set(['new', 'saved']);

// Results kept before the posting's author and last change were kept have neither.
export const present = ({ keys: _keys, ...result }: StoredResult): RadarResult => ({ ...result, postingUpdatedAt: result.postingUpdatedAt ?? null, author: result.author ?? '' });

/** Best first; unscored after scored; then the newest posting, then the id (a stable order for cursors). */
function bestFirst(a: StoredResult, b: StoredResult): number {
	const scoreA = a.score ?? -1;
	const scoreB = b.score ?? -1;
	if (scoreA !== scoreB) return scoreB - scoreA;
	const dateA = a.publishedAt ?? a.createdAt;
	const dateB = b.publishedAt ?? b.createdAt;
	if (dateA !== dateB) return dateA < dateB ? 1 : -1;
	return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const encodeCursor = (offset: number) => btoa(String(offset));
function decodeCursor(cursor: string): number {
	const offset = Number(atob(cursor.replace(/[^A-Za-z0-9+/=]/g, '') || 'x'));
	if (!Number.isInteger(offset) || offset < 0) {
		throw problem('validation_failed', 'The page cursor is not valid. Start again from the first page.', [{ path: 'query.cursor', message: 'Unknown cursor' }]);
	}
	return offset;
}

export async function listResults(env: CoreEnv, query: ResultsQuery): Promise<ResultList> {
	const statuses = query.status.length ? new Set<string>(query.status) : DEFAULT_STATUSES;
	const needle = foldText(query.q?.trim() ?? '');
	const rows = [...(await allResults(env)).values()].filter(
		(row) =>
			statuses.has(row.status) &&
			(query.minScore === undefined || (row.score ?? -1) >= query.minScore) &&
			(!query.feedId || row.feedId === query.feedId) &&
			(!needle || foldText(`${row.title} ${row.company} ${row.location}`).includes(needle))
	);
	rows.sort(bestFirst);
	const start = query.cursor ? decodeCursor(query.cursor) : 0;
	const page = rows.slice(start, start + query.limit);
	return { items: page.map(present), total: rows.length, nextCursor: start + query.limit < rows.length ? encodeCursor(start + query.limit) : null };
}

async function getRow(env: CoreEnv, id: string): Promise<StoredResult> {
	const row = (await allResults(env)).get(id);
	if (!row) throw problem('not_found', `There is no radar result with id "${id}". It may have been removed with its source.`);
	return row;
}

export async function getResult(env: CoreEnv, id: string): Promise<RadarResult> {
	return present(await getRow(env, id));
}

/** Dismisses a result, or brings a dismissed one back (saved and removed ones keep their state). */
export async function setResultStatus(env: CoreEnv, id: string, status: 'new' | 'dismissed'): Promise<RadarResult> {
	const row = await getRow(env, id);
	if (row.status === 'saved' || row.status === 'excluded') {
		throw problem('conflict', row.status === 'saved' ? 'This result was saved; remove it from the inbox or Applications instead.' : 'This result was removed by your wishlist; change the wishlist to see it again.');
	}
	const next: StoredResult = { ...row, status, updatedAt: env.now().toISOString() };
	await writeResults(env, { rows: [next] });
	env.notify(RADAR_TOPIC);
	return present(next);
}

/**
 * Saves a result to the inbox (an item of origin "radar: {source}") or to Applications (status
 * saved). A posting already there is not added twice: the result points at what is there.
 */
export async function saveResult(env: CoreEnv, id: string, to: 'inbox' | 'applications'): Promise<{ result: RadarResult; inboxItemId: string | null; trackerJobId: string | null; created: boolean }> {
	const row = await getRow(env, id);
	if (row.status === 'excluded') throw problem('conflict', 'This result was removed by your wishlist; change the wishlist before saving it.');
	const feed = await env.db.radarFeeds.get(row.feedId);
	const origin = `radar: ${feed?.name ?? 'removed source'}`.slice(0, 100);
	const savedTo = { ...row.savedTo };
	let created = false;
	const known = (await knownPostings(env))(row.keys);
	if (to === 'inbox') {
		if (savedTo.inboxItemId || known?.inboxItemId) savedTo.inboxItemId ??= known!.inboxItemId;
		else {
			const outcome = await createItem(env, {
				title: row.title.slice(0, 300),
				company: row.company.slice(0, 200),
				url: row.url,
				location: row.location.slice(0, 200),
				description: row.description,
				origin,
				tags: ['radar'],
				notes: ''
			});
			savedTo.inboxItemId = outcome.item.id;
			created = outcome.created;
		}
	} else {
		if (savedTo.trackerJobId || known?.trackerJobId) savedTo.trackerJobId ??= known!.trackerJobId;
		else {
			const job = await createJob(env, {
				title: row.title.slice(0, 300),
				company: row.company.slice(0, 200),
				url: row.url,
				location: row.location || null,
				source: origin,
				status: 'saved',
				notes: '',
				jobId: null,
				match: row.fit === null ? null : { score: row.fit, analysisId: null }
			});
			savedTo.trackerJobId = job.id;
			created = true;
		}
	}
	const next: StoredResult = { ...row, status: 'saved', savedTo, updatedAt: env.now().toISOString() };
	await writeResults(env, { rows: [next] });
	env.notify(RADAR_TOPIC);
	return { result: present(next), inboxItemId: savedTo.inboxItemId, trackerJobId: savedTo.trackerJobId, created };
}
