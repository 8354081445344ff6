/*
 * What every feed format hands over for one item, and how it becomes a FeedItem: the company read
 * from the title when the feed has no field for it, the work mode when the feed states it, the
 * notes on what was missing. The title itself is kept as the feed wrote it; `splitTitle` gives the
 * role apart for scoring.
 */
import type { FeedItem, FeedItemNote, FeedKind, WorkMode } from '../feed-item';
import { isMetaSegment } from '../../engine/job-parse/title';
import { seniorityOfTitle } from '../../engine/job-parse/seniority';
import { REMOTE_PLACE } from '../../engine/job-parse/location';
import { readWorkMode } from '../../engine/job-parse/work-mode';
import { parseFeedDate } from './dates';
import { cap, inlineText } from './html-text';
import { childrenNamed, textOf, type XmlElement } from './xml';

/** What every format reader is told: the feed's own address (a base for relative links) and how many items to keep. */
export type ReadOptions = { url: string | null; maxItems: number };

/**
 * A feed's item as the feed readers give it: the radar's FeedItem, with who posted it and when the
 * feed last changed it. `publishedAt` is when it was posted (Atom's `published`, RSS's `pubDate`),
 * else the only date the item has.
 */
export type FeedEntry = FeedItem & {
	/** Who posted it (Atom author, `dc:creator`, RSS author, JSON Feed authors); '' when none. */
	author: string;
	/** When the feed says the item last changed (Atom `updated`, `dcterms:modified`); null when it does not say. */
	updatedAt: string | null;
};

/** A format reader's result: the feed's own fields, and its items as an ItemList. */
export type FeedDraft = { kind: FeedKind; title: string; link: string | null; items: ItemList };

/**
 * The items a reader keeps, in the feed's order, up to `maxItems`; it counts those it left out:
 * past the cap (never read, so a huge feed costs little) and with nothing to show.
 */
export class ItemList {
	readonly items: FeedEntry[] = [];
	/** Items past the cap. */
	cut = 0;
	/** Items with no title, description or link. */
	empty = 0;

	constructor(private readonly maxItems: number) {}

	/** Reads one more item, unless the cap is reached. */
	add(read: () => ItemDraft): void {
		if (this.items.length >= this.maxItems) {
			this.cut++;
			return;
		}
		const item = finishItem(read());
		if (item) this.items.push(item);
		else this.empty++;
	}
}

/** An item as a format reader found it: plain text already, nothing decided yet. */
export type ItemDraft = {
	guid: string | null;
	title: string;
	/** A field that names the employer (`<company>`, `<job:company>`); '' when none. */
	company: string;
	/** Who posted it (Atom author, `dc:creator`, JSON Feed authors); '' when none. */
	author: string;
	location: string;
	categories: string[];
	url: string | null;
	description: string;
	/** When it was posted; else the only date it has. */
	publishedAt: string | null;
	/** When it last changed, when the feed says so apart from the posting date. */
	updatedAt: string | null;
};

const MAX_TITLE_CHARS = 500;
const MAX_NAME_CHARS = 200;
// Enough for any real item; bounds the work-mode patterns on a hostile one.
const MAX_CATEGORIES = 20;
const FALLBACK_TITLE_CHARS = 120;

/**
 * The FeedItem for a draft, or null when it has nothing to show (no title, description or link).
 * A missing title is the description's first line, shortened; nothing else is ever made up.
 */
export function finishItem(draft: ItemDraft): FeedEntry | null {
	let title = cap(draft.title, MAX_TITLE_CHARS);
	if (!title && !draft.description && !draft.url) return null;
	if (!title && draft.description) title = shorten(draft.description.split('\n')[0], FALLBACK_TITLE_CHARS);
	const fromTitle = splitTitle(title).company;
	const company = cap(draft.company || fromTitle || companyOfAuthor(draft.author), MAX_NAME_CHARS);
	const location = cap(draft.location, MAX_NAME_CHARS);
	const notes: FeedItemNote[] = [];
	if (!draft.url) notes.push('missing_link');
	if (!draft.publishedAt) notes.push('missing_date');
	if (!draft.description) notes.push('missing_description');
	return {
		guid: draft.guid ? cap(draft.guid, MAX_NAME_CHARS * 5) : null,
		title,
		company,
		location,
		workMode: workModeOf([location, ...draft.categories.slice(0, MAX_CATEGORIES).map((category) => cap(category, MAX_NAME_CHARS)), title]),
		url: draft.url,
		description: draft.description,
		publishedAt: draft.publishedAt,
		notes,
		author: cap(draft.author, MAX_NAME_CHARS),
		updatedAt: draft.updatedAt
	};
}

/** At most `max` characters, cut at a word when one ends near, with an ellipsis. */
function shorten(line: string, max: number): string {
	if (line.length <= max) return line;
	const cut = line.slice(0, max - 1);
	const space = cut.lastIndexOf(' ');
	return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The work mode the feed states in a place, a category or the title, the first that says one
 * (the place is the most specific); null when none does. On-site only when written ("Presencial").
 */
export function workModeOf(pieces: string[]): WorkMode | null {
	for (const piece of pieces) {
		if (!piece) continue;
		if (REMOTE_PLACE.test(piece.trim())) return 'remote';
		const mode = readWorkMode(piece);
		if (mode) return mode;
	}
	return null;
}

// The poster of a job is often "<Company> Talent", "<Company> Recruiting": the company is the name before it.
const RECRUITING_SUFFIX = /\s+(?:talent(?: acquisition| team)?|recruiting|recruitment|careers|hiring(?: team)?|hr|rh|jobs|vagas|carreiras|recrutamento)$/i;

/**
 * The name in an author field: "jobs@acme.example (Acme)", "Acme (jobs@acme.example)" and
 * "Acme <jobs@acme.example>" are all "Acme"; an e-mail alone is no name.
 */
export function authorName(raw: string): string {
	const text = cap(raw.replace(/\s+/g, ' ').trim(), MAX_NAME_CHARS);
	const bracketed = /^\S+@\S+\s*\(([^()]+)\)$/.exec(text);
	if (bracketed) return bracketed[1].trim();
	if (/^\S+@\S+$/.test(text)) return '';
	return text.replace(/<[^<>@\s]+@[^<>\s]+>/, '').replace(/\s*\([^()\s]+@[^()\s]+\)$/, '').trim();
}

/** An author's name as a company: "Pebblebrook Docs Talent" → "Pebblebrook Docs". */
export function companyOfAuthor(name: string): string {
	return cap(name, MAX_NAME_CHARS).replace(RECRUITING_SUFFIX, '').trim();
}

/*
 * Title splitting. Job feeds write "Role — Company", "Role @ Company", "Role at Company",
 * "Role | Company" or "Role - Company", sometimes with a place or mode after ("Role - Company -
 * São Paulo, SP"). The segments after the first are read from the right: places, modes, levels and
 * contracts are skipped, and the first that looks like a name is the company. With nothing that
 * looks like a name ("Desenvolvedor(a) PHP Pleno - Remoto") the title is the role, whole.
 */
const AT = /^(.+?)\s+(?:@|at)\s+(.+)$/u;
// Strongest first: an em or en dash is hardly ever inside a role; a hyphen often is ("Front-end - React").
const SEPARATORS = [/\s+[—–]\s+/g, /\s+\|\s+/g, /\s+·\s+/g, /\s+-\s+/g];
// Segments read from the right at most: a real title has a handful; a hostile one is not read whole.
const MAX_SEGMENTS_READ = 5;
const ANY_SEPARATOR = /\s+[—–|·-]\s+/;

/** The role and the company a job title names; company '' when the title names none. */
export function splitTitle(title: string): { role: string; company: string } {
	const text = title.replace(/\s+/g, ' ').trim();
	const at = AT.exec(text);
	if (at) {
		const company = at[2].split(ANY_SEPARATOR)[0].trim();
		if (looksLikeName(company, false)) return { role: at[1].trim(), company };
	}
	for (const separator of SEPARATORS) {
		const cuts = [...text.matchAll(separator)];
		if (cuts.length === 0) continue;
		const hyphen = separator === SEPARATORS[SEPARATORS.length - 1];
		for (let k = cuts.length - 1; k >= Math.max(0, cuts.length - MAX_SEGMENTS_READ); k--) {
			const start = cuts[k].index + cuts[k][0].length;
			const end = k + 1 < cuts.length ? cuts[k + 1].index : text.length;
			const company = text.slice(start, end).split(ANY_SEPARATOR)[0].trim();
			const role = text.slice(0, cuts[k].index).trim();
			if (role && looksLikeName(company, hyphen)) return { role, company };
		}
	}
	return { role: text, company: '' };
}

/**
 * Whether a segment of a title can be a company's name: capitalised, short, and not a place, a
 * work mode, a contract, pay or a level. After a bare hyphen also not a short acronym, which is
 * more often a technology than an employer ("Analista - SAP").
 */
function looksLikeName(segment: string, afterHyphen: boolean): boolean {
	const words = segment.split(/\s+/);
	if (!segment || segment.length > 80 || words.length > 8) return false;
	// "Acme", "3M", "iFood": a capital, a digit, or a lower-case brand with a capital inside ("(Remote)" is none).
	if (!/^(?:\p{Lu}|\p{N}|\p{Ll}\p{Lu})/u.test(segment)) return false;
	if (isMetaSegment(segment, 'pt') || isMetaSegment(segment, 'en')) return false;
	if (words.length <= 2 && seniorityOfTitle(segment) !== null) return false;
	if (afterHyphen && words.length === 1 && /^[\p{Lu}\p{N}]{1,4}$/u.test(segment)) return false;
	return true;
}

/** The text of the first child, in any namespace, with one of these (lower-case) names: job fields boards add. */
export function firstText(element: XmlElement, names: string[]): string {
	for (const name of names) {
		for (const child of childrenNamed(element, name)) {
			const text = inlineText(textOf(child), false);
			if (text) return text;
		}
	}
	return '';
}

/** The first of the candidates that reads as a date (a feed may write a broken `pubDate` and a good `dc:date`). */
export function firstDate(candidates: string[]): string | null {
	for (const candidate of candidates) {
		const date = parseFeedDate(candidate);
		if (date) return date;
	}
	return null;
}
