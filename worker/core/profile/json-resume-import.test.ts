import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
import { testClient, testEnv } from '../testing/env';
import { composeResume } from '../documents/compose';
import { toJsonResume } from '../documents/json-resume';
import { parseResume } from '../resume/parse';
import type { ProfileCandidate } from './schema';

const setup = () => testClient(testEnv().env);
const importJson = (api: ReturnType<typeof setup>, text: string) => api.post('/profile/import', { kind: 'json-resume', text });
const ofType = (candidates: ProfileCandidate[], type: ProfileCandidate['type']) => candidates.filter((c) => c.type === type);

describe('POST /profile/import with kind json-resume', () => {
	it('reads back a JSON Resume Rumo exported as candidates for review, storing nothing', async () => {
		const text = readFileSync(`${FIXTURES}/resumes/d_en_backend_samuel_reyes.txt`, 'utf8');
		const json = toJsonResume(composeResume({ ...parseResume(text, { asOf: '2026-11' }), text }, { language: 'en' }));
		const api = setup();
		const r = await importJson(api, JSON.stringify(json));
		expect(r.status).toBe(201);
		const { candidates } = r.data as { candidates: ProfileCandidate[] };
		expect(ofType(candidates, 'experience').map(({ title, organization, start, end }) => ({ title, organization, start, end }))).toEqual([
			{ title: 'Senior Backend Engineer', organization: 'Tallgrass Ticketing', start: '2020-01', end: null },
			{ title: 'Software Developer', organization: 'Copperleaf Media', start: '2018-06', end: '2019-12' }
		]);
		expect(ofType(candidates, 'experience')[0].detail).toContain('Added Redis distributed locks');
		expect(ofType(candidates, 'experience')[0].skills).toEqual(expect.arrayContaining(['PostgreSQL', 'Redis']));
		expect(ofType(candidates, 'education')).toMatchObject([{ title: 'B.S., Software Engineering', organization: 'Front Range Polytechnic', start: '2014', end: '2018' }]);
		expect(ofType(candidates, 'skill').map((c) => c.title)).toContain('GitHub Actions');
		expect(ofType(candidates, 'certification')).toMatchObject([{ title: 'AWS Certified Developer – Associate', end: '2023' }]);
		expect(ofType(candidates, 'language').map((c) => [c.title, c.detail])).toEqual([
			['English', 'native'],
			['Spanish', 'conversational']
		]);
		expect(ofType(candidates, 'link').map((c) => c.title)).toEqual(['https://github.example.com/sreyes-dev']);
		for (const c of candidates) {
			expect(c.origin).toBe('imported');
			expect(c.evidence[0].source).toMatch(/^json-resume:/);
		}
		expect((await api.get('/profile/items')).data.items).toEqual([]);
	});

	it('reads files other tools write: v0 "company", a day in the date, numbers, keywords and awards', async () => {
		const file = {
			basics: { name: 'Ana', profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/ana' }] },
			work: [{ company: 'Frevo Bank', position: 'Data Analyst', startDate: '2022-04-01', highlights: ['Built churn dashboards in Power BI'] }],
			skills: [{ name: 'Data', level: 'Advanced', keywords: ['SQL', 'Power BI', 'sql'] }],
			awards: [{ title: 'Best analytics project', awarder: 'Frevo Bank', date: 2023 }],
			projects: [{ name: 'Budget explorer', description: 'Dashboard of the city budget', url: 'https://budget.example', keywords: ['Python'] }]
		};
		const { candidates } = (await importJson(setup(), JSON.stringify(file))).data as { candidates: ProfileCandidate[] };
		expect(ofType(candidates, 'experience')).toMatchObject([{ title: 'Data Analyst', organization: 'Frevo Bank', start: '2022-04', detail: 'Built churn dashboards in Power BI' }]);
		expect(ofType(candidates, 'skill').map((c) => c.title)).toEqual(['Data', 'SQL', 'Power BI']);
		expect(ofType(candidates, 'achievement')).toMatchObject([{ title: 'Best analytics project', organization: 'Frevo Bank', end: '2023' }]);
		expect(ofType(candidates, 'project')[0]).toMatchObject({ title: 'Budget explorer', skills: expect.arrayContaining(['Python']), evidence: [{ url: 'https://budget.example' }] });
		expect(ofType(candidates, 'link').map((c) => c.title)).toEqual(['https://linkedin.com/in/ana']);
	});

	it('refuses a file that is not a JSON Resume with a sentence saying what to do', async () => {
		const api = setup();
		for (const [text, says] of [
			['{"basics": {"name": "Ana"', /not valid JSON/],
			['[1, 2, 3]', /none of its sections/],
			['{"title": "My notes"}', /none of its sections/],
			['{"work": {"position": "Analyst"}}', /unexpected shape: work/],
			['{"work": [{"highlights": "one line"}]}', /unexpected shape: work\.0\.highlights/]
		] as const) {
			const r = await importJson(api, text);
			expect(r.status).toBe(400);
			expect(r.data.code).toBe('validation_failed');
			expect(r.data.detail).toMatch(says);
			expect(r.data.errors[0].path).toMatch(/^text/);
		}
	});
});
