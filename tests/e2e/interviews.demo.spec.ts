import { expect, test } from '@playwright/test';

// The demo's nurse after applying (issue 30): next week's interview, her two stories and the next steps.
test('the demo shows the nurse’s interview and her two stories, and the dashboard lists her next steps', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/interviews');
	const picker = page.getByLabel('Application', { exact: true });
	const icu = await picker.locator('option', { hasText: 'UTI' }).first().getAttribute('value');
	await picker.selectOption(icu!);
	await expect(page.getByTestId('interview')).toHaveCount(1);
	await expect(page.getByTestId('interview')).toContainText('Technical');
	await expect(page.getByTestId('interview')).toContainText('Hospital Vale do Ipê');
	await expect(page.getByTestId('story-bank').getByTestId('story')).toHaveCount(2);
	await expect(page.getByTestId('story-bank')).toContainText('Protocolo de sepse da UTI');

	await page.goto('/dashboard');
	await expect(page.getByTestId('next-steps').getByTestId('next-step').first()).toBeVisible();
});
