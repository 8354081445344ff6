import { SvelteSet } from 'svelte/reactivity';
import { api } from '$lib/api';
import type { RadarResult, ResultList, SavedResult } from '$lib/api/radar';
import { onDataChange } from '$lib/platform/changes';
import { DEFAULT_RESULT_FILTERS, matchesFilters, RESULTS_PAGE, resultsQuery, type ResultFilters } from './radar-view.svelte';

/** The API pages at most this many results at once; a reload keeps what was on screen up to it. */
const MAX_PAGE = 200;
const SEARCH_DELAY_MS = 250;

/** Reloads whatever shows radar data when the core changes it (a round, a save, another tab). */
export function watchRadar(onChange: () => void): () => void {
	return onDataChange('radar', onChange);
}

/**
 * The radar's results: filters, search, cursor pages and the actions on one result (save it to the
 * inbox or to Applications, dismiss it, bring it back). A result the person just acted on stays on
 * screen where it was, in its new state, until the filters change: a card that vanished under the
 * pointer would take the keyboard focus and the chance to undo with it.
 */
export class RadarResults {
	filters = $state<ResultFilters>({ ...DEFAULT_RESULT_FILTERS });
	/** What the search box shows at once; `filters.q` follows it after a pause. */
	query = $state('');
	items = $state<RadarResult[]>([]);
	total = $state(0);
	nextCursor = $state<string | null>(null);
	status = $state<'loading' | 'ready' | 'error'>('loading');
	error = $state<unknown>(null);
	loadingMore = $state(false);
	/** Results with an action running (their buttons wait). */
	busy = new SvelteSet<string>();

	#seq = 0;
	#searchTimer: ReturnType<typeof setTimeout> | undefined;
	/** Ids acted on in this view: kept on screen by a reload that no longer lists them. */
	#kept = new Set<string>();

	/** Loads the first page; `keep` (a refresh after a change) asks for as many as are on screen. */
	async load({ keep = false }: { keep?: boolean } = {}) {
		const seq = ++this.#seq;
		if (!keep) this.status = 'loading';
		const limit = keep ? Math.min(MAX_PAGE, Math.max(RESULTS_PAGE, this.items.length)) : RESULTS_PAGE;
		try {
			const answer = await api.radar.results.list(resultsQuery(this.filters, { limit }));
			if (seq !== this.#seq) return;
			this.#take(answer, false);
			this.status = 'ready';
			this.error = null;
		} catch (error) {
			if (seq !== this.#seq) return;
			// A refresh that fails keeps the list on screen; only a first load shows the error.
			if (!keep || this.status !== 'ready') {
				this.error = error;
				this.status = 'error';
			}
		}
	}

	async loadMore() {
		if (!this.nextCursor || this.loadingMore) return;
		const seq = this.#seq;
		this.loadingMore = true;
		try {
			const answer = await api.radar.results.list(resultsQuery(this.filters, { cursor: this.nextCursor }));
			if (seq === this.#seq) this.#take(answer, true);
		} finally {
			this.loadingMore = false;
		}
	}

	#take(answer: ResultList, append: boolean) {
		if (append) {
			const seen = new Set(this.items.map((item) => item.id));
			this.items = [...this.items, ...answer.items.filter((item) => !seen.has(item.id))];
		} else {
			const fresh = new Map(answer.items.map((item) => [item.id, item]));
			const next = [...answer.items];
			// Kept results the list no longer gives go back where they were, in their latest state.
			this.items.forEach((item, index) => {
				if (this.#kept.has(item.id) && !fresh.has(item.id)) next.splice(Math.min(index, next.length), 0, item);
			});
			this.items = next;
		}
		this.total = answer.total;
		this.nextCursor = answer.nextCursor;
	}

	watch() {
		return watchRadar(() => void this.load({ keep: true }));
	}

	setFilters(patch: Partial<ResultFilters>) {
		this.filters = { ...this.filters, ...patch };
		this.#kept.clear();
		void this.load();
	}

	search(q: string) {
		this.query = q;
		clearTimeout(this.#searchTimer);
		this.#searchTimer = setTimeout(() => this.setFilters({ q }), SEARCH_DELAY_MS);
	}

	clearFilters() {
		clearTimeout(this.#searchTimer);
		this.query = '';
		this.setFilters({ ...DEFAULT_RESULT_FILTERS });
	}

	/** Puts the latest version of a result in place (after an action, or opened elsewhere). */
	replace(result: RadarResult) {
		this.items = this.items.map((item) => (item.id === result.id ? result : item));
		if (!matchesFilters(result, this.filters)) this.#kept.add(result.id);
	}

	/** Saves a result to the inbox or to Applications; answers where it went. A failure is thrown. */
	async save(id: string, to: 'inbox' | 'applications'): Promise<SavedResult> {
		return this.#act(id, async () => {
			const saved = await api.radar.results.save(id, to);
			this.replace(saved.result);
			return saved;
		});
	}

	/** Dismisses a result or brings a dismissed one back. A failure is thrown. */
	async setStatus(id: string, status: 'new' | 'dismissed'): Promise<RadarResult> {
		return this.#act(id, async () => {
			const result = await api.radar.results.setStatus(id, status);
			this.#kept.add(id);
			this.replace(result);
			return result;
		});
	}

	async #act<T>(id: string, action: () => Promise<T>): Promise<T> {
		if (this.busy.has(id)) throw new Error('busy');
		this.busy.add(id);
		try {
			return await action();
		} finally {
			this.busy.delete(id);
		}
	}

	stop() {
		clearTimeout(this.#searchTimer);
	}
}
