import { z } from 'zod';
import { created, get, ok, patch, post } from '../http/router';
import { problem } from '../http/problem';
import { SuggestionDecision, TailorRequest } from './schema';
import { decideSuggestion, getTailoring, latestTailoring, tailor } from './service';

const LatestQuery = z.object({ resumeId: z.string().trim().min(1, 'Give the resume id.'), jobId: z.string().trim().min(1, 'Give the job id.') });

/** Listed before the resume routes: `/resume/tailor` is not a resume id. */
export const tailorRoutes = [
	post('/resume/tailor', { body: TailorRequest }, async ({ env, body }) => created(await tailor(env, body))),
	get('/resume/tailor', { query: LatestQuery }, async ({ env, query }) => {
		const found = await latestTailoring(env, query.resumeId, query.jobId);
		if (!found) throw problem('not_found', 'This resume has not been tailored for this job yet.');
		return ok(found);
	}),
	get('/resume/tailor/:id', {}, async ({ env, params }) => ok(await getTailoring(env, params.id))),
	patch('/resume/tailor/:id/suggestions/:suggestionId', { body: SuggestionDecision }, async ({ env, params, body }) =>
		ok(await decideSuggestion(env, params.id, params.suggestionId, body))
	)
];
