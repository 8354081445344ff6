/*
 * Yielding to the browser between pieces of work, so that no single task holds the main thread long
 * (issue 27: on a phone a long task delays every tap; Lighthouse counts each task's time over 50 ms).
 */

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a later task: the browser may handle input and paint in between. */
export function nextTask(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
	// scheduler.yield() resumes before other queued tasks (where the browser has it); a timeout otherwise.
	if (typeof scheduler?.yield === 'function') return scheduler.yield.call(scheduler);
	return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser is idle, and at the latest after `timeout` ms. */
export function whenIdle(timeout = 1000): Promise<void> {
	return new Promise((resolve) => {
		if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
		else setTimeout(resolve, 0);
	});
}

let shown: () => void = () => {};
/** Resolves once the first screen is on the page (the root layout says so). */
export const firstScreen = new Promise<void>((resolve) => (shown = resolve));

/** Called by the root layout when the first screen is rendered. */
export function firstScreenShown() {
	shown();
}
