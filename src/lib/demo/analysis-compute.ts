import { testClient, testEnv } from '$core/testing/env';
import type { AnalysisSummary } from '$core/match/routes';
import type { AtsReview } from '$core/ats/schema';
import type { JobExtraction } from '$core/job/schema';
import type { MatchAnalysis } from '$core/match/schema';
import type { ResumeSummary } from '$core/resume/schema';
import type { Tailoring } from '$core/tailor/schema';
import { DEMO_PROFILE } from './profile';
import { DEMO_SCENARIOS } from './analysis-sources';

/** Everything the demo answers on the analysis screens, as the core answered it. */
export interface DemoAnalyses {
	resumes: ResumeSummary[];
	jobs: JobExtraction[];
	analyses: MatchAnalysis[];
	/** `GET /match` at its largest limit: newest first. */
	analysisList: AnalysisSummary[];
	/** By analysis id: what `POST /ats/analyze { matchId }` answered. */
	atsReviews: Record<string, AtsReview>;
	tailorings: Tailoring[];
}

/** Puts the demo's ids where the core wrote its own (every string or key equal to a core id). */
function renameIds<T>(value: T, names: Map<string, string>): T {
	if (typeof value === 'string') return (names.get(value) ?? value) as T;
	if (Array.isArray(value)) return value.map((v) => renameIds(v, names)) as T;
	if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [names.get(k) ?? k, renameIds(v, names)])) as T;
	return value;
}

/**
 * Runs the whole core (router, services, parsers, the skill taxonomy) over the demo's texts, as a
 * person would on the Resume, Job, Compatibility, ATS and Tailor screens, with the demo profile
 * stored — the profile is evidence the tailor may quote. Only the unit test and the generator call
 * this: it needs fake IndexedDB and the taxonomy, which the demo build must not carry.
 */
export async function computeDemoAnalyses(): Promise<DemoAnalyses> {
	const { env, advance } = testEnv(DEMO_SCENARIOS[0].at.resume);
	const core = testClient(env);
	const setClock = (iso: string) => advance((Date.parse(iso) - env.now().getTime()) / 86_400_000);
	const ok = async (response: Promise<{ status: number; data: unknown }>, what: string) => {
		const { status, data } = await response;
		if (status >= 300) throw new Error(`The core refused the demo's ${what} (${status}): ${JSON.stringify(data)}`);
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		return data as any;
	};
	await env.db.profileItems.bulkAdd(structuredClone(DEMO_PROFILE.items));

	const names = new Map<string, string>();
	const raw = { jobs: [] as JobExtraction[], analyses: [] as MatchAnalysis[], atsReviews: {} as Record<string, AtsReview>, tailorings: [] as Tailoring[] };
	for (const scenario of DEMO_SCENARIOS) {
		setClock(scenario.at.resume);
		const resume = await ok(core.post('/resume/extract', { text: scenario.resumeText }), 'resume');
		setClock(scenario.at.job);
		const job = await ok(core.post('/job/extract', { text: scenario.jobText, metadata: scenario.jobMetadata }), 'posting');
		setClock(scenario.at.analysis);
		const analysis = await ok(core.post('/match/analyze', { resumeId: resume.id, jobId: job.id }), 'analysis');
		const ats = await ok(core.post('/ats/analyze', { matchId: analysis.id }), 'ATS review');
		setClock(scenario.at.tailoring);
		const tailoring = await ok(core.post('/resume/tailor', { resumeId: resume.id, jobId: job.id }), 'tailoring');
		names.set(resume.id, scenario.ids.resume).set(job.id, scenario.ids.job).set(analysis.id, scenario.ids.analysis);
		names.set(ats.id, scenario.ids.ats).set(tailoring.id, scenario.ids.tailoring);
		raw.jobs.push(await ok(core.get(`/job/${job.id}`), 'stored posting'));
		raw.analyses.push(await ok(core.get(`/match/${analysis.id}`), 'stored analysis'));
		raw.atsReviews[analysis.id] = ats;
		raw.tailorings.push(await ok(core.get(`/resume/tailor?resumeId=${resume.id}&jobId=${job.id}`), 'stored tailoring'));
	}
	const resumes = (await ok(core.get('/resume?limit=500'), 'resume list')).items;
	const analysisList = (await ok(core.get('/match?limit=100'), 'analysis list')).items;
	return renameIds({ resumes, ...raw, analysisList }, names);
}
