import { attr, childrenOf, elements, isElement, parseHtmlFragment, removeNode, textContent, type Element, type Node } from './tree';

// Elements that never hold the posting: page furniture, widgets, embedded media, forms.
const DROP_TAGS = new Set([
	'script', 'style', 'noscript', 'svg', 'iframe', 'template', 'form', 'button', 'select', 'input', 'textarea', 'nav',
	'aside', 'canvas', 'video', 'audio', 'object', 'embed', 'picture', 'img', 'map', 'link', 'meta', 'head', 'title'
]);
const DROP_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'alert', 'alertdialog']);

// Words of class names and ids of banners and panels that are not the posting.
const DROP_TOKENS = new Set([
	'cookie', 'cookies', 'consent', 'gdpr', 'lgpd', 'onetrust', 'cookiebanner', 'similar', 'related', 'recommended',
	'recommendations', 'share', 'sharing', 'sharebar', 'breadcrumb', 'breadcrumbs', 'newsletter', 'subscribe', 'advert',
	'advertisement', 'ads', 'toolbar', 'skiplink', 'popup', 'toast'
]);

// Headings of panels of other postings: "Similar jobs", "Vagas parecidas", "You may also like".
const OTHER_JOBS =
	/^(?:(?:similar|related|more|other|recommended|latest|recent|featured) (?:jobs|positions|openings|roles|vacancies|opportunities)|jobs you (?:may|might) (?:also )?like|you (?:may|might) also like|people also (?:viewed|applied)|more jobs (?:at|from|like this)|vagas (?:semelhantes|parecidas|relacionadas|similares|recomendadas|em destaque)|outras vagas|mais vagas|veja tamb[eé]m|voc[eê] tamb[eé]m pode gostar|quem viu esta vaga tamb[eé]m viu|share(?: this)?(?: job| posting)?|compartilh(?:e|ar)(?: esta vaga)?)\s*:?$/i;

const BLOCK = new Set([
	'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
	'figure', 'footer', 'form', 'header', 'hgroup', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tr',
	'ul', 'summary', 'caption', 'tbody', 'thead', 'tfoot', 'center'
]);
const HEADING = /^h[1-6]$/;

function tokens(element: Element): string[] {
	return `${attr(element, 'class') ?? ''} ${attr(element, 'id') ?? ''}`
		.toLowerCase()
		.split(/[^a-z0-9]+/)
		.filter(Boolean);
}

function isHidden(element: Element): boolean {
	if (attr(element, 'hidden') !== null || attr(element, 'aria-hidden') === 'true') return true;
	const style = (attr(element, 'style') ?? '').replace(/\s+/g, '').toLowerCase();
	return style.includes('display:none') || style.includes('visibility:hidden') || STUFFED_STYLE.test(style);
}

/**
 * Inline styles that keep words from a reader while a parser still sees them (keyword stuffing):
 * no size, no opacity, pushed far off screen, or a box of no height that clips. (White text is not
 * judged here: its background usually comes from a stylesheet this reader does not apply.)
 */
const STUFFED_STYLE =
	/(?:^|;)(?:font-size:0(?:px|pt|em|rem)?|font-size:[01](?:\.\d+)?px|opacity:0(?:\.0+)?|(?:left|top|text-indent|margin-left):-\d{3,}(?:px|em)|height:0(?:px)?;.*overflow:hidden|overflow:hidden;.*height:0(?:px)?)(?:;|$|!)/;

function hasAncestor(element: Element, test: (element: Element) => boolean): boolean {
	let node = element.parentNode as Node | null;
	while (node && isElement(node)) {
		if (test(node)) return true;
		node = (node as Element).parentNode as Node | null;
	}
	return false;
}

const isArticleLike = (element: Element) =>
	element.tagName === 'article' || element.tagName === 'main' || attr(element, 'role') === 'main';

/** Whether an element is furniture, a banner or a panel of other jobs: dropped with all it holds. */
function isNoise(element: Element): boolean {
	if (DROP_TAGS.has(element.tagName)) return true;
	if (isHidden(element)) return true;
	const role = attr(element, 'role');
	if (role && DROP_ROLES.has(role)) return true;
	// A page's header and footer are furniture; an article's own header holds its title.
	if ((element.tagName === 'header' || element.tagName === 'footer') && !hasAncestor(element, isArticleLike)) return true;
	const words = tokens(element);
	if (words.some((word) => DROP_TOKENS.has(word))) return true;
	if (words.join('-').match(/(?:more|other)-jobs|jobs-you-may/)) return true;
	return false;
}

/**
 * Removes the page's furniture in place: navigation, page header and footer, asides, forms,
 * scripts, hidden and decorative elements, cookie and consent banners, share buttons, and panels
 * of other postings ("Similar jobs", "Vagas parecidas").
 */
export function removeNoise(root: Node): void {
	const doomed: Element[] = [];
	for (const element of elements(root)) if (element !== root && isNoise(element)) doomed.push(element);
	for (const element of doomed) removeNode(element);
	for (const element of [...elements(root)]) {
		if (!HEADING.test(element.tagName) && element.tagName !== 'strong' && element.tagName !== 'b') continue;
		if (!OTHER_JOBS.test(textContent(element, ' ').replace(/\s+/g, ' ').trim())) continue;
		removeOtherJobsPanel(element, root);
	}
}

/** The heading's own box when it holds just that panel, else the heading and what follows it. */
function removeOtherJobsPanel(heading: Element, root: Node): void {
	const parent = heading.parentNode as Node | null;
	if (parent && parent !== root && isElement(parent) && !isArticleLike(parent) && parent.tagName !== 'body') {
		const first = childrenOf(parent).find((child) => isElement(child) || textContent(child).trim());
		if (first === heading) {
			removeNode(parent);
			return;
		}
	}
	if (!parent) return;
	const siblings = childrenOf(parent);
	const at = siblings.indexOf(heading);
	const level = Number(heading.tagName.slice(1)) || 6;
	const doomed: Node[] = [heading];
	for (const sibling of siblings.slice(at + 1)) {
		if (isElement(sibling) && HEADING.test(sibling.tagName) && Number(sibling.tagName.slice(1)) <= level) break;
		doomed.push(sibling);
	}
	for (const node of doomed) removeNode(node);
}

function textLength(node: Node): number {
	return textContent(node, ' ').replace(/\s+/g, ' ').trim().length;
}

/**
 * The element holding the posting: `<main>` or `[role=main]`, an `<article>` inside it that holds
 * most of its text, else the element with the most text — going down from `<body>` while one
 * child holds nearly all of it (and the page's title heading, if any).
 */
export function pickMain(body: Node): Node {
	const all = [...elements(body)];
	const mains = all.filter((element) => element.tagName === 'main' || attr(element, 'role') === 'main');
	let best: Node | null = largest(mains);
	if (!best) best = largest(all.filter((element) => element.tagName === 'article'));
	const start = best ?? body;
	const total = textLength(start);
	if (best) {
		const article = largest([...elements(best)].filter((element) => element !== best && (element.tagName === 'article' || /jobposting/i.test(attr(element, 'itemtype') ?? ''))));
		if (article && textLength(article) >= total * 0.6 && keepsTitle(best, article)) return article;
		return best;
	}
	let node: Node = start;
	for (;;) {
		const nodeLength = textLength(node);
		const child = childrenOf(node).find((candidate) => isElement(candidate) && textLength(candidate) >= nodeLength * 0.85);
		if (!child || !keepsTitle(node, child)) return node;
		node = child;
	}
}

function largest(candidates: Element[]): Element | null {
	let best: Element | null = null;
	let bestLength = 0;
	for (const candidate of candidates) {
		const length = textLength(candidate);
		if (length > bestLength) {
			best = candidate;
			bestLength = length;
		}
	}
	return best;
}

function keepsTitle(outer: Node, inner: Node): boolean {
	const heading = [...elements(outer)].find((element) => element.tagName === 'h1');
	return !heading || [...elements(inner)].includes(heading);
}

/**
 * The visible text of a subtree, one block per line: headings and paragraphs apart by a blank
 * line, list items as "- item", `<br>` as a line break, table cells apart by " | ". Entities are
 * already decoded by the parser; runs of spaces become one.
 */
export function toText(root: Node): string {
	// Pieces and the state of the end of the output, so each step is constant work on any page size.
	const parts: string[] = [];
	let newlines = 0; // line breaks at the end of the output
	let empty = true;
	let spaceAtEnd = false;
	const breakLine = (count: 1 | 2) => {
		if (empty) return;
		if (spaceAtEnd) {
			parts[parts.length - 1] = parts[parts.length - 1].replace(/[ \t]+$/, '');
			spaceAtEnd = false;
		}
		while (newlines < count) {
			parts.push('\n');
			newlines++;
		}
	};
	const write = (raw: string) => {
		let value = raw;
		if (empty || newlines > 0 || spaceAtEnd) value = value.replace(/^ +/, '');
		if (!value) return;
		parts.push(value);
		empty = false;
		newlines = /\n$/.test(value) ? 1 : 0;
		spaceAtEnd = / $/.test(value);
	};
	let lastLabel: 'dt' | 'th' | null = null;
	const visit = (node: Node, pre: boolean) => {
		if (node.nodeName === '#text') {
			const raw = (node as { value: string }).value;
			write(pre ? raw : raw.replace(/\s+/g, ' '));
			return;
		}
		if (!isElement(node)) {
			for (const child of childrenOf(node)) visit(child, pre);
			return;
		}
		const tag = node.tagName;
		if (tag === 'br') {
			breakLine(1);
			return;
		}
		if (tag === 'script' || tag === 'style' || tag === 'template') return;
		const heading = HEADING.test(tag);
		const paragraph = tag === 'p' || tag === 'ul' || tag === 'ol' || tag === 'table' || tag === 'pre' || tag === 'blockquote';
		if (heading || paragraph) breakLine(2);
		else if (BLOCK.has(tag) && tag !== 'dd' && tag !== 'dt') breakLine(1);
		// "<dt>Location</dt><dd>Remote</dd>" and "<th>Salary</th><td>$90k</td>" read as labels: "Location: Remote".
		const labelled = (tag === 'dd' && lastLabel === 'dt') || (tag === 'td' && lastLabel === 'th');
		if (tag === 'dd' && !labelled) breakLine(1);
		if (labelled) write(': ');
		else if ((tag === 'td' || tag === 'th') && newlines === 0 && !empty) write(' | ');
		if (tag === 'li') write('- ');
		if (tag === 'dt' || tag === 'tr') breakLine(1);
		lastLabel = null;
		for (const child of childrenOf(node)) visit(child, pre || tag === 'pre');
		if (heading || paragraph) breakLine(2);
		else if (BLOCK.has(tag) && tag !== 'dt') breakLine(1);
		lastLabel = tag === 'dt' || tag === 'th' ? tag : null;
	};
	visit(root, false);
	return parts
		.join('')
		.split('\n')
		.map((line) => line.replace(/[ \t]+/g, ' ').trim())
		.filter((line, i, all) => line !== '-' && !(line === '' && all[i - 1] === ''))
		.map((line) => line.replace(/^\| /, ''))
		.join('\n')
		.trim();
}

/** HTML inside a JSON string (a JSON-LD description, sometimes escaped twice) as plain text, one block per line. */
export function htmlToText(html: string): string {
	let text = toText(parseHtmlFragment(html));
	if (/<\/?(?:p|li|ul|br|h\d|div|strong)\b/i.test(text)) text = toText(parseHtmlFragment(text));
	return text;
}
