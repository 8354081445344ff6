import type { ProfileItem } from '../profile/schema';
import { findSkills } from '../skills/matcher';
import { canonicalSkill, skillByName } from '../skills/taxonomy';

/** The fields of a confirmed profile item that the evidence reads (a structural view of the profile's items). */
export type ProfileFacts = Pick<ProfileItem, 'type' | 'title' | 'detail' | 'organization' | 'skills' | 'evidence'> &
	Partial<Pick<ProfileItem, 'id' | 'origin' | 'start' | 'end'>>;

/** A skill's canonical name, or the trimmed name itself when the taxonomy does not know it. */
export function canonicalName(raw: string): string {
	return skillByName(raw)?.name ?? canonicalSkill(raw)?.name ?? raw.trim();
}

/** At most `max` characters, cut between words (a quote never ends mid-word). */
function firstWords(text: string, max: number): string {
	if (text.length <= max) return text;
	const cut = text.slice(0, max + 1);
	const space = cut.lastIndexOf(' ');
	return `${(space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).trimEnd()}…`;
}

/** Items whose title and organization are themselves a record of the person's history. */
const RECORD_TYPES = new Set<ProfileItem['type']>(['experience', 'project', 'certification', 'education', 'achievement']);

/** One quote of a profile item that shows a skill. */
export interface ProfileQuote {
	text: string;
	/** The item's type: where in the profile the quote stands. */
	section: ProfileItem['type'];
	profileItemId?: string;
	origin?: ProfileItem['origin'];
	/**
	 * The person stated the skill and nothing else shows it (a skill item with no evidence line):
	 * the person is the evidence's source (SPEC.md rule 4 allows what the person confirms).
	 */
	stated: boolean;
}

/**
 * The quotes of one item: its own evidence lines first; its detail, or (for a job, a project, a
 * credential) its title and organization, stand in when it has none; a bare skill item is the
 * person's own statement of the skill.
 */
function quotesOf(item: ProfileFacts): ProfileQuote[] {
	const base = { section: item.type, profileItemId: item.id, origin: item.origin };
	const quotes: ProfileQuote[] = item.evidence
		.map((e) => ({ ...base, text: e.text.trim(), stated: false }))
		.filter((q) => q.text);
	if (!quotes.length && item.detail.trim()) quotes.push({ ...base, text: firstWords(item.detail.trim(), 400), stated: false });
	if (!quotes.length && RECORD_TYPES.has(item.type)) {
		quotes.push({ ...base, text: [item.title, item.organization].filter(Boolean).join(' — '), stated: false });
	}
	if (!quotes.length) quotes.push({ ...base, text: item.title.trim(), stated: true });
	return quotes;
}

/**
 * The skills one item names: a skill or certification item is its title; any item lists skills;
 * its detail and evidence lines name more. Only what the item's own words or its confirmed skill
 * list name: never a skill inferred from a related one.
 */
function skillsOf(item: ProfileFacts): Set<string> {
	const names = new Set<string>();
	if (item.type === 'skill' || item.type === 'certification') {
		const whole = canonicalSkill(item.title) ?? skillByName(item.title);
		if (whole) names.add(whole.name);
		else if (item.type === 'skill') names.add(item.title.trim());
		else for (const hit of findSkills(item.title)) names.add(hit.name);
	}
	for (const raw of item.skills) if (raw.trim()) names.add(canonicalName(raw));
	for (const text of [item.detail, ...item.evidence.map((e) => e.text)]) {
		for (const hit of findSkills(text)) names.add(hit.name);
	}
	return names;
}

/** What the confirmed profile shows, skill by skill (canonical names), each with its quotes. */
export function profileQuotes(items: readonly ProfileFacts[]): Map<string, ProfileQuote[]> {
	const out = new Map<string, ProfileQuote[]>();
	for (const item of items) {
		if (!item.title.trim()) continue;
		const quotes = quotesOf(item);
		for (const name of skillsOf(item)) {
			const list = out.get(name) ?? [];
			for (const quote of quotes) if (!list.some((q) => q.text === quote.text && q.profileItemId === quote.profileItemId)) list.push(quote);
			out.set(name, list);
		}
	}
	return out;
}
