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

export type FitView = { kind: 'score'; score: number; met: number; of: number } | { kind: 'state'; key: MessageKey; state: InboxItem['fitState'] };

/** A score when there is one (a pending item keeps its previous score), else an honest label. */
export function fitView(item: Pick<InboxItem, 'fit' | 'fitState'>): FitView {
	if (item.fit && (item.fitState === 'ready' || item.fitState === 'pending')) return { kind: 'score', score: item.fit.score, met: item.fit.met, of: item.fit.of };
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
export function warningWords(message: string): Words {
	let m: RegExpExecArray | null;
	if ((m = /^delimiter "(.+)" detected$/.exec(message))) return { key: 'inbox.warning.delimiter', params: { delimiter: m[1] } };
	if ((m = /^unknown column "(.*)" ignored$/.exec(message))) return { key: 'inbox.warning.unknownColumn', params: { name: m[1] } };
	if ((m = /^column "(.*)" repeats (\w+); the first one is used$/.exec(message))) return { key: 'inbox.warning.repeatedColumn', params: { name: m[1], column: m[2] } };
	if ((m = /^missing column\(s\) (.+): read as empty$/.exec(message))) return { key: 'inbox.warning.missingColumns', params: { columns: m[1] } };
	if ((m = /^status "(.*)" is a job-tracker status, not an inbox status: (\d+) row\(s\) imported as new$/.exec(message)))
		return { plural: 'inbox.warning.trackerStatus', count: Number(m[2]), params: { value: m[1] } };
	if ((m = /^unknown key\(s\) (.+) ignored$/.exec(message))) return { key: 'inbox.warning.unknownKeys', params: { keys: m[1] } };
	return { text: message };
}

/**
 * Why a file was refused as a whole. The core gives one code to several causes (`invalid_file`,
 * `validation_failed`), and the detail's machine-readable prefix tells them apart.
 */
export function importProblemWords(error: unknown): Words | null {
	if (!isApiError(error)) return null;
	const detail = error.message;
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
		case 'invalid_file': {
			if (detail.startsWith('invalid_json')) {
				const at = /line (\d+), column (\d+)/.exec(detail);
				return at ? { key: 'inbox.importProblem.invalid_json_at', params: { line: Number(at[1]), column: Number(at[2]) } } : { key: 'inbox.importProblem.invalid_json' };
			}
			if (/no header row/.test(detail)) return { key: 'inbox.importProblem.no_header', params: { header: IMPORT_HEADER } };
			if (/not text/.test(detail)) return { key: 'inbox.importProblem.not_text' };
			return null;
		}
		case 'validation_failed': {
			if (detail.startsWith('expected_array')) {
				const key = /array under "([^"]+)"/.exec(detail)?.[1];
				return key ? { key: 'inbox.importProblem.expected_array_key', params: { key } } : { key: 'inbox.importProblem.expected_array' };
			}
			if (/does not match the import format/.test(detail)) return { key: 'inbox.importProblem.json_shape' };
			if (/no rows to import/.test(detail)) return { key: 'inbox.importProblem.no_rows' };
			return null;
		}
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
	const detail = event.detail ?? '';
	const fileRow = /^(.*) · row (\d+)$/.exec(detail);
	const channelOf = /^(\w+): (.*)$/.exec(detail);
	const label = detail.replace(/ · [^·]+$/, '');
	switch (event.event) {
		case 'created':
		case 'added_again':
			if (!channelOf) return { key: `inbox.history.${event.event}`, params: {}, source: { how: { text: detail }, origin: null } };
			return { key: `inbox.history.${event.event}`, params: {}, source: { how: originWords(channelOf[1]), origin: channelOf[2] === channelOf[1] ? null : channelOf[2] } };
		case 'imported':
		case 'imported_again':
			return { key: `inbox.history.${event.event}`, params: { file: fileRow?.[1] ?? detail, row: fileRow ? Number(fileRow[2]) : '' } };
		case 'status': {
			const [from, to] = detail.split(' → ') as [InboxStatus, InboxStatus];
			const known = (s: string): s is InboxStatus => (STATUSES as readonly string[]).includes(s);
			return known(from) && known(to) ? { key: 'inbox.history.status', params: {}, statuses: [statusKey(from), statusKey(to)] } : { key: 'inbox.history.other', params: { event: event.event, detail } };
		}
		case 'edited': {
			const fields = detail
				.split(',')
				.map((f) => f.trim())
				.filter((f): f is (typeof FIELD_KEYS)[number] => (FIELD_KEYS as readonly string[]).includes(f))
				.map((f) => `inbox.field.${f}` as MessageKey);
			return { key: 'inbox.history.edited', params: {}, fields };
		}
		case 'merged':
		case 'merged_into':
			return { key: `inbox.history.${event.event}`, params: { label } };
		case 'opened_in_job':
			return { key: 'inbox.history.opened_in_job', params: {}, link: detail ? { to: 'job', id: detail } : undefined };
		case 'saved_to_applications':
			return { key: 'inbox.history.saved_to_applications', params: {}, link: detail ? { to: 'applications', id: detail } : undefined };
		default:
			return { key: 'inbox.history.other', params: { event: event.event, detail } };
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
