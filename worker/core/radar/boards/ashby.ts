/**
 * Ashby Job Postings API (public, keyless): https://developers.ashbyhq.com/docs/public-job-posting-api
 *
 * Endpoint: `GET https://api.ashbyhq.com/posting-api/job-board/{JOB_BOARD_NAME}?includeCompensation=true`
 * → `{ apiVersion: '1', jobs: [...] }`, every published job in one answer (no pagination).
 * Fields read per job (the documented example):
 * - `id` (in live answers; the example omits it) → guid `ashby:{id}`; `title`
 * - `isListed: false` → skipped (unlisted jobs are reachable by link only, not meant for a list)
 * - `location` (else `address.postalAddress` locality, region, country) → location
 * - `workplaceType` (live answers: `OnSite` | `Remote` | `Hybrid`; not in the example) → workMode,
 *   else `isRemote: true` → remote, else the location line when it says Remote/Hybrid
 * - `jobUrl` (else `applyUrl`) → url
 * - `descriptionPlain` (else `descriptionHtml` made plain) → description, followed by the
 *   compensation summary (`compensation.compensationTierSummary`) when the board publishes one
 * - `publishedAt` → publishedAt
 * The API does not name the organisation: the board name humanized is used.
 * Board names are kept as written (Ashby's own examples mix case, e.g. `Ashby`); letters, digits,
 * `-`, `_` and `.` (Ashby documents no rule; these are what its boards use).
 * Careers page: https://jobs.ashbyhq.com/{JOB_BOARD_NAME}.
 */
import { htmlToPlainText, tidy } from './plain-text';
import { boardPlace } from './place';
import {
	type BoardAdapter, type BoardPage, humanize, httpUrl, idOf, isObject, isoDate, item, MAX_NAME_LENGTH, notAFeed, parseJson,
	pastedUrl, pathSegments, text, workModeInText, workModeOf
} from './shared';

const LABEL = 'Ashby';
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const PAGE_HOST = 'jobs.ashbyhq.com';
const API_HOST = 'api.ashbyhq.com';
/** First path segments of jobs.ashbyhq.com that are the site's own, not a board. */
const RESERVED = new Set(['api', 'static', 'assets']);

function valid(name: string | null | undefined): string | null {
	const board = (name ?? '').trim();
	if (board.length > MAX_NAME_LENGTH || !NAME.test(board) || board.includes('..') || RESERVED.has(board.toLowerCase())) return null;
	return board;
}

export function boardName(input: string): string | null {
	const trimmed = input.trim();
	const url = pastedUrl(trimmed, (host) => host === PAGE_HOST || host === API_HOST);
	if (!url) return /[/:]/.test(trimmed) ? null : valid(trimmed);
	const host = url.hostname.toLowerCase();
	const segments = pathSegments(url);
	if (!segments) return null;
	if (host === PAGE_HOST) return valid(segments[0]);
	if (host === API_HOST && segments[0] === 'posting-api' && segments[1] === 'job-board') return valid(segments[2]);
	return null;
}

export const firstPageUrl = (board: string) =>
	`https://api.ashbyhq.com/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`;
export const careersPageUrl = (board: string) => `https://jobs.ashbyhq.com/${encodeURIComponent(board)}`;

function location(job: Record<string, unknown>): string {
	const named = tidy(text(job.location));
	if (named) return named;
	const address = isObject(job.address) && isObject(job.address.postalAddress) ? job.address.postalAddress : null;
	if (!address) return '';
	return boardPlace([address.addressLocality, address.addressRegion, address.addressCountry].map((part) => tidy(text(part))));
}

function description(job: Record<string, unknown>): string {
	const main = tidy(text(job.descriptionPlain)) || htmlToPlainText(text(job.descriptionHtml));
	const pay = isObject(job.compensation)
		? tidy(text(job.compensation.compensationTierSummary)) || tidy(text(job.compensation.scrapeableCompensationSalarySummary))
		: '';
	return [main, pay ? `Compensation: ${pay}` : ''].filter(Boolean).join('\n\n');
}

export function readPage(board: string, _pageUrl: string, body: string): BoardPage {
	const data = parseJson(body, LABEL);
	if (!isObject(data) || !Array.isArray(data.jobs)) throw notAFeed(LABEL);
	const items = [];
	for (const job of data.jobs) {
		if (!isObject(job) || job.isListed === false) continue;
		const title = tidy(text(job.title));
		if (!title) continue;
		const id = idOf(job.id);
		const where = location(job);
		items.push(
			item({
				guid: id ? `ashby:${id}` : null,
				title,
				company: humanize(board),
				location: where,
				workMode: workModeOf(job.workplaceType) ?? (job.isRemote === true ? 'remote' : null) ?? workModeInText(where),
				url: httpUrl(job.jobUrl) ?? httpUrl(job.applyUrl),
				description: description(job),
				publishedAt: isoDate(job.publishedAt)
			})
		);
	}
	return { items, next: null, company: null };
}

export const ashby: BoardAdapter = { label: LABEL, boardName, firstPageUrl, careersPageUrl, readPage };
