import type { JobHints } from '../schema';
import { detectLanguage } from '../parse/language';
import { parseJobText } from '../parse';
import { cleanTitle } from '../parse/title';
import { blockedReason, pageSignals, type BlockedReason } from './blocked';
import { pickMain, removeNoise, toText } from './content';
import { readJobPosting } from './json-ld';
import { attr, elements, findFirst, parseDocument, parseHtmlFragment, textContent, type Node } from './tree';

export type { BlockedReason };

export interface HtmlJob {
	/** The posting as plain text, one block per line: what the parser reads and the evidence quotes. */
	text: string;
	/** What the page states in structured form (JSON-LD): wins over what the text says. */
	hints: JobHints;
	/** What the page's metadata suggests (JSON-LD work mode and contract, `<title>`, og:site_name): used only when the text is silent. */
	defaults: JobHints;
	/** A login wall, a captcha or a page without a posting: the user must open it and paste the text. */
	blocked: boolean;
	reason?: BlockedReason;
}

const words = (value: string) => value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * Reads a job page's HTML (already fetched; nothing is loaded or run) into plain text and hints:
 * schema.org JobPosting first, then the main content without navigation, banners, forms and panels
 * of other jobs. A login wall, a captcha or a page with next to no text comes back `blocked`,
 * with at most the title and the company.
 */
export function extractJobFromHtml(html: string, url?: string): HtmlJob {
	const document = parseDocument(html);
	const htmlElement = findFirst(document, (element) => element.tagName === 'html');
	const body = findFirst(document, (element) => element.tagName === 'body') ?? document;
	const declared = htmlElement ? (attr(htmlElement, 'lang') ?? '') : '';
	const lang: 'en' | 'pt' = /^pt/i.test(declared) ? 'pt' : /^en/i.test(declared) ? 'en' : detectLanguage(textContent(body));

	const meta = readMeta(document, body, lang);
	const posting = readJobPosting(document, lang);
	const signals = pageSignals(document);

	removeNoise(body);
	const main = pickMain(body);
	let text = toText(main);

	const description = posting?.descriptionHtml ? htmlToText(posting.descriptionHtml) : '';
	const title = posting?.hints.title ?? meta.title;
	const company = posting?.hints.company ?? meta.company;
	if (description && words(description) > words(text) * 1.25) {
		// The page shows less than its structured description (a teaser, a script-rendered body).
		const extra = (posting?.extraText ?? []).filter((part) => !description.includes(part));
		text = [title, company, '', description, ...extra].filter((part) => part !== null && part !== undefined).join('\n');
	} else if (title && !text.split('\n').slice(0, 4).some((line) => line.includes(title))) {
		// The title heading sat outside the main content (a page header): the parser reads it first.
		text = `${title}\n${text}`;
	}
	text = text.trim();

	const found = blockedReason(signals, text);
	// A simple page with a short posting (a title and a few requirements) is no empty page.
	const reason = found === 'no_content' && readsAsPosting(text) ? null : found;
	if (reason) {
		const hints: JobHints = {};
		if (title) hints.title = title;
		if (company) hints.company = company;
		return { text, hints, defaults: {}, blocked: true, reason };
	}

	const hints: JobHints = { ...(posting?.hints ?? {}) };
	if (url) hints.url = url;
	const defaults: JobHints = { ...(posting?.defaults ?? {}) };
	if (meta.title) defaults.title = meta.title;
	if (meta.company) defaults.company = meta.company;
	return { text, hints, defaults, blocked: false };
}

/** Whether the parser finds a job's name and something it asks for in the text. */
function readsAsPosting(text: string): boolean {
	try {
		parseJobText(text);
		return true;
	} catch {
		return false;
	}
}

/** A JSON-LD description (HTML inside JSON, sometimes escaped twice) as plain text. */
function htmlToText(html: string): string {
	let fragment = parseHtmlFragment(html);
	let text = toText(fragment);
	if (/<\/?(?:p|li|ul|br|h\d|div|strong)\b/i.test(text)) {
		fragment = parseHtmlFragment(text);
		text = toText(fragment);
	}
	return text;
}

interface Meta {
	title: string | null;
	company: string | null;
}

// "Acme Careers", "Carreiras Acme", "Jobs at Acme", "Vagas na Acme", "Trabalhe conosco — Acme".
const SITE_WORDS = /^(?:careers?|jobs?|vagas?|carreiras?|job board|trabalhe conosco|hiring|empregos?)(?:\s+(?:at|na|no|da|do|em|@))?\s+|\s+(?:careers?|jobs?|vagas?|carreiras?|job board|trabalhe conosco|hiring|empregos?)$/gi;

/** Title and company from the page's own words: the first `<h1>`, og:title, og:site_name, `<title>`. */
function readMeta(document: Node, body: Node, lang: 'en' | 'pt'): Meta {
	const metaContent = (key: string) => {
		const element = findFirst(document, (el) => el.tagName === 'meta' && (attr(el, 'property') === key || attr(el, 'name') === key));
		return element ? (attr(element, 'content') ?? '').trim() || null : null;
	};
	const h1 = [...elements(body)].find((element) => element.tagName === 'h1');
	const headingText = h1 ? textContent(h1, ' ').replace(/\s+/g, ' ').trim() : '';
	const ogTitle = metaContent('og:title');
	const titleElement = findFirst(document, (element) => element.tagName === 'title');
	const pageTitle = titleElement ? textContent(titleElement, ' ').replace(/\s+/g, ' ').trim() : '';
	const parts = pageTitle.split(/\s+[|–—-]\s+|\s*\|\s*/).map((part) => part.trim()).filter(Boolean);

	const rawTitle = headingText || ogTitle || parts[0] || '';
	const title = rawTitle ? cleanTitle(rawTitle, lang).title || null : null;

	let company = metaContent('og:site_name');
	if (!company) {
		const other = parts.find((part, i) => i > 0 && (!title || !part.includes(title)));
		company = other ? other.replace(SITE_WORDS, '').trim() || null : null;
	}
	if (company) company = company.replace(SITE_WORDS, '').trim() || null;
	return { title, company };
}
