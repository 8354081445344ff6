import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
import { relayServing, testClient, testEnv } from '../testing/env';

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
