import { TRACKER_STATUSES, type TrackerFunnel, type TrackerJob, type TrackerMetrics, type TrackerSources, type TrackerStatus, type TrackerTimeline } from './schema';
import { INTERVIEWED, OFFERED, PIPELINE, RESPONDED, SENT, isTerminal } from './statuses';

const DAY_MS = 86_400_000;

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

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

export function median(values: number[]): number | null {
	if (values.length === 0) return null;
	const sorted = [...values].sort((a, b) => a - b);
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

export function computeMetrics(jobs: readonly TrackerJob[]): TrackerMetrics {
	const byStatus = Object.fromEntries(TRACKER_STATUSES.map((s) => [s, 0])) as Record<TrackerStatus, number>;
	let active = 0;
	let sent = 0;
	let responded = 0;
	let interviewed = 0;
	let offered = 0;
	let matchSum = 0;
	let matchCount = 0;
	const responseDays: number[] = [];

	for (const job of jobs) {
		byStatus[job.status]++;
		if (!isTerminal(job.status)) active++;
		if (job.match) {
			matchSum += job.match.score;
			matchCount++;
		}
		const p = progressOf(job);
		if (!p.sent) continue;
		sent++;
		if (p.responded) responded++;
		if (p.interviewed) interviewed++;
		if (p.offered) offered++;
		const days = daysToResponse(job);
		if (days !== null) responseDays.push(days);
	}

	const medianDays = median(responseDays);
	return {
		total: jobs.length,
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

/** How far along the forward path each job went; `rate` is the share of all tracked jobs. */
export function computeFunnel(jobs: readonly TrackerJob[]): TrackerFunnel {
	const counts = PIPELINE.map(() => 0);
	for (const job of jobs) {
		const p = progressOf(job);
		let furthest = 0;
		PIPELINE.forEach((status, i) => {
			if (p.reached.has(status)) furthest = Math.max(furthest, i);
		});
		if (p.sent) furthest = Math.max(furthest, 1);
		for (let i = 0; i <= furthest; i++) counts[i]++;
	}
	return { stages: PIPELINE.map((status, i) => ({ status, count: counts[i], rate: ratio(counts[i], jobs.length) })) };
}

export const NO_SOURCE = 'manual';

/** Per source: how many were sent and how many of those led to an interview (`conversion`). */
export function computeSources(jobs: readonly TrackerJob[]): TrackerSources {
	const rows = new Map<string, { source: string; total: number; applied: number; interviews: number; offers: number }>();
	for (const job of jobs) {
		const source = job.source?.trim() || NO_SOURCE;
		const row = rows.get(source) ?? { source, total: 0, applied: 0, interviews: 0, offers: 0 };
		const p = progressOf(job);
		row.total++;
		if (p.sent) row.applied++;
		if (p.interviewed) row.interviews++;
		if (p.offered) row.offers++;
		rows.set(source, row);
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

export function computeTimeline(jobs: readonly TrackerJob[]): TrackerTimeline {
	const weeks = new Map<string, { week: string; created: number; applied: number; responses: number }>();
	const bump = (iso: string, key: 'created' | 'applied' | 'responses') => {
		const week = isoWeek(iso);
		const row = weeks.get(week) ?? { week, created: 0, applied: 0, responses: 0 };
		row[key]++;
		weeks.set(week, row);
	};
	for (const job of jobs) {
		bump(job.createdAt, 'created');
		if (job.appliedAt) bump(job.appliedAt, 'applied');
		const first = job.history.find((h) => RESPONDED.has(h.to) && h.from !== null);
		if (first) bump(first.at, 'responses');
	}
	return { items: [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week)) };
}
