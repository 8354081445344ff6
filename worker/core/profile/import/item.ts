import type { ProfileCandidate } from '../schema';

/** A candidate with the fields an import leaves empty filled in; `unsure` only when it is. */
export function candidate(fields: Partial<ProfileCandidate> & Pick<ProfileCandidate, 'type' | 'title'>): ProfileCandidate {
	const { unsure, ...rest } = fields;
	return {
		detail: '',
		organization: null,
		start: null,
		end: null,
		skills: [],
		evidence: [],
		origin: 'imported',
		...rest,
		...(unsure ? { unsure: true } : {})
	};
}

/**
 * One quote of the person's own text. `source` is a code the screens turn into a sentence in the
 * person's language: `<document>:<section>` ("resume:skills", "academic:publications").
 */
export const evidence = (text: string, source: string, url: string | null = null) => ({
	// Tabs are the columns of a copied page (Lattes puts dates and entries side by side), not the person's words.
	text: text.replace(/\t+/g, ' ').trim().slice(0, 4000),
	source,
	public: false,
	url
});

/** Cuts a long title between words, never inside one. */
export function clipTitle(text: string, max = 160): string {
	const clean = text.replace(/\s+/g, ' ').trim();
	if (clean.length <= max) return clean;
	const cut = clean.slice(0, max - 1);
	const space = cut.lastIndexOf(' ');
	return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
