import type { HistoryCleared, HistoryEntry, HistoryKind, HistoryList, HistorySummary } from '$core/history/schema';
import { queryString, type Caller } from './client';

export type { HistoryCleared, HistoryEntry, HistoryKind, HistoryList, HistorySummary };

/** Kinds (none: all) and a period; `from`/`to` are dates (UTC days) or exact timestamps. */
export type HistoryFilter = { kinds?: HistoryKind[]; from?: string; to?: string };

const filterQuery = (filter: HistoryFilter) => ({ kind: filter.kinds?.join(','), from: filter.from, to: filter.to });

export function historyApi(call: Caller) {
	return {
		list: (filter: HistoryFilter = {}, page: { limit?: number; cursor?: string } = {}) =>
			call<HistoryList>('GET', `/history${queryString({ ...filterQuery(filter), ...page })}`),
		summary: (filter: HistoryFilter = {}) => call<HistorySummary>('GET', `/history/summary${queryString(filterQuery(filter))}`),
		/** Deletes the thing the entry stands for; a move answers 409 (it goes with its application). */
		clear: (id: string) => call<void>('DELETE', `/history/${encodeURIComponent(id)}`),
		/** Clears every clearable entry of the filter; answers what went and what stayed. */
		clearAll: (filter: HistoryFilter = {}) => call<HistoryCleared>('DELETE', `/history${queryString(filterQuery(filter))}`)
	};
}
