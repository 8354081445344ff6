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
