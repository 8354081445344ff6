import type { ItemFacts, ProfileCandidate } from '../schema';

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

/**
 * A date as a file writes it (ISO 8601 with the day, the month or the year alone): the profile's
 * `YYYY-MM`/`YYYY`, and the day when the file gave one. Null for anything else — never guessed.
 */
export function datePart(value: string | null | undefined): { month: string | null; day?: string } {
	const match = /^\s*(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?\s*$/.exec(value ?? '');
	if (!match) return { month: null };
	const month = Number(match[2]);
	if (!(month >= 1 && month <= 12)) return { month: match[1] };
	const ym = `${match[1]}-${String(month).padStart(2, '0')}`;
	const day = Number(match[3]);
	return day >= 1 && day <= 31 ? { month: ym, day: `${ym}-${String(day).padStart(2, '0')}` } : { month: ym };
}

/** An item's `start`/`end` and, when the file gave the day, its `startDay`/`endDay` facts. */
export function datedFields(start: string | null | undefined, end: string | null | undefined): Pick<ProfileCandidate, 'start' | 'end'> & { days: ItemFacts } {
	const from = datePart(start);
	const to = datePart(end);
	return { start: from.month, end: to.month, days: { ...(from.day ? { startDay: from.day } : {}), ...(to.day ? { endDay: to.day } : {}) } };
}

/** Facts without the parts a file left empty; undefined when none is left, so a plain item stays plain. */
export function factsOf(facts: { [K in keyof ItemFacts]?: ItemFacts[K] | null | '' }): ItemFacts | undefined {
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(facts)) {
		if (value === null || value === undefined || value === '') continue;
		if (Array.isArray(value) && value.length === 0) continue;
		out[key] = typeof value === 'string' ? value.trim() : value;
	}
	return Object.keys(out).length ? (out as ItemFacts) : undefined;
}

/** A web address as the profile keeps one (http or https); anything else is left out. */
export function webAddress(value: string | null | undefined): string | null {
	const url = value?.trim() ?? '';
	return /^https?:\/\/\S+$/i.test(url) && URL.canParse(url) && url.length <= 2048 ? url : null;
}
