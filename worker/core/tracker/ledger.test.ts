import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { applyFact, funnelFromLedger, ledgerOf, metricsFromLedger, responseTimesFromLedger, sourcesFromLedger, timelineFromLedger } from './ledger';
import { factOf, funnelOf, lastWeeks, metricsOf, sourcesOf, timelineOf } from './metrics';
import { responseTimesOf } from './response-times';
import { TRACKER_STATUSES, type TrackerJob, type TrackerStatus } from './schema';

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
	return () => {
		seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
		return seed / 2 ** 31;
	};
}

function randomJob(next: () => number, i: number): TrackerJob {
	const steps = 1 + Math.floor(next() * 4);
	const start = Date.parse('2026-01-01T09:00:00.000Z') + Math.floor(next() * 90) * 86_400_000;
	const history: TrackerJob['history'] = [];
	let at = start;
	let from: TrackerStatus | null = null;
	for (let k = 0; k < steps; k++) {
		const to = TRACKER_STATUSES[Math.floor(next() * TRACKER_STATUSES.length)];
		history.push({ from, to, at: new Date(at).toISOString() });
		from = to;
		at += Math.floor(1 + next() * 20) * 43_200_000;
	}
	const sent = history.find((h) => ['applied', 'screening', 'interview', 'offer', 'accepted', 'rejected'].includes(h.to));
	return {
		id: `j${i}`,
		title: 'Job',
		company: '',
		url: null,
		location: null,
		source: ['LinkedIn', 'Gupy', null, ' Indicação '][Math.floor(next() * 4)],
		status: history[history.length - 1].to,
		notes: '',
		match: next() < 0.6 ? { score: Math.floor(next() * 101), analysisId: null } : null,
		jobId: null,
		createdAt: history[0].at,
		updatedAt: history[history.length - 1].at,
		appliedAt: sent?.at ?? null,
		history,
		version: steps
	};
}

describe('tracker ledger', () => {
	it('gives exactly the aggregations of the jobs it summed, after any mix of adds and removals', () => {
		const next = random(7);
		const jobs = Array.from({ length: 400 }, (_, i) => randomJob(next, i));
		const ledger = ledgerOf([]);
		const kept: TrackerJob[] = [];
		for (const job of jobs) {
			applyFact(ledger, factOf(job), 1);
			kept.push(job);
			// Now and then a job goes away again, as a delete or the old half of an update does.
			if (next() < 0.3) {
				const gone = kept.splice(Math.floor(next() * kept.length), 1)[0];
				applyFact(ledger, factOf(gone), -1);
			}
		}
		const facts = kept.map(factOf);
		expect(metricsFromLedger(ledger)).toEqual(metricsOf(facts));
		expect(funnelFromLedger(ledger)).toEqual(funnelOf(facts));
		expect(sourcesFromLedger(ledger)).toEqual(sourcesOf(facts));
		expect(timelineFromLedger(ledger)).toEqual(timelineOf(facts));
		const range = lastWeeks(10, new Date('2026-03-15T00:00:00Z'));
		expect(timelineFromLedger(ledger, range)).toEqual(timelineOf(facts, range));
		expect(responseTimesFromLedger(ledger)).toEqual(responseTimesOf(facts));
		expect(timelineOf(facts).totals.interviews).toBeGreaterThan(10);
		expect(responseTimesOf(facts).waiting).toBeGreaterThan(10);
		expect(metricsOf(facts).total).toBeGreaterThan(100);
	});

	it('is kept in step by every write, and rebuilt from the jobs when missing', async () => {
		const { env, advance } = testEnv();
		const api = testClient(env);
		const a = (await api.post('/tracker/jobs', { title: 'Enfermeira', source: 'LinkedIn', match: { score: 80, analysisId: null } })).data;
		const b = (await api.post('/tracker/jobs', { title: 'Professor', status: 'applied' })).data;
		advance(3);
		await api.patch(`/tracker/jobs/${b.id}`, { status: 'interview', version: b.version });
		await api.post('/tracker/jobs', { title: 'Advogada' });
		await api.del(`/tracker/jobs/${a.id}`);
		const fromJobs = async () => ledgerOf((await env.db.trackerJobs.toArray()).map(factOf));
		const stored = async () => ((await env.db.meta.get('tracker.ledger'))?.value as { ledger: unknown }).ledger;
		expect(await stored()).toEqual(await fromJobs());
		const before = (await api.get('/tracker/metrics')).data;
		expect(before).toMatchObject({ total: 2, applied: 1, interviewRate: 1, medianDaysToResponse: 3 });

		// A database from before the ledger existed: the first read builds it from the jobs.
		await env.db.meta.delete('tracker.ledger');
		expect((await api.get('/tracker/metrics')).data).toEqual(before);
		expect(await stored()).toEqual(await fromJobs());
		// …and so does the first write.
		await env.db.meta.delete('tracker.ledger');
		await api.post('/tracker/jobs', { title: 'Farmacêutica', status: 'applied' });
		expect(await stored()).toEqual(await fromJobs());
		expect((await api.get('/tracker/metrics')).data.total).toBe(3);
	});

	it('rebuilds a ledger stored by an older version, so the new figures count every job', async () => {
		const { env, advance } = testEnv();
		const api = testClient(env);
		const job = (await api.post('/tracker/jobs', { title: 'Enfermeira', status: 'applied' })).data;
		advance(2);
		await api.patch(`/tracker/jobs/${job.id}`, { status: 'interview', version: job.version });
		// What version 1 kept: no interviews per week, no count of the waiting.
		const stored = (await env.db.meta.get('tracker.ledger'))!.value as { ledger: Record<string, unknown> };
		const old = structuredClone(stored.ledger) as { weeks: Record<string, Record<string, number>>; waiting?: number };
		for (const row of Object.values(old.weeks)) delete row.interviews;
		delete old.waiting;
		await env.db.meta.put({ key: 'tracker.ledger', value: { version: 1, ledger: old } });
		expect((await api.get('/tracker/timeline')).data.totals.interviews).toBe(1);
		expect((await api.get('/tracker/response-times')).data).toMatchObject({ responded: 1, waiting: 0 });
	});
});
