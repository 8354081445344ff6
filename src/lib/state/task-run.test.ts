import { beforeEach, describe, expect, it, vi } from 'vitest';

let ids = 0;
const cancel = vi.fn(async (_id: string) => {});
vi.mock('$lib/api', () => ({ api: { tasks: { cancel: ({ params }: { params: { id: string } }) => cancel(params.id) } } }));
// The core's progress reports, by task: a test reports what the core would.
const watchers = new Map<string, (fraction: number) => void>();
vi.mock('$lib/api/tasks', () => ({
	newTaskId: () => `task-${++ids}`,
	watchTask: (id: string, onProgress: (fraction: number) => void) => {
		watchers.set(id, onProgress);
		return () => watchers.delete(id);
	}
}));
const report = (task: string, fraction: number) => watchers.get(task)?.(fraction);

const { TaskRun, TaskDropped } = await import('./task-run.svelte');

function deferred<T>() {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
	return { promise, resolve, reject };
}

beforeEach(() => {
	cancel.mockReset();
	cancel.mockImplementation(async () => {});
	watchers.clear();
});

describe('TaskRun', () => {
	it('follows the core’s progress forward only, and forgets it when the run ends', async () => {
		const run = new TaskRun();
		const answer = deferred<string>();
		let task = '';
		const running = run.run((id) => ((task = id), answer.promise));
		expect(run.running).toBe(true);
		expect(run.progress).toBeNull();
		report(task, 0.4);
		report(task, 0.2);
		expect(run.progress).toBe(0.4);
		answer.resolve('done');
		expect(await running).toBe('done');
		expect(run.running).toBe(false);
		expect(run.progress).toBeNull();
		expect(watchers.size).toBe(0);
	});

	it('names the work’s task when it cancels, and ends as the work ends (cancelled)', async () => {
		const run = new TaskRun();
		const answer = deferred<string>();
		let task = '';
		const running = run.run((id) => ((task = id), answer.promise));
		await run.cancel();
		expect(cancel).toHaveBeenCalledWith(task);
		expect(run.cancelling).toBe(true);
		// A second press while the first is on its way asks nothing more.
		await run.cancel();
		expect(cancel).toHaveBeenCalledTimes(1);
		answer.reject(Object.assign(new Error('cancelled'), { code: 'cancelled' }));
		await expect(running).rejects.toMatchObject({ code: 'cancelled' });
		expect(run.cancelling).toBe(false);
		expect(run.running).toBe(false);
	});

	it('stops moving the bar once cancelled and ended, even if a late report arrives', async () => {
		const run = new TaskRun();
		const answer = deferred<string>();
		let task = '';
		const running = run.run((id) => ((task = id), answer.promise));
		report(task, 0.3);
		await run.cancel();
		answer.reject(new Error('cancelled'));
		await running.catch(() => {});
		report(task, 0.9);
		expect(run.progress).toBeNull();
	});

	it('asks nothing when nothing runs', async () => {
		await new TaskRun().cancel();
		expect(cancel).not.toHaveBeenCalled();
	});

	it('says why a cancel could not be asked, and lets the person try again', async () => {
		const run = new TaskRun();
		const answer = deferred<string>();
		const running = run.run(() => answer.promise);
		cancel.mockRejectedValueOnce(new Error('offline'));
		await expect(run.cancel()).rejects.toThrow('offline');
		expect(run.cancelling).toBe(false);
		await run.cancel();
		expect(cancel).toHaveBeenCalledTimes(2);
		answer.resolve('done');
		await running;
	});

	it('ignores the answer of a dropped run and cancels it at the core', async () => {
		const run = new TaskRun();
		const answer = deferred<string>();
		let task = '';
		const running = run.run((id) => ((task = id), answer.promise));
		run.drop();
		expect(cancel).toHaveBeenCalledWith(task);
		expect(run.running).toBe(false);
		answer.resolve('too late');
		await expect(running).rejects.toBeInstanceOf(TaskDropped);
	});

	it('leaves a newer run alone when an older one it overtook ends', async () => {
		const run = new TaskRun();
		const old = deferred<string>();
		const first = run.run(() => old.promise);
		run.drop();
		const fresh = deferred<string>();
		let task = '';
		const second = run.run((id) => ((task = id), fresh.promise));
		old.reject(new Error('cancelled'));
		await expect(first).rejects.toBeInstanceOf(TaskDropped);
		expect(run.running).toBe(true);
		report(task, 0.5);
		expect(run.progress).toBe(0.5);
		fresh.resolve('new');
		expect(await second).toBe('new');
	});

	it('stops following progress when the core’s part is done, while the run goes on', async () => {
		const run = new TaskRun();
		let task = '';
		const running = run.run(async (id) => {
			task = id;
			report(task, 0.5);
			run.stopProgress();
			report(task, 0.8);
			return run.progress;
		});
		expect(await running).toBeNull();
	});
});
