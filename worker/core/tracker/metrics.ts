import { TRACKER_STATUSES, type TrackerFunnel, type TrackerJob, type TrackerMetrics, type TrackerSources, type TrackerStatus, type TrackerTimeline } from './schema';
import { INTERVIEWED, OFFERED, PIPELINE, RESPONDED, SENT, isTerminal } from './statuses';

const DAY_MS = 86_400_000;

/** The source of a job that has none: typed by hand. */
export const NO_SOURCE = 'manual';

/** Every status a job has been in, from its history and its current status. */
function reachedStatuses(job: TrackerJob): Set<TrackerStatus> {
	const reached = new Set<TrackerStatus>([job.status]);
	for (const entry of job.history) reached.add(entry.to);
	return reached;
}

const hasAny = (reached: Set<TrackerStatus>, group: ReadonlySet<TrackerStatus>) => {
	for (const status of reached) if (group.has(status)) return true;
	return false;
};

type Progress = { sent: boolean; responded: boolean; interviewed: boolean; offered: boolean; reached: Set<TrackerStatus> };

function progressOf(job: TrackerJob): Progress {
	const reached = reachedStatuses(job);
	return {
		reached,
		sent: job.appliedAt !== null || hasAny(reached, SENT),
		responded: hasAny(reached, RESPONDED),
		interviewed: hasAny(reached, INTERVIEWED),
		offered: hasAny(reached, OFFERED)
	};
}

export const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

export function median(values: number[]): number | null {
	return medianOfSorted([...values].sort((a, b) => a - b));
}

/** The median of a list already in ascending order (the ledger keeps its days so). */
export function medianOfSorted(sorted: readonly number[]): number | null {
	if (sorted.length === 0) return null;
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Days from sending an application to the first answer (screening, interview, offer or rejection). */
function daysToResponse(job: TrackerJob): number | null {
	if (!job.appliedAt) return null;
	const sentAt = Date.parse(job.appliedAt);
	for (const entry of job.history) {
		if (!RESPONDED.has(entry.to)) continue;
		const at = Date.parse(entry.at);
		if (at >= sentAt) return (at - sentAt) / DAY_MS;
	}
	return null;
}

/**
 * What the aggregations need to know about one job, small enough to be stored beside it and
 * read back for 10,000 jobs in a few milliseconds: the dashboard never needs the notes or the
 * history themselves. Derived from the job by `factOf`, nothing else.
 */
export interface JobFact {
	id: string;
	status: TrackerStatus;
	source: string;
	createdAt: string;
	appliedAt: string | null;
	sent: boolean;
	responded: boolean;
	interviewed: boolean;
	offered: boolean;
	/** Index in PIPELINE of the furthest stage reached. */
	furthest: number;
	/**
	 * The PIPELINE stages the job was really in, one bit each: every tracked job was saved, a sent
	 * one applied; a later stage counts only when the card stood in it (Saved straight to Offer
	 * never passed Screening or Interview).
	 */
	stages: number;
	score: number | null;
	/** Days from sending to the first answer. */
	responseDays: number | null;
	/** When the first answer came after a move on the board (the timeline's "responses"). */
	respondedAt: string | null;
	/** When the job first moved on the board to an interview or further (the timeline's "interviews"). */
	interviewedAt: string | null;
	/** Sent, no answer yet and still open: what "time to response" is still waiting for. */
	waiting: boolean;
}

export function factOf(job: TrackerJob): JobFact {
	const p = progressOf(job);
	let furthest = 0;
	PIPELINE.forEach((status, i) => {
		if (p.reached.has(status)) furthest = Math.max(furthest, i);
	});
	if (p.sent) furthest = Math.max(furthest, 1);
	let stages = 1;
	PIPELINE.forEach((status, i) => {
		if (i > 0 && (p.reached.has(status) || (status === 'applied' && p.sent))) stages |= 1 << i;
	});
	return {
		id: job.id,
		status: job.status,
		source: job.source?.trim() || NO_SOURCE,
		createdAt: job.createdAt,
		appliedAt: job.appliedAt,
		sent: p.sent,
		responded: p.responded,
		interviewed: p.interviewed,
		offered: p.offered,
		furthest,
		stages,
		score: job.match?.score ?? null,
		responseDays: daysToResponse(job),
		respondedAt: job.history.find((h) => RESPONDED.has(h.to) && h.from !== null)?.at ?? null,
		// Like responses, only a move counts: a job added straight at "interview" says nothing of when it happened.
		interviewedAt: job.history.find((h) => INTERVIEWED.has(h.to) && h.from !== null)?.at ?? null,
		waiting: p.sent && !p.responded && !isTerminal(job.status)
	};
}

export function metricsOf(facts: readonly JobFact[]): TrackerMetrics {
	const byStatus = Object.fromEntries(TRACKER_STATUSES.map((s) => [s, 0])) as Record<TrackerStatus, number>;
	let active = 0;
	let sent = 0;
	let responded = 0;
	let interviewed = 0;
	let offered = 0;
	let matchSum = 0;
	let matchCount = 0;
	const responseDays: number[] = [];

	for (const fact of facts) {
		byStatus[fact.status]++;
		if (!isTerminal(fact.status)) active++;
		if (fact.score !== null) {
			matchSum += fact.score;
			matchCount++;
		}
		if (!fact.sent) continue;
		sent++;
		if (fact.responded) responded++;
		if (fact.interviewed) interviewed++;
		if (fact.offered) offered++;
		if (fact.responseDays !== null) responseDays.push(fact.responseDays);
	}

	const medianDays = median(responseDays);
	return {
		total: facts.length,
		active,
		applied: sent,
		byStatus,
		responseRate: ratio(responded, sent),
		interviewRate: ratio(interviewed, sent),
		offerRate: ratio(offered, sent),
		medianDaysToResponse: medianDays === null ? null : Math.round(medianDays * 10) / 10,
		averageMatch: matchCount === 0 ? null : Math.round(matchSum / matchCount)
	};
}

/**
 * The stages each job was really in (`count`, `rate` of all tracked jobs), and how many went past a
 * stage without standing in it (`skipped`: moved from Saved straight to Offer skips Screening and
 * Interview). A job is never counted in a stage it skipped.
 */
export function funnelOf(facts: readonly JobFact[]): TrackerFunnel {
	const counts = PIPELINE.map(() => 0);
	const skipped = PIPELINE.map(() => 0);
	for (const fact of facts) addToFunnel(counts, skipped, fact, 1);
	return funnelStages(counts, skipped, facts.length);
}

/** Adds (or takes away) one job's stages: the one rule funnelOf and the ledger share. */
export function addToFunnel(counts: number[], skipped: number[], fact: JobFact, sign: 1 | -1): void {
	for (let i = 0; i <= fact.furthest; i++) {
		if (fact.stages & (1 << i)) counts[i] += sign;
		else skipped[i] += sign;
	}
}

export function funnelStages(counts: readonly number[], skipped: readonly number[], total: number): TrackerFunnel {
	return { stages: PIPELINE.map((status, i) => ({ status, count: counts[i], skipped: skipped[i], rate: ratio(counts[i], total) })) };
}


/** Per source: how many were sent and how many of those led to an interview (`conversion`). */
export function sourcesOf(facts: readonly JobFact[]): TrackerSources {
	const rows = new Map<string, { source: string; total: number; applied: number; interviews: number; offers: number }>();
	for (const fact of facts) {
		const row = rows.get(fact.source) ?? { source: fact.source, total: 0, applied: 0, interviews: 0, offers: 0 };
		row.total++;
		if (fact.sent) row.applied++;
		if (fact.interviewed) row.interviews++;
		if (fact.offered) row.offers++;
		rows.set(fact.source, row);
	}
	return {
		items: [...rows.values()]
			.map((row) => ({ ...row, conversion: ratio(row.interviews, row.applied) }))
			.sort((a, b) => b.total - a.total || a.source.localeCompare(b.source))
	};
}

/** ISO 8601 week of a UTC timestamp, as `YYYY-Www`. */
export function isoWeek(iso: string): string {
	const date = new Date(iso);
	const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
	const weekday = day.getUTCDay() || 7;
	day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
	const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
	const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
	return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export type WeekCounts = { created: number; applied: number; responses: number; interviews: number };
export const WEEK_KEYS = ['created', 'applied', 'responses', 'interviews'] as const;
const zeroWeek = (): WeekCounts => ({ created: 0, applied: 0, responses: 0, interviews: 0 });

/** Which weeks of a job's life each timeline count goes to. */
export function weekEvents(fact: JobFact): [string, keyof WeekCounts][] {
	const events: [string, keyof WeekCounts][] = [[isoWeek(fact.createdAt), 'created']];
	if (fact.appliedAt) events.push([isoWeek(fact.appliedAt), 'applied']);
	if (fact.respondedAt) events.push([isoWeek(fact.respondedAt), 'responses']);
	if (fact.interviewedAt) events.push([isoWeek(fact.interviewedAt), 'interviews']);
	return events;
}

/** `weeks` ISO weeks ending with the one of `now`, oldest first. */
export function lastWeeks(weeks: number, now: Date): string[] {
	return Array.from({ length: weeks }, (_, i) => isoWeek(new Date(now.getTime() - (weeks - 1 - i) * 7 * DAY_MS).toISOString()));
}

/**
 * The timeline from per-week counts: every week with an event (the contract's shape), or, given
 * `range`, every one of those weeks, empty ones included, so a chart never draws a quiet week
 * as a line between two busy ones. `totals` are the sums over the rows answered.
 */
export function timelineRows(counts: Readonly<Record<string, WeekCounts>>, range?: readonly string[]): TrackerTimeline {
	const weeks = range ?? Object.keys(counts).sort();
	const items = weeks.map((week) => ({ week, ...(counts[week] ?? zeroWeek()) }));
	const totals = zeroWeek();
	for (const row of items) for (const key of WEEK_KEYS) totals[key] += row[key];
	return { items, totals };
}

export function timelineOf(facts: readonly JobFact[], range?: readonly string[]): TrackerTimeline {
	const weeks: Record<string, WeekCounts> = {};
	for (const fact of facts) for (const [week, key] of weekEvents(fact)) (weeks[week] ??= zeroWeek())[key]++;
	return timelineRows(weeks, range);
}

/** The same aggregations straight from jobs (tests, the demo's checks). */
export const computeMetrics = (jobs: readonly TrackerJob[]) => metricsOf(jobs.map(factOf));
export const computeFunnel = (jobs: readonly TrackerJob[]) => funnelOf(jobs.map(factOf));
export const computeSources = (jobs: readonly TrackerJob[]) => sourcesOf(jobs.map(factOf));
export const computeTimeline = (jobs: readonly TrackerJob[], range?: readonly string[]) => timelineOf(jobs.map(factOf), range);
