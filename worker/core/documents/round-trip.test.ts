import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_RESUMES } from '../engine/readers/testdata/files';
import { renderDocx } from './docx';
import type { HeadingLanguage, Paper, Variant } from './model';
import { renderPdf } from './pdf';
import { documentFromParsed, experienceKeys, longDocument, parseFixture, readBack, skillShare } from './round-trip.test-helpers';

/**
 * Issue 16's bar: a PDF and a DOCX that Rumo exports, read back by Rumo's own extraction (the
 * resume route's readDocument, then parseResume), give the same name, email, phone, every
 * experience (title, company, start) and at least 0.97 of the skills. Every fixture resume, in its
 * own heading language and in the other one, on both paper sizes and both variants.
 */

const MIN_SKILL_SHARE = 0.97;
const RENDER = { pdf: renderPdf, docx: renderDocx } as const;
type Format = keyof typeof RENDER;

type Case = { language: HeadingLanguage; paper: Paper; variant: Variant };
const ownLanguage = (name: string): HeadingLanguage => (name.includes('_pt_') ? 'pt-BR' : 'en');
const otherLanguage = (language: HeadingLanguage): HeadingLanguage => (language === 'en' ? 'pt-BR' : 'en');
// Each resume in its own language on its usual paper, then in the other language on the other paper.
const cases = (name: string): Case[] => {
	const own = ownLanguage(name);
	return [
		{ language: own, paper: own === 'en' ? 'letter' : 'a4', variant: 'classic' },
		{ language: otherLanguage(own), paper: own === 'en' ? 'a4' : 'letter', variant: 'compact' }
	];
};

const figures: Record<string, string | number>[] = [];
afterAll(() => {
	console.log('Round trip: share of the source\'s skills read back, per fixture, format and case');
	console.table(figures);
});

describe.each(FIXTURE_RESUMES)('fixture %s', (name) => {
	const source = parseFixture(name);

	it('was read with a name, an email, a phone, experiences and skills (so the round trip proves something)', () => {
		expect(source.profile.basics.name).toBeTruthy();
		expect(source.profile.basics.email).toBeTruthy();
		expect(source.profile.basics.phone).toBeTruthy();
		expect(source.profile.experiences.length).toBeGreaterThan(0);
		expect(source.profile.skills.length).toBeGreaterThan(5);
	});

	describe.each(['pdf', 'docx'] as const)('as %s', (format: Format) => {
		it.each(cases(name))('reads back as the same person ($language headings, $paper, $variant)', async ({ language, paper, variant }) => {
			const bytes = await RENDER[format](documentFromParsed(source, language), { paper, variant });
			const { parsed } = await readBack(bytes, `${name}.${format}`);
			const share = skillShare(source, parsed);
			figures.push({ fixture: name, format, language, paper, variant, skills: `${Math.round(share * source.profile.skills.length)}/${source.profile.skills.length}`, share: share.toFixed(3) });

			expect(parsed.profile.basics.name).toBe(source.profile.basics.name);
			expect(parsed.profile.basics.email).toBe(source.profile.basics.email);
			expect(parsed.profile.basics.phone).toBe(source.profile.basics.phone);
			expect(experienceKeys(parsed)).toEqual(experienceKeys(source));
			expect(share).toBeGreaterThanOrEqual(MIN_SKILL_SHARE);
		});
	});
});

describe('a skills list written as lines (as the resume gave it, not as skill names)', () => {
	it.each(['pdf', 'docx'] as const)('reads back with every skill from a %s', async (format: Format) => {
		const source = parseFixture('d_en_data_aisha_karimi');
		const items = ['SQL (Snowflake, SQL Server)', 'Python: pandas, scikit-learn', 'dbt', 'Tableau', 'Excel (advanced)', 'Statistics & forecasting', 'Data visualization'];
		const base = documentFromParsed(source, 'en');
		const doc = { ...base, sections: base.sections.map((section) => (section.kind === 'skills' ? { kind: 'skills' as const, items } : section)) };
		const { parsed } = await readBack(await RENDER[format](doc, { paper: 'letter', variant: 'classic' }), `aisha.${format}`);
		expect(skillShare(source, parsed)).toBe(1);
	});
});

describe('a resume of two pages and more', () => {
	it.each(['pdf', 'docx'] as const)('reads back whole from a %s', async (format: Format) => {
		const doc = longDocument(12);
		const bytes = await RENDER[format](doc, { paper: 'a4', variant: 'classic' });
		const { parsed, pages } = await readBack(bytes, `long.${format}`);
		if (format === 'pdf') expect(pages).toBeGreaterThanOrEqual(2);
		expect(parsed.profile.basics.name).toBe(doc.name);
		const experience = doc.sections.find((section) => section.kind === 'experience');
		expect(parsed.profile.experiences.map((job) => `${job.title} | ${job.company} | ${job.start}`)).toEqual(
			experience?.kind === 'experience' ? experience.entries.map((job) => `${job.title} | ${job.company} | ${job.start}`) : []
		);
	});
});

describe('a name in another script', () => {
	it.each([
		['pdf', 'Иван Петров'],
		['pdf', 'Γιώργος Παπαδόπουλος'],
		['pdf', 'Łukasz Wróbel'],
		['docx', 'Иван Петров'],
		['docx', '王小明']
	] as const)('renders as %s and reads back: %s', async (format: Format, person) => {
		const source = parseFixture('d_en_backend_samuel_reyes');
		const doc = { ...documentFromParsed(source, 'en'), name: person };
		const bytes = await RENDER[format](doc, { paper: 'a4', variant: 'classic' });
		const { text, parsed } = await readBack(bytes, `other-script.${format}`);
		expect(text.split('\n')[0]).toBe(person);
		expect(parsed.profile.basics.email).toBe(source.profile.basics.email);
		expect(experienceKeys(parsed)).toEqual(experienceKeys(source));
	});
});
