import { api, isApiError } from '$lib/api';
import type { Wishlist, WishlistSave } from '$lib/api/radar';
import type { MessageKey } from '$lib/i18n/i18n.svelte';
import { draftChanged, isEmptyWishlist, wishlistDraft, wishlistFields, type WishlistDraft } from './radar-view.svelte';
import { wishlistConflict, wishlistResolution, wishlistSave } from './wishlist-save';

/**
 * The wishlist form. Until the person saves one, the core proposes it from the confirmed profile;
 * the proposal fills the form but is only a proposal: rounds score against what was saved, and
 * nothing is saved until the person clicks Save.
 *
 * Two tabs (issue 27): the form edits its own copy of the wishlist as it was when the person
 * started (`base`); a save sends that version and only what changed here. When another tab saved
 * meanwhile (409 conflict), `conflict` says what changed where and `settle` takes a way out.
 */
export class WishlistEditor {
	/** What the core answered last (saved: false for a proposal); follows other tabs' saves. */
	loaded = $state<Wishlist | null>(null);
	/** What the form started from: saves are based on its version. */
	base = $state<Wishlist | null>(null);
	draft = $state<WishlistDraft>(wishlistDraft({ titles: [], skills: [], places: [], workModes: [], seniority: [], minPay: null, excludeWords: [], excludePlaces: [], languages: [] }));
	status = $state<'loading' | 'ready' | 'error'>('loading');
	error = $state<unknown>(null);
	saving = $state(false);
	saveError = $state<unknown>(null);
	/** A field of the form that needs attention, with its message. */
	invalid = $state<{ field: 'payAmount' | 'payCurrency'; key: MessageKey } | null>(null);

	proposal = $derived(this.base !== null && !this.base.saved);
	changed = $derived(this.base !== null && draftChanged(this.draft, this.base));
	/** A proposal with nothing in it: the profile has nothing to propose from. */
	empty = $derived(this.base !== null && isEmptyWishlist(this.base));
	/** The last save was based on a version another tab has since replaced. */
	isConflict = $derived(isApiError(this.saveError) && this.saveError.code === 'conflict');
	/** What changed there and here, once the other version has been read (null until then). */
	conflict = $derived.by(() => {
		const { base, loaded } = this;
		if (!this.isConflict || !base || !loaded || loaded.version === base.version) return null;
		const draft = wishlistFields(this.draft);
		return 'fields' in draft ? wishlistConflict(base, loaded, draft.fields) : null;
	});

	/** Loads the wishlist; a form the person is editing (or deciding a conflict in) is left as it is. */
	async load() {
		try {
			const wishlist = await api.radar.wishlist();
			const editing = this.base !== null && (this.changed || this.isConflict);
			this.loaded = wishlist;
			if (!editing) this.#start(wishlist);
			this.status = 'ready';
			this.error = null;
		} catch (error) {
			if (this.status !== 'ready') {
				this.error = error;
				this.status = 'error';
			}
		}
	}

	#start(wishlist: Wishlist) {
		this.base = wishlist;
		this.draft = wishlistDraft(wishlist);
	}

	/** The form's criteria, or null with the field that needs attention marked. */
	#fields() {
		const next = wishlistFields(this.draft);
		if (!('fields' in next)) {
			this.invalid = next;
			return null;
		}
		this.invalid = null;
		return next.fields;
	}

	/** Saves the form; answers whether it was saved (a field to fix, a conflict or a failure says why). */
	async save(): Promise<boolean> {
		if (this.saving || !this.base) return false;
		const fields = this.#fields();
		if (!fields) return false;
		return this.#send(wishlistSave(this.base, fields));
	}

	/**
	 * A way out of a conflict: `merge` saves only what changed here on top of the other version,
	 * `mine` saves every criterion as typed here, `theirs` puts the other version in the form and
	 * saves nothing. Answers whether something was saved.
	 */
	async settle(way: 'mine' | 'theirs' | 'merge'): Promise<boolean> {
		const { base, loaded } = this;
		if (this.saving || !base || !loaded) return false;
		const fields = this.#fields();
		if (!fields) return false;
		const body = wishlistResolution(way, base, loaded, fields);
		this.base = loaded;
		if (body === null) {
			this.draft = wishlistDraft(loaded);
			this.saveError = null;
			return false;
		}
		return this.#send(body);
	}

	async #send(body: WishlistSave): Promise<boolean> {
		this.saving = true;
		this.saveError = null;
		try {
			const saved = await api.radar.saveWishlist({ body });
			this.loaded = saved;
			this.#start(saved);
			return true;
		} catch (error) {
			this.saveError = error;
		} finally {
			this.saving = false;
		}
		if (!this.isConflict) return false;
		// The version saved elsewhere, to say what changed there.
		await this.load();
		// Saved again elsewhere with no criterion different (the same proposal saved): nothing to choose.
		if (this.conflict && !this.conflict.theirs.length) return this.settle('merge');
		return false;
	}

	/** Puts back the wishlist as stored now (the saved one, or the proposal). */
	reset() {
		const wishlist = this.loaded ?? this.base;
		if (!wishlist) return;
		this.#start(wishlist);
		this.invalid = null;
		this.saveError = null;
	}
}
