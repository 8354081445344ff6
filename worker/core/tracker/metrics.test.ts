import { describe, expect, it } from 'vitest';
import { computeFunnel, computeMetrics, computeSources, computeTimeline, isoWeek, median } from './metrics';
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
	it('counts each job in every funnel stage it passed', () => {
		const f = computeFunnel([job(['saved', 'applied', 'interview']), job(['saved']), job(['saved', 'applied', 'rejected'])]);
		const count = Object.fromEntries(f.stages.map((s) => [s.status, s.count]));
		expect(count).toMatchObject({ saved: 3, applied: 2, screening: 1, interview: 1, offer: 0 });
		expect(f.stages[0].rate).toBe(1);
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
		expect(t.items).toEqual([{ week: '2026-W02', created: 1, applied: 1, responses: 1 }]);
	});
});

