import { expect, test } from '@playwright/test';
import { api, openApp } from './helpers';
import { fixtureText } from './fixtures';

// Issue 27, "Nothing lost, nothing frozen": what a newcomer hit in a week of ordinary use.

test('the review accepts “present” as an end date, and a date it cannot take is named, opened and focused, with nothing added', async ({ page }) => {
	await openApp(page, '/resume');
	await page.getByLabel('Paste your resume').fill(fixtureText('resumes', 'd_en_backend_samuel_reyes.txt'));
	await page.getByRole('button', { name: 'Read my resume' }).click();
	const review = page.getByTestId('candidate-review');
	const jobs = review.locator('[data-type="experience"]');
	await expect(jobs.nth(1)).toBeVisible();

	// The newcomer types "present" where the card already read the job as running.
	const first = jobs.first();
	const firstTitle = (await first.locator('.title').textContent())!.trim();
	await first.getByRole('button', { name: 'Edit before adding' }).click();
	await first.getByLabel(/^End/).fill('present');
	await first.getByRole('button', { name: 'Done editing' }).click();
	// And a start date that is no date on another job.
	const second = jobs.nth(1);
	const secondTitle = (await second.locator('.title').textContent())!.trim();
	await second.getByRole('button', { name: 'Edit before adding' }).click();
	await second.getByLabel(/^Start/).fill('last spring');
	await second.getByRole('button', { name: 'Done editing' }).click();

	await review.getByTestId('add-selected').click();
	await expect(review.getByTestId('review-refused')).toHaveText(`Nothing was added: “${secondTitle}” needs a look at its start date. Fix it below and add again.`);
	const start = second.getByLabel(/^Start/);
	await expect(start).toBeFocused();
	await expect(start).toHaveAttribute('aria-invalid', 'true');
	await expect(second).toContainText('Use YYYY-MM or YYYY (2021-03), or “present” for a job you still have.');
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);

	await start.fill('2019-03');
	await expect(start).toHaveAttribute('aria-invalid', 'false');
	await review.getByTestId('add-selected').click();
	await expect(page.getByTestId('toast').last()).toContainText('added to your profile');
	const items = (await api(page, 'GET', '/profile')).data.items as { title: string; start: string | null; end: string | null }[];
	expect(items.find((item) => item.title === firstTitle)?.end).toBeNull();
	expect(items.find((item) => item.title === secondTitle)?.start).toBe('2019-03');
});
