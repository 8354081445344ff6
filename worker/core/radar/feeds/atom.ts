/*
 * Atom 1.0 (and the older 0.3, which differs in dates and a `mode` attribute). Text constructs
 * are read by their `type`: `text` as written, `html` as escaped markup, `xhtml` as the markup of
 * its elements. Relative links resolve against the `xml:base` in scope, then the feed's own link,
 * then the address the feed was fetched from.
 */
import type { FeedItem, ParsedFeed } from '../feed-item';
import { htmlToText, inlineText, plainText } from './html-text';
import { finishItem, firstDate, firstText, type ItemDraft, type ReadOptions } from './job-fields';
import { resolveHttpUrl } from './links';
import { attributeOf, childOf, childrenOf, hasChildElements, innerMarkup, NS, textOf, type XmlElement } from './xml';

const ATOM: readonly string[] = [NS.atom, NS.atom03];

export function isAtomRoot(root: XmlElement): boolean {
	return root.local === 'feed' && ATOM.includes(root.uri);
}

export function readAtom(root: XmlElement, options: ReadOptions): ParsedFeed {
	const ns = [root.uri];
	const link = alternateLink(root, ns, root.base ?? options.url);
	const items: FeedItem[] = [];
	for (const entry of childrenOf(root, ns, 'entry')) {
		if (items.length >= options.maxItems) break;
		const item = finishItem(readEntry(entry, ns, link, options));
		if (item) items.push(item);
	}
	return { kind: 'atom', title: textConstruct(childOf(root, ns, 'title'), true), link, items };
}

function readEntry(entry: XmlElement, ns: readonly string[], feedLink: string | null, options: ReadOptions): ItemDraft {
	const author = childOf(entry, ns, 'author');
	const categories = childrenOf(entry, ns, 'category');
	const content = childOf(entry, ns, 'content');
	// Content given by reference (`src`) is elsewhere: nothing here to read.
	const description = content && attributeOf(content, 'src') === null ? textConstruct(content, false) : '';
	const summary = textConstruct(childOf(entry, ns, 'summary'), false);
	return {
		guid: textOf(childOf(entry, ns, 'id')).trim() || null,
		title: textConstruct(childOf(entry, ns, 'title'), true),
		company: firstText(entry, ['company', 'companyname', 'employer', 'hiringorganization']),
		// Only the entry's own author: the feed's is the board, not the employer.
		author: author ? inlineText(textOf(childOf(author, ns, 'name')), false) : '',
		location: firstText(entry, ['location', 'joblocation']) || locationCategory(categories),
		categories: categories.map((category) => inlineText(attributeOf(category, 'label') || attributeOf(category, 'term') || '', false)),
		url: alternateLink(entry, ns, feedLink ?? options.url),
		description: description.length >= summary.length ? description : summary,
		// `updated` is the one date Atom requires; 0.3 called the dates modified, issued and created.
		publishedAt: firstDate(['updated', 'published', 'modified', 'issued', 'created'].map((name) => textOf(childOf(entry, ns, name))))
	};
}

/**
 * The `rel="alternate"` link (or one without rel), preferring an HTML page, as an absolute
 * http(s) address: against the `xml:base` in scope, else `fallbackBase`. Null when there is none.
 */
function alternateLink(element: XmlElement, ns: readonly string[], fallbackBase: string | null): string | null {
	let best: string | null = null;
	for (const link of childrenOf(element, ns, 'link')) {
		const rel = (attributeOf(link, 'rel') ?? 'alternate').trim().toLowerCase();
		if (rel !== 'alternate' && rel !== 'http://www.iana.org/assignments/relation/alternate') continue;
		const href = resolveHttpUrl(attributeOf(link, 'href'), link.base ?? fallbackBase);
		if (!href) continue;
		const type = (attributeOf(link, 'type') ?? '').trim().toLowerCase();
		if (type === '' || type === 'text/html' || type === 'application/xhtml+xml') return href;
		best ??= href;
	}
	return best;
}

/** A text construct (title, summary, content) as plain text: one line when `inline`. */
function textConstruct(element: XmlElement | null, inline: boolean): string {
	if (!element) return '';
	const type = (attributeOf(element, 'type') ?? 'text').trim().toLowerCase();
	const mode = (attributeOf(element, 'mode') ?? '').trim().toLowerCase();
	if (mode === 'base64') return '';
	let html: string | null = null;
	if (type === 'xhtml' || type === 'application/xhtml+xml' || hasChildElements(element)) html = innerMarkup(element);
	else if (type === 'html' || type === 'text/html' || mode === 'escaped') html = textOf(element);
	else if (type !== 'text' && !type.startsWith('text/')) return '';
	if (html !== null) return inline ? inlineText(html, true) : htmlToText(html);
	const text = textOf(element);
	return inline ? inlineText(text, false) : plainText(text);
}

/** A category whose scheme says it is a place (`scheme="…/location"`). */
function locationCategory(categories: XmlElement[]): string {
	for (const category of categories) {
		if (!/location$/i.test((attributeOf(category, 'scheme') ?? '').trim())) continue;
		const text = inlineText(attributeOf(category, 'label') || attributeOf(category, 'term') || '', false);
		if (text) return text;
	}
	return '';
}
