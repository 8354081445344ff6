import { expect, test, type Page } from '@playwright/test';
import { api, createJob, openApp } from './helpers';

const column = (page: Page, status: string) => page.locator(`[data-testid="column"][data-status="${status}"]`);
const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });

test('an empty board invites the first application, and the form explains what is wrong', async ({ page }) => {
	await openApp(page, '/applications');
	await expect(page.getByTestId('apps-empty')).toContainText('No applications yet');
	await page.getByRole('button', { name: 'Add your first application' }).click();
	const dialog = page.getByRole('dialog', { name: 'New application' });
	await expect(dialog).toBeVisible();
	await dialog.getByLabel('Link to the posting').fill('not a link');
	await dialog.getByRole('button', { name: 'Save' }).click();
	await expect(dialog.getByTestId('form-error')).toHaveText('Some fields need attention.');
	await expect(dialog.getByText('Give the job a title.')).toBeVisible();
	await expect(dialog.getByText('Use a full web address starting with https://')).toBeVisible();
	expect((await api(page, 'GET', '/tracker/jobs')).data.total).toBe(0);

	await dialog.getByLabel('Job title').fill('Enfermeira Obstetra');
	await dialog.getByLabel('Company or institution').fill('Maternidade Aurora');
	await dialog.getByLabel('Link to the posting').fill('https://vagas.example/aurora');
	await dialog.getByLabel('Notes').fill('Plantão 12x36');
	await dialog.getByRole('button', { name: 'Save' }).click();
	await expect(dialog).toBeHidden();
	await expect(card(page, 'Enfermeira Obstetra')).toBeVisible();
	await expect(column(page, 'saved').getByTestId('job-card')).toHaveCount(1);
});

test('a card moves by drag and drop and the move is stored with its history', async ({ page }) => {
	await openApp(page, '/applications');
	const job = await createJob(page, { title: 'Analista Fiscal', company: 'Contábil Norte' });
	await expect(card(page, 'Analista Fiscal')).toBeVisible();
	await card(page, 'Analista Fiscal').dragTo(column(page, 'applied'));
	await expect(column(page, 'applied').getByTestId('job-card')).toHaveCount(1);
	await expect(page.getByTestId('toast')).toContainText('Moved "Analista Fiscal" to Applied.');
	await expect.poll(async () => (await api(page, 'GET', `/tracker/jobs/${job.id}`)).data.status).toBe('applied');
	const stored = (await api(page, 'GET', `/tracker/jobs/${job.id}`)).data;
	expect(stored.history.map((h: { to: string }) => h.to)).toEqual(['saved', 'applied']);
});

test('the status select moves a card with the keyboard alone', async ({ page }) => {
	await openApp(page, '/applications');
	const job = await createJob(page, { title: 'Professora de Inglês' });
	const select = card(page, 'Professora de Inglês').getByLabel('Stage of Professora de Inglês');
	await select.focus();
	await page.keyboard.press('ArrowDown'); // saved → applied, as a keyboard user would
	await page.keyboard.press('Enter'); // arrows only browse; Enter moves the card
	await expect(column(page, 'applied').getByTestId('job-card')).toHaveCount(1);
	await expect.poll(async () => (await api(page, 'GET', `/tracker/jobs/${job.id}`)).data.status).toBe('applied');
	await card(page, 'Professora de Inglês').getByLabel('Stage of Professora de Inglês').selectOption('interview');
	await expect(column(page, 'interview').getByTestId('job-card')).toHaveCount(1);
	await expect.poll(async () => (await api(page, 'GET', `/tracker/jobs/${job.id}`)).data.version).toBe(3);
});

test('a move the API refuses is rolled back with a message', async ({ page }) => {
	await openApp(page, '/applications');
	await createJob(page, { title: 'Designer de Serviços' });
	await expect(card(page, 'Designer de Serviços')).toBeVisible();
	// The next update fails in transit, as if the engine had crashed.
	await page.evaluate(() => {
		const original = window.fetch;
		window.fetch = (input, init) => (init?.method === 'PATCH' ? Promise.reject(new TypeError('Failed to fetch')) : original(input, init));
	});
	await card(page, 'Designer de Serviços').getByLabel('Stage of Designer de Serviços').selectOption('offer');
	await expect(page.getByTestId('toast')).toContainText('Could not move "Designer de Serviços"');
	await expect(page.getByTestId('toast')).toContainText('It is back in Saved.');
	await expect(column(page, 'saved').getByTestId('job-card')).toHaveCount(1);
	await expect(column(page, 'offer').getByTestId('job-card')).toHaveCount(0);
});

test('a move made with a stale copy is refused, and the board loads the latest version', async ({ page }) => {
	// This tab stops hearing about changes, so its copy goes stale as in a window left open for days.
	await page.addInitScript(() => Object.defineProperty(window, 'BroadcastChannel', { value: undefined }));
	await openApp(page, '/applications');
	const job = await createJob(page, { title: 'Técnico de Segurança do Trabalho' });
	await page.reload();
	await expect(card(page, 'Técnico de Segurança do Trabalho')).toBeVisible();
	await api(page, 'PATCH', `/tracker/jobs/${job.id}`, { status: 'interview', version: 1 });
	await card(page, 'Técnico de Segurança do Trabalho').getByLabel(/^Stage of/).selectOption('applied');
	await expect(page.getByTestId('toast')).toContainText('This application changed in another tab or window.');
	await expect(column(page, 'interview').getByTestId('job-card')).toHaveCount(1);
	await expect(column(page, 'applied').getByTestId('job-card')).toHaveCount(0);
	expect((await api(page, 'GET', `/tracker/jobs/${job.id}`)).data).toMatchObject({ status: 'interview', version: 2 });
});

test('details show dates, link and status history; edits and deletes are saved', async ({ page }) => {
	await openApp(page, '/applications');
	const job = await createJob(page, { title: 'Advogado Tributarista', url: 'https://vagas.example/trib', match: { score: 77, analysisId: null } });
	await api(page, 'PATCH', `/tracker/jobs/${job.id}`, { status: 'applied', version: 1 });
	await page.getByRole('button', { name: 'Open Advogado Tributarista' }).click();
	const dialog = page.getByRole('dialog', { name: 'Application details' });
	await expect(dialog.getByTestId('history').locator('li')).toHaveCount(2);
	await expect(dialog.getByTestId('history')).toContainText('Saved → Applied');
	await expect(dialog).toContainText('77/100');
	await expect(dialog.getByRole('link', { name: 'Open the posting' })).toHaveAttribute('href', 'https://vagas.example/trib');
	await dialog.getByLabel('Notes').fill('Entrevista marcada');
	await dialog.getByRole('button', { name: 'Save' }).click();
	await expect(dialog).toBeHidden();
	expect((await api(page, 'GET', `/tracker/jobs/${job.id}`)).data).toMatchObject({ notes: 'Entrevista marcada', version: 3 });

	await page.getByRole('button', { name: 'Open Advogado Tributarista' }).click();
	await dialog.getByRole('button', { name: 'Delete' }).click();
	await dialog.getByRole('button', { name: 'Yes, delete' }).click();
	await expect(card(page, 'Advogado Tributarista')).toHaveCount(0);
	expect((await api(page, 'GET', `/tracker/jobs/${job.id}`)).status).toBe(404);
});

test('search narrows the board, ignoring accents', async ({ page }) => {
	await openApp(page, '/applications');
	await createJob(page, { title: 'Gestora de Operações' });
	await createJob(page, { title: 'Farmacêutica' });
	await expect(page.getByTestId('job-card')).toHaveCount(2);
	await page.getByLabel('Search applications').fill('farmaceutica');
	await expect(page.getByTestId('job-card')).toHaveCount(1);
	await page.getByLabel('Search applications').fill('nada disso');
	await expect(page.getByText('No application matches "nada disso".')).toBeVisible();
});

test('the board is usable at 360 px wide', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 });
	await openApp(page, '/applications');
	await createJob(page, { title: 'Auxiliar Administrativo' });
	const select = card(page, 'Auxiliar Administrativo').getByLabel(/^Stage of/);
	await select.selectOption('screening');
	await expect(column(page, 'screening').getByTestId('job-card')).toHaveCount(1);
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	expect(overflow).toBeLessThanOrEqual(0);
});
