import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { computeMetrics, factOf } from './metrics';
import { RESPONSE_EDGES, responseTimesOf } from './response-times';
import type { TrackerJob, TrackerStatus } from './schema';

let n = 0;
/** A job sent on 2026-02-02 whose moves come `days` after it, as [status, days]. */
function sent(moves: [TrackerStatus, number][], status?: TrackerStatus): TrackerJob {
	const start = Date.parse('2026-02-02T10:00:00.000Z');
	const at = (days: number) => new Date(start + days * 86_400_000).toISOString();
	const history: TrackerJob['history'] = [{ from: null, to: 'applied', at: at(0) }];
	for (const [to, days] of moves) history.push({ from: history[history.length - 1].to, to, at: at(days) });
	return {
		id: `r${++n}`,
		title: 'Pharmacist',
		company: '',
		url: null,
		location: null,
		source: null,
		status: status ?? history[history.length - 1].to,
		notes: '',
		match: null,
		jobId: null,
		createdAt: at(0),
		updatedAt: history[history.length - 1].at,
		appliedAt: at(0),
		history,
		version: history.length
	};
}

const computeResponseTimes = (jobs: TrackerJob[]) => responseTimesOf(jobs.map(factOf));

describe('time to response', () => {
	it('puts each first answer in the bucket of its days, the edge belonging to the later bucket', () => {
		const jobs = [
			sent([['screening', 0.5]]),
			sent([['rejected', 1]]), // exactly one day: 1–3
			sent([['interview', 2.9]]),
			sent([['screening', 10], ['interview', 20]]), // the first answer counts: 10 days
			sent([['rejected', 45]]),
			sent([['offer', 200]])
		];
		const r = computeResponseTimes(jobs);
		expect(r.buckets.map((b) => [b.from, b.to, b.count])).toEqual([
			[0, 1, 1],
			[1, 3, 2],
			[3, 7, 0],
			[7, 14, 1],
			[14, 30, 0],
			[30, 60, 1],
			[60, null, 1]
		]);
		expect(r.responded).toBe(6);
	});

	it('answers the same median as the metrics, and as many answers as the buckets hold', () => {
		const jobs = [sent([['screening', 4]]), sent([['rejected', 9]]), sent([['interview', 1.25]]), sent([['interview', 30]])];
		const r = computeResponseTimes(jobs);
		expect(r.median).toBe(computeMetrics(jobs).medianDaysToResponse);
		expect(r.median).toBe(6.5);
		expect(r.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(r.responded);
	});

	it('counts as waiting only what was sent, got no answer and is still open', () => {
		const jobs = [
			sent([]), // waiting
			sent([], 'applied'),
			sent([['withdrawn', 3]]), // given up: not waiting
			sent([['rejected', 3]]) // answered
		];
		const saved = { ...sent([]), status: 'saved' as const, appliedAt: null, history: [{ from: null, to: 'saved' as const, at: '2026-02-02T10:00:00.000Z' }] };
		const r = computeResponseTimes([...jobs, saved]);
		expect(r.waiting).toBe(2);
		expect(r.responded).toBe(1);
	});

	it('answers every bucket empty, and no median, before any answer', () => {
		const r = computeResponseTimes([]);
		expect(r).toEqual({ buckets: RESPONSE_EDGES.map((from, i) => ({ from, to: RESPONSE_EDGES[i + 1] ?? null, count: 0 })), median: null, responded: 0, waiting: 0 });
	});

	it('is served at GET /tracker/response-times from the stored sums, moving with each write', async () => {
		const { env, advance } = testEnv();
		const api = testClient(env);
		const a = (await api.post('/tracker/jobs', { title: 'Farmacêutica', status: 'applied' })).data;
		await api.post('/tracker/jobs', { title: 'Professor', status: 'applied' });
		expect((await api.get('/tracker/response-times')).data).toMatchObject({ responded: 0, waiting: 2, median: null });
		advance(4);
		await api.patch(`/tracker/jobs/${a.id}`, { status: 'screening', version: a.version });
		const r = (await api.get('/tracker/response-times')).data;
		expect(r).toMatchObject({ responded: 1, waiting: 1, median: 4 });
		expect(r.buckets.find((b: { from: number }) => b.from === 3).count).toBe(1);
		const jobs = (await api.get('/tracker/jobs')).data.items;
		expect(r).toEqual(computeResponseTimes(jobs));
	});
});
