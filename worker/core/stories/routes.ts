import { implement } from '../http/implement';
import { created, noContent, ok } from '../http/router';
import { TASK_HEADER, tasks } from '../tasks';
import { storiesContract } from './contract';
import * as stories from './service';

export const storyRoutes = implement(storiesContract, {
	// Stores nothing: the person edits the draft, then saves it with POST /stories.
	draft: async ({ env, body }) => ok(await stories.draftStory(env, body)),
	// The AI's wording of the parts, under the claims guard; long (the person's AI time-out), so under the
	// x-rumo-task id and cancelled by DELETE /tasks/{id}. Stores nothing; a provider failure answers 200 with the parts as they were.
	phrase: async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await stories.phraseStoryParts(env, body, { signal: task.context.signal }));
		} finally {
			task.end();
		}
	},
	list: async ({ env, query }) => ok(await stories.listStories(env, query)),
	create: async ({ env, body }) => created(await stories.createStory(env, body)),
	get: async ({ env, params }) => ok(await stories.getStory(env, params.id)),
	update: async ({ env, params, body }) => ok(await stories.updateStory(env, params.id, body)),
	remove: async ({ env, params }) => {
		await stories.deleteStory(env, params.id);
		return noContent();
	},
	questions: async ({ env, params, query }) => ok(await stories.applicationQuestions(env, params.id, query))
});
