import type { SkillHit } from './matcher';
import { phraseKey } from './taxonomy';

// Checks on the shape of a hit that every reader of free text needs (resumes, postings).

/** "on-call", "non-billing": the tail of a hyphenated compound is not the skill. */
export function insideCompound(text: string, hit: SkillHit): boolean {
	return text[hit.start - 1] === '-' && /\p{L}/u.test(text[hit.start - 2] ?? '');
}

const MANAGED = new Set(['management', 'gestao', 'gerenciamento']);

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

/**
 * "Backend" for Backend development, "front-end" for Frontend development, "APIs" for API
 * development: the first words of a longer name, used as an adjective or a bare field noun.
 * Not shortened: a product without its maker ("Intune" for Microsoft Intune, "Tasy" for Philips
 * Tasy, "WCAG" for Accessibility (WCAG)), a name written with symbols ("P&L"), the object of a
 * "… management" skill ("escalations", "controlled-substance audits"), and a noun phrase of
 * several words ("knowledge base", "client relationships"); hyphenated adjectives ("full-stack",
 * "event-driven") still are.
 */
export function isShortenedName(hit: SkillHit, text?: string): boolean {
	const surface = wordsOf(hit.surface);
	const name = wordsOf(hit.name);
	// "front-end" for Frontend development: the first word of the name, written in parts, used as
	// an adjective ("front-end developer"). Given the text, a noun use is not: "pré-natal de risco
	// habitual", "assistência ao pré-natal." (followed by a preposition, punctuation or nothing).
	if (surface.length > 1 && name.length > 1 && name[0] === surface.join('')) {
		if (text === undefined) return true;
		return !/^[\s]*(?:$|[.,;:!?)\n]|(?:de|da|do|das|dos|em|no|na|of|in|for|and|e)\b)/i.test(text.slice(hit.end, hit.end + 12));
	}
	if (surface.length >= name.length || !surface.every((word) => name.includes(word))) return false;
	// Only the first words of the name are there: what is left out is what the name adds to them.
	if (surface.some((word, i) => name[i] !== word)) return false;
	if (/[&/+#.]/.test(hit.surface)) return false;
	// "<object> management": the object managed ("controlled-substance audits", "escalations") is the evidence.
	if (name.slice(surface.length).every((word) => MANAGED.has(word))) return false;
	return surface.length === 1 || hit.surface.includes('-');
}
