import { SvelteMap } from 'svelte/reactivity';
import { api, isApiError } from '$lib/api';
import type { LinkCheck, Portfolio } from '$lib/api/portfolio';
import { onDataChange } from '$lib/platform/changes';
import { filterEntries, kindCounts, NO_FILTERS, type PortfolioFilters } from './portfolio-view';

/** A link being checked, its answer, or why it could not be checked. */
export type LinkState = { state: 'checking' } | { state: 'done'; result: LinkCheck } | { state: 'failed'; error: unknown };

/**
 * The portfolio screen: the portfolio as the core reads it (reloaded when the profile, the
 * analyses or the applications change, here or in another tab), the filters, and link checks with
 * the consent they need first.
 */
export class PortfolioScreen {
	data = $state<Portfolio | null>(null);
	status = $state<'loading' | 'ready' | 'error'>('loading');
	error = $state<unknown>(null);
	filters = $state<PortfolioFilters>({ ...NO_FILTERS });
	readonly links = new SvelteMap<string, LinkState>();
	/** The link waiting for the person's consent to read public pages. */
	consentFor = $state<string | null>(null);
	allowing = $state(false);
	#seq = 0;

	readonly shown = $derived(this.data ? filterEntries(this.data.entries, this.filters) : []);
	readonly counts = $derived(kindCounts(this.data?.entries ?? []));

	/** `keep` (a refresh after a change) keeps what is on screen while it loads and when it fails. */
	async load({ keep = false }: { keep?: boolean } = {}) {
		const seq = ++this.#seq;
		if (!keep || !this.data) this.status = 'loading';
		try {
			const data = await api.portfolio.get();
			if (seq !== this.#seq) return;
			this.data = data;
			this.status = 'ready';
			this.error = null;
		} catch (error) {
			if (seq !== this.#seq) return;
			if (!keep || this.status !== 'ready') {
				this.error = error;
				this.status = 'error';
			}
		}
	}

	watch(): () => void {
		const refresh = () => void this.load({ keep: true });
		const stops = ['profile', 'repository', 'tracker'].map((topic) => onDataChange(topic, refresh));
		return () => stops.forEach((stop) => stop());
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
			this.links.set(url, { state: 'done', result: await api.portfolio.checkLink(url) });
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
			await api.settings.setConsent('relay-fetch', true);
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
