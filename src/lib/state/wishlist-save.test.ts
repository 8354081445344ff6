import { describe, expect, it } from 'vitest';
import type { Wishlist, WishlistFields } from '$lib/api/radar';
import { wishlistConflict, wishlistResolution, wishlistSave } from './wishlist-save';

const EMPTY: WishlistFields = { titles: [], skills: [], places: [], workModes: [], seniority: [], minPay: null, excludeWords: [], excludePlaces: [], languages: [] };
const stored = (fields: Partial<WishlistFields>, version: number, saved = true): Wishlist => ({ ...EMPTY, ...fields, saved, updatedAt: saved ? '2026-11-01T12:00:00.000Z' : null, version });
const criteria = ({ saved: _s, updatedAt: _u, version: _v, ...fields }: Wishlist): WishlistFields => fields;

describe('saving the wishlist form', () => {
	const base = stored({ titles: ['Enfermeira de UTI'], places: ['Recife, PE'] }, 3);

	it('sends the version it started from and only the criteria changed here', () => {
		expect(wishlistSave(base, { ...criteria(base), excludeWords: ['estágio'] })).toEqual({ version: 3, excludeWords: ['estágio'] });
	});

	it('sends a proposal whole: what the person was shown is what is saved', () => {
		const proposal = stored({ titles: ['Enfermeira de UTI'] }, 0, false);
		expect(wishlistSave(proposal, criteria(proposal))).toEqual({ version: 0, ...criteria(proposal) });
	});
});

describe('a wishlist saved in another tab meanwhile', () => {
	// Tab 1 added a minimum pay; tab 2 typed another place, from version 3.
	const base = stored({ titles: ['Enfermeira de UTI'], places: ['Recife, PE'] }, 3);
	const latest = stored({ titles: ['Enfermeira de UTI'], places: ['Recife, PE'], minPay: { amount: 6000, period: 'month', currency: 'BRL' } }, 4);
	const draft = { ...criteria(base), places: ['Recife, PE', 'Olinda, PE'] };

	it('says what changed there and what changed here', () => {
		expect(wishlistConflict(base, latest, draft)).toEqual({ theirs: ['minPay'], mine: ['places'], both: [] });
	});

	it('merges onto the other version: only the places typed here are saved, the pay stays', () => {
		expect(wishlistResolution('merge', base, latest, draft)).toEqual({ version: 4, places: ['Recife, PE', 'Olinda, PE'] });
	});

	it('keeps every criterion as typed here, or takes the other version and saves nothing', () => {
		expect(wishlistResolution('mine', base, latest, draft)).toEqual({ version: 4, places: ['Recife, PE', 'Olinda, PE'], minPay: null });
		expect(wishlistResolution('theirs', base, latest, draft)).toBeNull();
	});
});
