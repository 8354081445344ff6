import { withoutRange } from './dates';
import { isDateLine, splitEntries, type Entry } from './entries';
import { formatPlace, isWorkMode, readPlace, splitTrailingPlace, type Lang } from './location';
import { isInternship, orgScore, roleScore } from './roles';
import type { Section } from './sections';
import { stripBullet, tidy, type Line } from './text';

export interface ExperienceFound {
	title: string;
	company: string;
	location: string | null;
	start: string | null;
	end: string | null;
	current: boolean;
	bullets: string[];
	internship: boolean;
	/** Lines of the entry: head lines are not skill evidence of their own, body lines are. */
	head: Line[];
	body: Line[];
}

// Between title and company: dashes with spaces, bars, bullets, "at", "@", pt "na"/"no"/"em".
const STRONG = /\s+[—–]\s+|\s+-\s+|\s*\|\s*|\s+[•·]\s+|\s+@\s+/;
const AT = /\s+(?:at|@)\s+/i;
const PT_AT = /\s+(?:na|no|em)\s+(?=\p{Lu})/u;

const LABEL =
	/^(empresa|empregador|company|employer|organi[sz]ation|organiza[cç][aã]o|institui[cç][aã]o|local|location|localiza[cç][aã]o|cidade|city|cargo|fun[cç][aã]o|position|job title|title|role|per[ií]odo|dates?|data|dura[cç][aã]o)\s*:\s*(.*)$/i;

function labelKind(label: string): 'title' | 'company' | 'dates' | 'place' {
	const key = label.toLowerCase();
	if (/^(?:cargo|fun|position|job title|title|role)/.test(key)) return 'title';
	if (/^(?:per|date|data|dura)/.test(key)) return 'dates';
	if (/^(?:local|cidade|city)/.test(key)) return 'place';
	return 'company';
}

/** "Title — Company" and its kin: a line that names both a role and where it was held. */
export function isCompleteHead(text: string): boolean {
	const parts = text
		.replace(/\(.*?\)/g, '')
		.split(STRONG)
		.map((part) => part.trim())
		.filter(Boolean);
	return parts.length >= 2 || AT.test(text);
}

/** Jobs in the experience sections, in document order. */
export function readExperiences(sections: Section[], lang: Lang): ExperienceFound[] {
	const found: ExperienceFound[] = [];
	for (const section of sections) {
		const entries = splitEntries(section.lines, lang, isCompleteHead);
		let previous: ExperienceFound | null = null;
		for (const entry of entries) {
			const job = readEntry(entry, lang, section.academic);
			if (!job) continue;
			// "Company\nRole A\ndates\n…\nRole B\ndates": a head with a title only continues the company above.
			if (!job.company && previous?.company && previous.head.length >= 2) job.company = previous.company;
			found.push(job);
			previous = job;
		}
	}
	return found;
}

function readEntry(entry: Entry, lang: Lang, academicSection: boolean): ExperienceFound | null {
	const pieces: string[] = [];
	let location: string | null = null;
	// One line with both title and company: only then may a comma separate them.
	const alone = entry.head.filter((line) => line !== entry.rangeLine || !isDateLine(line.text, lang)).length === 1;
	let labelledTitle: string | null = null;
	let labelledCompany: string | null = null;
	for (const line of entry.head) {
		let text = stripBullet(line.text).text;
		if (line === entry.rangeLine && entry.range) text = withoutRange(text, entry.range);
		// Forms written as "Empresa: …", "Cargo: …", "Período: …" say which is which.
		const label = LABEL.exec(text);
		if (label) {
			const value = tidy(label[2]);
			const kind = labelKind(label[1]);
			if (kind === 'dates' || !value) continue;
			if (kind === 'place') {
				const where = readPlace(value, lang);
				location ??= where ? formatPlace(where, lang) : value;
				continue;
			}
			const place = splitTrailingPlace(value, lang);
			if (place.place) location ??= formatPlace(place.place, lang);
			if (kind === 'title') labelledTitle ??= tidy(place.rest);
			else labelledCompany ??= tidy(place.rest);
			continue;
		}
		// The place goes first: "Curitiba – PR" holds the same dash that separates title and company.
		const whole = readPlace(tidy(text), lang);
		if (whole) {
			location ??= formatPlace(whole, lang);
			continue;
		}
		const trailingPlace = splitTrailingPlace(tidy(text), lang);
		if (trailingPlace.place) {
			location ??= formatPlace(trailingPlace.place, lang);
			text = trailingPlace.rest;
		}
		for (const raw of splitHead(text, alone)) {
			const piece = tidy(raw);
			if (!piece) continue;
			const place = readPlace(piece, lang);
			if (place) {
				location ??= formatPlace(place, lang);
				continue;
			}
			if (isWorkMode(piece)) {
				location ??= piece;
				continue;
			}
			const trailing = splitTrailingPlace(piece, lang);
			if (trailing.place) {
				location ??= formatPlace(trailing.place, lang);
				pieces.push(tidy(trailing.rest));
			} else pieces.push(piece);
		}
	}
	if (pieces.length === 0 && entry.body.length === 0 && !labelledTitle && !labelledCompany) return null;
	const assigned = assign(pieces);
	const title = labelledTitle ?? (labelledCompany && !assigned.title ? assigned.company : assigned.title);
	const company = labelledCompany ?? (labelledTitle && !assigned.company ? assigned.title : assigned.company);
	const range = entry.range;
	return {
		title,
		company,
		location,
		start: range?.start ?? null,
		end: range?.current ? null : (range?.end ?? null),
		current: range?.current ?? false,
		bullets: entry.body.map((line) => stripBullet(line.text.trim()).text).filter(Boolean),
		internship: academicSection || isInternship(title),
		head: entry.head,
		body: entry.lines.filter((line) => !entry.head.includes(line))
	};
}

/** Split a head line at the separators between title, company and place. */
function splitHead(text: string, alone: boolean): string[] {
	const parts = text.split(STRONG).filter((part) => part.trim());
	const out: string[] = [];
	for (const part of parts) {
		// "Title at Company" / "Analista na Empresa": only when the left side reads as a role.
		const at = AT.exec(part) ?? PT_AT.exec(part);
		if (at && roleScore(part.slice(0, at.index)) > 0) {
			out.push(part.slice(0, at.index), part.slice(at.index + at[0].length));
			continue;
		}
		// "Staff Accountant, Hawthorne & Pike" — a comma after a role, when what follows is not a role too.
		const comma = part.indexOf(', ');
		if (alone && parts.length === 1 && comma > 0) {
			const left = part.slice(0, comma);
			const right = part.slice(comma + 2);
			if (roleScore(left) > 0 && roleScore(right) === 0 && !/^(?:and|e|&)\b/i.test(right)) {
				out.push(left, right);
				continue;
			}
		}
		out.push(part);
	}
	return out;
}

/** Which piece is the title and which the company: role words against organisation words, then order. */
function assign(pieces: string[]): { title: string; company: string } {
	if (pieces.length === 0) return { title: '', company: '' };
	if (pieces.length === 1) {
		const only = pieces[0];
		return orgScore(only) > roleScore(only) ? { title: '', company: only } : { title: only, company: '' };
	}
	const scored = pieces.map((piece, index) => ({ piece, index, role: roleScore(piece) - orgScore(piece) }));
	const titleAt = scored.reduce((best, next) => (next.role > best.role ? next : best), scored[0]).index;
	const rest = pieces.filter((_, index) => index !== titleAt);
	// The company is the first other piece; a third piece (a department, a client) stays out.
	const company = rest.reduce((best, next) => (orgScore(next) > orgScore(best) ? next : best), rest[0]);
	return { title: pieces[titleAt], company };
}
