import { expect, test } from '@playwright/test';
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
