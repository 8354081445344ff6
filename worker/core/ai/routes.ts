import { z } from 'zod';
import { ok, post } from '../http/router';
import { TASK_HEADER } from '../tasks/schema';
import { tasks } from '../tasks/service';
import { RESUME_KINDS, suggestForResume } from './assist';

/** Optional: which kinds to ask for (all a resume may yield when left out). */
export const SuggestionsRequest = z.strictObject({ kinds: z.array(z.enum(RESUME_KINDS)).min(1).optional() }).optional();

export const aiAssistRoutes = [
	// Long (waits for the provider, up to the person's time-out): under the x-rumo-task id, cancelled
	// by DELETE /tasks/{id}. Stores nothing; a provider failure answers 200 with state "fallback".
	post('/resume/:id/ai-suggestions', { body: SuggestionsRequest }, async ({ env, params, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			const kinds = body?.kinds ? ([...new Set(body.kinds)] as [(typeof RESUME_KINDS)[number], ...(typeof RESUME_KINDS)[number][]]) : undefined;
			return ok(await suggestForResume(env, params.id, { signal: task.context.signal, kinds }));
		} finally {
			task.end();
		}
	})
];
