import { api } from '$lib/api';
import type { InboxItem, InboxItemDetail, InboxItemUpdate } from '$lib/api/inbox';
import { Latest, type LoadStatus } from './resource.svelte';

export type ItemAction = 'review' | 'archive' | 'ignore' | 'restore';
const ACTION_STATUS = { review: 'reviewed', archive: 'archived', ignore: 'ignored', restore: 'new' } as const;

/** Which status changes make sense from a status (merged items change only through their kept item). */
export function actionsFor(status: InboxItem['status']): ItemAction[] {
	if (status === 'merged') return [];
	if (status === 'archived' || status === 'ignored') return ['restore'];
	return status === 'new' ? ['review', 'archive', 'ignore'] : ['archive', 'ignore'];
}

/**
 * One item opened in its dialog: its description, history and the histories of items merged into
 * it, and what can be done with it. Every action answers the item as the core stored it. Not a
 * Resource: the item's id changes under it and a failed reload shows its error; it keeps Resource's
 * sequence guard (`Latest`).
 */
export class InboxItemView {
	id = $state<string | null>(null);
	detail = $state<InboxItemDetail | null>(null);
	status = $state<LoadStatus>('loading');
	error = $state<unknown>(null);
	/** The action running (its button waits; the others stay usable). */
	busy = $state<string | null>(null);
	readonly #latest = new Latest();

	async open(id: string) {
		this.id = id;
		this.detail = null;
		await this.reload();
	}

	async reload() {
		const id = this.id;
		if (!id) return;
		const current = this.#latest.next();
		if (!this.detail) this.status = 'loading';
		try {
			const detail = await api.inbox.get({ params: { id } });
			if (!current() || this.id !== id) return;
			this.detail = detail;
			this.status = 'ready';
			this.error = null;
		} catch (error) {
			if (!current()) return;
			this.error = error;
			this.status = 'error';
		}
	}

	close() {
		this.id = null;
		this.detail = null;
		this.#latest.drop();
	}

	async #act<T>(name: string, run: (detail: InboxItemDetail) => Promise<T>): Promise<T> {
		const detail = this.detail;
		if (!detail) throw new Error('No item is open.');
		this.busy = name;
		try {
			return await run(detail);
		} finally {
			this.busy = null;
		}
	}

	/**
	 * Saves edited fields against the version the form started from (`patch.version`), so a change
	 * made meanwhile elsewhere is refused, not overwritten.
	 */
	save(patch: InboxItemUpdate): Promise<InboxItem> {
		return this.#act('save', async (detail) => {
			const item = await api.inbox.update({ params: { id: detail.id }, body: { version: detail.version, ...patch } });
			await this.reload();
			return item;
		});
	}

	setStatus(action: ItemAction): Promise<InboxItem> {
		return this.#act(action, async (detail) => {
			const item = await api.inbox.update({ params: { id: detail.id }, body: { status: ACTION_STATUS[action], version: detail.version } });
			await this.reload();
			return item;
		});
	}

	/** Reads the item as a structured job; answers the job's id for the Job screen. */
	openAsJob(): Promise<string> {
		return this.#act('job', async (detail) => (await api.inbox.openAsJob({ params: { id: detail.id } })).jobId);
	}

	track(): Promise<{ trackerJobId: string; created: boolean; item: InboxItem }> {
		return this.#act('track', async (detail) => {
			const outcome = await api.inbox.track({ params: { id: detail.id } });
			await this.reload();
			return outcome;
		});
	}
}

/** The merge dialog: find the other copy of a posting and choose which of the two is kept. */
export class MergeChoice {
	source = $state<InboxItem | null>(null);
	query = $state('');
	candidates = $state<InboxItem[]>([]);
	searching = $state(false);
	error = $state<unknown>(null);
	other = $state<InboxItem | null>(null);
	keep = $state<'other' | 'source'>('other');
	merging = $state(false);
	readonly #latest = new Latest();
	#timer: ReturnType<typeof setTimeout> | undefined;

	/** Starts with the item the inbox thinks is its duplicate, chosen, and the inbox's first page to pick from. */
	async start(source: InboxItem) {
		this.source = source;
		this.query = '';
		this.other = null;
		this.keep = 'other';
		this.error = null;
		this.candidates = [];
		const suggested = source.possibleDuplicateOf ? await api.inbox.get({ params: { id: source.possibleDuplicateOf } }).catch(() => null) : null;
		if (suggested && suggested.status !== 'merged') this.other = suggested;
		await this.#search();
	}

	search(value: string) {
		this.query = value;
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => void this.#search(), 200);
	}

	async #search() {
		const current = this.#latest.next();
		this.searching = true;
		try {
			const { items } = await api.inbox.list({ query: { q: this.query.trim() || undefined, limit: 20 } });
			if (!current()) return;
			const suggested = this.other && !this.query.trim() ? [this.other] : [];
			const rest = items.filter((item) => item.id !== this.source?.id && !suggested.some((s) => s.id === item.id));
			this.candidates = [...suggested, ...rest];
			this.error = null;
		} catch (error) {
			if (current()) this.error = error;
		} finally {
			if (current()) this.searching = false;
		}
	}

	choose(id: string) {
		this.other = this.candidates.find((item) => item.id === id) ?? null;
	}

	/** Folds one into the other; answers the kept item (with both histories). */
	async merge() {
		const source = this.source;
		const other = this.other;
		if (!source || !other || this.merging) return null;
		this.merging = true;
		try {
			const [folded, kept] = this.keep === 'other' ? [source, other] : [other, source];
			return await api.inbox.merge({ params: { id: folded.id }, body: { intoId: kept.id } });
		} finally {
			this.merging = false;
		}
	}

	reset() {
		clearTimeout(this.#timer);
		this.source = null;
		this.other = null;
		this.candidates = [];
	}
}
