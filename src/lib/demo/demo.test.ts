import { describe, expect, it } from 'vitest';
import { TrackerFunnel, TrackerJob, TrackerJobList, TrackerMetrics, TrackerSources, TrackerTimeline, StatusList } from '$core/tracker/schema';
import { Health } from '$core/health/schema';
import { ProblemDetails } from '$core/http/problem';
import { computeFunnel, computeMetrics, computeSources, computeTimeline } from '$core/tracker/metrics';
import { DEMO_JOBS } from './jobs';
import { DEMO_PROFILE } from './profile';
import { Profile } from '$core/profile/schema';
import { DEMO_FUNNEL, DEMO_METRICS, DEMO_SOURCES, DEMO_TIMELINE } from './aggregates';
import { demoTransport } from './demo-transport';

const read = async (path: string, method = 'GET') => {
	const r = await demoTransport(method, `/api/v1${path}`);
	return { status: r.status, data: JSON.parse(r.text) };
};

describe('demo data', () => {
	it('parses with the same schemas as the real API', () => {
		for (const job of DEMO_JOBS) expect(() => TrackerJob.parse(job)).not.toThrow();
		TrackerMetrics.parse(DEMO_METRICS);
		TrackerFunnel.parse(DEMO_FUNNEL);
		TrackerSources.parse(DEMO_SOURCES);
		TrackerTimeline.parse(DEMO_TIMELINE);
		Profile.parse(DEMO_PROFILE);
	});

	it('shows exactly the figures the core would compute from the demo jobs', () => {
		expect(DEMO_METRICS).toEqual(computeMetrics(DEMO_JOBS));
		expect(DEMO_FUNNEL).toEqual(computeFunnel(DEMO_JOBS));
		expect(DEMO_SOURCES).toEqual(computeSources(DEMO_JOBS));
		expect(DEMO_TIMELINE).toEqual(computeTimeline(DEMO_JOBS));
	});

	it('uses only reserved example domains for links', () => {
		for (const job of DEMO_JOBS) if (job.url) expect(new URL(job.url).hostname).toMatch(/\.(example|test)$/);
		const links = [...DEMO_PROFILE.basics.links, ...DEMO_PROFILE.items.flatMap((i) => i.evidence.map((e) => e.url).filter((u): u is string => !!u))];
		for (const link of links) expect(new URL(link).hostname).toMatch(/\.(example|test)$/);
	});

	it('answers reads with contract-shaped bodies', async () => {
		expect(Health.parse((await read('/health')).data).mode).toBe('demo');
		StatusList.parse((await read('/tracker/statuses')).data);
		const list = TrackerJobList.parse((await read('/tracker/jobs?status=saved,applied')).data);
		expect(list.items.map((j) => j.status).every((s) => s === 'saved' || s === 'applied')).toBe(true);
		expect((await read('/tracker/jobs?q=enfermeira')).data.total).toBe(1);
	});

	it('refuses every write with a problem a person can act on', async () => {
		for (const method of ['POST', 'PATCH', 'DELETE']) {
			const r = await read('/tracker/jobs/demo-1', method);
			expect(r.status).toBe(403);
			expect(ProblemDetails.parse(r.data).code).toBe('demo_read_only');
		}
		expect((await read('/tracker/jobs/nope')).status).toBe(404);
		expect((await read('/resume/extract', 'POST')).data.code).toBe('demo_read_only');
		expect((await read('/profile/items', 'POST')).data.code).toBe('demo_read_only');
	});
});
