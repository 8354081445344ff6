/*
 * The radar's feed reader: a document already fetched and decoded to text (whatever charset its
 * XML declaration names, the caller decoded it) becomes the feed's items. Pure: nothing is
 * fetched, no DTD is read, nothing is run. A document that is not well-formed is refused whole
 * (FeedError says why), never read in half, with two exceptions where what is lost is known and
 * said in a warning: stray control characters (one bad byte never costs a whole feed) are removed,
 * and a document that stops before its end (a cut download) gives the items before the cut.
 */
import { FeedError, type ParsedFeed } from '../feed-item';
import { isAtomRoot, readAtom } from './atom';
import { inlineText } from './html-text';
import type { FeedDraft, FeedEntry, ReadOptions } from './job-fields';
import { readJsonFeed } from './json-feed';
import { resolveHttpUrl } from './links';
import { isRssRoot, readRss } from './rss';
import { parseXmlTree } from './xml';

export { splitTitle } from './job-fields';
export type { FeedEntry } from './job-fields';
export { parseFeedDate } from './dates';
export { htmlToText } from './html-text';

/**
 * Something a person should know about a feed that was read all the same. The document was not
 * well-formed: `control_characters` (removed), `truncated` (it stopped before its end: the items
 * before the cut were read), `undeclared_prefixes` (read as their usual namespaces). Items were
 * left out: `items_cut` (more than the cap), `empty_items` (no title, description or link).
 */
export type FeedWarning = {
	code: 'control_characters' | 'truncated' | 'undeclared_prefixes' | 'items_cut' | 'empty_items';
	message: string;
	/** The number the sentence names (characters removed, complete items read, items left out), for a screen to say it in the person's language. */
	count?: number;
};

/** A feed as read: its items (with author and last change), and what the reader had to say about it. */
export type FeedRead = Omit<ParsedFeed, 'items'> & { items: FeedEntry[]; warnings: FeedWarning[] };

/** More than any real feed; enough to keep a hostile one from holding the worker. */
export const MAX_FEED_CHARS = 5_000_000;
export const DEFAULT_MAX_ITEMS = 500;

export type ParseFeedOptions = {
	/** Where the feed was fetched from: the base for relative links when the feed gives none. */
	url?: string;
	/** Items kept at most, in the feed's order (default 500); the rest are left out, and a warning says how many. */
	maxItems?: number;
};

// A web page where a feed was expected: an HTML doctype or root, after an optional XML declaration
// and comments. A comment's inside cannot contain "-->", so the match never backtracks across comments.
const HTML_PAGE = /^(?:<\?xml[^>]*>\s*)?(?:<!--(?:[^-]|-(?!->))*-->\s*)*(?:<!doctype\s+html\b|<html[\s>])/i;
// Where the page's doctype or root must be, at the latest.
const HTML_PAGE_PREFIX_CHARS = 4096;
// Characters no XML document may hold (C0 controls but tab, line feed and carriage return; U+FFFE,
// U+FFFF): a stray one from a database or a bad conversion would otherwise refuse the whole feed.
const STRAY_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Reads an RSS 2.0, RSS 1.0/RDF, Atom 1.0 (or 0.3) or JSON Feed (1.0, 1.1) document. Throws
 * FeedError: `too_large` over 5,000,000 characters, `entities` for a DTD, `malformed` for XML or
 * JSON that is not well-formed, `not_a_feed` for anything else (a web page, other XML, other JSON,
 * no text).
 */
export function parseFeed(content: string, options: ParseFeedOptions = {}): FeedRead {
	if (typeof content !== 'string') throw new FeedError('not_a_feed', 'There is no text to read as a feed.');
	if (content.length > MAX_FEED_CHARS) {
		throw new FeedError('too_large', 'This feed is larger than 5,000,000 characters, more than Rumo reads; use a feed with fewer items.');
	}
	const read: ReadOptions = {
		url: resolveHttpUrl(options.url, null),
		maxItems: options.maxItems === undefined ? DEFAULT_MAX_ITEMS : Math.max(0, Math.floor(options.maxItems) || 0)
	};
	const warnings: FeedWarning[] = [];
	const stray = content.match(STRAY_CHARACTERS)?.length ?? 0;
	if (stray > 0) {
		warnings.push({
			code: 'control_characters',
			count: stray,
			message: `This feed holds ${plural(stray, 'control character', 'control characters')} no feed may contain; Rumo removed ${stray === 1 ? 'it' : 'them'} and read the rest.`
		});
	}
	const text = (stray > 0 ? content.replace(STRAY_CHARACTERS, '') : content).replace(/^\uFEFF/, '');
	const start = text.search(/\S/);
	const first = start < 0 ? '' : text[start];
	if (first === '{' || first === '[') return finish(readJsonFeed(text, read), warnings);
	if (first !== '<') {
		throw new FeedError('not_a_feed', 'This address gives neither XML nor JSON, so no feed; check the address of the feed.');
	}
	const body = text.slice(start);
	if (HTML_PAGE.test(body.slice(0, HTML_PAGE_PREFIX_CHARS))) {
		throw new FeedError('not_a_feed', 'This address gives a web page, not a feed; look on the site for its RSS, Atom or JSON Feed link.');
	}
	const { root, truncated, undeclaredPrefixes } = parseXmlTree(body, read.url);
	const draft = isRssRoot(root) ? readRss(root, read) : isAtomRoot(root) ? readAtom(root, read) : null;
	if (!draft) {
		const name = inlineText(root.local, false).slice(0, 40);
		throw new FeedError('not_a_feed', `This XML document is not an RSS, Atom or JSON Feed (its root element is <${name}>); check the address of the feed.`);
	}
	if (undeclaredPrefixes.length) {
		const names = undeclaredPrefixes.slice(0, 5).map((prefix) => `${inlineText(prefix, false).slice(0, 20)}:`);
		const more = undeclaredPrefixes.length > names.length ? ' and more' : '';
		const them = undeclaredPrefixes.length === 1 ? 'it' : 'them';
		warnings.push({
			code: 'undeclared_prefixes',
			message: `This feed uses ${names.join(', ')}${more} without declaring ${them}; Rumo read ${them} as feeds usually mean ${them}.`
		});
	}
	if (truncated) {
		const kept = draft.items.items.length;
		warnings.push({
			code: 'truncated',
			count: kept,
			message: `This feed stops before its end (the download may have been cut short); Rumo read the ${plural(kept, 'complete item', 'complete items')} before the cut.`
		});
	}
	return finish(draft, warnings);
}

/** The reader's draft as the feed, with what was left out said in warnings. */
function finish(draft: FeedDraft, warnings: FeedWarning[]): FeedRead {
	const { items, cut, empty } = draft.items;
	if (empty > 0) {
		warnings.push({
			code: 'empty_items',
			count: empty,
			message: `${plural(empty, 'item of this feed has', 'items of this feed have')} no title, description or link; Rumo left ${empty === 1 ? 'it' : 'them'} out.`
		});
	}
	if (cut > 0) {
		warnings.push({
			code: 'items_cut',
			count: cut,
			message: `This feed lists more than ${plural(items.length, 'item', 'items')}; Rumo keeps the first ${items.length.toLocaleString('en-US')} and left out ${cut.toLocaleString('en-US')}.`
		});
	}
	return { kind: draft.kind, title: draft.title, link: draft.link, items, warnings };
}
