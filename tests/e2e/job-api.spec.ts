import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import { api, openApp } from './helpers';
import { fixtureText } from './fixtures';
import { JOB_PAGE_PORT } from '../../playwright.config';

test('a pasted posting is extracted through the service worker and read back', async ({ page }) => {
	await openApp(page, '/');
	const r = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_en_data_analyst_pinecrest.txt') });
	expect(r).toMatchObject({ status: 201, fromServiceWorker: true });
	const truth = JSON.parse(fixtureText('jobs', 'd_job_en_data_analyst_pinecrest.truth.json'));
	expect(r.data.job).toMatchObject({ title: truth.title, company: truth.company, workMode: truth.work_mode, seniority: truth.seniority });
	expect((await api(page, 'GET', `/job/${r.data.id}`)).data).toEqual(r.data);
	const short = await api(page, 'POST', '/job/extract', { text: 'Vaga de enfermeiro, CLT.' });
	expect(short).toMatchObject({ status: 422, data: { code: 'short_description' } });
});

test('a public link is read only after consent, through the relay, and a login wall says to paste the text', async ({ page }) => {
	const pages: Record<string, string> = {
		'/harborline': fixtureText('jobs', 'd_job_en_backend_node_harborline.html'),
		'/wall': fixtureText('jobs', 'd_job_en_senior_accountant_maple_finch.html')
	};
	const seen: string[] = [];
	const server = createServer((req, res) => {
		seen.push(req.url ?? '');
		const body = pages[req.url ?? ''];
		res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
		res.end(body ?? 'not found');
	});
	await new Promise<void>((resolve) => server.listen(JOB_PAGE_PORT, '127.0.0.1', resolve));
	try {
		await openApp(page, '/');
		const url = `http://127.0.0.1:${JOB_PAGE_PORT}/harborline`;
		const refused = await api(page, 'POST', '/job/extract', { url });
		expect(refused).toMatchObject({ status: 403, data: { code: 'consent_required' } });
		expect(seen).toEqual([]);

		await api(page, 'PUT', '/settings/consents/relay-fetch', { granted: true });
		const read = await api(page, 'POST', '/job/extract', { url });
		expect(read.status).toBe(201);
		expect(read.data.job).toMatchObject({ title: 'Senior Backend Engineer (Node.js)', company: 'Harborline Logistics', workMode: 'remote', url });
		expect(seen).toEqual(['/harborline']);

		const wall = await api(page, 'POST', '/job/extract', { url: `http://127.0.0.1:${JOB_PAGE_PORT}/wall` });
		expect(wall).toMatchObject({ status: 422, data: { code: 'page_blocked' } });
		expect(wall.data.detail).toContain('paste');
		const missing = await api(page, 'POST', '/job/extract', { url: `http://127.0.0.1:${JOB_PAGE_PORT}/gone` });
		expect(missing).toMatchObject({ status: 502, data: { code: 'source_unavailable' } });
	} finally {
		server.close();
	}
});
