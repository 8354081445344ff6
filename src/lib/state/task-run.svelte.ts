import { api } from '$lib/api';
import { newTaskId, watchTask } from '$lib/api/tasks';

/** Stops a running task; its request then fails with `cancelled`. A task already finished is no error. */
export async function cancelTask(id: string): Promise<void> {
	try {
		await api.tasks.cancel({ params: { id } });
	} catch (error) {
		if ((error as { code?: string })?.code !== 'not_found') throw error;
	}
}

/** The run was forgotten (`drop`) or another began: its answer, or its failure, is no one's any more. */
export class TaskDropped extends Error {
	constructor() {
		super('This task was dropped: its answer is no longer wanted.');
		this.name = 'TaskDropped';
	}
}

/**
 * Long work the core does under a task id (the `x-rumo-task` header): its progress as the core
 * reports it, and its cancel. One run at a time; the caller says what the work is.
 */
export class TaskRun {
	/** 0–1 as the core reports it; null before its first report, and while nothing runs. */
	progress = $state<number | null>(null);
	cancelling = $state(false);
	// A plain field, not state: `drop()` runs inside screens' effects ("a new id: forget the old run"),
	// and an effect that read state here would rerun, and drop the new run, whenever one starts.
	#task: string | null = null;
	#running = $state(false);
	#unwatch: () => void = () => {};

	get running(): boolean {
		return this.#running;
	}

	/**
	 * Runs `work` under a fresh task id; answers what it answers, or throws what it throws (a cancel
	 * ends it with `cancelled`). A run dropped meanwhile, or overtaken by another, throws `TaskDropped`.
	 */
	async run<T>(work: (task: string) => Promise<T>): Promise<T> {
		this.#unwatch();
		const task = newTaskId();
		this.#task = task;
		this.#running = true;
		this.progress = null;
		this.cancelling = false;
		const unwatch = watchTask(task, (fraction) => {
			// Reports may arrive out of order across channels: the bar only moves forward.
			if (this.#task === task) this.progress = Math.max(this.progress ?? 0, fraction);
		});
		this.#unwatch = unwatch;
		try {
			const answer = await work(task);
			if (this.#task !== task) throw new TaskDropped();
			return answer;
		} catch (error) {
			if (this.#task !== task) throw new TaskDropped();
			throw error;
		} finally {
			unwatch();
			if (this.#task === task) this.#clear();
		}
	}

	/** The core's part is done (the run goes on in the page): the bar stops following its reports. */
	stopProgress() {
		this.#unwatch();
		this.progress = null;
	}

	/**
	 * Asks the core to stop the run; its work then ends with `cancelled`. When the core cannot be
	 * asked, `cancelling` goes back to false and the error is thrown.
	 */
	async cancel(): Promise<void> {
		const task = this.#task;
		if (!task || this.cancelling) return;
		this.cancelling = true;
		try {
			await cancelTask(task);
		} catch (error) {
			this.cancelling = false;
			throw error;
		}
	}

	/** Forgets the run: the core is asked to stop it, unawaited, and its answer will be ignored. */
	drop() {
		const task = this.#task;
		if (task) void cancelTask(task).catch(() => undefined);
		this.#unwatch();
		this.#clear();
	}

	#clear() {
		this.#task = null;
		this.#running = false;
		this.#unwatch = () => {};
		this.progress = null;
		this.cancelling = false;
	}
}

export const isTaskDropped = (error: unknown): error is TaskDropped => error instanceof TaskDropped;
