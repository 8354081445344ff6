import type { SkillHit } from './matcher';
import { phraseKey } from './taxonomy';

// Checks on the shape of a hit that every reader of free text needs (resumes, postings).

/** "on-call", "non-billing": the tail of a hyphenated compound is not the skill. */
export function insideCompound(text: string, hit: SkillHit): boolean {
	return text[hit.start - 1] === '-' && /\p{L}/u.test(text[hit.start - 2] ?? '');
}

const keys = new Map<string, string[]>();
/** The words of a phrase as the taxonomy compares them, remembered: a text repeats its skills. */
export function wordsOf(phrase: string): string[] {
	let words = keys.get(phrase);
	if (!words) {
		words = phraseKey(phrase).split(' ');
		if (keys.size > 5000) keys.clear();
		keys.set(phrase, words);
	}
	return words;
}

/** "Backend" for Backend development, "front-end" for Frontend development, "APIs" for API development. */
export function isShortenedName(hit: SkillHit): boolean {
	const surface = wordsOf(hit.surface);
	const name = wordsOf(hit.name);
	if (name.length > 1 && name.includes(surface.join(''))) return true;
	return surface.length < name.length && surface.every((word) => name.includes(word));
}
