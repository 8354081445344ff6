/**
 * The radar's results, kept in memory for fast lists (1,000 results sorted and filtered in a few
 * ms) next to IndexedDB. Every write bumps a revision row in the same transaction; the copy is
 * reused while the revision is unchanged, brought forward by this core's own writes once its read
 * has finished at exactly the revision the write replaced, and read again otherwise (another tab
 * wrote, or a restore). The revision row ends in `.revision`, so a restore moves it on.
 */
import type { CoreEnv } from '../env';
import type { StoredResult } from './schema';

const REVISION_KEY = 'radar.revision';

type Snapshot = { revision: number; rows: Map<string, StoredResult> } | null;
const snapshots = new WeakMap<object, Promise<Snapshot>>();

async function readRevision(env: CoreEnv): Promise<number> {
	return ((await env.db.meta.get(REVISION_KEY))?.value as number | undefined) ?? 0;
}

/** Every stored result by id (read-only for callers). */
export async function allResults(env: CoreEnv): Promise<ReadonlyMap<string, StoredResult>> {
	const revision = await readRevision(env);
	const cached = await snapshots.get(env.db);
	if (cached && cached.revision === revision) return cached.rows;
	const read: Promise<Snapshot> = env.db.transaction('r', env.db.radarResults, env.db.meta, async () => ({
		revision: await readRevision(env),
		rows: new Map((await env.db.radarResults.toArray()).map((row) => [row.id, row]))
	}));
	snapshots.set(
		env.db,
		read.catch(() => null)
	);
	return (await read)!.rows;
}

export type ResultWrite = {
	rows?: StoredResult[];
	removed?: string[];
	/** Other writes of the same transaction (the feeds, a round, alerts). */
	also?: () => Promise<unknown>;
	tables?: 'feeds+rounds+alerts' | 'feeds' | 'alerts';
};

/** Writes results (and whatever else `also` writes) in one transaction, then moves the copy forward. */
export async function writeResults(env: CoreEnv, write: ResultWrite): Promise<void> {
	const rows = write.rows ?? [];
	const removed = write.removed ?? [];
	const { db } = env;
	const extra =
		write.tables === 'feeds+rounds+alerts'
			? [db.radarFeeds, db.radarRounds, db.radarAlerts]
			: write.tables === 'feeds'
				? [db.radarFeeds]
				: write.tables === 'alerts'
					? [db.radarAlerts]
					: [];
	const replaced = await db.transaction('rw', [db.radarResults, db.meta, ...extra], async () => {
		if (rows.length) await db.radarResults.bulkPut(rows);
		if (removed.length) await db.radarResults.bulkDelete(removed);
		if (write.also) await write.also();
		const revision = await readRevision(env);
		await db.meta.put({ key: REVISION_KEY, value: revision + 1 });
		return revision;
	});
	const cached = snapshots.get(db);
	if (!cached) return;
	snapshots.set(
		db,
		cached.then((snapshot) => {
			if (snapshot?.revision === replaced) {
				const next = new Map(snapshot.rows);
				for (const id of removed) next.delete(id);
				for (const row of rows) next.set(row.id, row);
				return { revision: replaced + 1, rows: next };
			}
			return snapshot?.revision === replaced + 1 ? snapshot : null;
		})
	);
}
