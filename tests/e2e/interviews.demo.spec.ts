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

// Issue 30's rest in the demo: the interview is in History with its application; no AI is set up, so
// "Word with AI" is not offered; notifications stay off until the person turns them on.
test('the demo’s interview is in History with its application, and AI wording is not offered without a provider', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/history');
	const interview = page.locator('[data-testid="history-entry"][data-kind="interview"]');
	await expect(interview.first()).toContainText('Interview added for');
	await expect(interview.first()).toContainText('UTI');
	await interview.first().getByTestId('history-open').click();
	await expect(page).toHaveURL(/\/interviews\?application=/);
	await expect(page.getByTestId('interview')).toHaveCount(1);
	await expect(page.getByTestId('reminder-notify-toggle')).not.toBeChecked();
	await page.getByLabel('Requirement the story should prove').fill('Patient safety');
	await page.getByTestId('story-draft-submit').click();
	await expect(page.getByTestId('story-draft')).toBeVisible();
	await expect(page.getByTestId('story-ai')).toHaveCount(0);
	await expect(page.getByTestId('followup-ai')).toHaveCount(0);
});
