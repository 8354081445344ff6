import type { ApiError } from '$lib/api/errors';

/**
 * Storage failures seen by any call (a full disk mid-write, a database that stopped opening), told to
 * the storage state of the layout (src/lib/state/storage-health.svelte.ts), which shows what to do.
 */
const listeners = new Set<(error: ApiError) => void>();

export function onStorageProblem(listener: (error: ApiError) => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

export function reportStorageProblem(error: ApiError) {
	for (const listener of listeners) listener(error);
}
