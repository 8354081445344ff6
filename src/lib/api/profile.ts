import type { ImportKind, Profile, ProfileBasics, ProfileCandidate, ProfileImportResult, ProfileItem, ProfileItemInput, ProfileItemType } from '$core/profile/schema';
import { queryString, type Caller } from './client';

export type { ImportKind, Profile, ProfileBasics, ProfileCandidate, ProfileImportResult, ProfileItem, ProfileItemInput, ProfileItemType };
export type ProfileItemPatch = Partial<Omit<ProfileItemInput, 'origin'>> & { version?: number };

export function profileApi(call: Caller) {
	return {
		get: () => call<Profile>('GET', '/profile'),
		putBasics: (basics: ProfileBasics) => call<ProfileBasics>('PUT', '/profile/basics', basics),
		items: (type?: ProfileItemType) => call<{ items: ProfileItem[] }>('GET', `/profile/items${queryString({ type })}`),
		addItem: (item: ProfileItemInput) => call<ProfileItem>('POST', '/profile/items', item),
		/** "Add to profile" for several reviewed candidates at once, in one transaction. */
		addItems: (items: ProfileItemInput[]) => call<{ items: ProfileItem[] }>('POST', '/profile/items', { items }),
		updateItem: (id: string, patch: ProfileItemPatch) => call<ProfileItem>('PATCH', `/profile/items/${encodeURIComponent(id)}`, patch),
		removeItem: (id: string) => call<void>('DELETE', `/profile/items/${encodeURIComponent(id)}`),
		importText: (kind: ImportKind, text: string) => call<ProfileImportResult>('POST', '/profile/import', { kind, text })
	};
}
