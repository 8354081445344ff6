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
 *    An acronym the text spells out ("Technical Program Manager (TPM)", "TPM (Total Productive
 *    Maintenance)") means what it is spelled as: the skill only when the spelled words are one of
 *    its own surfaces. An acronym paired with a code that names no skill ("FT/PT", "PT, EN, ES")
 *    is one of a pair of another kind (contracts, spoken languages), not a skill.
 *    In a line written in capitals ("VAGA SEM EXPERIÊNCIA", "GESTÃO DAS ROTINAS") case tells
 *    nothing: a case-sensitive alias there needs context like a contextual one.
 * 5. A count after "of"/"de"/"with"… inside a phrase is skipped: "carteira de 80 clientes" is
 *    "carteira de clientes", "team of 12 engineers" is "team of engineers".
 * 6. A phrase ending "… de/of <noun>" whose noun starts a longer phrase is read as both:
 *    "conciliação de contas a pagar" is Account reconciliation and Accounts payable.
 * 7. Two phrases that share words joined by "and"/"e"/"or"/"ou" are both found, when both are
 *    skills: "civil and labour litigation", "revisão e elaboração de contratos" (the word before
 *    the conjunction takes the rest of the phrase, and so do the words of a list before it:
 *    "manual, functional and exploratory testing"); "contencioso trabalhista e cível", "contas a
 *    pagar e a receber" (the word after it takes the start). The shared reading must itself be
 *    a name or alias that needs no context.
 */
export function findSkills(text: string): SkillHit[] {
	const tokens = tokenize(text);
	const index = phraseIndex();
	const capitals = capitalLines(text);
	const clear: SkillHit[] = [];
	const doubtful: SkillHit[] = [];
	const hitOf = (phrase: Phrase, from: Token, to: Token): SkillHit => ({
		name: phrase.skill.name,
		category: phrase.skill.category,
		surface: text.slice(from.start, to.end),
		start: from.start,
		end: to.end
	});
	let i = 0;
	// The token after the last hit: a word before a conjunction is free only when no hit took it.
	let free = 0;
	while (i < tokens.length) {
		let used = 0;
		const phrase = index.get(tokens[i].key)?.find((candidate) => (used = span(candidate, tokens, i)) > 0);
		if (!phrase) {
			i++;
			continue;
		}
		const lastAt = i + used - 1;
		(phrase.contextual || (phrase.raws && capitals.test(tokens[i].start)) ? doubtful : clear).push(hitOf(phrase, tokens[i], tokens[lastAt]));
		// "revisão e elaboração de contratos", "civil and labour litigation": the word before "and" shares the rest of the phrase.
		const before = sharedBefore(phrase, tokens, i, free);
		if (before) {
			clear.push(hitOf(before, tokens[i - 2], tokens[lastAt]));
			// "manual, functional and exploratory testing": each word before shares it too.
			for (let k = i - 3; k >= free && sharesRest(text, tokens, k, phrase); k--) {
				clear.push(hitOf(plainPhrase([tokens[k].key, ...phrase.keys.slice(1)])!, tokens[k], tokens[lastAt]));
			}
		}
		// "conciliação de contas a pagar": the object after "de"/"of" starts a longer phrase
		// ("UI design de sites" is not also "design de sites": "design" is no object).
		let overlap = 0;
		const objectLast = phrase.keys.length > 2 && OBJECT_OF.has(phrase.keys[phrase.keys.length - 2]);
		const chained = objectLast
			? index.get(tokens[lastAt].key)?.find((candidate) => candidate.keys.length > 1 && (overlap = span(candidate, tokens, lastAt)) > 1)
			: undefined;
		if (chained) (chained.contextual ? doubtful : clear).push(hitOf(chained, tokens[lastAt], tokens[lastAt + overlap - 1]));
		const current = chained ?? phrase;
		const from = chained ? lastAt : i;
		i = from + (chained ? overlap : used);
		// "contencioso trabalhista e cível", "accounts payable and receivable": the word after "and" shares the start.
		const after = sharedAfter(current, tokens, i);
		if (after) {
			clear.push(hitOf(after.phrase, tokens[from], tokens[after.end]));
			i = after.end + 1;
		}
		free = i;
	}
	// A hit read from the word before "and" starts before the one that found it.
	clear.sort((a, b) => a.start - b.start);
	if (doubtful.length === 0) return clear;
	const alone = doubtful.filter((hit) => standsAlone(text, hit) && !pairedWithCode(text, hit, clear, doubtful));
	const listed = alone.filter((hit) => inList(text, hit));
	const confirmed = alone.filter(
		(hit) =>
			spelledOut(text, hit, clear) ??
			(hasContext(hit, clear) || (listed.includes(hit) && hasContext(hit, listed.filter((other) => other.name !== hit.name))))
	);
	return [...clear, ...confirmed].sort((a, b) => a.start - b.start);
}

/** One hit per skill, the first in the text: a résumé's skill list with a quotable place each. */
// The same lines are checked for many skills (every quote of an analysis, a review, a letter) and
// the taxonomy never changes while the core runs: the names each text holds are kept, bounded.
const NAMED_MEMO_LIMIT = 2000;
const named = new Map<string, readonly string[]>();

/** The names of the skills findSkills reads in a text, in order (a name once per hit), remembered. */
export function namedSkills(text: string): readonly string[] {
	let names = named.get(text);
	if (!names) {
		names = findSkills(text).map((hit) => hit.name);
		if (named.size >= NAMED_MEMO_LIMIT) named.clear();
		named.set(text, names);
	}
	return names;
}

export function skillsIn(text: string): SkillHit[] {
	const first = new Map<string, SkillHit>();
	for (const hit of findSkills(text)) if (!first.has(hit.name)) first.set(hit.name, hit);
	return [...first.values()];
}

// After these words a count may sit inside a phrase: "carteira de 80 clientes", "team of 12 engineers".
const BEFORE_COUNT = new Set(['de', 'of', 'com', 'with', 'em', 'in', 'para', 'for']);
const COUNT = /^\d{1,6}$/;

/** How many tokens from `at` the phrase takes (a count after "of"/"de" included), or 0 when it does not fit. */
function span(phrase: Phrase, tokens: Token[], at: number): number {
	let t = at;
	for (let j = 0; j < phrase.keys.length; j++, t++) {
		let token = tokens[t];
		if (!token) return 0;
		if (j > 0 && !token.afterBreak && COUNT.test(token.raw) && token.key !== phrase.keys[j] && BEFORE_COUNT.has(phrase.keys[j - 1])) token = tokens[++t];
		if (!token) return 0;
		if (j > 0 && (token.afterBreak || token.key !== phrase.keys[j])) return 0;
		if (phrase.raws && token.raw !== phrase.raws[j]) return 0;
	}
	return t - at;
}

const CONJUNCTION = new Set(['e', 'and', 'ou', 'or']);
const OBJECT_OF = new Set(['de', 'of']);

/** The phrase with these keys, when it may be read without context (not case-sensitive, not contextual). */
function plainPhrase(keys: string[]): Phrase | undefined {
	const joined = keys.join(' ');
	return phraseIndex()
		.get(keys[0])
		?.find((phrase) => !phrase.raws && !phrase.contextual && phrase.keys.join(' ') === joined);
}

function joined(tokens: Token[], from: number, to: number): boolean {
	for (let k = from; k <= to; k++) if (!tokens[k] || (k > from && tokens[k].afterBreak)) return false;
	return true;
}

/** "W and <phrase>": W with the phrase's other words, when that is a skill too ("civil and labour litigation"). */
function sharedBefore(phrase: Phrase, tokens: Token[], at: number, free: number): Phrase | undefined {
	if (phrase.keys.length < 2 || at - 2 < free || !joined(tokens, at - 2, at)) return undefined;
	if (!CONJUNCTION.has(tokens[at - 1].key) || COUNT.test(tokens[at - 2].raw)) return undefined;
	return plainPhrase([tokens[at - 2].key, ...phrase.keys.slice(1)]);
}

/**
 * Whether the word at `k` (written just before the next one, or before a comma) also shares the
 * rest of the phrase: "manual" in "manual functional and exploratory testing".
 */
function sharesRest(text: string, tokens: Token[], k: number, phrase: Phrase): boolean {
	const token = tokens[k];
	if (!token || COUNT.test(token.raw) || CONJUNCTION.has(token.key)) return false;
	if (tokens[k + 1].afterBreak && !/^[ \t]*,[ \t]*$/.test(text.slice(token.end, tokens[k + 1].start))) return false;
	return plainPhrase([token.key, ...phrase.keys.slice(1)]) !== undefined;
}

/** "<phrase> and W": the phrase's first words with W, when that is a skill too ("contas a pagar e a receber"). */
function sharedAfter(phrase: Phrase, tokens: Token[], next: number): { phrase: Phrase; end: number } | undefined {
	const keys = phrase.keys;
	if (keys.length < 2 || !tokens[next] || tokens[next].afterBreak || !CONJUNCTION.has(tokens[next].key)) return undefined;
	let w = next + 1;
	// "a pagar e a receber": the small word before the last one may be repeated.
	if (keys.length >= 3 && tokens[w]?.key === keys[keys.length - 2] && tokens[w + 1]) w++;
	if (!joined(tokens, next, w) || COUNT.test(tokens[w].raw)) return undefined;
	const other = plainPhrase([...keys.slice(0, -1), tokens[w].key]);
	return other ? { phrase: other, end: w } : undefined;
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

/**
 * Where lines written in capitals start and end ("VAGA PARA AUXILIAR ADMINISTRATIVO SEM
 * EXPERIÊNCIA"): no small letter and at least three words of four letters or more, so a list of
 * acronyms ("SAP, SQL, ERP") or a heading ("REQUISITOS:") is not one. Asked per offset, lazily.
 */
function capitalLines(text: string): { test: (at: number) => boolean } {
	const known = new Map<number, boolean>();
	return {
		test(at: number) {
			const start = text.lastIndexOf('\n', at - 1) + 1;
			let answer = known.get(start);
			if (answer === undefined) {
				const stop = text.indexOf('\n', at);
				const line = text.slice(start, Math.min(stop < 0 ? text.length : stop, start + 400));
				answer = !/\p{Ll}/u.test(line) && (line.match(/\p{Lu}{4,}/gu)?.length ?? 0) >= 3;
				known.set(start, answer);
			}
			return answer;
		}
	};
}

const ACRONYM = /^\p{Lu}{2,6}$/u;
// Small words left out of an acronym's letters: "Sistematização da Assistência de Enfermagem" → SAE.
const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'to', 'a', 'de', 'da', 'do', 'das', 'dos', 'e', 'em', 'para', 'o', 'ao', 'na', 'no']);

/**
 * Whether an acronym that the text spells out — "Technical Program Manager (TPM)", "TPM (Total
 * Productive Maintenance)" — stands for the skill: true when the spelled words are one of the
 * skill's own surfaces (found at that place), false when they name something else, undefined when
 * the text does not spell it out.
 */
function spelledOut(text: string, hit: SkillHit, clear: SkillHit[]): boolean | undefined {
	if (!ACRONYM.test(hit.surface)) return undefined;
	const letters = hit.surface.toUpperCase();
	let from: number;
	let to: number;
	const after = /^[ \t]*\(([^()\n]{3,80})\)/.exec(text.slice(hit.end, hit.end + 90));
	if (after) {
		// "TPM (Total Productive Maintenance)"
		if (initials(wordsIn(after[1]).map((word) => word[0])) !== letters) return undefined;
		from = hit.end + after[0].indexOf(after[1]);
		to = from + after[1].length;
	} else {
		// "Technical Program Manager (TPM)": the acronym alone in a bracket after the words it spells.
		if (!/^[ \t]*\)/.test(text.slice(hit.end, hit.end + 3))) return undefined;
		const windowStart = Math.max(0, hit.start - 100);
		const before = text.slice(windowStart, hit.start);
		const open = before.lastIndexOf('(');
		if (open < 0 || before.slice(open + 1).trim() !== '') return undefined;
		const head = before.slice(0, open);
		const clauseStart = Math.max(...['\n', ',', ';', ':', '.', '(', ')'].map((mark) => head.lastIndexOf(mark))) + 1;
		const words = wordsIn(head.slice(clauseStart));
		let k = words.length - 1;
		while (k > 0 && initials(words.slice(k).map((word) => word[0])).length < letters.length) k--;
		if (k < 0 || initials(words.slice(k).map((word) => word[0])) !== letters) return undefined;
		from = windowStart + clauseStart + (words[k].index ?? 0);
		to = windowStart + open;
	}
	return clear.some((other) => other.name === hit.name && other.start < to && other.end > from);
}

const wordsIn = (value: string) => [...value.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu)];

/** The capitals of the words that count: "Total Productive Maintenance" → "TPM". */
function initials(words: string[]): string {
	return words
		.filter((word) => !SMALL_WORDS.has(word.toLowerCase()))
		.map((word) => (/\p{L}/u.exec(word)?.[0] ?? '').toUpperCase())
		.join('');
}

const CODE_BEFORE = /(?:^|[^\p{L}\p{N}])(\p{Lu}{2,4})[ \t]*[/,;|][ \t]*$/u;
const CODE_AFTER = /^[ \t]*[/,;|][ \t]*(\p{Lu}{2,4})(?![\p{L}\p{N}])/u;

/**
 * "FT/PT", "PT, EN, ES", "PT/EN": an acronym written next to a short code that names no skill
 * (a contract, a spoken language) is one of a pair of that kind, not a skill.
 */
function pairedWithCode(text: string, hit: SkillHit, clear: SkillHit[], doubtful: SkillHit[]): boolean {
	if (!ACRONYM.test(hit.surface)) return false;
	const noSkillAt = (start: number, end: number) => ![...clear, ...doubtful].some((other) => other !== hit && other.start < end && other.end > start);
	const from = Math.max(0, hit.start - 10);
	const before = CODE_BEFORE.exec(text.slice(from, hit.start));
	if (before) {
		const start = from + before.index + before[0].indexOf(before[1]);
		if (noSkillAt(start, start + before[1].length)) return true;
	}
	const after = CODE_AFTER.exec(text.slice(hit.end, hit.end + 10));
	if (after) {
		const start = hit.end + after[0].indexOf(after[1]);
		if (noSkillAt(start, start + after[1].length)) return true;
	}
	return false;
}
