import type { AlertSettings, AlertSettingsSave, FeedCreate, RadarAlert, RadarFeed, RadarResult, RadarRound, Reason, ResultList, ResultStatus, RoundFeed, SourceWarning, Wishlist, WishlistFields, WishlistSave, VersionedAlertSettings } from '$core/radar/schema';
import { withTask } from './tasks';
import type { Caller } from './client';
import { queryString } from './client';

export type { AlertSettings, AlertSettingsSave, FeedCreate, RadarAlert, RadarFeed, RadarResult, RadarRound, Reason, ResultList, ResultStatus, RoundFeed, SourceWarning, Wishlist, WishlistFields, WishlistSave, VersionedAlertSettings };

export type ResultFilter = { minScore?: number; status?: ResultStatus[]; feedId?: string; q?: string; limit?: number; cursor?: string };
export type AlertList = { items: RadarAlert[]; total: number; unread: number; nextCursor: null; settings: VersionedAlertSettings };
export type SavedResult = { result: RadarResult; inboxItemId: string | null; trackerJobId: string | null; created: boolean };

/** The job radar: wishlist, sources (feeds and job boards), rounds, results and local alerts. */
export function radarApi(call: Caller) {
	return {
		wishlist: {
			/** The saved wishlist, or (saved: false) one proposed from the profile. */
			get: () => call<Wishlist>('GET', '/radar/wishlist'),
			/** With the `version` it was based on, only the criteria sent change; a stale one answers 409 conflict. */
			save: (body: WishlistSave) => call<Wishlist>('PUT', '/radar/wishlist', body)
		},
		feeds: {
			/** Each source with how its last read went (`lastStatus`, `lastError`) and what that read had to say (`lastWarnings`). */
			list: () => call<{ items: RadarFeed[]; total: number; nextCursor: null }>('GET', '/radar/feeds'),
			/** `{ url }` (read through the relay with consent), `{ content }` (pasted) or `{ provider, board }`. */
			add: (input: FeedCreate) => call<RadarFeed>('POST', '/radar/feeds', input),
			rename: (id: string, name: string) => call<RadarFeed>('PATCH', `/radar/feeds/${encodeURIComponent(id)}`, { name }),
			remove: (id: string) => call<void>('DELETE', `/radar/feeds/${encodeURIComponent(id)}`)
		},
		rounds: {
			/** Reads every source now; `task` names it for progress and cancel. */
			run: (input: { trigger?: 'manual' | 'schedule'; feedIds?: string[] } = {}, options: { task?: string } = {}) =>
				call<RadarRound>('POST', '/radar/rounds', { trigger: input.trigger ?? 'manual', ...(input.feedIds ? { feedIds: input.feedIds } : {}) }, withTask(options.task)),
			list: () => call<{ items: RadarRound[]; nextCursor: null }>('GET', '/radar/rounds')
		},
		results: {
			list: (filter: ResultFilter = {}) =>
				call<ResultList>('GET', `/radar/results${queryString({ ...filter, status: filter.status?.join(',') })}`),
			get: (id: string) => call<RadarResult>('GET', `/radar/results/${encodeURIComponent(id)}`),
			setStatus: (id: string, status: 'new' | 'dismissed') => call<RadarResult>('PATCH', `/radar/results/${encodeURIComponent(id)}`, { status }),
			save: (id: string, to: 'inbox' | 'applications') => call<SavedResult>('POST', `/radar/results/${encodeURIComponent(id)}/save`, { to })
		},
		alerts: {
			list: () => call<AlertList>('GET', '/radar/alerts'),
			settings: () => call<VersionedAlertSettings>('GET', '/radar/alerts/settings'),
			/** With the `version` they were based on, only the settings sent change; a stale one answers 409 conflict. */
			saveSettings: (body: AlertSettingsSave) => call<VersionedAlertSettings>('PUT', '/radar/alerts/settings', body),
			update: (id: string, patch: { read?: boolean; dismissed?: boolean; notified?: boolean }) => call<RadarAlert>('PATCH', `/radar/alerts/${encodeURIComponent(id)}`, patch),
			readAll: () => call<{ updated: number }>('POST', '/radar/alerts/read')
		}
	};
}
