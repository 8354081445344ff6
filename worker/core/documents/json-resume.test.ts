import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../resume/parse';
import { composeResume } from './compose';
import { JSON_RESUME_SCHEMA, JsonResume, toJsonResume } from './json-resume';

const fixture = (name: string) => {
	const text = readFileSync(`tests/fixtures/resumes/${name}.txt`, 'utf8');
	const resume = { ...parseResume(text, { asOf: '2026-11' }), text };
	return composeResume(resume, { language: resume.language === 'pt' ? 'pt-BR' : 'en' });
};

describe('toJsonResume', () => {
	it.each(['d_en_backend_samuel_reyes', 'd_en_junior_frontend_nina_okonkwo', 'd_pt_ux_beatriz_souza', 'd_en_accountant_derek_hollis'])('writes %s as a valid JSON Resume v1 document', (name) => {
		const json = toJsonResume(fixture(name));
		expect(JsonResume.safeParse(json).error).toBeUndefined();
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

	it('writes a Portuguese resume in its own words, and keeps lines the schema has no field for', () => {
		const doc = fixture('d_pt_ux_beatriz_souza');
		doc.sections.push({ kind: 'other', heading: 'Prêmios', lines: ['Prêmio Inovação 2023'] });
		const json = toJsonResume(doc);
		expect(json.languages?.[0]).toEqual({ language: 'Português', fluency: 'nativo' });
		expect(json.basics?.location).toEqual({ city: 'Porto Alegre', region: 'RS', countryCode: 'BR' });
		expect(json['x-rumo-sections']).toEqual([{ heading: 'Prêmios', lines: ['Prêmio Inovação 2023'] }]);
	});
});
