import type { DatedEntry, DocumentSection, EducationEntry, ExperienceEntry, HeadingLanguage, ProjectEntry, ResumeDocument } from './model';

/**
 * The only words a renderer adds to the person's own (issue 16): section headings and dates in
 * the document's heading language, and the separators every format writes alike. Shared by the
 * DOCX, PDF and Markdown renderers so the three files say the same thing in the same order.
 */

export type SectionKind = DocumentSection['kind'];

export const SECTION_HEADINGS: Record<HeadingLanguage, Record<Exclude<SectionKind, 'other'>, string>> = {
	en: {
		summary: 'Summary',
		experience: 'Experience',
		education: 'Education',
		skills: 'Skills',
		certifications: 'Certifications',
		languages: 'Languages',
		projects: 'Projects'
	},
	'pt-BR': {
		summary: 'Resumo',
		experience: 'Experiência',
		education: 'Formação',
		skills: 'Habilidades',
		certifications: 'Certificações',
		languages: 'Idiomas',
		projects: 'Projetos'
	}
};

/** What stands for the end date of a job still held. */
export const PRESENT: Record<HeadingLanguage, string> = { en: 'Present', 'pt-BR': 'atual' };

/** The word after the name in the file's title ("Samuel Reyes — Resume"). */
export const RESUME_WORD: Record<HeadingLanguage, string> = { en: 'Resume', 'pt-BR': 'Currículo' };

/** BCP 47 tags for the file's language metadata (PDF /Lang, DOCX w:lang). */
export const LANGUAGE_TAG: Record<HeadingLanguage, string> = { en: 'en-US', 'pt-BR': 'pt-BR' };

// Month words Rumo's own date reader knows in both languages (engine/resume-parse/dates.ts), so an
// exported file reads back with the same months.
const MONTHS: Record<HeadingLanguage, string[]> = {
	en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
	'pt-BR': ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']
};

export const RANGE_SEPARATOR = ' – ';
/** Between a title and its employer, a degree and its school, a project and its description. */
export const PART_SEPARATOR = ' — ';
export const CONTACT_SEPARATOR = ' | ';
export const ITEM_SEPARATOR = ', ';

export function sectionHeading(section: DocumentSection, language: HeadingLanguage): string {
	return section.kind === 'other' ? section.heading : SECTION_HEADINGS[language][section.kind];
}

/** `2023-03` → "Mar 2023" / "mar/2023"; `2018` → "2018"; anything else is written as given. */
export function formatMonth(value: string | null, language: HeadingLanguage): string {
	if (!value) return '';
	const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value.trim());
	if (!match) return value.trim();
	const [, year, month] = match;
	if (!month) return year;
	const name = MONTHS[language][Number(month) - 1];
	if (!name) return year;
	return language === 'en' ? `${name} ${year}` : `${name}/${year}`;
}

/** "Jan 2020 – Present", "2018 – 2023", "2017" (an end alone), "" (no dates). */
export function formatDates(entry: DatedEntry, language: HeadingLanguage): string {
	const start = formatMonth(entry.start, language);
	const end = entry.current ? PRESENT[language] : formatMonth(entry.end, language);
	if (start && end && start !== end) return `${start}${RANGE_SEPARATOR}${end}`;
	return start || end;
}

export function documentTitle(doc: ResumeDocument): string {
	if (doc.title?.trim()) return doc.title.trim();
	return doc.name.trim() ? `${doc.name.trim()}${PART_SEPARATOR}${RESUME_WORD[doc.language]}` : RESUME_WORD[doc.language];
}

/** A piece of a line; `bold` marks the role or degree that leads an entry's title line. */
export type Run = { text: string; bold?: boolean };

/**
 * The document as the blocks every layout writes, in reading order. An `entry` is a title line
 * with its dates on the right (kept with the line after it); `items` is an inline list (skills,
 * contact details) that wraps between items, never inside one.
 */
export type OutlineBlock =
	| { kind: 'name'; text: string }
	| { kind: 'headline'; text: string }
	| { kind: 'contact'; items: string[] }
	| { kind: 'heading'; text: string; section: SectionKind }
	| { kind: 'entry'; runs: Run[]; dates: string }
	| { kind: 'bullet'; text: string }
	| { kind: 'paragraph'; runs: Run[] }
	| { kind: 'items'; items: string[] };

// Control and invisible characters: invalid in a DOCX's XML, glyph-less in a PDF, noise to a reader.
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF\uFFFE\uFFFF]/g;
// Unpaired surrogates cannot be written as UTF-8 (or XML) at all.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The person's text as every format can write it: NFC (so "e" + U+0301 is "é", which the standard
 * PDF fonts have), no invisible characters, one space between words.
 */
export function cleanText(text: string | null | undefined): string {
	return (text ?? '').normalize('NFC').replace(LONE_SURROGATE, '\uFFFD').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

const clean = cleanText;
const present = (items: string[]) => items.map(clean).filter(Boolean);

/** Role first, in bold, then employer and place: "Senior Engineer — Acme, Denver, CO" (how the parser reads a head line). */
function experienceRuns(entry: ExperienceEntry): Run[] {
	const title = clean(entry.title);
	const where = present([entry.company, entry.location ?? '']).join(', ');
	if (!title) return where ? [{ text: where, bold: true }] : [];
	return where ? [{ text: title, bold: true }, { text: `${PART_SEPARATOR}${where}` }] : [{ text: title, bold: true }];
}

function educationRuns(entry: EducationEntry): Run[] {
	const [first, second] = present([entry.degree, entry.institution]);
	if (!first) return [];
	return second ? [{ text: first, bold: true }, { text: `${PART_SEPARATOR}${second}` }] : [{ text: first, bold: true }];
}

function projectRuns(project: ProjectEntry): Run[] {
	const name = clean(project.name);
	const url = clean(project.url);
	let description = clean(project.description);
	if (url && !description.includes(url)) description = description ? `${description} (${url})` : url;
	if (!name) return description ? [{ text: description }] : [];
	return description ? [{ text: name, bold: true }, { text: `${PART_SEPARATOR}${description}` }] : [{ text: name, bold: true }];
}

/**
 * A skill that can stand in a comma-separated line ("Python", "Tailwind CSS"). A list written as
 * lines ("SQL (Snowflake, SQL Server)", "Frontend: HTML, CSS") keeps a line per item: joined by
 * commas, its items would run into each other and read back as other skills.
 */
export function isPlainItem(item: string): boolean {
	return item.length <= 40 && !/[,;:|]/.test(item);
}

// A line of an `other` section that starts with a list glyph is a list item as written.
const LIST_GLYPH = /^(?:[•▪●◦◆◇■□▫‣⁃∙○►▸▶➢➤✓✔❖*·]|[-–—](?=\s))\s*/u;

function sectionBlocks(section: DocumentSection, language: HeadingLanguage): OutlineBlock[] {
	switch (section.kind) {
		case 'summary':
			return clean(section.text) ? [{ kind: 'paragraph', runs: [{ text: clean(section.text) }] }] : [];
		case 'experience':
			return section.entries.flatMap((entry) => entryBlocks(experienceRuns(entry), formatDates(entry, language), entry.bullets));
		case 'education':
			return section.entries.flatMap((entry) => entryBlocks(educationRuns(entry), formatDates(entry, language), []));
		case 'skills': {
			const items = present(section.items);
			if (!items.length) return [];
			return items.every(isPlainItem) ? [{ kind: 'items', items }] : items.map((text): OutlineBlock => ({ kind: 'bullet', text: text.replace(LIST_GLYPH, '') || text }));
		}
		case 'certifications':
		case 'languages':
			return present(section.items).map((text) => ({ kind: 'bullet', text }));
		case 'projects':
			return section.entries.map(projectRuns).filter((runs) => runs.length > 0).map((runs) => ({ kind: 'paragraph', runs }));
		case 'other':
			return present(section.lines).map((line): OutlineBlock => {
				const glyph = LIST_GLYPH.exec(line);
				return glyph && line.length > glyph[0].length ? { kind: 'bullet', text: line.slice(glyph[0].length) } : { kind: 'paragraph', runs: [{ text: line }] };
			});
	}
}

function entryBlocks(runs: Run[], dates: string, bullets: string[]): OutlineBlock[] {
	const items = present(bullets).map((text): OutlineBlock => ({ kind: 'bullet', text: text.replace(LIST_GLYPH, '') || text }));
	if (!runs.length && !dates) return items;
	return [{ kind: 'entry', runs, dates: clean(dates) }, ...items];
}

/** The blocks of a document; a section with nothing in it has no heading either. */
export function outlineDocument(doc: ResumeDocument): OutlineBlock[] {
	const blocks: OutlineBlock[] = [];
	if (clean(doc.name)) blocks.push({ kind: 'name', text: clean(doc.name) });
	if (clean(doc.headline)) blocks.push({ kind: 'headline', text: clean(doc.headline) });
	if (present(doc.contact).length) blocks.push({ kind: 'contact', items: present(doc.contact) });
	for (const section of doc.sections) {
		const content = sectionBlocks(section, doc.language);
		const heading = clean(sectionHeading(section, doc.language));
		if (!content.length) continue;
		if (heading) blocks.push({ kind: 'heading', text: heading, section: section.kind });
		blocks.push(...content);
	}
	return blocks;
}
