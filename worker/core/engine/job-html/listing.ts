import { foldText } from '../text/normalize';
import { toText } from './content';
import { attr, elements, isElement, textContent, type Element, type Node } from './tree';

/** A posting a listing page links to: its title as the page shows it, and its address. */
export interface ListedLink {
	title: string;
	/** Absolute; null when the page gave a relative link and its own address is unknown. */
	url: string | null;
}

// A path segment that announces a job below it: /jobs/123, /vagas/analista-de-dados, /careers/…,
// Workable's /j/ABC123.
const JOB_SEGMENT = /^(?:jobs?|vagas?|careers?|carreiras?|positions?|openings?|opportunit(?:y|ies)|oportunidades?|empregos?|vacanc(?:y|ies)|job-?openings?|postings?|requisitions?|j)$/;
// What follows such a segment on pages that are not a posting: a search, a page of results, a filter.
const NOT_A_JOB = /^(?:search|busca|page|pagina|category|categories|categoria|department|departments|departamento|location|locations|team|teams|times|alerts?|login|signin|sign-in|about|sobre|all|todas|todos|index|feed|rss|apply|faq|benefits|beneficios|culture|cultura)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Link texts that name no posting: the title is then the card's heading.
const GENERIC =
	/^(?:apply(?: now| here)?|see (?:the )?(?:job|details|more|opening|position)|view(?: (?:the )?(?:job|details|opening|position))?|read more|learn more|more|details|open|candidat(?:ar|e)(?:-se)?|candidate-se|inscreva-se|ver(?: a)? (?:vaga|mais|detalhes)|saiba mais|detalhes|[→›»>]+)$/;

/** Whether an address is a single posting's page on a careers site or a job board. */
function isJobAddress(address: URL): boolean {
	const segments = address.pathname
		.split('/')
		.filter(Boolean)
		.map((segment) => {
			try {
				return decodeURIComponent(segment).toLowerCase();
			} catch {
				return segment.toLowerCase();
			}
		});
	// Lever: jobs.lever.co/<company>/<uuid>.
	if (/(?:^|\.)lever\.co$/i.test(address.hostname) && segments.length >= 2 && UUID.test(segments[1])) return true;
	if (['gh_jid', 'jobid', 'job_id', 'jid', 'vaga_id', 'vagaid'].some((key) => [...address.searchParams.keys()].some((name) => name.toLowerCase() === key))) return true;
	const at = segments.findIndex((segment) => JOB_SEGMENT.test(segment));
	if (at < 0 || at === segments.length - 1) return false;
	return !NOT_A_JOB.test(segments[at + 1]);
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The posting's name a link shows: a heading inside it, its first line, else the heading of the card it sits in. */
function titleOf(anchor: Element): string | null {
	const heading = [...elements(anchor)].find((element) => /^h[1-6]$/.test(element.tagName));
	if (heading) return collapse(textContent(heading, ' ')) || null;
	const first = toText(anchor)
		.split('\n')
		.map((line) => line.replace(/^- /, '').trim())
		.find(Boolean);
	if (first && !GENERIC.test(foldText(first))) return first.slice(0, 200);
	let node = anchor.parentNode as Node | null;
	for (let level = 0; level < 3 && node && isElement(node); level++, node = (node as Element).parentNode as Node | null) {
		const card = [...elements(node)].find((element) => /^h[1-6]$/.test(element.tagName));
		if (card) return collapse(textContent(card, ' ')) || null;
	}
	return null;
}

/** Where a link on the page leads, made absolute against the page's address; a stand-in base when it is unknown. */
function addressOf(href: string, pageUrl?: string): { address: URL; absolute: boolean } | null {
	try {
		if (pageUrl) return { address: new URL(href, pageUrl), absolute: true };
		return /^https?:\/\//i.test(href) ? { address: new URL(href), absolute: true } : { address: new URL(href, 'https://page.invalid/'), absolute: false };
	} catch {
		return null;
	}
}

/**
 * The links to single postings in a page's main content, each once, in page order: what a
 * careers page or a job board lists. `words` counts the words inside those links.
 */
export function jobLinks(root: Node, pageUrl?: string): { links: ListedLink[]; words: number } {
	const links: ListedLink[] = [];
	const seen = new Set<string>();
	let words = 0;
	const own = pageUrl ? pageUrl.replace(/#.*$/, '') : null;
	for (const element of elements(root)) {
		if (element.tagName !== 'a') continue;
		const href = (attr(element, 'href') ?? '').trim();
		if (!href || /^(?:#|mailto:|tel:|javascript:)/i.test(href)) continue;
		const found = addressOf(href, pageUrl);
		if (!found || !/^https?:$/.test(found.address.protocol) || !isJobAddress(found.address)) continue;
		found.address.hash = '';
		// "/jobs/123" and "/jobs/123/apply" are the same posting.
		found.address.pathname = found.address.pathname.replace(/\/(?:apply|application|candidatar|candidatura)\/?$/i, '');
		const key = found.absolute ? found.address.href : `${found.address.pathname}${found.address.search}`;
		if (key === own) continue;
		const title = titleOf(element);
		words += collapse(textContent(element, ' ')).split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
		if (!title || seen.has(key)) continue;
		seen.add(key);
		links.push({ title, url: found.absolute ? found.address.href : null });
	}
	return { links, words };
}
