/**
 * The radar's sources: a feed added by its address (read once through the relay, with consent, to
 * know it is a feed and what it is called), a feed pasted whole, or a company's job board at
 * Greenhouse, Lever, Ashby or Gupy (its public listing read once to know it exists). A document that
 * is not a feed is refused (422 invalid_feed) and nothing is stored; what that first read had to say
 * (a stray control character removed, items left out) is kept as the source's `lastWarnings`.
 */
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { boardName, careersPageUrl, firstPageUrl } from './boards';
import { MAX_FEED_CHARS } from './feeds/parse';
import { parseOrRefuse, probeBoard, probeFeed } from './read-source';
import type { FeedCreate, RadarFeed, StoredFeed } from './schema';
import { allResults, writeResults } from './store';
import { RADAR_TOPIC } from './wishlist';

/** More sources than a round should read. */
const MAX_SOURCES = 100;
const PROVIDER_NAMES = { greenhouse: 'Greenhouse', lever: 'Lever', ashby: 'Ashby', gupy: 'Gupy' } as const;

// A source stored before warnings were kept has none (no new Dexie version: the field is not indexed).
export const presentFeed = ({ content: _content, etag: _etag, lastModified: _lastModified, ...feed }: StoredFeed): RadarFeed => ({ ...feed, lastWarnings: feed.lastWarnings ?? [] });

function httpUrl(value: string): string {
	let url: URL;
	try {
		url = new URL(value);
	} catch {
		throw problem('invalid_url', 'That is not a web address. Copy the feed address from the site, starting with https://.');
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') throw problem('invalid_url', 'Only web addresses (https://…) can be read as feeds.');
	return url.href;
}

const hostName = (url: string | null) => {
	try {
		return url ? new URL(url).hostname.replace(/^www\./, '') : null;
	} catch {
		return null;
	}
};

export async function listFeeds(env: CoreEnv): Promise<{ items: RadarFeed[]; total: number; nextCursor: null }> {
	const feeds = (await env.db.radarFeeds.toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
	return { items: feeds.map(presentFeed), total: feeds.length, nextCursor: null };
}

async function sameSource(env: CoreEnv, match: (feed: StoredFeed) => boolean): Promise<void> {
	const existing = (await env.db.radarFeeds.toArray()).find(match);
	if (existing) throw problem('conflict', `This source is already on your radar as "${existing.name}".`);
	if ((await env.db.radarFeeds.count()) >= MAX_SOURCES) throw problem('validation_failed', `The radar reads at most ${MAX_SOURCES} sources; remove one first.`);
}

export async function addFeed(env: CoreEnv, body: FeedCreate): Promise<RadarFeed> {
	const at = env.now().toISOString();
	const base = { id: env.newId(), lastStatus: 'new' as const, lastFetchedAt: null, lastError: null, lastItems: 0, lastWarnings: [], createdAt: at, updatedAt: at, etag: null, lastModified: null };
	let feed: StoredFeed;
	if ('provider' in body) {
		const board = boardName(body.provider, body.board);
		if (!board) {
			throw problem('validation_failed', `That is not a ${PROVIDER_NAMES[body.provider]} board name. Give the name in the careers page address (for example "acme" in boards.greenhouse.io/acme).`, [
				{ path: 'board', message: 'Not a board name or careers page address.' }
			]);
		}
		await sameSource(env, (feed) => feed.kind === body.provider && feed.board === board);
		const probe = await probeBoard(env, body.provider, board);
		feed = {
			...base,
			name: body.name || probe.company || board,
			url: firstPageUrl(body.provider, board),
			kind: body.provider,
			board,
			siteUrl: careersPageUrl(body.provider, board),
			pasted: false,
			content: null,
			lastWarnings: probe.warnings
		};
	} else if ('content' in body) {
		if (body.content.length > MAX_FEED_CHARS) throw problem('payload_too_large', 'This feed is larger than 5 MB, more than Rumo reads. Paste a feed with fewer items, or add it by its address.');
		const parsed = parseOrRefuse(body.content);
		if (!parsed.items.length) throw problem('invalid_feed', 'This feed has no items to read. Paste a feed that lists job postings.', undefined, { reason: 'empty' });
		feed = {
			...base,
			name: body.name || parsed.title || 'Pasted feed',
			url: null,
			kind: parsed.kind,
			board: null,
			siteUrl: parsed.link,
			pasted: true,
			content: body.content,
			lastWarnings: parsed.warnings
		};
	} else {
		const url = httpUrl(body.url);
		await sameSource(env, (feed) => feed.url === url);
		const probe = await probeFeed(env, url);
		feed = {
			...base,
			name: body.name || probe.title || hostName(url) || url,
			url,
			kind: probe.kind,
			board: null,
			siteUrl: probe.link ?? null,
			pasted: false,
			content: null,
			lastWarnings: probe.warnings
		};
	}
	feed.name = feed.name.slice(0, 120);
	await env.db.radarFeeds.add(feed);
	env.notify(RADAR_TOPIC);
	return presentFeed(feed);
}

/** Renames a source. */
export async function renameFeed(env: CoreEnv, id: string, name: string): Promise<RadarFeed> {
	const feed = await env.db.radarFeeds.get(id);
	if (!feed) throw problem('not_found', `There is no radar source with id "${id}".`);
	const next = { ...feed, name, updatedAt: env.now().toISOString() };
	await env.db.radarFeeds.put(next);
	env.notify(RADAR_TOPIC);
	return presentFeed(next);
}

/**
 * Removes a source and the results it brought that the person did not save (saved ones stay: they
 * point at what is in the inbox or Applications).
 */
export async function deleteFeed(env: CoreEnv, id: string): Promise<void> {
	const feed = await env.db.radarFeeds.get(id);
	if (!feed) throw problem('not_found', `There is no radar source with id "${id}". It may have been removed in another tab.`);
	const removed = [...(await allResults(env)).values()].filter((row) => row.feedId === id && row.status !== 'saved').map((row) => row.id);
	// Alerts of the results that go, go with them (an alert never points at nothing).
	const gone = new Set(removed);
	await writeResults(env, {
		removed,
		tables: 'feeds+rounds+alerts',
		also: async () => {
			await env.db.radarFeeds.delete(id);
			const alerts = await env.db.radarAlerts.filter((alert) => gone.has(alert.resultId)).primaryKeys();
			if (alerts.length) await env.db.radarAlerts.bulkDelete(alerts);
		}
	});
	env.notify(RADAR_TOPIC);
}
