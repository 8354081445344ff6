import { endpoint, returns } from '../http/contract';
import { HistoryFilter, HistoryQuery, type HistoryCleared, type HistoryList, type HistorySummary } from './schema';

/** The history's endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const historyContract = {
	list: endpoint('GET', '/history', {
		summary:
			'(`?kind=analysis,job,resume,tailoring,move,interview,import,sync&from=&to=&limit=&cursor=`; newest first, built from what each capability stores, with `counts` by kind for the period)',
		query: HistoryQuery,
		response: returns<HistoryList>()
	}),
	summary: endpoint('GET', '/history/summary', { summary: '(the same filters) what a clear would delete and keep', query: HistoryFilter, response: returns<HistorySummary>() }),
	clear: endpoint('DELETE', '/history/:id', {
		summary:
			'→ `204`, deletes the thing through its own capability — an import’s record only, its items stay; ' +
			'a move → `409 conflict`: it goes with its application; a sync resolution → `409 conflict`: sync keeps it',
		response: returns<void>()
	}),
	// Answers what it cleared (200), not the 204 of other deletes: the screen tells the person what went.
	clearAll: endpoint('DELETE', '/history', {
		summary: '(the same filters; → `200 { cleared, kept }`; applications, moves, sync resolutions, profile and inbox stay)',
		query: HistoryFilter,
		response: returns<HistoryCleared>()
	})
};
