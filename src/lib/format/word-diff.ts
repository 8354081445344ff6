/**
 * An inline word diff: what a suggestion keeps, removes and adds, word by word, from the longest
 * common subsequence of the two texts' words. Spacing and line breaks come from the text each
 * word belongs to, so the result reads as the resume does.
 */

export interface DiffPart {
	kind: 'same' | 'removed' | 'added';
	/** The whitespace before the part (kept outside the marked words). */
	lead: string;
	text: string;
}

interface Token {
	word: string;
	lead: string;
}

// Words keep their inner marks ("Node.js", "CI/CD", "C++", "C#", "d'água"); other punctuation is a token of its own.
const TOKEN = /(\s*)([\p{L}\p{N}\p{M}]+(?:[.+#/'’&_-]+[\p{L}\p{N}\p{M}]+)*[+#]*|[^\s])/gu;

function tokens(text: string): Token[] {
	return [...text.matchAll(TOKEN)].map((m) => ({ lead: m[1], word: m[2] }));
}

// Past this many cells the table costs more than it shows: the change is shown whole.
const MAX_CELLS = 250_000;

export function wordDiff(before: string, after: string): DiffPart[] {
	const a = tokens(before);
	const b = tokens(after);
	const raw: DiffPart[] = [];
	if (a.length * b.length > MAX_CELLS) {
		raw.push(...a.map((t) => ({ kind: 'removed' as const, ...fromToken(t) })), ...b.map((t) => ({ kind: 'added' as const, ...fromToken(t) })));
		return merge(raw);
	}
	// lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
	const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
	for (let i = a.length - 1; i >= 0; i--)
		for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i].word === b[j].word ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
	let i = 0;
	let j = 0;
	while (i < a.length || j < b.length) {
		if (i < a.length && j < b.length && a[i].word === b[j].word) {
			raw.push({ kind: 'same', ...fromToken(b[j]) });
			i++;
			j++;
		} else if (j < b.length && (i === a.length || lcs[i][j + 1] >= lcs[i + 1][j])) {
			raw.push({ kind: 'added', ...fromToken(b[j++]) });
		} else {
			raw.push({ kind: 'removed', ...fromToken(a[i++]) });
		}
	}
	return merge(raw);
}

const fromToken = (t: Token) => ({ lead: t.lead, text: t.word });

/** Runs of one kind as one part; removals before additions where both replace the same words. */
function merge(parts: DiffPart[]): DiffPart[] {
	const out: DiffPart[] = [];
	for (const part of parts) {
		const last = out[out.length - 1];
		if (last && last.kind === part.kind) last.text += part.lead + part.text;
		else out.push({ ...part });
	}
	// An addition followed by a removal reads better the other way round: "old → new".
	for (let k = 0; k + 1 < out.length; k++) {
		if (out[k].kind === 'added' && out[k + 1].kind === 'removed') [out[k], out[k + 1]] = [out[k + 1], out[k]];
	}
	return out;
}

/**
 * The space to show before a part. A removal moved before the addition that replaces it keeps its
 * own text's spacing, so an addition that had none would touch the struck words ("React.Implementing"):
 * on screen, a space stands between them. The parts themselves stay exact (each text rebuilds).
 */
export function shownLead(parts: readonly DiffPart[], i: number): string {
	const part = parts[i];
	if (part.lead || i === 0) return part.lead;
	return part.kind === 'added' && parts[i - 1].kind === 'removed' ? ' ' : '';
}

/** Whether anything changed at all. */
export const changed = (parts: readonly DiffPart[]) => parts.some((part) => part.kind !== 'same');
