import { created, del, file, get, noContent, ok, patch, post } from '../http/router';
import { TrackerExportQuery, TrackerJobCreate, TrackerJobUpdate, TrackerJobsQuery, TrackerRequirementsQuery, TrackerTimelineQuery } from './schema';
import { STATUS_INFO } from './statuses';
import * as tracker from './service';

export const trackerRoutes = [
	get('/tracker/statuses', {}, () => ok({ items: STATUS_INFO })),
	get('/tracker/jobs', { query: TrackerJobsQuery }, async ({ env, query }) => ok(await tracker.listJobs(env, query))),
	post('/tracker/jobs', { body: TrackerJobCreate }, async ({ env, body }) => created(await tracker.createJob(env, body))),
	get('/tracker/jobs/:id', {}, async ({ env, params }) => ok(await tracker.getJob(env, params.id))),
	patch('/tracker/jobs/:id', { body: TrackerJobUpdate }, async ({ env, params, body }) => ok(await tracker.updateJob(env, params.id, body))),
	del('/tracker/jobs/:id', {}, async ({ env, params }) => {
		await tracker.deleteJob(env, params.id);
		return noContent();
	}),
	get('/tracker/metrics', {}, async ({ env }) => ok(await tracker.trackerMetrics(env))),
	get('/tracker/funnel', {}, async ({ env }) => ok(await tracker.trackerFunnel(env))),
	get('/tracker/sources', {}, async ({ env }) => ok(await tracker.trackerSources(env))),
	get('/tracker/requirements', { query: TrackerRequirementsQuery }, async ({ env, query }) => ok(await tracker.trackerRequirements(env, query))),
	get('/tracker/timeline', { query: TrackerTimelineQuery }, async ({ env, query }) => ok(await tracker.trackerTimeline(env, query))),
	get('/tracker/response-times', {}, async ({ env }) => ok(await tracker.trackerResponseTimes(env))),
	get('/tracker/export', { query: TrackerExportQuery }, async ({ env, query }) => {
		const log = await tracker.trackerExport(env, query);
		return file(log.text, log.contentType, log.filename);
	})
];
