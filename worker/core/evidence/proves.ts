import { namedSkills } from '../engine/skills/matcher';
import { skillByName } from '../engine/skills/taxonomy';
import { foldText } from '../engine/text/normalize';

// Every place that quotes the person (the analysis, the ATS review, the tailor, the letter, the
// radar, the inbox) quotes a proof from the evidence service; this is the one check that a quote
// proves what it is attached to (issue 26): it names the skill.


/**
 * Whether a quote proves a skill: it names the skill, by its name or an alias the matcher reads.
 * A skill the taxonomy does not know ("Sepsis management") is proved by its own words in the quote.
 */
export function quoteProves(text: string, name: string): boolean {
	if (!text.trim()) return false;
	if (skillByName(name)) return namedSkills(text).includes(name);
	const words = foldText(name.trim());
	return words.length > 0 && foldText(text).includes(words);
}

// A list's items ("Figma, Design system; Pesquisa com usuários") and a paragraph's sentences.
const LIST_SEPARATOR = /\s*(?:[;•|·]|,(?!\d))\s+/;
const SENTENCE_END = /(?<=[.!?])\s+(?=\p{Lu})/u;
const MIN_LIST_ITEMS = 3;

/**
 * The part of a quote that proves a skill: the list item that names it in a skills line of many
 * ("Pesquisa com usuários" out of nine), the sentence that names it in a paragraph. The whole
 * quote when no single part names it, or when it is one short statement already.
 */
export function quoteAround(text: string, name: string): string {
	const whole = text.trim();
	const sentences = whole.split(SENTENCE_END);
	const sentence = sentences.length > 1 ? (sentences.find((part) => quoteProves(part, name)) ?? whole) : whole;
	const items = sentence.split(LIST_SEPARATOR);
	if (items.length < MIN_LIST_ITEMS) return sentence;
	const item = items.find((part) => quoteProves(part, name));
	return item ? item.replace(/[\s.;,]+$/, '') : sentence;
}
