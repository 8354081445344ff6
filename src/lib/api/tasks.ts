import { isTaskProgress, PROGRESS_CHANNEL, TASK_HEADER } from '$core/tasks/channel-schema';

export { TASK_HEADER };

/** The header that names a long request after its task (progress, cancel); none when the call is not one. */
export const withTask = (task?: string | null): Record<string, string> | undefined => (task ? { [TASK_HEADER]: task } : undefined);

/** A fresh id to name a long request with (the `x-rumo-task` header). */
export const newTaskId = (): string => crypto.randomUUID();

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
