import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../engine/resume-parse';
import { composeResume } from './compose';
import type { ProfileBasics, ProfileItem } from '../profile';
import { describedAs, JSON_RESUME_SCHEMA, JsonResume, profileToJsonResume, toJsonResume } from './json-resume';
import { schemaErrors } from './json-resume-schema.test-helpers';

const fixture = (name: string) => {
	const text = readFileSync(`tests/fixtures/resumes/${name}.txt`, 'utf8');
	const resume = { ...parseResume(text, { asOf: '2026-11' }), text };
	return composeResume(resume, { language: resume.language === 'pt' ? 'pt-BR' : 'en' });
};

describe('toJsonResume', () => {
	it.each(['d_en_backend_samuel_reyes', 'd_en_junior_frontend_nina_okonkwo', 'd_pt_ux_beatriz_souza', 'd_en_accountant_derek_hollis'])('writes %s as a valid JSON Resume v1 document', (name) => {
		const json = toJsonResume(fixture(name));
		expect(JsonResume.safeParse(json).error).toBeUndefined();
		expect(schemaErrors(json)).toEqual([]);
		expect(json.$schema).toBe(JSON_RESUME_SCHEMA);
	});

	it('puts each part of the resume in its field', () => {
		const json = toJsonResume(fixture('d_en_backend_samuel_reyes'));
		expect(json.basics).toEqual({
			name: 'Samuel Reyes',
			label: 'Backend Engineer (Node.js / TypeScript)',
			email: 'samuel.reyes@example.com',
			phone: '+1 720-555-0134',
			summary: expect.stringMatching(/^Backend engineer with 8 years/),
			location: { city: 'Denver', region: 'CO', countryCode: 'US' },
			profiles: [{ network: 'GitHub', username: 'sreyes-dev', url: 'https://github.example.com/sreyes-dev' }]
		});
		expect(json.work?.[0]).toEqual({
			name: 'Tallgrass Ticketing',
			position: 'Senior Backend Engineer',
			location: 'Denver, CO',
			startDate: '2020-01',
			highlights: expect.arrayContaining(['Added Redis distributed locks and RabbitMQ queues to remove double-booking under load.'])
		});
		expect(json.work?.[1]).toMatchObject({ startDate: '2018-06', endDate: '2019-12' });
		expect(json.education).toEqual([{ institution: 'Front Range Polytechnic', studyType: 'B.S.', area: 'Software Engineering', startDate: '2014', endDate: '2018' }]);
		expect(json.skills?.map((s) => s.name)).toEqual(['Node.js', 'TypeScript', 'JavaScript', 'Express', 'NestJS', 'REST', 'GraphQL', 'PostgreSQL', 'Redis', 'RabbitMQ', 'Docker', 'AWS', 'Jest', 'GitHub Actions']);
		expect(json.certificates).toEqual([{ name: 'AWS Certified Developer – Associate', date: '2023' }]);
		expect(json.languages).toEqual([
			{ language: 'English', fluency: 'native' },
			{ language: 'Spanish', fluency: 'conversational' }
		]);
	});

	it('keeps a labelled skills line as one skill with its keywords, and projects with their addresses', () => {
		const json = toJsonResume(fixture('d_en_junior_frontend_nina_okonkwo'));
		expect(json.skills?.[1]).toEqual({ name: 'Backend basics', keywords: ['Node.js', 'Express'] });
		expect(json.projects?.[0]).toEqual({ name: 'Recipe Box', description: 'React + Tailwind CSS app with local storage and responsive design; deployed from GitHub.' });
		expect(json.basics?.url).toBe('https://ninaokonkwo.test');
	});

	it('writes a certificate line’s issuer and its month apart: "Cloud — Google (2025-01)"', () => {
		const doc = fixture('d_en_backend_samuel_reyes');
		doc.sections = [{ kind: 'certifications', items: ['Professional Cloud Architect — Google (2025-01)'] }];
		expect(toJsonResume(doc).certificates).toEqual([{ name: 'Professional Cloud Architect', issuer: 'Google', date: '2025-01' }]);
	});

	it('writes a Portuguese resume in its own words, and keeps lines the schema has no field for', () => {
		const doc = fixture('d_pt_ux_beatriz_souza');
		doc.sections.push({ kind: 'other', heading: 'Prêmios', lines: ['Prêmio Inovação 2023'] });
		const json = toJsonResume(doc);
		expect(json.languages?.[0]).toEqual({ language: 'Português', fluency: 'nativo' });
		expect(json.basics?.location).toEqual({ city: 'Porto Alegre', region: 'RS', countryCode: 'BR' });
		expect(json['x-rumo-sections']).toEqual([{ heading: 'Prêmios', lines: ['Prêmio Inovação 2023'] }]);
	});
});

describe('profileToJsonResume', () => {
	let n = 0;
	const item = (fields: Partial<ProfileItem> & Pick<ProfileItem, 'type' | 'title'>): ProfileItem => ({
		id: `i${++n}`,
		detail: '',
		organization: null,
		start: null,
		end: null,
		skills: [],
		evidence: [],
		origin: 'imported',
		createdAt: '2026-01-01T00:00:00.000Z',
		updatedAt: '2026-01-01T00:00:00.000Z',
		version: 1,
		...fields
	});
	const BASICS: ProfileBasics = { name: 'Ana Lima', headline: null, email: null, phone: null, location: null, summary: null, links: [] };
	const write = (items: ProfileItem[], basics: Partial<ProfileBasics> = {}) => profileToJsonResume({ ...BASICS, ...basics }, items, 'en');

	it('writes a certificate’s issuer and date in their own fields', () => {
		const json = write([item({ type: 'certification', title: 'Professional Cloud Architect', organization: 'Google', end: '2025-01' })]);
		expect(json.certificates).toEqual([{ name: 'Professional Cloud Architect', issuer: 'Google', date: '2025-01' }]);
		expect(schemaErrors(json)).toEqual([]);
	});

	it('writes the day a file gave while the date is still in its month; an edited date wins', () => {
		const json = write([
			item({ type: 'experience', title: 'CEO', organization: 'Pied Piper', start: '2013-12', end: '2014-12', facts: { startDay: '2013-12-01', endDay: '2014-12-01', location: 'Palo Alto, CA', url: 'http://piedpiper.example.com' } }),
			item({ type: 'experience', title: 'Analyst', organization: 'Hooli', start: '2012-03', facts: { startDay: '2011-06-01' } })
		]);
		expect(json.work).toEqual([
			{ name: 'Pied Piper', position: 'CEO', location: 'Palo Alto, CA', url: 'http://piedpiper.example.com', startDate: '2013-12-01', endDate: '2014-12-01' },
			{ name: 'Hooli', position: 'Analyst', startDate: '2012-03' }
		]);
	});

	it('tells a summary from its highlights, and keeps lines typed by hand as highlights', () => {
		expect(describedAs('Compression.\n• Won Disrupt\n• Built the engine', 'highlights')).toEqual({ summary: 'Compression.', highlights: ['Won Disrupt', 'Built the engine'] });
		expect(describedAs('Led the team\nShipped the app', 'highlights')).toEqual({ highlights: ['Led the team', 'Shipped the app'] });
		expect(describedAs('• Built dashboards\nCut report time', 'highlights')).toEqual({ highlights: ['Built dashboards', 'Cut report time'] });
		expect(describedAs('A mapping engine\nthat misguides you', 'summary')).toEqual({ summary: 'A mapping engine\nthat misguides you' });
	});

	it('writes a degree’s parts while its title still says them, and reads an edited title again', () => {
		const facts = { studyType: 'Bachelor', area: 'Information Technology', score: '4.0', courses: ['DB1101 - Basic SQL'] };
		const [kept, edited] = write([
			item({ type: 'education', title: 'Bachelor, Information Technology', organization: 'University of Oklahoma', facts }),
			item({ type: 'education', title: 'B.S. in Computer Science', organization: 'Stanford', facts })
		]).education!;
		expect(kept).toEqual({ institution: 'University of Oklahoma', studyType: 'Bachelor', area: 'Information Technology', score: '4.0', courses: ['DB1101 - Basic SQL'] });
		expect(edited).toMatchObject({ studyType: 'B.S.', area: 'Computer Science' });
	});

	it('groups skills by the group a file listed them under, with its level', () => {
		const json = write([
			item({ type: 'skill', title: 'CSS', facts: { group: 'Web Development', level: 'Master' } }),
			item({ type: 'skill', title: 'Python', facts: { level: 'Advanced' } }),
			item({ type: 'skill', title: 'HTML', facts: { group: 'Web Development', level: 'Master' } }),
			item({ type: 'skill', title: 'SQL' })
		]);
		expect(json.skills).toEqual([{ name: 'Web Development', level: 'Master', keywords: ['CSS', 'HTML'] }, { name: 'Python', level: 'Advanced' }, { name: 'SQL' }]);
	});

	it('writes volunteering, awards, publications, interests and references in their sections, other achievements apart', () => {
		const json = write([
			item({ type: 'experience', title: 'Teacher', organization: 'CoderDojo', start: '2012-01', facts: { kind: 'volunteer' } }),
			item({ type: 'achievement', title: 'Pioneer Award', organization: 'Techcrunch', end: '2014-11', detail: 'No spoon.', facts: { kind: 'award', endDay: '2014-11-01' } }),
			item({ type: 'achievement', title: 'Video compression', organization: 'Hooli', end: '2014-10', facts: { kind: 'publication', url: 'http://pub.example.com/x' } }),
			item({ type: 'achievement', title: 'Wildlife', facts: { kind: 'interest', keywords: ['Ferrets'] } }),
			item({ type: 'achievement', title: 'Erlich Bachman', detail: 'A valuable addition.', facts: { kind: 'reference' } }),
			item({ type: 'achievement', title: 'Cut costs by 20%' })
		]);
		expect(json.work).toBeUndefined();
		expect(json.volunteer).toEqual([{ organization: 'CoderDojo', position: 'Teacher', startDate: '2012-01' }]);
		expect(json.awards).toEqual([{ title: 'Pioneer Award', awarder: 'Techcrunch', date: '2014-11-01', summary: 'No spoon.' }]);
		expect(json.publications).toEqual([{ name: 'Video compression', publisher: 'Hooli', releaseDate: '2014-10', url: 'http://pub.example.com/x' }]);
		expect(json.interests).toEqual([{ name: 'Wildlife', keywords: ['Ferrets'] }]);
		expect(json.references).toEqual([{ name: 'Erlich Bachman', reference: 'A valuable addition.' }]);
		expect(json['x-rumo-sections']).toEqual([{ heading: 'Achievements', lines: ['Cut costs by 20%'] }]);
		expect(schemaErrors(json)).toEqual([]);
	});

	it('writes profiles on any network with their user names, the person’s own site as the url, and the place in parts', () => {
		const json = write(
			[
				item({ type: 'link', title: 'https://soundcloud.example.com/dandy', facts: { network: 'SoundCloud', username: 'dandy' } }),
				item({ type: 'link', title: 'Mastodon: @ana@social.example', facts: { network: 'Mastodon', username: '@ana@social.example' } }),
				item({ type: 'link', title: 'https://github.com/analima' })
			],
			{ links: ['https://analima.example'], location: 'San Francisco, California, United States' }
		);
		expect(json.basics).toMatchObject({
			url: 'https://analima.example',
			location: { city: 'San Francisco', region: 'California', countryCode: 'US' },
			profiles: [
				{ network: 'SoundCloud', username: 'dandy', url: 'https://soundcloud.example.com/dandy' },
				{ network: 'Mastodon', username: '@ana@social.example' },
				{ network: 'GitHub', username: 'analima', url: 'https://github.com/analima' }
			]
		});
		expect(write([], { location: 'Atlanta, Georgia' }).basics?.location).toEqual({ city: 'Atlanta', region: 'Georgia' });
		expect(write([], { location: 'Lisboa, Portugal' }).basics?.location).toEqual({ city: 'Lisboa', countryCode: 'PT' });
	});
});
