import { expect, test } from '@playwright/test';

// The demo build served as a static site: no relay, no core, nothing stored.
test('the demo shows fictitious data with a banner and stores nothing', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/dashboard');
	await expect(page.getByTestId('demo-banner')).toHaveText('Demo — fictitious data. Nothing you do here is saved.');
	await expect(page.getByTestId('kpis')).toContainText('7');
	await page.getByRole('link', { name: 'Applications', exact: true }).click();
	await expect(page.getByTestId('job-card')).toHaveCount(7);

	await page
		.getByTestId('job-card')
		.filter({ hasText: 'Advogado(a) Trabalhista Pleno' })
		.getByLabel(/^Stage of/)
		.selectOption('applied');
	await expect(page.getByTestId('toast')).toContainText('This demo shows fictitious data and saves nothing.');
	await expect(page.locator('[data-status="saved"]').getByTestId('job-card')).toHaveCount(1);

	const databases = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
	expect(databases).not.toContain('rumo');
	expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
	const workers = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('core.worker')).length);
	expect(workers).toBe(0);
});

test('the demo shows a fictitious profile and explains that reading a resume needs the real app', async ({ page }) => {
	await page.goto('/profile');
	await expect(page.getByTestId('profile-item')).toHaveCount(3);
	await expect(page.getByTestId('profile-item').filter({ hasText: 'ACLS' }).getByTestId('evidence-visibility')).toHaveText('Public');
	await page.goto('/resume');
	await page.getByLabel('Paste your resume').fill('Helena Duarte\nEnfermeira de UTI\n'.repeat(10));
	await page.getByRole('button', { name: 'Read my resume' }).click();
	await expect(page.getByTestId('resume-error')).toContainText('This demo shows fictitious data and saves nothing.');
});

test('the demo landing page does not claim static hosting runs the backend', async ({ page }) => {
	await page.goto('/');
	await expect(page.getByTestId('hosting-note')).toContainText('A static host runs no engine, no AI and stores nothing');
});
