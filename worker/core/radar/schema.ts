import { z } from 'zod';
import { Seniority, WorkMode } from '../engine/job-parse/schema';

/**
 * The job radar (SPEC.md capability 10; CONTRACT.md "Radar"): a wishlist, the sources it reads
 * (feeds and job boards), rounds, the results they scored and the alerts they raised. All local.
 */

const Words = (max: number, each = 120) =>
	z
		.array(z.string().trim().max(each, `Keep each entry under ${each} characters.`))
		.max(max, `At most ${max} entries.`)
		.transform((list) => [...new Map(list.filter(Boolean).map((word) => [word.toLocaleLowerCase(), word])).values()]);

export const PayPeriod = z.enum(['hour', 'month', 'year']);
export const MinimumPay = z.strictObject({
	amount: z.number().positive('Give an amount above zero.').max(100_000_000),
	period: PayPeriod,
	currency: z
		.string()
		.trim()
		.toUpperCase()
		.regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, like BRL or USD.')
});
export type MinimumPay = z.infer<typeof MinimumPay>;

/** Each criterion as the person sends it, with no default: a versioned save changes only those it names. */
const WISHLIST_FIELD = {
	titles: Words(20),
	skills: Words(40),
	places: Words(20),
	workModes: z.array(WorkMode).max(3),
	seniority: z.array(Seniority).max(6),
	minPay: MinimumPay.nullable(),
	/** Words that remove a result (title or description), with the reason shown. */
	excludeWords: Words(40),
	/** Places that remove a result (its location). */
	excludePlaces: Words(20),
	/** Languages of the postings wanted: those in another language score lower (never removed). */
	languages: z.array(z.enum(['en', 'pt'])).max(2)
};

export const WishlistFields = z.strictObject({
	titles: WISHLIST_FIELD.titles.default([]),
	skills: WISHLIST_FIELD.skills.default([]),
	places: WISHLIST_FIELD.places.default([]),
	workModes: WISHLIST_FIELD.workModes.default([]),
	seniority: WISHLIST_FIELD.seniority.default([]),
	minPay: WISHLIST_FIELD.minPay.default(null),
	excludeWords: WISHLIST_FIELD.excludeWords.default([]),
	excludePlaces: WISHLIST_FIELD.excludePlaces.default([]),
	languages: WISHLIST_FIELD.languages.default([])
});
export type WishlistFields = z.output<typeof WishlistFields>;

/**
 * PUT /radar/wishlist. With `version` (the one GET answered; 0 for a proposal never saved) only
 * the criteria sent change, on top of the wishlist as it is now, and a stale version is refused
 * (409 conflict: two tabs, issue 27). Without it, the body is the whole wishlist (missing criteria empty).
 */
export const WishlistSave = z.strictObject(WISHLIST_FIELD).partial().extend({
	version: z.number().int('A whole number: the version the wishlist was read at.').min(0).optional()
});
export type WishlistSave = z.output<typeof WishlistSave>;

export const Wishlist = WishlistFields.extend({
	/** false: a proposal made from the profile, not yet saved by the person. */
	saved: z.boolean(),
	updatedAt: z.string().nullable(),
	/** Every save adds one; 0 until one is saved. A save sends the version it was based on. */
	version: z.number().int().min(0)
});
export type Wishlist = z.infer<typeof Wishlist>;

// ---------------------------------------------------------------------------------------------
// Sources

export const BoardProvider = z.enum(['greenhouse', 'lever', 'ashby', 'gupy']);
export type BoardProvider = z.infer<typeof BoardProvider>;
export const FeedSourceKind = z.enum(['rss', 'atom', 'json', 'greenhouse', 'lever', 'ashby', 'gupy']);
export type FeedSourceKind = z.infer<typeof FeedSourceKind>;

/** How the last read went: `ok`, `not_modified` (304, nothing re-read), `skipped` (read less than 30 min ago by a scheduled round), `error`. */
export const FeedStatus = z.enum(['new', 'ok', 'not_modified', 'skipped', 'error']);
export type FeedStatus = z.infer<typeof FeedStatus>;

/**
 * Something a person should know about how a source was read, though it was read all the same
 * (feeds/parse.ts FeedWarning, a board's `items_cut`): `control_characters`, `truncated`,
 * `undeclared_prefixes`, `items_cut`, `empty_items`. `message` is the reader's English sentence;
 * `count` the number it names (characters removed, complete items read, items left out), so a
 * screen can say it in the person's language. The code stays a string: a backup made by a newer
 * Rumo, with a code this one does not know, still restores (a screen shows its message).
 */
export const SourceWarning = z.object({
	code: z.string(),
	message: z.string(),
	count: z.number().int().min(0).optional()
});
export type SourceWarning = z.infer<typeof SourceWarning>;

export const RadarFeed = z.object({
	id: z.string(),
	name: z.string(),
	/** What is read: the feed's address, or a board's public listing; null for pasted content. */
	url: z.string().nullable(),
	kind: FeedSourceKind,
	/** For a job board: its name at the provider. */
	board: z.string().nullable(),
	/** The people-facing page (a board's careers page, a feed's site). */
	siteUrl: z.string().nullable(),
	pasted: z.boolean(),
	lastStatus: FeedStatus,
	lastFetchedAt: z.string().nullable(),
	/** The problem code and sentence of the last failed read. */
	lastError: z.object({ code: z.string(), detail: z.string(), reason: z.string().nullable() }).nullable(),
	lastItems: z.number().int().min(0),
	/** What the last read (or, before any round, the read on adding it) had to say; [] for sources stored before warnings were kept. */
	lastWarnings: z.array(SourceWarning).default([]),
	createdAt: z.string(),
	updatedAt: z.string()
});
export type RadarFeed = z.infer<typeof RadarFeed>;

/** What is kept beside a feed for the next read (never shown). */
export type StoredFeed = RadarFeed & { content: string | null; etag: string | null; lastModified: string | null };

const Name = z.string().trim().max(120, 'Keep the name under 120 characters.').optional();
export const FeedCreate = z.union(
	[
		z.strictObject({ url: z.string().trim().min(1, 'Give the feed address.').max(2048, 'That address is too long.'), name: Name }),
		// The size is the service's to refuse: a feed over 5 MB is `413 payload_too_large`, not a field error.
		z.strictObject({ content: z.string().min(1, 'Paste the feed.'), name: Name }),
		z.strictObject({ provider: BoardProvider, board: z.string().trim().min(1, 'Give the board name or its careers page address.').max(300), name: Name })
	],
	{ error: 'Send {"url"} for a feed, {"content"} for a pasted feed, or {"provider", "board"} for a job board.' }
);
export type FeedCreate = z.output<typeof FeedCreate>;

export const FeedList = z.object({ items: z.array(RadarFeed), total: z.number().int(), nextCursor: z.null() });

// ---------------------------------------------------------------------------------------------
// Rounds

export const RoundFeed = z.object({
	feedId: z.string(),
	name: z.string(),
	ok: z.boolean(),
	status: FeedStatus,
	/** Items the source gave. */
	items: z.number().int(),
	/** Items new to the radar, scored and kept. */
	added: z.number().int(),
	/** Items already seen in an earlier round, in the inbox or in Applications. */
	duplicates: z.number().int(),
	/** Items removed by an excluded word or place. */
	excluded: z.number().int(),
	error: z.object({ code: z.string(), detail: z.string(), reason: z.string().nullable() }).nullable(),
	/** What this round's read of the source had to say ([] when it was not read, and in rounds stored before). */
	warnings: z.array(SourceWarning).default([])
});
export type RoundFeed = z.infer<typeof RoundFeed>;

export const RadarRound = z.object({
	id: z.string(),
	trigger: z.enum(['manual', 'schedule']),
	startedAt: z.string(),
	finishedAt: z.string(),
	cancelled: z.boolean(),
	feeds: z.array(RoundFeed),
	results: z.number().int(),
	alerts: z.number().int()
});
export type RadarRound = z.infer<typeof RadarRound>;

export const RoundRequest = z.strictObject({ trigger: z.enum(['manual', 'schedule']).default('manual'), feedIds: z.array(z.string()).max(200).optional() });

// ---------------------------------------------------------------------------------------------
// Results

/** One reason behind a score or a removal: a code the UI words, and the values it names. */
export const Reason = z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });
export type Reason = z.infer<typeof Reason>;

/** A met requirement: the posting's line that asks for it, and the person's words that show it. */
export const ResultEvidence = z.object({ requirement: z.string(), posting: z.string(), profile: z.string(), section: z.string() });
export const ResultGap = z.object({ requirement: z.string(), importance: z.enum(['required', 'nice', 'mentioned']), posting: z.string() });

export const ResultStatus = z.enum(['new', 'saved', 'dismissed', 'excluded']);
export type ResultStatus = z.infer<typeof ResultStatus>;

export const RadarResult = z.object({
	id: z.string(),
	feedId: z.string(),
	roundId: z.string(),
	title: z.string(),
	company: z.string(),
	location: z.string(),
	workMode: WorkMode.nullable(),
	url: z.string().nullable(),
	description: z.string(),
	publishedAt: z.string().nullable(),
	/** When the source says the posting last changed (Atom `updated`, `dcterms:modified`), apart from `publishedAt`; null when it does not say. */
	postingUpdatedAt: z.string().nullable().default(null),
	/** Who posted it, as the source names them (a feed's author); '' when it does not say. */
	author: z.string().default(''),
	/** 0–100, null when there is nothing to score against (no profile and an empty wishlist). */
	score: z.number().int().min(0).max(100).nullable(),
	/** The compatibility engine's score against the confirmed profile (null: no profile, or a posting it cannot read). */
	fit: z.number().int().min(0).max(100).nullable(),
	/** How much of the wishlist the posting meets (null: empty wishlist). */
	wishlist: z.number().int().min(0).max(100).nullable(),
	evidence: z.array(ResultEvidence),
	gaps: z.array(ResultGap),
	/** Why it scored as it did: wishlist criteria met, missed or unknown. */
	reasons: z.array(Reason),
	/** Why it was removed (status excluded). */
	excludedBy: Reason.nullable(),
	notes: z.array(z.string()),
	status: ResultStatus,
	savedTo: z.object({ inboxItemId: z.string().nullable(), trackerJobId: z.string().nullable() }),
	createdAt: z.string(),
	updatedAt: z.string()
});
export type RadarResult = z.infer<typeof RadarResult>;
export type StoredResult = RadarResult & { keys: string[] };

export const ResultsQuery = z.object({
	minScore: z.coerce.number().int().min(0).max(100).optional(),
	status: z
		.string()
		.optional()
		.transform((value) => (value ? value.split(',').filter(Boolean) : []))
		.pipe(z.array(ResultStatus)),
	feedId: z.string().optional(),
	q: z.string().max(200).optional(),
	limit: z.coerce.number().int().min(1).max(200).default(50),
	cursor: z.string().optional()
});
export type ResultsQuery = z.output<typeof ResultsQuery>;

export const ResultList = z.object({ items: z.array(RadarResult), total: z.number().int(), nextCursor: z.string().nullable() });
export type ResultList = z.infer<typeof ResultList>;

export const ResultUpdate = z.strictObject({ status: z.enum(['new', 'dismissed']) });
export const ResultSave = z.strictObject({ to: z.enum(['inbox', 'applications']) });

// ---------------------------------------------------------------------------------------------
// Alerts and schedule

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 22:00.');
/** Each alert setting as the person sends it, with no default: a versioned save changes only those it names. */
const ALERT_FIELD = {
	/** Results scoring at least this raise an alert. */
	threshold: z.number().int().min(0).max(100),
	/** A system notification too (the page asks the browser's permission first). */
	notify: z.boolean(),
	quietHours: z.strictObject({ from: ClockTime, to: ClockTime }).nullable(),
	/** Repeat rounds while the app is open, every this many minutes (null: only by hand). */
	everyMinutes: z.number().int().min(30, 'Rounds can repeat at most every 30 minutes.').max(24 * 60).nullable()
};

export const AlertSettings = z.strictObject({
	threshold: ALERT_FIELD.threshold.default(75),
	notify: ALERT_FIELD.notify.default(false),
	quietHours: ALERT_FIELD.quietHours.default(null),
	everyMinutes: ALERT_FIELD.everyMinutes.default(null)
});
export type AlertSettings = z.output<typeof AlertSettings>;

/**
 * PUT /radar/alerts/settings. With `version` (the one GET answered; 0 before any save) only the
 * settings sent change, on top of the settings as they are now, and a stale version is refused
 * (409 conflict: two tabs, issue 27). Without it, the body is the whole set (missing ones default).
 */
export const AlertSettingsSave = z.strictObject(ALERT_FIELD).partial().extend({
	version: z.number().int('A whole number: the version the alert settings were read at.').min(0).optional()
});
export type AlertSettingsSave = z.output<typeof AlertSettingsSave>;

/** The alert settings as read: every save adds one to `version` (0 until one is saved). */
export const VersionedAlertSettings = AlertSettings.extend({ version: z.number().int().min(0) });
export type VersionedAlertSettings = z.output<typeof VersionedAlertSettings>;

export const RadarAlert = z.object({
	id: z.string(),
	resultId: z.string(),
	title: z.string(),
	company: z.string(),
	score: z.number().int(),
	createdAt: z.string(),
	readAt: z.string().nullable(),
	dismissedAt: z.string().nullable(),
	/** Whether a system notification may be shown for it (outside quiet hours, when allowed). */
	notify: z.boolean(),
	notifiedAt: z.string().nullable()
});
export type RadarAlert = z.infer<typeof RadarAlert>;

export const AlertUpdate = z.strictObject({ read: z.boolean().optional(), dismissed: z.boolean().optional(), notified: z.boolean().optional() });
export const AlertList = z.object({ items: z.array(RadarAlert), total: z.number().int(), unread: z.number().int(), nextCursor: z.null(), settings: VersionedAlertSettings });
