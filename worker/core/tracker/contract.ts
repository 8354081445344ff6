import { endpoint, returns } from '../http/contract';
import {
	TrackerExportQuery,
	TrackerJobCreate,
	TrackerJobUpdate,
	TrackerJobsQuery,
	TrackerRequirementsQuery,
	TrackerTimelineQuery,
	type StatusList,
	type TrackerFunnel,
	type TrackerJob,
	type TrackerJobList,
	type TrackerMetrics,
	type TrackerRequirements,
	type TrackerResponseTimes,
	type TrackerSources,
	type TrackerTimeline
} from './schema';

/** The applications' endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const trackerContract = {
	statuses: endpoint('GET', '/tracker/statuses', {
		summary: 'the stages, in order, with their labels: `items` the job statuses, `exam` a concurso’s stages (`registered`, `exemption_requested`, `exam`, `result`, `called_up`)',
		response: returns<StatusList>()
	}),
	list: endpoint('GET', '/tracker/jobs', {
		summary: '(`?status=&source=&q=&jobId=&examId=&limit=&cursor=`) the applications, newest first; a concurso saved from Public exams has `track: exam` and `exam`',
		query: TrackerJobsQuery,
		response: returns<TrackerJobList>()
	}),
	create: endpoint('POST', '/tracker/jobs', { summary: '→ `201` a new application', body: TrackerJobCreate, response: returns<TrackerJob>(), topics: ['tracker'] }),
	get: endpoint('GET', '/tracker/jobs/:id', { summary: 'one application with its history', response: returns<TrackerJob>() }),
	update: endpoint('PATCH', '/tracker/jobs/:id', {
		summary: '`{ version, …fields }` (a stale `version` → `409 conflict`)',
		body: TrackerJobUpdate,
		response: returns<TrackerJob>(),
		topics: ['tracker']
	}),
	remove: endpoint('DELETE', '/tracker/jobs/:id', { summary: '→ `204`, with its interviews, reminders and follow-ups', response: returns<void>(), topics: ['tracker'] }),
	metrics: endpoint('GET', '/tracker/metrics', { summary: 'counts, rates and this week', response: returns<TrackerMetrics>() }),
	funnel: endpoint('GET', '/tracker/funnel', { summary: 'how many reached each stage', response: returns<TrackerFunnel>() }),
	sources: endpoint('GET', '/tracker/sources', { summary: 'applications and answers by source', response: returns<TrackerSources>() }),
	requirements: endpoint('GET', '/tracker/requirements', {
		summary: '(`?status=&source=&limit=&inProfile=`) the skills the applied postings ask most',
		query: TrackerRequirementsQuery,
		response: returns<TrackerRequirements>()
	}),
	timeline: endpoint('GET', '/tracker/timeline', { summary: '(`?weeks=1–520`) applications, answers and interviews by ISO week', query: TrackerTimelineQuery, response: returns<TrackerTimeline>() }),
	responseTimes: endpoint('GET', '/tracker/response-times', { summary: 'days from applying to the first answer, in buckets', response: returns<TrackerResponseTimes>() }),
	exportLog: endpoint('GET', '/tracker/export', { summary: '(`?format=csv|json&tz=`) the application log as a file', query: TrackerExportQuery, response: returns<string>(), file: true })
};
