/*
 * The radar's feed reader: a document already fetched and decoded to text (whatever charset its
 * XML declaration names, the caller decoded it) becomes the feed's items. Pure: nothing is
 * fetched, no DTD is read, nothing is run. Either the whole document is read or FeedError says
 * why not; there are never half the items of a broken feed.
 */
import { FeedError, type ParsedFeed } from '../feed-item';
import { isAtomRoot, readAtom } from './atom';
import { inlineText } from './html-text';
import type { ReadOptions } from './job-fields';
import { readJsonFeed } from './json-feed';
import { resolveHttpUrl } from './links';
import { isRssRoot, readRss } from './rss';
import { parseXmlTree } from './xml';

export { splitTitle } from './job-fields';
export { parseFeedDate } from './dates';
export { htmlToText } from './html-text';

/** More than any real feed; enough to keep a hostile one from holding the worker. */
export const MAX_FEED_CHARS = 5_000_000;
export const DEFAULT_MAX_ITEMS = 500;

export type ParseFeedOptions = {
	/** Where the feed was fetched from: the base for relative links when the feed gives none. */
	url?: string;
	/** Items kept at most, in the feed's order (default 500); the rest are dropped. */
	maxItems?: number;
};

// A web page where a feed was expected: an HTML doctype or root, after an optional XML declaration
// and comments. A comment's inside cannot contain "-->", so the match never backtracks across comments.
const HTML_PAGE = /^(?:<\?xml[^>]*>\s*)?(?:<!--(?:[^-]|-(?!->))*-->\s*)*(?:<!doctype\s+html\b|<html[\s>])/i;
// Where the page's doctype or root must be, at the latest.
const HTML_PAGE_PREFIX_CHARS = 4096;

/**
 * Reads an RSS 2.0, RSS 1.0/RDF, Atom 1.0 or JSON Feed (1.0, 1.1) document. Throws FeedError:
 * `too_large` over 5,000,000 characters, `entities` for a DTD, `malformed` for XML or JSON that is
 * not well-formed, `not_a_feed` for anything else (a web page, other XML, other JSON, no text).
 */
export function parseFeed(content: string, options: ParseFeedOptions = {}): ParsedFeed {
	if (typeof content !== 'string') throw new FeedError('not_a_feed', 'There is no text to read as a feed.');
	if (content.length > MAX_FEED_CHARS) {
		throw new FeedError('too_large', 'This feed is larger than 5,000,000 characters, more than Rumo reads; use a feed with fewer items.');
	}
	const read: ReadOptions = {
		url: resolveHttpUrl(options.url, null),
		maxItems: options.maxItems === undefined ? DEFAULT_MAX_ITEMS : Math.max(0, Math.floor(options.maxItems) || 0)
	};
	const text = content.replace(/^\uFEFF/, '');
	const start = text.search(/\S/);
	const first = start < 0 ? '' : text[start];
	if (first === '{' || first === '[') return readJsonFeed(text, read);
	if (first !== '<') {
		throw new FeedError('not_a_feed', 'This address gives neither XML nor JSON, so no feed; check the address of the feed.');
	}
	const body = text.slice(start);
	if (HTML_PAGE.test(body.slice(0, HTML_PAGE_PREFIX_CHARS))) {
		throw new FeedError('not_a_feed', 'This address gives a web page, not a feed; look on the site for its RSS, Atom or JSON Feed link.');
	}
	const root = parseXmlTree(body, read.url);
	if (isRssRoot(root)) return readRss(root, read);
	if (isAtomRoot(root)) return readAtom(root, read);
	const name = inlineText(root.local, false).slice(0, 40);
	throw new FeedError('not_a_feed', `This XML document is not an RSS, Atom or JSON Feed (its root element is <${name}>); check the address of the feed.`);
}
