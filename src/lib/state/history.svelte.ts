import { api, isApiError } from '$lib/api';
import type { HistoryCleared, HistoryEntry, HistoryFilter, HistoryKind } from '$lib/api/history';
import type { StatusInfo } from '$lib/api/tracker';
import type { Topic } from '$lib/platform/changes';
import { apiFilter, DEFAULT_FILTERS, KINDS, PAGE_SIZE, periodInOrder, type Filters } from './history-view.svelte';
import { Latest, watchTopics, type LoadStatus } from './resource.svelte';

/** Every capability History reads: a change to any of them may add or remove entries. */
const TOPICS: readonly Topic[] = ['match', 'job', 'resume', 'tailor', 'tracker', 'inbox', 'sync'];
/** The API's largest page: a refresh keeps what the person had loaded, up to this. */
const MAX_PAGE = 500;

/** The API's query of a filter: the kinds comma-separated. */
const historyQuery = (filter: HistoryFilter) => ({ kind: filter.kinds?.join(','), from: filter.from, to: filter.to });

const zeroCounts = () => Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<HistoryKind, number>;

/**
 * The History screen: filters, the pages loaded so far, and clearing through the API. Not a
 * PagedResource: a failed refresh shows its error (a PagedResource keeps the list), a backwards period
 * asks nothing, a further page's failure is shown under the list, and a clear lowers the kind's count
 * at once; it takes Resource's sequence guard (`Latest`) and topic watch.
 */
export class HistoryScreen {
	filters = $state<Filters>({ ...DEFAULT_FILTERS });
	items = $state<HistoryEntry[]>([]);
	total = $state(0);
	counts = $state<Record<HistoryKind, number>>(zeroCounts());
	status = $state<LoadStatus>('loading');
	error = $state<unknown>(null);
	loadingMore = $state(false);
	moreError = $state<unknown>(null);
	statuses = $state<StatusInfo[]>([]);
	#cursor = $state<string | null>(null);
	readonly #latest = new Latest();
	#timer: ReturnType<typeof setTimeout> | undefined;

	get hasMore() {
		return this.#cursor !== null;
	}

	/** First page of the filters (or as many as were shown, on a refresh). */
	async load(keepShown = false) {
		const current = this.#latest.next();
		if (!keepShown) this.status = 'loading';
		this.error = null;
		this.moreError = null;
		if (!periodInOrder(this.filters)) {
			// The screen says the period is backwards; asking the API would only answer 400.
			this.status = 'ready';
			return;
		}
		const limit = keepShown ? Math.min(MAX_PAGE, Math.max(PAGE_SIZE, this.items.length)) : PAGE_SIZE;
		try {
			const [page] = await Promise.all([api.history.list({ query: { ...historyQuery(apiFilter(this.filters)), limit } }), this.#loadStatuses()]);
			if (!current()) return;
			this.items = page.items;
			this.total = page.total;
			this.counts = page.counts;
			this.#cursor = page.nextCursor;
			this.status = 'ready';
		} catch (error) {
			if (!current()) return;
			this.error = error;
			this.status = 'error';
		}
	}

	async loadMore() {
		if (!this.#cursor || this.loadingMore) return;
		const current = this.#latest.same();
		this.loadingMore = true;
		this.moreError = null;
		try {
			const page = await api.history.list({ query: { ...historyQuery(apiFilter(this.filters)), limit: PAGE_SIZE, cursor: this.#cursor ?? undefined } });
			if (!current()) return;
			this.items = [...this.items, ...page.items];
			this.total = page.total;
			this.counts = page.counts;
			this.#cursor = page.nextCursor;
		} catch (error) {
			if (current()) this.moreError = error;
		} finally {
			this.loadingMore = false;
		}
	}

	setFilters(patch: Partial<Filters>) {
		this.filters = { ...this.filters, ...patch };
		void this.load();
	}

	resetFilters() {
		this.setFilters({ ...DEFAULT_FILTERS });
	}

	/** Clears one entry; answers whether it went ('gone' when another tab had cleared it already). */
	async clear(entry: HistoryEntry): Promise<'cleared' | 'gone'> {
		try {
			await api.history.clear({ params: { id: entry.id } });
		} catch (error) {
			if (!isApiError(error) || error.code !== 'not_found') throw error;
			void this.load(true);
			return 'gone';
		}
		this.#drop(entry);
		return 'cleared';
	}

	/** Clears every clearable entry the filters match (every page, not only those loaded). */
	async clearAll(): Promise<HistoryCleared> {
		const cleared = await api.history.clearAll({ query: historyQuery(apiFilter(this.filters)) });
		await this.load(true);
		return cleared;
	}

	/** A move's stage in the person's language (the tracker's own labels). */
	statusLabel(status: string, language: 'en' | 'pt'): string {
		return this.statuses.find((s) => s.status === status)?.label[language] ?? status;
	}

	/** Reloads, keeping what is shown, when this tab or another changes what History reads. */
	watch() {
		const stop = watchTopics(TOPICS, () => this.#refreshSoon());
		return () => {
			clearTimeout(this.#timer);
			stop();
		};
	}

	// A clear of everything touches five capabilities: one reload, not five.
	#refreshSoon() {
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => void this.load(true), 100);
	}

	#drop(entry: HistoryEntry) {
		const before = this.items.length;
		this.items = this.items.filter((e) => e.id !== entry.id);
		if (this.items.length === before) return;
		this.total = Math.max(0, this.total - 1);
		this.counts = { ...this.counts, [entry.kind]: Math.max(0, this.counts[entry.kind] - 1) };
	}

	async #loadStatuses() {
		if (this.statuses.length) return;
		try {
			// A concurso's stages too (issue 31): its moves are labelled like a job's.
			const list = await api.tracker.statuses();
			this.statuses = [...list.items, ...list.exam];
		} catch {
			// Without them a move shows its stage's code; the list itself still loads.
		}
	}
}
