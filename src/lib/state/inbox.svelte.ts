import { SvelteSet } from 'svelte/reactivity';
import { api, isApiError } from '$lib/api';
import type { InboxBulkAction, InboxItem, InboxList as ListAnswer } from '$lib/api/inbox';
import { DEFAULT_FILTERS, exportFileName, exportSelection, inboxHasItems, listQuery, PAGE_SIZE, wireFilter, type ExportScope, type Filters } from './inbox-view.svelte';
import { PagedResource } from './resource.svelte';

/** The API pages at most this many items at once; a reload keeps what was on screen up to it. */
const MAX_PAGE = 500;
const SEARCH_DELAY_MS = 250;
const NO_FACETS: ListAnswer['facets'] = { status: {}, origin: {} };

/**
 * The opportunity inbox list: filters, search, sort, cursor pages, the selection and the actions on
 * it. Reloads itself when the core says inbox data changed (an import, a fit computed, another tab).
 */
export class InboxListState {
	filters = $state<Filters>({ ...DEFAULT_FILTERS });
	/** What the search box shows at once; `filters.q` follows it after a pause. */
	query = $state('');
	/** A bulk action is running (its buttons wait). */
	busy = $state(false);
	selected = new SvelteSet<string>();
	/** The pages loaded ("Load more"): items, total, status; read by the list on screen. */
	readonly pages = new PagedResource<InboxItem, ListAnswer>((page) => api.inbox.list({ query: wireFilter(listQuery(this.filters, page)) }), {
		pageSize: PAGE_SIZE,
		maxPage: MAX_PAGE,
		topics: ['inbox'],
		// Selected items that left the inbox (deleted, merged elsewhere) cannot be acted on.
		onFirstPage: () => {
			for (const id of this.selected) if (!this.pages.items.some((item) => item.id === id)) this.selected.delete(id);
		}
	});

	get facets(): ListAnswer['facets'] {
		return this.pages.answer?.facets ?? NO_FACETS;
	}
	get fitPending(): number {
		return this.pages.answer?.fitPending ?? 0;
	}

	/** The inbox holds items (merged ones too), whatever the filters show. */
	hasItems = $derived(inboxHasItems(this.facets));
	allOnPageSelected = $derived(this.pages.items.length > 0 && this.pages.items.every((item) => this.selected.has(item.id)));
	someOnPageSelected = $derived(this.pages.items.some((item) => this.selected.has(item.id)));

	#searchTimer: ReturnType<typeof setTimeout> | undefined;

	/**
	 * Loads the first page. `keep` (a refresh after a change) asks for as many items as are on
	 * screen, so "Load more" pages already opened do not vanish under the person.
	 */
	async load({ keep = false }: { keep?: boolean } = {}) {
		await this.pages.load({ keep });
	}

	async loadMore() {
		await this.pages.loadMore();
	}

	/** Reloads on the core's inbox changes; `also` refreshes whatever else shows inbox data (an open item). */
	watch(also?: () => void) {
		return this.pages.watch(also);
	}

	/** A filter changed: the selection was of the old view, so it goes. */
	setFilters(patch: Partial<Filters>) {
		this.filters = { ...this.filters, ...patch };
		this.selected.clear();
		void this.load();
	}

	search(value: string) {
		this.query = value;
		clearTimeout(this.#searchTimer);
		this.#searchTimer = setTimeout(() => this.setFilters({ q: value }), SEARCH_DELAY_MS);
	}

	clearFilters() {
		clearTimeout(this.#searchTimer);
		this.query = '';
		this.setFilters({ ...DEFAULT_FILTERS, sort: this.filters.sort });
	}

	find(id: string) {
		return this.pages.items.find((item) => item.id === id);
	}

	/** Puts a changed item in its place at once (the refresh that follows confirms it). */
	replace(item: InboxItem) {
		const index = this.pages.items.findIndex((i) => i.id === item.id);
		if (index >= 0) this.pages.items[index] = item;
	}

	toggle(id: string, on = !this.selected.has(id)) {
		if (on) this.selected.add(id);
		else this.selected.delete(id);
	}

	toggleAllOnPage(on = !this.allOnPageSelected) {
		for (const item of this.pages.items) this.toggle(item.id, on);
	}

	/** Runs an action on the selected items; answers the API's counts. */
	async bulk(action: InboxBulkAction, ids = [...this.selected]): Promise<{ updated: number; skipped: number }> {
		this.busy = true;
		try {
			const result = await api.inbox.bulk({ body: { ids, action } });
			for (const id of ids) this.selected.delete(id);
			await this.load({ keep: true });
			return result;
		} finally {
			this.busy = false;
		}
	}

	/** The export file's text and name: everything, this view, or the selection. */
	async exportFile(format: 'csv' | 'json', scope: ExportScope): Promise<{ name: string; text: string }> {
		const selection = exportSelection(scope, this.filters, [...this.selected]);
		const text =
			'ids' in selection
				? await api.inbox.exportSelected({ body: { format, ids: selection.ids } })
				: await api.inbox.export({ query: { format, ...wireFilter(selection) } });
		return { name: exportFileName(format, new Date()), text };
	}

	/** Whether an error means the list is out of date (another tab changed or removed the item). */
	static stale(error: unknown) {
		return isApiError(error) && (error.code === 'conflict' || error.code === 'not_found');
	}
}

export { saveText as downloadText } from '$lib/platform/save-file';

/** Copies text; false when the browser refuses (no permission, an insecure page), so the screen shows it instead. */
export async function copyText(text: string): Promise<boolean> {
	try {
		await navigator.clipboard.writeText(text);
		return true;
	} catch {
		return false;
	}
}
