/*
 * A feed's XML as a small tree, read with saxes (the worker has no DOMParser). A document that is
 * not well-formed gives no tree, with one exception: a document that simply stops (a download cut
 * short, ending in `</rss` or inside an item) gives the tree read so far, its unfinished elements
 * marked `unclosed`, so that the readers keep the items before the cut and drop the one it fell in.
 * Anything wrong before the end (a bare `&`, mismatched tags) still refuses the whole document.
 *
 * Safety: saxes never expands DTD entities nor fetches anything, but a DOCTYPE with an internal
 * subset or an external identifier is refused outright (billion laughs, XXE): such a feed is
 * either an attack or a feed no reader needs a DTD for. Leniency, where real feeds need it:
 * HTML's named entities (`&nbsp;`, `&ccedil;`) in text are read as HTML would; an entity no table
 * knows stays as written; a prefix the document forgot to declare (`media:` without `xmlns:media`)
 * is bound to its usual namespace, or to a private one; an XML declaration after a comment (it
 * only names the charset, which the caller has already applied) is passed over.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { FeedError } from '../feed-item';
import { HTML_ENTITIES } from './html-entities';
import { resolveHttpUrl } from './links';

export const NS = {
	xml: 'http://www.w3.org/XML/1998/namespace',
	rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
	rss1: 'http://purl.org/rss/1.0/',
	rss090: 'http://my.netscape.com/rdf/simple/0.9/',
	atom: 'http://www.w3.org/2005/Atom',
	atom03: 'http://purl.org/atom/ns#',
	dc: 'http://purl.org/dc/elements/1.1/',
	dcterms: 'http://purl.org/dc/terms/',
	content: 'http://purl.org/rss/1.0/modules/content/',
	media: 'http://search.yahoo.com/mrss/',
	xhtml: 'http://www.w3.org/1999/xhtml'
} as const;

// Prefixes feeds use without declaring them.
const USUAL_PREFIXES: Record<string, string> = {
	atom: NS.atom, content: NS.content, dc: NS.dc, media: NS.media, rdf: NS.rdf, xhtml: NS.xhtml,
	itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd', georss: 'http://www.georss.org/georss',
	slash: 'http://purl.org/rss/1.0/modules/slash/', sy: 'http://purl.org/rss/1.0/modules/syndication/',
	wfw: 'http://wellformedweb.org/CommentAPI/'
};

// Deeper than any feed; deep enough to be trouble for the recursive readers below.
const MAX_DEPTH = 500;

export type XmlAttribute = { uri: string; local: string; value: string };

export type XmlElement = {
	uri: string;
	local: string;
	attributes: XmlAttribute[];
	children: XmlNode[];
	/** The `xml:base` in scope, resolved to an absolute http(s) address; null when none applies. */
	base: string | null;
	/** Set when the document ended inside this element: what it holds may be cut short. */
	unclosed?: true;
};

export type XmlDocument = {
	root: XmlElement;
	/** The document stopped before its end; the elements it stopped in are `unclosed`. */
	truncated: boolean;
	/** Prefixes used without a declaration (`itunes`), bound to their usual namespace or a private one. */
	undeclaredPrefixes: string[];
};

export type XmlNode = XmlElement | string;

/** Raised from saxes' handlers to stop at the first real error; caught below. */
class StopParsing extends Error {}

// An XML declaration after comments: saxes refuses it, though it says nothing the decoded text needs.
const LATE_DECLARATION = /^(\s*(?:<!--(?:[^-]|-(?!->))*-->\s*)+)<\?xml\s[^>]*\?>/;
// A character or entity reference, from its `&`.
const REFERENCE = /&(?:#[0-9]{1,10}|#x[0-9a-fA-F]{1,8}|[A-Za-z_:][\w.:-]{0,63});/y;
const CUT_REFERENCE = /^&#?[\w.:-]{0,64}$/;
// Where `&` is text, not markup: nothing to check inside these.
const VERBATIM: ReadonlyArray<readonly [string, string]> = [['<![CDATA[', ']]>'], ['<!--', '-->'], ['<?', '?>']];

/**
 * Where the first `&` that starts no reference is (`AT&T`, `?a=1&b=2`), outside CDATA sections,
 * comments and processing instructions; -1 when there is none. saxes reads such an `&` to the next
 * `;`, so when none follows it swallows the rest of the document, which then looks cut short.
 */
function bareAmpersand(text: string): number {
	let amp = text.indexOf('&');
	let lt = text.indexOf('<');
	while (amp >= 0) {
		if (lt >= 0 && lt < amp) {
			const verbatim = VERBATIM.find(([open]) => text.startsWith(open, lt));
			let from = lt + 1;
			if (verbatim) {
				const end = text.indexOf(verbatim[1], lt + verbatim[0].length);
				if (end < 0) return -1;
				from = end + verbatim[1].length;
			}
			lt = text.indexOf('<', from);
			if (amp < from) amp = text.indexOf('&', from);
			continue;
		}
		REFERENCE.lastIndex = amp;
		// A reference the end of the document cut in half (`&am`) is the cut, not a bare `&`.
		if (!REFERENCE.test(text) && !(text.length - amp <= 66 && CUT_REFERENCE.test(text.slice(amp)))) return amp;
		amp = text.indexOf('&', amp + 1);
	}
	return -1;
}

/** "line 3, column 14" of an offset, as an editor counts them. */
function lineAndColumn(text: string, offset: number): string {
	let line = 1;
	let lineStart = 0;
	for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
		line++;
		lineStart = i + 1;
	}
	return `line ${line}, column ${offset - lineStart + 1}`;
}

/**
 * The document's root element, and whether the document was cut short. `documentUrl` is what a
 * relative `xml:base` resolves against. Throws FeedError: `entities` for a DOCTYPE with
 * declarations or external identifiers, `not_a_feed` for an HTML page, `malformed` for anything
 * that is not well-formed XML but for a missing end.
 */
export function parseXmlTree(content: string, documentUrl: string | null): XmlDocument {
	const undeclared = new Set<string>();
	const parser = new SaxesParser({
		xmlns: true,
		position: true,
		// Asked for the empty prefix too: an unprefixed name outside any default namespace has none.
		resolvePrefix: (prefix: string) => {
			if (prefix === '') return undefined;
			undeclared.add(prefix);
			return USUAL_PREFIXES[prefix] ?? `urn:x-rumo:undeclared:${prefix}`;
		}
	});
	const text = content.replace(LATE_DECLARATION, '$1');
	for (const [name, value] of HTML_ENTITIES) if (!(name in parser.ENTITIES)) parser.ENTITIES[name] = value;

	const stack: XmlElement[] = [];
	let root: XmlElement | null = null;
	let rootName = '';
	let firstError: string | null = null;
	// Errors saxes reports at the end of the input, with elements still open, are the cut itself.
	let atEnd = false;
	let truncated = false;

	parser.on('doctype', (doctype: string) => {
		if (/[[]|<!ENTITY|\bSYSTEM\b|\bPUBLIC\b/i.test(doctype)) {
			throw new FeedError(
				'entities',
				'This feed declares a DTD (entities or external references), which Rumo refuses to read for safety; ask the site for a plain RSS, Atom or JSON Feed.'
			);
		}
	});
	parser.on('error', (error: Error) => {
		// An entity neither XML nor HTML defines (`&foo;`): kept as written rather than losing the feed.
		if (/undefined entity\.$/.test(error.message)) return;
		if (atEnd && stack.length > 0 && firstError === null) {
			truncated = true;
			return;
		}
		firstError = readableError(error.message);
		throw new StopParsing();
	});
	parser.on('opentag', (tag: SaxesTagNS) => {
		const parent = stack[stack.length - 1];
		if (stack.length >= MAX_DEPTH) {
			firstError = `elements nested more than ${MAX_DEPTH} deep`;
			throw new StopParsing();
		}
		const attributes: XmlAttribute[] = [];
		let xmlBase: string | null = null;
		for (const attribute of Object.values(tag.attributes)) {
			attributes.push({ uri: attribute.uri, local: attribute.local, value: attribute.value });
			if (attribute.uri === NS.xml && attribute.local === 'base') xmlBase = attribute.value;
		}
		const inherited = parent ? parent.base : null;
		const base = xmlBase === null ? inherited : (resolveHttpUrl(xmlBase, inherited ?? documentUrl) ?? inherited);
		const element: XmlElement = { uri: tag.uri, local: tag.local, attributes, children: [], base };
		if (parent) parent.children.push(element);
		else {
			root = element;
			rootName = tag.name;
			if (tag.local.toLowerCase() === 'html') throw new StopParsing();
		}
		stack.push(element);
	});
	parser.on('closetag', () => {
		stack.pop();
	});
	const addText = (text: string) => {
		const parent = stack[stack.length - 1];
		if (!parent || text === '') return;
		const last = parent.children.length - 1;
		if (last >= 0 && typeof parent.children[last] === 'string') parent.children[last] += text;
		else parent.children.push(text);
	};
	parser.on('text', addText);
	parser.on('cdata', addText);

	try {
		parser.write(text);
		atEnd = true;
		parser.close();
	} catch (error) {
		if (error instanceof FeedError) throw error;
		if (!(error instanceof StopParsing)) firstError ??= error instanceof Error ? error.message : String(error);
	}
	const found = root as XmlElement | null;
	if (found && found.local.toLowerCase() === 'html') {
		throw new FeedError('not_a_feed', 'This address gives a web page, not a feed; look on the site for its RSS, Atom or JSON Feed link.');
	}
	if (truncated && firstError === null) firstError = notReallyCut(text, rootName);
	if (firstError !== null || !found) {
		throw new FeedError(
			'malformed',
			`This feed is not well-formed XML (${firstError ?? 'no root element'}); the site may be sending a broken feed: try again later, or use another address for it.`
		);
	}
	if (truncated) for (const element of stack) element.unclosed = true;
	return { root: found, truncated, undeclaredPrefixes: [...undeclared] };
}

/**
 * Why a document saxes found open at its end was not cut short but broken (something left open
 * swallowed the rest), or null when it really stops early.
 */
function notReallyCut(text: string, rootName: string): string | null {
	const amp = bareAmpersand(text);
	if (amp >= 0) return `an "&" that starts no character reference, ${lineAndColumn(text, amp)}; write it as &amp;`;
	// The end of the root is there: a comment, a CDATA section or a quote left open ran over it.
	const tail = text.slice(-rootName.length - 200);
	if (new RegExp(`</${rootName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*>\\s*$`).test(tail)) return 'a comment, CDATA section or quoted value is never closed';
	return null;
}

/** saxes' "13:1: unclosed tag: title" as "unclosed tag: title, line 13, column 1", short. */
function readableError(message: string): string {
	const located = /^(\d+):(\d+): ([\s\S]*)$/.exec(message);
	const text = (located ? located[3] : message).replace(/\.$/, '').slice(0, 160);
	return located ? `${text}, line ${located[1]}, column ${Number(located[2]) + 1}` : text;
}

/** An attribute's value, or null. Attributes without a prefix have no namespace (uri ''). */
export function attributeOf(element: XmlElement, local: string, uri = ''): string | null {
	for (const attribute of element.attributes) if (attribute.local === local && attribute.uri === uri) return attribute.value;
	return null;
}

/** The child elements in one of `uris` named `local` (any name when omitted). */
export function childrenOf(element: XmlElement, uris: readonly string[], local?: string): XmlElement[] {
	const found: XmlElement[] = [];
	for (const child of element.children) {
		if (typeof child !== 'string' && uris.includes(child.uri) && (local === undefined || child.local === local)) found.push(child);
	}
	return found;
}

/** The first child element in one of `uris` named `local`, or null. */
export function childOf(element: XmlElement, uris: readonly string[], local: string): XmlElement | null {
	for (const child of element.children) {
		if (typeof child !== 'string' && child.local === local && uris.includes(child.uri)) return child;
	}
	return null;
}

/** Child elements named `local` in any namespace (`<location>`, `<job:location>`). */
export function childrenNamed(element: XmlElement, local: string): XmlElement[] {
	const found: XmlElement[] = [];
	for (const child of element.children) if (typeof child !== 'string' && child.local.toLowerCase() === local) found.push(child);
	return found;
}

/** All the text inside an element, as written (entities already decoded by the XML reader). */
export function textOf(element: XmlElement | null): string {
	if (!element) return '';
	let text = '';
	for (const child of element.children) text += typeof child === 'string' ? child : textOf(child);
	return text;
}

export function hasChildElements(element: XmlElement): boolean {
	return element.children.some((child) => typeof child !== 'string');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The content of an element written back as HTML (tag names only: attributes are never text),
 * for markup a feed put in as elements (Atom `type="xhtml"`, an RSS description without CDATA).
 */
export function innerMarkup(element: XmlElement): string {
	let html = '';
	for (const child of element.children) {
		html += typeof child === 'string' ? escapeText(child) : `<${child.local}>${innerMarkup(child)}</${child.local}>`;
	}
	return html;
}
