import { api, isApiError } from '$lib/api';
import type { FeedCreate, RadarFeed } from '$lib/api/radar';
import type { AddMode } from './radar-view.svelte';
import { Resource, type LoadStatus } from './resource.svelte';

export type BoardProvider = 'greenhouse' | 'lever' | 'ashby' | 'gupy';
export const PROVIDERS: readonly BoardProvider[] = ['greenhouse', 'lever', 'ashby', 'gupy'];

/** The radar's sources: listed, renamed and removed (with the results they brought that were not saved). */
export class RadarFeeds {
	/** Sources with a rename or a removal running. */
	busy = $state<string | null>(null);
	readonly #feeds = new Resource(async () => (await api.radar.feeds()).items);

	get items(): RadarFeed[] {
		return this.#feeds.value ?? [];
	}
	set items(items: RadarFeed[]) {
		this.#feeds.value = items;
	}
	get status(): LoadStatus {
		return this.#feeds.status;
	}
	get error(): unknown {
		return this.#feeds.error;
	}

	/** `keep` (a refresh after a change) keeps what is on screen while it loads and when it fails. */
	async load({ keep = false }: { keep?: boolean } = {}) {
		await this.#feeds.load({ keep });
	}

	nameOf(id: string): string | null {
		return this.items.find((feed) => feed.id === id)?.name ?? null;
	}

	/** Adds a source just created to the list at once (the change notice reloads it too). */
	added(feed: RadarFeed) {
		if (!this.items.some((item) => item.id === feed.id)) this.items = [...this.items, feed];
		this.#feeds.status = 'ready';
	}

	async rename(id: string, name: string): Promise<RadarFeed> {
		this.busy = id;
		try {
			const feed = await api.radar.renameFeed({ params: { id }, body: { name: name.trim() } });
			this.items = this.items.map((item) => (item.id === id ? feed : item));
			return feed;
		} finally {
			this.busy = null;
		}
	}

	async remove(id: string): Promise<void> {
		this.busy = id;
		try {
			await api.radar.removeFeed({ params: { id } });
			this.items = this.items.filter((item) => item.id !== id);
		} finally {
			this.busy = null;
		}
	}
}

/**
 * Adding a source, three ways: a feed's address (read once through the local helper, after the
 * person allowed reading public pages), a feed pasted whole, or a company's job board by its name
 * at a provider. A document that is not a feed is refused by the core and nothing is stored.
 */
export class FeedAdd {
	mode = $state<AddMode>('url');
	url = $state('');
	content = $state('');
	provider = $state<BoardProvider>('greenhouse');
	board = $state('');
	name = $state('');
	saving = $state(false);
	error = $state<unknown>(null);
	/** The address needs the person's permission to read public pages first. */
	needsConsent = $state(false);
	/** The mode of the failed attempt (the error's words depend on it). */
	failedMode = $state<AddMode>('url');

	canSubmit = $derived(this.mode === 'url' ? !!this.url.trim() : this.mode === 'paste' ? !!this.content.trim() : !!this.board.trim());

	#input(): FeedCreate {
		const name = this.name.trim() || undefined;
		if (this.mode === 'url') return { url: this.url.trim(), name };
		if (this.mode === 'paste') return { content: this.content, name };
		return { provider: this.provider, board: this.board.trim(), name };
	}

	/** Adds the source; answers it, or null when it failed (see `error` and `needsConsent`). */
	async submit(): Promise<RadarFeed | null> {
		if (!this.canSubmit || this.saving) return null;
		this.saving = true;
		this.error = null;
		this.needsConsent = false;
		const mode = this.mode;
		try {
			const feed = await api.radar.addFeed({ body: this.#input() });
			this.#clear(mode);
			return feed;
		} catch (error) {
			this.error = error;
			this.failedMode = mode;
			this.needsConsent = isApiError(error) && error.code === 'consent_required';
			return null;
		} finally {
			this.saving = false;
		}
	}

	/** Records the person's yes for reading public pages (Settings shows it), then tries again. */
	async allowAndRetry(): Promise<RadarFeed | null> {
		try {
			await api.settings.setConsent({ params: { integration: 'relay-fetch' }, body: { granted: true } });
		} catch (error) {
			this.error = error;
			return null;
		}
		this.needsConsent = false;
		return this.submit();
	}

	setMode(mode: AddMode) {
		this.mode = mode;
		this.error = null;
		this.needsConsent = false;
	}

	#clear(mode: AddMode) {
		if (mode === 'url') this.url = '';
		else if (mode === 'paste') this.content = '';
		else this.board = '';
		this.name = '';
	}
}
