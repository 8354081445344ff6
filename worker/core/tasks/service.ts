import type { ReadContext } from '../engine/readers';
import { PROGRESS_CHANNEL, TaskId, type TaskProgress } from './schema';

/** One running task: what its work listens to, and how it ends. */
export type TaskHandle = { context: ReadContext; end: () => void };

type Post = (message: TaskProgress) => void;

/** Posts on the origin's progress channel, opened on first use (any tab or worker of Rumo may listen). */
function broadcaster(): Post {
	let channel: BroadcastChannel | null = null;
	return (message) => {
		if (typeof BroadcastChannel === 'undefined') return;
		channel ??= new BroadcastChannel(PROGRESS_CHANNEL);
		channel.postMessage(message);
	};
}

/**
 * The tasks a core is running, by the id its client gave. Progress is posted only when the whole
 * percentage changes: a page's OCR reports hundreds of steps, a progress bar needs at most 100.
 */
export function createTaskRegistry(post: Post = broadcaster()) {
	const running = new Map<string, AbortController>();

	return {
		/** Starts tracking a request's work; without a valid id it runs untracked (no progress, no cancel). */
		begin(id: string | null | undefined): TaskHandle {
			if (!id || !TaskId.safeParse(id).success) return { context: {}, end: () => {} };
			const controller = new AbortController();
			running.set(id, controller);
			let percent = -1;
			const progress = (fraction: number) => {
				const now = Math.floor(Math.max(0, Math.min(1, fraction)) * 100);
				if (now === percent || controller.signal.aborted) return;
				percent = now;
				post({ task: id, progress: now / 100 });
			};
			return {
				context: { signal: controller.signal, progress },
				end: () => {
					if (running.get(id) === controller) running.delete(id);
				}
			};
		},

		/** Stops a running task; false when there is none by that id (finished, or never started). */
		cancel(id: string): boolean {
			const controller = running.get(id);
			if (!controller) return false;
			running.delete(id);
			controller.abort();
			return true;
		},

		isRunning: (id: string) => running.has(id)
	};
}

export type TaskRegistry = ReturnType<typeof createTaskRegistry>;

/** This core's tasks: one registry per core worker, as each tab runs its own core. */
export const tasks = createTaskRegistry();
