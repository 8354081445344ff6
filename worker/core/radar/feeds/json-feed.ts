/*
 * JSON Feed 1.0 and 1.1 (https://jsonfeed.org). The JSON comes from someone else's server, so no
 * field is trusted to have the type the spec gives it: a number where a string belongs is absent.
 */
import { FeedError } from '../feed-item';
import { parseFeedDate } from './dates';
import { htmlToText, inlineText, plainText } from './html-text';
import { ItemList, type FeedDraft, type ItemDraft, type ReadOptions } from './job-fields';
import { resolveHttpUrl } from './links';

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const VERSION = /^https?:\/\/jsonfeed\.org\/version\//i;

export function readJsonFeed(content: string, options: ReadOptions): FeedDraft {
	let document: unknown;
	try {
		document = JSON.parse(content);
	} catch (error) {
		const reason = error instanceof Error ? error.message : 'not JSON';
		throw new FeedError('malformed', `This feed looks like JSON but cannot be read as JSON (${reason}); the site may be sending a broken feed.`);
	}
	// A JSON Feed says so in `version`; one that forgets it but has `items` is read too.
	const declared = isObject(document) && VERSION.test(stringOf(document.version));
	if (!isObject(document) || (!declared && !Array.isArray(document.items))) {
		throw new FeedError('not_a_feed', 'This address gives JSON, but not a JSON Feed (no jsonfeed.org version and no items); look on the site for its feed link.');
	}
	const home = resolveHttpUrl(stringOf(document.home_page_url), options.url);
	const base = home ?? resolveHttpUrl(stringOf(document.feed_url), options.url) ?? options.url;
	const entries = Array.isArray(document.items) ? document.items : [];
	const items = new ItemList(options.maxItems);
	for (const entry of entries) if (isObject(entry)) items.add(() => readEntry(entry, base));
	return { kind: 'json', title: inlineText(stringOf(document.title), false), link: home, items };
}

function readEntry(entry: JsonObject, base: string | null): ItemDraft {
	const id = typeof entry.id === 'number' && Number.isFinite(entry.id) ? String(entry.id) : stringOf(entry.id).trim();
	const html = htmlToText(stringOf(entry.content_html));
	const text = plainText(stringOf(entry.content_text));
	const summary = plainText(stringOf(entry.summary));
	const tags = Array.isArray(entry.tags) ? entry.tags.filter((tag): tag is string => typeof tag === 'string') : [];
	const modified = parseFeedDate(stringOf(entry.date_modified));
	return {
		guid: id || null,
		title: inlineText(stringOf(entry.title), false),
		company: '',
		// Only the item's own authors: the feed's are the board, not the employer.
		author: authorOf(entry.authors ?? entry.author),
		location: '',
		categories: tags.map((tag) => inlineText(tag, false)),
		url: resolveHttpUrl(stringOf(entry.url), base) ?? resolveHttpUrl(stringOf(entry.external_url), base),
		description: html || text || summary,
		publishedAt: parseFeedDate(stringOf(entry.date_published)) ?? modified,
		updatedAt: modified
	};
}

/** The first author's name: 1.1's `authors` array or 1.0's `author` object. */
function authorOf(value: unknown): string {
	const first = Array.isArray(value) ? value[0] : value;
	return isObject(first) ? inlineText(stringOf(first.name), false) : '';
}
