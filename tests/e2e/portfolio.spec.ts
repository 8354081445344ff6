import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { api, createJob, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { JOB_PAGE_PORT } from '../../playwright.config';

/** A folder as the page would send it after reading it (the repository spec drives the real picker). */
const FOLDER = {
	name: 'clinic-queue',
	files: [
		{ path: 'README.md', size: 64, text: '# clinic-queue\n\nA triage queue for a small clinic.\n' },
		{ path: 'package.json', size: 120, text: '{\n  "name": "clinic-queue",\n  "private": true,\n  "dependencies": {\n    "react": "^18.3.0"\n  }\n}\n' },
		{ path: 'go.mod', size: 90, text: 'module example.org/queue\n\ngo 1.22\n\nrequire (\n\tgithub.com/jackc/pgx/v5 v5.6.0\n)\n' },
		{ path: 'src/App.jsx', size: 40 }
	]
};

const REACT_JOB = `Frontend Developer — Clínica Aurora
Remote

About the role
You will build the screens nurses use to run the triage queue, with a small product team.

Requirements
- React
- TypeScript
`;

const entry = (page: Page, title: string) => page.locator('[data-testid="portfolio-entry"]', { has: page.getByRole('heading', { name: title, exact: true }) });

async function analyseFolder(page: Page): Promise<string> {
	const answer = await api(page, 'POST', '/codehost/local/analyze', FOLDER);
	expect(answer.status).toBe(201);
	return answer.data.id;
}

test('evidence added from a folder reaches the analysis citing the file, and the portfolio shows it with the application it helps', async ({ page }) => {
	await openApp(page, '/dashboard');
	const analysisId = await analyseFolder(page);

	// Add to profile, from the analysis screen: only React, chosen by the person.
	await page.goto(`/repository?id=${analysisId}`);
	await expect(page.getByTestId('analysis-title')).toHaveText('clinic-queue');
	await page.locator('[data-testid="evidence-item"][data-skill="React"]').getByRole('checkbox').check();
	await page.getByTestId('evidence-add').click();
	await expect(page.getByTestId('toast')).toContainText('1 item added to your profile.');

	// The analysis counts it like any other evidence, and quotes the file it came from.
	const extracted = await api(page, 'POST', '/job/extract', { text: REACT_JOB });
	expect(extracted.status).toBe(201);
	const job = extracted.data;
	const match = await api(page, 'POST', '/match/analyze', { jobId: job.id });
	expect(match.status).toBe(201);
	const react = match.data.evidence.find((row: { requirement: string }) => row.requirement === 'React');
	expect(react).toMatchObject({ source: 'profile' });
	expect(react.resumeEvidence).toContain('package.json');
	expect(match.data.gaps.map((gap: { requirement: string }) => gap.requirement)).toContain('TypeScript');

	await createJob(page, { title: 'Frontend Developer', company: 'Clínica Aurora', jobId: job.id });

	// Reached from Profile.
	await page.goto('/profile');
	await page.getByTestId('profile-portfolio').click();
	await expect(page).toHaveURL(/\/portfolio$/);
	await expect(page.locator('main h1')).toHaveText('Portfolio');

	const card = entry(page, 'clinic-queue');
	await expect(card.getByTestId('portfolio-visibility-badge')).toHaveText('Private — only on this device');
	await expect(card.getByTestId('portfolio-origin')).toContainText('From a folder on this computer you analysed');
	const skills = card.getByTestId('portfolio-skills');
	await expect(skills.locator('li', { hasText: 'React' }).first()).toContainText('in your profile');
	await expect(skills.locator('li', { hasText: 'PostgreSQL' }).first()).toContainText('not in your profile yet');
	await skills.getByText('React', { exact: true }).click();
	await expect(skills).toContainText('package.json line 5');
	await expect(skills).toContainText('dependency "react" ^18.3.0');
	await expect(card.getByTestId('portfolio-helps')).toContainText('Frontend Developer — Clínica Aurora');
	await expect(card.getByTestId('portfolio-helps')).toContainText('asks for React');
	await expect(card.getByTestId('portfolio-helps')).toContainText('required');
	await expect(page.getByTestId('portfolio-summary')).toContainText('1 open application compared');
	await expect(page.getByTestId('portfolio-skill-table')).toContainText('React');
	await expectNoSeriousViolations(page, 'portfolio');

	// Deleting the analysis (here, or in another tab) takes it off the portfolio by itself.
	await api(page, 'DELETE', `/codehost/repo/analyses/${analysisId}`);
	await expect(page.getByTestId('portfolio-empty')).toBeVisible();
});

test.describe('in Portuguese, at 360 px', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('the empty screen says what to do; projects and links are filtered by keyboard; an unreadable project says so', async ({ page }) => {
		await openApp(page, '/portfolio');
		await expect(page.getByTestId('portfolio-empty')).toContainText('Ainda não há nada para mostrar');
		await expect(page.getByTestId('portfolio-empty').getByRole('link', { name: 'Analisar um repositório' })).toBeVisible();
		await expectNoSeriousViolations(page, 'portfolio empty pt');

		await api(page, 'PUT', '/profile/basics', { links: ['https://helena-duarte.example'] });
		await api(page, 'POST', '/profile/items', {
			type: 'project',
			title: 'Painel de triagem',
			detail: 'Um painel em React para a fila de triagem do pronto-socorro.',
			evidence: [{ text: 'Um painel em React para a fila de triagem do pronto-socorro.', public: true, url: 'https://helena-duarte.example/triagem' }]
		});
		await api(page, 'POST', '/profile/items', { type: 'project', title: 'Mutirão de vacinação', detail: 'Organizei a equipe nos fins de semana.' });

		await expect(page.getByTestId('portfolio-entry')).toHaveCount(3);
		await expect(page.getByTestId('portfolio-summary')).toHaveText('3 itens · 3 habilidades comprovadas · ainda sem candidatura em aberto para comparar');
		await expect(entry(page, 'Painel de triagem').getByTestId('portfolio-skills')).toContainText('Triage');
		await expect(entry(page, 'Painel de triagem').getByTestId('portfolio-origin')).toContainText('No seu perfil — adicionado por você');
		await expect(entry(page, 'Painel de triagem').getByTestId('portfolio-visibility-badge')).toHaveText('Público');
		await expect(entry(page, 'Mutirão de vacinação').getByTestId('portfolio-ambiguous')).toContainText('O Rumo não consegue dizer quais habilidades isto mostra');
		await expect(entry(page, 'Mutirão de vacinação').getByTestId('portfolio-visibility-badge')).toHaveText('Privado — só neste aparelho');

		// Keyboard only: the kind filter, then the search, then clearing.
		await page.getByTestId('portfolio-kind').focus();
		await page.keyboard.press('ArrowDown'); // Código
		await page.keyboard.press('ArrowDown'); // Projetos
		await expect(page.getByTestId('portfolio-entry')).toHaveCount(2);
		await page.keyboard.press('Tab');
		await page.keyboard.press('Tab');
		await expect(page.getByTestId('portfolio-q')).toBeFocused();
		await page.keyboard.type('vacina');
		await expect(page.getByTestId('portfolio-entry')).toHaveCount(1);
		await page.keyboard.type('xyz');
		await expect(page.getByTestId('portfolio-none')).toContainText('Nada corresponde a estes filtros');
		await page.keyboard.press('Tab');
		await expect(page.getByTestId('portfolio-reset')).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(page.getByTestId('portfolio-entry')).toHaveCount(3);

		// A folder's proofs are said in Portuguese too, from the analysis' codes.
		await analyseFolder(page);
		const folder = entry(page, 'clinic-queue');
		await expect(folder.getByTestId('portfolio-origin')).toContainText('De uma pasta deste computador que você analisou');
		await folder.getByTestId('portfolio-skills').getByText('React', { exact: true }).click();
		await expect(folder.getByTestId('portfolio-skills')).toContainText('package.json, linha 5');
		await expect(folder.getByTestId('portfolio-skills')).toContainText('dependência "react" ^18.3.0');
		await expect(folder.getByTestId('portfolio-skills')).toContainText('ainda fora do seu perfil');

		// Nothing wider than the screen.
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectNoSeriousViolations(page, 'portfolio pt 360');
	});
});

test.describe('a link check', () => {
	let server: Server;
	test.beforeAll(async () => {
		server = createServer((request, response) => {
			if (request.url === '/cv') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Helena Duarte</h1>');
			else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
		});
		await new Promise<void>((resolve) => server.listen(JOB_PAGE_PORT, '127.0.0.1', resolve));
	});
	test.afterAll(async () => {
		await new Promise((resolve) => server.close(resolve));
	});

	test('asks for consent first, then says whether each link still answers', async ({ page }) => {
		await openApp(page, '/dashboard');
		await api(page, 'PUT', '/profile/basics', { links: [`http://127.0.0.1:${JOB_PAGE_PORT}/cv`, `http://127.0.0.1:${JOB_PAGE_PORT}/old-blog`] });
		await page.goto('/portfolio');
		const live = entry(page, `http://127.0.0.1:${JOB_PAGE_PORT}/cv`);
		const dead = entry(page, `http://127.0.0.1:${JOB_PAGE_PORT}/old-blog`);

		await live.getByTestId('portfolio-check').click();
		await expect(page.getByTestId('portfolio-consent')).toContainText('Allow Rumo to open the link?');
		expect((await api(page, 'GET', '/settings/consents')).data.items.find((c: { integration: string }) => c.integration === 'relay-fetch').granted).toBe(false);
		await expectNoSeriousViolations(page, 'portfolio consent');
		await page.getByTestId('portfolio-consent-allow').click();
		await expect(live.getByTestId('portfolio-link-result')).toContainText('The link works');
		await expect(live.getByTestId('portfolio-link-result')).toHaveAttribute('data-available', 'true');

		await dead.getByTestId('portfolio-check').click();
		await expect(dead.getByTestId('portfolio-link-result')).toContainText('The link did not answer: the page no longer exists (404).');
		await expect(page.getByTestId('portfolio-consent')).toHaveCount(0);
	});
});
