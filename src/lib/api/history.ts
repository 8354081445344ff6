import type { HistoryCleared, HistoryEntry, HistoryKind, HistoryList, HistorySummary } from '$core/history/schema';

export type { HistoryCleared, HistoryEntry, HistoryKind, HistoryList, HistorySummary };

/** Kinds (none: all) and a period; `from`/`to` are dates (UTC days) or exact timestamps. */
export type HistoryFilter = { kinds?: HistoryKind[]; from?: string; to?: string };