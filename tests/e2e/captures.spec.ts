import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, openApp } from './helpers';

test('a capture posted by the companion with its token reaches /api/v1/captures, and its review state stays local', async ({ page, request, baseURL }) => {
	await openApp(page, '/');
	const { token } = await page.evaluate(async () => (await fetch('/relay/captures/token')).json());
	expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

	// The bookmarklet runs on a job site: another origin, with the token.
	const refused = await request.post(`${baseURL}/relay/captures`, {
		headers: { origin: 'https://jobs.example', 'content-type': 'application/json' },
		data: { url: 'https://jobs.example/vaga/1', captureType: 'page', title: 'Sem token' }
	});
	expect(refused.status()).toBe(403);
	const title = `Enfermeiro(a) UTI ${Date.now()}`;
	const saved = await request.post(`${baseURL}/relay/captures`, {
		headers: { origin: 'https://jobs.example', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
		data: { url: 'https://jobs.example/vaga/2', captureType: 'selection', title, text: 'Requisitos: COREN ativo, experiência em UTI', origin: 'bookmarklet' }
	});
	expect(saved.status()).toBe(201);
	expect(saved.headers()['access-control-allow-origin']).toBe('https://jobs.example');

	const list = await api(page, 'GET', '/captures?limit=500');
	expect(list.fromServiceWorker).toBe(true);
	const mine = list.data.items.find((c: { title: string }) => c.title === title);
	expect(mine).toMatchObject({ status: 'new', captureType: 'selection', url: 'https://jobs.example/vaga/2' });
	expect(list.data.items.some((c: { title: string }) => c.title === 'Sem token')).toBe(false);

	const reviewed = await api(page, 'PATCH', `/captures/${mine.id}`, { status: 'reviewed' });
	expect(reviewed.data.status).toBe('reviewed');
	const again = await api(page, 'GET', '/captures?status=reviewed&limit=500');
	expect(again.data.items.map((c: { id: string }) => c.id)).toContain(mine.id);
});

test('reading the captures list from another website is refused by the relay', async ({ request, baseURL }) => {
	const r = await request.get(`${baseURL}/relay/captures`, { headers: { origin: 'https://evil.example' } });
	expect(r.status()).toBe(403);
});

test('Settings shows the companion token and a bookmarklet that posts to this relay', async ({ page }) => {
	await openApp(page, '/settings');
	const panel = page.getByTestId('companion');
	const token = await panel.getByLabel('Companion token').inputValue();
	expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
	const bookmarklet = await panel.getByLabel('Bookmarklet').inputValue();
	expect(bookmarklet).toContain(`Bearer ${token}`);
	expect(bookmarklet).toContain(`${new URL(page.url()).origin}/relay/captures`);
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });
	// Issue 27: the bookmarklet said "Saved to Rumo." on a Portuguese screen.
	test('the bookmarklet copied from a Portuguese screen speaks Portuguese on the job site', async ({ page }) => {
		await openApp(page, '/settings');
		const bookmarklet = await page.getByTestId('companion').getByLabel('Bookmarklet').inputValue();
		expect(bookmarklet).toContain('"Salvo no Rumo."');
		expect(bookmarklet).toContain('"O Rumo não está rodando."');
		expect(bookmarklet).not.toContain('Saved to Rumo');
	});
});

test('rotating the token in Settings shows the new one, and the relay refuses the old one from then on', async ({ page, request, baseURL }) => {
	await openApp(page, '/settings');
	const panel = page.getByTestId('companion');
	const tokenField = panel.getByLabel('Companion token');
	const old = await tokenField.inputValue();
	expect(old).toMatch(/^[A-Za-z0-9_-]{40,}$/);
	const dialog = page.getByTestId('companion-rotate-dialog');

	// Changing one's mind keeps the token.
	await panel.getByRole('button', { name: 'Rotate token' }).click();
	await expect(dialog).toContainText('bookmarklet');
	await expect(dialog).toContainText('extension');
	await dialog.getByRole('button', { name: 'Cancel' }).click();
	await expect(dialog).toBeHidden();
	await expect(tokenField).toHaveValue(old);

	await panel.getByRole('button', { name: 'Rotate token' }).click();
	await dialog.getByRole('button', { name: 'Rotate token' }).click();
	await expect(tokenField).not.toHaveValue(old);
	const fresh = await tokenField.inputValue();
	expect(fresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);
	await expect(panel.getByLabel('Bookmarklet')).toHaveValue(new RegExp(`Bearer ${fresh}`));

	const capture = (token: string) =>
		request.post(`${baseURL}/relay/captures`, {
			headers: { origin: 'https://jobs.example', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
			data: { url: 'https://jobs.example/vaga/3', captureType: 'page', title: 'Depois da troca', origin: 'bookmarklet' }
		});
	expect((await capture(old)).status()).toBe(403);
	expect((await capture(fresh)).status()).toBe(201);
});

test("the bookmarklet from Settings saves a job page with the page's JobPosting", async ({ page }) => {
	const title = `Técnico(a) de enfermagem ${Date.now()}`;
	const jsonLd = {
		'@context': 'https://schema.org',
		'@graph': [
			{ '@type': 'WebSite', name: 'Vagas Locais' },
			{ '@type': 'JobPosting', title, hiringOrganization: { '@type': 'Organization', name: 'Hospital Jabuti' }, employmentType: 'FULL_TIME' }
		]
	};
	// A job board on another origin than Rumo, as the bookmarklet meets it.
	const board: Server = createServer((_request, response) => {
		response
			.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
			.end(`<!doctype html><title>${title}</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script><p>Requisitos: COREN ativo.</p>`);
	});
	await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
	try {
		await openApp(page, '/settings');
		const bookmarklet = await page.getByTestId('companion').getByLabel('Bookmarklet').inputValue();
		const url = `http://127.0.0.1:${(board.address() as AddressInfo).port}/vaga/7`;
		await page.goto(url);
		// What clicking the bookmark runs; its alert is caught to read what it said.
		const said = await page.evaluate(
			(code) =>
				new Promise<string>((resolve) => {
					window.alert = (message?: unknown) => resolve(String(message));
					new Function(code)();
				}),
			bookmarklet.slice('javascript:'.length)
		);
		expect(said).toBe('Saved to Rumo.');

		await openApp(page, '/');
		const list = await api(page, 'GET', '/captures?limit=500');
		const saved = list.data.items.find((c: { url: string }) => c.url === url);
		expect(saved).toMatchObject({ title, captureType: 'job', origin: 'bookmarklet' });
		expect(saved.jobPosting).toMatchObject({ title, company: 'Hospital Jabuti', employmentType: 'FULL_TIME', remote: null });
	} finally {
		await new Promise((resolve) => board.close(resolve));
	}
});
