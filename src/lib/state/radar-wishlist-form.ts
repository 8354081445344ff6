/**
 * The radar's wishlist form, apart from radar-view.svelte.ts (which re-exports it): the draft the
 * form edits, lists and amounts as people type them, and the fields it saves. Pure, like the rest
 * of the radar's rules.
 */
import type { MessageKey } from '$lib/i18n/i18n.svelte';
import type { WishlistFields } from '$lib/api/radar';

export const WORK_MODES = ['remote', 'hybrid', 'onsite'] as const;
export const LEVELS = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal'] as const;
export const PERIODS = ['hour', 'month', 'year'] as const;

export type WorkMode = (typeof WORK_MODES)[number];
export type Level = (typeof LEVELS)[number];
export type PayPeriod = (typeof PERIODS)[number];
/** The wishlist as its form edits it: lists as text, pay as typed. */
export type WishlistDraft = {
	titles: string;
	skills: string;
	places: string;
	workModes: WorkMode[];
	seniority: Level[];
	payAmount: string;
	payPeriod: PayPeriod;
	payCurrency: string;
	excludeWords: string;
	excludePlaces: string;
	languages: ('en' | 'pt')[];
};

/**
 * Entries one per line (or separated by semicolons); blanks dropped, the first of a repeat kept.
 * Not commas: places and titles have them ("Recife, PE").
 */
export function splitList(value: string): string[] {
	const seen = new Set<string>();
	return value
		.split(/[;\n]/)
		.map((entry) => entry.trim())
		.filter((entry) => entry && !seen.has(entry.toLocaleLowerCase()) && seen.add(entry.toLocaleLowerCase()));
}

const joinList = (list: readonly string[]) => list.join('\n');

export function wishlistDraft(fields: WishlistFields): WishlistDraft {
	return {
		titles: joinList(fields.titles),
		skills: joinList(fields.skills),
		places: joinList(fields.places),
		workModes: [...fields.workModes],
		seniority: [...fields.seniority],
		payAmount: fields.minPay ? String(fields.minPay.amount) : '',
		payPeriod: fields.minPay?.period ?? 'month',
		payCurrency: fields.minPay?.currency ?? 'BRL',
		excludeWords: joinList(fields.excludeWords),
		excludePlaces: joinList(fields.excludePlaces),
		languages: [...fields.languages]
	};
}

/**
 * An amount as people type it: "5000", "5.000", "5,000", "5.000,50" or "5,000.50". A lone
 * separator followed by three digits groups thousands; otherwise it is the decimal mark.
 */
export function parseAmount(value: string): number | null {
	const clean = value.replace(/[\s\u00a0]/g, '').replace(/^[^\d]+/, '');
	if (!clean || !/^\d[\d.,]*$/.test(clean)) return null;
	const lastDot = clean.lastIndexOf('.');
	const lastComma = clean.lastIndexOf(',');
	let normal: string;
	if (lastDot >= 0 && lastComma >= 0) {
		const decimal = lastDot > lastComma ? '.' : ',';
		normal = clean.replace(decimal === '.' ? /,/g : /\./g, '').replace(decimal, '.');
	} else {
		const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
		if (!mark) normal = clean;
		else {
			const parts = clean.split(mark);
			const thousands = parts.length > 2 || parts[parts.length - 1].length === 3;
			normal = thousands ? parts.join('') : parts.join('.');
		}
	}
	const amount = Number(normal);
	return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** The fields to save, or the field that needs attention (by its message). */
export function wishlistFields(draft: WishlistDraft): { fields: WishlistFields } | { field: 'payAmount' | 'payCurrency'; key: MessageKey } {
	let minPay: WishlistFields['minPay'] = null;
	if (draft.payAmount.trim()) {
		const amount = parseAmount(draft.payAmount);
		if (amount === null) return { field: 'payAmount', key: 'radar.wishlist.pay.invalid' };
		const currency = draft.payCurrency.trim().toUpperCase();
		if (!/^[A-Z]{3}$/.test(currency)) return { field: 'payCurrency', key: 'radar.wishlist.currency.invalid' };
		minPay = { amount, period: draft.payPeriod, currency };
	}
	return {
		fields: {
			titles: splitList(draft.titles),
			skills: splitList(draft.skills),
			places: splitList(draft.places),
			workModes: [...draft.workModes],
			seniority: [...draft.seniority],
			minPay,
			excludeWords: splitList(draft.excludeWords),
			excludePlaces: splitList(draft.excludePlaces),
			languages: [...draft.languages]
		}
	};
}

/** Whether the form says something other than what it was loaded with. */
export function draftChanged(draft: WishlistDraft, fields: WishlistFields): boolean {
	const next = wishlistFields(draft);
	const base = wishlistFields(wishlistDraft(fields));
	return !('fields' in next) || !('fields' in base) || JSON.stringify(next.fields) !== JSON.stringify(base.fields);
}

export const isEmptyWishlist = (fields: WishlistFields) =>
	!fields.titles.length && !fields.skills.length && !fields.places.length && !fields.workModes.length && !fields.seniority.length && !fields.minPay && !fields.languages.length;
