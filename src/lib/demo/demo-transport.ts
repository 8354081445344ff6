import type { Transport } from '$lib/api/transport';
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

/**
 * Demo mode (static hosting): answers reads from fictitious data and refuses every write.
 * No core, no IndexedDB, nothing stored — SPEC.md "Modes".
 */
export const demoTransport: Transport = async (method, path) => {
	const url = new URL(path, 'http://demo.local');
	const route = url.pathname.replace(/^\/api\/v1/, '');
	if (method !== 'GET')
		return problem(403, 'demo_read_only', 'This demo shows fictitious data and saves nothing. Run Rumo on your own computer to track your applications.');
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
			return json(200, { items: [], total: 0, nextCursor: null });
		case '/tracker/jobs': {
			const q = fold(url.searchParams.get('q') ?? '');
			const statuses = url.searchParams.get('status')?.split(',') ?? null;
			const limit = Number(url.searchParams.get('limit') ?? 50);
			const items = DEMO_JOBS.filter((job) => (!statuses || statuses.includes(job.status)) && (!q || fold(`${job.title} ${job.company} ${job.notes}`).includes(q))).sort(
				(a, b) => b.createdAt.localeCompare(a.createdAt)
			);
			return json(200, { items: items.slice(0, limit), total: items.length, nextCursor: null });
		}
	}
	const job = route.match(/^\/tracker\/jobs\/([^/]+)$/);
	if (job) {
		const found = DEMO_JOBS.find((j) => j.id === decodeURIComponent(job[1]));
		return found ? json(200, found) : problem(404, 'not_found', 'There is no such application in the demo data.');
	}
	return problem(404, 'not_found', 'The demo does not include this part of the app. Run Rumo on your computer to use it.');
};
