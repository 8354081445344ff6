/*
 * Atom 1.0, and the older 0.3 (and the drafts before it), which differ in dates and a `mode`
 * attribute. Text constructs are read by their `type`: `text` (the default, also when the attribute
 * is empty) as written, `html` as escaped markup, `xhtml` as the markup of its elements; content
 * that is base64 (0.3's `mode="base64"`, or 1.0's content of a type neither text nor XML) is kept
 * when it decodes to UTF-8 text. Relative links resolve against the `xml:base` in scope, then the
 * feed's own link, then the address the feed was fetched from.
 */
import { htmlToText, inlineText, plainText } from './html-text';
import { firstDate, firstText, ItemList, type FeedDraft, type ItemDraft, type ReadOptions } from './job-fields';
import { resolveHttpUrl } from './links';
import { attributeOf, childOf, childrenOf, hasChildElements, innerMarkup, NS, textOf, type XmlElement } from './xml';

// The drafts that became Atom 0.3 (Necho, Echo, Pie) had their own namespaces; feeds of that time declare them.
const ATOM_DRAFTS = ['http://example.com/newformat#', 'http://example.com/necho', 'http://purl.org/echo/', 'http://purl.org/pie/'];
const ATOM: readonly string[] = [NS.atom, NS.atom03, ...ATOM_DRAFTS];

export function isAtomRoot(root: XmlElement): boolean {
	return root.local === 'feed' && ATOM.includes(root.uri);
}

export function readAtom(root: XmlElement, options: ReadOptions): FeedDraft {
	const ns = [root.uri];
	const link = alternateLink(root, ns, root.base ?? options.url);
	const items = new ItemList(options.maxItems);
	for (const entry of childrenOf(root, ns, 'entry')) {
		// An entry the document ended inside of may lack its end: not read.
		if (!entry.unclosed) items.add(() => readEntry(entry, ns, link, options));
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
	const dateOf = (names: string[]) => firstDate(names.map((name) => textOf(childOf(entry, ns, name))));
	// 0.3 called the dates issued, created and modified. `updated` is the one date 1.0 requires, so it
	// stands for the posting date when there is no other.
	const updatedAt = dateOf(['updated', 'modified']);
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
		publishedAt: dateOf(['published', 'issued', 'created']) ?? updatedAt,
		updatedAt
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
	const type = (attributeOf(element, 'type') ?? '').trim().toLowerCase() || 'text';
	const mode = (attributeOf(element, 'mode') ?? '').trim().toLowerCase();
	const html = type === 'html' || type === 'text/html';
	const xhtml = type === 'xhtml' || type === 'application/xhtml+xml';
	const text = type === 'text' || type.startsWith('text/');
	const xml = xhtml || /[/+]xml$/.test(type);
	let markup: string | null = null;
	if (mode === 'base64' || (!text && !xml && !html)) {
		// Base64 (RFC 4287 §4.1.3.3 for types neither text nor XML): readable only when it is text.
		const decoded = base64Text(textOf(element));
		if (decoded === null) return '';
		if (!html) return inline ? inlineText(decoded, false) : plainText(decoded);
		markup = decoded;
	} else if (xml || hasChildElements(element)) markup = innerMarkup(element);
	else if (html || mode === 'escaped') markup = textOf(element);
	if (markup !== null) return inline ? inlineText(markup, true) : htmlToText(markup);
	const plain = textOf(element);
	return inline ? inlineText(plain, false) : plainText(plain);
}

/** Base64 text decoded as UTF-8; null when it is not base64 or not UTF-8 text. */
function base64Text(value: string): string | null {
	const compact = value.replace(/\s+/g, '');
	if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(compact)) return null;
	try {
		const binary = atob(compact);
		const bytes = new Uint8Array(binary.length);
		for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		return null;
	}
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
