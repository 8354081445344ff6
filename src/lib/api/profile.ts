import type { BasicsProposal, ImportKind, ImportWarning, ItemKind, Profile, ProfileBasics, ProfileCandidate, ProfileImportResult, ProfileItem, ProfileItemInput, ProfileItemType } from '$core/profile/schema';
import { queryString, type Caller } from './client';

export type { BasicsProposal, ImportKind, ImportWarning, ItemKind, Profile, ProfileBasics, ProfileCandidate, ProfileImportResult, ProfileItem, ProfileItemInput, ProfileItemType };
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
		importText: (kind: ImportKind, text: string) => call<ProfileImportResult>('POST', '/profile/import', { kind, text }),
		/** A JSON Resume, a LinkedIn data export (ZIP) or a Europass CV, sent as multipart/form-data: the core tells them apart by content. */
		importFile: (file: File) => {
			const form = new FormData();
			form.set('file', file, file.name);
			return call<ProfileImportResult>('POST', '/profile/import', form);
		}
	};
}
