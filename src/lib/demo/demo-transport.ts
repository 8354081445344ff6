import type { Transport } from '$lib/api/transport';
import { STATUS_INFO } from '$core/tracker/statuses';
import { APP_VERSION } from '$core/version';
import { foldText as fold } from '$core/text/normalize';
import { DEMO_JOBS } from './jobs';
import { DEMO_PROFILE } from './profile';
import { DEMO_FUNNEL, DEMO_METRICS, DEMO_SOURCES, DEMO_TIMELINE } from './aggregates';

const json = (status: number, data: unknown) => ({ status, contentType: 'application/json', text: JSON.stringify(data) });
const problem = (status: number, code: string, detail: string) => ({
	status,
	contentType: 'application/problem+json',
	text: JSON.stringify({ type: 'about:blank', title: code, status, code, detail })
});


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
