import { describe, expect, it } from 'vitest';
import type { TaskProgress } from './schema';
import { createTaskRegistry } from './service';

const ID = '4b1c2f3e-aaaa-bbbb-cccc-123456789abc';

function registry() {
	const posted: TaskProgress[] = [];
	return { tasks: createTaskRegistry((message) => posted.push(message)), posted };
}

describe('tasks: progress and cancel of long requests', () => {
	it('posts progress under the task id, once per whole percent', () => {
		const { tasks, posted } = registry();
		const task = tasks.begin(ID);
		for (const fraction of [0, 0.001, 0.004, 0.4, 0.401, 0.4099, 1]) task.context.progress?.(fraction);
		expect(posted).toEqual([
			{ task: ID, progress: 0 },
			{ task: ID, progress: 0.4 },
			{ task: ID, progress: 1 }
		]);
	});

	it('cancels a running task: its signal aborts and no progress follows', () => {
		const { tasks, posted } = registry();
		const task = tasks.begin(ID);
		expect(tasks.isRunning(ID)).toBe(true);
		expect(tasks.cancel(ID)).toBe(true);
		expect(task.context.signal?.aborted).toBe(true);
		task.context.progress?.(0.5);
		expect(posted).toEqual([]);
		expect(tasks.isRunning(ID)).toBe(false);
	});

	it('knows no task once it has ended, nor one never started', () => {
		const { tasks } = registry();
		tasks.begin(ID).end();
		expect(tasks.cancel(ID)).toBe(false);
		expect(tasks.cancel('never-started-1')).toBe(false);
	});

	it('runs a request without a valid id untracked: no signal, no progress', () => {
		const { tasks, posted } = registry();
		for (const id of [undefined, null, '', 'short', 'has spaces in it', 'x'.repeat(65)]) {
			const task = tasks.begin(id);
			expect(task.context).toEqual({});
			task.end();
		}
		expect(posted).toEqual([]);
	});

	it('an old request that ends does not forget a newer one with the same id', () => {
		const { tasks } = registry();
		const first = tasks.begin(ID);
		tasks.begin(ID);
		first.end();
		expect(tasks.isRunning(ID)).toBe(true);
	});
});
