import { z } from 'zod';
import { created, get, ok, patch, post } from '../http/router';
import { problem } from '../http/problem';
import { SuggestionDecision, TailorRequest } from './schema';
import { decideSuggestion, getTailoring, latestTailoring, listTailorings, tailor } from './service';

const LatestQuery = z.object({ resumeId: z.string().trim().min(1, 'Give the resume id.'), jobId: z.string().trim().min(1, 'Give the job id.') });
const ListQuery = LatestQuery.extend({ limit: z.coerce.number().int().min(1).max(50).default(1) });

export const tailorRoutes = [
	post('/resume/tailor', { body: TailorRequest }, async ({ env, body }) => created(await tailor(env, body))),
	get('/resume/tailor', { query: LatestQuery }, async ({ env, query }) => {
		const found = await latestTailoring(env, query.resumeId, query.jobId);
		if (!found) throw problem('not_found', 'This resume has not been tailored for this job yet.');
		return ok(found);
	}),
	// The tailorings of a resume for a job, newest first: a screen asks for the latest without a 404 when there is none yet.
	get('/resume/tailorings', { query: ListQuery }, async ({ env, query }) => ok(await listTailorings(env, query.resumeId, query.jobId, query.limit))),
	get('/resume/tailor/:id', {}, async ({ env, params }) => ok(await getTailoring(env, params.id))),
	patch('/resume/tailor/:id/suggestions/:suggestionId', { body: SuggestionDecision }, async ({ env, params, body }) =>
		ok(await decideSuggestion(env, params.id, params.suggestionId, body))
	)
];
