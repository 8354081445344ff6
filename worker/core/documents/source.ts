import { findDateRange, findDates, withoutRange } from '../engine/resume-parse/dates';
import { mentionsLanguage } from '../engine/resume-parse/languages';
import { splitSections, type SectionKind } from '../engine/resume-parse/sections';
import { normaliseText, simplify, splitLines, stripBullet } from '../engine/resume-parse/text';
import { untitledSections } from '../engine/resume-parse/untitled';

/**
 * A resume's text read the way its parser reads it (resume/parse): lines by section, so the
 * composer can tell which lines the parsed profile holds and which it left out. Pure.
 */

export type Lang = 'en' | 'pt';

/** One content line: where it sits, and under which heading (`header`: before the first heading). */
export type SourceLine = { index: number; text: string; kind: SectionKind | 'header'; heading: string; block: number };

export type Source = {
	/** Every content line that is no list item, in order: checked against the parsed profile. */
	lines: SourceLine[];
	/** List sections, each line as written (bullet glyphs aside). */
	skills: string[];
	languages: string[];
	certifications: string[];
	/** Header lines, for the name as written ("Derek Hollis, CPA") and places as written. */
	header: string[];
};

// Sections where a resume without an experience heading may hide its jobs (as the parser reads them).
const HOLDS_STRAY_JOBS = new Set<SectionKind>(['skills', 'languages']);

/** Reads the text into lines by section. */
export function readSource(text: string, lang: Lang): Source {
	const { header, sections } = splitSections(splitLines(normaliseText(text)));
	const noExperience = !sections.some((section) => section.kind === 'experience');
	const source: Source = { lines: [], skills: [], languages: [], certifications: [], header: header.map((line) => line.text.trim()) };
	const add = (list: string[], raw: string) => {
		const item = stripBullet(raw.trim()).text;
		if (item) list.push(item);
	};
	const keep = (text: string, index: number, kind: SourceLine['kind'], heading: string, block: number) => {
		if (stripBullet(text.trim()).text) source.lines.push({ index, text: text.trim(), kind, heading, block });
	};
	for (const line of header) keep(line.text, line.index, 'header', '', -1);
	sections.forEach((section, block) => {
		let lines = section.lines;
		if (noExperience && HOLDS_STRAY_JOBS.has(section.kind)) {
			// A job under a skills heading is a job, read as the parser reads it, not a skill.
			const rest = new Set(untitledSections(section.lines, lang).rest.map((line) => line.index));
			for (const line of lines) if (!rest.has(line.index)) keep(line.text, line.index, 'experience', section.heading, block);
			lines = lines.filter((line) => rest.has(line.index));
		}
		for (const line of lines) {
			if (section.kind === 'skills') add(source.skills, line.text);
			// "LANGUAGES: Python, Java" is a developer's skills list under another name.
			else if (section.kind === 'languages') add(mentionsLanguage(line.text) ? source.languages : source.skills, line.text);
			else if (section.kind === 'certifications') add(source.certifications, line.text);
			else keep(line.text, line.index, section.kind, section.heading, block);
		}
	});
	source.lines.sort((a, b) => a.index - b.index);
	return source;
}

/** What one part of the document says, as words: a line is in it when all its words are. */
export type Unit = { words: Set<string>; years: Set<string>; digits: string };

export const wordsOf = (text: string): string[] => simplify(text).split(' ').filter(Boolean);

/** `dates`: YYYY-MM / YYYY values the part shows (a job's start and end). */
export function unitOf(texts: readonly (string | null | undefined)[], dates: readonly (string | null)[] = [], phone: string | null = null): Unit {
	const words = new Set(texts.flatMap((text) => (text ? wordsOf(text) : [])));
	const years = new Set<string>();
	for (const date of dates) {
		if (!date) continue;
		const [year, month] = date.split('-');
		years.add(year);
		// "03/2019" is read as the words "03" and "2019": a month written either way is shown.
		if (month) words.add(month).add(String(Number(month)));
	}
	return { words, years, digits: phone?.replace(/\D/g, '') ?? '' };
}

/**
 * Whether a line of the resume is in a part of the document: its dates are the part's, and every
 * other word is one of the part's words; the digits of a phone written another way ("(51) 9
 * 0000-0604") count when they are the phone's.
 */
export function covers(unit: Unit, line: string, lang: Lang): boolean {
	let rest = stripBullet(line).text;
	const range = findDateRange(rest, lang);
	if (range) {
		for (const date of [range.start, range.end]) if (date && !unit.years.has(date.slice(0, 4))) return false;
		rest = withoutRange(rest, range);
	}
	for (const date of findDates(rest, lang).reverse()) {
		if (!unit.years.has(date.value.slice(0, 4))) return false;
		rest = `${rest.slice(0, date.from)} ${rest.slice(date.to)}`;
	}
	const words = wordsOf(rest).filter((word) => !unit.words.has(word));
	if (words.every((word) => PRESENT.has(word))) return true;
	const numbers = words.filter((word) => /^\d+$/.test(word));
	if (numbers.length !== words.length) return false;
	return unit.digits.length > 0 && unit.digits.includes(numbers.join(''));
}

// What a range writes instead of an end date, once the range itself is cut out ("– Present").
const PRESENT = new Set(['present', 'presente', 'atual', 'atualmente', 'current', 'currently', 'now', 'hoje', 'today', 'actualidad', 'ongoing']);

/** Whether `phrase`'s words all appear in `line` (a job's title and employer in its head line). */
export function mentionsAll(line: string, phrase: string | null | undefined): boolean {
	if (!phrase) return true;
	const words = new Set(wordsOf(line));
	return wordsOf(phrase).every((word) => words.has(word));
}
