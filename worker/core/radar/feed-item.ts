/**
 * What every radar source gives, whatever it is (an RSS 2.0, RSS 1.0/RDF, Atom or JSON Feed
 * document, or a job board's public API): the same items, read and made plain, before any scoring.
 * Zod-free and pure: shared by the feed parsers (feeds/), the board adapters (boards/) and the radar
 * service.
 */

export type WorkMode = 'remote' | 'hybrid' | 'onsite';

/** Why an item was kept although something was missing (shown next to it, never silently fixed). */
export type FeedItemNote = 'missing_link' | 'missing_date' | 'missing_description';

export type FeedItem = {
	/** The source's own id for the item (guid, id, Atom id, board job id); null when it gave none. */
	guid: string | null;
	title: string;
	/** '' when the source does not say. */
	company: string;
	/** '' when the source does not say. */
	location: string;
	workMode: WorkMode | null;
	/** Absolute http(s) link to the posting; null when the item had none (never invented). */
	url: string | null;
	/** Plain text: HTML tags removed, entities decoded, scripts and styles dropped, paragraphs kept as line breaks. */
	description: string;
	/** UTC ISO 8601 (`2026-11-02T12:00:00.000Z`); null when absent or unreadable. */
	publishedAt: string | null;
	notes: FeedItemNote[];
	/** Who posted it (a feed's author field); '' or absent when the source does not say (job boards do not). */
	author?: string;
	/** When the source says the item last changed, kept apart from `publishedAt`; null or absent when it does not say. */
	updatedAt?: string | null;
};

export type FeedKind = 'rss' | 'atom' | 'json';

export type ParsedFeed = {
	kind: FeedKind;
	/** The feed's own title ('' when it has none). */
	title: string;
	/** The site the feed describes (absolute), when it says. */
	link: string | null;
	items: FeedItem[];
};

/**
 * Why a document is not a feed Rumo can read: `entities` (a DTD or entity declaration, refused
 * before anything is expanded or fetched), `malformed` (not well-formed XML or JSON), `not_a_feed`
 * (well-formed, but no RSS, Atom or JSON Feed), `too_large` (more than the parser reads).
 */
export type FeedErrorReason = 'entities' | 'malformed' | 'not_a_feed' | 'too_large';

export class FeedError extends Error {
	constructor(
		readonly reason: FeedErrorReason,
		/** A sentence a person can act on. */
		readonly detail: string
	) {
		super(detail);
		this.name = 'FeedError';
	}
}
