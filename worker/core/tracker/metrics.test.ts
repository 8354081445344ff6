import { describe, expect, it } from 'vitest';
import { computeFunnel, computeMetrics, computeSources, computeTimeline, isoWeek, lastWeeks, median } from './metrics';
import type { TrackerJob, TrackerStatus } from './schema';

let n = 0;
/** A job that walked through `path`, one status per day from 2026-01-05 (a Monday). */
function job(path: TrackerStatus[], extra: Partial<TrackerJob> = {}): TrackerJob {
	const start = Date.parse('2026-01-05T10:00:00.000Z');
	const history = path.map((to, i) => ({ from: i === 0 ? null : path[i - 1], to, at: new Date(start + i * 86_400_000).toISOString() }));
	const appliedIndex = path.indexOf('applied');
	return {
		id: `j${++n}`,
		title: 'Nurse',
		company: 'Clinic',
		url: null,
		location: null,
		source: null,
		status: path[path.length - 1],
		notes: '',
		match: null,
		jobId: null,
		createdAt: history[0].at,
		updatedAt: history[history.length - 1].at,
		appliedAt: appliedIndex >= 0 ? history[appliedIndex].at : null,
		history,
		version: path.length,
		...extra
	};
}

describe('tracker metrics', () => {
	it('reports nulls, not zeros, when nothing was applied to yet', () => {
		const m = computeMetrics([job(['saved'])]);
		expect(m).toMatchObject({ total: 1, active: 1, applied: 0, responseRate: null, interviewRate: null, offerRate: null, medianDaysToResponse: null, averageMatch: null });
	});

	it('counts a rejection as a response but not as an interview', () => {
		const m = computeMetrics([job(['saved', 'applied', 'rejected']), job(['saved', 'applied'])]);
		expect(m.responseRate).toBe(0.5);
		expect(m.interviewRate).toBe(0);
		expect(m.active).toBe(1);
	});

	it('measures rates against applications sent, whatever the current status', () => {
		const jobs = [
			job(['saved', 'applied', 'screening', 'interview', 'offer', 'accepted']),
			job(['saved', 'applied', 'interview', 'rejected']),
			job(['saved', 'applied']),
			job(['saved', 'withdrawn'])
		];
		const m = computeMetrics(jobs);
		expect(m.applied).toBe(3);
		expect(m.responseRate).toBeCloseTo(2 / 3, 3);
		expect(m.interviewRate).toBeCloseTo(2 / 3, 3);
		expect(m.offerRate).toBeCloseTo(1 / 3, 3);
		expect(m.byStatus).toMatchObject({ accepted: 1, rejected: 1, applied: 1, withdrawn: 1, saved: 0 });
	});

	it('takes the median of days from applying to the first answer', () => {
		const fast = job(['applied', 'screening']); // 1 day
		const slow = job(['applied', 'saved', 'saved', 'interview']); // 3 days
		const slower = job(['applied', 'saved', 'saved', 'saved', 'saved', 'rejected']); // 5 days
		expect(computeMetrics([fast, slow, slower]).medianDaysToResponse).toBe(3);
	});

	it('averages only the jobs that carry a match score', () => {
		const m = computeMetrics([job(['saved'], { match: { score: 80, analysisId: null } }), job(['saved'], { match: { score: 61, analysisId: 'a' } }), job(['saved'])]);
		expect(m.averageMatch).toBe(71);
	});

	it('median handles even and empty lists', () => {
		expect(median([])).toBeNull();
		expect(median([4, 1, 3, 2])).toBe(2.5);
	});
});

describe('tracker aggregations', () => {
	it('counts each job in every funnel stage it was really in, and those it skipped apart', () => {
		const f = computeFunnel([job(['saved', 'applied', 'interview']), job(['saved']), job(['saved', 'applied', 'rejected'])]);
		const count = Object.fromEntries(f.stages.map((s) => [s.status, s.count]));
		expect(count).toMatchObject({ saved: 3, applied: 2, screening: 0, interview: 1, offer: 0 });
		expect(f.stages.find((s) => s.status === 'screening')?.skipped).toBe(1);
		expect(f.stages[0].rate).toBe(1);
	});

	// Issue 27: a card moved from Saved straight to Offer passed no Screening and no Interview.
	it('does not count a card moved from Saved straight to Offer in the stages it skipped', () => {
		const f = computeFunnel([job(['saved', 'offer'])]);
		const byStatus = Object.fromEntries(f.stages.map((s) => [s.status, [s.count, s.skipped]]));
		expect(byStatus).toMatchObject({ saved: [1, 0], applied: [1, 0], screening: [0, 1], interview: [0, 1], offer: [1, 0], accepted: [0, 0] });
	});

	it('groups sources case by case and names a missing source "manual"', () => {
		const s = computeSources([job(['applied', 'interview'], { source: 'LinkedIn' }), job(['applied'], { source: 'LinkedIn' }), job(['saved'])]);
		expect(s.items[0]).toMatchObject({ source: 'LinkedIn', total: 2, applied: 2, interviews: 1, conversion: 0.5 });
		expect(s.items[1]).toMatchObject({ source: 'manual', total: 1, applied: 0, conversion: null });
	});

	it('places events in ISO weeks, including the week that belongs to the previous year', () => {
		expect(isoWeek('2021-01-03T10:00:00Z')).toBe('2020-W53');
		expect(isoWeek('2026-01-05T10:00:00Z')).toBe('2026-W02');
		const t = computeTimeline([job(['saved', 'applied', 'screening'])]);
		expect(t.items).toEqual([{ week: '2026-W02', created: 1, applied: 1, responses: 1, interviews: 0 }]);
	});
});


describe('the timeline', () => {
	it('counts an interview in the week the job first moved to one, and an offer reached without it as one too', () => {
		const direct = job(['saved', 'applied', 'screening', 'interview', 'offer']); // interview on 2026-01-08
		const skipped = job(['applied', 'saved', 'saved', 'saved', 'saved', 'saved', 'saved', 'offer']); // offer on 2026-01-12
		const t = computeTimeline([direct, skipped]);
		expect(t.items.map((row) => [row.week, row.interviews])).toEqual([
			['2026-W02', 1],
			['2026-W03', 1]
		]);
	});

	it('does not date an interview the job was added at: only a move on the board says when it happened', () => {
		const added = job(['interview']);
		expect(computeTimeline([added]).items).toEqual([{ week: '2026-W02', created: 1, applied: 0, responses: 0, interviews: 0 }]);
	});

	it('answers the sums of its rows as totals', () => {
		const jobs = [job(['saved', 'applied', 'interview']), job(['saved', 'applied', 'rejected']), job(['saved'])];
		const t = computeTimeline(jobs);
		const sum = (key: 'created' | 'applied' | 'responses' | 'interviews') => t.items.reduce((total, row) => total + row[key], 0);
		expect(t.totals).toEqual({ created: sum('created'), applied: sum('applied'), responses: sum('responses'), interviews: sum('interviews') });
		expect(t.totals).toEqual({ created: 3, applied: 2, responses: 2, interviews: 1 });
	});

	it('given a range, answers every week of it, quiet ones as zeros, and leaves out what falls outside', () => {
		const range = lastWeeks(4, new Date('2026-01-20T10:00:00Z')); // a Tuesday of W04
		expect(range).toEqual(['2026-W01', '2026-W02', '2026-W03', '2026-W04']);
		const old = job(['saved'], { createdAt: '2025-06-01T10:00:00.000Z' });
		const t = computeTimeline([job(['saved', 'applied']), old], range);
		expect(t.items.map((row) => [row.week, row.created, row.applied])).toEqual([
			['2026-W01', 0, 0],
			['2026-W02', 1, 1],
			['2026-W03', 0, 0],
			['2026-W04', 0, 0]
		]);
		expect(t.totals.created).toBe(1);
	});

	it('walks a range across the turn of a year with 53 weeks', () => {
		expect(lastWeeks(3, new Date('2021-01-05T10:00:00Z'))).toEqual(['2020-W52', '2020-W53', '2021-W01']);
	});
});
