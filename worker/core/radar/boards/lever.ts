/**
 * Lever Postings API (public, keyless): https://github.com/lever/postings-api (README, "Get a list
 * of job postings").
 *
 * Endpoint: `GET https://api.lever.co/v0/postings/{SITE}?mode=json&skip={N}&limit={M}` → a JSON
 * array of published postings; paged with skip/limit (a page shorter than `limit` is the last). A
 * site that does not exist answers 404 `{ ok: false, error: 'Document not found' }` (the relay turns
 * that into its own error; such a body, if it ever arrives, is refused as not a board).
 * Fields read per posting (README's JSON-mode field table):
 * - `id` → guid `lever:{id}`; `text` → title
 * - `categories.location` (else `categories.allLocations`, in live answers) → location
 * - `workplaceType` (`remote` | `hybrid` | `on-site` | `unspecified`) → workMode; when unspecified,
 *   the location line when it says Remote/Hybrid
 * - `hostedUrl` (else `applyUrl`) → url
 * - `descriptionPlain` (else `description` as HTML), then `lists` (`{ text, content }`, content is
 *   the list's `<li>` HTML → `- ` lines), then `additionalPlain` (else `additional`) → description
 * - `createdAt` (milliseconds since the epoch; in live answers, not in the README's table) →
 *   publishedAt
 * The API does not name the company: the site name humanized is used.
 * Careers page: https://jobs.lever.co/{SITE}. EU-hosted sites (api.eu.lever.co) are not accepted.
 */
import { htmlToPlainText, tidy } from './plain-text';
import {
	type BoardAdapter, type BoardPage, humanize, httpUrl, idOf, isObject, isoDate, item, MAX_NAME_LENGTH, notAFeed, parseJson,
	pastedUrl, pathSegments, text, whole, workModeInText, workModeOf
} from './shared';

const LABEL = 'Lever';
/** Postings asked for per page. */
export const LEVER_PAGE_SIZE = 100;
const NAME = /^[a-z0-9][a-z0-9_-]*$/;
const PAGE_HOST = 'jobs.lever.co';
const API_HOST = 'api.lever.co';

function valid(name: string | null | undefined): string | null {
	const board = (name ?? '').trim().toLowerCase();
	return board.length <= MAX_NAME_LENGTH && NAME.test(board) ? board : null;
}

export function boardName(input: string): string | null {
	const trimmed = input.trim();
	const url = pastedUrl(trimmed, (host) => host === PAGE_HOST || host === API_HOST);
	if (!url) return /[/:]/.test(trimmed) ? null : valid(trimmed);
	const host = url.hostname.toLowerCase();
	const segments = pathSegments(url);
	if (!segments) return null;
	if (host === PAGE_HOST) return valid(segments[0]);
	if (host === API_HOST && segments[0] === 'v0' && segments[1] === 'postings') return valid(segments[2]);
	return null;
}

const pageUrl = (board: string, skip: number, limit: number) =>
	`https://api.lever.co/v0/postings/${encodeURIComponent(board)}?mode=json&skip=${skip}&limit=${limit}`;

export const firstPageUrl = (board: string) => pageUrl(board, 0, LEVER_PAGE_SIZE);
export const careersPageUrl = (board: string) => `https://jobs.lever.co/${encodeURIComponent(board)}`;

/** The opening and body, the extra lists (requirements, benefits…) and the closing, as plain text. */
function description(posting: Record<string, unknown>): string {
	const parts: string[] = [];
	const main = tidy(text(posting.descriptionPlain)) || htmlToPlainText(text(posting.description));
	if (main) parts.push(main);
	if (Array.isArray(posting.lists)) {
		for (const list of posting.lists) {
			if (!isObject(list)) continue;
			const heading = htmlToPlainText(text(list.text));
			const entries = htmlToPlainText(text(list.content));
			const block = [heading, entries].filter(Boolean).join('\n');
			if (block) parts.push(block);
		}
	}
	const closing = tidy(text(posting.additionalPlain)) || htmlToPlainText(text(posting.additional));
	if (closing) parts.push(closing);
	return parts.join('\n\n');
}

function location(categories: unknown): string {
	if (!isObject(categories)) return '';
	const primary = tidy(text(categories.location));
	if (primary) return primary;
	const all = Array.isArray(categories.allLocations) ? categories.allLocations.map((entry) => tidy(text(entry))).filter(Boolean) : [];
	return all.join('; ');
}

export function readPage(board: string, url: string, body: string): BoardPage {
	const data = parseJson(body, LABEL);
	if (!Array.isArray(data)) throw notAFeed(LABEL);
	const items = [];
	for (const posting of data) {
		if (!isObject(posting)) continue;
		const title = tidy(text(posting.text));
		if (!title) continue;
		const id = idOf(posting.id);
		const where = location(posting.categories);
		items.push(
			item({
				guid: id ? `lever:${id}` : null,
				title,
				company: humanize(board),
				location: where,
				workMode: workModeOf(posting.workplaceType) ?? workModeInText(where),
				url: httpUrl(posting.hostedUrl) ?? httpUrl(posting.applyUrl),
				description: description(posting),
				publishedAt: isoDate(posting.createdAt)
			})
		);
	}
	// A full page may have more after it; a short one (or one longer than asked: paging ignored) is the last.
	let next: string | null = null;
	try {
		const current = new URL(url);
		const skip = whole(current, 'skip', 0);
		const limit = whole(current, 'limit', LEVER_PAGE_SIZE);
		if (limit > 0 && data.length === limit) {
			current.searchParams.set('skip', String(skip + limit));
			next = current.href;
		}
	} catch {
		next = null;
	}
	return { items, next, company: null };
}

export const lever: BoardAdapter = { label: LABEL, boardName, firstPageUrl, careersPageUrl, readPage };
