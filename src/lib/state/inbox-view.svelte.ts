/**
 * The inbox screen's rules that need no state: what a filter asks the API, and how the core's
 * codes and English details become words of the person's language. Pure (no runes, no api), so
 * inbox-view.test.ts proves them without a browser; the messages are keys, turned into text by
 * the components, so a language switch rewrites what is on screen.
 */
import type { MessageKey, PluralKey } from '$lib/i18n/i18n.svelte';
import type { InboxEvent, InboxFilter, InboxItem, InboxList, InboxStatus } from '$lib/api/inbox';
import { isApiError } from '$lib/api/errors';

export const STATUSES = ['new', 'reviewed', 'saved', 'archived', 'ignored', 'merged'] as const satisfies readonly InboxStatus[];
/** How items come in: these origins are channel words (shown translated); any other origin is the person's own label. */
export const CHANNELS = ['text', 'link', 'manual', 'csv', 'json', 'capture'] as const;
export const IMPORT_HEADER = 'cargo,empresa,link,local,descricao,fonte,status,observacoes';
export const PAGE_SIZE = 50;

export type StatusFilter = 'all' | InboxStatus;
export type Sort = 'newest' | 'oldest' | 'fit';
export type Filters = { status: StatusFilter; origin: string; q: string; sort: Sort };
export const DEFAULT_FILTERS: Filters = { status: 'all', origin: '', q: '', sort: 'newest' };

/** A message to show: a key and its params, a count's words, or `text` when the core's own words are all there is. */
export type Words = { key: MessageKey; params?: Record<string, string | number> } | { plural: PluralKey; count: number; params?: Record<string, string | number> } | { text: string };

/** The list request of the filters. "All" sends no status: the API then leaves merged items out. */
export function listQuery(filters: Filters, page: { limit?: number; cursor?: string } = {}): InboxFilter {
	const q = filters.q.trim();
	return {
		status: filters.status === 'all' ? undefined : [filters.status],
		origin: filters.origin || undefined,
		q: q || undefined,
		sort: filters.sort,
		limit: page.limit ?? PAGE_SIZE,
		cursor: page.cursor
	};
}

/** A filter as the API's query reads it: the statuses comma-separated. */
export const wireFilter = <F extends { status?: InboxStatus[] }>(filter: F) => ({ ...filter, status: filter.status?.join(',') });

export type ExportScope = 'all' | 'view' | 'selected';

/** What an export sends: the chosen ids, the filters of the view, or nothing (everything but merged). */
export function exportSelection(scope: ExportScope, filters: Filters, ids: string[]): { ids: string[] } | Omit<InboxFilter, 'sort' | 'limit' | 'cursor'> {
	if (scope === 'selected') return { ids };
	if (scope === 'all') return {};
	const { status, origin, q } = listQuery(filters);
	return { status, origin, q };
}

export const isFiltered = (filters: Filters) => filters.status !== 'all' || !!filters.origin || !!filters.q.trim();

/** Items the "All" chip counts: every status but merged, as the API lists them. */
export function allCount(status: InboxList['facets']['status']): number {
	return Object.entries(status).reduce((sum, [name, count]) => (name === 'merged' ? sum : sum + count), 0);
}

/** Whether the inbox holds anything at all (merged items included), for the empty state. */
export const inboxHasItems = (facets: InboxList['facets']) => Object.values(facets.status).some((count) => count > 0);

export function statusKey(status: InboxStatus): MessageKey {
	return `inbox.status.${status}`;
}

/** A channel word translated, any other origin as the person or the file wrote it. */
export function originWords(origin: string): Words {
	return (CHANNELS as readonly string[]).includes(origin) ? { key: `inbox.channel.${origin as (typeof CHANNELS)[number]}` } : { text: origin };
}

/** A part of the score below full marks, by its name in the analysis ("experience", "seniority"). */
export type FitShortfall = { part: 'experience' | 'seniority' | 'education' | 'language'; value: number };
export type FitView = { kind: 'score'; score: number; met: number; of: number; short: FitShortfall[] } | { kind: 'state'; key: MessageKey; state: InboxItem['fitState'] };

const SHORTFALL_PARTS = ['experience', 'seniority', 'education', 'language'] as const;

/** A score when there is one (a pending item keeps its previous score), else an honest label. */
export function fitView(item: Pick<InboxItem, 'fit' | 'fitState'>): FitView {
	if (item.fit && (item.fitState === 'ready' || item.fitState === 'pending')) {
		// What else weighs on the score besides the skills: the parts of the analysis's breakdown below full marks.
		const breakdown = item.fit.breakdown;
		const short = breakdown ? SHORTFALL_PARTS.filter((part) => breakdown[part] < 100).map((part) => ({ part, value: breakdown[part] })) : [];
		return { kind: 'score', score: item.fit.score, met: item.fit.met, of: item.fit.of, short };
	}
	return { kind: 'state', key: `inbox.fit.${item.fitState}`, state: item.fitState };
}

export const fitTone = (score: number) => (score >= 70 ? 'high' : score >= 40 ? 'mid' : 'low');

/** One reason a row is refused, in words; the detail's English is only a fallback. */
export function rowErrorWords(error: { column: string; code: string; message: string }): Words {
	switch (error.code) {
		case 'missing_required_field':
			return { key: 'inbox.rowError.missing_required_field', params: { column: error.column } };
		case 'invalid_link':
			return { key: 'inbox.rowError.invalid_link' };
		case 'invalid_status': {
			const value = /"([^"]*)"/.exec(error.message)?.[1] ?? '';
			return { key: 'inbox.rowError.invalid_status', params: { value } };
		}
		case 'column_count_mismatch': {
			const counts = /\((\d+) fields, header has (\d+)\)/.exec(error.message);
			return counts ? { key: 'inbox.rowError.column_count_mismatch', params: { found: Number(counts[1]), expected: Number(counts[2]) } } : { key: 'inbox.rowError.column_count' };
		}
		case 'malformed_row':
			return /never closed/.test(error.message) ? { key: 'inbox.rowError.malformed_row' } : { key: 'inbox.rowError.malformed' };
		default:
			return { text: error.message };
	}
}

/** The file notes of a preview (the core writes them in English; their shapes are known). */
/** A note about the whole file, by its code (the message is the English fallback). */
export function warningWords(warning: { code: string; message: string; params?: Record<string, string | number> }): Words {
	const p = warning.params ?? {};
	switch (warning.code) {
		case 'delimiter':
			return { key: 'inbox.warning.delimiter', params: { delimiter: p.delimiter ?? '' } };
		case 'delimiter_not_found':
			return { key: 'inbox.warning.delimiterNotFound' };
		case 'malformed_header':
			return { key: 'inbox.warning.malformedHeader' };
		case 'unknown_column':
			return { key: 'inbox.warning.unknownColumn', params: { name: p.name ?? '' } };
		case 'repeated_column':
			return { key: 'inbox.warning.repeatedColumn', params: { name: p.name ?? '', column: p.column ?? '' } };
		case 'missing_columns':
			return { key: 'inbox.warning.missingColumns', params: { columns: p.columns ?? '' } };
		case 'tracker_status':
			return { plural: 'inbox.warning.trackerStatus', count: Number(p.count ?? 0), params: { value: p.value ?? '' } };
		case 'unknown_keys':
			return { key: 'inbox.warning.unknownKeys', params: { keys: p.keys ?? '' } };
		default:
			return { text: warning.message };
	}
}

/** Why a file was refused as a whole: the problem's code, and its `params.reason` where one code has several causes. */
export function importProblemWords(error: unknown): Words | null {
	if (!isApiError(error)) return null;
	const p = error.params;
	switch (error.code) {
		case 'cancelled':
			return { key: 'inbox.import.cancelled' };
		case 'payload_too_large':
			return { key: 'inbox.importProblem.too_large' };
		case 'unsupported_type':
			return { key: 'inbox.importProblem.unsupported_type' };
		case 'not_found':
			return { key: 'inbox.importProblem.expired' };
		case 'conflict':
			return { key: 'inbox.importProblem.already' };
	}
	switch (p.reason) {
		case 'invalid_json':
			return p.line !== undefined ? { key: 'inbox.importProblem.invalid_json_at', params: { line: Number(p.line), column: Number(p.column) } } : { key: 'inbox.importProblem.invalid_json' };
		case 'no_header':
			return { key: 'inbox.importProblem.no_header', params: { header: IMPORT_HEADER } };
		case 'malformed_header':
			return { key: 'inbox.importProblem.malformed_header' };
		case 'not_text':
			return { key: 'inbox.importProblem.not_text' };
		case 'expected_array':
			return p.key !== undefined ? { key: 'inbox.importProblem.expected_array_key', params: { key: String(p.key) } } : { key: 'inbox.importProblem.expected_array' };
		case 'json_shape':
			return { key: 'inbox.importProblem.json_shape' };
		case 'no_rows':
			return { key: 'inbox.importProblem.no_rows' };
		default:
			return null;
	}
}

/** What adding a link can run into: the consent to ask for, or a page to open and paste by hand. */
export function linkTrouble(error: unknown): 'consent' | 'paste' | null {
	if (!isApiError(error)) return null;
	if (error.code === 'consent_required') return 'consent';
	if (['page_blocked', 'relay_unavailable', 'source_unavailable'].includes(error.code)) return 'paste';
	return null;
}

/** The sentences of a created item's warnings (already in the inbox, already an application). */
export function createdWords(warnings: { code: string }[], title: string): Words[] {
	const words: Words[] = [];
	if (warnings.some((w) => w.code === 'duplicate')) words.push({ key: 'inbox.add.duplicate', params: { title } });
	else words.push({ key: 'inbox.add.added', params: { title } });
	if (warnings.some((w) => w.code === 'already_tracked')) words.push({ key: 'inbox.add.alreadyTracked' });
	return words;
}

const FIELD_KEYS = ['title', 'company', 'url', 'location', 'description', 'origin', 'tags', 'notes', 'jobId'] as const;

/** One history event in words, with where it leads (the job it was read into, Applications). */
export type HistoryView = {
	key: MessageKey;
	params: Record<string, string | number>;
	/** Edited fields, a status change, or how it came in (a channel word and the origin when it says more). */
	fields?: MessageKey[];
	statuses?: [MessageKey, MessageKey];
	source?: { how: Words; origin: string | null };
	link?: { to: 'job' | 'applications'; id: string };
};

export function historyView(event: InboxEvent): HistoryView {
	const p = event.params ?? {};
	const text = (key: string) => (p[key] === undefined ? '' : String(p[key]));
	switch (event.event) {
		case 'created':
		case 'added_again': {
			const channel = text('channel');
			const origin = text('origin');
			return { key: `inbox.history.${event.event}`, params: {}, source: { how: channel ? originWords(channel) : { text: event.detail ?? '' }, origin: origin && origin !== channel ? origin : null } };
		}
		case 'imported':
		case 'imported_again':
			return { key: `inbox.history.${event.event}`, params: { file: text('file'), row: p.row === undefined ? '' : Number(p.row) } };
		case 'status': {
			const [from, to] = [text('from'), text('to')];
			const known = (s: string): s is InboxStatus => (STATUSES as readonly string[]).includes(s);
			return known(from) && known(to)
				? { key: 'inbox.history.status', params: {}, statuses: [statusKey(from), statusKey(to)] }
				: { key: 'inbox.history.other', params: { event: event.event, detail: event.detail ?? '' } };
		}
		case 'edited': {
			const fields = text('fields')
				.split(',')
				.map((f) => f.trim())
				.filter((f): f is (typeof FIELD_KEYS)[number] => (FIELD_KEYS as readonly string[]).includes(f))
				.map((f) => `inbox.field.${f}` as MessageKey);
			return { key: 'inbox.history.edited', params: {}, fields };
		}
		case 'merged':
			return { key: 'inbox.history.merged', params: { label: text('origin') ? `${text('title')} (${text('origin')})` : text('title') } };
		case 'merged_into':
			return { key: 'inbox.history.merged_into', params: { label: text('title') } };
		case 'opened_in_job':
			return { key: 'inbox.history.opened_in_job', params: {}, link: text('jobId') ? { to: 'job', id: text('jobId') } : undefined };
		case 'saved_to_applications':
			return { key: 'inbox.history.saved_to_applications', params: {}, link: text('trackerJobId') ? { to: 'applications', id: text('trackerJobId') } : undefined };
		default:
			return { key: 'inbox.history.other', params: { event: event.event, detail: event.detail ?? '' } };
	}
}

/** rumo-inbox-2026-05-01.csv, by the person's own calendar day. */
export function exportFileName(format: 'csv' | 'json', now: Date): string {
	const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
	return `rumo-inbox-${day}.${format}`;
}

/** "a, b ,, c" → ["a", "b", "c"], each once. */
export function parseTags(text: string): string[] {
	return [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];
}

/** The item's name in a sentence: its title, else its company or link, else the fallback. */
export const itemName = (item: Pick<InboxItem, 'title' | 'company' | 'url'>, fallback: string) => item.title || item.company || item.url || fallback;
