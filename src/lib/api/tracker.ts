import type {
	StatusInfo,
	TrackerFunnel,
	TrackerJob,
	TrackerJobCreate,
	TrackerJobList,
	TrackerJobUpdate,
	TrackerMetrics,
	TrackerRequirements,
	TrackerResponseTimes,
	TrackerSources,
	TrackerStatus,
	TrackerTimeline
} from '$core/tracker/schema';
import { queryString, type Caller } from './client';

export type { StatusInfo, TrackerFunnel, TrackerJob, TrackerJobCreate, TrackerJobUpdate, TrackerMetrics, TrackerRequirements, TrackerResponseTimes, TrackerSources, TrackerStatus, TrackerTimeline };

export type TrackerJobsFilter = { status?: TrackerStatus[]; source?: string; q?: string; jobId?: string; limit?: number; cursor?: string };
/**
 * `source: 'manual'` is the jobs without a source, as in `sources()`; `limit` 1–100, 20 when left
 * out; `inProfile: false` answers only the recurring gaps.
 */
export type TrackerRequirementsFilter = { status?: TrackerStatus[]; source?: string; limit?: number; inProfile?: boolean };

export function trackerApi(call: Caller) {
	return {
		statuses: () => call<{ items: StatusInfo[] }>('GET', '/tracker/statuses'),
		list: (filter: TrackerJobsFilter = {}) =>
			call<TrackerJobList>('GET', `/tracker/jobs${queryString({ ...filter, status: filter.status?.join(',') })}`),
		get: (id: string) => call<TrackerJob>('GET', `/tracker/jobs/${encodeURIComponent(id)}`),
		create: (job: TrackerJobCreate) => call<TrackerJob>('POST', '/tracker/jobs', job),
		update: (id: string, patch: TrackerJobUpdate) => call<TrackerJob>('PATCH', `/tracker/jobs/${encodeURIComponent(id)}`, patch),
		remove: (id: string) => call<void>('DELETE', `/tracker/jobs/${encodeURIComponent(id)}`),
		metrics: () => call<TrackerMetrics>('GET', '/tracker/metrics'),
		funnel: () => call<TrackerFunnel>('GET', '/tracker/funnel'),
		sources: () => call<TrackerSources>('GET', '/tracker/sources'),
		requirements: (filter: TrackerRequirementsFilter = {}) =>
			call<TrackerRequirements>(
				'GET',
				`/tracker/requirements${queryString({ ...filter, status: filter.status?.join(','), inProfile: filter.inProfile === undefined ? undefined : String(filter.inProfile) })}`
			),
		/** `weeks`: the last n ISO weeks up to this one, quiet weeks included; without it, every week with an event. */
		timeline: (options: { weeks?: number } = {}) => call<TrackerTimeline>('GET', `/tracker/timeline${queryString(options)}`),
		responseTimes: () => call<TrackerResponseTimes>('GET', '/tracker/response-times'),
		/** The application log file's text; its days are those of `timeZone` (the person's). */
		exportLog: async (format: 'csv' | 'json', timeZone?: string): Promise<string> => {
			const answer = await call<unknown>('GET', `/tracker/export${queryString({ format, tz: timeZone })}`);
			// A JSON file comes back parsed by the caller; the person gets it as the text it was.
			return typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2);
		}
	};
}
