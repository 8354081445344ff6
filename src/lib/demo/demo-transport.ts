import type { Body, Transport } from '$lib/api/transport';
import { STATUS_INFO } from '$core/tracker/statuses';
import { APP_VERSION } from '$core/version';
import { foldText as fold } from '$core/text/normalize';
import { DEMO_JOBS } from './jobs';
import { DEMO_PROFILE } from './profile';
import { DEMO_FUNNEL, DEMO_METRICS, DEMO_PROFILE_SKILLS, DEMO_SOURCES, DEMO_TIMELINE, DEMO_TITLE_SKILLS } from './aggregates';
import { DEMO_POSTING_SKILLS } from './postings';
import { tallyRequirements, type JobRequirements } from '$core/tracker/requirements';
import { NO_SOURCE } from '$core/tracker/metrics';
import { TRACKER_STATUSES, type TrackerJob } from '$core/tracker/schema';
import { DEMO_ANALYSES, DEMO_ANALYSIS_LIST, DEMO_ATS_REVIEWS, DEMO_JOB_EXTRACTIONS, DEMO_RESUMES, DEMO_TAILORINGS } from './analyses';

const json = (status: number, data: unknown) => ({ status, contentType: 'application/json', text: JSON.stringify(data) });
const problem = (status: number, code: string, detail: string) => ({
	status,
	contentType: 'application/problem+json',
	text: JSON.stringify({ type: 'about:blank', title: code, status, code, detail })
});

const invalidQuery = (path: string, message: string) => ({
	status: 400,
	contentType: 'application/problem+json',
	text: JSON.stringify({
		type: 'about:blank',
		title: 'validation_failed',
		status: 400,
		code: 'validation_failed',
		detail: 'Some query parameters are not valid.',
		errors: [{ path, message }]
	})
});

/** What a demo job asks for, read the way the core reads it (tracker/requirement-skills.ts). */
const demoJobRequirements = (job: TrackerJob): JobRequirements =>
	(job.jobId && DEMO_POSTING_SKILLS[job.jobId]) || { required: DEMO_TITLE_SKILLS[job.id] ?? [], niceToHave: [] };

/** `/tracker/requirements` over the demo jobs, with the core's filters, limits and counting. */
function demoRequirements(params: URLSearchParams) {
	const statuses = params.get('status')?.split(',').filter(Boolean) ?? [];
	const unknown = statuses.find((status) => !(TRACKER_STATUSES as readonly string[]).includes(status));
	if (unknown) return invalidQuery('query.status', `Unknown status "${unknown}"`);
	const limitText = params.get('limit');
	const limit = limitText === null ? 20 : Number(limitText);
	if (!Number.isInteger(limit) || limit < 1 || limit > 100) return invalidQuery('query.limit', 'Use a whole number from 1 to 100.');
	const source = fold(params.get('source')?.trim() ?? '');
	const jobs = DEMO_JOBS.filter((job) => (!statuses.length || statuses.includes(job.status)) && (!source || fold(job.source?.trim() || NO_SOURCE) === source));
	const profile = new Set(DEMO_PROFILE_SKILLS);
	return json(200, tallyRequirements(jobs.map(demoJobRequirements), (skill) => profile.has(fold(skill)), limit));
}

/** `?limit=` as the core's list routes read it: a whole number in range, `fallback` when left out. */
function listLimit(params: URLSearchParams, fallback: number, max: number): number | ReturnType<typeof invalidQuery> {
	const text = params.get('limit');
	const limit = text === null ? fallback : Number(text);
	return Number.isInteger(limit) && limit >= 1 && limit <= max ? limit : invalidQuery('query.limit', `Use a whole number from 1 to ${max}.`);
}

const listOf = <T>(all: readonly T[], params: URLSearchParams, fallback: number, max: number, more: object = {}) => {
	const limit = listLimit(params, fallback, max);
	return typeof limit === 'number' ? json(200, { items: all.slice(0, limit), total: all.length, ...more }) : limit;
};

/** `GET /resume/tailor?resumeId=&jobId=`: the latest tailoring of a demo resume for a demo job. */
function latestTailoring(params: URLSearchParams) {
	const resumeId = params.get('resumeId')?.trim();
	const jobId = params.get('jobId')?.trim();
	if (!resumeId) return invalidQuery('query.resumeId', 'Give the resume id.');
	if (!jobId) return invalidQuery('query.jobId', 'Give the job id.');
	const found = DEMO_TAILORINGS.find((t) => t.resumeId === resumeId && t.jobId === jobId);
	return found ? json(200, found) : problem(404, 'not_found', 'This resume has not been tailored for this job yet.');
}

/**
 * `POST /ats/analyze { matchId }` stores nothing in the real app either: for a demo analysis it is
 * a read, answered with the review the core made. Anything else is a write the demo refuses.
 */
function atsReview(body: Body) {
	let matchId: unknown;
	try {
		matchId = typeof body === 'string' ? JSON.parse(body)?.matchId : undefined;
	} catch {
		matchId = undefined;
	}
	const review = typeof matchId === 'string' && Object.hasOwn(DEMO_ATS_REVIEWS, matchId) ? DEMO_ATS_REVIEWS[matchId] : undefined;
	return review ? json(201, review) : null;
}

const readOnly = () => problem(403, 'demo_read_only', 'This demo shows fictitious data and saves nothing. Run Rumo on your own computer to track your applications.');

/** What `GET /<collection>/{id}` finds in the demo data, and what it says when it finds nothing. */
const BY_ID: Record<string, { items: readonly { id: string }[]; missing: string }> = {
	'tracker/jobs': { items: DEMO_JOBS, missing: 'There is no such application in the demo data.' },
	match: { items: DEMO_ANALYSES, missing: 'There is no such analysis in the demo data.' },
	job: { items: DEMO_JOB_EXTRACTIONS, missing: 'There is no such job in the demo data.' },
	'resume/tailor': { items: DEMO_TAILORINGS, missing: 'There is no such tailoring in the demo data.' }
};

/**
 * Demo mode (static hosting): answers reads from fictitious data and refuses every write.
 * No core, no IndexedDB, nothing stored — SPEC.md "Modes".
 */
export const demoTransport: Transport = async (method, path, body) => {
	const url = new URL(path, 'http://demo.local');
	const route = url.pathname.replace(/^\/api\/v1/, '');
	if (method === 'POST' && route === '/ats/analyze') return atsReview(body) ?? readOnly();
	if (method !== 'GET') return readOnly();
	switch (route) {
		case '/health':
			return json(200, { ok: true, version: APP_VERSION, mode: 'demo', storage: { ok: false, usage: 0, quota: 0, persisted: false }, relay: { available: false } });
		case '/tracker/statuses':
			return json(200, { items: STATUS_INFO });
		case '/tracker/metrics':
			return json(200, DEMO_METRICS);
		case '/tracker/funnel':
			return json(200, DEMO_FUNNEL);
		case '/tracker/sources':
			return json(200, DEMO_SOURCES);
		case '/tracker/timeline':
			return json(200, DEMO_TIMELINE);
		case '/tracker/requirements':
			return demoRequirements(url.searchParams);
		case '/profile':
			return json(200, DEMO_PROFILE);
		case '/profile/items': {
			const type = url.searchParams.get('type');
			return json(200, { items: DEMO_PROFILE.items.filter((item) => !type || item.type === type) });
		}
		case '/resume':
			return listOf(DEMO_RESUMES, url.searchParams, 50, 500, { nextCursor: null });
		case '/resume/tailor':
			return latestTailoring(url.searchParams);
		case '/match':
			return listOf(DEMO_ANALYSIS_LIST, url.searchParams, 20, 100);
		case '/tracker/jobs': {
			const q = fold(url.searchParams.get('q') ?? '');
			const statuses = url.searchParams.get('status')?.split(',') ?? null;
			const jobId = url.searchParams.get('jobId');
			const limit = Number(url.searchParams.get('limit') ?? 50);
			const items = DEMO_JOBS.filter(
				(job) => (!statuses || statuses.includes(job.status)) && (!jobId || job.jobId === jobId) && (!q || fold(`${job.title} ${job.company} ${job.notes}`).includes(q))
			).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
			return json(200, { items: items.slice(0, limit), total: items.length, nextCursor: null });
		}
	}
	const [, collection, id] = route.match(/^\/(tracker\/jobs|match|job|resume\/tailor)\/([^/]+)$/) ?? [];
	if (collection) {
		const { items, missing } = BY_ID[collection];
		const found = items.find((item) => item.id === decodeURIComponent(id));
		return found ? json(200, found) : problem(404, 'not_found', missing);
	}
	return problem(404, 'not_found', 'The demo does not include this part of the app. Run Rumo on your computer to use it.');
};
