import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreen, firstScreenShown, nextTask, whenIdle } from './tasks';

describe('yielding between tasks (issue 27)', () => {
	afterEach(() => vi.unstubAllGlobals());

	it('nextTask resumes after the current task, not in a microtask', async () => {
		const order: string[] = [];
		const yielded = nextTask().then(() => order.push('next task'));
		queueMicrotask(() => order.push('microtask'));
		await Promise.resolve();
		expect(order).toEqual(['microtask']);
		await yielded;
		expect(order).toEqual(['microtask', 'next task']);
	});

	it("nextTask uses the browser's scheduler.yield where there is one", async () => {
		const yieldTo = vi.fn(() => Promise.resolve());
		vi.stubGlobal('scheduler', { yield: yieldTo });
		await nextTask();
		expect(yieldTo).toHaveBeenCalledOnce();
	});

	it('whenIdle waits for an idle callback, with a deadline', async () => {
		const asked: { timeout?: number }[] = [];
		vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout?: number }) => {
			asked.push(options);
			setTimeout(run, 0);
			return 1;
		});
		await whenIdle(500);
		expect(asked).toEqual([{ timeout: 500 }]);
	});

	it('whenIdle still resolves where the browser has no idle callbacks', async () => {
		vi.stubGlobal('requestIdleCallback', undefined);
		await expect(whenIdle()).resolves.toBeUndefined();
	});

	it('firstScreen resolves once the layout says the first screen is shown', async () => {
		let shown = false;
		void firstScreen.then(() => (shown = true));
		await nextTask();
		expect(shown).toBe(false);
		firstScreenShown();
		await firstScreen;
		expect(shown).toBe(true);
	});
});
