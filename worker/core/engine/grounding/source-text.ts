import { findDateRange, findDates } from '../resume-parse/dates';
import { languageMentions } from '../resume-parse/languages';
import { namedSkills } from '../skills/matcher';
import { foldText } from '../text/normalize';
import { instructionRanges, type Range } from './instructions';

/** Words of the source as written, with where they sit: what an accepted item stores as evidence. */
export interface Quote {
	text: string;
	start: number;
	end: number;
}

/** Fewer letters or digits than this is no quote: "R" or "a" occurs in any text. */
export const MIN_SPAN = 2;
/** How far (in lines) from its quoted span an entry's title, employer and dates may be written. */
export const ENTRY_LINES = 4;

const SPACE = /\s/;
const DASH = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/;
const SINGLE_QUOTE = /[\u2018\u2019\u201a\u201b\u2032\u00b4`]/;
const DOUBLE_QUOTE = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/;
// Soft hyphens and zero-width characters: PDF readers leave them inside words.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** A letter or digit; ASCII is decided by its code (the guard asks this of every match's edges). */
function isWordChar(char: string | undefined): boolean {
	if (!char) return false;
	const code = char.charCodeAt(0);
	if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
	return WORD_CHAR.test(char);
}

/** Folds of characters outside ASCII, kept once computed: a text repeats the same few accents. */
const FOLDED_CHARS = new Map<string, string>();

/**
 * One character folded: lower case without accents (foldText), any dash as "-" and any quote mark
 * as ' or " — a model retypes "–" as "-" and "’" as "'" when it copies a line.
 */
function foldChar(char: string): string {
	const code = char.charCodeAt(0);
	// ASCII, most of any text, without a regular expression: the guard folds every character.
	if (code < 128) {
		if (code === 32 || (code >= 9 && code <= 13)) return ' ';
		return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
	}
	let folded = FOLDED_CHARS.get(char);
	if (folded === undefined) {
		folded = foldWide(char, code);
		FOLDED_CHARS.set(char, folded);
	}
	return folded;
}

function foldWide(char: string, code: number): string {
	if (SPACE.test(char)) return ' ';
	if (INVISIBLE.test(char)) return '';
	if (DASH.test(char)) return '-';
	if (SINGLE_QUOTE.test(char)) return "'";
	if (DOUBLE_QUOTE.test(char)) return '"';
	// Ligatures ("ﬁ") as the letters they join; NFD alone keeps them.
	if (code >= 0xfb00 && code <= 0xfb06) return char.normalize('NFKD');
	return foldText(char);
}

/**
 * A text folded for comparison — foldChar per character, runs of whitespace as one space — and,
 * for each folded character, the offset in the original of the character it came from. Folding
 * changes lengths (a decomposed "ã" loses its mark, "  \n " becomes " ", "ﬁ" becomes "fi"), so a
 * match in the folded text is mapped back through this table, never by its own offsets.
 */
export function foldWithOffsets(text: string): { folded: string; origin: number[] } {
	const parts: string[] = [];
	// A plain array: a ligature folds to two or three letters, so the folded text may be the longer.
	const origin: number[] = [];
	let lastSpace = false;
	for (let i = 0; i < text.length; ) {
		const unit = text.charCodeAt(i);
		// A surrogate pair (an emoji, a rare letter) is one character of two code units.
		const width = unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length ? 2 : 1;
		const piece = foldChar(width === 1 ? text[i] : text.slice(i, i + 2));
		if (piece === ' ') {
			if (!lastSpace) {
				parts.push(' ');
				origin.push(i);
			}
			lastSpace = true;
		} else if (piece) {
			parts.push(piece);
			for (let k = 0; k < piece.length; k++) origin.push(i);
			lastSpace = false;
		}
		i += width;
	}
	return { folded: parts.join(''), origin };
}

/** A quote folded the way the source is, without the spaces at its ends. */
export const foldQuote = (value: string) => foldWithOffsets(value).folded.trim();

// What a model puts around a quote that the text may not have: bullets, quote marks, a final stop.
const EDGES = /^[\s"'«»•·▪‣◦*>\-–—,;:.]+|[\s"'«»•·▪‣◦*\-–—,;:.]+$/g;

const wordCount = (value: string) => {
	let count = 0;
	for (const char of value) if (isWordChar(char)) count++;
	return count;
};

/**
 * The folded forms a quote is looked for in: as given, then without the bullets, quote marks and
 * stops a model adds at its ends (only when enough of it is left).
 */
export function quoteForms(value: string): string[] {
	const exact = foldQuote(value);
	const trimmed = exact.replace(EDGES, '');
	return trimmed !== exact && wordCount(trimmed) >= MIN_SPAN ? [exact, trimmed] : [exact];
}

/** Whether a quote has enough letters and digits to be evidence of anything. */
export const longEnough = (value: string) => wordCount(foldQuote(value)) >= MIN_SPAN;

/**
 * The source text of one grounding, folded once, with the lines that address an AI marked
 * (instructions.ts) and the dates it writes read once by the resume parser's reader.
 */
export class SourceText {
	readonly text: string;
	readonly #folded: string;
	readonly #origin: number[];
	readonly #instructions: Range[];
	#dates?: { months: Map<string, Quote[]>; years: Map<string, Quote[]>; ongoing: Map<string, Quote[]> };
	#lineStarts?: number[];
	#languages?: { name: string; quote: Quote }[];
	/** The matcher's skills per quoted text: many proposals quote the same line. */
	readonly #skillsOf = new Map<string, Set<string>>();

	constructor(text: string) {
		this.text = text;
		const { folded, origin } = foldWithOffsets(text);
		this.#folded = folded;
		this.#origin = origin;
		this.#instructions = instructionRanges(text);
	}

	/** The names of the skills the deterministic matcher reads in `text` (a quote of this source), read once per text. */
	skillsIn(text: string): Set<string> {
		let names = this.#skillsOf.get(text);
		if (!names) {
			names = new Set(namedSkills(text));
			this.#skillsOf.set(text, names);
		}
		return names;
	}

	/** Whether [start, end) of the original touches a line that addresses an AI. */
	inInstructions(start: number, end: number): boolean {
		return this.#instructions.some((range) => start < range.end && end > range.start);
	}

	/** The original from `start` to `end` with lines that address an AI blanked out (offsets kept). */
	withoutInstructions(start: number, end: number): string {
		let out = this.text.slice(start, end);
		for (const range of this.#instructions) {
			const from = Math.max(range.start, start) - start;
			const to = Math.min(range.end, end) - start;
			if (from < to) out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
		}
		return out;
	}

	quote(start: number, end: number): Quote {
		return { text: this.text.slice(start, end), start, end };
	}

	/**
	 * Every place the words occur, as whole words (a quote of "Go" is not the start of "Google"),
	 * in the first of quoteForms that occurs.
	 * Places inside instructions come with `instruction: true`: the caller decides they count for
	 * nothing, and can say so.
	 */
	occurrences(value: string): (Quote & { instruction: boolean })[] {
		for (const form of quoteForms(value)) {
			const found = this.#occurrencesOf(form);
			if (found.length) return found;
		}
		return [];
	}

	/**
	 * The first place the words occur outside instructions (see occurrences), or null. With `near`,
	 * only a place in the same entry as that quote counts (see nearest).
	 */
	find(value: string, near?: Quote): Quote | null {
		if (!longEnough(value)) return null;
		const places = this.occurrences(value).filter((place) => !place.instruction);
		return near ? this.nearest(places, near) : (places[0] ?? null);
	}

	/** The line number of an offset (0-based). */
	lineOf(offset: number): number {
		const starts = (this.#lineStarts ??= [0, ...[...this.text.matchAll(/\n/g)].map((match) => match.index + 1)]);
		let low = 0;
		let high = starts.length - 1;
		while (low < high) {
			const middle = (low + high + 1) >> 1;
			if (starts[middle] <= offset) low = middle;
			else high = middle - 1;
		}
		return low;
	}

	/**
	 * Of `places`, the one closest to `near` within ENTRY_LINES lines of it, or null. An entry's
	 * title, employer and dates sit within a few lines of each other; a date written elsewhere (the
	 * degree's year, another job's start) is not this entry's, so the AI may not pair them.
	 */
	nearest(places: readonly Quote[], near: Quote): Quote | null {
		const first = this.lineOf(near.start);
		const last = this.lineOf(Math.max(near.start, near.end - 1));
		let best: Quote | null = null;
		let bestDistance = Infinity;
		for (const place of places) {
			const line = this.lineOf(place.start);
			const distance = line < first ? first - line : line > last ? line - last : 0;
			if (distance <= ENTRY_LINES && distance < bestDistance) {
				best = place;
				bestDistance = distance;
			}
		}
		return best;
	}

	#occurrencesOf(needle: string): (Quote & { instruction: boolean })[] {
		const out: (Quote & { instruction: boolean })[] = [];
		if (!needle) return out;
		const folded = this.#folded;
		const wordStart = isWordChar(needle[0]);
		const wordEnd = isWordChar(needle[needle.length - 1]);
		for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + 1)) {
			const after = at + needle.length;
			if (wordStart && isWordChar(folded[at - 1])) continue;
			if (wordEnd && isWordChar(folded[after])) continue;
			const start = this.#origin[at];
			const end = after < folded.length ? this.#origin[after] : this.text.length;
			// The original may end in spaces the fold merged into the next character's place.
			const quote = this.quote(start, start + this.text.slice(start, end).trimEnd().length);
			out.push({ ...quote, instruction: this.inInstructions(quote.start, quote.end) });
		}
		return out;
	}

	/**
	 * Where the text writes a date (YYYY-MM) or a year (YYYY), read by the resume parser's own
	 * date reader (dates.ts: "03/2019", "mar 2019", "março de 2019", "2019/03", "05/22 – atual"…)
	 * so a date the parser would read is one the guard accepts. Day-first and month-first readings
	 * of "03/04/2020" both count: the text writes both, and the guard only asks whether it does.
	 */
	date(value: string, near?: Quote): Quote | null {
		const dates = this.#readDates();
		return this.#pick((/^\d{4}$/.test(value) ? dates.years : dates.months).get(value) ?? [], near);
	}

	/** A range the text writes as ongoing ("05/2022 – atual"), starting at `start` when given. */
	ongoing(start: string | null, near?: Quote): Quote | null {
		const { ongoing } = this.#readDates();
		const matching = [...ongoing].filter(([from]) => !start || from === start || (start.length === 4 && from.startsWith(start))).flatMap(([, quotes]) => quotes);
		return this.#pick(matching, near);
	}

	#pick(places: readonly Quote[], near?: Quote): Quote | null {
		return near ? this.nearest(places, near) : (places[0] ?? null);
	}

	#readDates() {
		if (this.#dates) return this.#dates;
		const months = new Map<string, Quote[]>();
		const years = new Map<string, Quote[]>();
		const ongoing = new Map<string, Quote[]>();
		const push = (map: Map<string, Quote[]>, key: string, quote: Quote) => {
			const list = map.get(key);
			if (!list) map.set(key, [quote]);
			else if (!list.some((known) => known.start === quote.start)) list.push(quote);
		};
		const add = (value: string | null, quote: Quote) => {
			if (!value) return;
			if (value.length > 4) push(months, value, quote);
			push(years, value.slice(0, 4), quote);
		};
		let at = 0;
		for (const line of this.text.split('\n')) {
			const base = at;
			at += line.length + 1;
			if (!/\d/.test(line) || this.inInstructions(base, base + line.length)) continue;
			for (const lang of ['pt', 'en'] as const) {
				for (const found of findDates(line, lang)) add(found.value, this.quote(base + found.from, base + found.to));
				// findDateRange reads the first range of a line; a line may hold more ("2016 – 2018 | 2019 – atual").
				for (let from = 0; from < line.length; ) {
					const range = findDateRange(line.slice(from), lang);
					if (!range) break;
					const quote = this.quote(base + from + range.from, base + from + range.to);
					add(range.start, quote);
					add(range.end, quote);
					if (range.current && range.start) push(ongoing, range.start, quote);
					from += Math.max(range.to, 1);
				}
			}
		}
		return (this.#dates = { months, years, ongoing });
	}

	/** The spoken languages the text names outside instructions, by their English name. */
	languages(): { name: string; quote: Quote }[] {
		this.#languages ??= languageMentions(this.text)
			.map((mention) => ({ name: mention.name, quote: this.quote(mention.from, mention.to) }))
			.filter((mention) => !this.inInstructions(mention.quote.start, mention.quote.end));
		return this.#languages;
	}

	/** The line around [start, end): where a language's level or a date's neighbours are written. */
	lineAround(start: number, end: number): Quote {
		const from = this.text.lastIndexOf('\n', start - 1) + 1;
		const stop = this.text.indexOf('\n', end);
		return this.quote(from, stop < 0 ? this.text.length : stop);
	}
}
