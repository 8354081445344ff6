import { expect, test } from '@playwright/test';

// The demo build answers "What jobs ask for" with the engine, from the fictitious nurse's tracked jobs and profile.
test('the demo dashboard shows what the fictitious jobs ask for, with the demo profile’s gaps', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/dashboard');
	const section = page.getByTestId('requirements');
	await expect(section.getByRole('heading', { name: 'What jobs ask for' })).toBeVisible();
	await expect(section).toContainText(/Skills named by the \d+ tracked jobs?/);
	const row = (skill: string) => page.getByTestId('requirement').and(page.locator(`[data-skill="${skill}"]`));
	await expect(page.getByTestId('requirement').first()).toHaveAttribute('data-skill', 'COREN registration');
	await expect(row('COREN registration').getByTestId('in-profile')).toBeVisible();
	await expect(row('Intensive care').getByTestId('in-profile')).toBeVisible();
	await expect(row('ACLS').getByTestId('in-profile')).toBeVisible();
	await expect(row('Excel').getByTestId('gap')).toBeVisible();
});
