import { expect, test } from '@playwright/test';
import { createJob, openApp } from './helpers';

test.describe('a browser set to Brazilian Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('gets the app in Portuguese, statuses included', async ({ page }) => {
		await openApp(page, '/applications');
		await expect(page.getByRole('heading', { name: 'Candidaturas', level: 1 })).toBeVisible();
		await expect(page.getByTestId('apps-empty')).toContainText('Nenhuma candidatura ainda');
		await createJob(page, { title: 'Enfermeira' });
		await expect(page.locator('[data-status="applied"] h2')).toContainText('Candidatura enviada');
		await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
	});
});

test('the language chosen in Settings is kept across visits', async ({ page }) => {
	await openApp(page, '/settings');
	await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
	await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
	await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
	await page.getByRole('button', { name: 'Switch to English' }).click();
	await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('settings show storage use and the local helper state', async ({ page }) => {
	await openApp(page, '/settings');
	await expect(page.getByTestId('storage')).toContainText(/used of about/);
	await expect(page.getByTestId('relay-state')).toContainText('The local helper is running');
});

test('consent for each outside integration starts off and is recorded with its date', async ({ page }) => {
	await openApp(page, '/settings');
	const section = page.getByTestId('consents');
	const fetchPages = section.getByLabel('Read public job pages');
	await expect(fetchPages).not.toBeChecked();
	await expect(section).not.toContainText('Allowed on');
	await fetchPages.check();
	await expect(page.getByTestId('toast')).toContainText('Your choice was saved.');
	await expect(section).toContainText('Allowed on');
	const stored = await page.evaluate(async () => (await (await fetch('/api/v1/settings/consents')).json()).items);
	expect(stored.find((c: { integration: string }) => c.integration === 'relay-fetch')).toMatchObject({ granted: true });
	expect(stored.find((c: { integration: string }) => c.integration === 'ai')).toMatchObject({ granted: false, at: null });
	await page.reload();
	await expect(page.getByTestId('consents').getByLabel('Read public job pages')).toBeChecked();
});

// Speed on a phone (issue 27): each screen's words are a chunk of their own, fetched when a screen
// that shows them opens. The service worker keeps every chunk, so a screen never opened before
// still speaks its language offline, with neither a message key nor an empty heading on the way.
test('offline, a screen not opened before still speaks the language chosen', async ({ page, context }) => {
	// A message of an area the screen did not load is reported on the console (src/lib/i18n).
	const missing: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error' && message.text().startsWith('i18n:')) missing.push(message.text());
	});
	await openApp(page, '/settings');
	await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
	await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
	await context.setOffline(true);
	// A link inside the app: the Privacy screen's words were never fetched by this page.
	await page.getByRole('link', { name: 'Como o Rumo garante isso' }).click();
	await expect(page.getByRole('heading', { name: 'Privacidade e onde ficam seus dados', level: 1 })).toBeVisible();
	await expect(page.locator('main')).not.toContainText(/\b(privacy|aiAssist)\.[a-z]+/);
	await page.goBack();
	await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
	await context.setOffline(false);
	expect(missing).toEqual([]);
});
