import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

/*
 * Small helpers over parse5's tree. parse5 is a spec-compliant HTML parser in plain JavaScript:
 * it builds a tree without a DOM (Web Workers have no DOMParser) and never runs scripts or loads
 * anything — the page stays data.
 */

export type Node = DefaultTreeAdapterTypes.Node;
export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export function parseDocument(html: string): DefaultTreeAdapterTypes.Document {
	return parse(html);
}

export function parseHtmlFragment(html: string): DefaultTreeAdapterTypes.DocumentFragment {
	return parseFragment(html);
}

export function isElement(node: Node): node is Element {
	return 'tagName' in node;
}

export function childrenOf(node: Node): Node[] {
	if ('content' in node && node.nodeName === 'template') return [];
	return 'childNodes' in node ? (node.childNodes as Node[]) : [];
}

export function attr(element: Element, name: string): string | null {
	return element.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/** Every element under `root` in document order, `root` included when it is one. */
export function* elements(root: Node): Generator<Element> {
	const stack: Node[] = [root];
	while (stack.length) {
		const node = stack.pop()!;
		if (isElement(node)) yield node;
		const children = childrenOf(node);
		for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
	}
}

export function findFirst(root: Node, test: (element: Element) => boolean): Element | null {
	for (const element of elements(root)) if (test(element)) return element;
	return null;
}

// Elements that flow within a line of text; every other element stands apart from its neighbours.
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'font', 'label']);

/** The text of a node (scripts and styles aside); `separator` goes between elements ("Fiscal" + "Faça" apart). */
export function textContent(node: Node, separator = ''): string {
	if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
	let out = '';
	for (const child of childrenOf(node)) {
		if (isElement(child) && (child.tagName === 'script' || child.tagName === 'style')) continue;
		const apart = separator && isElement(child) && !INLINE.has(child.tagName);
		out += apart ? separator + textContent(child, separator) + separator : textContent(child, separator);
	}
	return out;
}

/** The raw text of a `<script>` (its only child is text). */
export function scriptText(element: Element): string {
	return childrenOf(element)
		.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : ''))
		.join('');
}

export function removeNode(node: Node): void {
	const parent = (node as DefaultTreeAdapterTypes.ChildNode).parentNode;
	if (!parent) return;
	const siblings = parent.childNodes as Node[];
	const at = siblings.indexOf(node);
	if (at >= 0) siblings.splice(at, 1);
}

/**
 * Character references decoded once, as a browser does in text ("R&amp;D &#8211; QA" → "R&D – QA";
 * "&amp;amp;" → "&amp;"), and nothing else: the value is read as a `<textarea>`'s text, where tags
 * stay the characters they are. JSON-LD strings arrive with their entities still written out.
 */
export function decodeEntities(value: string): string {
	if (!value.includes('&')) return value;
	// The line break after <textarea> is dropped by the parser, so a value's own first one stays.
	const fragment = parseFragment(`<textarea>\n${value.replace(/<\/textarea/gi, '&lt;/textarea')}</textarea>`);
	const area = fragment.childNodes[0];
	return area && 'childNodes' in area ? area.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : '')).join('') : value;
}
