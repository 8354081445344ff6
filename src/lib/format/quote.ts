/**
 * Quotes shown on screen: cut around the words they prove, between words, never inside them
 * ("…from Pos…" hides PostgreSQL), and without the list bullet or dash a line started with.
 */

// "• ", "- ", "– ", "* " and the other glyphs documents use as list bullets.
const BULLET = /^\s*(?:[•▪▫◆◇●○■□►▸▹▶‣⁃∙·➢➤➔→✓✔◦❖*+>]|[-–—](?=\s))\s*/u;

export function dropBullet(text: string): string {
	return text.replace(BULLET, '').trim();
}

/** Lower case without accents, one character for one: offsets found in it hold in the original. */
function fold(text: string): string {
	let out = '';
	for (const char of text) {
		const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
		out += base.length === char.length ? base : char.length === 1 ? ' ' : '  ';
	}
	return out;
}

/** Where the first of `needles` is written in `text` (case and accents aside), or null. */
function findNeedle(text: string, needles: readonly string[]): [number, number] | null {
	const folded = fold(text);
	for (const needle of needles) {
		const word = fold(needle.trim());
		if (word.length < 2) continue;
		const at = folded.indexOf(word);
		if (at >= 0) return [at, at + word.length];
	}
	return null;
}

/**
 * A quote of at most about `max` characters that shows the first of `needles` it contains
 * (the item's title, its skills); the start of the text when it names none.
 */
export function clipQuote(raw: string, needles: readonly string[] = [], max = 300): string {
	const text = dropBullet(raw);
	if (text.length <= max) return text;
	const [start, end] = findNeedle(text, needles) ?? [0, 0];
	const spare = Math.max(0, max - (end - start));
	let left = Math.max(0, start - Math.floor(spare / 2));
	let right = Math.min(text.length, end + (spare - (start - left)));
	left = Math.max(0, Math.min(left, right - max));
	if (left > 0 && !/\s/.test(text[left - 1])) {
		const space = text.slice(left, start).search(/\s/);
		left = space < 0 ? start : left + space;
	}
	if (right < text.length && !/\s/.test(text[right])) {
		const lastSpace = text.slice(end, right).search(/\s\S*$/);
		right = lastSpace < 0 ? end : end + lastSpace;
	}
	const body = text
		.slice(left, right)
		.replace(/^[\s,;:–—-]+/, '')
		.replace(/[\s,;:–—-]+$/, '');
	return `${left > 0 ? '…' : ''}${body}${right < text.length ? '…' : ''}`;
}
