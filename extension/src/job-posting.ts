/**
 * Finds a schema.org JobPosting among a page's JSON-LD blocks (`<script type="application/ld+json">`).
 * Pure: the page script only hands over the blocks' text (read-page.ts); parsing happens here so it
 * can be tested without a browser.
 */

export type JsonObject = Record<string, unknown>;

/** Sites wrap postings in @graph, arrays, WebPage.mainEntity…; deeper than this is not a posting. */
const MAX_DEPTH = 6;

/** A block larger than this is a catalogue, not a posting (and parsing it would stall the worker). */
const MAX_BLOCK_CHARS = 1_000_000;

/** "JobPosting", "schema:JobPosting" or "https://schema.org/JobPosting", alone or in a list. */
function isJobPostingType(type: unknown): boolean {
	const types = Array.isArray(type) ? type : [type];
	return types.some((t) => typeof t === 'string' && /(^|[/:#])JobPosting$/.test(t.trim()));
}

function isObject(value: unknown): value is JsonObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first JobPosting in document order: a node before its children, arrays item by item. */
function findIn(value: unknown, depth: number): JsonObject | undefined {
	if (depth > MAX_DEPTH) return undefined;
	if (Array.isArray(value)) {
		for (const item of value) {
			const found = findIn(item, depth + 1);
			if (found) return found;
		}
		return undefined;
	}
	if (!isObject(value)) return undefined;
	if (isJobPostingType(value['@type'])) return value;
	for (const child of Object.values(value)) {
		if (typeof child !== 'object' || child === null) continue;
		const found = findIn(child, depth + 1);
		if (found) return found;
	}
	return undefined;
}

/**
 * JSON.parse, then once more with raw control characters turned into spaces: many job boards put
 * literal line breaks inside the description string, which strict JSON forbids.
 */
export function parseJsonLd(text: string): unknown {
	const trimmed = text.trim().replace(/^<!\[CDATA\[|\]\]>$/g, '');
	if (!trimmed || trimmed.length > MAX_BLOCK_CHARS) return undefined;
	try {
		return JSON.parse(trimmed);
	} catch {
		try {
			return JSON.parse(trimmed.replace(/[\u0000-\u001f]+/g, ' '));
		} catch {
			return undefined;
		}
	}
}

/**
 * @param blocks the text of each JSON-LD script on the page, in document order
 * @returns the first JobPosting object, as the page wrote it; undefined when there is none or no
 *   block parses
 */
export function findJobPosting(blocks: readonly string[]): JsonObject | undefined {
	for (const block of blocks) {
		const found = findIn(parseJsonLd(block), 0);
		if (found) return found;
	}
	return undefined;
}
