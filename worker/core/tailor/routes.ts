import { implement } from '../http/implement';
import { created, ok } from '../http/router';
import { problem } from '../http/problem';
import { tailorContract } from './contract';
import { decideSuggestion, getTailoring, latestTailoring, listTailorings, tailor } from './service';

export const tailorRoutes = implement(tailorContract, {
	create: async ({ env, body }) => created(await tailor(env, body)),
	latest: async ({ env, query }) => {
		const found = await latestTailoring(env, query.resumeId, query.jobId);
		if (!found) throw problem('not_found', 'This resume has not been tailored for this job yet.');
		return ok(found);
	},
	// The tailorings of a resume for a job, newest first: a screen asks for the latest without a 404 when there is none yet.
	list: async ({ env, query }) => ok(await listTailorings(env, query.resumeId, query.jobId, query.limit)),
	get: async ({ env, params }) => ok(await getTailoring(env, params.id)),
	decide: async ({ env, params, body }) => ok(await decideSuggestion(env, params.id, params.suggestionId, body))
});
