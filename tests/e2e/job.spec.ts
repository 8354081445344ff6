import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
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

// Issue 28: pages with schema.org JobPosting, served by a page server the relay may reach.
const jsonLdPage = (posting: Record<string, unknown>, lang = 'en') =>
	`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Carregando…</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', ...posting })}</script></head><body><div id="app"></div></body></html>`;

async function servePages(pages: Record<string, string>) {
	const server = createServer((req, res) => {
		const body = pages[req.url ?? ''];
		res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
		res.end(body ?? 'not found');
	});
	await new Promise<void>((resolve) => server.listen(JOB_PAGE_PORT, '127.0.0.1', resolve));
	return server;
}

/** Tab until `target` has the focus (at most `most` presses). */
async function tabTo(page: import('@playwright/test').Page, target: import('@playwright/test').Locator, most = 40) {
	for (let i = 0; i < most; i++) {
		if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
		await page.keyboard.press('Tab');
	}
	await expect(target).toBeFocused();
}

test('a page that shows nothing but its JSON-LD is read, with the day it was posted and a warning that it may have expired', async ({ page }) => {
	const server = await servePages({
		'/jobs/7': jsonLdPage({
			title: 'R&amp;D Engineer &#8211; Embedded',
			hiringOrganization: { '@type': 'Organization', name: 'Larkspur Labs' },
			datePosted: '2024-05-02',
			validThrough: '2024-05-31',
			jobLocationType: 'TELECOMMUTE',
			applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
			baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 120000, unitText: 'YEAR' } },
			description: '<p>Design firmware for our sensors. Requirements: C, embedded Linux.</p>'
		})
	});
	try {
		await openApp(page, '/job');
		await api(page, 'PUT', '/settings/consents/relay-fetch', { granted: true });
		await page.getByLabel('Public link').check();
		await page.getByLabel('Link to a public job page').fill(`http://127.0.0.1:${JOB_PAGE_PORT}/jobs/7`);
		await page.getByRole('button', { name: 'Read the job' }).click();
		const result = page.getByTestId('job-result');
		await expect(result.getByRole('heading', { name: 'R&D Engineer – Embedded' })).toBeFocused();
		await expect(result).toContainText('Larkspur Labs');
		await expect(page.getByTestId('job-date-posted')).toHaveText('PostedMay 2, 2024');
		await expect(page.getByTestId('job-valid-through')).toHaveText('Applications untilMay 31, 2024');
		await expect(page.getByTestId('job-expired')).toContainText('This posting may have expired: it took applications until May 31, 2024.');
		await expect(page.getByTestId('job-applicant-locations')).toContainText('Only for people living inUSA');
		await expect(result).toContainText('$90,000 – $120,000 per year');

		await page.getByRole('button', { name: 'Português' }).click();
		await expect(page.getByTestId('job-date-posted')).toHaveText('Publicada em2 de mai. de 2024');
		await expect(page.getByTestId('job-expired')).toContainText('Esta vaga pode ter expirado: as inscrições iam até 31 de mai. de 2024.');
		await expect(page.getByTestId('job-applicant-locations')).toContainText('Só para quem mora emUSA');

		const stored = (await api(page, 'GET', '/job')).data.items[0];
		const job = (await api(page, 'GET', `/job/${stored.id}`)).data.job;
		expect(job).toMatchObject({ title: 'R&D Engineer – Embedded', datePosted: '2024-05-02', validThrough: '2024-05-31', applicantLocations: ['USA'], workMode: 'remote' });
	} finally {
		server.close();
	}
});

test.describe('em português, a 360 px, com o teclado', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('uma página que lista vagas oferece cada uma para ler ou pôr na caixa', async ({ page }) => {
		const base = `http://127.0.0.1:${JOB_PAGE_PORT}`;
		const server = await servePages({
			'/vagas': `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Vagas — Cooperativa Aroeira</title></head><body>
				<nav><a href="/">Início</a><a href="/vagas/busca">Buscar vagas</a></nav>
				<main><h1>Trabalhe conosco</h1><ul>
					<li><a href="/vagas/101-analista-fiscal"><h3>Analista Fiscal</h3><span>Recife, PE · CLT</span></a></li>
					<li><a href="/vagas/102-auxiliar-contabil"><h3>Auxiliar Contábil com experiência em fechamento mensal e conciliações</h3><span>Olinda, PE</span></a></li>
				</ul></main></body></html>`,
			'/vagas/102-auxiliar-contabil': jsonLdPage(
				{
					title: 'Auxiliar Contábil',
					hiringOrganization: { '@type': 'Organization', name: 'Cooperativa Aroeira' },
					datePosted: '2026-03-02',
					description: '<h3>Requisitos</h3><ul><li>Excel</li><li>Conciliação bancária</li></ul>'
				},
				'pt-BR'
			)
		});
		try {
			await openApp(page, '/job');
			await api(page, 'PUT', '/settings/consents/relay-fetch', { granted: true });
			await page.getByLabel('Link público').check();
			await page.getByLabel('Link de uma página pública de vaga').fill(`${base}/vagas`);
			await page.getByRole('button', { name: 'Ler a vaga' }).click();

			const listing = page.getByTestId('job-listing');
			await expect(listing.getByRole('heading', { name: 'Esta página lista 2 vagas' })).toBeFocused();
			await expect(listing.getByTestId('job-listed')).toHaveCount(2);
			expect((await api(page, 'GET', '/job')).data.total).toBe(0);
			await expectNoSeriousViolations(page, '/job with a listing (pt-BR, 360 px)');
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

			const fiscal = listing.getByTestId('job-listed').filter({ hasText: 'Analista Fiscal' });
			await tabTo(page, fiscal.getByRole('button', { name: 'Adicionar à caixa' }));
			await page.keyboard.press('Enter');
			await expect(fiscal.getByTestId('job-listed-in-inbox')).toHaveText('Já está na sua caixa');
			await expect(page.getByTestId('toast').last()).toContainText('"Analista Fiscal" foi adicionada à sua caixa.');
			const inbox = (await api(page, 'GET', '/inbox/items')).data.items;
			expect(inbox).toEqual([expect.objectContaining({ title: 'Analista Fiscal', url: `${base}/vagas/101-analista-fiscal` })]);

			const auxiliar = listing.getByTestId('job-listed').filter({ hasText: 'Auxiliar Contábil' });
			await tabTo(page, auxiliar.getByRole('button', { name: 'Ler esta vaga' }));
			await page.keyboard.press('Enter');
			const result = page.getByTestId('job-result');
			await expect(result.getByRole('heading', { name: 'Auxiliar Contábil' })).toBeFocused();
			await expect(result).toContainText('Cooperativa Aroeira');
			await expect(page.getByTestId('job-date-posted')).toHaveText('Publicada em2 de mar. de 2026');

			await tabTo(page, page.getByRole('button', { name: 'Voltar às 2 vagas daquela página' }), 60);
			await page.keyboard.press('Enter');
			await expect(listing.getByRole('heading', { name: 'Esta página lista 2 vagas' })).toBeFocused();
		} finally {
			server.close();
		}
	});
});
