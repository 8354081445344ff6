import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import { api, openApp } from './helpers';
import { fixtureText } from './fixtures';
import { JOB_PAGE_PORT } from '../../playwright.config';

test('without a resume the compatibility part shows its empty state', async ({ page }) => {
	await openApp(page, '/job');
	await page.getByLabel('Job posting text').fill(fixtureText('jobs', 'd_job_pt_fullstack_jabuti.txt'));
	await page.getByRole('button', { name: 'Read the job' }).click();
	await expect(page.getByTestId('job-result')).toContainText('Desenvolvedor(a) Full Stack Pleno');
	await expect(page.getByTestId('match-empty')).toContainText('No resume yet');
});

test('a pasted job is compared with the resume on its own screen: score, evidence, ATS groups, and saved to Applications with its score', async ({ page }) => {
	await openApp(page, '/');
	await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_accountant_derek_hollis.txt') });
	await page.goto('/job');
	await page.getByLabel('Job posting text').fill(fixtureText('jobs', 'd_job_en_senior_accountant_maple_finch.txt'));
	await page.getByRole('button', { name: 'Read the job' }).click();
	await expect(page.getByTestId('job-result')).toContainText('Senior Accountant');
	await expect(page.getByTestId('job-required').locator('li').first()).toBeVisible();

	await page.getByRole('button', { name: 'Analyse compatibility' }).click();
	await expect(page).toHaveURL(/\/analysis\?id=/);
	await expect(page.getByTestId('match-band')).toHaveText('Strong fit');
	await expect(page.getByTestId('match-evidence').locator('li').first()).toBeVisible();
	const actions = (await page.getByTestId('match-actions').textContent()) ?? '';
	expect(actions).not.toMatch(/\badd\b/i);

	await page.getByRole('link', { name: 'ATS review' }).click();
	await expect(page.getByTestId('ats-present').locator('li').first()).toBeVisible();
	await page.getByRole('link', { name: 'Compatibility', exact: true }).click();

	await page.getByTestId('analysis-save').click();
	await expect(page.getByTestId('toast')).toContainText('Saved to Applications, with this score.');
	const saved = (await api(page, 'GET', '/tracker/jobs')).data.items[0];
	expect(saved).toMatchObject({ title: 'Senior Accountant', company: 'Maple & Finch Advisors' });
	expect(saved.match.score).toBeGreaterThanOrEqual(70);
	expect(saved.match.analysisId).toBeTruthy();
	expect(saved.jobId).toBeTruthy();
});

test('a job can be saved to Applications without comparing it', async ({ page }) => {
	await openApp(page, '/job');
	await page.getByLabel('Job posting text').fill(fixtureText('jobs', 'd_job_pt_fullstack_jabuti.txt'));
	await page.getByRole('button', { name: 'Read the job' }).click();
	await page.getByRole('button', { name: 'Save to Applications' }).click();
	await expect(page.getByTestId('toast')).toContainText('Saved to Applications.');
	const saved = (await api(page, 'GET', '/tracker/jobs')).data.items[0];
	expect(saved).toMatchObject({ title: 'Desenvolvedor(a) Full Stack Pleno', match: null });
	expect(saved.jobId).toBeTruthy();
});

test('the analysis speaks Portuguese once the person switches to it', async ({ page }) => {
	await openApp(page, '/');
	await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
	await page.goto('/job');
	await page.getByLabel('Job posting text').fill(fixtureText('jobs', 'd_job_en_backend_node_harborline.txt'));
	await page.getByRole('button', { name: 'Read the job' }).click();
	await page.getByRole('button', { name: 'Analyse compatibility' }).click();
	await expect(page).toHaveURL(/\/analysis\?id=/);
	const actions = page.getByTestId('match-actions');
	await expect(actions).toContainText('Highlight Node.js, which your resume shows under');
	await expect(page.getByTestId('match-gaps')).toContainText('Your resume shows no evidence of Kafka.');

	await page.getByRole('button', { name: 'Mudar para português' }).click();
	await expect(actions).toContainText('Destaque Node.js: seu currículo já mostra isso em');
	await expect(actions).toContainText('A vaga exige Node.js e seu currículo diz:');
	await expect(actions).not.toContainText('Highlight');
	await expect(page.getByTestId('match-gaps')).toContainText('Seu currículo não mostra nada sobre Kafka.');
	await expect(page.getByTestId('match-gaps')).not.toContainText('your resume');
});

test('a link asks for consent first, then is read; a short text gets an actionable error', async ({ page }) => {
	const server = createServer((req, res) => {
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
		res.end(fixtureText('jobs', 'd_job_pt_product_designer_pe_de_moleque.html'));
	});
	await new Promise<void>((resolve) => server.listen(JOB_PAGE_PORT, '127.0.0.1', resolve));
	try {
		await openApp(page, '/job');
		await page.getByLabel('Job posting text').fill('Vaga de enfermeiro, CLT.');
		await page.getByRole('button', { name: 'Read the job' }).click();
		await expect(page.getByTestId('job-error')).toContainText('too short to analyse');

		await page.getByLabel('Public link').check();
		await page.getByLabel('Link to a public job page').fill(`http://127.0.0.1:${JOB_PAGE_PORT}/vaga`);
		await page.getByRole('button', { name: 'Read the job' }).click();
		await expect(page.getByTestId('job-consent')).toContainText('Allow Rumo to read public pages?');
		await page.getByRole('button', { name: 'Allow and read the link' }).click();
		await expect(page.getByTestId('job-result')).toContainText('Product Designer Sênior');
		const consents = (await api(page, 'GET', '/settings/consents')).data.items;
		expect(consents.find((c: { integration: string }) => c.integration === 'relay-fetch').granted).toBe(true);
	} finally {
		server.close();
	}
});
