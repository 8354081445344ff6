import { created, del, get, noContent, ok, patch, post } from '../http/router';
import { QuestionsQuery, StoriesQuery, StoryCreate, StoryDraftRequest, StoryUpdate } from './schema';
import * as stories from './service';

export const storyRoutes = [
	// Stores nothing: the person edits the draft, then saves it with POST /stories.
	post('/stories/draft', { body: StoryDraftRequest }, async ({ env, body }) => ok(await stories.draftStory(env, body))),
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
