import { serialize } from 'parse5';
import type { Json, JsonObject } from './json-ld';
import { attr, childrenOf, elements, isElement, textContent, type Element, type Node } from './tree';

/*
 * schema.org microdata (`itemscope itemtype="https://schema.org/JobPosting"` with `itemprop`s) read
 * into the shape JSON-LD has, so one reader (json-ld.ts) turns both into hints. Values are written
 * as JSON-LD writes them — entities escaped, HTML fields as HTML — so each is decoded exactly once.
 */

// Fields whose value is prose: kept as HTML so lists and paragraphs stay lines.
const HTML_FIELDS = new Set(['description', 'qualifications', 'responsibilities', 'skills', 'educationRequirements', 'experienceRequirements', 'jobBenefits', 'incentiveCompensation', 'employerOverview']);

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Every microdata JobPosting item of the page that is not a property of another item, in page order. */
export function readMicrodataPostings(document: Node): JsonObject[] {
	const postings: JsonObject[] = [];
	for (const element of elements(document)) {
		if (attr(element, 'itemscope') === null || !isJobPosting(element) || attr(element, 'itemprop') !== null) continue;
		postings.push(itemOf(element));
	}
	return postings;
}

const isJobPosting = (element: Element) => (attr(element, 'itemtype') ?? '').split(/\s+/).some((type) => /(?:^|[/#:])JobPosting$/.test(type));

/** An item's properties: its own `itemprop`s, not those of the items nested in it. */
function itemOf(scope: Element): JsonObject {
	const item: JsonObject = {};
	const type = (attr(scope, 'itemtype') ?? '').split(/\s+/)[0];
	if (type) item['@type'] = type.replace(/^.*[/#]/, '');
	const visit = (node: Node) => {
		for (const child of childrenOf(node)) {
			if (!isElement(child)) continue;
			const names = (attr(child, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
			const nested = attr(child, 'itemscope') !== null;
			for (const name of names) add(item, name, nested ? itemOf(child) : valueOf(child, name));
			if (!nested) visit(child);
		}
	};
	visit(scope);
	return item;
}

function add(item: JsonObject, name: string, value: Json) {
	const before = item[name];
	item[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
}

/** A property's value as the microdata rules read it: an attribute for some elements, else the text. */
function valueOf(element: Element, name: string): Json {
	const tag = element.tagName;
	const attribute = (key: string) => escape(attr(element, key) ?? '');
	if (tag === 'meta') return attribute('content');
	if (['a', 'area', 'link'].includes(tag)) return attribute('href');
	if (['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video'].includes(tag)) return attribute('src');
	if (tag === 'object') return attribute('data');
	if (tag === 'data' || tag === 'meter') return attribute('value');
	if (tag === 'time' && attr(element, 'datetime') !== null) return attribute('datetime');
	if (attr(element, 'content') !== null) return attribute('content');
	if (HTML_FIELDS.has(name)) return serialize(element);
	return escape(textContent(element, ' ').replace(/\s+/g, ' ').trim());
}
