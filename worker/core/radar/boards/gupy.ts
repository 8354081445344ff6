/**
 * Gupy career pages ({board}.gupy.io). NOT A DOCUMENTED API: Gupy's developer documentation
 * (developers.gupy.io) covers only its authenticated company API (api.gupy.io, Bearer token) and
 * partner job-board feeds given by contract. What career pages and Gupy's job portal read is the
 * public, keyless portal listing, used widely and observed (not documented) as:
 *
 *   `GET https://portal.api.gupy.io/api/v1/jobs?careerPageName={name}&limit={M}&offset={N}`
 *   → `{ data: [{ id, companyId, name, description, careerPageId, careerPageName, careerPageUrl,
 *        type, publishedDate, applicationDeadline, isRemoteWork, city, state, country, jobUrl,
 *        workplaceType, ... }], pagination: { offset, limit, total } }`
 *
 * `careerPageName` is a search filter on the company's display name; Rumo sends the career page's
 * subdomain (what a person can paste) and keeps only jobs whose `careerPageUrl` (else `jobUrl`) is
 * on `{board}.gupy.io`, so another company's jobs never show under this one. Whether the filter
 * finds a company whose display name differs from its subdomain is not known: the shape may change
 * without notice, and the radar shows an unreadable answer as this source's error.
 * Fields read: `id` → guid `gupy:{id}`; `name` → title; `careerPageName` → company (else the
 * subdomain humanized); `city`, `state`, `country` → location; `workplaceType` (`remote` |
 * `hybrid` | `on-site`) → workMode, else `isRemoteWork: true` → remote; `jobUrl` → url;
 * `description` (HTML when present) → description; `publishedDate` → publishedAt.
 * Pages: `offset` advances by what a page held while it is below `pagination.total`; without a
 * total, a page shorter than `limit` is the last.
 * Careers page: https://{board}.gupy.io/.
 */
import { boardPlace } from './place';
import { htmlToPlainText, tidy } from './plain-text';
import {
	type BoardAdapter, type BoardPage, humanize, httpUrl, idOf, isObject, isoDate, item, notAFeed, parseJson, pastedUrl, text,
	whole, workModeOf
} from './shared';

const LABEL = 'Gupy';
/** Jobs asked for per page. */
export const GUPY_PAGE_SIZE = 100;
/** A DNS label: what a career page's subdomain can be. */
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Subdomains of gupy.io that are Gupy's own sites, not a company's career page. */
const RESERVED = new Set([
	'www', 'portal', 'api', 'app', 'login', 'auth', 'employability-portal', 'developers', 'help', 'ajuda', 'suporte', 'support', 'blog',
	'status', 'static', 'cdn', 'assets', 'mail', 'email', 'admin', 'private', 'public', 'mcp', 'jobs', 'vagas', 'carreiras', 'careers'
]);

function valid(name: string | null | undefined): string | null {
	const board = (name ?? '').trim().toLowerCase();
	return NAME.test(board) && !RESERVED.has(board) ? board : null;
}

/** The career page's subdomain when `host` is `{subdomain}.gupy.io`. */
function subdomainOf(host: string): string | null {
	const match = /^([^.]+)\.gupy\.io\.?$/.exec(host.toLowerCase());
	return match ? match[1] : null;
}

export function boardName(input: string): string | null {
	const trimmed = input.trim();
	const url = pastedUrl(trimmed, (host) => subdomainOf(host) !== null);
	if (!url) return /[/:.]/.test(trimmed) ? null : valid(trimmed);
	return valid(subdomainOf(url.hostname));
}

const pageUrl = (board: string, offset: number, limit: number) =>
	`https://portal.api.gupy.io/api/v1/jobs?careerPageName=${encodeURIComponent(board)}&limit=${limit}&offset=${offset}`;

export const firstPageUrl = (board: string) => pageUrl(board, 0, GUPY_PAGE_SIZE);
export const careersPageUrl = (board: string) => `https://${board}.gupy.io/`;

/** Whether the job is on this career page: false when a link of it names another subdomain. */
function onBoard(job: Record<string, unknown>, board: string): boolean {
	for (const link of [job.careerPageUrl, job.jobUrl]) {
		const href = httpUrl(link);
		if (!href) continue;
		return subdomainOf(new URL(href).hostname) === board;
	}
	return true;
}

export function readPage(board: string, url: string, body: string): BoardPage {
	const data = parseJson(body, LABEL);
	if (!isObject(data) || !Array.isArray(data.data)) throw notAFeed(LABEL);
	let company: string | null = null;
	const items = [];
	for (const job of data.data) {
		if (!isObject(job) || !onBoard(job, board)) continue;
		const title = tidy(text(job.name));
		if (!title) continue;
		const companyName = tidy(text(job.careerPageName));
		company ??= companyName || null;
		const id = idOf(job.id);
		items.push(
			item({
				guid: id ? `gupy:${id}` : null,
				title,
				company: companyName || humanize(board),
				location: boardPlace([job.city, job.state, job.country].map((part) => tidy(text(part)))),
				workMode: workModeOf(job.workplaceType) ?? (job.isRemoteWork === true ? 'remote' : null),
				url: httpUrl(job.jobUrl),
				description: htmlToPlainText(text(job.description)),
				publishedAt: isoDate(job.publishedDate)
			})
		);
	}

	let next: string | null = null;
	try {
		const current = new URL(url);
		const offset = whole(current, 'offset', 0);
		const limit = whole(current, 'limit', GUPY_PAGE_SIZE);
		const count = data.data.length;
		const total = isObject(data.pagination) && typeof data.pagination.total === 'number' ? data.pagination.total : null;
		const more = total !== null ? count > 0 && count <= limit && offset + count < total : limit > 0 && count === limit;
		if (more) {
			current.searchParams.set('offset', String(offset + count));
			next = current.href;
		}
	} catch {
		next = null;
	}
	return { items, next, company };
}

export const gupy: BoardAdapter = { label: LABEL, boardName, firstPageUrl, careersPageUrl, readPage };
