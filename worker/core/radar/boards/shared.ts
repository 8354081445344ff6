/**
 * What the board adapters share: reading the JSON body, board names, dates, links and work modes.
 * Pure; every function here takes what an API answered (unknown) and never trusts its types.
 */
import { FeedError, type FeedItem, type FeedItemNote, type WorkMode } from '../feed-item';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The body as JSON, or FeedError('malformed') naming the provider. */
export function parseJson(body: string, providerName: string): Json {
	try {
		return JSON.parse(body.replace(/^\uFEFF/, '')) as Json;
	} catch {
		throw new FeedError('malformed', `This ${providerName} answer is not JSON; the board may be down or the address wrong.`);
	}
}

export const notAFeed = (providerName: string) =>
	new FeedError('not_a_feed', `This does not look like a ${providerName} job board answer; check the board name.`);

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string field trimmed, or '' when it is absent or not a string. */
export function text(value: unknown): string {
	return typeof value === 'string' ? value.trim() : '';
}

/** An id as a string ('' when absent): numbers and strings are ids, anything else is not. */
export function idOf(value: unknown): string {
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return text(value);
}

/** Absolute http(s) link, or null (relative, other schemes, credentials and junk are not links). */
export function httpUrl(value: unknown): string | null {
	const raw = text(value);
	if (!raw) return null;
	try {
		const url = new URL(raw);
		if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
		return url.href;
	} catch {
		return null;
	}
}

const EARLIEST = Date.UTC(1990, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

/**
 * A date as UTC ISO 8601, or null. Strings must be ISO 8601 (a date-time without a zone is read as
 * UTC, not in the machine's zone); numbers are milliseconds since the epoch (Lever's `createdAt`).
 */
export function isoDate(value: unknown): string | null {
	let time: number;
	if (typeof value === 'number') time = value;
	else if (typeof value === 'string') {
		const raw = value.trim();
		const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(raw);
		if (!match) return null;
		const [, day, clock, zone] = match;
		if (!clock) time = Date.parse(`${day}T00:00:00Z`);
		else {
			const seconds = clock.length === 5 ? `${clock}:00` : clock.replace(/(\.\d{3})\d+$/, '$1');
			const offset = !zone || zone.toUpperCase() === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
			time = Date.parse(`${day}T${seconds}${offset}`);
		}
	} else return null;
	if (!Number.isFinite(time) || time < EARLIEST || time > LATEST) return null;
	return new Date(time).toISOString();
}

/** A provider's workplace value (`remote`, `Hybrid`, `on-site`, `OnSite`, `in_office`…) as a WorkMode. */
export function workModeOf(value: unknown): WorkMode | null {
	const key = text(value)
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z]/g, '');
	if (key === 'remote' || key === 'remoto' || key === 'fullyremote') return 'remote';
	if (key === 'hybrid' || key === 'hibrido') return 'hybrid';
	if (key === 'onsite' || key === 'inoffice' || key === 'office' || key === 'inperson' || key === 'presencial') return 'onsite';
	return null;
}

/** A work mode said in a location line ("Remote — Brazil", "São Paulo (Híbrido)"), or null. */
export function workModeInText(value: string): WorkMode | null {
	if (/\b(?:hybrid|h[íi]brido)\b/i.test(value)) return 'hybrid';
	if (/\b(?:remote|remoto|anywhere|home[\s-]?office|work from home|wfh)\b/i.test(value)) return 'remote';
	if (/\b(?:on[\s-]?site|in[\s-]?office|presencial)\b/i.test(value)) return 'onsite';
	return null;
}

/** `acme-corp` → `Acme Corp`: a board name shown as a company when the API names none. */
export function humanize(board: string): string {
	return board
		.split(/[-_.\s]+/)
		.filter(Boolean)
		.map((word) => word[0].toUpperCase() + word.slice(1))
		.join(' ');
}

/** One page of a board, read. */
export type BoardPage = { items: FeedItem[]; next: string | null; company: string | null };

/** What each provider's file gives index.ts. */
export interface BoardAdapter {
	/** The provider's name in sentences ('Greenhouse'). */
	readonly label: string;
	/** A board name or a careers-page URL → the board's name, or null. */
	boardName(input: string): string | null;
	firstPageUrl(board: string): string;
	careersPageUrl(board: string): string;
	readPage(board: string, pageUrl: string, body: string): BoardPage;
}

/** The item with its notes, from what was read. */
export function item(fields: Omit<FeedItem, 'notes'>): FeedItem {
	const notes: FeedItemNote[] = [];
	if (!fields.url) notes.push('missing_link');
	if (!fields.publishedAt) notes.push('missing_date');
	if (!fields.description) notes.push('missing_description');
	return { ...fields, notes };
}

/** The longest a board name may be (none of the providers uses longer ones). */
export const MAX_NAME_LENGTH = 100;

/**
 * Whatever was pasted, as a URL when it is one (with or without `https://`), else null.
 * Only http(s) without credentials or a port counts.
 */
export function pastedUrl(input: string, looksLikeHost: (host: string) => boolean): URL | null {
	let raw = input;
	if (!/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
		const host = raw.split(/[/?#]/, 1)[0].toLowerCase();
		if (!looksLikeHost(host)) return null;
		raw = `https://${raw}`;
	}
	try {
		const url = new URL(raw);
		if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return null;
		return url;
	} catch {
		return null;
	}
}

/** The path's segments, each percent-decoded; null when one cannot be decoded. */
export function pathSegments(url: URL): string[] | null {
	try {
		return url.pathname
			.split('/')
			.filter(Boolean)
			.map((segment) => decodeURIComponent(segment));
	} catch {
		return null;
	}
}

/** A query parameter as a whole number ≥ 0, or the fallback. */
export function whole(url: URL, name: string, fallback: number): number {
	const raw = url.searchParams.get(name);
	if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback;
	return Number(raw);
}
