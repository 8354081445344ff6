import { expect, test } from '@playwright/test';
import { api, createJob, openApp } from './helpers';

test('with nothing tracked the dashboard shows its designed empty state', async ({ page }) => {
	await openApp(page, '/dashboard');
	await expect(page.getByTestId('dashboard-empty')).toContainText('No applications yet');
	await expect(page.getByTestId('analyses-empty')).toContainText('No analysis yet');
	await expect(page.getByTestId('profile-summary')).toContainText('Your profile is empty');
	await page.getByRole('link', { name: 'Add your first application' }).click();
	await expect(page.getByRole('dialog', { name: 'New application' })).toBeVisible();
});

test('the KPIs are the API metrics, and follow a change made on the board', async ({ page }) => {
	await openApp(page, '/dashboard');
	const a = await createJob(page, { title: 'Enfermeiro', source: 'Gupy', status: 'applied', match: { score: 80, analysisId: null } });
	await createJob(page, { title: 'Enfermeira Chefe', source: 'Gupy', status: 'applied', match: { score: 60, analysisId: null } });
	await createJob(page, { title: 'Auxiliar', status: 'saved' });
	await expect(page.getByTestId('kpis')).toBeVisible();
	const metrics = (await api(page, 'GET', '/tracker/metrics')).data;
	const kpi = (label: string) => page.getByTestId('kpis').locator('.kpi', { hasText: label }).locator('.value');
	await expect(kpi('Applications tracked')).toHaveText(String(metrics.total));
	await expect(kpi('Applications sent')).toHaveText('2');
	await expect(kpi('Response rate')).toHaveText('0%');
	await expect(kpi('Average match')).toHaveText('70/100');
	await expect(kpi('Median days to an answer')).toHaveText('—');

	await api(page, 'PATCH', `/tracker/jobs/${a.id}`, { status: 'interview', version: 1 });
	await expect(kpi('Response rate')).toHaveText('50%');
	await expect(kpi('Interview rate')).toHaveText('50%');
	await expect(page.getByRole('table').filter({ hasText: 'Source' })).toContainText('Gupy');
	await expect(page.getByTestId('recent')).toContainText('Auxiliar');
	await expect(page.getByText('You have 1 saved job you have not applied to yet.')).toBeVisible();
});

test('the profile summary counts the profile\'s items and follows a change to it', async ({ page }) => {
	await openApp(page, '/dashboard');
	await api(page, 'PUT', '/profile/basics', { name: 'Ana Lima', headline: 'Enfermeira de UTI' });
	await api(page, 'POST', '/profile/items', { type: 'skill', title: 'Wound care', evidence: [{ text: 'Curativos complexos em UTI adulto.' }] });
	await page.reload();
	const summary = page.getByTestId('profile-summary');
	await expect(summary).toContainText('Ana Lima');
	await expect(summary).toContainText('Items: 1 · skills: 1 · with evidence: 1');
	await api(page, 'POST', '/profile/items', { type: 'language', title: 'English' });
	await expect(summary).toContainText('Items: 2 · skills: 1 · with evidence: 1');
});
