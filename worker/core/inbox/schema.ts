import { z } from 'zod';
import { MatchBreakdown } from '../match';
import { CSV_DELIMITERS, IMPORT_COLUMNS, IMPORT_ENCODINGS, type CsvDelimiter, type ImportEncoding } from '../engine/csv/import-format';

/**
 * The opportunity inbox (CONTRACT.md "Inbox, captures, sources"): postings the person collected
 * from pasted text, links, CSV/JSON files and browser captures, before any of them becomes an
 * application. Names of the contract stay; siblings added here are written down in this file.
 */

export const InboxStatus = z.enum(['new', 'reviewed', 'saved', 'archived', 'ignored', 'merged']);
export type InboxStatus = z.infer<typeof InboxStatus>;
/** What the person may set by hand; `merged` only comes from a merge. */
export const SettableStatus = z.enum(['new', 'reviewed', 'saved', 'archived', 'ignored'], {
	error: 'Use new, reviewed, saved, archived or ignored.'
});

/** How an item came in (a sibling of `origin`, which is the person's or the file's own label). */
export const InboxChannel = z.enum(['text', 'link', 'manual', 'csv', 'json', 'capture']);
export type InboxChannel = z.infer<typeof InboxChannel>;

export const InboxEvent = z.object({
	at: z.string(),
	/** created, imported, imported_again, added_again, status, edited, merged, merged_into, unmerged_fields, opened_in_job, saved_to_applications */
	event: z.string(),
	/** In English, for programs and logs; `params` holds the same facts for a screen to word. */
	detail: z.string().nullable(),
	/** created/added_again: channel, origin; imported/imported_again: file, row; status: from, to; edited: fields (comma-separated); merged: id, title, origin; merged_into: id, title; opened_in_job: jobId; saved_to_applications: trackerJobId. */
	params: z.record(z.string(), z.union([z.string(), z.number()])).optional()
});
export type InboxEvent = z.infer<typeof InboxEvent>;

/**
 * Fit at a glance: the same engine as /match/analyze, against the confirmed profile alone.
 * `fitState`: ready (a score), pending (being computed in the worker), no_description (nothing to
 * compare), no_profile (the profile is empty), unreadable (the description names no requirement).
 */
export const FitState = z.enum(['ready', 'pending', 'no_description', 'no_profile', 'unreadable']);
export type FitState = z.infer<typeof FitState>;
/**
 * An item's fit: the score as the analysis weighs it, `met` of `of` the posting's skills the profile
 * shows, and the `breakdown` (skills, experience, seniority, education, language) the score comes from.
 */
export const InboxFit = z.object({ score: z.number().int().min(0).max(100), met: z.number().int(), of: z.number().int(), breakdown: MatchBreakdown.optional(), at: z.string() });
export type InboxFit = z.infer<typeof InboxFit>;

export const InboxItem = z.object({
	id: z.string(),
	title: z.string(),
	company: z.string(),
	url: z.string().nullable(),
	location: z.string(),
	description: z.string(),
	origin: z.string(),
	channel: InboxChannel,
	tags: z.array(z.string()),
	status: InboxStatus,
	notes: z.string(),
	duplicateOf: z.string().nullable(),
	/** Another item with the same title and company (but another place or link): maybe the same job. */
	possibleDuplicateOf: z.string().nullable(),
	history: z.array(InboxEvent),
	createdAt: z.string(),
	updatedAt: z.string(),
	version: z.number().int(),
	fit: InboxFit.nullable(),
	fitState: FitState,
	/** The structured job made from this item in the Job screen, and the application saved from it. */
	jobId: z.string().nullable(),
	trackerJobId: z.string().nullable(),
	captureId: z.string().nullable()
});
export type InboxItem = z.infer<typeof InboxItem>;

/** As stored: the item plus what finds it (dedupe keys) and when its fit was computed against which profile. */
export type StoredInboxItem = Omit<InboxItem, 'fitState'> & {
	keys: string[];
	/** title+company only: finds possible duplicates in another place or under another link. */
	looseKey: string | null;
	/** The profile stamp the fit was computed for; null when it was never computed. */
	fitStamp: string | null;
	fitState: FitState;
	/** Order of arrival (newest first sorts by it); 0 until the store gives it one. */
	seq: number;
};

/** An item merged into this one, with its own history (GET /inbox/items/{id} only). */
export const MergedItem = z.object({ id: z.string(), title: z.string(), company: z.string(), origin: z.string(), url: z.string().nullable(), history: z.array(InboxEvent) });
export const InboxItemDetail = InboxItem.extend({ merged: z.array(MergedItem) });
export type InboxItemDetail = z.infer<typeof InboxItemDetail>;

const Text = (max: number, what: string) => z.string().max(max, `${what} is longer than ${max.toLocaleString('en')} characters.`);
const HttpUrl = z
	.string()
	.trim()
	.max(2048, 'A link is at most 2,048 characters.')
	.refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'Use a full http(s) link, like https://example.com/jobs/123.');

const Title = Text(300, 'The title').trim();
const Company = Text(200, 'The company').trim();
const Place = Text(200, 'The place').trim();
const Description = Text(200_000, 'The description');
const Tags = z.array(Text(50, 'A tag').trim().min(1)).max(30, 'At most 30 tags.');
const Notes = Text(5000, 'The notes');

export const ItemFields = z.strictObject({
	title: Title.default(''),
	company: Company.default(''),
	url: HttpUrl.nullable().optional(),
	location: Place.default(''),
	description: Description.default(''),
	origin: Text(100, 'The origin').trim().optional(),
	tags: Tags.default([]),
	notes: Notes.default('')
});

/** `{ text }`, `{ url }`, `{ captureId }` or the item's own fields (CONTRACT.md; captureId is a sibling). */
export const InboxItemCreate = z.union(
	[
		// `url`: where the text was copied from (kept as the item's link, never fetched).
		z.strictObject({ text: Text(200_000, 'The text').min(1, 'Paste the job text.'), url: HttpUrl.optional(), origin: Text(100, 'The origin').trim().optional(), tags: Tags.default([]) }),
		z.strictObject({ url: HttpUrl, origin: Text(100, 'The origin').trim().optional(), tags: Tags.default([]) }),
		z.strictObject({ captureId: z.string().min(1) }),
		ItemFields
	],
	{ error: 'Send {"text": "..."}, {"url": "https://..."}, {"captureId": "..."} or the item fields (title, company, url, location, description, origin, tags, notes).' }
);
export type InboxItemCreate = z.output<typeof InboxItemCreate>;

export const InboxItemUpdate = z.strictObject({
	version: z.number().int().optional(),
	status: SettableStatus.optional(),
	title: Title.optional(),
	company: Company.optional(),
	url: HttpUrl.nullable().optional(),
	location: Place.optional(),
	description: Description.optional(),
	origin: Text(100, 'The origin').trim().min(1).optional(),
	tags: Tags.optional(),
	notes: Notes.optional(),
	jobId: z.string().nullable().optional()
});
export type InboxItemUpdate = z.output<typeof InboxItemUpdate>;

export const InboxMerge = z.strictObject({ intoId: z.string().min(1, 'Say which item to keep (intoId).') });

export const InboxBulkAction = z.enum(['review', 'archive', 'ignore', 'restore', 'delete']);
export const InboxBulk = z.strictObject({
	ids: z.array(z.string()).min(1, 'Select at least one item.').max(100_000),
	action: InboxBulkAction
});

export const InboxSort = z.enum(['newest', 'oldest', 'fit']);
const StatusList = z
	.string()
	.transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))
	.pipe(z.array(InboxStatus));
export const InboxQuery = z.object({
	status: StatusList.optional(),
	origin: z.string().trim().max(100).optional(),
	q: z.string().max(200).optional(),
	sort: InboxSort.default('newest'),
	limit: z.coerce.number().int().min(1).max(500).default(50),
	cursor: z.string().max(500).optional()
});
export type InboxQuery = z.output<typeof InboxQuery>;

export const InboxList = z.object({
	items: z.array(InboxItem),
	total: z.number().int(),
	nextCursor: z.string().nullable(),
	/** Counts by status and origin over the whole inbox (for the filters), and fits still being computed. */
	facets: z.object({ status: z.record(z.string(), z.number().int()), origin: z.record(z.string(), z.number().int()) }),
	fitPending: z.number().int()
});
export type InboxList = z.infer<typeof InboxList>;

export const ImportFormat = z.enum(['csv', 'json']);
const delimiterNames = Object.keys(CSV_DELIMITERS) as [CsvDelimiter, ...CsvDelimiter[]];
/** The CSV delimiter used: found by the preview (`auto`, the default) or chosen by the person. */
export const ImportDelimiter = z.enum(delimiterNames);
export const ImportDelimiterChoice = z.enum(['auto', ...delimiterNames], { error: 'Use auto, comma, semicolon, tab or pipe.' });
/** A file's encoding: `auto` (the default) reads a BOM, UTF-16, else UTF-8 falling back to Windows-1252 (Latin-1). */
export const ImportEncodingChoice = z.enum(['auto', ...IMPORT_ENCODINGS] as ['auto', ...ImportEncoding[]], { error: 'Use auto, utf-8 or windows-1252.' });
export const ImportPreviewRequest = z.union([
	z.strictObject({ format: ImportFormat, content: z.string({ error: 'Send the file content as text.' }), name: z.string().max(255).optional(), delimiter: ImportDelimiterChoice.optional() }),
	z.object({
		file: z.custom<File>((v) => typeof v === 'object' && v !== null && typeof (v as File).arrayBuffer === 'function', 'Attach a CSV or JSON file.'),
		format: ImportFormat.optional(),
		delimiter: ImportDelimiterChoice.optional(),
		encoding: ImportEncodingChoice.optional()
	})
], { error: 'Send {"format": "csv"|"json", "content": "...", "delimiter"?} or a CSV or JSON file (with "delimiter" and "encoding" if you choose them).' });

/** One row of the preview (the contract's `sample`): what would be stored. */
export const ImportSampleRow = z.object({
	row: z.number().int(),
	title: z.string(),
	company: z.string(),
	url: z.string().nullable(),
	location: z.string(),
	origin: z.string(),
	status: InboxStatus
});
export const DuplicateMatch = z.object({ kind: z.enum(['file', 'inbox', 'tracker']), row: z.number().int().nullable(), id: z.string().nullable(), title: z.string() });
export const ImportPreview = z.object({
	previewId: z.string(),
	name: z.string().nullable(),
	format: ImportFormat,
	rows: z.number().int(),
	valid: z.number().int(),
	invalid: z.array(z.object({ row: z.number().int(), errors: z.array(z.object({ column: z.string(), code: z.string(), message: z.string() })) })),
	duplicates: z.array(z.object({ row: z.number().int(), matches: z.array(DuplicateMatch) })),
	sample: z.array(ImportSampleRow),
	/** What a commit will do: new items, rows merged into an item already in the inbox or earlier in the file, rows skipped (invalid, or already an application). */
	plan: z.object({ create: z.number().int(), merge: z.number().int(), skip: z.number().int() }),
	/** delimiter, delimiter_not_found, malformed_header, unknown_column, repeated_column, missing_columns, unknown_keys, tracker_status — with their params. */
	warnings: z.array(z.object({ code: z.string(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
	/** How a CSV was read: the delimiter used and the header's number of columns (null for JSON). */
	delimiter: ImportDelimiter.nullable(),
	columns: z.number().int().nullable(),
	/** What the file's bytes were read as (null for pasted content). */
	encoding: z.enum(['utf-8', 'utf-16', 'windows-1252']).nullable(),
	/** The whole counts (`invalid` and `duplicates` list at most 2,000 rows each). */
	invalidCount: z.number().int(),
	duplicateCount: z.number().int(),
	expiresAt: z.string()
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportCommitRequest = z.strictObject({ previewId: z.string().min(1, 'Send the previewId of a preview.') });
export const ImportCommitResult = z.object({ created: z.number().int(), merged: z.number().int(), skipped: z.number().int(), importId: z.string() });
export type ImportCommitResult = z.infer<typeof ImportCommitResult>;

export const ExportQuery = z.object({
	format: ImportFormat.default('csv'),
	ids: z
		.string()
		.transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))
		.optional(),
	status: StatusList.optional(),
	origin: z.string().trim().max(100).optional(),
	q: z.string().max(200).optional()
});

export const EXPORT_COLUMNS = IMPORT_COLUMNS;
