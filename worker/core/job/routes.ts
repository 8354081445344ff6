import { z } from 'zod';
import { created, get, ok, post } from '../http/router';
import { JobExtractRequest } from './schema';
import { extractJob, getJob, listJobs } from './service';

const ListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

export const jobRoutes = [
	post('/job/extract', { body: JobExtractRequest }, async ({ env, body }) => created(await extractJob(env, body))),
	get('/job', { query: ListQuery }, async ({ env, query }) => ok(await listJobs(env, query.limit))),
	get('/job/:id', {}, async ({ env, params }) => ok(await getJob(env, params.id)))
];
