import { z } from 'zod';
import { endpoint, returns } from '../http/contract';
import {
	AlertSettingsSave,
	AlertUpdate,
	FeedCreate,
	ResultSave,
	ResultsQuery,
	ResultUpdate,
	RoundRequest,
	WishlistSave,
	type AlertList as AlertListSchema,
	type RadarAlert,
	type RadarFeed,
	type RadarResult,
	type RadarRound,
	type ResultList,
	type VersionedAlertSettings,
	type Wishlist
} from './schema';

/** A pasted feed may be large (5 MB of text), more than the API's general body limit. */
const MAX_FEED_BODY_BYTES = 6 * 1024 * 1024;
const FeedRename = z.strictObject({ name: z.string().trim().min(1, 'Give the source a name.').max(120, 'Keep the name under 120 characters.') });

export type AlertList = z.infer<typeof AlertListSchema>;
export type SavedResult = { result: RadarResult; inboxItemId: string | null; trackerJobId: string | null; created: boolean };

/** The job radar: wishlist, sources, rounds, results and local alerts (issue 29: declared once; README row and the UI's client come from here). */
export const radarContract = {
	wishlist: endpoint('GET', '/radar/wishlist', {
		summary: 'the saved wishlist, or one proposed from the profile; it carries `version` (0 while it is only a proposal)',
		response: returns<Wishlist>()
	}),
	saveWishlist: endpoint('PUT', '/radar/wishlist', {
		summary:
			'`{ version, …criteria }` changes only the criteria sent, on top of the wishlist as it is now, and a stale `version` → `409 conflict` (without `version` the body is the whole wishlist, as before)',
		body: WishlistSave,
		response: returns<Wishlist>(),
		topics: ['radar']
	}),
	feeds: endpoint('GET', '/radar/feeds', {
		summary:
			'each source with how its last read went; items add `lastWarnings: [{ code, message, count? }]` (`control_characters`, `truncated`, '
			+ '`undeclared_prefixes`, `items_cut`, `empty_items`: what the last read of the source had to leave out or repair)',
		response: returns<{ items: RadarFeed[]; total: number; nextCursor: null }>()
	}),
	addFeed: endpoint('POST', '/radar/feeds', {
		summary: '`{ url }` (read through the relay with consent), `{ content }` (pasted, up to 6 MB) or `{ provider, board }` → `201`, with `lastWarnings` as above',
		body: FeedCreate,
		maxBytes: MAX_FEED_BODY_BYTES,
		response: returns<RadarFeed>(),
		topics: ['radar']
	}),
	renameFeed: endpoint('PATCH', '/radar/feeds/:id', { summary: '`{ name }`', body: FeedRename, response: returns<RadarFeed>(), topics: ['radar'] }),
	removeFeed: endpoint('DELETE', '/radar/feeds/:id', { summary: '→ `204`', response: returns<void>(), topics: ['radar'] }),
	// Long with many sources: progress under the x-rumo-task id, cancelled by DELETE /tasks/{id}.
	runRound: endpoint('POST', '/radar/rounds', {
		summary: '`{ trigger?: manual|schedule, feedIds? }` reads every source now → `201` the round, its `feeds[]` with their `warnings` (long: `x-rumo-task`)',
		body: RoundRequest,
		response: returns<RadarRound>(),
		task: true,
		topics: ['radar']
	}),
	rounds: endpoint('GET', '/radar/rounds', { summary: 'the last rounds, `feeds[]` with their `warnings`', response: returns<{ items: RadarRound[]; nextCursor: null }>() }),
	results: endpoint('GET', '/radar/results', {
		summary: '(`?minScore=&status=&feedId=&q=&limit=&cursor=`; `status` a comma-separated list) items add `postingUpdatedAt` (a feed’s own last change, apart from its posting date) and `author`',
		query: ResultsQuery,
		response: returns<ResultList>()
	}),
	result: endpoint('GET', '/radar/results/:id', { summary: 'one result', response: returns<RadarResult>() }),
	setResultStatus: endpoint('PATCH', '/radar/results/:id', { summary: '`{ status: new|dismissed }`', body: ResultUpdate, response: returns<RadarResult>(), topics: ['radar'] }),
	saveResult: endpoint('POST', '/radar/results/:id/save', {
		summary: '`{ to: inbox|applications }` → `201 { result, inboxItemId, trackerJobId, created }`, `200` when already saved',
		body: ResultSave,
		response: returns<SavedResult>(),
		topics: ['radar']
	}),
	alerts: endpoint('GET', '/radar/alerts', { summary: '`{ items, total, unread, settings }` (`settings` as below)', response: returns<AlertList>() }),
	alertSettings: endpoint('GET', '/radar/alerts/settings', { summary: 'the settings, with `version` (0 until saved)', response: returns<VersionedAlertSettings>() }),
	saveAlertSettings: endpoint('PUT', '/radar/alerts/settings', {
		summary:
			'`{ version, …settings }` changes only the settings sent (`threshold`, `notify`, `quietHours`, `everyMinutes`), '
			+ 'a stale `version` → `409 conflict`, without `version` the whole set (left out → default) as before',
		body: AlertSettingsSave,
		response: returns<VersionedAlertSettings>(),
		topics: ['radar']
	}),
	readAllAlerts: endpoint('POST', '/radar/alerts/read', { summary: 'marks every alert read → `{ updated }`', response: returns<{ updated: number }>(), topics: ['radar'] }),
	updateAlert: endpoint('PATCH', '/radar/alerts/:id', { summary: '`{ read?, dismissed?, notified? }`', body: AlertUpdate, response: returns<RadarAlert>(), topics: ['radar'] })
};
