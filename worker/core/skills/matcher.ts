import { domainOf, type CategoryId } from './categories';
import { phraseIndex, type Phrase } from './phrase-index';
import { tokenize, type Token } from './tokens';

/** A skill found in a text; `start`/`end` index the original text, so `surface` can be quoted. */
export interface SkillHit {
	name: string;
	category: CategoryId;
	surface: string;
	start: number;
	end: number;
}

/**
 * How far (in characters, either side) a contextual alias looks for another skill of its own
 * domain: about two lines of a skills section or one sentence of a bullet.
 */
export const CONTEXT_WINDOW = 150;

/**
 * Every skill mentioned in a text, in order, each occurrence once.
 *
 * Rules, in the order they apply:
 * 1. Whole words only, case- and accent-insensitive, singular = plural: "Java" is not found in
 *    "JavaScript", "C" not in "C++", "Gestao de projetos" finds Project management.
 * 2. Longest phrase wins, leftmost first: "Google Cloud Platform" is one hit, not "Google Cloud";
 *    "React Native" is not also "React".
 * 3. Case-sensitive aliases must be written exactly so: "Go" is the language, "go" a verb.
 * 4. Contextual aliases (marked in taxonomy.json: "Go", "R", "C", "AP", "Spring", "Express"…)
 *    count only when
 *    - they stand alone: no hyphen, "$", "&", apostrophe… attached ("Go-live", "R$ 5.000",
 *      "C-level", "R&D" are not skills),
 *    - a one-letter alias ("R", "C") is also written as an item of a list: list punctuation,
 *      a line end or "and"/"or"/"e"/"ou" on one side ("Python, R" but not "Series C funding"),
 *    - and another skill of the same domain sits within CONTEXT_WINDOW characters: a clear one
 *      ("Go, Kubernetes" yes; "Go ahead and call Salesforce" no), or — when both are written as
 *      items of a list — a different ambiguous one ("Go, Rust or C" yes; "Express delivery
 *      every Spring" no).
 *    Generic words marked contextual in the data ("monitoring", "redes", "cloud") follow the
 *    same rule without the case requirement.
 */
export function findSkills(text: string): SkillHit[] {
	const tokens = tokenize(text);
	const index = phraseIndex();
	const clear: SkillHit[] = [];
	const doubtful: SkillHit[] = [];
	let i = 0;
	while (i < tokens.length) {
		const phrase = index.get(tokens[i].key)?.find((candidate) => fits(candidate, tokens, i));
		if (!phrase) {
			i++;
			continue;
		}
		const last = tokens[i + phrase.keys.length - 1];
		const hit: SkillHit = {
			name: phrase.skill.name,
			category: phrase.skill.category,
			surface: text.slice(tokens[i].start, last.end),
			start: tokens[i].start,
			end: last.end
		};
		(phrase.contextual ? doubtful : clear).push(hit);
		i += phrase.keys.length;
	}
	if (doubtful.length === 0) return clear;
	const alone = doubtful.filter((hit) => standsAlone(text, hit));
	const listed = alone.filter((hit) => inList(text, hit));
	const confirmed = alone.filter(
		(hit) =>
			hasContext(hit, clear) ||
			(listed.includes(hit) && hasContext(hit, listed.filter((other) => other.name !== hit.name)))
	);
	return [...clear, ...confirmed].sort((a, b) => a.start - b.start);
}

/** One hit per skill, the first in the text: a résumé's skill list with a quotable place each. */
export function skillsIn(text: string): SkillHit[] {
	const first = new Map<string, SkillHit>();
	for (const hit of findSkills(text)) if (!first.has(hit.name)) first.set(hit.name, hit);
	return [...first.values()];
}

function fits(phrase: Phrase, tokens: Token[], at: number): boolean {
	if (at + phrase.keys.length > tokens.length) return false;
	for (let j = 0; j < phrase.keys.length; j++) {
		const token = tokens[at + j];
		if (j > 0 && (token.afterBreak || token.key !== phrase.keys[j])) return false;
		if (phrase.raws && token.raw !== phrase.raws[j]) return false;
	}
	return true;
}

// Characters that may touch a contextual alias: spaces and the punctuation of lists and sentences.
const SEPARATOR = /[\s,;:()[\]/|•·*.!?"“”'‘’–—]/;
// What sits next to an item of a list: list punctuation, a line end, or a joining word.
const LIST_BEFORE = /(?:[\n\r,;/|()•·:]|\b(?:and|or|e|ou))[ \t]*$/i;
const LIST_AFTER = /^[ \t]*(?:[\n\r,;/|()•·]|(?:and|or|e|ou)\b)/i;
const BLANK = /^[ \t]*$/;

function standsAlone(text: string, hit: SkillHit): boolean {
	const before = text[hit.start - 1];
	const after = text[hit.end];
	if (before !== undefined && !SEPARATOR.test(before)) return false;
	if (after !== undefined && !SEPARATOR.test(after)) return false;
	// An apostrophe is fine as a quote but not as "Go's" (a possessive is prose, not a list).
	if (after === "'" || after === '’') return false;
	return hit.surface.length > 1 || inList(text, hit);
}

function inList(text: string, hit: SkillHit): boolean {
	const from = Math.max(0, hit.start - 8);
	const before = text.slice(from, hit.start);
	const after = text.slice(hit.end, hit.end + 8);
	const atEdge = (from === 0 && BLANK.test(before)) || (hit.end + 8 >= text.length && BLANK.test(after));
	return atEdge || LIST_BEFORE.test(before) || LIST_AFTER.test(after);
}

/** Whether one of `others` is of the hit's domain and within CONTEXT_WINDOW of it. */
function hasContext(hit: SkillHit, others: SkillHit[]): boolean {
	const domain = domainOf(hit.category);
	return others.some(
		(other) =>
			other.start < hit.end + CONTEXT_WINDOW &&
			other.end > hit.start - CONTEXT_WINDOW &&
			domainOf(other.category) === domain
	);
}
