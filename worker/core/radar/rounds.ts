/**
 * A round: read every source (four at a time), score what is new against the saved wishlist and the
 * confirmed profile, and keep it. A posting already seen in an earlier round, already in the inbox
 * or already in Applications is counted, not kept again. A source that fails is recorded with its
 * problem and the others finish. Everything is written at the end in one transaction (measured: 20
 * per-source transactions contending for the same tables cost more than the scoring); a round
 * cancelled half-way still writes what the sources it finished gave, and says it was cancelled.
 */
import type { CoreEnv } from '../env';
import { Problem, problem } from '../http/problem';
import { profileBasis } from '../inbox';
import { keysOf } from '../engine/posting-identity';
import { knownPostings } from '../inbox';
import type { ReadContext } from '../engine/readers';
import type { FeedItem } from './feed-item';
import { splitTitle } from './feeds/parse';
import { readSource } from './read-source';
import { raiseAlerts, readAlertSettings } from './alerts';
import { scoreItem } from './score';
import type { RadarAlert, RadarRound, RoundFeed, StoredFeed, StoredResult } from './schema';
import { allResults, writeResults } from './store';
import { RADAR_TOPIC, savedWishlist } from './wishlist';

/** A scheduled round leaves alone a source read less than this long ago. */
export const MIN_INTERVAL_MS = 30 * 60_000;
const CONCURRENCY = 4;
/** Rounds kept for the screen's "last rounds". */
const ROUNDS_KEPT = 30;

const yieldToRequests = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The keys a result is recognised by: the inbox's (link, board id, title + company + place) and the source's own id. */
export function resultKeys(feedId: string, item: FeedItem, role: string): string[] {
	const keys = keysOf({ title: role || item.title, company: item.company, url: item.url, location: item.location });
	if (item.guid) keys.push(`guid:${feedId}:${item.guid}`);
	return keys;
}

const errorOf = (error: unknown) =>
	error instanceof Problem
		? { code: error.code, detail: error.message, reason: typeof error.params?.reason === 'string' ? error.params.reason : null }
		: { code: 'internal_error', detail: 'This source could not be read.', reason: null };

type RoundState = {
	env: CoreEnv;
	roundId: string;
	at: string;
	seen: Set<string>;
	known: Awaited<ReturnType<typeof knownPostings>>;
	wishlist: Awaited<ReturnType<typeof savedWishlist>>;
	subject: Awaited<ReturnType<typeof profileBasis>>['subject'];
	alerts: RadarAlert[];
	settings: Awaited<ReturnType<typeof readAlertSettings>>;
	/** What the round writes at its end: new results, and each source's new state. */
	rows: StoredResult[];
	feeds: StoredFeed[];
};

/** Scores the items of one source; they are written with the round. */
function keepItems(state: RoundState, feed: StoredFeed, items: FeedItem[]): Pick<RoundFeed, 'added' | 'duplicates' | 'excluded'> {
	const { env, at } = state;
	const rows: StoredResult[] = [];
	let duplicates = 0;
	let excluded = 0;
	for (const item of items) {
		const role = splitTitle(item.title).role || item.title;
		const keys = resultKeys(feed.id, item, role);
		if (keys.some((key) => state.seen.has(key)) || state.known(keys)) {
			duplicates++;
			continue;
		}
		for (const key of keys) state.seen.add(key);
		const scored = scoreItem(item, role, state.wishlist, state.subject);
		if (scored.excludedBy) excluded++;
		rows.push({
			id: env.newId(),
			feedId: feed.id,
			roundId: state.roundId,
			title: item.title,
			company: item.company || splitTitle(item.title).company,
			url: item.url,
			description: item.description,
			publishedAt: item.publishedAt,
			// Boards give neither; a feed's item gives both (FeedEntry).
			postingUpdatedAt: item.updatedAt ?? null,
			author: item.author ?? '',
			...scored,
			notes: item.notes,
			status: scored.excludedBy ? 'excluded' : 'new',
			savedTo: { inboxItemId: null, trackerJobId: null },
			createdAt: at,
			updatedAt: at,
			keys
		});
	}
	state.alerts.push(...raiseAlerts(rows, state.settings, env.now(), () => env.newId()));
	state.rows.push(...rows);
	return { added: rows.length - excluded, duplicates, excluded };
}

async function roundOfFeed(state: RoundState, feed: StoredFeed, trigger: RadarRound['trigger'], signal?: AbortSignal): Promise<RoundFeed> {
	const { env, at } = state;
	const base = { feedId: feed.id, name: feed.name, items: 0, added: 0, duplicates: 0, excluded: 0, error: null, warnings: [] };
	if (trigger === 'schedule' && feed.lastFetchedAt && env.now().getTime() - Date.parse(feed.lastFetchedAt) < MIN_INTERVAL_MS) {
		return { ...base, ok: true, status: 'skipped' };
	}
	try {
		const read = await readSource(env, feed, { conditional: Boolean(feed.etag || feed.lastModified), signal });
		if (read.state === 'not_modified') {
			// The same document as last time: its warnings stand.
			state.feeds.push({ ...feed, lastStatus: 'not_modified', lastFetchedAt: at, lastError: null, lastWarnings: feed.lastWarnings ?? [], updatedAt: at });
			return { ...base, ok: true, status: 'not_modified' };
		}
		const counts = keepItems(state, feed, read.items);
		state.feeds.push({
			...feed,
			kind: read.kind,
			lastStatus: 'ok',
			lastFetchedAt: at,
			lastError: null,
			lastItems: read.items.length,
			lastWarnings: read.warnings,
			etag: read.etag,
			lastModified: read.lastModified,
			updatedAt: at
		});
		return { ...base, ...counts, items: read.items.length, ok: true, status: 'ok', warnings: read.warnings };
	} catch (error) {
		if (signal?.aborted) throw error;
		const failure = errorOf(error);
		// A failed read has nothing to warn about: its problem says what went wrong.
		state.feeds.push({ ...feed, lastStatus: 'error', lastFetchedAt: at, lastError: failure, lastWarnings: [], updatedAt: at });
		return { ...base, ok: false, status: 'error', error: failure };
	}
}

/** The round this core is running, per database: a second one would score against a stale "seen" list. */
const running = new WeakMap<object, Promise<RadarRound>>();

/**
 * Runs one round over every source (or those named); progress and cancel through the task context.
 * One at a time per core: another asked meanwhile is refused (409), not queued (tabs also take a
 * Web Lock, so two tabs do not run rounds together either).
 */
export async function runRound(env: CoreEnv, request: { trigger: RadarRound['trigger']; feedIds?: string[] }, context: ReadContext = {}): Promise<RadarRound> {
	if (running.has(env.db)) throw problem('conflict', 'A round is already running. Wait for it to finish, then run another if you need to.');
	const round = roundOnce(env, request, context);
	running.set(env.db, round);
	try {
		return await round;
	} finally {
		running.delete(env.db);
	}
}

async function roundOnce(env: CoreEnv, request: { trigger: RadarRound['trigger']; feedIds?: string[] }, context: ReadContext): Promise<RadarRound> {
	const all = await env.db.radarFeeds.toArray();
	const feeds = request.feedIds ? all.filter((feed) => request.feedIds!.includes(feed.id)) : all;
	if (!feeds.length) throw problem('missing_input', 'Add a feed or a job board first: a round reads your sources.');
	const startedAt = env.now().toISOString();
	const [wishlist, basis, known, results, settings] = await Promise.all([savedWishlist(env), profileBasis(env), knownPostings(env), allResults(env), readAlertSettings(env)]);
	const state: RoundState = {
		env,
		roundId: env.newId(),
		at: startedAt,
		seen: new Set([...results.values()].flatMap((row) => row.keys)),
		known,
		wishlist,
		subject: basis.subject,
		alerts: [],
		settings,
		rows: [],
		feeds: []
	};

	const outcomes: RoundFeed[] = new Array(feeds.length);
	let next = 0;
	let done = 0;
	let cancelled = false;
	const worker = async () => {
		while (next < feeds.length) {
			if (context.signal?.aborted) {
				cancelled = true;
				return;
			}
			const at = next++;
			try {
				outcomes[at] = await roundOfFeed(state, feeds[at], request.trigger, context.signal);
			} catch {
				cancelled = true;
				return;
			}
			context.progress?.(++done / feeds.length);
			await yieldToRequests();
		}
	};
	await Promise.all(Array.from({ length: Math.min(CONCURRENCY, feeds.length) }, worker));

	// A source removed while the round ran stays removed, with nothing of it kept.
	const still = new Set(await env.db.radarFeeds.toCollection().primaryKeys());
	const rows = state.rows.filter((row) => still.has(row.feedId));
	const kept = new Set(rows.map((row) => row.id));
	const alerts = state.alerts.filter((alert) => kept.has(alert.resultId));
	// The round counts what it kept: a source removed meanwhile adds no results and no alerts.
	const round: RadarRound = {
		id: state.roundId,
		trigger: request.trigger,
		startedAt,
		finishedAt: env.now().toISOString(),
		cancelled: cancelled || Boolean(context.signal?.aborted),
		feeds: outcomes.filter((outcome) => outcome && still.has(outcome.feedId)),
		results: rows.filter((row) => row.status === 'new').length,
		alerts: alerts.length
	};
	await writeResults(env, {
		rows,
		tables: 'feeds+rounds+alerts',
		also: async () => {
			await env.db.radarFeeds.bulkPut(state.feeds.filter((feed) => still.has(feed.id)));
			if (alerts.length) await env.db.radarAlerts.bulkPut(alerts);
			await env.db.radarRounds.put(round);
			const old = await env.db.radarRounds.orderBy('startedAt').reverse().offset(ROUNDS_KEPT).primaryKeys();
			if (old.length) await env.db.radarRounds.bulkDelete(old);
		}
	});
	env.notify(RADAR_TOPIC);
	return round;
}

export async function listRounds(env: CoreEnv, limit = 10): Promise<RadarRound[]> {
	const rounds = await env.db.radarRounds.orderBy('startedAt').reverse().limit(limit).toArray();
	// Rounds stored before warnings were kept have none.
	return rounds.map((round) => ({ ...round, feeds: round.feeds.map((feed) => ({ ...feed, warnings: feed.warnings ?? [] })) }));
}
