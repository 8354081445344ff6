import { implement } from '../http/implement';
import { file, noContent, ok, created } from '../http/router';
import { trackerContract } from './contract';
import { STATUS_INFO } from './statuses';
import * as tracker from './service';

export const trackerRoutes = implement(trackerContract, {
	statuses: () => ok({ items: STATUS_INFO.filter((s) => s.track === 'job'), exam: STATUS_INFO.filter((s) => s.track === 'exam') }),
	list: async ({ env, query }) => ok(await tracker.listJobs(env, query)),
	create: async ({ env, body }) => created(await tracker.createJob(env, body)),
	get: async ({ env, params }) => ok(await tracker.getJob(env, params.id)),
	update: async ({ env, params, body }) => ok(await tracker.updateJob(env, params.id, body)),
	remove: async ({ env, params }) => {
		await tracker.deleteJob(env, params.id);
		return noContent();
	},
	metrics: async ({ env }) => ok(await tracker.trackerMetrics(env)),
	funnel: async ({ env }) => ok(await tracker.trackerFunnel(env)),
	sources: async ({ env }) => ok(await tracker.trackerSources(env)),
	requirements: async ({ env, query }) => ok(await tracker.trackerRequirements(env, query)),
	timeline: async ({ env, query }) => ok(await tracker.trackerTimeline(env, query)),
	responseTimes: async ({ env }) => ok(await tracker.trackerResponseTimes(env)),
	exportLog: async ({ env, query }) => {
		const log = await tracker.trackerExport(env, query);
		return file(log.text, log.contentType, log.filename);
	}
});
