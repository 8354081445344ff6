/**
 * What the wishlist form sends, and the ways out of a save that another tab overtook (issue 27).
 * Pure, so wishlist-save.test.ts proves it without a browser.
 */
import type { Wishlist, WishlistFields, WishlistSave } from '$lib/api/radar';
import { changesOf, conflictOf, resolution, type Conflict } from './edit-conflict';
import { wishlistDraft, wishlistFields } from './radar-view.svelte';

/** The criteria of a wishlist as the form would send them, so a stored one and a typed one compare alike. */
export function criteriaOf(wishlist: WishlistFields): WishlistFields {
	const read = wishlistFields(wishlistDraft(wishlist));
	return 'fields' in read ? read.fields : wishlist;
}

/**
 * Save: the version the form started from, with a proposal whole (what the person was shown is
 * what is saved) and a saved wishlist only the criteria changed here.
 */
export function wishlistSave(base: Wishlist, draft: WishlistFields): WishlistSave {
	return { version: base.version, ...(base.saved ? changesOf(criteriaOf(base), draft) : draft) };
}

/** What changed in the other tab (`latest`) and here (`draft`) since the form started from `base`. */
export function wishlistConflict(base: Wishlist, latest: Wishlist, draft: WishlistFields): Conflict<WishlistFields> {
	return conflictOf(criteriaOf(base), criteriaOf(latest), draft);
}

/** A way out of the conflict as the save to send on top of `latest`, or null: take the other version, save nothing. */
export function wishlistResolution(way: 'mine' | 'theirs' | 'merge', base: Wishlist, latest: Wishlist, draft: WishlistFields): WishlistSave | null {
	const changes = resolution(way, criteriaOf(base), criteriaOf(latest), draft);
	return changes === null ? null : { version: latest.version, ...changes };
}
