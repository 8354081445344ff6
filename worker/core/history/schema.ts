import { z } from 'zod';

/**
 * History (CONTRACT.md "Local data"): a view over what the other capabilities store — never a copy
 * of it. Each entry is one thing the person did, found where it lives; clearing an entry deletes
 * that thing through its own capability.
 */

/** In the order the screen lists its filters. */
export const HISTORY_KINDS = ['analysis', 'job', 'resume', 'tailoring', 'move', 'interview', 'import', 'sync'] as const;
export const HistoryKind = z.enum(HISTORY_KINDS);
export type HistoryKind = z.infer<typeof HistoryKind>;

/**
 * Kinds a clear can delete (an interview entry: the record of the change; the interview stays). A move is its application's own record: it goes with the application, on the board.
 * A sync entry is sync's own record of a conflict, and the way to take the version not kept: it stays.
 */
export const CLEARABLE_KINDS = ['analysis', 'job', 'resume', 'tailoring', 'interview', 'import'] as const satisfies readonly HistoryKind[];

/**
 * What an entry points at: `application` for a move or an interview's change (the tracked job), otherwise the entry's own kind
 * (`sync`: the resolution, whose id POST /sync/resolutions/{id}/keep-other takes).
 */
export const HistoryRefKind = z.enum(['analysis', 'job', 'resume', 'tailoring', 'application', 'import', 'sync']);

export const HistoryEntry = z.object({
	/** `<kind>:<refId>`, and `move:<applicationId>:<n>` for the n-th status change of an application. */
	id: z.string(),
	kind: HistoryKind,
	/** When it happened (a tailoring: when it was last decided on). */
	at: z.string(),
	/** English sentences for programs; the screen writes its own from `params`. */
	title: z.string(),
	detail: z.string(),
	/**
	 * The values the sentences are made of. analysis: score, jobId ('' for a pasted job), jobTitle,
	 * company, resumeName ('' for the profile alone). job: jobTitle, company, required, niceToHave, source. resume: name, items,
	 * format. tailoring: resumeName, jobTitle, company, accepted, rejected, pending. move: jobTitle,
	 * company, from ('' when the application was added), to. interview: jobTitle, company, action
	 * (added|changed|deleted), stage, localStart, timeZone, fields (the changed ones, comma-separated). import: name, format, rows, created,
	 * merged, skipped. sync: label (the record's title or name), group, table, rule (latest|merged|deleted|kept_both), canKeepOther
	 * (1 while Settings → Devices still offers the version not kept, else 0). Text the person never gave is ''.
	 */
	params: z.record(z.string(), z.union([z.string(), z.number()])),
	ref: z.object({ kind: HistoryRefKind, id: z.string() }),
	/** The screen it lives on, from the app's root (`/analysis?id=…`); the UI adds the app's base path. */
	href: z.string(),
	/** False for a move (it is cleared with its application, on the board) and for a sync resolution (sync's own record). */
	clearable: z.boolean()
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

const DATE_OR_TIME = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
	error: 'Use a date like 2026-11-01 or a full ISO timestamp.'
});

const kindList = z
	.string()
	.transform((v) => v.split(',').map((k) => k.trim()).filter(Boolean))
	.pipe(z.array(z.enum(HISTORY_KINDS, { error: `Use kinds among ${HISTORY_KINDS.join(', ')}, separated by commas.` })));

const filterFields = { kind: kindList.optional(), from: DATE_OR_TIME.optional(), to: DATE_OR_TIME.optional() };

/** A date is its whole UTC day; a timestamp is exact (the screen sends the bounds of the person's own local days). */
const bound = (value: string | undefined, end: boolean) =>
	!value ? null : value.length === 10 ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : new Date(value).toISOString();

const toFilter = (q: { kind?: HistoryKind[]; from?: string; to?: string }) => ({
	kinds: q.kind?.length ? q.kind : null,
	from: bound(q.from, false),
	to: bound(q.to, true)
});

const inOrder = (q: { from: string | null; to: string | null }) => !q.from || !q.to || q.from <= q.to;
const ORDER_ERROR = { path: ['to'], message: 'The end of the period comes before its start.' };

/** The entries asked for: kinds (comma-separated), and a period whose `from` and `to` are both included. */
export const HistoryFilter = z.object(filterFields).transform(toFilter).refine(inOrder, ORDER_ERROR);
export type HistoryFilter = z.output<typeof HistoryFilter>;

export const HistoryQuery = z
	.object({ ...filterFields, limit: z.coerce.number().int().min(1).max(500).default(50), cursor: z.string().max(500).optional() })
	.transform((q) => ({ ...toFilter(q), limit: q.limit, cursor: q.cursor ?? null }))
	.refine(inOrder, ORDER_ERROR);
export type HistoryQuery = z.output<typeof HistoryQuery>;

export const KindCounts = z.partialRecord(HistoryKind, z.number().int());
export type KindCounts = z.infer<typeof KindCounts>;

/**
 * A page, newest first. `total` counts every entry the filter matches; `counts` counts entries by
 * kind within the period whatever kinds were asked for (the filter chips show them all).
 */
export const HistoryList = z.object({
	items: z.array(HistoryEntry),
	total: z.number().int(),
	nextCursor: z.string().nullable(),
	counts: z.record(HistoryKind, z.number().int())
});
export type HistoryList = z.infer<typeof HistoryList>;

/** What a clear of this filter would do (`GET /history/summary`): the confirmation's numbers. */
export const HistorySummary = z.object({
	/** Entries matched, by kind. */
	counts: z.record(HistoryKind, z.number().int()),
	/** Of those, what a clear deletes. */
	clearable: KindCounts,
	/** Of those, what stays (moves, with their applications; sync's resolutions). */
	kept: KindCounts
});
export type HistorySummary = z.infer<typeof HistorySummary>;

/**
 * `DELETE /history` answers `200` with what it cleared (not the usual `204` of a delete: the person
 * is told what went), by kind; `kept` says what matched and stays.
 */
export const HistoryCleared = z.object({ cleared: KindCounts, kept: KindCounts });
export type HistoryCleared = z.infer<typeof HistoryCleared>;
