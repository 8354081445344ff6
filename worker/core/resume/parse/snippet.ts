/** Longest quote of one line kept as evidence; longer lines are cut around what they prove. */
export const MAX_QUOTE = 240;

// A sentence ends at ".", "!", "?" or ";" followed by a space; "Node.js", "2.5" and "C#." keep theirs.
const SENTENCE_END = /[.!?;](?=\s|$)/g;

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
	const [from, to] = sentenceAround(text, start, end);
	if (to - from <= max) return text.slice(from, to).trim();
	return windowAround(text, start, end, from, to, max);
}

/** Bounds of the sentence holding [start, end), its closing mark included. */
function sentenceAround(text: string, start: number, end: number): [number, number] {
	let from = 0;
	let to = text.length;
	SENTENCE_END.lastIndex = 0;
	for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) {
		if (m.index < start) from = m.index + 1;
		else if (m.index >= end - 1) {
			to = m.index + 1;
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
