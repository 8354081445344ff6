import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
import { relayServing, testClient, testEnv } from '../testing/env';
import { buildPdf } from '../engine/readers/testdata/build-pdf';
import { readJob } from './service';

const JOBS = `${FIXTURES}/jobs/`;
const fixture = (name: string) => readFileSync(`${JOBS}${name}`, 'utf8');


describe('job extraction API', () => {
	it('extracts pasted text, stores it and reads it back; metadata given by the user wins', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const r = await api.post('/job/extract', { text: fixture('d_job_pt_devops_nuvem_cacto.txt'), metadata: { company: 'Empresa que eu digitei' } });
		expect(r.status).toBe(201);
		expect(r.data.job.company).toBe('Empresa que eu digitei');
		expect(r.data.job.requiredSkills.length).toBeGreaterThan(2);
		expect((await api.get(`/job/${r.data.id}`)).data).toEqual(r.data);
		expect((await api.get('/job')).data.total).toBe(1);
	});

	it('refuses a text too short to analyse and stores nothing', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const r = await api.post('/job/extract', { text: 'Vaga de enfermeiro' });
		expect(r).toMatchObject({ status: 422, data: { code: 'short_description' } });
		expect((await api.get('/job')).data.total).toBe(0);
	});

	it('reads a short posting that names the job and its requirements, warning that it is unsure', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const r = await api.post('/job/extract', { text: 'Vaga: Técnico(a) de Enfermagem\nRequisitos: COREN ativo, experiência em UTI, punção venosa' });
		expect(r.status).toBe(201);
		expect(r.data.job.title).toBe('Técnico(a) de Enfermagem');
		expect(r.data.warnings.map((warning: { code: string }) => warning.code)).toContain('low_confidence');
	});

	it('reads HTML with JSON-LD, and a login wall is page_blocked with advice to paste', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const ok = await api.post('/job/extract', { html: fixture('d_job_en_backend_node_harborline.html'), url: 'https://careers.example/harborline/1' });
		expect(ok.status).toBe(201);
		expect(ok.data.job).toMatchObject({ url: 'https://careers.example/harborline/1', source: 'careers.example' });
		const wall = await api.post('/job/extract', { html: fixture('d_job_en_senior_accountant_maple_finch.html') });
		expect(wall).toMatchObject({ status: 422, data: { code: 'page_blocked' } });
		expect(wall.data.detail).toMatch(/paste/);
	});

	it('reads a link only with consent, through the relay', async () => {
		const { env } = testEnv();
		const asked = relayServing(env, { status: 200, body: { url: 'https://jobs.example/final', status: 200, contentType: 'text/html', body: fixture('d_job_pt_product_designer_pe_de_moleque.html') } });
		const api = testClient(env);
		const refused = await api.post('/job/extract', { url: 'https://jobs.example/vaga' });
		expect(refused).toMatchObject({ status: 403, data: { code: 'consent_required' } });
		expect(asked).toEqual([]);
		await api.call('PUT', '/settings/consents/relay-fetch', { granted: true });
		const r = await api.post('/job/extract', { url: 'https://jobs.example/vaga' });
		expect(r.status).toBe(201);
		expect(r.data.job.url).toBe('https://jobs.example/final');
		expect(asked).toEqual(['/relay/fetch {"url":"https://jobs.example/vaga"}']);
	});

	it('passes the relay’s refusals on, and says how to start the relay when it is off', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.call('PUT', '/settings/consents/relay-fetch', { granted: true });
		const off = await api.post('/job/extract', { url: 'https://jobs.example/vaga' });
		expect(off).toMatchObject({ status: 503, data: { code: 'relay_unavailable' } });
		relayServing(env, { status: 422, body: { code: 'page_blocked', detail: 'blocked' } });
		expect((await api.post('/job/extract', { url: 'https://jobs.example/vaga' })).data.code).toBe('page_blocked');
		relayServing(env, { status: 502, body: { code: 'source_unavailable', detail: 'The page could not be reached.' } });
		expect((await api.post('/job/extract', { url: 'https://jobs.example/vaga' })).status).toBe(502);
		expect((await api.get('/job')).data.total).toBe(0);
	});

	it('refuses a non-http link and an unknown id', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		expect((await api.post('/job/extract', { url: 'javascript:alert(1)' })).status).toBe(400);
		expect((await api.get('/job/nope')).status).toBe(404);
	});
});

describe('text with the address it came from', () => {
	it('keeps the link as the job’s and finds the same posting by it, without fetching it', async () => {
		const { env } = testEnv();
		const asked = relayServing(env, { status: 500, body: {} });
		const api = testClient(env);
		const text = fixture('d_job_en_backend_node_harborline.txt');
		const first = await api.post('/job/extract', { text, url: 'https://jobs.example/harborline/1?utm_source=x' });
		expect(first.status).toBe(201);
		expect(first.data.job).toMatchObject({ url: 'https://jobs.example/harborline/1?utm_source=x', source: 'jobs.example' });
		const again = await api.post('/job/extract', { text: `${text}\nApply by Friday.`, url: 'https://jobs.example/harborline/1' });
		expect(again).toMatchObject({ status: 200, data: { id: first.data.id } });
		expect(asked).toEqual([]);
	});
});

describe('a posting chosen as a file', () => {
	const upload = async (api: ReturnType<typeof testClient>, file: File, metadata?: string) => {
		const form = new FormData();
		form.set('file', file, file.name);
		if (metadata) form.set('metadata', metadata);
		const request = new Request('http://x', { method: 'POST', body: form });
		return api.call('POST', '/job/extract', new Uint8Array(await request.arrayBuffer()), { 'content-type': request.headers.get('content-type') ?? '' });
	};
	const POSTING = [
		'Senior Data Analyst',
		'Northwind Freight — Lisbon, Portugal',
		'Requirements',
		'- 4+ years writing SQL',
		'- Power BI dashboards',
		'- Python for data cleaning'
	];

	it('reads a PDF posting with the document readers, not as its bytes, and stores it once', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const pdf = buildPdf([{ texts: POSTING.map((text, i) => ({ text, x: 60, y: 760 - i * 16, size: i === 0 ? 18 : 11 })) }]);
		const r = await upload(api, new File([pdf.slice().buffer as ArrayBuffer], 'vaga.pdf', { type: 'application/pdf' }), JSON.stringify({ company: 'Northwind Freight' }));
		expect(r.status).toBe(201);
		expect(r.data.job.title).toBe('Senior Data Analyst');
		expect(r.data.job.company).toBe('Northwind Freight');
		expect(r.data.job.requiredSkills.map((skill: { name: string }) => skill.name)).toEqual(expect.arrayContaining(['SQL', 'Power BI', 'Python']));
		expect(r.data.text).not.toContain('%PDF');
		expect((await api.get('/job')).data.total).toBe(1);
	});

	it('refuses an image or an unknown format with a sentence about the posting, and stores nothing', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const image = await upload(api, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'vaga.png', { type: 'image/png' }));
		expect(image).toMatchObject({ status: 415, data: { code: 'unsupported_type' } });
		const empty = await upload(api, new File([new Uint8Array(0)], 'vaga.pdf', { type: 'application/pdf' }));
		expect(empty.data.code).toBe('invalid_file');
		expect(empty.data.detail).not.toMatch(/resume/i);
		const badMeta = await upload(api, new File(['Analista de Dados\nRequisitos\n- SQL\n- Power BI\n- Python'], 'vaga.txt', { type: 'text/plain' }), '{"title": 5}');
		expect(badMeta).toMatchObject({ status: 400, data: { code: 'validation_failed' } });
		expect((await api.get('/job')).data.total).toBe(0);
	});
});

describe('pages with schema.org JobPosting (issue 28)', () => {
	const jsonLd = (data: unknown, body = '<div id="app"></div>') =>
		`<!doctype html><html lang="en"><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>${body}</body></html>`;
	const POSTING = {
		'@context': 'https://schema.org',
		'@type': 'JobPosting',
		title: 'Staff Accountant',
		hiringOrganization: { '@type': 'Organization', name: 'Larkspur Foods' },
		datePosted: '2024-05-02',
		validThrough: '2024-05-31',
		jobLocationType: 'TELECOMMUTE',
		applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
		baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 70000 } },
		description: '<p>Join our finance team.</p>'
	};

	it('reads a page that shows nothing but its JSON-LD, stores its dates and where applicants must live, and warns it is unsure', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const r = await api.post('/job/extract', { html: jsonLd(POSTING), url: 'https://larkspur.example/jobs/1' });
		expect(r.status).toBe(201);
		expect(r.data.job).toMatchObject({
			title: 'Staff Accountant',
			company: 'Larkspur Foods',
			workMode: 'remote',
			datePosted: '2024-05-02',
			validThrough: '2024-05-31',
			applicantLocations: ['USA'],
			salary: { min: 60000, max: 70000, currency: 'USD', period: 'unknown' }
		});
		expect(r.data.warnings.map((warning: { code: string }) => warning.code)).toContain('low_confidence');
		expect((await api.get(`/job/${r.data.id}`)).data.job).toMatchObject({ datePosted: '2024-05-02', validThrough: '2024-05-31', applicantLocations: ['USA'] });
	});

	it('answers a page that lists several postings with the list, 200, and stores nothing', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const listing = jsonLd({ '@graph': [{ ...POSTING, url: '/jobs/1' }, { ...POSTING, title: 'Payroll Specialist', url: '/jobs/2' }] }, '<main><h1>Open positions</h1></main>');
		const r = await api.post('/job/extract', { html: listing, url: 'https://larkspur.example/careers' });
		expect(r).toMatchObject({
			status: 200,
			data: {
				url: 'https://larkspur.example/careers',
				listing: {
					count: 2,
					postings: [
						{ title: 'Staff Accountant', url: 'https://larkspur.example/jobs/1', company: 'Larkspur Foods' },
						{ title: 'Payroll Specialist', url: 'https://larkspur.example/jobs/2', company: 'Larkspur Foods' }
					]
				}
			}
		});
		expect(r.data).not.toHaveProperty('id');
		expect((await api.get('/job')).data.total).toBe(0);
	});

	it('answers a careers page of job links read through the relay with its list', async () => {
		const { env } = testEnv();
		const careers = '<html lang="en"><body><main><h1>Careers at Larkspur</h1><ul><li><a href="/jobs/1">Staff Accountant</a></li><li><a href="/jobs/2">Payroll Specialist</a></li><li><a href="/jobs/3">AP Clerk</a></li></ul></main></body></html>';
		relayServing(env, { status: 200, body: { url: 'https://larkspur.example/careers', status: 200, contentType: 'text/html', body: careers } });
		const api = testClient(env);
		await api.call('PUT', '/settings/consents/relay-fetch', { granted: true });
		const r = await api.post('/job/extract', { url: 'https://larkspur.example/careers' });
		expect(r.status).toBe(200);
		expect(r.data.listing.postings.map((posting: { url: string }) => posting.url)).toEqual(['https://larkspur.example/jobs/1', 'https://larkspur.example/jobs/2', 'https://larkspur.example/jobs/3']);
	});

	it('refuses a listing where one posting is needed (the command line, the inbox), saying how many it lists', async () => {
		const listing = jsonLd([{ ...POSTING, url: 'https://larkspur.example/jobs/1' }, { ...POSTING, title: 'Payroll Specialist', url: 'https://larkspur.example/jobs/2' }]);
		await expect(readJob(async () => ({ url: '', body: '', contentType: '' }), { html: listing })).rejects.toMatchObject({ code: 'page_blocked', params: { reason: 'listing', count: 2 } });
	});
});
