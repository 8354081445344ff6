import { findDateRange, findSingleDate, type DateRange } from './dates';
import { readPlace, splitTrailingPlace, type Lang } from './location';
import { isClientLabel, labelKind, readLabel } from './fields';
import { orgScore, roleScore } from './roles';
import { stripBullet, type Line } from './text';

/**
 * One entry of a dated section (a job, a degree): header lines (title, company, place, dates)
 * and body lines (bullets, description).
 */
export interface Entry {
	head: Line[];
	body: Line[];
	range: DateRange | null;
	/** The head line that held the range. */
	rangeLine: Line | null;
	/** Every original line of the entry, continuation lines included. */
	lines: Line[];
}

type Kind = 'blank' | 'body' | 'head';

/**
 * A line is body when it is a list item or reads as prose: long, or a sentence. Readers that
 * lose bullet glyphs leave bullets as plain lines; this keeps them out of entry headers.
 */
// "Inc.", "S.A." or "Ltda." at the end of a company name is no full stop.
const LEGAL_STOP = /\b(?:inc|ltd|ltda|llc|llp|plc|pvt|co|cia|corp|s\.a|s\/a|s\.l|s\.l\.u|c\.v|eireli|me|jr|sr)\.$/i;

export function isProse(text: string): boolean {
	const words = text.split(/\s+/).length;
	if (words > 16 || text.length > 130) return true;
	if (/^[a-zà-ú]/.test(text)) return true;
	// A sentence ends with a full stop.
	return words >= 7 && /[.;!]$/.test(text) && !LEGAL_STOP.test(text);
}

/** An employer's line: an organisation's words, or a name with its place ("Bhatt Family Clinic, Albany, NY"). */
const namesEmployer = (text: string, lang: Lang): boolean => orgScore(text) > 0 || (splitTrailingPlace(text, lang).place !== null && splitTrailingPlace(text, lang).rest.trim() !== '');

/** A short sentence: four words or more and a full stop ("Kept the supply room stocked."), no company's "Inc.". */
const shortSentence = (text: string): boolean => text.split(/\s+/).length >= 4 && /[.!]$/.test(text) && !LEGAL_STOP.test(text) && !/[|]/.test(text);

// "Atividades: …", "Responsibilities: …": the description of a job written as a form field.
// "Environment: Azure, Kubernetes, …", "Tecnologias: …": the tools of a job, never its title or employer.
const BODY_LABEL = /^(?:atividades|principais atividades|responsabilidades|atribui[cç][oõ]es|descri[cç][aã]o|responsibilities|duties|activities|description|achievements|conquistas|resultados|environment|env|tech(?:nology|nical)? stack|stack|technologies(?: used)?|tools(?: used)?|tech|key technologies|skills used|ambiente|tecnologias(?: utilizadas)?|ferramentas(?: utilizadas)?|domain|dom[ií]nio|project|projeto)\s*:|^(?:main activities and responsibilities|principais a(?:c)?tividades e responsabilidades)\s+\|\s/i;
// The same labels alone on a line, without the colon: "Principais atividades", "Key responsibilities".
const LABEL_LINE =
	/^(?:(?:principais|main|key)\s+)?(?:atividades(?: desenvolvidas| realizadas)?|responsabilidades|atribui[cç][oõ]es|responsibilities|duties|activities|achievements|accomplishments|conquistas|resultados|realiza[cç][oõ]es)$|^(?:main activities(?: and(?: responsibilities)?)?|principais a(?:c)?tividades(?: e(?: responsabilidades)?)?)$/i;

/** "Main activities and responsibilities", "Principais atividades": a label over a job's lines, none of them. */
export const isBodyLabelLine = (text: string): boolean => LABEL_LINE.test(text.trim());

/**
 * "TypeScript | React | GraphQL | Node.js": a row of tags under a job (the tools it used), set as
 * chips a gap apart. Three short cells or more, no dates, none a role or an organisation.
 */
function isTagRow(text: string, lang: Lang): boolean {
	const cells = text.split(/\s+\|\s+/);
	if (cells.length < 3 || findDateRange(text, lang)) return false;
	return cells.every((cell) => cell.split(/\s+/).length <= 3 && roleScore(cell) === 0 && orgScore(cell) === 0);
}

function kindOf(line: Line, lang: Lang, complete: (text: string) => boolean): Kind {
	const text = line.text.trim();
	if (!text) return 'blank';
	// "Atividades: …", and a sub-heading such as "Key projects:" that introduces bullets.
	// "Big Data ETL Engineer:" above its employer is a title written with a colon, not a sub-heading.
	const subheading = /:$/.test(text) && !findDateRange(text, lang) && !(text.split(/\s+/).length <= 6 && roleScore(text.slice(0, -1)) > 0 && !readLabel(text));
	if (BODY_LABEL.test(text) || LABEL_LINE.test(text) || subheading) return 'body';
	const { bullet, text: rest } = stripBullet(text);
	if (bullet) {
		// "• Promoted in 2019 – 2020 to team lead" is a bullet; "• 2019 – 2021" or "• Title — Company, 2019" heads an entry.
		const range = findDateRange(rest, lang);
		// "1. Maintenance Electrician – Brennan & Sons Contractors, Sacramento, CA": a numbered role and
		// employer with no dates is an entry too; an unnumbered item stays a bullet.
		if (!range) return /^\d{1,2}[.)]\s/.test(text) && complete(rest) && !isProse(rest) && !/[.!]$/.test(rest) ? 'head' : 'body';
		const without = (rest.slice(0, range.from) + ' ' + rest.slice(range.to)).trim();
		// "1. Nursing Supervisor, Summit Valley Health (Madison, WI), Dec 2021 – May 2025": numbered entries.
		const numbered = /^\d{1,2}[.)]\s/.test(text) && !isProse(without) && !/[.!]$/.test(without);
		return isDateLine(rest, lang) || numbered || (complete(without) && !isProse(without)) ? 'head' : 'body';
	}
	if (isTagRow(text, lang)) return 'body';
	// A long line with dates is still a header ("Title — Company — City, ST — 2019 – 2021"); a paragraph is not.
	if (isProse(text) && (text.split(/\s+/).length > 25 || !findDateRange(text))) return 'body';
	return 'head';
}

/**
 * Cut a section into entries. Layouts handled: "Title — Company\ndates\n• …", "dates\nTitle —
 * Company\n• …", "Company\nTitle\ndates", "Title | Company | dates", entries without bullets, and
 * blank lines between entries or not. `complete` says whether a head line alone is a whole entry
 * header (title and company, degree and school), so two such lines in a row are two entries.
 */
/**
 * "Summit Valley Health (Madison, WI) — Nursing Supervisor, Dec 2021 – May 2025. Kept the supply
 * room stocked and trained new staff.": a head and its description on one line. The sentence after
 * the dates is the entry's first body line.
 */
function withDescriptionApart(line: Line, lang: Lang): Line[] {
	const range = findDateRange(line.text, lang);
	if (!range) return [line];
	const after = /^\s*\)?\s*[.;]\s+(?=\p{Lu})/u.exec(line.text.slice(range.to));
	if (!after) return [line];
	const at = range.to + after[0].length;
	if (line.text.slice(at).trim().split(/\s+/).length < 5) return [line];
	const headEnd = line.text.slice(0, at).replace(/[\s.;]+$/, '').length;
	return [
		{ ...line, text: line.text.slice(0, headEnd), end: line.start + headEnd },
		{ ...line, text: line.text.slice(at), start: line.start + at }
	];
}

export function splitEntries(all: Line[], lang: Lang, complete: (text: string) => boolean): Entry[] {
	const lines = all.flatMap((line) => withDescriptionApart(line, lang));
	const entries: Entry[] = [];
	const kinds = lines.map((line) => kindOf(line, lang, complete));
	const ranges = lines.map((line, i) => {
		if (kinds[i] !== 'head') return null;
		const text = stripBullet(line.text).text;
		return findDateRange(text, lang) ?? findSingleDate(text, lang);
	});
	// A section written as a form: several of its lines are labelled fields.
	const formSection = lines.filter((line, i) => kinds[i] === 'head' && fieldOf(line.text) !== null).length >= 2;
	const firstAt = kinds.findIndex((kind) => kind !== 'blank');
	const datesFirst = firstAt >= 0 && isDateLine(lines[firstAt].text, lang);
	// With dated entries, a short line without dates after a finished header is a bullet that lost its glyph.
	const dated = ranges.filter(Boolean).length >= 2;
	// Held in an object so TypeScript does not narrow it across the helper below.
	const state: { current: Entry | null; closed: boolean } = { current: null, closed: false };
	const open = (): Entry => {
		const entry: Entry = { head: [], body: [], range: null, rangeLine: null, lines: [] };
		entries.push(entry);
		state.current = entry;
		state.closed = false;
		return entry;
	};
	// Whether dates follow within two lines, before a blank line or a bullet: the header of a new entry.
	const dateAhead = (i: number) => {
		for (let j = i + 1, seen = 0; j < lines.length && seen < 2; j++) {
			if (kinds[j] !== 'head') return false;
			if (ranges[j]) return true;
			seen++;
		}
		return false;
	};
	// "FISIOTERAPEUTA HOSPITALAR" / "Studio Tucano Movimento", a blank line, "FISIOTERAPEUTA CLÍNICA" /
	// "Centro Maré…": a head of two undated lines, one naming a role, ends at a blank line when another
	// undated head follows (not its dates, not its bullets), whatever words the next title uses.
	const undatedHeadEnds = (entry: Entry, at: number) => {
		if (entry.range || entry.body.length || entry.head.length !== 2 || !entry.head.some((head) => roleScore(stripBullet(head.text.trim()).text) > 0)) return false;
		const next = kinds.findIndex((kind, j) => j > at && kind !== 'blank');
		return next > 0 && kinds[next] === 'head' && !ranges[next] && !isDateLine(lines[next].text, lang) && !fieldOf(lines[next].text);
	};
	for (const [i, line] of lines.entries()) {
		const kind = kinds[i];
		if (kind === 'blank') {
			// A form's "Main activities and responsibilities", a blank line, then the activities: one entry still.
			const formLabelOnly = state.current?.head.some((head) => fieldOf(head.text) !== null) && state.current.body.every((body) => isBodyLabelLine(body.text));
			if (state.current && (state.current.body.length > 0 || state.current.range) && !formLabelOnly) state.closed = true;
			else if (state.current && undatedHeadEnds(state.current, i)) state.closed = true;
			continue;
		}
		const range = ranges[i];
		const current = state.current;
		// A form's fields ("Empresa:", "Período:", "Cargo:") belong to one entry until a field repeats.
		const field = kind === 'head' && formSection ? fieldOf(line.text) : null;
		// Europass names the employer after the activities: a form's missing employer or place, even below its body.
		const formAbove = current?.head.some((head) => fieldOf(head.text) !== null) ?? false;
		// Only an entry that is itself a form takes a field in: "Company: B" below a plain head opens B's entry.
		const fits = current && formAbove && (current.body.length === 0 || field === 'company' || field === 'place');
		if (field && current && fits && !current.head.some((head) => fieldOf(head.text) === field)) {
			current.head.push(line);
			current.lines.push(line);
			if (range && !current.range) {
				current.range = range;
				current.rangeLine = line;
			}
			continue;
		}
		// "Humana: August 2023 – Current" then, after a blank line, "Role: Sr. Data Engineer" and
		// "Location: Louisville, KY": the fields an entry of one line lacks, before its body starts.
		let own = kind === 'head' && !range ? fieldOf(line.text) : null;
		// The same with the title unlabelled: "Dignity Health: July 2023 - Current", a blank line, "Sr. Java Developer".
		if (!own && kind === 'head' && !range && roleScore(line.text) > 0 && !complete(line.text) && current?.head.length === 1 && current.rangeLine === current.head[0]) {
			const rest = current.range ? withoutDates(current.head[0].text, current.range) : '';
			if (rest && roleScore(rest) === 0) own = 'title';
		}
		const headHasIt = (head: Line) => (own === 'title' && complete(head.text)) || fieldOf(head.text) === own;
		if ((own === 'title' || own === 'place') && current && current.range && current.body.length === 0 && current.head.length <= 2 && !current.head.some(headHasIt)) {
			current.head.push(line);
			current.lines.push(line);
			state.closed = false;
			continue;
		}
		// "Title | Netflix 2022 – Present" then "Client: Netflix | Media Streaming": with the head already
		// whole, the client line describes the job rather than opening another one.
		const client = kind === 'head' ? readLabel(stripBullet(line.text.trim()).text) : null;
		if (client && isClientLabel(client.label) && current && !state.closed && current.body.length === 0 && current.range && current.head.some((head) => complete(head.text))) {
			addBody(current, line);
			continue;
		}
		const finished = current && current.range && (current.body.length > 0 || current.head.length >= 2 || current.head.some((head) => complete(head.text)));
		// A sentence under a finished head is its description, even with the next entry's dates close below.
		const sentence = !!current?.range && shortSentence(line.text.trim());
		// "Dec 2021 – May 2025" / "Nursing Supervisor" / "Summit Valley Health, Madison, WI": the third
		// line of a head before any body, when it names an organisation or ends with a place.
		const headGoesOn = !!current && current.body.length === 0 && current.head.length < 3 && !current.head.some((head) => complete(head.text)) && !sentence && namesEmployer(line.text.trim(), lang);
		const glyphless = kind === 'head' && !range && !complete(line.text) && !state.closed && ((dated && finished && (datesFirst || !dateAhead(i)) && !headGoesOn) || sentence);
		if (kind === 'body' || glyphless) {
			addBody(state.current ?? open(), line);
			continue;
		}
		let entry: Entry | null = current;
		if (!entry || state.closed || entry.body.length > 0) entry = open();
		else if (range && entry.range) entry = open();
		else if (!range && entry.range && !datesFirst && !completesHead(entry, line, lang, complete)) entry = open();
		else if (!range && !entry.range && entry.head.some((head) => complete(head.text)) && complete(line.text)) entry = open();
		else if (!range && !entry.range && entry.body.length === 0 && holdsRoleAndName(entry.head, lang) && readsAsRole(line.text, lang)) entry = open();
		entry.head.push(line);
		entry.lines.push(line);
		if (range && !entry.range) {
			entry.range = range;
			entry.rangeLine = line;
		}
	}
	return withDatesCarriedDown(mergeOrphans(entries), lang);
}

/**
 * An entry that is only its dates ("De 09/2005 a 04/2006 (8 meses)"), cut from its fields by a
 * page break or a blank line, is the first line of the undated entry below it.
 */
function withDatesCarriedDown(entries: Entry[], lang: Lang): Entry[] {
	const out: Entry[] = [];
	for (let i = 0; i < entries.length; i++) {
		const entry = entries[i];
		const next = entries[i + 1];
		const onlyDates = entry.head.length === 1 && entry.body.length === 0 && entry.range && isDateLine(entry.head[0].text, lang);
		if (onlyDates && next && !next.range && next.head.length > 0) {
			next.head.unshift(...entry.head);
			next.lines.unshift(...entry.lines);
			next.range = entry.range;
			next.rangeLine = entry.rangeLine;
			continue;
		}
		out.push(entry);
	}
	return out;
}

// "Natal, RN" is a place, whatever "RN" means elsewhere.
/**
 * "SUPERVISOR ADMINISTRATIVO JURÍDICO | 2017 — 2021" above "Sabiá Alimentos S.A.": a dated head of
 * one line that names only a title (or only an employer) takes the line under it when the two
 * together make a whole head, before any of the entry's body.
 */
function completesHead(entry: Entry, line: Line, lang: Lang, complete: (text: string) => boolean): boolean {
	if (entry.body.length > 0 || entry.head.length !== 1 || !entry.range || entry.rangeLine !== entry.head[0]) return false;
	const own = withoutDates(stripBullet(entry.head[0].text).text, entry.range);
	const below = stripBullet(line.text.trim()).text;
	// One names the role, the other does not: a title and its employer, not two titles. A state
	// after a town is a place ("Natal, RN"), whatever the letters mean elsewhere.
	const role = (text: string) => roleScore(text.replace(/,\s*[A-Z]{2}\.?$/, '')) > 0;
	const oneRole = role(own) !== role(below);
	// A row cut after a comma ("Gerente, Magalhães Transportes Ltda.," above "Florianópolis, SC") goes on
	// with its place, which the entry reads on its own; so does a line that is only a place.
	if (/,$/.test(own) || readPlace(below, lang)) return false;
	return !!own && oneRole && !complete(own) && complete(`${own} — ${below}`);
}

const readsAsRole = (text: string, lang: Lang) => {
	const own = stripBullet(text.trim()).text;
	return roleScore(own) > 0 && orgScore(own) === 0 && !readPlace(own, lang);
};

/**
 * An undated head of two lines, a role and a name that is no role ("Prep Cook" / "Fairbanks’s
 * Bistro, Raleigh, NC"), is whole: a role on the next line starts the next entry even without a
 * bullet or a blank line between them.
 */
function holdsRoleAndName(head: Line[], lang: Lang): boolean {
	if (head.length !== 2) return false;
	const [first, second] = head.map((line) => stripBullet(line.text.trim()).text);
	const named = (text: string) => roleScore(text) === 0 && /^\p{Lu}/u.test(text) && text.split(/\s+/).length <= 8;
	return (readsAsRole(first, lang) && named(second)) || (named(first) && readsAsRole(second, lang));
}

/** A head line without its dates: "Dignity Health: July 2023 - Current" → "Dignity Health". */
function withoutDates(text: string, range: DateRange): string {
	return (text.slice(0, range.from) + ' ' + text.slice(range.to)).replace(/\([^()]*(?:\([^()]*\))?[^()]*\)/g, ' ').replace(/[\s|:,–—-]+$/, '').trim();
}

/** The field a labelled line fills ("Cargo: Enfermeira" → title), or null. */
function fieldOf(text: string): ReturnType<typeof labelKind> | null {
	const label = readLabel(stripBullet(text.trim()).text);
	return label ? labelKind(label.label) : null;
}

function addBody(entry: Entry, line: Line): void {
	entry.lines.push(line);
	// A line starting in lower case continues the bullet above (a reader split a long line).
	const text = line.text.trim();
	const last = entry.body[entry.body.length - 1];
	if (last && /^[a-zà-ú(]/.test(text) && !stripBullet(text).bullet && !/[.;!?]$/.test(last.text)) {
		entry.body[entry.body.length - 1] = { ...last, text: `${last.text} ${text}`, end: line.end };
	} else entry.body.push(line);
}

/** A line that is only dates (with perhaps a place): "2021 – Present", "Jan 2020 – Present | Remote". */
export function isDateLine(text: string, lang: Lang): boolean {
	const range = findDateRange(text, lang);
	if (!range) return false;
	const rest = (text.slice(0, range.from) + text.slice(range.to)).replace(/[\s|,·•–—-]+/g, ' ').trim();
	return rest.length <= 25;
}

// Body lines before any header (a reader put a bullet first) belong to the next entry; an entry
// that is only a head with neither dates nor body is usually the company line of the next one.
function mergeOrphans(entries: Entry[]): Entry[] {
	const out: Entry[] = [];
	let carryBody: Line[] = [];
	for (const entry of entries) {
		if (entry.head.length === 0) {
			if (out.length) {
				out[out.length - 1].body.push(...entry.body);
				out[out.length - 1].lines.push(...entry.lines);
			} else carryBody.push(...entry.body);
			continue;
		}
		entry.body.unshift(...carryBody);
		entry.lines.unshift(...carryBody);
		carryBody = [];
		out.push(entry);
	}
	if (carryBody.length && out.length) {
		out[out.length - 1].body.push(...carryBody);
		out[out.length - 1].lines.push(...carryBody);
	}
	return out;
}
