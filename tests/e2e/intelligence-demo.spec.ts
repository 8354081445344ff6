import { readFileSync } from 'node:fs';
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

// /intelligence in the demo: the same engine's figures over the fictitious nurse's story.
test('the demo intelligence screen charts the fictitious search, links its gaps to her analyses and exports her log', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/intelligence');
	await expect(page.getByTestId('funnel-chart').getByRole('img')).toHaveAttribute('aria-label', /^Funnel of 7 tracked jobs: Saved 7 \(100%\)/);
	await expect(page.getByTestId('timeline-chart').getByRole('img')).toHaveAttribute('aria-label', /^In the last 12 weeks: \d+ applications, \d+ responses? and \d+ interviews?\./);
	await expect(page.getByTestId('response-facts')).toContainText('Answered');
	const gapLink = page.getByTestId('gap-analysis').first();
	await expect(gapLink).toHaveAttribute('href', /^\/analysis\?id=/);

	const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV (spreadsheet)' }).click()]);
	const text = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
	expect(text.split('\r\n')).toHaveLength(8);
	expect(text).toContain('applied; ');

	await gapLink.click();
	await expect(page).toHaveURL(/\/analysis\?id=/);
	await expect(page.getByTestId('match-result')).toBeVisible();
});
