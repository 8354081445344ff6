import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../tests/fixtures/paths.mjs';
import { schemaErrors } from '../../documents/json-resume-schema.test-helpers';
import { testClient, testEnv } from '../../testing/env';
import type { ProfileCandidate, ProfileImportResult } from '../schema';
import { europassCandidates, htmlLines } from './europass';

const read = (name: string) => readFileSync(`${FIXTURES}/europass/${name}`, 'utf8');
const XML = read('joana-prates.cv.xml');
const JSON_CV = read('joana-prates.cv.json');
const ofType = (candidates: ProfileCandidate[], type: ProfileCandidate['type']) => candidates.filter((c) => c.type === type);

describe('htmlLines', () => {
	it('reads Europass rich text as lines, a list item as "• …", entities decoded', () => {
		expect(htmlLines('<p>Main activities:</p><ul><li>Teaching &amp; coaching</li><li>Planning</li></ul>Travel<br/>Workshops&#33;')).toEqual([
			'Main activities:',
			'• Teaching & coaching',
			'• Planning',
			'Travel',
			'Workshops!'
		]);
	});
});

describe('a Europass CV (XML, SkillsPassport v3)', () => {
	const { candidates, basics, warnings } = europassCandidates(XML);

	it('proposes work with its place, address and days, the summary and the list of its activities apart', () => {
		expect(ofType(candidates, 'experience').map(({ title, organization, start, end, detail, facts }) => ({ title, organization, start, end, detail, facts }))).toEqual([
			{
				title: 'Frontend Developer',
				organization: 'Tejo Digital Bank',
				start: '2021-09',
				end: null,
				detail: "Design system for the bank's web apps.\n• Rebuilt the checkout in React and TypeScript.\n• Cut the page weight by 40%.",
				facts: { location: 'Lisbon, Portugal', url: 'https://tejo-bank.example.com', startDay: '2021-09-01' }
			},
			{ title: 'Web Developer', organization: 'Ribeira Studio', start: '2018-02', end: '2021-08', detail: 'Websites for small shops in Porto.', facts: { location: 'Porto, Portugal' } }
		]);
		expect(ofType(candidates, 'experience')[0].skills).toEqual(expect.arrayContaining(['React', 'TypeScript']));
	});

	it('proposes education, languages with their CEFR grid, a language certificate, skills named in the texts and publications', () => {
		expect(ofType(candidates, 'education')).toMatchObject([{ title: 'Bachelor in Computer Engineering', organization: 'University of Porto', start: '2014', end: '2017' }]);
		expect(ofType(candidates, 'language').map((c) => [c.title, c.detail])).toEqual([
			['Portuguese', 'Mother tongue'],
			['English', 'Listening C1, Reading C1, Spoken interaction B2, Spoken production B2, Writing C1']
		]);
		expect(ofType(candidates, 'certification').map((c) => c.title)).toEqual(['Cambridge C1 Advanced']);
		expect(ofType(candidates, 'skill').map((c) => c.skills[0])).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Figma', 'Jest']));
		expect(ofType(candidates, 'skill').find((c) => c.skills[0] === 'Jest')?.evidence[0]).toMatchObject({ text: 'Jest for unit tests', source: 'europass:skills' });
		expect(ofType(candidates, 'achievement')).toMatchObject([{ title: 'Publications', detail: 'Accessible forms in practice, Lisbon Frontend Journal, 2024.', facts: { kind: 'publication' } }]);
		expect(warnings).toEqual([]);
	});

	it('proposes the identification as basics: the mobile phone, the town and country, never the birth date', () => {
		expect(basics).toEqual({
			name: 'Joana Prates',
			headline: 'Frontend developer',
			email: 'joana.prates@example.com',
			phone: '+351 910 000 456',
			location: 'Lisbon, Portugal',
			links: ['https://joanaprates.example.com']
		});
	});
});

describe('a Europass CV (JSON)', () => {
	it('reads the same shapes, with Portuguese words for a Portuguese CV, and says which website it left out', () => {
		const { candidates, basics, warnings } = europassCandidates(JSON_CV);
		expect(ofType(candidates, 'experience')[0]).toMatchObject({ title: 'Desenvolvedora Frontend', organization: 'Tejo Digital Bank', start: '2021-09', facts: { startDay: '2021-09-01', location: 'Lisboa, Portugal' } });
		expect(ofType(candidates, 'language').map((c) => [c.title, c.detail])).toEqual([
			['Português', 'Língua materna'],
			['Inglês', 'Compreensão oral C1, Leitura C1, Interação oral B2, Produção oral B2, Escrita C1']
		]);
		expect(ofType(candidates, 'achievement')).toMatchObject([{ title: 'Prémios', facts: { kind: 'award' } }]);
		expect(basics).toMatchObject({ name: 'Joana Prates', headline: 'Desenvolvedora frontend', links: ['https://joanaprates.example.com'] });
		expect(warnings.map((w) => w.code)).toEqual(['url_left_out']);
	});
});

describe('POST /profile/import with a Europass CV', () => {
	it('takes the XML as a file or as pasted text, stores nothing, and its profile exports as a valid JSON Resume', async () => {
		const api = testClient(testEnv().env);
		const form = new FormData();
		form.set('file', new File([XML], 'cv.xml', { type: 'application/xml' }));
		const request = new Request('http://x', { method: 'POST', body: form });
		const byFile = await api.call('POST', '/profile/import', await request.arrayBuffer(), { 'content-type': request.headers.get('content-type') ?? '' });
		expect(byFile.status).toBe(201);
		const pasted = await api.post('/profile/import', { kind: 'europass', text: XML });
		expect(pasted.data).toEqual(byFile.data);
		expect((await api.get('/profile/items')).data.items).toEqual([]);
		const result = byFile.data as ProfileImportResult;
		await api.put('/profile/basics', result.basics);
		await api.post('/profile/items', { items: result.candidates.map(({ unsure: _u, doubts: _d, ...item }) => item) });
		const exported = (await api.get('/profile/export?format=json')).data;
		expect(schemaErrors(exported)).toEqual([]);
		expect(exported.work[0]).toMatchObject({ name: 'Tejo Digital Bank', startDate: '2021-09-01', summary: "Design system for the bank's web apps.", highlights: ['Rebuilt the checkout in React and TypeScript.', 'Cut the page weight by 40%.'] });
		expect(exported.publications).toEqual([{ name: 'Publications', summary: 'Accessible forms in practice, Lisbon Frontend Journal, 2024.' }]);
	});

	it('refuses XML that is no Europass CV, a DOCTYPE, and broken XML, saying why', async () => {
		const api = testClient(testEnv().env);
		for (const [text, reason] of [
			['<rss version="2.0"><channel/></rss>', 'not_europass'],
			['<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><SkillsPassport>&a;</SkillsPassport>', 'invalid_xml'],
			['<SkillsPassport><LearnerInfo></SkillsPassport>', 'invalid_xml']
		] as const) {
			const r = await api.post('/profile/import', { kind: 'europass', text });
			expect(r.status).toBe(400);
			expect(r.data).toMatchObject({ code: 'validation_failed', params: { reason } });
		}
	});
});
