import { del, get, noContent, ok } from '../http/router';
import { HistoryFilter, HistoryQuery } from './schema';
import { clearEntry, clearHistory, historySummary, listHistory } from './service';

export const historyRoutes = [
	get('/history', { query: HistoryQuery }, async ({ env, query }) => ok(await listHistory(env, query))),
	get('/history/summary', { query: HistoryFilter }, async ({ env, query }) => ok(await historySummary(env, query))),
	// Answers what it cleared (200), not the 204 of other deletes: the screen tells the person what went.
	del('/history', { query: HistoryFilter }, async ({ env, query }) => ok(await clearHistory(env, query))),
	del('/history/:id', {}, async ({ env, params }) => {
		await clearEntry(env, params.id);
		return noContent();
	})
];
