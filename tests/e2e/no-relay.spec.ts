import { expect, test } from '@playwright/test';
import { api, createJob, openApp } from './helpers';

test('without the relay the app still works, and what needs the relay says how to start it', async ({ page }) => {
	await openApp(page, '/applications');
	await createJob(page, { title: 'Farmacêutica Hospitalar' });
	await expect(page.getByTestId('job-card').filter({ hasText: 'Farmacêutica Hospitalar' })).toBeVisible();

	const health = await api(page, 'GET', '/health');
	expect(health.data.relay.available).toBe(false);
	const save = await api(page, 'POST', '/settings/ai', { provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' });
	expect(save).toMatchObject({ status: 503, data: { code: 'relay_unavailable' } });
	expect(save.data.detail).toContain('npm start');
	const captures = await api(page, 'GET', '/captures');
	expect(captures.status).toBe(200);
	expect(captures.data.warnings[0].code).toBe('relay_unavailable');

	await page.goto('/settings');
	await expect(page.getByTestId('relay-state')).toContainText('start Rumo with "npm start"');
	await expect(page.getByTestId('ai-relay-off')).toContainText('npm start');
	await expect(page.getByTestId('companion')).toContainText('Start Rumo with "npm start"');
	await expect(page.getByTestId('ai-settings').getByLabel('Provider')).toBeDisabled();
});
