import type { Draft, DraftScreen } from '$core/drafts/schema';
import type { Caller } from './client';
import { isApiError } from './errors';

export type { Draft, DraftScreen };

/** A screen's unconfirmed state, kept in the core across reloads until confirmed or discarded. */
export function draftsApi(call: Caller) {
	return {
		/** The draft, or null when the screen has none. */
		get: async <T>(screen: DraftScreen): Promise<T | null> => {
			try {
				return (await call<Draft>('GET', `/drafts/${screen}`)).value as T;
			} catch (error) {
				if (isApiError(error) && error.code === 'not_found') return null;
				throw error;
			}
		},
		save: (screen: DraftScreen, value: unknown) => call<Draft>('PUT', `/drafts/${screen}`, { value }),
		discard: (screen: DraftScreen) => call<void>('DELETE', `/drafts/${screen}`)
	};
}
