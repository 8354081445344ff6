import { describe, expect, it } from 'vitest';
import { AtsReview } from '$core/ats/schema';
import { ProblemDetails } from '$core/http/problem';
import { JobExtraction } from '$core/job/schema';
import { MatchAnalysis } from '$core/match/schema';
import { Tailoring } from '$core/tailor/schema';
import { TrackerJobList } from '$core/tracker/schema';
import { computeDemoAnalyses } from './analysis-compute';
import { DEMO_SCENARIOS } from './analysis-sources';
import { DEMO_ANALYSES, DEMO_ANALYSIS_LIST, DEMO_ATS_REVIEWS, DEMO_JOB_EXTRACTIONS, DEMO_RESUMES, DEMO_TAILORINGS } from './analyses';
import { demoTransport } from './demo-transport';
import { DEMO_JOBS } from './jobs';
import { DEMO_POSTING_SKILLS } from './postings';

const read = async (path: string, method = 'GET', body?: unknown) => {
	const r = await demoTransport(method, `/api/v1${path}`, body === undefined ? undefined : JSON.stringify(body));
	return { status: r.status, data: JSON.parse(r.text) };
};

/** The demo's ids and clock are its own choice; everything else must be what the core computed. */
const ID_OR_TIME = new Set(['id', 'resumeId', 'jobId', 'createdAt', 'updatedAt']);
function withoutIdsAndTimes(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutIdsAndTimes);
	if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([k]) => !ID_OR_TIME.has(k)).map(([k, v]) => [k, withoutIdsAndTimes(v)]));
	return value;
}

describe('demo analyses', () => {
	it('are exactly what the core computes from the demo resumes and postings', async () => {
		const core = await computeDemoAnalyses();
		const same = (demo: unknown, real: unknown, what: string) => expect(withoutIdsAndTimes(demo), what).toEqual(withoutIdsAndTimes(real));
		same(DEMO_RESUMES, core.resumes, 'resume list');
		same(DEMO_JOB_EXTRACTIONS, core.jobs, 'extracted postings');
		same(DEMO_ANALYSES, core.analyses, 'compatibility analyses');
		same(DEMO_ANALYSIS_LIST, core.analysisList, 'analysis list');
		same(Object.values(DEMO_ATS_REVIEWS), Object.values(core.atsReviews), 'ATS reviews');
		same(DEMO_TAILORINGS, core.tailorings, 'tailorings');
		// And the links between them are the ones the core made.
		expect(DEMO_ANALYSES.map((a) => [a.id, a.resumeId, a.jobId])).toEqual(DEMO_SCENARIOS.map((s) => [s.ids.analysis, s.ids.resume, s.ids.job]));
		expect(Object.keys(DEMO_ATS_REVIEWS)).toEqual(DEMO_SCENARIOS.map((s) => s.ids.analysis));
	});

	it('parse with the same schemas as the real API', () => {
		for (const job of DEMO_JOB_EXTRACTIONS) JobExtraction.parse(job);
		for (const analysis of DEMO_ANALYSES) MatchAnalysis.parse(analysis);
		for (const review of Object.values(DEMO_ATS_REVIEWS)) AtsReview.parse(review);
		for (const tailoring of DEMO_TAILORINGS) Tailoring.parse(tailoring);
	});

	it('belong to the demo tracker jobs, with the same score and posting skills', () => {
		for (const analysis of DEMO_ANALYSES) {
			const tracked = DEMO_JOBS.filter((job) => job.match?.analysisId === analysis.id);
			expect(tracked, analysis.id).toHaveLength(1);
			expect(tracked[0].match?.score).toBe(analysis.score);
			expect(tracked[0].jobId).toBe(analysis.jobId);
		}
		// "What jobs ask for" counts these postings' skills: the same ones the analysis compared.
		for (const { id, job } of DEMO_JOB_EXTRACTIONS) {
			expect(DEMO_POSTING_SKILLS[id], id).toEqual({ required: job.requiredSkills.map((s) => s.name), niceToHave: job.niceToHaveSkills.map((s) => s.name) });
		}
	});

	it('quote only fictitious people, employers and reserved contacts', () => {
		const texts = DEMO_SCENARIOS.map((s) => `${s.resumeText}\n${s.jobText}`).join('\n');
		for (const email of texts.match(/[\w.+-]+@[\w.-]+/g) ?? []) expect(email).toMatch(/@example\.(com|org|net)$/);
		for (const phone of texts.match(/\+55 \d\d 9\d{4}-\d{4}/g) ?? []) expect(phone).toMatch(/ 90000-0\d{3}$/);
		const hosts = texts.replace(/[\w.+-]+@[\w.-]+/g, '').match(/(?<![\w.-])[a-z][\w-]*(?:\.[a-z][\w-]*)+/g) ?? [];
		expect(hosts).toEqual(['helena-duarte.example']);
	});
});

describe('demo transport on the analysis screens', () => {
	it('lists the analyses newest first and opens each with its job', async () => {
		const list = await read('/match?limit=10');
		expect(list.status).toBe(200);
		expect(list.data).toEqual({ items: DEMO_ANALYSIS_LIST, total: DEMO_ANALYSIS_LIST.length });
		expect((await read('/match?limit=1')).data.items).toHaveLength(1);
		expect((await read('/match?limit=0')).status).toBe(400);
		for (const summary of DEMO_ANALYSIS_LIST) {
			const analysis = await read(`/match/${summary.id}`);
			expect(MatchAnalysis.parse(analysis.data).score).toBe(summary.score);
			const job = await read(`/job/${analysis.data.jobId}`);
			expect(job.data.job.title).toBe(summary.jobTitle);
		}
		expect((await read('/match/nope')).status).toBe(404);
		expect((await read('/job/nope')).data.code).toBe('not_found');
	});

	it('lists the demo resumes like the core', async () => {
		expect((await read('/resume')).data).toEqual({ items: DEMO_RESUMES, total: DEMO_RESUMES.length, nextCursor: null });
		expect((await read('/resume?limit=501')).status).toBe(400);
	});

	it('answers the ATS review of a demo analysis as a read, and refuses any other', async () => {
		for (const [matchId, review] of Object.entries(DEMO_ATS_REVIEWS)) {
			const r = await read('/ats/analyze', 'POST', { matchId });
			expect(r.status).toBe(201);
			expect(r.data).toEqual(review);
		}
		for (const body of [{ matchId: 'nope' }, { matchId: 'toString' }, { resumeId: 'demo-resume-1', jobId: 'demo-posting-1' }, undefined]) {
			const r = await read('/ats/analyze', 'POST', body);
			expect(r.status).toBe(403);
			expect(ProblemDetails.parse(r.data).code).toBe('demo_read_only');
		}
	});

	it('answers the latest tailoring and each by id, and refuses every decision', async () => {
		for (const tailoring of DEMO_TAILORINGS) {
			expect((await read(`/resume/tailor?resumeId=${tailoring.resumeId}&jobId=${tailoring.jobId}`)).data).toEqual(tailoring);
			expect((await read(`/resume/tailor/${tailoring.id}`)).data).toEqual(tailoring);
			const decided = await read(`/resume/tailor/${tailoring.id}/suggestions/s1`, 'PATCH', { status: 'accepted' });
			expect(decided.status).toBe(403);
			expect(decided.data.code).toBe('demo_read_only');
		}
		expect((await read('/resume/tailor?resumeId=demo-resume-1&jobId=demo-posting-4')).status).toBe(404);
		expect((await read('/resume/tailor?resumeId=demo-resume-1')).status).toBe(400);
		expect((await read('/resume/tailor', 'POST', { resumeId: 'demo-resume-1', jobId: 'demo-posting-1' })).data.code).toBe('demo_read_only');
		expect((await read('/match/analyze', 'POST', { resumeId: 'demo-resume-1', jobId: 'demo-posting-1' })).data.code).toBe('demo_read_only');
	});

	it('finds the application made from a posting, as "Save to Applications" looks for it', async () => {
		const list = TrackerJobList.parse((await read('/tracker/jobs?jobId=demo-posting-1&limit=1')).data);
		expect(list.items.map((j) => j.id)).toEqual(['demo-1']);
	});
});
