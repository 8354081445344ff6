import { clipTitle } from './item';

/** A bibliographic reference read apart: what was published, where, and when. */
export interface Citation {
	title: string;
	/** The journal, the proceedings' event or the book it appeared in. */
	venue: string | null;
	year: string | null;
	/** Whether the authors, the title and the rest were told apart; else `title` is the reference's start. */
	sure: boolean;
}

// Lattes writes authors by their citation names: "TAVARES, H. B.", "SOUZA, LAURA MENDES",
// "D'ÁVILA, A." — a surname in capitals, a comma, then initials or given names in capitals. A
// given name is a whole word in capitals, so the capital that opens the title is never taken.
const AUTHOR = /\s*[\p{Lu}][\p{Lu}\p{M}'’ -]*,\s*(?:(?:\p{Lu}\p{M}?\.|\p{Lu}[\p{Lu}\p{M}'’-]+(?=[\s;.,]))\s*)+/uy;
const ET_AL = /\s*et\s+al\.?/iy;
// After the list Lattes puts " . " (the last initial keeps its own dot), ".." or ". ".
const AFTER_AUTHORS = /\s*(?:\.\s*)*/y;
// The title ends at the first full stop (or question mark) before the venue, the event or the year.
const TITLE_END = /([.?!])\s+(?=In:|[\p{Lu}\d])|\.\s*$/u;
const YEAR = /\b(?:19|20)\d{2}\b/g;

/** The authors at the start of a reference; the offset where the title starts, or -1. */
function afterAuthors(text: string): number {
	let pos = 0;
	let authors = 0;
	for (;;) {
		AUTHOR.lastIndex = pos;
		const author = AUTHOR.exec(text);
		if (!author) break;
		authors++;
		pos = AUTHOR.lastIndex;
		if (text[pos] !== ';') break;
		pos++;
	}
	if (!authors) return -1;
	ET_AL.lastIndex = pos;
	if (ET_AL.exec(text)) pos = ET_AL.lastIndex;
	AFTER_AUTHORS.lastIndex = pos;
	AFTER_AUTHORS.exec(text);
	return AFTER_AUTHORS.lastIndex;
}

/** Where it appeared: a journal ("Revista …, v. 14"), an event ("In: XXI Simpósio …, 2022") or a book ("In: Org. (Org.). Book."). */
function venueOf(rest: string): string | null {
	let text = rest.trim();
	const inside = /^In:\s*/i.exec(text);
	if (inside) {
		text = text.slice(inside[0].length);
		const editors = /\((?:Orgs?|Eds?)\.\)\.?\s*/i.exec(text);
		if (editors) text = text.slice(editors.index + editors[0].length);
	}
	const venue = text.split(/,|\.\s/)[0].replace(/\.$/, '').trim();
	return venue && !/^\d/.test(venue) && venue.length <= 200 ? venue : null;
}

/**
 * A reference as a Lattes CV (or an ABNT list) writes it: "AUTHOR, A.; OTHER, B. . Title: subtitle.
 * Journal, v. 9, p. 1-10, 2020." The title is the person's own words, kept as written.
 */
export function readCitation(raw: string): Citation {
	const text = raw.replace(/\s+/g, ' ').trim();
	const years = text.match(YEAR);
	const year = years ? years[years.length - 1] : null;
	const start = afterAuthors(text);
	if (start < 0) {
		// No authors to go by: the reference's first sentence, without the year that closes it.
		const first = text.split(/\.\s/)[0].replace(/[,.]?\s*(?:19|20)\d{2}\.?$/, '').replace(/\.$/, '');
		return { title: clipTitle(first), venue: null, year, sure: false };
	}
	const rest = text.slice(start);
	const end = TITLE_END.exec(rest);
	const mark = end?.[1] && end[1] !== '.' ? end[1] : '';
	const title = (end ? rest.slice(0, end.index) + mark : rest).trim();
	const venue = end ? venueOf(rest.slice(end.index + end[0].length)) : null;
	const sure = title.split(/\s+/).length >= 2 && title.length <= 300 && /^[\p{Lu}\d"“'‘]/u.test(title);
	return { title: sure ? title : clipTitle(title || text), venue, year, sure };
}
