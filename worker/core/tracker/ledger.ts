import { TRACKER_STATUSES, type TrackerFunnel, type TrackerMetrics, type TrackerResponseTimes, type TrackerSources, type TrackerStatus, type TrackerTimeline } from './schema';
import { addToFunnel, funnelStages, medianOfSorted, ratio, timelineRows, weekEvents, WEEK_KEYS, type JobFact, type WeekCounts } from './metrics';
import { responseTimesOfDays } from './response-times';
import { PIPELINE, isTerminal } from './statuses';

/**
 * The tracker's aggregations as running sums: every write adds the new job's fact and takes away
 * the old one's, in the same transaction, so the dashboard reads one small row whatever the number
 * of jobs — 10,000 jobs cost what 10 do, even right after a bulk change or in a new tab. The
 * `*Of(facts)` functions in metrics.ts define what each figure means; these must always agree
 * with them (a test replays random histories through both).
 */
export interface Ledger {
	total: number;
	active: number;
	sent: number;
	responded: number;
	interviewed: number;
	offered: number;
	matchSum: number;
	matchCount: number;
	byStatus: Record<TrackerStatus, number>;
	/** Jobs that were in each PIPELINE stage, and jobs that went past it without being in it. */
	funnel: number[];
	funnelSkipped: number[];
	sources: Record<string, { total: number; applied: number; interviews: number; offers: number }>;
	weeks: Record<string, WeekCounts>;
	/** Days to the first answer of every sent job that got one, ascending (for the median). */
	responseDays: number[];
	/** Sent jobs, still open, with no answer yet. */
	waiting: number;
}

export function emptyLedger(): Ledger {
	return {
		total: 0,
		active: 0,
		sent: 0,
		responded: 0,
		interviewed: 0,
		offered: 0,
		matchSum: 0,
		matchCount: 0,
		byStatus: Object.fromEntries(TRACKER_STATUSES.map((s) => [s, 0])) as Record<TrackerStatus, number>,
		funnel: PIPELINE.map(() => 0),
		funnelSkipped: PIPELINE.map(() => 0),
		sources: {},
		weeks: {},
		responseDays: [],
		waiting: 0
	};
}

/** Where `value` sits (or would sit) in an ascending list. */
function position(sorted: number[], value: number): number {
	let low = 0;
	let high = sorted.length;
	while (low < high) {
		const mid = (low + high) >> 1;
		if (sorted[mid] < value) low = mid + 1;
		else high = mid;
	}
	return low;
}

/** Adds (`sign` 1) or takes away (`sign` -1) one job's fact. Changes the ledger in place. */
export function applyFact(ledger: Ledger, fact: JobFact, sign: 1 | -1): Ledger {
	ledger.total += sign;
	ledger.byStatus[fact.status] += sign;
	if (!isTerminal(fact.status)) ledger.active += sign;
	if (fact.score !== null) {
		ledger.matchSum += sign * fact.score;
		ledger.matchCount += sign;
	}
	if (fact.sent) {
		ledger.sent += sign;
		if (fact.responded) ledger.responded += sign;
		if (fact.interviewed) ledger.interviewed += sign;
		if (fact.offered) ledger.offered += sign;
		if (fact.responseDays !== null) {
			const at = position(ledger.responseDays, fact.responseDays);
			if (sign > 0) ledger.responseDays.splice(at, 0, fact.responseDays);
			else if (ledger.responseDays[at] === fact.responseDays) ledger.responseDays.splice(at, 1);
		}
	}
	addToFunnel(ledger.funnel, ledger.funnelSkipped, fact, sign);

	const source = (ledger.sources[fact.source] ??= { total: 0, applied: 0, interviews: 0, offers: 0 });
	source.total += sign;
	if (fact.sent) source.applied += sign;
	if (fact.interviewed) source.interviews += sign;
	if (fact.offered) source.offers += sign;
	if (source.total === 0) delete ledger.sources[fact.source];

	if (fact.waiting) ledger.waiting += sign;

	for (const [week, key] of weekEvents(fact)) {
		const row = (ledger.weeks[week] ??= { created: 0, applied: 0, responses: 0, interviews: 0 });
		row[key] += sign;
		if (WEEK_KEYS.every((k) => row[k] === 0)) delete ledger.weeks[week];
	}
	return ledger;
}

export function ledgerOf(facts: readonly JobFact[]): Ledger {
	const ledger = emptyLedger();
	for (const fact of facts) applyFact(ledger, fact, 1);
	return ledger;
}

export function metricsFromLedger(l: Ledger): TrackerMetrics {
	const medianDays = medianOfSorted(l.responseDays);
	return {
		total: l.total,
		active: l.active,
		applied: l.sent,
		byStatus: { ...l.byStatus },
		responseRate: ratio(l.responded, l.sent),
		interviewRate: ratio(l.interviewed, l.sent),
		offerRate: ratio(l.offered, l.sent),
		medianDaysToResponse: medianDays === null ? null : Math.round(medianDays * 10) / 10,
		averageMatch: l.matchCount === 0 ? null : Math.round(l.matchSum / l.matchCount)
	};
}

export function funnelFromLedger(l: Ledger): TrackerFunnel {
	return funnelStages(l.funnel, l.funnelSkipped, l.total);
}

export function sourcesFromLedger(l: Ledger): TrackerSources {
	return {
		items: Object.entries(l.sources)
			.map(([source, row]) => ({ source, ...row, conversion: ratio(row.interviews, row.applied) }))
			.sort((a, b) => b.total - a.total || a.source.localeCompare(b.source))
	};
}

/** `range`: the weeks to answer, empty ones included (see `timelineRows`). */
export function timelineFromLedger(l: Ledger, range?: readonly string[]): TrackerTimeline {
	return timelineRows(l.weeks, range);
}

export function responseTimesFromLedger(l: Ledger): TrackerResponseTimes {
	return responseTimesOfDays(l.responseDays, l.waiting);
}
