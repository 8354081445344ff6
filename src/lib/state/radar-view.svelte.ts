/**
 * The radar screen's rules that need no state: what a filter asks the API, how the core's reason
 * codes and problems become words, what the forms send (the wishlist's in radar-wishlist-form.ts,
 * re-exported here), and when the next scheduled round is due.
 * Pure (no runes, no api), so radar-view.test.ts proves them without a browser. Words are message
 * keys with their values, turned into text by components/radar/say.ts inside the markup, so a
 * language switch rewrites what is on screen. No score is computed here: they all come from the API.
 */
import type { MessageKey, PluralKey } from '$lib/i18n/i18n.svelte';
import type { AlertSettings, RadarAlert, RadarFeed, RadarResult, Reason, ResultFilter, ResultStatus, RoundFeed, SourceWarning } from '$lib/api/radar';
import { isApiError } from '$lib/api/errors';
import { foldText } from '$core/engine/text/normalize';
import { LEVELS, PERIODS, WORK_MODES } from './radar-wishlist-form';

export * from './radar-wishlist-form';

/** A value inside a message: as it is, a word of its own (a work mode), a sum of money, or a date. */
export type Param = string | number | { key: MessageKey } | { money: number; currency: string } | { date: string };
/** A message to show: a key and its values, a count's words, or `text` when the core's own words are all there is. */
export type RadarWords = { key: MessageKey; params?: Record<string, Param> } | { plural: PluralKey; count: number; params?: Record<string, Param> } | { text: string };

// ---------------------------------------------------------------------------------------------
// Results: filters

/** `current`: what still needs the person (new and saved, the API's default); `all`: every status. */
export type StatusView = 'current' | ResultStatus | 'all';
export const STATUS_VIEWS: readonly StatusView[] = ['current', 'new', 'saved', 'dismissed', 'excluded', 'all'];
export const MIN_SCORES = [40, 50, 60, 70, 80, 90] as const;
export const RESULTS_PAGE = 30;

export type ResultFilters = { status: StatusView; minScore: number | null; feedId: string; q: string };
export const DEFAULT_RESULT_FILTERS: ResultFilters = { status: 'current', minScore: null, feedId: '', q: '' };

/** The list request of the filters ("current" sends no status: the API then lists new and saved). */
export function resultsQuery(filters: ResultFilters, page: { limit?: number; cursor?: string } = {}): ResultFilter {
	const q = filters.q.trim();
	const status: ResultStatus[] | undefined = filters.status === 'current' ? undefined : filters.status === 'all' ? ['new', 'saved', 'dismissed', 'excluded'] : [filters.status];
	return {
		status,
		minScore: filters.minScore ?? undefined,
		feedId: filters.feedId || undefined,
		q: q || undefined,
		limit: page.limit ?? RESULTS_PAGE,
		cursor: page.cursor
	};
}

export const isResultsFiltered = (filters: ResultFilters) => filters.status !== 'current' || filters.minScore !== null || !!filters.feedId || !!filters.q.trim();

/** Whether a result still belongs to the list the filters ask for (after the person acted on it). */
export function matchesFilters(result: Pick<RadarResult, 'status' | 'score' | 'feedId'>, filters: ResultFilters): boolean {
	const statuses = resultsQuery(filters).status ?? ['new', 'saved'];
	return statuses.includes(result.status) && (filters.minScore === null || (result.score ?? -1) >= filters.minScore) && (!filters.feedId || result.feedId === filters.feedId);
}

export type ResultsEmpty = 'no_sources' | 'no_round' | 'filtered' | 'nothing';

/** Why the list is empty, for a path forward: add a source, run a round, or change the filters. */
export function resultsEmpty(state: { feeds: number; rounds: number; filters: ResultFilters }): ResultsEmpty {
	if (isResultsFiltered(state.filters)) return 'filtered';
	if (!state.feeds) return 'no_sources';
	if (!state.rounds) return 'no_round';
	return 'nothing';
}

/** The company to show beside a title, or null when the title already names it ("Enfermeiro(a) de UTI — Hospital Boa Vista"). */
export function companyBesideTitle(title: string, company: string | null | undefined): string | null {
	const name = company?.trim();
	return name && !foldText(title).includes(foldText(name)) ? name : null;
}

export const scoreTone = (score: number | null) => (score === null ? 'none' : score >= 70 ? 'high' : score >= 45 ? 'mid' : 'low');

// ---------------------------------------------------------------------------------------------
// Results: why they scored as they did (codes of worker/core/radar/score.ts)

/** Whether a reason says a criterion was met, missed, not known from the posting, or is a note. */
export type ReasonTone = 'met' | 'missed' | 'unknown' | 'note';

const MET = new Set(['title_match', 'title_partial', 'skills_found', 'place_match', 'place_remote', 'mode_match', 'seniority_match', 'pay_meets', 'language_match']);
const MISSED = new Set(['title_miss', 'skills_none', 'place_miss', 'mode_miss', 'seniority_miss', 'pay_below', 'language_miss', 'excluded_word', 'excluded_place']);
const UNKNOWN = new Set(['place_unknown', 'mode_unknown', 'seniority_unknown', 'pay_unknown']);

export function reasonTone(code: string): ReasonTone {
	return MET.has(code) ? 'met' : MISSED.has(code) ? 'missed' : UNKNOWN.has(code) ? 'unknown' : 'note';
}

const word = <T extends string>(list: readonly T[], value: unknown, key: (v: T) => MessageKey): Param => (list.includes(value as T) ? { key: key(value as T) } : String(value ?? ''));
const text = (value: unknown) => String(value ?? '');

/** One reason in words; an unknown code says its code rather than nothing. */
export function reasonWords(reason: Reason): RadarWords {
	const p = reason.params;
	switch (reason.code) {
		case 'title_match':
		case 'title_partial':
		case 'title_miss':
			return { key: `radar.reason.${reason.code}`, params: { title: text(p.title) } };
		case 'skills_found':
			return { plural: 'radar.reason.skills_found', count: Number(p.count ?? 0), params: { of: Number(p.of ?? 0), skills: text(p.skills) } };
		case 'skills_none':
			return { plural: 'radar.reason.skills_none', count: Number(p.of ?? 0) };
		case 'place_match':
			return { key: 'radar.reason.place_match', params: { place: text(p.place) } };
		case 'place_miss':
			return { key: 'radar.reason.place_miss', params: { location: text(p.location) } };
		case 'mode_match':
		case 'mode_miss':
			return { key: `radar.reason.${reason.code}`, params: { mode: word(WORK_MODES, p.mode, (m) => `job.mode.${m}`) } };
		case 'seniority_match':
		case 'seniority_miss':
			return { key: `radar.reason.${reason.code}`, params: { level: word(LEVELS, p.seniority, (l) => `job.level.${l}`) } };
		case 'pay_meets':
		case 'pay_below':
			return { key: `radar.reason.${reason.code}`, params: { pay: { money: Number(p.amount ?? 0), currency: text(p.currency) }, period: word(PERIODS, p.period, (x) => `radar.period.${x}`) } };
		case 'pay_unknown':
			return { key: 'radar.reason.pay_unknown', params: { currency: text(p.currency) } };
		case 'language_match':
		case 'language_miss':
			return { key: `radar.reason.${reason.code}`, params: { language: word(['en', 'pt'] as const, p.language, (l) => `radar.language.${l}`) } };
		case 'place_remote':
		case 'place_unknown':
		case 'mode_unknown':
		case 'seniority_unknown':
		case 'posting_unreadable':
		case 'no_description':
		case 'no_profile':
			return { key: `radar.reason.${reason.code}` };
		case 'excluded_word':
		case 'excluded_place':
			return exclusionWords(reason);
		default:
			return { text: reason.code };
	}
}

/** Why a result was removed: the excluded word or place it named. */
export function exclusionWords(reason: Reason): RadarWords {
	if (reason.code === 'excluded_word') return { key: 'radar.excluded.word', params: { word: text(reason.params.word) } };
	if (reason.code === 'excluded_place') return { key: 'radar.excluded.place', params: { place: text(reason.params.place) } };
	return { text: reason.code };
}

/** Reasons grouped for the card: what was met first, then what was missed, unknown, and notes. */
export function sortedReasons(reasons: readonly Reason[]): Reason[] {
	const order: ReasonTone[] = ['met', 'missed', 'unknown', 'note'];
	return [...reasons].sort((a, b) => order.indexOf(reasonTone(a.code)) - order.indexOf(reasonTone(b.code)));
}

const NOTES = ['missing_link', 'missing_date', 'missing_description'] as const;

/** What a source left out of a posting (kept, and said, never silently filled in). */
export function noteWords(note: string): RadarWords {
	const known = NOTES.find((n) => n === note);
	return known ? { key: `radar.note.${known}` } : { text: note };
}

/**
 * When the source says a posting last changed, to show beside its posting date: only when that is
 * another day (`sameDay` compares them as the screen writes them), or when there is no posting date.
 */
export function updatedBeside(result: Pick<RadarResult, 'publishedAt' | 'postingUpdatedAt'>, sameDay: (a: string, b: string) => boolean): string | null {
	const updated = result.postingUpdatedAt;
	if (!updated || !Number.isFinite(Date.parse(updated))) return null;
	if (!result.publishedAt) return updated;
	return Date.parse(updated) > Date.parse(result.publishedAt) && !sameDay(result.publishedAt, updated) ? updated : null;
}

/** Where a result was saved: the inbox, Applications, both or neither. */
export const savedPlaces = (result: Pick<RadarResult, 'savedTo'>) => ({ inbox: !!result.savedTo.inboxItemId, applications: !!result.savedTo.trackerJobId });

// ---------------------------------------------------------------------------------------------
// Sources and their problems

/** Problems a source can have; `reason` tells `invalid_feed` causes apart (worker/core/radar/feed-item.ts). */
const PROBLEM_CODES = ['relay_unavailable', 'consent_required', 'source_unavailable', 'page_blocked', 'invalid_url', 'cancelled', 'conflict', 'internal_error'] as const;
const FEED_REASONS = ['entities', 'malformed', 'not_a_feed', 'too_large', 'empty'] as const;

/** A source's problem in words: by its code (and reason); the core's English detail only as a last resort. */
export function feedProblemWords(problem: { code: string; detail?: string; reason?: string | null }): RadarWords {
	if (problem.code === 'invalid_feed') {
		const reason = FEED_REASONS.find((r) => r === problem.reason);
		return { key: reason ? `radar.problem.invalid_feed.${reason}` : 'radar.problem.invalid_feed' };
	}
	const code = PROBLEM_CODES.find((c) => c === problem.code);
	if (code) return { key: `radar.problem.${code}` };
	return problem.detail ? { text: problem.detail } : { key: 'problem.generic' };
}

export type AddMode = 'url' | 'paste' | 'board';

/** A failed add in words: the feed problems, and the board name a provider does not know. */
export function addProblemWords(error: unknown, mode: AddMode): RadarWords {
	if (!isApiError(error)) return { key: 'problem.generic' };
	if (error.code === 'validation_failed' && mode === 'board' && error.errors.some((e) => e.path === 'board')) return { key: 'radar.problem.board_name' };
	if (error.code === 'validation_failed' && /at most \d+ sources/.test(error.message)) return { key: 'radar.problem.too_many' };
	if (error.code === 'payload_too_large') return { key: 'radar.problem.invalid_feed.too_large' };
	// A board the provider does not know answers 404 (the relay's reason says which status it was).
	if (mode === 'board' && error.code === 'source_unavailable' && (error.params.reason === 'status_404' || error.params.reason === 'status_410')) return { key: 'radar.problem.board_unknown' };
	if (error.code === 'validation_failed' || error.code === 'missing_input' || error.code === 'not_found') return error.message ? { text: error.message } : { key: 'problem.generic' };
	return feedProblemWords({ code: error.code, detail: error.message, reason: typeof error.params.reason === 'string' ? error.params.reason : null });
}

/** How a source's last read went, for its row. */
export function feedStatusWords(feed: Pick<RadarFeed, 'lastStatus' | 'lastFetchedAt' | 'lastItems' | 'lastError'>): RadarWords {
	switch (feed.lastStatus) {
		case 'new':
			return { key: 'radar.feed.status.new' };
		case 'ok':
			return { plural: 'radar.feed.status.ok', count: feed.lastItems, params: { date: { date: feed.lastFetchedAt ?? '' } } };
		case 'not_modified':
			return { key: 'radar.feed.status.not_modified', params: { date: { date: feed.lastFetchedAt ?? '' } } };
		case 'skipped':
			return { key: 'radar.feed.status.skipped' };
		case 'error':
			return feed.lastError ? feedProblemWords(feed.lastError) : { key: 'problem.generic' };
	}
}

const COUNTED_WARNINGS = ['control_characters', 'truncated', 'items_cut', 'empty_items'] as const;

/**
 * What a source's read had to say, in words a person can act on: by its code, with the number the
 * core gives (`count`); the reader's English sentence only for a code this screen does not know.
 */
export function sourceWarningWords(warning: Pick<SourceWarning, 'code' | 'message' | 'count'>): RadarWords {
	if (warning.code === 'undeclared_prefixes') return { key: 'radar.warning.undeclared_prefixes' };
	const code = COUNTED_WARNINGS.find((c) => c === warning.code);
	if (!code) return warning.message ? { text: warning.message } : { key: 'problem.generic' };
	return typeof warning.count === 'number' ? { plural: `radar.warning.${code}`, count: warning.count } : { key: `radar.warning.${code}.some` };
}

/** One source's part of a round. */
export function roundFeedWords(feed: RoundFeed): RadarWords {
	switch (feed.status) {
		case 'ok':
			return { plural: 'radar.round.feed.ok', count: feed.items, params: { added: feed.added, duplicates: feed.duplicates, excluded: feed.excluded } };
		case 'not_modified':
			return { key: 'radar.round.feed.not_modified' };
		case 'skipped':
			return { key: 'radar.round.feed.skipped' };
		default:
			return feed.error ? feedProblemWords(feed.error) : { key: 'problem.generic' };
	}
}

/** A round that met a source needing the person's permission to read addresses. */
export const roundNeedsConsent = (feeds: readonly RoundFeed[]) => feeds.some((feed) => feed.error?.code === 'consent_required');

// ---------------------------------------------------------------------------------------------
// Alerts and the schedule

/** Rounds repeat at most this often (the core refuses less, and skips sources read more recently). */
export const MIN_EVERY_MINUTES = 30;
export const REPEAT_CHOICES = [30, 60, 120, 240, 480] as const;

export type AlertDraft = { threshold: number; notify: boolean; quiet: boolean; quietFrom: string; quietTo: string; everyMinutes: number | null };

export function alertDraft(settings: AlertSettings): AlertDraft {
	return {
		threshold: settings.threshold,
		notify: settings.notify,
		quiet: settings.quietHours !== null,
		quietFrom: settings.quietHours?.from ?? '22:00',
		quietTo: settings.quietHours?.to ?? '07:00',
		everyMinutes: settings.everyMinutes
	};
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The settings to save, or the message of what needs attention. */
export function alertSettings(draft: AlertDraft): { settings: AlertSettings } | { key: MessageKey } {
	// An emptied number field gives null (or ''), which Number() would quietly read as 0.
	const raw: unknown = draft.threshold;
	const threshold = raw === null || raw === '' ? NaN : Math.round(Number(raw));
	if (!Number.isFinite(threshold) || threshold < 0 || threshold > 100) return { key: 'radar.alerts.threshold.invalid' };
	if (draft.quiet && (!CLOCK.test(draft.quietFrom) || !CLOCK.test(draft.quietTo))) return { key: 'radar.alerts.quiet.invalid' };
	const every = draft.everyMinutes === null ? null : Math.max(MIN_EVERY_MINUTES, Math.round(draft.everyMinutes));
	return { settings: { threshold, notify: draft.notify, quietHours: draft.quiet ? { from: draft.quietFrom, to: draft.quietTo } : null, everyMinutes: every } };
}

/**
 * When the next scheduled round is due (ms since the epoch), or null when rounds only run by hand.
 * Counted from the last round of any kind, and never sooner than 30 minutes after it.
 */
export function nextRoundAt(lastStartedAt: string | null, everyMinutes: number | null, now: number): number | null {
	if (everyMinutes === null) return null;
	const last = lastStartedAt ? Date.parse(lastStartedAt) : NaN;
	if (!Number.isFinite(last)) return now;
	return last + Math.max(MIN_EVERY_MINUTES, everyMinutes) * 60_000;
}

/** Older alerts are not announced any more: a notification is about something that just happened. */
const NOTIFY_WITHIN_MS = 24 * 60 * 60_000;

/** The alerts a system notification is due for (the core decided `notify`: allowed, outside quiet hours). */
export function alertsToNotify(alerts: readonly RadarAlert[], now: number): RadarAlert[] {
	return alerts.filter((alert) => alert.notify && !alert.notifiedAt && !alert.readAt && !alert.dismissedAt && now - Date.parse(alert.createdAt) < NOTIFY_WITHIN_MS);
}
