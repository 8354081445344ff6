import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { linkedinExportZip } from '../../../../tests/fixtures/linkedin-export/zip.mjs';
import { schemaErrors } from '../../documents/json-resume-schema.test-helpers';
import { testClient, testEnv } from '../../testing/env';
import type { ProfileCandidate, ProfileImportResult } from '../schema';
import { linkedinCandidates, linkedinDate, readCsv } from './linkedin';

const ofType = (candidates: ProfileCandidate[], type: ProfileCandidate['type']) => candidates.filter((c) => c.type === type);

/** A file sent as the Profile screen sends it: multipart/form-data with `file`. */
async function upload(api: ReturnType<typeof testClient>, bytes: Uint8Array, name: string) {
	const form = new FormData();
	form.set('file', new File([bytes as BlobPart], name), name);
	const request = new Request('http://x', { method: 'POST', body: form });
	return api.call('POST', '/profile/import', await request.arrayBuffer(), { 'content-type': request.headers.get('content-type') ?? '' });
}

describe('linkedinDate', () => {
	it.each([
		['Mar 2021', '2021-03'],
		['Sep 2025', '2025-09'],
		['2014', '2014'],
		['mar. de 2021', '2021-03'],
		['2023-01-15', '2023-01'],
		['03/2019', '2019-03'],
		['', null],
		['Present', null],
		['someday', null]
	])('reads "%s" as %s', (written, month) => expect(linkedinDate(written)).toBe(month));
});

describe('readCsv', () => {
	it('skips the "Notes:" paragraph a file opens with and keeps a quoted description over two lines', () => {
		const rows = readCsv('Notes:\r\n"This file contains your positions."\r\n\r\nCompany Name,Title,Description\r\nAcme,Engineer,"Line one\r\nLine two"\r\n');
		expect(rows).toEqual([{ 'Company Name': 'Acme', Title: 'Engineer', Description: 'Line one\nLine two' }]);
	});
});

describe('a LinkedIn data export', () => {
	it('proposes positions, education, skills, certifications, languages and projects, in the export’s own words', async () => {
		const { candidates } = await linkedinCandidates(await linkedinExportZip());
		expect(ofType(candidates, 'experience').map(({ title, organization, start, end, facts }) => ({ title, organization, start, end, facts }))).toEqual([
			{ title: 'Analista de Dados Sênior', organization: 'Banco Frevo', start: '2021-03', end: null, facts: { location: 'Recife, Pernambuco, Brasil' } },
			{ title: 'Analista de BI', organization: 'Cooperativa Vale Verde', start: '2018-06', end: '2021-02', facts: { location: 'Petrolina, Pernambuco, Brasil' } }
		]);
		expect(ofType(candidates, 'experience')[0].detail).toBe('Painéis de inadimplência em Power BI para 40 agências.\nModelos de churn em Python que reduziram o cancelamento em 12%.');
		expect(ofType(candidates, 'education')).toMatchObject([{ title: 'Bacharelado, Estatística', organization: 'Universidade Federal de Pernambuco', start: '2013', end: '2017', detail: 'Monitoria de Probabilidade' }]);
		// "sql" again is the same skill.
		expect(ofType(candidates, 'skill').map((c) => c.title)).toEqual(['SQL', 'Power BI', 'Python', 'Modelagem de churn']);
		expect(ofType(candidates, 'certification')).toMatchObject([
			{ title: 'Microsoft Certified: Power BI Data Analyst Associate', organization: 'Microsoft', end: '2023-01', facts: { url: 'https://learn.microsoft.example.com/credentials/mf-123' } }
		]);
		expect(ofType(candidates, 'language').map((c) => [c.title, c.detail])).toEqual([
			['Português', 'Native or bilingual proficiency'],
			['Inglês', 'Professional working proficiency'],
			['Espanhol', 'Elementary']
		]);
		expect(ofType(candidates, 'project')).toMatchObject([{ title: 'Painel do orçamento de Recife', start: '2022-08', end: '2022-12', facts: { url: 'https://orcamento.example.org' } }]);
		for (const c of candidates) {
			expect(c.origin).toBe('imported');
			expect(c.evidence[0].source).toMatch(/^linkedin:/);
		}
	});

	it('proposes the basics from Profile.csv, the primary email and the phone', async () => {
		const { basics } = await linkedinCandidates(await linkedinExportZip());
		expect(basics).toEqual({
			name: 'Marina Figueira',
			headline: 'Analista de Dados Sênior | SQL · Power BI · Python',
			email: 'marina.figueira@example.com',
			phone: '+55 81 90000-0412',
			location: 'Recife, Pernambuco, Brasil',
			summary: 'Analista de dados com 7 anos em crédito e varejo.\nGosto de transformar planilhas soltas em painéis que a diretoria usa.',
			links: ['https://marinafigueira.example.com']
		});
	});

	it('finds the files in a folder of the archive too', async () => {
		const { candidates } = await linkedinCandidates(await linkedinExportZip({ folder: 'Basic_LinkedInDataExport_11-28-2026', only: ['Skills.csv'] }));
		expect(candidates.map((c) => c.title)).toEqual(['SQL', 'Power BI', 'Python', 'Modelagem de churn']);
	});

	it('is read from a file upload, proposed for review and stored only when added, then exported as a valid JSON Resume', async () => {
		const api = testClient(testEnv().env);
		const r = await upload(api, await linkedinExportZip(), 'Basic_LinkedInDataExport_11-28-2026.zip');
		expect(r.status).toBe(201);
		const result = r.data as ProfileImportResult;
		expect(result.basics?.name).toBe('Marina Figueira');
		expect((await api.get('/profile')).data).toMatchObject({ basics: { name: null }, items: [] });
		await api.put('/profile/basics', result.basics);
		await api.post('/profile/items', { items: result.candidates.map(({ unsure: _u, doubts: _d, ...item }) => item) });
		const exported = (await api.get('/profile/export?format=json')).data;
		expect(schemaErrors(exported)).toEqual([]);
		expect(exported.basics).toMatchObject({ name: 'Marina Figueira', url: 'https://marinafigueira.example.com', location: { city: 'Recife', region: 'Pernambuco', countryCode: 'BR' } });
		expect(exported.work[0]).toMatchObject({ name: 'Banco Frevo', location: 'Recife, Pernambuco, Brasil', startDate: '2021-03' });
	});

	it('refuses a ZIP that is no LinkedIn export, and one that is damaged, saying what to do', async () => {
		const other = new JSZip();
		other.file('notes.txt', 'hello');
		const api = testClient(testEnv().env);
		const foreign = await upload(api, await other.generateAsync({ type: 'uint8array' }), 'photos.zip');
		expect(foreign.status).toBe(400);
		expect(foreign.data).toMatchObject({ code: 'invalid_file', params: { reason: 'not_linkedin' }, detail: expect.stringMatching(/not a LinkedIn data export/) });
		const zip = await linkedinExportZip();
		const damaged = await upload(api, zip.slice(0, 200), 'export.zip');
		expect(damaged.status).toBe(400);
		expect(damaged.data).toMatchObject({ code: 'invalid_file', params: { reason: 'damaged_zip' } });
		// Pasted text cannot be a ZIP.
		const pasted = await api.post('/profile/import', { kind: 'linkedin', text: 'Company Name,Title' });
		expect(pasted.data).toMatchObject({ code: 'validation_failed', params: { reason: 'linkedin_is_a_file' } });
	});

	it('refuses a file of another kind with 415, pointing to the Resume screen for a PDF', async () => {
		const api = testClient(testEnv().env);
		const r = await upload(api, new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0x01, 0x02]), 'resume.pdf');
		expect(r.status).toBe(415);
		expect(r.data).toMatchObject({ code: 'unsupported_type', detail: expect.stringMatching(/Resume screen/) });
	});
});
