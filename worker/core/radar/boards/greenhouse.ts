/**
 * Greenhouse Job Board API (public, keyless): https://developers.greenhouse.io/job-board.html
 * (source: github.com/grnhse/greenhouse-api-docs, source/includes/job-board/_jobs.md, "List jobs").
 *
 * Endpoint: `GET https://boards-api.greenhouse.io/v1/boards/{board_token}/jobs?content=true`, one
 * answer with every published post (no pagination): `{ jobs: [...], meta: { total } }`.
 * Fields read per job post:
 * - `id` (the job post's id) → guid `greenhouse:{id}`
 * - `title`
 * - `location.name` → location, and the work mode when it says Remote/Hybrid (there is no
 *   workplace field in this API)
 * - `absolute_url` → url (the public posting; may be the company's own careers page)
 * - `content` (with content=true): the description, HTML *escaped as entities* (`&lt;p&gt;`) as the
 *   docs say — decoded, then made plain text
 * - `first_published` ?? `updated_at` → publishedAt (`first_published` and `company_name` are in
 *   live answers but not in the documented example; both are read when present)
 * - `company_name` → company (else the board token humanized)
 * Not read: `internal_job_id`, `requisition_id`, `metadata`, `departments`, `offices`.
 * Careers page: https://job-boards.greenhouse.io/{board_token} (boards.greenhouse.io redirects there).
 * EU-hosted boards (job-boards.eu.greenhouse.io) answer on another API host and are not accepted.
 */
import { decodeEntities, htmlToPlainText, tidy } from './plain-text';
import {
	type BoardAdapter, type BoardPage, humanize, httpUrl, idOf, isObject, isoDate, item, MAX_NAME_LENGTH, notAFeed, parseJson,
	pastedUrl, pathSegments, text, workModeInText
} from './shared';

const LABEL = 'Greenhouse';
const NAME = /^[a-z0-9][a-z0-9_-]*$/;
const PAGE_HOSTS = new Set(['boards.greenhouse.io', 'job-boards.greenhouse.io']);
const API_HOSTS = new Set(['boards-api.greenhouse.io', 'api.greenhouse.io']);

function valid(name: string | null | undefined): string | null {
	const board = (name ?? '').trim().toLowerCase();
	return board.length <= MAX_NAME_LENGTH && NAME.test(board) ? board : null;
}

export function boardName(input: string): string | null {
	const trimmed = input.trim();
	const url = pastedUrl(trimmed, (host) => PAGE_HOSTS.has(host) || API_HOSTS.has(host));
	if (!url) return /[/:]/.test(trimmed) ? null : valid(trimmed);
	const host = url.hostname.toLowerCase();
	const segments = pathSegments(url);
	if (!segments) return null;
	if (PAGE_HOSTS.has(host)) {
		// https://boards.greenhouse.io/embed/job_board?for=acme (the embedded board)
		if (segments[0] === 'embed') return valid(url.searchParams.get('for'));
		return valid(segments[0]);
	}
	if (API_HOSTS.has(host) && segments[0] === 'v1' && segments[1] === 'boards') return valid(segments[2]);
	return null;
}

export const firstPageUrl = (board: string) => `https://boards-api.greenhouse.io/v1/boards/${encodeURIComponent(board)}/jobs?content=true`;
export const careersPageUrl = (board: string) => `https://job-boards.greenhouse.io/${encodeURIComponent(board)}`;

/** `content` as plain text: the documented answer escapes the HTML as entities, sometimes twice. */
function description(content: unknown): string {
	let html = typeof content === 'string' ? content : '';
	for (let round = 0; round < 2 && !/<[a-zA-Z!/]/.test(html) && /&(?:amp;)*lt;/i.test(html); round++) html = decodeEntities(html);
	return htmlToPlainText(html);
}

export function readPage(board: string, _pageUrl: string, body: string): BoardPage {
	const data = parseJson(body, LABEL);
	if (!isObject(data) || !Array.isArray(data.jobs)) throw notAFeed(LABEL);
	let company: string | null = null;
	const items = [];
	for (const job of data.jobs) {
		if (!isObject(job)) continue;
		const title = tidy(text(job.title));
		if (!title) continue;
		const companyName = tidy(text(job.company_name));
		company ??= companyName || null;
		const id = idOf(job.id);
		const location = isObject(job.location) ? tidy(text(job.location.name)) : '';
		items.push(
			item({
				guid: id ? `greenhouse:${id}` : null,
				title,
				company: companyName || humanize(board),
				location,
				workMode: workModeInText(location),
				url: httpUrl(job.absolute_url),
				description: description(job.content),
				publishedAt: isoDate(job.first_published) ?? isoDate(job.updated_at)
			})
		);
	}
	return { items, next: null, company };
}

export const greenhouse: BoardAdapter = { label: LABEL, boardName, firstPageUrl, careersPageUrl, readPage };
