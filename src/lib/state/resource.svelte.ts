import { onDataChange, type Topic } from '$lib/platform/changes';

export type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * Drops late answers: each load takes a ticket, and only the newest ticket's answer may be taken. A
 * request is not cancelled when a newer one starts, so the older one can still answer last.
 */
export class Latest {
	#current = 0;

	/** A new ticket; the answer it guards is current while no newer ticket was taken (nor `drop` called). */
	next(): () => boolean {
		const ticket = ++this.#current;
		return () => ticket === this.#current;
	}

	/** The ticket in hand, for work that continues the newest load (a further page of it). */
	same(): () => boolean {
		const ticket = this.#current;
		return () => ticket === this.#current;
	}

	/** Answers still on their way are of no use (the data changed here meanwhile). */
	drop() {
		this.#current++;
	}
}

/** Calls `onChange` when the core changes data of any of `topics`; answers the unsubscribe. */
export function watchTopics(topics: readonly Topic[], onChange: () => void): () => void {
	const stops = topics.map((topic) => onDataChange(topic, onChange));
	return () => stops.forEach((stop) => stop());
}

export type ResourceOptions = {
	/** What the core says changed when this data may have: `watch()` reloads on them. */
	topics?: readonly Topic[];
};

/**
 * One thing the screen loads from the API: its value, whether it is loading or failed, a reload
 * when the core says its data changed, and no late answer overwriting a newer one.
 */
export class Resource<T> {
	value = $state<T | null>(null);
	status = $state<LoadStatus>('loading');
	error = $state<unknown>(null);
	readonly #fetch: () => Promise<T>;
	readonly #topics: readonly Topic[];
	readonly #latest = new Latest();

	constructor(fetch: () => Promise<T>, options: ResourceOptions = {}) {
		this.#fetch = fetch;
		this.#topics = options.topics ?? [];
	}

	/**
	 * Loads the value; answers whether this load's answer was taken. `keep` (a refresh after a change)
	 * keeps what is on screen while it loads, and when it fails: only a first load shows the error.
	 */
	async load({ keep = false }: { keep?: boolean } = {}): Promise<boolean> {
		const current = this.#latest.next();
		if (!keep) this.status = 'loading';
		try {
			const value = await this.#fetch();
			if (!current()) return false;
			this.value = value;
			this.status = 'ready';
			this.error = null;
			return true;
		} catch (error) {
			if (!current()) return false;
			if (!keep || this.status !== 'ready') {
				this.error = error;
				this.status = 'error';
			}
			return false;
		}
	}

	/** Reloads (keeping what is shown) on the resource's topics; `also` runs after each change too. */
	watch(also?: () => void): () => void {
		return watchTopics(this.#topics, () => {
			void this.load({ keep: true });
			also?.();
		});
	}

	/** Answers on their way are dropped (the value was changed here, after they were asked). */
	drop() {
		this.#latest.drop();
	}
}

/** One page of a list, as every paged endpoint answers it. */
export type Paged<I> = { items: I[]; total: number; nextCursor: string | null };
export type PageRequest = { limit: number; cursor?: string };

export type PagedOptions<I> = ResourceOptions & {
	pageSize: number;
	/** The API's largest page: a refresh asks for as many items as are on screen, up to this. */
	maxPage: number;
	/** Places a first page's items given what was on screen (the list keeps some that left it, say). */
	arrange?: (fresh: I[], shown: I[]) => I[];
	/** Sees each first page taken (after a load or a refresh, not a further page). */
	onFirstPage?: () => void;
};

/**
 * A list the API gives a page at a time ("Load more"): a refresh keeps the pages already opened, a
 * further page joins the list only if no newer first page was asked for meanwhile, and an item a
 * later page repeats (the list moved under the cursor) is shown once.
 */
export class PagedResource<I extends { id: string }, A extends Paged<I> = Paged<I>> {
	items = $state<I[]>([]);
	total = $state(0);
	nextCursor = $state<string | null>(null);
	/** The latest page the API gave, for what it says beside the items (facets, counts). */
	answer = $state.raw<A | null>(null);
	status = $state<LoadStatus>('loading');
	error = $state<unknown>(null);
	loadingMore = $state(false);
	readonly #fetch: (page: PageRequest) => Promise<A>;
	readonly #options: PagedOptions<I>;
	readonly #latest = new Latest();

	constructor(fetch: (page: PageRequest) => Promise<A>, options: PagedOptions<I>) {
		this.#fetch = fetch;
		this.#options = options;
	}

	/**
	 * Loads the first page; answers whether its answer was taken. `keep` (a refresh after a change)
	 * asks for as many items as are on screen, so pages opened with "Load more" do not vanish, and
	 * keeps the list on screen while it loads and when it fails.
	 */
	async load({ keep = false }: { keep?: boolean } = {}): Promise<boolean> {
		const current = this.#latest.next();
		const { pageSize, maxPage } = this.#options;
		if (!keep) this.status = 'loading';
		const limit = keep ? Math.min(maxPage, Math.max(pageSize, this.items.length)) : pageSize;
		try {
			const answer = await this.#fetch({ limit });
			if (!current()) return false;
			this.#take(answer, false);
			this.status = 'ready';
			this.error = null;
			return true;
		} catch (error) {
			if (!current()) return false;
			if (!keep || this.status !== 'ready') {
				this.error = error;
				this.status = 'error';
			}
			return false;
		}
	}

	/** The next page, appended; a failure is thrown (the list stays as it was). */
	async loadMore(): Promise<void> {
		const cursor = this.nextCursor;
		if (!cursor || this.loadingMore) return;
		const current = this.#latest.same();
		this.loadingMore = true;
		try {
			const answer = await this.#fetch({ limit: this.#options.pageSize, cursor });
			if (current()) this.#take(answer, true);
		} finally {
			this.loadingMore = false;
		}
	}

	/** Reloads (keeping what is shown) on the list's topics; `also` runs after each change too. */
	watch(also?: () => void): () => void {
		return watchTopics(this.#options.topics ?? [], () => {
			void this.load({ keep: true });
			also?.();
		});
	}

	/** Answers on their way are dropped (the list was changed here, after they were asked). */
	drop() {
		this.#latest.drop();
	}

	#take(answer: A, append: boolean) {
		if (append) {
			const seen = new Set(this.items.map((item) => item.id));
			this.items = [...this.items, ...answer.items.filter((item) => !seen.has(item.id))];
		} else this.items = this.#options.arrange ? this.#options.arrange(answer.items, this.items) : answer.items;
		this.total = answer.total;
		this.nextCursor = answer.nextCursor;
		this.answer = answer;
		if (!append) this.#options.onFirstPage?.();
	}
}
