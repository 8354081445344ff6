/**
 * Reading one radar source: a feed (by its address through the relay's safe fetch, or pasted) or a
 * job board's public listing (page by page). Conditional requests (ETag / Last-Modified) let a round
 * skip a feed that has not changed. Every failure is a problem the round records for that source
 * alone; the other sources carry on.
 */
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { relayFetch } from '../platform/relay-fetch';
import { FeedError, type FeedItem } from './feed-item';
import { parseFeed, type FeedRead, type FeedWarning } from './feeds/parse';
import { BoardItems, MAX_BOARD_PAGES, firstPageUrl, readBoardPage } from './boards';
import type { BoardProvider, SourceWarning, StoredFeed } from './schema';

const RELAY_DOWN = 'Reading a feed needs the local relay, which is not running. Start Rumo with npm start, or paste the feed instead.';

/** One GET through the relay (with the person's consent), conditional when validators are given. */
const relayGet = (env: CoreEnv, url: string, validators: { etag?: string | null; lastModified?: string | null } = {}, signal?: AbortSignal) =>
	relayFetch(env, url, { consent: 'relay-fetch', relayDown: RELAY_DOWN, ...validators, signal });

/** A document that is not a feed, as the contract's 422 invalid_feed with its reason. */
export function invalidFeed(error: FeedError) {
	return problem('invalid_feed', error.detail, undefined, { reason: error.reason });
}

export function parseOrRefuse(content: string, url?: string | null): FeedRead {
	try {
		return parseFeed(content, { url: url ?? undefined });
	} catch (error) {
		if (error instanceof FeedError) throw invalidFeed(error);
		throw error;
	}
}

/** A source read: its items, and what a person should know about how it was read (`warnings`, never a failure). */
export type SourceRead =
	| {
			state: 'ok';
			items: FeedItem[];
			title: string;
			link: string | null;
			kind: StoredFeed['kind'];
			etag: string | null;
			lastModified: string | null;
			warnings: SourceWarning[];
	  }
	| { state: 'not_modified' };

async function readBoard(env: CoreEnv, provider: BoardProvider, board: string, signal?: AbortSignal): Promise<SourceRead> {
	const items = new BoardItems();
	let url: string | null = firstPageUrl(provider, board);
	let company: string | null = null;
	for (let page = 0; url && page < MAX_BOARD_PAGES; page++) {
		const fetched = await relayGet(env, url, {}, signal);
		let read;
		try {
			read = readBoardPage(provider, board, url, fetched.body);
		} catch (error) {
			if (error instanceof FeedError) throw invalidFeed(error);
			throw error;
		}
		company ??= read.company;
		url = items.add(read.items, read.next !== null) ? read.next : null;
	}
	const cut = items.warning();
	return { state: 'ok', items: items.items, title: company ?? board, link: null, kind: provider, etag: null, lastModified: null, warnings: cut ? [cut] : [] };
}

/**
 * Reads a stored source. `conditional`: send the validators of the last read, so an unchanged feed
 * answers 304 and is not read again.
 */
export async function readSource(env: CoreEnv, feed: StoredFeed, options: { conditional: boolean; signal?: AbortSignal }): Promise<SourceRead> {
	if (feed.kind === 'greenhouse' || feed.kind === 'lever' || feed.kind === 'ashby' || feed.kind === 'gupy') return readBoard(env, feed.kind, feed.board ?? '', options.signal);
	if (feed.pasted || !feed.url) {
		const parsed = parseOrRefuse(feed.content ?? '', feed.siteUrl);
		return { state: 'ok', items: parsed.items, title: parsed.title, link: parsed.link, kind: parsed.kind, etag: null, lastModified: null, warnings: parsed.warnings };
	}
	const validators = options.conditional ? { etag: feed.etag, lastModified: feed.lastModified } : {};
	const fetched = await relayGet(env, feed.url, validators, options.signal);
	if (fetched.notModified) return { state: 'not_modified' };
	const parsed = parseOrRefuse(fetched.body, fetched.url);
	return { state: 'ok', items: parsed.items, title: parsed.title, link: parsed.link, kind: parsed.kind, etag: fetched.etag, lastModified: fetched.lastModified, warnings: parsed.warnings };
}

/** Reads an address once to know what it is (kind, title), before it is stored as a source. */
export async function probeFeed(env: CoreEnv, url: string): Promise<FeedRead & { url: string }> {
	const fetched = await relayGet(env, url);
	return { ...parseOrRefuse(fetched.body, fetched.url), url: fetched.url };
}

/**
 * Reads a job board's first page once, to know it exists and what the company is called, and what
 * keeping its postings would leave out (a first page of more than a board keeps).
 */
export async function probeBoard(env: CoreEnv, provider: BoardProvider, board: string): Promise<{ company: string | null; items: number; warnings: SourceWarning[] }> {
	const url = firstPageUrl(provider, board);
	const fetched = await relayGet(env, url);
	try {
		const page = readBoardPage(provider, board, url, fetched.body);
		const kept = new BoardItems();
		kept.add(page.items, page.next !== null);
		const cut = kept.warning();
		return { company: page.company, items: page.items.length, warnings: cut ? [cut] : [] };
	} catch (error) {
		if (error instanceof FeedError) throw invalidFeed(error);
		throw error;
	}
}
