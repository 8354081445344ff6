import { findDateRange } from '../engine/resume-parse/dates';
import { isAllCaps, simplify, stripBullet } from '../engine/resume-parse/text';
import type { ResumeExtraction } from '../resume';
import type { Suggestion } from '../tailor';
import { applyAccepted } from './apply-tailoring';
import type { DocumentSection, EducationEntry, ExperienceEntry, HeadingLanguage, ProjectEntry, ResumeDocument } from './model';
import { covers, mentionsAll, readSource, unitOf, wordsOf, type Lang, type SourceLine, type Unit } from './source';
import { writtenJobPlace, writtenLink, writtenPhone, writtenPlace } from './written';

export type ComposeOptions = {
	/** Section headings and dates; the resume's own words stay in their language. */
	language: HeadingLanguage;
	/** A tailoring of this resume: only its accepted suggestions are applied. */
	suggestions?: readonly Suggestion[];
	/**
	 * What the person confirmed in the review, entry by entry (confirmed.ts): applied to the
	 * document after the resume's own lines were placed by what was read.
	 */
	corrections?: Corrections;
};

/** Per experience and education entry of the parsed resume (same order): the confirmed fields, or null. */
export type Corrections = {
	experiences: (Pick<ExperienceEntry, 'title' | 'company' | 'start' | 'end' | 'current'> | null)[];
	education: (Pick<EducationEntry, 'degree' | 'institution' | 'start' | 'end'> | null)[];
};

/** The heading of lines kept from a resume that gave them none (read back by the parser as such). */
const ADDITIONAL: Record<HeadingLanguage, string> = { en: 'Additional information', 'pt-BR': 'Informações adicionais' };

/** The language a resume's headings default to: Portuguese → pt-BR, anything else → en. */
export const headingLanguageOf = (language: ResumeExtraction['language']): HeadingLanguage => (language === 'pt' ? 'pt-BR' : 'en');

// "Derek Hollis, CPA", "Ana Lima, RN, BSN": the letters after a name are part of how it is written.
const POST_NOMINALS = /^[\s,]*(?:\p{Lu}[\p{L}.]{0,7}[\s,]*){1,4}$/u;

// Labels of contact items ("Tel:", "E-mail:", "LinkedIn:"): the item is what the document shows.
const CONTACT_LABELS = 'tel telefone phone fone celular cel mobile whatsapp email e mail mail linkedin github gitlab site website web portfolio portfólio url endereço address';

/** Lines of the resume the document does not hold yet, and where they sit among the entries. */
type Placed = { line: SourceLine; entry: { kind: 'experience' | 'education' | 'project'; at: number } | null };

/**
 * A stored resume as the document an export writes: the parsed profile in the resume's own words
 * (titles, employers, dates and numbers exactly as read), its list sections line by line as
 * written, and every line the parser did not structure kept where it stood: a line under a job
 * becomes one of its bullets, a line of the header a contact line, a section the parser has no
 * field for (awards, volunteering) a section of its own. Then the accepted suggestions of a
 * tailoring, and nothing else. Pure.
 */
export function composeResume(resume: Pick<ResumeExtraction, 'profile' | 'text' | 'language'>, options: ComposeOptions): ResumeDocument {
	const lang: Lang = resume.language === 'pt' ? 'pt' : 'en';
	const { basics, experiences, education, projects } = resume.profile;
	const person = simplify(basics.name ?? '');
	const source = readSource(resume.text, lang);
	const contactLines = [...source.header, ...source.lines.filter((line) => line.kind === 'contact').map((line) => line.text)];
	const nameLine = source.header.find((line) => person && simplify(line).startsWith(person) && !isAllCaps(line) && POST_NOMINALS.test(line.slice((basics.name ?? '').length)));
	// A page header repeating the name ("Samuel Reyes — Backend Engineer") is no item of a list;
	// a line that starts with the name and says more ("Samuel Reyes, 34 anos") is content.
	const identity = unitOf([basics.name, nameLine, basics.headline]);
	const isRunningHeader = (line: string) => !!person && simplify(line).startsWith(person) && covers(identity, line, lang);
	for (const list of [source.skills, source.languages, source.certifications]) list.splice(0, list.length, ...list.filter((item) => !isRunningHeader(item)));
	const phone = writtenPhone(contactLines, basics.phone) ?? basics.phone;
	const place = writtenPlace(contactLines, basics.location) ?? basics.location;
	const links = basics.links.map((link) => writtenLink(resume.text, link));

	const heads = (texts: (string | null)[][]) => findHeads(source.lines, texts);
	const jobHeads = heads(experiences.map((x) => [x.title, x.company]));
	const jobs: ExperienceEntry[] = experiences.map((x, i) => ({
		title: x.title,
		company: x.company,
		location: writtenJobPlace(linesFrom(source.lines, jobHeads[i], 3), x.company, x.location, lang) ?? x.location,
		start: x.start,
		end: x.end,
		current: x.current,
		bullets: [...x.bullets]
	}));
	const schoolHeads = heads(education.map((e) => [e.degree, e.institution]));
	const schools: EducationEntry[] = education.map((e, i) => ({
		degree: e.degree,
		institution: e.institution,
		start: e.start,
		end: e.end,
		// "2022 – Present" under a degree: the parser keeps the start; the document keeps "Present" too.
		current: !e.end && !!e.start && linesFrom(source.lines, schoolHeads[i], 3).some((line) => findDateRange(line, lang)?.current === true)
	}));
	const projectHeads = heads(projects.map((p) => [p.name]));
	const works: ProjectEntry[] = projects.map((p) => ({ name: p.name, description: p.description, url: p.url }));

	const units: Unit[] = [
		// What the document shows, never a parsed form it does not ("Denver, CO, USA" written "Denver, CO").
		unitOf([basics.name, nameLine, basics.headline, basics.email, phone, place, ...links, CONTACT_LABELS], [], phone),
		unitOf([basics.summary]),
		...jobs.map((x) => unitOf([x.title, x.company, x.location, ...x.bullets], [x.start, x.end])),
		...schools.map((e) => unitOf([e.degree, e.institution], [e.start, e.end])),
		...works.map((p) => unitOf([p.name, p.description, p.url])),
		unitOf([...source.skills, ...source.languages, ...source.certifications])
	];
	const anchors = [
		...jobHeads.map((index, at) => ({ index, entry: { kind: 'experience' as const, at } })),
		...schoolHeads.map((index, at) => ({ index, entry: { kind: 'education' as const, at } })),
		...projectHeads.map((index, at) => ({ index, entry: { kind: 'project' as const, at } }))
	].filter((anchor) => anchor.index >= 0);
	const blockOf = new Map(source.lines.map((line) => [line.index, line.block]));
	const left: Placed[] = source.lines
		.filter((line) => !units.some((unit) => covers(unit, line.text, lang)))
		.map((line) => {
			// The entry above the line in the same section (a line under a job belongs to that job).
			const above = anchors.filter((a) => a.index <= line.index && blockOf.get(a.index) === line.block).sort((a, b) => b.index - a.index)[0];
			return { line, entry: above?.entry ?? null };
		});

	let summary = basics.summary?.trim() ?? '';
	const contactExtra: string[] = [];
	const others = new Map<string, string[]>();
	const other = (heading: string, text: string) => others.set(heading, [...(others.get(heading) ?? []), text]);
	const inserts = new Map<number, SourceLine[]>();
	for (const { line, entry } of left) {
		const text = stripBullet(line.text).text;
		if (entry?.kind === 'experience') inserts.set(entry.at, [...(inserts.get(entry.at) ?? []), line]);
		else if (entry?.kind === 'project') works[entry.at].description = [works[entry.at].description, text].filter(Boolean).join(' ');
		else if (entry?.kind === 'education') other(ADDITIONAL[options.language], text);
		else if (line.kind === 'summary' || (line.kind === 'header' && wordsOf(text).length >= 12)) summary = [summary, text].filter(Boolean).join(' ');
		else if (line.kind === 'header' || line.kind === 'contact') contactExtra.push(text);
		else if (line.kind === 'other' && line.heading) other(ownHeading(line.heading), text);
		else other(ADDITIONAL[options.language], text);
	}
	jobs.forEach((job, at) => {
		const extra = inserts.get(at);
		if (extra) job.bullets = mergeInOrder(job.bullets, bulletLines(source.lines, jobHeads[at], job.bullets), extra);
	});

	// Confirmed words last: the lines of the resume were matched to its entries by what was read.
	jobs.forEach((job, at) => Object.assign(job, options.corrections?.experiences[at] ?? {}));
	schools.forEach((school, at) => Object.assign(school, options.corrections?.education[at] ?? {}));

	const sections: DocumentSection[] = [];
	if (summary) sections.push({ kind: 'summary', text: summary });
	if (jobs.length) sections.push({ kind: 'experience', entries: jobs });
	if (schools.length) sections.push({ kind: 'education', entries: schools });
	if (source.skills.length) sections.push({ kind: 'skills', items: source.skills });
	if (works.length) sections.push({ kind: 'projects', entries: works });
	if (source.certifications.length) sections.push({ kind: 'certifications', items: source.certifications });
	if (source.languages.length) sections.push({ kind: 'languages', items: source.languages });
	for (const [heading, lines] of others) sections.push({ kind: 'other', heading, lines });

	const document: ResumeDocument = {
		name: nameLine ?? basics.name ?? '',
		headline: basics.headline,
		contact: [basics.email, phone, place, ...links, ...contactExtra].filter((item): item is string => !!item),
		sections,
		language: options.language,
		basics: { email: basics.email, phone: basics.phone, location: basics.location, links: [...basics.links] }
	};
	return applyAccepted(document, options.suggestions ?? []);
}

/** "VOLUNTEER WORK" → "Volunteer work": kept headings read like the standard ones. */
function ownHeading(heading: string): string {
	const clean = heading.trim();
	return isAllCaps(clean) ? clean.charAt(0) + clean.slice(1).toLowerCase() : clean;
}

/**
 * Where each entry starts: the first line after the previous entry's that names all its words
 * (a job's title and employer), else its first words alone; -1 when no line does.
 */
function findHeads(lines: readonly SourceLine[], entries: (string | null)[][]): number[] {
	let from = -1;
	return entries.map((texts) => {
		const after = lines.filter((line) => line.index > from);
		const head = after.find((line) => texts.every((text) => mentionsAll(line.text, text))) ?? after.find((line) => mentionsAll(line.text, texts[0]));
		if (head) from = head.index;
		return head?.index ?? -1;
	});
}

/** The lines from a head on (`count` of them), to find what the head's entry writes near it. */
function linesFrom(lines: readonly SourceLine[], head: number, count: number): string[] {
	if (head < 0) return [];
	return lines.filter((line) => line.index >= head).slice(0, count).map((line) => line.text);
}

/** The line each bullet was read from (after the head), for putting kept lines among them. */
function bulletLines(lines: readonly SourceLine[], head: number, bullets: readonly string[]): number[] {
	let from = head;
	return bullets.map((bullet) => {
		const found = lines.find((line) => line.index > from && simplify(stripBullet(line.text).text) === simplify(bullet));
		if (found) from = found.index;
		return from;
	});
}

/** Bullets and kept lines in the order the resume has them. */
function mergeInOrder(bullets: readonly string[], at: readonly number[], extra: readonly SourceLine[]): string[] {
	const all = [...bullets.map((text, i) => ({ index: at[i], text, order: 0 })), ...extra.map((line) => ({ index: line.index, text: stripBullet(line.text).text, order: 1 }))];
	return all.sort((a, b) => a.index - b.index || a.order - b.order).map((item) => item.text);
}
