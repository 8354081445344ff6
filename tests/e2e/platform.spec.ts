import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { api, createJob, direct, openApp, waitControlled } from './helpers';


test('without a controlling service worker the app talks to the core worker directly', async ({ browser }) => {
	// A hard reload or the very first load has no controller; blocking service workers makes that state last.
	const context = await browser.newContext({ serviceWorkers: 'block' });
	const page = await context.newPage();
	await page.goto('/applications');
	await expect(page.getByTestId('apps-empty')).toBeVisible();
	expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
	await page.getByRole('button', { name: 'Add your first application' }).click();
	await page.getByLabel('Job title').fill('Fisioterapeuta');
	await page.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByTestId('job-card').filter({ hasText: 'Fisioterapeuta' })).toBeVisible();
	const viaDirect = await direct(page, 'GET', '/tracker/jobs');
	expect(viaDirect.data.items.map((j: { title: string }) => j.title)).toEqual(['Fisioterapeuta']);
	await context.close();
});

test('the service worker takes control and answers /api/v1 itself', async ({ page }) => {
	await openApp(page, '/');
	const health = await api(page, 'GET', '/health');
	expect(health.fromServiceWorker).toBe(true);
	expect(health.status).toBe(200);
	// The storage's state and problems in the message: a failure here says which check failed.
	expect(health.data, JSON.stringify(health.data.storage)).toMatchObject({ ok: true, version: '1.8.2', mode: 'real', storage: { ok: true }, relay: { available: true } });
	expect(health.data.storage.quota).toBeGreaterThan(0);
});

test('the service-worker path and the direct path give identical answers', async ({ page }) => {
	await openApp(page, '/');
	const job = await createJob(page, { title: 'Técnica de Enfermagem', company: 'Clínica Sol' });
	const calls: [string, string, unknown?][] = [
		['GET', '/tracker/statuses'],
		['GET', `/tracker/jobs/${job.id}`],
		['GET', '/tracker/jobs?limit=10'],
		['GET', '/tracker/metrics'],
		['GET', '/tracker/jobs/unknown-id'],
		['POST', '/tracker/jobs', { title: '' }],
		['PATCH', `/tracker/jobs/${job.id}`, { notes: 'x', version: 99 }],
		['GET', '/nowhere']
	];
	for (const [method, path, body] of calls) {
		const viaWorker = await api(page, method, path, body);
		const viaDirect = await direct(page, method, path, body);
		expect(viaWorker.fromServiceWorker, path).toBe(true);
		expect({ status: viaDirect.status, contentType: viaDirect.contentType, data: viaDirect.data }, `${method} ${path}`).toEqual({
			status: viaWorker.status,
			contentType: viaWorker.contentType,
			data: viaWorker.data
		});
	}
});

test('data survives a reload', async ({ page }) => {
	await openApp(page, '/');
	const job = await createJob(page, { title: 'Contadora Sênior', company: 'Escritório Alfa' });
	await page.reload();
	await waitControlled(page);
	const back = await api(page, 'GET', `/tracker/jobs/${job.id}`);
	expect(back.data).toMatchObject({ title: 'Contadora Sênior', company: 'Escritório Alfa', version: 1 });
});

test('after one visit the app opens and works with the network gone', async ({ page, context }) => {
	await openApp(page, '/dashboard');
	await createJob(page, { title: 'Offline Nurse', status: 'applied' });
	await context.setOffline(true);
	await page.goto('/applications');
	await waitControlled(page);
	await expect(page.getByTestId('job-card').filter({ hasText: 'Offline Nurse' })).toBeVisible();
	const created = await api(page, 'POST', '/tracker/jobs', { title: 'Added while offline' });
	expect(created.status).toBe(201);
	await page.goto('/settings');
	await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
	await context.setOffline(false);
});

test('a second tab sees the same data and follows changes made in the first', async ({ page, context }) => {
	await openApp(page, '/applications');
	const other = await context.newPage();
	await openApp(other, '/applications');
	await createJob(page, { title: 'Professor de História', status: 'saved' });
	await expect(other.getByTestId('job-card').filter({ hasText: 'Professor de História' })).toBeVisible();
	const list = await api(other, 'GET', '/tracker/jobs');
	expect(list.data.items.map((j: { title: string }) => j.title)).toContain('Professor de História');
});

test('Chromium considers the app installable', async ({ baseURL }) => {
	// Installability is never granted to incognito contexts, so use a real profile folder.
	const profile = mkdtempSync(join(tmpdir(), 'rumo-profile-'));
	const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: CHROMIUM_ARGS, baseURL, serviceWorkers: 'allow' });
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		await openApp(page, '/');
		const cdp = await context.newCDPSession(page);
		const manifest = await cdp.send('Page.getAppManifest');
		expect(manifest.errors).toEqual([]);
		await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
		for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/icons/icon.svg']) {
			expect((await page.request.get(icon)).status(), icon).toBe(200);
		}
	} finally {
		await context.close();
		rmSync(profile, { recursive: true, force: true });
	}
});

test('the server sends a strict Content-Security-Policy and never caches the service worker', async ({ page }) => {
	const response = await page.goto('/');
	const csp = response!.headers()['content-security-policy'];
	expect(csp).toContain("default-src 'self'");
	expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
	expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
	const sw = await page.request.get('/service-worker.js');
	expect(sw.headers()['cache-control']).toBe('no-cache');
	const violations: string[] = [];
	page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
	await waitControlled(page);
	await page.goto('/applications');
	await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
	expect(violations).toEqual([]);
});
