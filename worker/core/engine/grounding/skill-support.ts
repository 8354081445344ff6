import { CONTEXT_WINDOW, findSkills } from '../skills/matcher';
import { canonicalSkill, skillByName, surfaceForms, surfaceTokens, type Skill } from '../skills/taxonomy';
import { tokenize, type Token } from '../skills/tokens';
import { foldQuote, type Quote, type SourceText } from './source-text';

interface Surface {
	keys: string[];
	raws: string[] | null;
	contextual: boolean;
}

const surfaces = new Map<string, Surface[]>();

/** A skill's name and aliases as the matcher compares them, remembered per skill. */
function surfacesOf(skill: Skill): Surface[] {
	let list = surfaces.get(skill.name);
	if (!list) {
		list = surfaceForms(skill).map((form) => {
			const tokens = surfaceTokens(form.surface);
			return { keys: tokens.map((t) => t.key), raws: form.caseSensitive ? tokens.map((t) => t.raw) : null, contextual: form.contextual };
		});
		surfaces.set(skill.name, list);
	}
	return list;
}

/** Whether the tokens hold the surface as one phrase (same keys, same case where the alias demands it). */
function holds(tokens: Token[], surface: Surface): boolean {
	const { keys, raws } = surface;
	if (!keys.length) return false;
	outer: for (let i = 0; i + keys.length <= tokens.length; i++) {
		for (let j = 0; j < keys.length; j++) {
			const token = tokens[i + j];
			if (token.key !== keys[j] || (j > 0 && token.afterBreak) || (raws && token.raw !== raws[j])) continue outer;
		}
		return true;
	}
	return false;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether `needle` occurs in `haystack` as whole words (both already folded). */
export function containsWords(haystack: string, needle: string): boolean {
	if (!needle) return false;
	for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
		const after = at + needle.length;
		if (WORD_CHAR.test(needle[0]) && at > 0 && WORD_CHAR.test(haystack[at - 1])) continue;
		if (WORD_CHAR.test(needle[needle.length - 1]) && after < haystack.length && WORD_CHAR.test(haystack[after])) continue;
		return true;
	}
	return false;
}

/** The skill a claimed name stands for: the taxonomy's, by name or alias. */
export const claimedSkill = (name: string): Skill | undefined => skillByName(name.trim()) ?? canonicalSkill(name);

/**
 * Whether a quoted place of the source says the claimed skill, and the name to store when it does:
 * - the deterministic matcher finds the skill in the quote, or
 * - the quote holds the skill's name or one of its aliases (the taxonomy's; "K8s" says Kubernetes),
 *   a case-sensitive alias written in its case ("go" is no Go);
 * - an alias too ambiguous alone ("Go", "R", "Spring") counts only where the matcher confirms it
 *   in the quote's surroundings (CONTEXT_WINDOW either side): the model's reading of "Series C
 *   funding" as the C language is no evidence;
 * - a skill the taxonomy does not know counts when its name is written in the quote, as words.
 * A related skill is not the skill: "PostgreSQL" does not say SQL (profile-facts.ts reads it the same way).
 */
export function skillSupport(source: SourceText, name: string, place: Quote): { canonical: string | null } | null {
	const skill = claimedSkill(name);
	if (!skill) return containsWords(foldQuote(place.text), foldQuote(name)) ? { canonical: null } : null;
	if (source.skillsIn(place.text).has(skill.name)) return { canonical: skill.name };
	const tokens = tokenize(place.text);
	const written = surfacesOf(skill).filter((surface) => holds(tokens, surface));
	if (written.some((surface) => !surface.contextual)) return { canonical: skill.name };
	if (!written.length) return null;
	const from = Math.max(0, place.start - CONTEXT_WINDOW);
	const window = source.withoutInstructions(from, Math.min(source.text.length, place.end + CONTEXT_WINDOW));
	const confirmed = findSkills(window).some((hit) => hit.name === skill.name && from + hit.start < place.end && from + hit.end > place.start);
	return confirmed ? { canonical: skill.name } : null;
}
