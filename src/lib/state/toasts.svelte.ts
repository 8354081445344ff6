export type Toast = { id: number; kind: 'info' | 'error'; text: string };

/** Short messages read out by screen readers (the region is aria-live). */
class Toasts {
	items = $state<Toast[]>([]);
	#next = 1;

	show(text: string, kind: Toast['kind'] = 'info', ms = kind === 'error' ? 9000 : 4000) {
		const id = this.#next++;
		this.items.push({ id, kind, text });
		setTimeout(() => this.dismiss(id), ms);
	}

	dismiss(id: number) {
		this.items = this.items.filter((t) => t.id !== id);
	}
}

export const toasts = new Toasts();
