import { describe, expect, it } from 'vitest';
import { TrackerFunnel, TrackerJob, TrackerJobList, TrackerMetrics, TrackerRequirements, TrackerSources, TrackerTimeline, StatusList } from '$core/tracker/schema';
import { Health } from '$core/health/schema';
import { ProblemDetails } from '$core/http/problem';
import { computeFunnel, computeMetrics, computeSources, computeTimeline } from '$core/tracker/metrics';
import { DEMO_JOBS } from './jobs';
import { DEMO_PROFILE } from './profile';
import { Profile } from '$core/profile/schema';
import { DEMO_FUNNEL, DEMO_METRICS, DEMO_PROFILE_SKILLS, DEMO_SOURCES, DEMO_TIMELINE, DEMO_TITLE_SKILLS } from './aggregates';
import { demoTransport } from './demo-transport';
import { DEMO_POSTING_SKILLS } from './postings';
import { profileSkillKeys, requirementsOf, titleSkills } from '$core/tracker/requirement-skills';
import { testClient, testEnv } from '$core/testing/env';
import type { JobExtraction } from '$core/job/schema';

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

describe('demo requirements', () => {
	it('fixes only what needs the taxonomy, and fixes it as the core reads it', () => {
		for (const job of DEMO_JOBS) {
			const posting = job.jobId ? DEMO_POSTING_SKILLS[job.jobId] : undefined;
			if (job.jobId) expect(posting, `posting of ${job.id}`).toBeDefined();
			// Postings hold canonical names already: the core reads them unchanged.
			if (posting) expect(requirementsOf(job, posting)).toEqual(posting);
			else expect(DEMO_TITLE_SKILLS[job.id]).toEqual(titleSkills(job.title));
		}
		expect(new Set(DEMO_PROFILE_SKILLS)).toEqual(profileSkillKeys(DEMO_PROFILE.items));
	});

	it('answers every query exactly as the core would over the same data', async () => {
		const { env } = testEnv();
		await env.db.trackerJobs.bulkAdd(structuredClone(DEMO_JOBS));
		await env.db.profileItems.bulkAdd(structuredClone(DEMO_PROFILE.items));
		await env.db.jobs.bulkAdd(
			Object.entries(DEMO_POSTING_SKILLS).map(([id, skills]) => {
				const asked = (names: readonly string[]) => names.map((name) => ({ name, evidence: name }));
				return { id, job: { requiredSkills: asked(skills.required), niceToHaveSkills: asked(skills.niceToHave) } } as unknown as JobExtraction;
			})
		);
		const core = testClient(env);
		for (const query of ['', '?limit=3', '?status=applied,screening', '?status=saved', '?source=gupy', '?source=manual', '?status=rejected&source=LinkedIn', '?limit=0', '?limit=101', '?limit=x', '?status=hired']) {
			const real = await core.get(`/tracker/requirements${query}`);
			const demo = await read(`/tracker/requirements${query}`);
			expect(demo.status, query).toBe(real.status);
			if (real.status === 200) expect(TrackerRequirements.parse(demo.data), query).toEqual(real.data);
			else expect(demo.data.errors[0].path.split('.').slice(0, 2), query).toEqual(real.data.errors[0].path.split('.').slice(0, 2));
		}
	});

	it('shows recurring gaps beside the skills the demo profile has', async () => {
		const { data } = await read('/tracker/requirements');
		expect(data.jobsWithSkills).toBe(6);
		expect(data.items[0]).toMatchObject({ skill: 'Excel', count: 3, inProfile: false });
		expect(data.items.find((i: { skill: string }) => i.skill === 'Intensive care')).toMatchObject({ count: 1, inProfile: true });
	});
});
