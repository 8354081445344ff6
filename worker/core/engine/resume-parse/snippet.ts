/** Longest quote of one line kept as evidence; longer lines are cut around what they prove. */
export const MAX_QUOTE = 240;

// A sentence ends at ".", "!", "?" or ";" followed by a space; "Node.js", "2.5" and "C#." keep theirs.
const endsSentence = (text: string, i: number) => '.!?;'.includes(text[i]) && (i + 1 >= text.length || /\s/.test(text[i + 1]));

/**
 * A quote of `text` that shows the words at [start, end): the whole text when short enough, else
 * the sentence that holds them, else a window around them cut between words and marked "…".
 * The quoted words themselves are never cut: evidence that reads "…from Pos…" hides the very
 * skill it is meant to prove.
 */
export function quoteAround(text: string, start: number, end: number, max = MAX_QUOTE): string {
	if (text.trim().length <= max) return text.trim();
	start = Math.max(0, Math.min(start, text.length));
	end = Math.max(start, Math.min(end, text.length));
	const [from, to] = sentenceAround(text, start, end, max);
	if (to - from <= max) return text.slice(from, to).trim();
	return windowAround(text, start, end, from, to, max);
}

/**
 * Bounds of the sentence holding [start, end), its closing mark included. It is looked for at most
 * `max` characters either side: a sentence longer than a quote is cut to a window anyway, and a
 * 200,000-character line stays linear to quote from (each hit looks that far, not the whole text).
 * Past that reach the bound is left just beyond it, so the window marks its cut with "…".
 */
function sentenceAround(text: string, start: number, end: number, max: number): [number, number] {
	const reach = max + 1;
	let from = Math.max(0, start - reach);
	for (let i = start - 1; i >= Math.max(0, start - reach); i--) {
		if (endsSentence(text, i)) {
			from = i + 1;
			break;
		}
	}
	let to = Math.min(text.length, end + reach);
	for (let i = Math.max(0, end - 1); i < Math.min(text.length, end + reach); i++) {
		if (endsSentence(text, i)) {
			to = i + 1;
			break;
		}
	}
	while (from < start && /\s/.test(text[from])) from++;
	return [from, to];
}

/** About `max` characters around [start, end) within [from, to), cut at word boundaries. */
function windowAround(text: string, start: number, end: number, from: number, to: number, max: number): string {
	const spare = Math.max(0, max - (end - start));
	let left = Math.max(from, start - Math.floor(spare / 2));
	let right = Math.min(to, end + (spare - (start - left)));
	left = Math.max(from, Math.min(left, right - max));
	// Cut between words: move each edge outwards-in to a space, never into the quoted words.
	if (left > from && !/\s/.test(text[left - 1])) {
		const space = text.slice(left, start).search(/\s/);
		left = space < 0 ? start : left + space;
	}
	if (right < to && !/\s/.test(text[right])) {
		const lastSpace = text.slice(end, right).search(/\s\S*$/);
		right = lastSpace < 0 ? end : end + lastSpace;
	}
	const body = text
		.slice(left, right)
		.replace(/^[\s,;:–—-]+/, '')
		.replace(/[\s,;:–—-]+$/, '');
	return `${left > from ? '…' : ''}${body}${right < to ? '…' : ''}`;
}
