/**
 * Writes on their way to the core (every request but a read). Closing or leaving the tab stops its
 * core worker, and IndexedDB drops a transaction that had not committed: the person's last change
 * would be lost without a word. So while any write is pending the page asks the browser to warn, and
 * a "Saving…" status shows (src/lib/components/StorageState.svelte).
 */
export class PendingWrites {
	#count = 0;
	#listeners = new Set<(count: number) => void>();

	get count() {
		return this.#count;
	}

	/** Counts one write; the function returned ends it (once, however often it is called). */
	begin(): () => void {
		this.#set(this.#count + 1);
		let ended = false;
		return () => {
			if (ended) return;
			ended = true;
			this.#set(this.#count - 1);
		};
	}

	subscribe(listener: (count: number) => void): () => void {
		this.#listeners.add(listener);
		listener(this.#count);
		return () => this.#listeners.delete(listener);
	}

	#set(count: number) {
		this.#count = count;
		for (const listener of this.#listeners) listener(count);
	}
}

export const pendingWrites = new PendingWrites();

export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** While a write is pending, leaving the page asks the person first (the browser words the question). */
export function guardUnload(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, writes: PendingWrites = pendingWrites): () => void {
	const onBeforeUnload = (event: Event) => {
		if (writes.count === 0) return;
		event.preventDefault();
		// Browsers before the preventDefault() way (Chromium < 119, older Safari) read a non-empty returnValue.
		if (typeof BeforeUnloadEvent !== 'undefined' && event instanceof BeforeUnloadEvent) event.returnValue = 'pending';
	};
	target.addEventListener('beforeunload', onBeforeUnload);
	return () => target.removeEventListener('beforeunload', onBeforeUnload);
}
