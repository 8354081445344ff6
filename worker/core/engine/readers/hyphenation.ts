/**
 * A line that ends in a hyphen either broke a word ("develop-" + "ment") or broke at the hyphen
 * of a compound ("no-" + "shows", "full-" + "stack"). The document itself is the best witness
 * (the same word elsewhere, with or without the hyphen); common compound parts come next; a
 * broken word is the default, as word processors hyphenate and compounds are the exception.
 */

/** The words of the whole document, to look a joined or hyphenated form up in. */
export type Vocabulary = { words: Set<string>; compoundHeads: Set<string> };

export function buildVocabulary(text: string): Vocabulary {
	const words = new Set<string>();
	const compoundHeads = new Set<string>();
	for (const token of text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []) {
		// A token that ends in a hyphen was broken at a line end: it proves nothing.
		if (token.endsWith('-')) continue;
		words.add(token);
		const dash = token.indexOf('-');
		if (dash > 0) compoundHeads.add(token.slice(0, dash));
	}
	return { words, compoundHeads };
}

// Closed compounds break at their joint too ("back-" + "ground" is "background"), so a head
// counts only when it is (almost) never the start of a longer word.
const COMPOUND_HEADS = new Set('self cross non e x full well pós pré recém'.split(' '));

// Second parts that make compounds ("data-driven", "full-stack"). Word processors never leave
// fewer than three letters after a break, so two-letter tails ("hands-on") are compounds too,
// as are pt-BR enclitic pronouns ("tornou-se").
const COMPOUND_TAILS = new Set(
	(
		'based driven oriented focused facing level stack scale source friendly solving making minded owned related ' +
		'specific wide time term up on in to se lo la los las lhe lhes'
	).split(' ')
);

const LETTERS = /^\p{L}+$/u;

/** `before` ends in a hyphen that the line broke at; returns the two lines joined. */
export function joinHyphenated(before: string, after: string, vocabulary: Vocabulary): string {
	if (before.endsWith('\u00AD')) return before.slice(0, -1) + after;
	const body = before.slice(0, -1);
	const head = /(\S*)$/.exec(body)?.[1] ?? '';
	const tail = /^(\S*)/.exec(after)?.[1] ?? '';
	const tailWord = tail.replace(/[^\p{L}]+$/u, '');
	const keep = () => `${body}-${after}`;

	// " –" or "2019-" + "2021" or "Node.js-" + "based": a dash or a hyphen after a non-letter.
	if (head === '') return `${before} ${after}`;
	const lastPart = head.toLowerCase().split('-').pop() ?? '';
	if (!LETTERS.test(lastPart) || !LETTERS.test(tailWord)) return keep();
	// "Pre-" + "COVID", "Anglo-" + "American": a capital never continues a broken word.
	if (tailWord[0] !== tailWord[0].toLowerCase()) return keep();
	// "end-to-" + "end": already a compound.
	if (head.includes('-')) return keep();

	const joined = (lastPart + tailWord).toLowerCase();
	const hyphenated = `${lastPart}-${tailWord.toLowerCase()}`;
	if (vocabulary.words.has(hyphenated) || vocabulary.compoundHeads.has(lastPart)) return keep();
	if (vocabulary.words.has(joined)) return body + after;
	if (COMPOUND_HEADS.has(lastPart) || COMPOUND_TAILS.has(tailWord.toLowerCase())) return keep();
	return body + after;
}
