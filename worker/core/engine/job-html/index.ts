import type { JobHints, ListedPosting } from '../job-parse/schema';
import { detectLanguage } from '../job-parse/language';
import { parseJobText } from '../job-parse';
import { cleanTitle } from '../job-parse/title';
import { foldText } from '../text/normalize';
import { blockedReason, pageSignals, type BlockedReason } from './blocked';
import { htmlToText, pickMain, removeNoise, toText } from './content';
import { readJsonLdPostings, text as jsonText, toPostingData, type JobPostingData, type JsonObject } from './json-ld';
import { jobLinks } from './listing';
import { readMicrodataPostings } from './microdata';
import { attr, elements, findFirst, parseDocument, textContent, type Node } from './tree';

export type { BlockedReason };

export interface HtmlJob {
	/** The posting as plain text, one block per line: what the parser reads and the evidence quotes. */
	text: string;
	/** What the page states in structured form (JSON-LD, microdata): wins over what the text says. */
	hints: JobHints;
	/** What the page's metadata suggests (JSON-LD work mode and contract, `<title>`, og:site_name): used only when the text is silent. */
	defaults: JobHints;
	/** A login wall, a captcha or a page without a posting: the user must open it and paste the text. */
	blocked: boolean;
	reason?: BlockedReason;
	/**
	 * The page declares a schema.org JobPosting: it is a posting however little it shows, and the
	 * parser reads a short one with a `low_confidence` warning instead of refusing it.
	 */
	declared?: boolean;
	/** The page lists several postings (several JobPostings, or a careers page of job links): no text to read. */
	listing?: { count: number; postings: ListedPosting[] };
}

/** A listing keeps this many postings to offer; `count` still counts them all. */
export const MAX_LISTED = 100;

const words = (value: string) => value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * Reads a job page's HTML (already fetched; nothing is loaded or run) into plain text and hints:
 * schema.org JobPosting first (JSON-LD, else microdata), then the main content without navigation,
 * banners, forms and panels of other jobs. A page that declares a JobPosting is read however little
 * it shows. A page that lists several postings comes back as a `listing`. A login wall, a captcha
 * or a page with next to no text and no declared posting comes back `blocked`, with at most the
 * title and the company.
 */
export function extractJobFromHtml(html: string, url?: string): HtmlJob {
	const document = parseDocument(html);
	const htmlElement = findFirst(document, (element) => element.tagName === 'html');
	const body = findFirst(document, (element) => element.tagName === 'body') ?? document;
	const declaredLang = htmlElement ? (attr(htmlElement, 'lang') ?? '') : '';
	const bodyText = textContent(body, ' ');
	const structured = [...readJsonLdPostings(document), ...readMicrodataPostings(document)];
	const lang = languageOf(declaredLang, bodyText, structured);

	const meta = readMeta(document, body, lang);
	const postings = distinct(structured.map((posting) => toPostingData(posting, lang, url)).filter((posting) => posting.hints.title));
	const signals = pageSignals(document);

	if (postings.length > 1) {
		// A posting's page may list others beside it in its data: its own address picks it.
		const own = url ? postings.find((posting) => posting.url && sameAddress(posting.url, url)) : undefined;
		if (!own) return listingOf(postings.map((posting) => ({ title: posting.hints.title!, url: posting.url, company: posting.hints.company ?? null, location: posting.hints.location ?? null })));
		postings.splice(0, postings.length, own);
	}
	const posting = postings[0] ?? null;

	removeNoise(body);
	const main = pickMain(body);
	let text = toText(main);

	const description = posting?.description ?? '';
	const title = posting?.hints.title ?? meta.title;
	const company = posting?.hints.company ?? meta.company;
	if (posting && (words(description) > words(text) * 1.25 || words(text) < 20)) {
		// The page shows less than its structured data (a teaser, a script-rendered body).
		text = [title, company, '', description, ...posting.extraText.flatMap((part) => ['', part])].filter((part) => part !== null && part !== undefined).join('\n');
	} else if (title && !text.split('\n').slice(0, 4).some((line) => line.includes(title))) {
		// The title heading sat outside the main content (a page header): the parser reads it first.
		text = `${title}\n${text}`;
	}
	text = text.trim();

	if (posting) {
		const hints: JobHints = { ...posting.hints };
		if (url) hints.url = url;
		const defaults: JobHints = { ...posting.defaults };
		if (meta.title) defaults.title = meta.title;
		if (meta.company) defaults.company = meta.company;
		return { text, hints, defaults, blocked: false, declared: true };
	}

	const found = blockedReason(signals, text);
	if (found !== 'login_wall' && found !== 'captcha') {
		// A careers page or a job board's results: links to postings, and little else.
		const { links, words: linkWords } = jobLinks(main, url);
		if (links.length >= 2 && (found === 'no_content' || linkWords >= words(text) * 0.35)) return listingOf(links.map((link) => ({ ...link, company: null, location: null })));
	}
	// A simple page with a short posting (a title and a few requirements) is no empty page.
	const reason = found === 'no_content' && readsAsPosting(text) ? null : found;
	if (reason) {
		const hints: JobHints = {};
		if (title) hints.title = title;
		if (company) hints.company = company;
		return { text, hints, defaults: {}, blocked: true, reason };
	}

	const hints: JobHints = {};
	if (url) hints.url = url;
	const defaults: JobHints = {};
	if (meta.title) defaults.title = meta.title;
	if (meta.company) defaults.company = meta.company;
	return { text, hints, defaults, blocked: false };
}

function listingOf(postings: ListedPosting[]): HtmlJob {
	return { text: '', hints: {}, defaults: {}, blocked: false, listing: { count: postings.length, postings: postings.slice(0, MAX_LISTED) } };
}

/**
 * The page's language: its `lang`, else the posting's `inLanguage`, else its words — the posting's
 * own when the page shows next to nothing (a page rendered by script).
 */
function languageOf(declared: string, bodyText: string, postings: JsonObject[]): 'en' | 'pt' {
	const named = declared || jsonText(postings[0]?.inLanguage) || '';
	if (/^pt/i.test(named)) return 'pt';
	if (/^en/i.test(named)) return 'en';
	if (words(bodyText) >= 20 || !postings.length) return detectLanguage(bodyText);
	const first = postings[0];
	const written = [first.title, first.name, first.description].map((value) => (typeof value === 'string' ? htmlToText(value) : '')).join('\n');
	return detectLanguage(`${bodyText}\n${written}`);
}

/**
 * Each posting once: the same one may be both JSON-LD and microdata, or written in two blocks.
 * Two are the same when their titles agree and neither their companies, places nor addresses differ.
 */
function distinct(postings: JobPostingData[]): JobPostingData[] {
	const kept: JobPostingData[] = [];
	const same = (a: string | null | undefined, b: string | null | undefined) => !a || !b || foldText(a) === foldText(b);
	for (const posting of postings) {
		const twin = kept.find(
			(other) =>
				foldText(other.hints.title ?? '') === foldText(posting.hints.title ?? '') &&
				same(other.hints.company, posting.hints.company) &&
				same(other.hints.location, posting.hints.location) &&
				(!other.url || !posting.url || sameAddress(other.url, posting.url))
		);
		if (!twin) kept.push(posting);
	}
	return kept;
}

/** The same page, whatever its fragment, trailing slash or `www.`. */
function sameAddress(a: string, b: string): boolean {
	const key = (value: string) => {
		try {
			const address = new URL(value);
			return `${address.hostname.replace(/^www\./, '')}${address.pathname.replace(/\/+$/, '')}${address.search}`.toLowerCase();
		} catch {
			return value;
		}
	};
	return key(a) === key(b);
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
