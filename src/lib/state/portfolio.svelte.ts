import { SvelteMap } from 'svelte/reactivity';
import { api, isApiError } from '$lib/api';
import type { LinkCheck, Portfolio } from '$lib/api/portfolio';
import { filterEntries, kindCounts, NO_FILTERS, type PortfolioFilters } from './portfolio-view';
import { Resource, watchTopics, type LoadStatus } from './resource.svelte';

/** A link being checked, its answer, or why it could not be checked. */
export type LinkState = { state: 'checking' } | { state: 'done'; result: LinkCheck } | { state: 'failed'; error: unknown };

/**
 * The portfolio screen: the portfolio as the core reads it (reloaded when the profile, the
 * analyses or the applications change, here or in another tab), the filters, and link checks with
 * the consent they need first.
 */
export class PortfolioScreen {
	filters = $state<PortfolioFilters>({ ...NO_FILTERS });
	readonly links = new SvelteMap<string, LinkState>();
	/** The link waiting for the person's consent to read public pages. */
	consentFor = $state<string | null>(null);
	allowing = $state(false);
	readonly #portfolio = new Resource(() => api.portfolio.get());

	get data(): Portfolio | null {
		return this.#portfolio.value;
	}
	get status(): LoadStatus {
		return this.#portfolio.status;
	}
	get error(): unknown {
		return this.#portfolio.error;
	}

	readonly shown = $derived(this.data ? filterEntries(this.data.entries, this.filters) : []);
	readonly counts = $derived(kindCounts(this.data?.entries ?? []));

	/** `keep` (a refresh after a change) keeps what is on screen while it loads and when it fails. */
	async load({ keep = false }: { keep?: boolean } = {}) {
		// With nothing on screen yet there is nothing to keep: the refresh shows that it loads.
		await this.#portfolio.load({ keep: keep && this.data !== null });
	}

	watch(): () => void {
		return watchTopics(['profile', 'repository', 'tracker'], () => void this.load({ keep: true }));
	}

	setFilters(patch: Partial<PortfolioFilters>) {
		this.filters = { ...this.filters, ...patch };
	}

	resetFilters() {
		this.filters = { ...NO_FILTERS };
	}

	async checkLink(url: string) {
		if (this.links.get(url)?.state === 'checking') return;
		this.links.set(url, { state: 'checking' });
		try {
			this.links.set(url, { state: 'done', result: await api.portfolio.checkLink({ body: { url } }) });
		} catch (error) {
			if (isApiError(error) && error.code === 'consent_required') {
				this.links.delete(url);
				this.consentFor = url;
				return;
			}
			this.links.set(url, { state: 'failed', error });
		}
	}

	/** The person agreed to let Rumo read public pages: recorded, then the waiting link is checked. */
	async allowAndCheck() {
		const url = this.consentFor;
		if (!url || this.allowing) return;
		this.allowing = true;
		try {
			await api.settings.setConsent({ params: { integration: 'relay-fetch' }, body: { granted: true } });
			this.consentFor = null;
		} finally {
			this.allowing = false;
		}
		await this.checkLink(url);
	}

	declineConsent() {
		this.consentFor = null;
	}
}
