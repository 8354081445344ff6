import { SKILLS, surfaceForms, surfaceTokens, type Skill } from './taxonomy';

/** A name or alias as the matcher compares it: one key per word, longest phrases first. */
export interface Phrase {
	skill: Skill;
	keys: string[];
	/** Words as written, compared only for case-sensitive aliases. */
	raws: string[] | null;
	contextual: boolean;
}

let index: Map<string, Phrase[]> | undefined;

/**
 * Every name and alias, by the key of its first word, each list sorted longest first so the
 * matcher can stop at the first phrase that fits ("React Native" before "React"). Built once,
 * on first use (≈ 10k phrases).
 */
export function phraseIndex(): Map<string, Phrase[]> {
	if (index) return index;
	index = new Map();
	for (const skill of SKILLS) {
		for (const form of surfaceForms(skill)) {
			const tokens = surfaceTokens(form.surface);
			// A surface with punctuation inside, like "Accessibility (WCAG)", never occurs as one
			// phrase in text; it still resolves through canonicalSkill.
			if (tokens.length === 0 || tokens.some((token, i) => i > 0 && token.afterBreak)) continue;
			const phrase: Phrase = {
				skill,
				keys: tokens.map((token) => token.key),
				raws: form.caseSensitive ? tokens.map((token) => token.raw) : null,
				contextual: form.contextual
			};
			const list = index.get(phrase.keys[0]);
			if (list) list.push(phrase);
			else index.set(phrase.keys[0], [phrase]);
		}
	}
	for (const list of index.values()) list.sort((a, b) => b.keys.length - a.keys.length);
	return index;
}
