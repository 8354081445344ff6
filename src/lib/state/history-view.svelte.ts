/**
 * The History screen's rules that need no state: what the filters ask the API, how entries group
 * by the person's own days, and how an entry's params become a sentence of their language. Pure
 * (no runes, no api): history-view.test.ts proves them without a browser.
 */
import type { MessageKey, PluralKey } from '$lib/i18n/i18n.svelte';
import type { HistoryEntry, HistoryFilter, HistoryKind } from '$lib/api/history';
import { isApiError } from '$lib/api/errors';
import { SYNC_GROUPS, SYNC_RULES } from '$lib/api/sync';

export const KINDS = ['analysis', 'job', 'resume', 'tailoring', 'move', 'interview', 'import', 'sync'] as const satisfies readonly HistoryKind[];
/** What a clear deletes; a move goes with its application, on the board; a sync resolution is sync's own record. */
export const CLEARABLE = ['analysis', 'job', 'resume', 'tailoring', 'interview', 'import'] as const satisfies readonly HistoryKind[];
export const PAGE_SIZE = 50;

/** Kinds chosen (none: every kind) and a period of local days, as `<input type="date">` gives them. */
export type Filters = { kinds: HistoryKind[]; from: string; to: string };
export const DEFAULT_FILTERS: Filters = { kinds: [], from: '', to: '' };

export const isFiltered = (f: Filters) => f.kinds.length > 0 || !!f.from || !!f.to;
export const periodInOrder = (f: Filters) => !f.from || !f.to || f.from <= f.to;

/** A local day's first or last instant, as the API's exact timestamp: "the 3rd" is the person's 3rd, not UTC's. */
function dayBound(day: string, end: boolean): string {
	const [y, m, d] = day.split('-').map(Number);
	return (end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)).toISOString();
}

/** The request of the filters; an unfinished period (end before start) asks for none. */
export function apiFilter(f: Filters): HistoryFilter {
	const ordered = periodInOrder(f);
	return {
		kinds: f.kinds.length ? KINDS.filter((k) => f.kinds.includes(k)) : undefined,
		from: f.from && ordered ? dayBound(f.from, false) : undefined,
		to: f.to && ordered ? dayBound(f.to, true) : undefined
	};
}

/** The local day of an instant, `YYYY-MM-DD`. */
export function localDay(iso: string): string {
	const at = new Date(iso);
	return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** Entries (already newest first) in runs of the same local day. */
export function groupByDay(entries: readonly HistoryEntry[]): { day: string; entries: HistoryEntry[] }[] {
	const groups: { day: string; entries: HistoryEntry[] }[] = [];
	for (const entry of entries) {
		const day = localDay(entry.at);
		const last = groups[groups.length - 1];
		if (last?.day === day) last.entries.push(entry);
		else groups.push({ day, entries: [entry] });
	}
	return groups;
}

/** "Today", "Yesterday", or null for an older day (the screen writes its date). */
export function relativeDay(day: string, now: Date): MessageKey | null {
	if (day === localDay(now.toISOString())) return 'history.today';
	const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
	return day === localDay(yesterday.toISOString()) ? 'history.yesterday' : null;
}

type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;
export type TranslateCount = (key: PluralKey, count: number, params?: Params) => string;
export type Words = { t: Translate; tn: TranslateCount; status: (status: string) => string };

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const num = (value: string | number | undefined) => (typeof value === 'number' ? value : Number(value) || 0);
const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

function jobWords(p: Params, t: Translate): string {
	const [title, company] = [text(p.jobTitle), text(p.company)];
	if (title && company) return t('history.job.full', { title, company });
	if (title) return t('history.job.titleOnly', { title });
	return company ? t('history.job.companyOnly', { company }) : t('history.job.untitled');
}

const INTERVIEW_FIELDS = ['startsAt', 'timeZone', 'durationMinutes', 'stage', 'format', 'place', 'who', 'notes', 'outcome'] as const;
const STAGES = ['screening', 'technical', 'case', 'panel', 'final', 'other'] as const;
const ACTIONS = ['added', 'changed', 'deleted'] as const;

/** An interview added, changed or deleted (issue 30): the application, the stage and the wall-clock time in its zone, what changed. */
function interviewText(p: Params, job: string, t: Translate): { title: string; detail: string } {
	const action = ACTIONS.find((a) => a === p.action) ?? 'changed';
	const stage = STAGES.find((s) => s === p.stage) ?? 'other';
	const [date, time = ''] = text(p.localStart).split('T');
	const [year = '', month = '', day = ''] = date.split('-');
	const when = t('history.entry.interviewWhen', { stage: t(`history.interview.stage.${stage}`), year, month, day, time, zone: text(p.timeZone) });
	const fields = text(p.fields)
		.split(',')
		.flatMap((name) => INTERVIEW_FIELDS.filter((field) => field === name))
		.map((field) => t(`history.interview.field.${field}`));
	return { title: t(`history.entry.interview.${action}`, { job }), detail: fields.length ? `${when} ${t('history.entry.interviewChanged', { fields: fields.join(', ') })}` : when };
}

/**
 * A conflict sync resolved (issue 32): the record by its label and kind of data, and what the rule
 * kept. A merge says what was joined (an application's stages, an inbox's items); a version set
 * aside says whether Settings → Devices still offers it.
 */
function syncText(p: Params, t: Translate): { title: string; detail: string } {
	const group = t(`history.sync.group.${SYNC_GROUPS.find((g) => g === p.group) ?? 'profile'}`);
	const label = text(p.label);
	const rule = SYNC_RULES.find((r) => r === p.rule) ?? 'latest';
	const title = label ? t('history.entry.sync', { label, group }) : t('history.entry.syncUnnamed', { group });
	if (rule === 'merged') {
		const joined = p.group === 'applications' ? 'stages' : p.group === 'inbox' ? 'items' : 'versions';
		return { title, detail: t(`history.entry.sync.merged.${joined}`) };
	}
	if (rule === 'kept_both') return { title, detail: t(num(p.canKeepOther) ? 'history.entry.sync.kept_both' : 'history.entry.sync.keptTaken') };
	return { title, detail: t(`history.entry.sync.${rule}`) };
}

/** An entry's two lines in the person's language, from its params (the English `title`/`detail` are for programs). */
export function entryText(entry: HistoryEntry, { t, tn, status }: Words): { title: string; detail: string } {
	const p = entry.params;
	const job = jobWords(p, t);
	switch (entry.kind) {
		case 'analysis': {
			const resume = text(p.resumeName);
			return {
				// No job id: the posting was pasted for this analysis and never stored.
				title: p.jobId ? t('history.entry.analysis', { job }) : t('history.entry.analysisPasted'),
				detail: resume ? t('history.entry.analysisResume', { score: num(p.score), resume }) : t('history.entry.analysisProfile', { score: num(p.score) })
			};
		}
		case 'job': {
			const skills = t('history.entry.jobSkills', { required: num(p.required), niceToHave: num(p.niceToHave) });
			return { title: t('history.entry.job', { job }), detail: p.source ? `${skills} ${t('history.entry.jobSource', { source: text(p.source) })}` : skills };
		}
		case 'resume':
			return { title: t('history.entry.resume', { name: text(p.name) }), detail: tn('history.entry.resumeItems', num(p.items)) };
		case 'tailoring': {
			const resume = text(p.resumeName);
			return {
				title: resume ? t('history.entry.tailoring', { resume, job }) : t('history.entry.tailoringNoResume', { job }),
				detail: t('history.entry.tailoringDecisions', { accepted: num(p.accepted), rejected: num(p.rejected), pending: num(p.pending) })
			};
		}
		case 'move': {
			const to = status(text(p.to));
			const title = p.from ? t('history.entry.move', { job, from: status(text(p.from)), to }) : t('history.entry.moveAdded', { job, to });
			// No second line: the row's "stays with its application" says why it has no Clear.
			return { title: capital(title), detail: '' };
		}
		case 'interview':
			return interviewText(p, job, t);
		case 'import': {
			const name = text(p.name);
			return {
				title: name ? t('history.entry.import', { name }) : t('history.entry.importUnnamed', { format: text(p.format).toUpperCase() }),
				detail: tn('history.entry.importRows', num(p.rows), { created: num(p.created), merged: num(p.merged), skipped: num(p.skipped) })
			};
		}
		case 'sync':
			return syncText(p, t);
	}
}

/** The kinds a clear of `counts` deletes, with how many, in the screen's order (none at 0). */
export function clearableCounts(counts: Partial<Record<HistoryKind, number>>, kinds: readonly HistoryKind[]): { kind: HistoryKind; count: number }[] {
	const chosen = kinds.length ? kinds : KINDS;
	return CLEARABLE.filter((kind) => chosen.includes(kind) && (counts[kind] ?? 0) > 0).map((kind) => ({ kind, count: counts[kind]! }));
}

/** The kinds' counts as one list of words: "12 analyses, 3 tailorings and 2 import records". */
export function countList(counts: { kind: HistoryKind; count: number }[], tn: TranslateCount, list: (items: string[]) => string): string {
	return list(counts.map(({ kind, count }) => tn(`history.count.${kind}`, count)));
}

/** What kind of storage trouble a failed list is, if any: the screen then says what to do. */
export function storageTrouble(error: unknown): 'unavailable' | 'corrupted' | null {
	if (!isApiError(error)) return null;
	return error.code === 'storage_unavailable' ? 'unavailable' : error.code === 'storage_corrupted' ? 'corrupted' : null;
}
