/*
 * A feed's XML as a small tree, read with saxes (the worker has no DOMParser). The whole document
 * is read before any item is: a document that is not well-formed gives no tree and so no half of
 * its items.
 *
 * Safety: saxes never expands DTD entities nor fetches anything, but a DOCTYPE with an internal
 * subset or an external identifier is refused outright (billion laughs, XXE): such a feed is
 * either an attack or a feed no reader needs a DTD for. Leniency, where real feeds need it:
 * HTML's named entities (`&nbsp;`, `&ccedil;`) in text are read as HTML would; an entity no table
 * knows stays as written; a prefix the document forgot to declare (`media:` without `xmlns:media`)
 * is bound to its usual namespace, or to a private one.
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
};

export type XmlNode = XmlElement | string;

/** Raised from saxes' handlers to stop at the first real error; caught below. */
class StopParsing extends Error {}

/**
 * The document's root element. `documentUrl` is what a relative `xml:base` resolves against.
 * Throws FeedError: `entities` for a DOCTYPE with declarations or external identifiers,
 * `not_a_feed` for an HTML page, `malformed` for anything that is not well-formed XML.
 */
export function parseXmlTree(content: string, documentUrl: string | null): XmlElement {
	const parser = new SaxesParser({
		xmlns: true,
		position: true,
		// Asked for the empty prefix too: an unprefixed name outside any default namespace has none.
		resolvePrefix: (prefix: string) => (prefix === '' ? undefined : (USUAL_PREFIXES[prefix] ?? `urn:x-rumo:undeclared:${prefix}`))
	});
	for (const [name, value] of HTML_ENTITIES) if (!(name in parser.ENTITIES)) parser.ENTITIES[name] = value;

	const stack: XmlElement[] = [];
	let root: XmlElement | null = null;
	let firstError: string | null = null;

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
		parser.write(content).close();
	} catch (error) {
		if (error instanceof FeedError) throw error;
		if (!(error instanceof StopParsing)) firstError ??= error instanceof Error ? error.message : String(error);
	}
	const found = root as XmlElement | null;
	if (found && found.local.toLowerCase() === 'html') {
		throw new FeedError('not_a_feed', 'This address gives a web page, not a feed; look on the site for its RSS, Atom or JSON Feed link.');
	}
	if (firstError !== null || !found) {
		throw new FeedError(
			'malformed',
			`This feed is not well-formed XML (${firstError ?? 'no root element'}); the site may be sending a broken feed: try again later, or use another address for it.`
		);
	}
	return found;
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
