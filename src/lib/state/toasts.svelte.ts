import type { MessageKey, PluralKey } from '$lib/i18n/i18n.svelte';

/** A param computed when the toast is shown, so a label (a stage, a reason) follows the language too. */
export type ToastParam = string | number | (() => string);

/**
 * What a toast says. A message key (with params) or a failure is turned into words when it is
 * displayed, so switching the language rewrites the toasts on screen; a plain string is shown
 * as it is (text that has no message of its own).
 */
export type ToastMessage =
	| string
	| { key: MessageKey; params?: Record<string, ToastParam> }
	| { plural: PluralKey; count: number; params?: Record<string, ToastParam> }
	| { problem: unknown };

export type Toast = { id: number; kind: 'info' | 'error'; message: ToastMessage };

/** More than this at once covers the screen on a phone; the oldest goes first. */
export const MAX_TOASTS = 3;

/** Short messages read out by screen readers (the region is aria-live). */
class Toasts {
	items = $state<Toast[]>([]);
	#next = 1;
	/** Each toast's timer and when it is due; cleared while the person points at or focuses the toasts. */
	#timers = new Map<number, { timer: ReturnType<typeof setTimeout> | null; remaining: number; since: number }>();
	#paused = false;

	show(message: ToastMessage, kind: Toast['kind'] = 'info', ms = kind === 'error' ? 9000 : 4000) {
		const id = this.#next++;
		const kept = [...this.items, { id, kind, message }];
		for (const dropped of kept.slice(0, Math.max(0, kept.length - MAX_TOASTS))) this.#forget(dropped.id);
		this.items = kept.slice(-MAX_TOASTS);
		this.#timers.set(id, { timer: null, remaining: ms, since: Date.now() });
		if (!this.#paused) this.#start(id);
		return id;
	}

	/** A failure, in words a person can act on (i18n.problem), as an error toast. */
	problem(error: unknown) {
		return this.show({ problem: error }, 'error');
	}

	dismiss(id: number) {
		this.#forget(id);
		this.items = this.items.filter((t) => t.id !== id);
	}

	/** Reading a toast, or reaching its close button, stops the clock (WCAG 2.2.1: enough time). */
	pause() {
		this.#paused = true;
		for (const entry of this.#timers.values()) {
			if (!entry.timer) continue;
			clearTimeout(entry.timer);
			entry.timer = null;
			entry.remaining -= Date.now() - entry.since;
		}
	}

	resume() {
		this.#paused = false;
		for (const id of this.#timers.keys()) this.#start(id);
	}

	#start(id: number) {
		const entry = this.#timers.get(id);
		if (!entry || entry.timer) return;
		entry.since = Date.now();
		// A toast that was being read gets a moment more once the pointer or focus leaves.
		entry.timer = setTimeout(() => this.dismiss(id), Math.max(entry.remaining, 1500));
	}

	#forget(id: number) {
		const entry = this.#timers.get(id);
		if (entry?.timer) clearTimeout(entry.timer);
		this.#timers.delete(id);
	}
}

export const toasts = new Toasts();
