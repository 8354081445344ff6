import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from './model';
import { cleanText, documentTitle, formatDates, formatMonth, outlineDocument, sectionHeading } from './words';

const doc = (sections: ResumeDocument['sections'], language: ResumeDocument['language'] = 'en'): ResumeDocument => ({
	name: 'Ana Lima',
	headline: null,
	contact: ['ana@example.com'],
	sections,
	language
});

describe('words', () => {
	it('names each section in the heading language, and an "other" section by its own heading', () => {
		const kinds = ['summary', 'experience', 'education', 'skills', 'certifications', 'languages', 'projects'] as const;
		const heading = (kind: (typeof kinds)[number], language: 'en' | 'pt-BR') => sectionHeading({ kind, items: [], entries: [], text: '' } as never, language);
		expect(kinds.map((kind) => heading(kind, 'en'))).toEqual(['Summary', 'Experience', 'Education', 'Skills', 'Certifications', 'Languages', 'Projects']);
		expect(kinds.map((kind) => heading(kind, 'pt-BR'))).toEqual(['Resumo', 'Experiência', 'Formação', 'Habilidades', 'Certificações', 'Idiomas', 'Projetos']);
		expect(sectionHeading({ kind: 'other', heading: 'Voluntariado', lines: [] }, 'en')).toBe('Voluntariado');
	});

	it('writes months and ranges as each language does, with "Present" / "atual" for a job still held', () => {
		expect(formatMonth('2023-03', 'en')).toBe('Mar 2023');
		expect(formatMonth('2023-03', 'pt-BR')).toBe('mar/2023');
		expect(formatMonth('2018', 'pt-BR')).toBe('2018');
		expect(formatDates({ start: '2020-01', end: null, current: true }, 'en')).toBe('Jan 2020 – Present');
		expect(formatDates({ start: '2022-05', end: null, current: true }, 'pt-BR')).toBe('mai/2022 – atual');
		expect(formatDates({ start: '2018', end: '2023', current: false }, 'en')).toBe('2018 – 2023');
		expect(formatDates({ start: null, end: '2017', current: false }, 'en')).toBe('2017');
		expect(formatDates({ start: null, end: null, current: false }, 'pt-BR')).toBe('');
	});

	it('titles the file with the name and the word for resume', () => {
		expect(documentTitle(doc([], 'pt-BR'))).toBe('Ana Lima — Currículo');
		expect(documentTitle({ ...doc([]), name: '' })).toBe('Resume');
	});

	it('cleans text every format can write: NFC, no control or invisible characters, single spaces', () => {
		expect(cleanText('Jose\u0301\u0000  Ma\u200Bria\n\tLima\u0007')).toBe('José Maria Lima');
		expect(cleanText('\uD800broken')).toBe('\uFFFDbroken');
	});
});

describe('outlineDocument', () => {
	it('leads an entry with the role in bold, then employer and place, dates apart; bullets follow', () => {
		const blocks = outlineDocument(
			doc([{ kind: 'experience', entries: [{ title: 'Analyst', company: 'Acme', location: 'Recife, PE', start: '2021-02', end: null, current: true, bullets: ['• Built reports.'] }] }])
		);
		expect(blocks.slice(3)).toEqual([
			{ kind: 'entry', runs: [{ text: 'Analyst', bold: true }, { text: ' — Acme, Recife, PE' }], dates: 'Feb 2021 – Present' },
			{ kind: 'bullet', text: 'Built reports.' }
		]);
	});

	it('writes plain skills on one comma-separated line, and a list written as lines one item per line', () => {
		expect(outlineDocument(doc([{ kind: 'skills', items: ['Python', 'Tailwind CSS'] }])).at(-1)).toEqual({ kind: 'items', items: ['Python', 'Tailwind CSS'] });
		expect(outlineDocument(doc([{ kind: 'skills', items: ['SQL (Snowflake, SQL Server)', 'Frontend: HTML, CSS'] }])).slice(-2)).toEqual([
			{ kind: 'bullet', text: 'SQL (Snowflake, SQL Server)' },
			{ kind: 'bullet', text: 'Frontend: HTML, CSS' }
		]);
	});

	it('leaves out a section with nothing in it, heading and all', () => {
		const blocks = outlineDocument(doc([{ kind: 'summary', text: '  ' }, { kind: 'skills', items: [] }, { kind: 'languages', items: ['English'] }]));
		expect(blocks.map((block) => block.kind)).toEqual(['name', 'contact', 'heading', 'bullet']);
	});

	it('keeps the lines of an "other" section as written, a line with a list glyph as a list item', () => {
		const blocks = outlineDocument(doc([{ kind: 'other', heading: 'Awards', lines: ['▪ Best paper, 2021', 'Volunteer at the food bank'] }]));
		expect(blocks.slice(2)).toEqual([
			{ kind: 'heading', text: 'Awards', section: 'other' },
			{ kind: 'bullet', text: 'Best paper, 2021' },
			{ kind: 'paragraph', runs: [{ text: 'Volunteer at the food bank' }] }
		]);
	});
});
