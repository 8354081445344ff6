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

test('without the relay the Sources screen says the capture helper is off and how to start it', async ({ page }) => {
	await openApp(page, '/sources');
	const panel = page.getByTestId('capture-panel');
	await expect(panel.getByTestId('relay-status')).toHaveText('Local helper not running');
	await expect(panel.getByTestId('capture-relay-off')).toContainText('The local helper is not running, so new captures cannot arrive');
	await expect(panel.getByTestId('capture-relay-off').locator('code')).toHaveText('npm start');
	await expect(panel.getByTestId('last-sync')).toHaveText('Not synchronised yet');
	await expect(panel.getByTestId('captures-empty')).toBeVisible();
	// Checking again does not pretend: the notice stays until the helper runs.
	await panel.getByRole('button', { name: 'Check for new captures' }).click();
	await expect(panel.getByTestId('capture-relay-off')).toBeVisible();
	await expect(page.getByTestId('authenticated-browser')).toBeVisible();
});
