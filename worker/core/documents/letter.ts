import type { HeadingLanguage, ResumeDocument } from './model';
import { CONTACT_SEPARATOR, LANGUAGE_TAG } from './words';

/*
 * A cover letter as a document (issue 17): the person's name and contact as the header, the date,
 * then the letter's own paragraphs as the person saved them — written by the same lazy PDF and DOCX
 * renderers as the resume (one untitled section of paragraphs), and as Markdown here.
 */

export type LetterInput = {
	name: string | null;
	/** Email, phone, place and links, as the profile holds them. */
	contact: (string | null | undefined)[];
	text: string;
	language: HeadingLanguage;
	/** When it is downloaded: the date written under the header. */
	date: Date;
};

/** The word after the name in the file's title ("Samuel Reyes — Cover letter"). */
export const LETTER_WORD: Record<HeadingLanguage, string> = { en: 'Cover letter', 'pt-BR': 'Carta de apresentação' };

/** "November 25, 2026" / "25 de novembro de 2026", the day as UTC so the same instant writes the same date everywhere. */
export function letterDate(date: Date, language: HeadingLanguage): string {
	return new Intl.DateTimeFormat(LANGUAGE_TAG[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The letter's lines: paragraphs split at blank lines, a single line break kept as its own line (the sign-off). */
export function letterLines(text: string): string[] {
	return text
		.replace(/\r\n?/g, '\n')
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean);
}

export function composeLetter(input: LetterInput): ResumeDocument {
	const name = input.name?.trim() ?? '';
	return {
		name,
		headline: null,
		contact: input.contact.filter((item): item is string => !!item?.trim()).map((item) => item.trim()),
		// No heading: an `other` section with an empty heading is paragraphs alone (words.ts outlineDocument).
		sections: [{ kind: 'other', heading: '', lines: [letterDate(input.date, input.language), ...letterLines(input.text)] }],
		language: input.language,
		title: name ? `${name} — ${LETTER_WORD[input.language]}` : LETTER_WORD[input.language]
	};
}

/** The letter as Markdown: the name as `#`, the contact line, the date, then the paragraphs as written. */
export function renderLetterMarkdown(doc: ResumeDocument): string {
	const [section] = doc.sections;
	const lines = section?.kind === 'other' ? section.lines : [];
	const head = [`# ${doc.name.trim() || doc.title || LETTER_WORD[doc.language]}`, ...(doc.contact.length ? [doc.contact.join(CONTACT_SEPARATOR)] : [])];
	// A line that would read as Markdown structure keeps its text.
	const safe = (line: string) => line.replace(/^(#{1,6}\s|>|[-+*]\s|\d+[.)]\s)/, '\\$1');
	return `${[head.join('\n'), ...lines.map(safe)].join('\n\n')}\n`;
}
