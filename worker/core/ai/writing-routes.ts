import { implement } from '../http/implement';
import { ok } from '../http/router';
import { TASK_HEADER } from '../tasks';
import { tasks } from '../tasks';
import { explainAnalysis } from './explain';
import { acceptRewrite, rewriteBullet } from './rewrite';
import { aiWritingContract } from './writing-contract';

/*
 * The AI's writing (issue 17): a rewrite of one resume line for a tailoring and the explanation
 * sentences of an analysis, each checked claim by claim (claims.ts). Both wait for the provider,
 * up to the person's time-out, under the x-rumo-task id (DELETE /tasks/{id} cancels: 409
 * `cancelled`); both store nothing, and a provider failure answers 200 with state "fallback".
 */
export const aiWritingRoutes = implement(aiWritingContract, {
	rewrite: async ({ env, params, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await rewriteBullet(env, params.id, body, { signal: task.context.signal }));
		} finally {
			task.end();
		}
	},
	// The person accepts a rewrite: checked again (the screen's copy is no evidence), then stored in the
	// tailoring as an accepted rephrase with origin 'ai'.
	accept: async ({ env, params, body }) => ok(await acceptRewrite(env, params.id, body)),
	explain: async ({ env, params, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await explainAnalysis(env, params.id, body, { signal: task.context.signal }));
		} finally {
			task.end();
		}
	}
});
