import { implement } from '../http/implement';
import { noContent, ok } from '../http/router';
import { historyContract } from './contract';
import { clearEntry, clearHistory, historySummary, listHistory } from './service';

export const historyRoutes = implement(historyContract, {
	list: async ({ env, query }) => ok(await listHistory(env, query)),
	summary: async ({ env, query }) => ok(await historySummary(env, query)),
	clear: async ({ env, params }) => {
		await clearEntry(env, params.id);
		return noContent();
	},
	clearAll: async ({ env, query }) => ok(await clearHistory(env, query))
});
