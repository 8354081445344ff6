import { created, del, get, noContent, ok, patch, post } from '../http/router';
import { TASK_HEADER, tasks } from '../tasks';
import { QuestionsQuery, StoriesQuery, StoryCreate, StoryDraftRequest, StoryPhraseRequest, StoryUpdate } from './schema';
import * as stories from './service';

export const storyRoutes = [
	// Stores nothing: the person edits the draft, then saves it with POST /stories.
	post('/stories/draft', { body: StoryDraftRequest }, async ({ env, body }) => ok(await stories.draftStory(env, body))),
	// The AI's wording of the parts, under the claims guard; long (the person's AI time-out), so under the
	// x-rumo-task id and cancelled by DELETE /tasks/{id}. Stores nothing; a provider failure answers 200 with the parts as they were.
	post('/stories/phrase', { body: StoryPhraseRequest }, async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await stories.phraseStoryParts(env, body, { signal: task.context.signal }));
		} finally {
			task.end();
		}
	}),
	get('/stories', { query: StoriesQuery }, async ({ env, query }) => ok(await stories.listStories(env, query))),
	post('/stories', { body: StoryCreate }, async ({ env, body }) => created(await stories.createStory(env, body))),
	get('/stories/:id', {}, async ({ env, params }) => ok(await stories.getStory(env, params.id))),
	patch('/stories/:id', { body: StoryUpdate }, async ({ env, params, body }) => ok(await stories.updateStory(env, params.id, body))),
	del('/stories/:id', {}, async ({ env, params }) => {
		await stories.deleteStory(env, params.id);
		return noContent();
	}),
	get('/tracker/jobs/:id/questions', { query: QuestionsQuery }, async ({ env, params, query }) => ok(await stories.applicationQuestions(env, params.id, query)))
];
