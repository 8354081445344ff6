import type { ImportWarning, ItemFacts, ProfileCandidate } from '../schema';
import { clipTitle } from './item';

/**
 * What one import may propose: no more than "Add to profile" takes in one go (1,000 items), and
 * every field within the profile's own limits, so a candidate the person accepts is never
 * refused for its size. What is cut is said in a warning, never dropped in silence.
 */

/** Skills one file may propose (a file with 10,000 keywords is a list, not a profile). */
export const MAX_SKILLS = 500;
/** Candidates one import may propose: what POST /profile/items takes in one call. */
export const MAX_CANDIDATES = 1000;
/** Keywords, courses, highlights of one entry: the profile keeps 200 of a list. */
export const MAX_LIST = 200;

const clip = (value: string, max: number) => (value.length <= max ? value : value.slice(0, max).trimEnd());

/** Warnings of one import, each said once. */
export class ImportNotes {
	readonly list: ImportWarning[] = [];
	add(code: string, message: string, params?: ImportWarning['params']) {
		if (!this.list.some((w) => w.code === code)) this.list.push({ code, message, ...(params ? { params } : {}) });
	}
}

/** The first `max` of a list; the rest said in a warning ("This file lists 10,000 skills…"). */
export function capped<T>(list: readonly T[], max: number, notes: ImportNotes, what: 'skills' | 'items' | 'keywords'): T[] {
	if (list.length <= max) return [...list];
	const words = { skills: 'skills', items: 'items', keywords: 'keywords in one entry' }[what];
	notes.add(
		`too_many_${what}`,
		`This file lists ${list.length.toLocaleString('en')} ${words}; Rumo proposes the first ${max.toLocaleString('en')}. Add any other you need by hand.`,
		{ count: list.length, max }
	);
	return list.slice(0, max);
}

function fitFacts(facts: ItemFacts, notes: ImportNotes): ItemFacts {
	const out: Record<string, unknown> = { ...facts };
	const limits: Partial<Record<keyof ItemFacts, number>> = { location: 200, level: 120, group: 200, studyType: 300, area: 300, score: 120, network: 120, username: 200 };
	for (const [key, max] of Object.entries(limits)) if (typeof out[key] === 'string') out[key] = clip(out[key] as string, max!);
	for (const [key, max] of [['keywords', 200], ['courses', 300], ['roles', 120]] as const)
		if (Array.isArray(out[key])) out[key] = capped(out[key] as string[], MAX_LIST, notes, 'keywords').map((word) => clip(word, max));
	return out as ItemFacts;
}

/** A candidate within the profile's limits (title 300, detail 10,000, 200 skills, 50 quotes…). */
export function fitCandidate(item: ProfileCandidate, notes: ImportNotes): ProfileCandidate {
	if (item.detail.length > 10_000)
		notes.add('text_cut', 'Some descriptions in this file are longer than 10,000 characters; Rumo keeps the first 10,000 of each.', { max: 10_000 });
	return {
		...item,
		title: clipTitle(item.title, 300),
		organization: item.organization === null ? null : clip(item.organization, 300) || null,
		detail: clip(item.detail, 10_000),
		skills: item.skills.slice(0, 200).map((skill) => clip(skill, 120)),
		evidence: item.evidence.slice(0, 50),
		...(item.facts ? { facts: fitFacts(item.facts, notes) } : {})
	};
}

/** Every candidate fitted, and no more of them than one "Add to profile" takes. */
export function fitAll(items: readonly ProfileCandidate[], notes: ImportNotes): ProfileCandidate[] {
	return capped(items, MAX_CANDIDATES, notes, 'items').map((item) => fitCandidate(item, notes));
}
