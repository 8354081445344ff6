/*
 * RSS 2.0 (and 0.9x), where items sit inside <channel>, and RSS 1.0 (RDF), where items are siblings
 * of the channel in the RSS 1.0 namespace. RSS 2.0 has no namespace, but UserLand's drafts gave it
 * one (`xmlns="http://backend.userland.com/rss2"`) and feeds still declare it or another: an
 * `<rss>` root is read in whatever namespace it is in, its elements in that same one. Namespaces
 * are compared by URI, never by prefix. Extensions read: Dublin Core (`dc:date`, `dc:creator`,
 * `dc:title`, `dc:description`, `dcterms:issued`, `dcterms:modified`), `content:encoded` and the
 * older full-content elements (`xhtml:body`, `<body>`, `<fullitem>`), Media RSS descriptions, Atom
 * dates and links that .NET and WordPress feeds put in RSS, and the job fields some boards add
 * (`<company>`, `<job:location>`, `<category domain="location">`).
 */
import { htmlToText, inlineText, plainText } from './html-text';
import { authorName, firstDate, firstText, ItemList, type FeedDraft, type ItemDraft, type ReadOptions } from './job-fields';
import { isAbsoluteHttpUrl, resolveHttpUrl } from './links';
import { attributeOf, childOf, childrenOf, hasChildElements, innerMarkup, NS, textOf, type XmlElement } from './xml';

// Tags of HTML's inline and block elements that show a title was written as HTML ("<b>Urgente</b> Analista").
const HTML_IN_TITLE = /<\/?(?:a|b|i|u|s|em|strong|span|font|small|big|sup|sub|br|p|div|code|mark|abbr|img)\b[^<>]*>/i;

/** Whether an RSS root (`<rss>` in any namespace, or RSS 1.0's `<rdf:RDF>`) is what this reader reads. */
export function isRssRoot(root: XmlElement): boolean {
	return root.local === 'rss' || (root.local === 'RDF' && root.uri === NS.rdf);
}

export function readRss(root: XmlElement, options: ReadOptions): FeedDraft {
	const rdf = root.local === 'RDF' && root.uri === NS.rdf;
	const channel = rdf ? childOf(root, [NS.rss1, NS.rss090], 'channel') : childOf(root, [root.uri], 'channel');
	// RSS 2.0's elements are in the root's namespace; RSS 1.0's (or 0.90's) in the channel's own.
	const ns: readonly string[] = channel ? [channel.uri] : rdf ? [NS.rss1, NS.rss090] : [root.uri];
	const link = channel ? resolveHttpUrl(textOf(childOf(channel, ns, 'link')), channel.base ?? options.url) : null;
	const title = channel ? inlineText(textOf(childOf(channel, ns, 'title') ?? childOf(channel, [NS.dc], 'title')), false) : '';
	// RSS 1.0 items are children of the root; some RSS 2.0 feeds put them there too.
	const holders = channel ? [channel, root] : [root];
	const items = new ItemList(options.maxItems);
	for (const holder of holders) {
		for (const element of childrenOf(holder, ns, 'item')) {
			// An item the document ended inside of may lack its end: not read.
			if (!element.unclosed) items.add(() => readItem(element, ns, link, options));
		}
	}
	return { kind: 'rss', title, link, items };
}

function readItem(item: XmlElement, ns: readonly string[], channelLink: string | null, options: ReadOptions): ItemDraft {
	const base = item.base ?? channelLink ?? options.url;
	const guidElement = childOf(item, ns, 'guid');
	const guid = textOf(guidElement).trim() || attributeOf(item, 'about', NS.rdf)?.trim() || textOf(childOf(item, [NS.dc], 'identifier')).trim();
	const dateOf = (uris: readonly string[], local: string) => textOf(childOf(item, uris, local));
	const updatedAt = firstDate([dateOf([NS.dcterms], 'modified'), dateOf([NS.atom], 'updated')]);
	return {
		guid: guid || null,
		title: readTitle(item, ns),
		company: firstText(item, ['company', 'companyname', 'employer', 'hiringorganization']),
		author: authorName(textOf(childOf(item, [NS.dc], 'creator')) || textOf(childOf(item, ns, 'author')) || atomAuthorName(item)),
		location: readLocation(item, ns),
		categories: childrenOf(item, ns, 'category').map((category) => inlineText(textOf(category), false)),
		url: readLink(item, ns, guidElement, base),
		description: readDescription(item, ns),
		// When it was posted; an item that only says when it changed was posted then at the latest.
		publishedAt:
			firstDate([
				dateOf(ns, 'pubDate'),
				dateOf([NS.dc], 'date'),
				dateOf([NS.dcterms], 'issued'),
				dateOf([NS.dcterms], 'created'),
				dateOf([NS.atom], 'published')
			]) ?? updatedAt,
		updatedAt
	};
}

function atomAuthorName(item: XmlElement): string {
	const author = childOf(item, [NS.atom], 'author');
	return author ? textOf(childOf(author, [NS.atom], 'name')) : '';
}

function readTitle(item: XmlElement, ns: readonly string[]): string {
	const element = childOf(item, ns, 'title') ?? childOf(item, [NS.media], 'title') ?? childOf(item, [NS.dc], 'title');
	if (!element) return '';
	if (hasChildElements(element)) return inlineText(innerMarkup(element), true);
	const raw = textOf(element);
	return inlineText(raw, HTML_IN_TITLE.test(raw));
}

/**
 * The item's `<link>`; else its guid when that is a permalink (RSS says guids are, unless
 * `isPermaLink="false"`; only one written as an absolute address is taken for one); else an
 * Atom alternate link. Relative links resolve against `base`.
 */
function readLink(item: XmlElement, ns: readonly string[], guid: XmlElement | null, base: string | null): string | null {
	const link = resolveHttpUrl(textOf(childOf(item, ns, 'link')), base);
	if (link) return link;
	if (guid) {
		const value = textOf(guid).trim();
		const permaLink = (attributeOf(guid, 'isPermaLink') ?? '').trim().toLowerCase();
		if (permaLink === 'true' || (permaLink !== 'false' && isAbsoluteHttpUrl(value))) {
			const resolved = resolveHttpUrl(value, base);
			if (resolved) return resolved;
		}
	}
	for (const atomLink of childrenOf(item, [NS.atom], 'link')) {
		const rel = (attributeOf(atomLink, 'rel') ?? 'alternate').trim().toLowerCase();
		if (rel !== 'alternate') continue;
		const resolved = resolveHttpUrl(attributeOf(atomLink, 'href'), atomLink.base ?? base);
		if (resolved) return resolved;
	}
	return null;
}

/** Text of HTML given as escaped text, as CDATA, or (against the spec, but seen) as elements. */
function htmlElementText(element: XmlElement | null): string {
	if (!element) return '';
	return htmlToText(hasChildElements(element) ? innerMarkup(element) : textOf(element));
}

/**
 * The full content (`content:encoded`, or the older `xhtml:body`, `<body>`, `<fullitem>`) when it
 * says more than the description (it is usually the whole posting); Media RSS's as a last resort.
 */
function readDescription(item: XmlElement, ns: readonly string[]): string {
	const description = htmlElementText(childOf(item, ns, 'description') ?? childOf(item, [NS.dc], 'description'));
	const full =
		childOf(item, [NS.content], 'encoded') ?? childOf(item, [NS.xhtml], 'body') ?? childOf(item, ns, 'body') ?? childOf(item, ns, 'fullitem');
	const encoded = htmlElementText(full);
	const best = encoded.length > description.length ? encoded : description;
	if (best) return best;
	const media =
		childOf(item, [NS.media], 'description') ??
		childOf(childOf(item, [NS.media], 'group') ?? item, [NS.media], 'description') ??
		childOf(childOf(item, [NS.media], 'content') ?? item, [NS.media], 'description');
	if (!media) return '';
	return attributeOf(media, 'type') === 'html' ? htmlElementText(media) : plainText(textOf(media));
}

function readLocation(item: XmlElement, ns: readonly string[]): string {
	const element = firstText(item, ['location', 'joblocation']);
	if (element) return element;
	for (const category of childrenOf(item, ns, 'category')) {
		if ((attributeOf(category, 'domain') ?? '').trim().toLowerCase() === 'location') {
			const text = inlineText(textOf(category), false);
			if (text) return text;
		}
	}
	return '';
}
