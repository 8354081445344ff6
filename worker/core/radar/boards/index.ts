/**
 * Job boards Rumo reads through their public, keyless listing APIs, for employers that publish no
 * feed. Pure: these functions name the URLs to read and map each answer's JSON text to FeedItems;
 * the radar service asks the relay for each URL (the core never fetches) and stops after
 * MAX_BOARD_PAGES pages in a round.
 *
 * Each provider's file says which endpoint and fields it follows: greenhouse.ts (Job Board API),
 * lever.ts (Postings API), ashby.ts (Job Postings API), gupy.ts (the career pages' public listing,
 * observed, not documented).
 */
import type { FeedItem } from '../feed-item';
import { ashby } from './ashby';
import { greenhouse } from './greenhouse';
import { gupy } from './gupy';
import { lever } from './lever';
import type { BoardAdapter } from './shared';

export type BoardProvider = 'greenhouse' | 'lever' | 'ashby' | 'gupy';

const ADAPTERS: Record<BoardProvider, BoardAdapter> = { greenhouse, lever, ashby, gupy };

export const BOARD_PROVIDERS: readonly BoardProvider[] = Object.freeze(['greenhouse', 'lever', 'ashby', 'gupy'] as const);

/** A round never reads more pages of one board than this. */
export const MAX_BOARD_PAGES = 20;

/** A board keeps at most as many postings as a feed does (feeds/parse.ts, DEFAULT_MAX_ITEMS). */
export const MAX_BOARD_ITEMS = 500;

/**
 * A board's postings, page after page, kept up to MAX_BOARD_ITEMS: `add` takes a page's items and
 * says whether there is room for another page; `warning` says how many were left out, if any.
 */
export class BoardItems {
	readonly items: FeedItem[] = [];
	private cut = 0;
	private unread = false;

	/** Keeps what fits of a page; false when the board is full and further pages need not be read. */
	add(page: FeedItem[], hasNextPage: boolean): boolean {
		const room = MAX_BOARD_ITEMS - this.items.length;
		this.items.push(...page.slice(0, Math.max(0, room)));
		this.cut += Math.max(0, page.length - room);
		const full = this.items.length >= MAX_BOARD_ITEMS;
		if (full && hasNextPage) this.unread = true;
		return !full;
	}

	/** The warning for what was left out, shaped as a feed's are; null when nothing was. */
	warning(): { code: 'items_cut'; message: string; count?: number } | null {
		const max = MAX_BOARD_ITEMS.toLocaleString('en-US');
		if (this.cut > 0) {
			const unread = this.unread ? ', and did not read its further pages' : '';
			return { code: 'items_cut', count: this.cut, message: `This board lists more than ${max} postings; Rumo keeps the first ${max} and left out ${this.cut.toLocaleString('en-US')}${unread}.` };
		}
		if (this.unread) return { code: 'items_cut', message: `This board has more pages after its first ${max} postings; Rumo keeps those ${max} and did not read the rest.` };
		return null;
	}
}

function adapter(provider: BoardProvider): BoardAdapter {
	const found = Object.hasOwn(ADAPTERS, provider) ? ADAPTERS[provider] : undefined;
	if (!found) throw new TypeError(`Unknown job board provider: ${String(provider)}`);
	return found;
}

/** The board as boardName gives it, or a TypeError: URLs are only ever built from canonical names. */
function canonical(provider: BoardProvider, board: string): string {
	if (typeof board !== 'string' || adapter(provider).boardName(board) !== board) {
		throw new TypeError(`Not a ${adapter(provider).label} board name: ${JSON.stringify(board)}`);
	}
	return board;
}

/** The provider's name as people read it ('Greenhouse'). */
export function providerLabel(provider: BoardProvider): string {
	return adapter(provider).label;
}

/** A board name or a careers-page URL the person pasted → the board's name, or null when it cannot be one. */
export function boardName(provider: BoardProvider, input: string): string | null {
	if (typeof input !== 'string') return null;
	return adapter(provider).boardName(input);
}

/** The public listing URL of page one. */
export function firstPageUrl(provider: BoardProvider, board: string): string {
	return adapter(provider).firstPageUrl(canonical(provider, board));
}

/** The people-facing careers page (for the source list). */
export function careersPageUrl(provider: BoardProvider, board: string): string {
	return adapter(provider).careersPageUrl(canonical(provider, board));
}

/**
 * One page's JSON text → its items, the URL of the next page (null when last), and the company's
 * display name when the API says it. A body that is not JSON throws FeedError('malformed'); JSON
 * that is not this provider's answer throws FeedError('not_a_feed').
 */
export function readBoardPage(
	provider: BoardProvider,
	board: string,
	pageUrl: string,
	body: string
): { items: FeedItem[]; next: string | null; company: string | null } {
	return adapter(provider).readPage(canonical(provider, board), pageUrl, body);
}
