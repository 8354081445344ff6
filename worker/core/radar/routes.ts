import { implement } from '../http/implement';
import { created, noContent, ok } from '../http/router';
import { TASK_HEADER } from '../tasks';
import { tasks } from '../tasks';
import { listAlerts, readAlertSettings, readAllAlerts, saveAlertSettings, updateAlert } from './alerts';
import { radarContract } from './contract';
import { getResult, listResults, saveResult, setResultStatus } from './results';
import { listRounds, runRound } from './rounds';
import { addFeed, deleteFeed, listFeeds, renameFeed } from './sources';
import { readWishlist, saveWishlist } from './wishlist';

export const radarRoutes = implement(radarContract, {
	wishlist: async ({ env }) => ok(await readWishlist(env)),
	saveWishlist: async ({ env, body }) => ok(await saveWishlist(env, body)),

	feeds: async ({ env }) => ok(await listFeeds(env)),
	addFeed: async ({ env, body }) => created(await addFeed(env, body)),
	renameFeed: async ({ env, params, body }) => ok(await renameFeed(env, params.id, body.name)),
	removeFeed: async ({ env, params }) => {
		await deleteFeed(env, params.id);
		return noContent();
	},

	runRound: async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return created(await runRound(env, body, task.context));
		} finally {
			task.end();
		}
	},
	rounds: async ({ env }) => ok({ items: await listRounds(env), nextCursor: null }),

	results: async ({ env, query }) => ok(await listResults(env, query)),
	result: async ({ env, params }) => ok(await getResult(env, params.id)),
	setResultStatus: async ({ env, params, body }) => ok(await setResultStatus(env, params.id, body.status)),
	saveResult: async ({ env, params, body }) => {
		const outcome = await saveResult(env, params.id, body.to);
		return outcome.created ? created(outcome) : ok(outcome);
	},

	alerts: async ({ env }) => ok(await listAlerts(env)),
	alertSettings: async ({ env }) => ok(await readAlertSettings(env)),
	saveAlertSettings: async ({ env, body }) => ok(await saveAlertSettings(env, body)),
	readAllAlerts: async ({ env }) => ok({ updated: await readAllAlerts(env) }),
	updateAlert: async ({ env, params, body }) => ok(await updateAlert(env, params.id, body))
});
