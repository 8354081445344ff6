import { api } from '$lib/api';
import type { Wishlist } from '$lib/api/radar';
import type { MessageKey } from '$lib/i18n/i18n.svelte';
import { draftChanged, isEmptyWishlist, wishlistDraft, wishlistFields, type WishlistDraft } from './radar-view.svelte';

/**
 * The wishlist form. Until the person saves one, the core proposes it from the confirmed profile;
 * the proposal fills the form but is only a proposal: rounds score against what was saved, and
 * nothing is saved until the person clicks Save.
 */
export class WishlistEditor {
	/** What the core answered last (saved: false for a proposal). */
	loaded = $state<Wishlist | null>(null);
	draft = $state<WishlistDraft>(wishlistDraft({ titles: [], skills: [], places: [], workModes: [], seniority: [], minPay: null, excludeWords: [], excludePlaces: [], languages: [] }));
	status = $state<'loading' | 'ready' | 'error'>('loading');
	error = $state<unknown>(null);
	saving = $state(false);
	saveError = $state<unknown>(null);
	/** A field of the form that needs attention, with its message. */
	invalid = $state<{ field: 'payAmount' | 'payCurrency'; key: MessageKey } | null>(null);

	proposal = $derived(this.loaded !== null && !this.loaded.saved);
	changed = $derived(this.loaded !== null && draftChanged(this.draft, this.loaded));
	/** A proposal with nothing in it: the profile has nothing to propose from. */
	empty = $derived(this.loaded !== null && isEmptyWishlist(this.loaded));

	/** Loads the wishlist; a form the person is editing is left as it is. */
	async load() {
		try {
			const wishlist = await api.radar.wishlist.get();
			const editing = this.loaded !== null && this.changed;
			this.loaded = wishlist;
			if (!editing) this.draft = wishlistDraft(wishlist);
			this.status = 'ready';
			this.error = null;
		} catch (error) {
			if (this.status !== 'ready') {
				this.error = error;
				this.status = 'error';
			}
		}
	}

	/** Saves the form; answers whether it was saved (a field to fix or a failure says why). */
	async save(): Promise<boolean> {
		if (this.saving) return false;
		const next = wishlistFields(this.draft);
		if (!('fields' in next)) {
			this.invalid = next;
			return false;
		}
		this.invalid = null;
		this.saving = true;
		this.saveError = null;
		try {
			const saved = await api.radar.wishlist.save(next.fields);
			this.loaded = saved;
			this.draft = wishlistDraft(saved);
			return true;
		} catch (error) {
			this.saveError = error;
			return false;
		} finally {
			this.saving = false;
		}
	}

	/** Puts back what was loaded (the saved wishlist, or the proposal). */
	reset() {
		if (!this.loaded) return;
		this.draft = wishlistDraft(this.loaded);
		this.invalid = null;
		this.saveError = null;
	}
}
