import { describe, expect, it } from 'vitest';
import type { ProfileBasics, ProfileItem } from '../profile';
import { simplify } from '../engine/resume-parse/text';
import { composeProfile, profileLanguage } from './compose-profile';
import { toJsonResume } from './json-resume';
import { renderMarkdown } from './markdown';
import { SECTION_HEADINGS } from './words';

const BASICS: ProfileBasics = { name: 'Ana Lima', headline: 'Data Analyst', email: 'ana@example.com', phone: null, location: 'Recife, PE', summary: null, links: ['https://github.com/analima'] };

let n = 0;
const item = (fields: Partial<ProfileItem> & Pick<ProfileItem, 'type' | 'title'>): ProfileItem => ({
	id: `i${++n}`,
	detail: '',
	organization: null,
	start: null,
	end: null,
	skills: [],
	evidence: [],
	origin: 'manual',
	createdAt: '2026-01-01T00:00:00.000Z',
	updatedAt: '2026-01-01T00:00:00.000Z',
	version: 1,
	...fields
});

const ITEMS: ProfileItem[] = [
	item({ type: 'experience', title: 'Data Analyst', organization: 'Frevo Bank', start: '2022-04', detail: '• Built churn dashboards in Power BI\nCut report time by 40%' }),
	item({ type: 'experience', title: 'Intern', organization: 'Maracatu Labs', start: '2021-01', end: '2021-12' }),
	item({ type: 'education', title: 'B.Sc. in Statistics', organization: 'Federal University of Pernambuco', start: '2017', end: '2021' }),
	item({ type: 'skill', title: 'SQL' }),
	item({ type: 'skill', title: 'Power BI' }),
	item({ type: 'certification', title: 'PL-300 Power BI Data Analyst', organization: 'Microsoft', end: '2023' }),
	item({ type: 'language', title: 'English', detail: 'advanced' }),
	item({ type: 'project', title: 'Open budget explorer', detail: 'A dashboard of the city budget.', evidence: [{ text: 'x', source: 'manual', public: true, url: 'https://budget.example' }] }),
	item({ type: 'achievement', title: 'Best analytics project 2023', detail: 'Won the bank award for the churn project.' }),
	item({ type: 'link', title: 'https://analima.example', evidence: [{ text: 'https://analima.example', source: 'manual', public: true, url: 'https://analima.example' }] })
];

const words = (text: string) => simplify(text).split(' ').filter(Boolean);
/** Every string value inside a value, keys aside. */
const values = (value: unknown): string[] =>
	typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(values) : value && typeof value === 'object' ? Object.values(value).flatMap(values) : [];

describe('composeProfile', () => {
	const doc = composeProfile(BASICS, ITEMS, 'en');

	it('invents nothing: every word of the file is the profile own, a heading or a date', () => {
		const own = new Set(values({ BASICS, ITEMS }).flatMap(words));
		const added = new Set([...Object.values(SECTION_HEADINGS.en), 'Achievements', 'Present', 'Apr', 'Jan', 'Dec'].flatMap(words));
		const invented = words(renderMarkdown(doc)).filter((word) => !own.has(word) && !added.has(word));
		expect(invented).toEqual([]);
		const { $schema: _schema, ...json } = toJsonResume(doc);
		// JSON Resume splits a degree into its study type and area, and a place into city and region: still the profile's words.
		expect(values(json).flatMap(words).filter((word) => !own.has(word) && !added.has(word))).toEqual([]);
	});

	it('lays out the confirmed items by kind, an open job as current, and leaves empty fields out', () => {
		expect(doc.contact).toEqual(['ana@example.com', 'Recife, PE', 'https://github.com/analima', 'https://analima.example']);
		expect(doc.sections.map((s) => s.kind)).toEqual(['experience', 'education', 'skills', 'projects', 'certifications', 'languages', 'other']);
		const [open, closed] = doc.sections[0].kind === 'experience' ? doc.sections[0].entries : [];
		expect(open).toEqual({ title: 'Data Analyst', company: 'Frevo Bank', location: null, start: '2022-04', end: null, current: true, bullets: ['Built churn dashboards in Power BI', 'Cut report time by 40%'] });
		expect(closed.current).toBe(false);
		expect(doc.sections).toContainEqual({ kind: 'certifications', items: ['PL-300 Power BI Data Analyst — Microsoft (2023)'] });
		expect(doc.sections).toContainEqual({ kind: 'other', heading: 'Achievements', lines: ['Won the bank award for the churn project.'] });
	});

	it('heads a Portuguese profile in Portuguese', () => {
		const pt = [item({ type: 'experience', title: 'Enfermeira assistencial', organization: 'Hospital das Clínicas', detail: 'Assistência a pacientes críticos da unidade de terapia intensiva, com foco em segurança do paciente.' })];
		expect(profileLanguage({ ...BASICS, headline: 'Enfermeira de UTI' }, pt)).toBe('pt-BR');
		expect(profileLanguage(BASICS, ITEMS)).toBe('en');
	});

	it('prints where a job was, and keeps interests and references out of the achievements', () => {
		const doc = composeProfile(BASICS, [
			item({ type: 'experience', title: 'CEO', organization: 'Pied Piper', start: '2013-12', facts: { location: 'Palo Alto, CA' } }),
			item({ type: 'achievement', title: 'Pioneer Award', facts: { kind: 'award' } }),
			item({ type: 'achievement', title: 'Wildlife', facts: { kind: 'interest', keywords: ['Ferrets'] } }),
			item({ type: 'achievement', title: 'Erlich Bachman', detail: 'A valuable addition.', facts: { kind: 'reference' } })
		], 'en');
		expect(doc.sections[0]).toMatchObject({ kind: 'experience', entries: [{ location: 'Palo Alto, CA' }] });
		expect(doc.sections).toContainEqual({ kind: 'other', heading: 'Achievements', lines: ['Pioneer Award'] });
	});
});
