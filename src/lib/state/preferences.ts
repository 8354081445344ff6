import { createStore, get, set, type UseStore } from 'idb-keyval';

/** The page's own few preferences (language, last screen); API data never lives here. */
let store: UseStore | null = null;
const prefs = () => (store ??= createStore('rumo-preferences', 'preferences'));

export async function readPreference<T>(key: string): Promise<T | undefined> {
	try {
		return await get<T>(key, prefs());
	} catch {
		return undefined;
	}
}

export async function writePreference(key: string, value: unknown): Promise<void> {
	try {
		await set(key, value, prefs());
	} catch {
		/* a preference that cannot be stored is only lost at the next visit */
	}
}
