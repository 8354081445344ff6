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

// The analysis screens answer from the analyses the core computed from the demo's own fictitious
// resumes and postings (src/lib/demo/analyses.ts); a decision is refused like every other write.
test('the demo opens a fictitious analysis, its ATS review and its tailoring, and saves no decision', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/analysis');
	const recent = page.getByTestId('recent-analyses');
	await expect(recent.getByRole('listitem')).toHaveCount(2);
	const nurse = recent.getByRole('listitem').filter({ hasText: 'Hospital Vale do Ipê' });
	const score = (await nurse.locator('.score').textContent())?.match(/^(\d+)\/100$/)?.[1];
	expect(score).toBeTruthy();
	await nurse.getByRole('link').click();
	await expect(page).toHaveURL(/\/analysis\?id=demo-analysis-1$/);
	await expect(page.getByTestId('analysis-job')).toContainText('Enfermeiro(a) de UTI Adulto');
	await expect(page.getByTestId('analysis-job').locator('.score')).toHaveText(`${score}/100`);
	await expect(page.getByTestId('match-result').getByLabel(`Score ${score} of 100`)).toBeVisible();
	await expect(page.getByTestId('match-evidence')).toContainText('Assistência a pacientes críticos em UTI adulto com 20 leitos');
	await expect(page.getByTestId('match-gaps')).toContainText('BLS');

	await page.getByRole('navigation', { name: 'Parts of this analysis' }).getByRole('link', { name: 'ATS review' }).click();
	await expect(page.getByTestId('ats-present')).toContainText('Intensive care');
	await expect(page.getByTestId('ats-safe')).toContainText('Infection control');
	await expect(page.getByTestId('ats-without')).toContainText('BLS');

	await page.getByRole('navigation', { name: 'Parts of this analysis' }).getByRole('link', { name: 'Resume tailor' }).click();
	await expect(page).toHaveURL(/\/tailor\?match=demo-analysis-1$/);
	await expect(page.getByTestId('tailor-refused')).toContainText('BLS');
	const keyword = page.locator('[data-testid="suggestion"][data-kind="add_keyword"]').filter({ has: page.getByText('ACLS', { exact: true }) });
	await keyword.getByRole('button', { name: 'Accept' }).click();
	await expect(page.getByRole('alert').filter({ hasText: 'Your decision was not saved.' })).toContainText('This demo shows fictitious data and saves nothing.');
	await expect(keyword.getByRole('button', { name: 'Accept' })).toBeVisible();
	await expect(page.getByTestId('tailor-counts')).toContainText('0 accepted');
});

test('a demo application with a score links to the analysis with that score', async ({ page }) => {
	await page.goto('/applications');
	const link = page.getByTestId('job-card').filter({ hasText: 'Professora de Matemática' }).getByTestId('match-link');
	const score = (await link.textContent())?.match(/(\d+)/)?.[1];
	await link.click();
	await expect(page).toHaveURL(/\/analysis\?id=demo-analysis-4$/);
	await expect(page.getByTestId('analysis-job')).toContainText('Colégio Horizonte Azul');
	await expect(page.getByTestId('analysis-job').locator('.score')).toHaveText(`${score}/100`);
	await expect(page.getByTestId('match-evidence')).toContainText('Ensino de matemática para 6 turmas do ensino médio');
});
