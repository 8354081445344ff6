import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
import { testClient, testEnv } from '../testing/env';
import { composeResume } from '../documents';
import { toJsonResume } from '../documents';
import { parseResume } from '../engine/resume-parse';
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
		// A group's keywords are its skills, each kept with the group and its level.
		expect(ofType(candidates, 'skill').map((c) => [c.title, c.facts])).toEqual([
			['SQL', { group: 'Data', level: 'Advanced' }],
			['Power BI', { group: 'Data', level: 'Advanced' }]
		]);
		expect(ofType(candidates, 'achievement')).toMatchObject([{ title: 'Best analytics project', organization: 'Frevo Bank', end: '2023', facts: { kind: 'award' } }]);
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
			['{"work": [{"highlights": "one line"}]}', /unexpected shape: work\.0\.highlights/],
			['{"work": [{"name": null}]}', /unexpected shape: work\.0\.name — Write text here, or leave the field out/],
			['{"work": [{"endDate": "Present"}]}', /work\.0\.endDate — Write the date as YYYY-MM-DD, YYYY-MM or YYYY/],
			['{"meta": null}', /unexpected shape: meta/]
		] as const) {
			const r = await importJson(api, text);
			expect(r.status).toBe(400);
			expect(r.data.code).toBe('validation_failed');
			expect(r.data.detail).toMatch(says);
			expect(r.data.errors[0].path).toMatch(/^text/);
		}
	});

	it('keeps a job\'s place, address and exact days, and a degree\'s parts, score and courses', async () => {
		const file = {
			work: [{ name: 'Pied Piper', position: 'CEO', location: 'Palo Alto, CA', url: 'http://piedpiper.example.com', startDate: '2013-12-01', endDate: '2014-12', summary: 'Compression.', highlights: ['Won Disrupt'] }],
			education: [{ institution: 'University of Oklahoma', studyType: 'Bachelor', area: 'Information Technology', score: '4.0', courses: ['DB1101 - Basic SQL'], startDate: '2011', url: 'https://www.ou.example.edu/' }]
		};
		const { candidates } = (await importJson(setup(), JSON.stringify(file))).data as { candidates: ProfileCandidate[] };
		expect(ofType(candidates, 'experience')[0]).toMatchObject({
			start: '2013-12',
			end: '2014-12',
			detail: 'Compression.\n• Won Disrupt',
			facts: { location: 'Palo Alto, CA', url: 'http://piedpiper.example.com', startDay: '2013-12-01' }
		});
		expect(ofType(candidates, 'experience')[0].facts).not.toHaveProperty('endDay');
		expect(ofType(candidates, 'education')[0]).toMatchObject({
			title: 'Bachelor, Information Technology',
			start: '2011',
			facts: { studyType: 'Bachelor', area: 'Information Technology', score: '4.0', courses: ['DB1101 - Basic SQL'], url: 'https://www.ou.example.edu/' }
		});
	});

	it('reads volunteering, publications, awards, interests, references and profiles on any network', async () => {
		const file = {
			basics: { profiles: [{ network: 'SoundCloud', username: 'dandymusicnl', url: 'https://soundcloud.example.com/dandymusicnl' }, { network: 'Mastodon', username: '@ana@social.example' }] },
			volunteer: [{ organization: 'CoderDojo', position: 'Teacher', startDate: '2012-01-01' }],
			publications: [{ name: 'Video compression for 3d media', publisher: 'Hooli', releaseDate: '2014-10-01', url: 'http://pub.example.com/x' }],
			interests: [{ name: 'Wildlife', keywords: ['Ferrets', 'Unicorns'] }],
			references: [{ name: 'Erlich Bachman', reference: 'A valuable addition to any company.' }],
			languages: [{ language: 'English', fluency: 'Native speaker' }]
		};
		const { candidates } = (await importJson(setup(), JSON.stringify(file))).data as { candidates: ProfileCandidate[] };
		expect(ofType(candidates, 'experience')).toMatchObject([{ title: 'Teacher', organization: 'CoderDojo', start: '2012-01', facts: { kind: 'volunteer', startDay: '2012-01-01' } }]);
		expect(ofType(candidates, 'achievement').map(({ title, organization, detail, facts }) => ({ title, organization, detail, facts }))).toEqual([
			{ title: 'Video compression for 3d media', organization: 'Hooli', detail: '', facts: { kind: 'publication', url: 'http://pub.example.com/x', endDay: '2014-10-01' } },
			{ title: 'Wildlife', organization: null, detail: '', facts: { kind: 'interest', keywords: ['Ferrets', 'Unicorns'] } },
			{ title: 'Erlich Bachman', organization: null, detail: 'A valuable addition to any company.', facts: { kind: 'reference' } }
		]);
		expect(ofType(candidates, 'language')).toMatchObject([{ title: 'English', detail: 'Native speaker' }]);
		expect(ofType(candidates, 'link').map(({ title, facts }) => ({ title, facts }))).toEqual([
			{ title: 'https://soundcloud.example.com/dandymusicnl', facts: { network: 'SoundCloud', username: 'dandymusicnl' } },
			{ title: 'Mastodon: @ana@social.example', facts: { network: 'Mastodon', username: '@ana@social.example' } }
		]);
	});

	it('proposes the basics, leaves out an address or email that is not one and says where', async () => {
		const file = {
			basics: { name: 'Ana Lima', label: 'Data Analyst', email: 'ana@', phone: '+55 81 90000-0101', url: 'www.analima.example', summary: 'Analyst.', location: { city: 'Recife', region: 'PE', countryCode: 'BR' } },
			work: [{ name: 'Frevo Bank', position: 'Analyst', url: 'frevo.example' }]
		};
		const { data } = await importJson(setup(), JSON.stringify(file));
		expect(data.basics).toEqual({ name: 'Ana Lima', headline: 'Data Analyst', phone: '+55 81 90000-0101', summary: 'Analyst.', location: 'Recife, PE, Brazil' });
		expect(ofType(data.candidates, 'experience')[0]).not.toHaveProperty('facts');
		expect(data.warnings.map((w: { code: string }) => w.code)).toEqual(['url_left_out', 'email_left_out']);
		expect(data.warnings[0].message).toContain('work.0.url, basics.url');
	});
});
