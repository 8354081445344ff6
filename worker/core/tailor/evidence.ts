import type { ProfileItem } from '../profile/schema';
import { findSkills } from '../skills/matcher';
import { canonicalSkill, skillByName } from '../skills/taxonomy';
import { fold } from '../skills/tokens';
import type { TailorEvidence } from './schema';

/** The fields of a profile item the tailor reads. */
export type ProfileFacts = Pick<ProfileItem, 'type' | 'title' | 'detail' | 'organization' | 'skills' | 'evidence'>;

/** A skill's canonical name, or the trimmed name itself when the taxonomy does not know it. */
export function canonicalName(raw: string): string {
	return skillByName(raw)?.name ?? canonicalSkill(raw)?.name ?? raw.trim();
}

/** Items whose title and organization are themselves a record of the person's history. */
const RECORD_TYPES = new Set<ProfileItem['type']>(['experience', 'project', 'certification', 'education', 'achievement']);

export interface ProfileProofs {
	/** Skills the profile shows, each with the quoted text that shows it. */
	proofs: Map<string, TailorEvidence[]>;
	/** Skills the profile only names (a skill item with no evidence and no detail). */
	bare: Set<string>;
}

/**
 * What the person's profile shows, skill by skill. An item's own evidence quotes come first; its
 * detail or (for a job, project or credential) its title and organization stand in when it has
 * none. A skill item that is only a name shows nothing: the tailor will not write it.
 */
export function profileProofs(items: readonly ProfileFacts[]): ProfileProofs {
	const proofs = new Map<string, TailorEvidence[]>();
	const bare = new Set<string>();
	for (const item of items) {
		const source = `profile:${item.type}`;
		const quotes: TailorEvidence[] = item.evidence.map((e) => ({ text: e.text.trim(), source })).filter((e) => e.text);
		if (!quotes.length && item.detail.trim()) quotes.push({ text: item.detail.trim().slice(0, 400), source });
		if (!quotes.length && RECORD_TYPES.has(item.type)) {
			quotes.push({ text: [item.title, item.organization].filter(Boolean).join(' — '), source });
		}
		const names = new Set<string>();
		if (item.type === 'skill' || item.type === 'certification') {
			const skill = canonicalSkill(item.title) ?? skillByName(item.title);
			names.add(skill?.name ?? item.title.trim());
		}
		for (const raw of item.skills) names.add(canonicalName(raw));
		for (const text of [item.detail, ...item.evidence.map((e) => e.text)]) {
			for (const hit of findSkills(text)) names.add(hit.name);
		}
		for (const name of names) {
			if (!quotes.length) {
				bare.add(name);
				continue;
			}
			const list = proofs.get(name) ?? [];
			for (const quote of quotes) if (!list.some((q) => q.text === quote.text)) list.push(quote);
			proofs.set(name, list);
		}
	}
	for (const name of proofs.keys()) bare.delete(name);
	return { proofs, bare };
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first line of a text that names a phrase as whole words (accents and case aside). */
export function lineNaming(text: string, phrase: string): string | null {
	const wanted = fold(phrase.trim());
	if (!wanted) return null;
	const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(wanted)}($|[^\\p{L}\\p{N}])`, 'u');
	for (const line of text.split(/\r?\n/)) {
		if (pattern.test(fold(line))) return line.trim();
	}
	return null;
}
