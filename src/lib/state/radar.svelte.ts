import { SvelteSet } from 'svelte/reactivity';
import { api } from '$lib/api';
import type { RadarResult, ResultFilter, ResultList, SavedResult } from '$lib/api/radar';
import { onDataChange } from '$lib/platform/changes';
import { DEFAULT_RESULT_FILTERS, matchesFilters, RESULTS_PAGE, resultsQuery, type ResultFilters } from './radar-view.svelte';
import { PagedResource } from './resource.svelte';

/** A results filter as the API's query reads it: the statuses comma-separated. */
const wireResults = (filter: ResultFilter) => ({ ...filter, status: filter.status?.join(',') });

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
	/** Results with an action running (their buttons wait). */
	busy = new SvelteSet<string>();

	#searchTimer: ReturnType<typeof setTimeout> | undefined;
	/** Ids acted on in this view: kept on screen by a reload that no longer lists them. */
	#kept = new Set<string>();
	/** The pages loaded ("Load more"): items, total, status; read by the list on screen. */
	readonly pages = new PagedResource<RadarResult, ResultList>((page) => api.radar.results({ query: wireResults(resultsQuery(this.filters, page)) }), {
		pageSize: RESULTS_PAGE,
		maxPage: MAX_PAGE,
		topics: ['radar'],
		arrange: (fresh, shown) => {
			const given = new Set(fresh.map((item) => item.id));
			const next = [...fresh];
			// Kept results the list no longer gives go back where they were, in their latest state.
			shown.forEach((item, index) => {
				if (this.#kept.has(item.id) && !given.has(item.id)) next.splice(Math.min(index, next.length), 0, item);
			});
			return next;
		}
	});

	/** Loads the first page; `keep` (a refresh after a change) asks for as many as are on screen. */
	async load({ keep = false }: { keep?: boolean } = {}) {
		await this.pages.load({ keep });
	}

	async loadMore() {
		await this.pages.loadMore();
	}

	watch() {
		return this.pages.watch();
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
		this.pages.items = this.pages.items.map((item) => (item.id === result.id ? result : item));
		if (!matchesFilters(result, this.filters)) this.#kept.add(result.id);
	}

	/** Saves a result to the inbox or to Applications; answers where it went. A failure is thrown. */
	async save(id: string, to: 'inbox' | 'applications'): Promise<SavedResult> {
		return this.#act(id, async () => {
			const saved = await api.radar.saveResult({ params: { id }, body: { to } });
			this.replace(saved.result);
			return saved;
		});
	}

	/** Dismisses a result or brings a dismissed one back. A failure is thrown. */
	async setStatus(id: string, status: 'new' | 'dismissed'): Promise<RadarResult> {
		return this.#act(id, async () => {
			const result = await api.radar.setResultStatus({ params: { id }, body: { status } });
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
