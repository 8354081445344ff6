import { findSkills } from '../skills/matcher';
import { skillByName } from '../skills/taxonomy';
import { foldText } from '../text/normalize';

// Every place that quotes the person (the analysis, the ATS review, the tailor, the letter, the
// radar, the inbox) quotes a proof from the evidence service; this is the one check that a quote
// proves what it is attached to (issue 26): it names the skill.

const named = new Map<string, readonly string[]>();

/** The skills a text names, remembered: the same lines are checked for many skills. */
function namesIn(text: string): readonly string[] {
	let names = named.get(text);
	if (!names) {
		names = findSkills(text).map((hit) => hit.name);
		if (named.size > 2000) named.clear();
		named.set(text, names);
	}
	return names;
}

/**
 * Whether a quote proves a skill: it names the skill, by its name or an alias the matcher reads.
 * A skill the taxonomy does not know ("Sepsis management") is proved by its own words in the quote.
 */
export function quoteProves(text: string, name: string): boolean {
	if (!text.trim()) return false;
	if (skillByName(name)) return namesIn(text).includes(name);
	const words = foldText(name.trim());
	return words.length > 0 && foldText(text).includes(words);
}
