import { z } from 'zod';
import { created, del, get, noContent, ok, patch, post, put } from '../http/router';
import { TASK_HEADER } from '../tasks';
import { tasks } from '../tasks';
import { listAlerts, readAlertSettings, readAllAlerts, saveAlertSettings, updateAlert } from './alerts';
import { getResult, listResults, saveResult, setResultStatus } from './results';
import { listRounds, runRound } from './rounds';
import { AlertSettingsSave, AlertUpdate, FeedCreate, ResultSave, ResultsQuery, ResultUpdate, RoundRequest, WishlistSave } from './schema';
import { addFeed, deleteFeed, listFeeds, renameFeed } from './sources';
import { readWishlist, saveWishlist } from './wishlist';

/** A pasted feed may be large (5 MB of text), more than the API's general body limit. */
const MAX_FEED_BODY_BYTES = 6 * 1024 * 1024;
const FeedRename = z.strictObject({ name: z.string().trim().min(1, 'Give the source a name.').max(120, 'Keep the name under 120 characters.') });

export const radarRoutes = [
	get('/radar/wishlist', {}, async ({ env }) => ok(await readWishlist(env))),
	put('/radar/wishlist', { body: WishlistSave }, async ({ env, body }) => ok(await saveWishlist(env, body))),

	get('/radar/feeds', {}, async ({ env }) => ok(await listFeeds(env))),
	post('/radar/feeds', { body: FeedCreate, maxBytes: MAX_FEED_BODY_BYTES }, async ({ env, body }) => created(await addFeed(env, body))),
	patch('/radar/feeds/:id', { body: FeedRename }, async ({ env, params, body }) => ok(await renameFeed(env, params.id, body.name))),
	del('/radar/feeds/:id', {}, async ({ env, params }) => {
		await deleteFeed(env, params.id);
		return noContent();
	}),

	// Long with many sources: progress under the x-rumo-task id, cancelled by DELETE /tasks/{id}.
	post('/radar/rounds', { body: RoundRequest }, async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return created(await runRound(env, body, task.context));
		} finally {
			task.end();
		}
	}),
	get('/radar/rounds', {}, async ({ env }) => ok({ items: await listRounds(env), nextCursor: null })),

	get('/radar/results', { query: ResultsQuery }, async ({ env, query }) => ok(await listResults(env, query))),
	get('/radar/results/:id', {}, async ({ env, params }) => ok(await getResult(env, params.id))),
	patch('/radar/results/:id', { body: ResultUpdate }, async ({ env, params, body }) => ok(await setResultStatus(env, params.id, body.status))),
	post('/radar/results/:id/save', { body: ResultSave }, async ({ env, params, body }) => {
		const outcome = await saveResult(env, params.id, body.to);
		return outcome.created ? created(outcome) : ok(outcome);
	}),

	get('/radar/alerts', {}, async ({ env }) => ok(await listAlerts(env))),
	get('/radar/alerts/settings', {}, async ({ env }) => ok(await readAlertSettings(env))),
	put('/radar/alerts/settings', { body: AlertSettingsSave }, async ({ env, body }) => ok(await saveAlertSettings(env, body))),
	post('/radar/alerts/read', {}, async ({ env }) => ok({ updated: await readAllAlerts(env) })),
	patch('/radar/alerts/:id', { body: AlertUpdate }, async ({ env, params, body }) => ok(await updateAlert(env, params.id, body)))
];
