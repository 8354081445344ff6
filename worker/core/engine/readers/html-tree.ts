/**
 * A small parser for the well-formed HTML mammoth writes (escaped text, closed tags, no
 * scripts). Web Workers have no DOMParser, and this markup needs none.
 */

export type HtmlElement = { tag: string; attributes: Record<string, string>; children: HtmlNode[] };
export type HtmlNode = HtmlElement | string;

const VOID_TAGS = new Set(['br', 'img', 'hr', 'col', 'wbr']);
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

export function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
		if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
		const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
		return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
	});
}

function parseAttributes(source: string): Record<string, string> {
	const attributes: Record<string, string> = {};
	for (const match of source.matchAll(/([a-z_:][\w:.-]*)\s*=\s*"([^"]*)"/gi)) attributes[match[1].toLowerCase()] = decodeEntities(match[2]);
	return attributes;
}

export function parseHtml(html: string): HtmlElement {
	const root: HtmlElement = { tag: '#root', attributes: {}, children: [] };
	const stack: HtmlElement[] = [root];
	for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)([^>]*?)(\/?)>|([^<]+)/gi)) {
		const parent = stack[stack.length - 1];
		if (match[5] !== undefined) {
			parent.children.push(decodeEntities(match[5]));
			continue;
		}
		const tag = match[2].toLowerCase();
		if (match[1]) {
			// Close the nearest open element of this name; a stray closing tag is ignored.
			const at = stack.map((element) => element.tag).lastIndexOf(tag);
			if (at > 0) stack.length = at;
			continue;
		}
		const element: HtmlElement = { tag, attributes: parseAttributes(match[3]), children: [] };
		parent.children.push(element);
		if (!match[4] && !VOID_TAGS.has(tag)) stack.push(element);
	}
	return root;
}
