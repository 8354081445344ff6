import { expect, test, type Page } from '@playwright/test';
import { createJob, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { fixtureText } from './fixtures';


test('every screen passes axe with no serious or critical violation, empty and filled', async ({ page }) => {
	// A walk through 15 screens and their filled states, each audited by axe: longer than one screen's test.
	test.setTimeout(150_000);
	await openApp(page, '/');
	for (const path of ['/', '/dashboard', '/resume', '/job', '/sources', '/analysis', '/ats', '/tailor', '/profile', '/applications', '/intelligence', '/history', '/privacy', '/settings', '/no-such-page']) {
		await page.goto(path);
		await expect(page.locator('main h1')).toBeVisible();
		await page.waitForLoadState('networkidle');
		await expectNoSeriousViolations(page, `${path} (empty)`);
	}
	await createJob(page, { title: 'Psicóloga Clínica', company: 'Clínica Ser', status: 'applied', match: { score: 70, analysisId: null } });
	await createJob(page, { title: 'Assistente Jurídico', status: 'saved' });
	await page.goto('/dashboard');
	await expect(page.getByTestId('kpis')).toBeVisible();
	await expectNoSeriousViolations(page, '/dashboard (filled)');
	await page.goto('/applications');
	await expect(page.getByTestId('board')).toBeVisible();
	await expectNoSeriousViolations(page, '/applications (filled)');
	await page.getByRole('button', { name: 'Open Psicóloga Clínica' }).click();
	await expect(page.getByRole('dialog')).toBeVisible();
	await expectNoSeriousViolations(page, '/applications (details dialog)');

	await page.goto('/resume');
	await page.getByLabel('Paste your resume').fill(fixtureText('resumes', 'd_pt_ux_beatriz_souza.txt'));
	await page.getByRole('button', { name: 'Read my resume' }).click();
	await expect(page.getByTestId('candidate-review')).toBeVisible();
	await expectNoSeriousViolations(page, '/resume (result and review)');
	await page.getByTestId('add-selected').click();
	// Leaving before the save is confirmed would close the page's engine mid-write.
	await expect(page.getByTestId('toast')).toContainText('added to your profile');
	await page.goto('/profile');
	await expect(page.getByTestId('profile-item').first()).toBeVisible();
	await expectNoSeriousViolations(page, '/profile (filled)');

	await page.goto('/job');
	await page.getByLabel('Job posting text').fill(fixtureText('jobs', 'd_job_pt_product_designer_pe_de_moleque.txt'));
	await page.getByRole('button', { name: 'Read the job' }).click();
	await page.getByRole('button', { name: 'Analyse compatibility' }).click();
	await expect(page.getByTestId('match-result')).toBeVisible();
	await expectNoSeriousViolations(page, '/analysis (filled)');
	await page.getByRole('link', { name: 'ATS review' }).click();
	await expect(page.getByTestId('ats')).toBeVisible();
	await expectNoSeriousViolations(page, '/ats (filled)');
	await page.getByRole('link', { name: 'Resume tailor' }).click();
	await expect(page.getByTestId('suggestion').first()).toBeVisible();
	await expectNoSeriousViolations(page, '/tailor (filled)');
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });
	test('the screens pass axe too', async ({ page }) => {
		await openApp(page, '/');
		for (const path of ['/', '/dashboard', '/resume', '/job', '/analysis', '/tailor', '/profile', '/applications', '/settings', '/pagina-que-nao-existe']) {
			await page.goto(path);
			await expect(page.locator('main h1')).toBeVisible();
			await expectNoSeriousViolations(page, `${path} (pt-BR)`);
		}
	});
});

test('at 360 px, the header with its menu open passes axe', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 });
	await openApp(page, '/dashboard');
	await page.getByRole('button', { name: 'Menu' }).click();
	await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' })).toBeVisible();
	await expectNoSeriousViolations(page, '/dashboard (360 px, menu open)');
});
