import { isTaskProgress, PROGRESS_CHANNEL, TASK_HEADER } from '$core/tasks/channel';
import type { Caller } from './client';

export { TASK_HEADER };

/** The header that names a long request after its task (progress, cancel); none when the call is not one. */
export const withTask = (task?: string | null): Record<string, string> | undefined => (task ? { [TASK_HEADER]: task } : undefined);

/** Long requests: their progress (posted by the core beside the request) and their cancel. */
export function tasksApi(call: Caller) {
	return {
		/** A fresh id to name a long request with (the `x-rumo-task` header). */
		newId: (): string => crypto.randomUUID(),
		/** Stops a running task; its request then fails with `cancelled`. A task already finished is no error. */
		cancel: async (id: string): Promise<void> => {
			try {
				await call<void>('DELETE', `/tasks/${encodeURIComponent(id)}`);
			} catch (error) {
				if ((error as { code?: string })?.code !== 'not_found') throw error;
			}
		}
	};
}

/**
 * Calls `onProgress` (0–1) whenever the core reports progress of this task; returns the unsubscribe.
 * The core posts on a BroadcastChannel of the origin, so this works whichever path the request took.
 */
export function watchTask(id: string, onProgress: (fraction: number) => void): () => void {
	if (typeof BroadcastChannel === 'undefined') return () => {};
	const channel = new BroadcastChannel(PROGRESS_CHANNEL);
	channel.onmessage = (event: MessageEvent) => {
		if (isTaskProgress(event.data) && event.data.task === id) onProgress(event.data.progress);
	};
	return () => channel.close();
}
