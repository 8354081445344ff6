import { expect, test, type Page } from '@playwright/test';
import { api, createJob, openApp } from './helpers';

const column = (page: Page, status: string) => page.locator(`[data-testid="column"][data-status="${status}"]`);
const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });
const switchToPortuguese = (page: Page) => page.getByRole('button', { name: 'Mudar para português' }).click();

test.describe('the kanban status select', () => {
	test('ArrowDown only moves the choice; Enter moves the card, and focus stays on it in its new column', async ({ page }) => {
		await openApp(page, '/applications');
		const job = await createJob(page, { title: 'Técnica de Enfermagem', status: 'saved' });
		const select = card(page, 'Técnica de Enfermagem').getByLabel(/^Stage of/);
		await select.focus();

		await page.keyboard.press('ArrowDown');
		await expect(select).toHaveValue('applied');
		await page.keyboard.press('ArrowDown');
		await expect(select).toHaveValue('screening');
		// Browsing is not a decision: the card stays, and the API still says "saved".
		await page.waitForTimeout(400);
		await expect(column(page, 'saved').getByTestId('job-card')).toHaveCount(1);
		expect((await api(page, 'GET', `/tracker/jobs/${job.id}`)).data.status).toBe('saved');

		await page.keyboard.press('Enter');
		await expect(column(page, 'screening').getByTestId('job-card')).toHaveCount(1);
		await expect(column(page, 'saved').getByTestId('job-card')).toHaveCount(0);
		const moved = column(page, 'screening').getByLabel('Stage of Técnica de Enfermagem');
		await expect(moved).toBeFocused();
		await expect.poll(async () => (await api(page, 'GET', `/tracker/jobs/${job.id}`)).data.status).toBe('screening');
		await expect(page.getByTestId('toast')).toContainText('Moved "Técnica de Enfermagem" to');

		// Escape puts the choice back; nothing moves.
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Escape');
		await expect(moved).toHaveValue('screening');
		await expect(column(page, 'screening').getByTestId('job-card')).toHaveCount(1);
	});

	test('leaving the select after browsing commits the choice, without pulling focus back', async ({ page }) => {
		await openApp(page, '/applications');
		await createJob(page, { title: 'Analista de RH', status: 'applied' });
		const select = card(page, 'Analista de RH').getByLabel(/^Stage of/);
		await select.focus();
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Tab');
		await expect(column(page, 'screening').getByTestId('job-card')).toHaveCount(1);
		await expect(column(page, 'screening').getByLabel('Stage of Analista de RH')).not.toBeFocused();
	});
});

test.describe('toasts', () => {
	test('at most three stack, each closes with a labelled button, and their words follow the language', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		await openApp(page, '/applications');
		await createJob(page, { title: 'Contadora', status: 'saved' });
		const select = () => card(page, 'Contadora').getByLabel(/^Stage of/);
		for (const status of ['applied', 'screening', 'interview', 'offer']) {
			await select().selectOption(status);
			await expect(column(page, status).getByTestId('job-card')).toHaveCount(1);
		}
		// Pointing at the toasts stops their clock, so they can be read.
		await page.getByTestId('toast').first().hover();
		const toasts = page.getByTestId('toast');
		await expect(toasts).toHaveCount(3);
		await expect(toasts.first()).toContainText('to Screening');
		await expect(toasts.last()).toContainText('to Offer');

		// Bottom of the screen, below the board's cards, inside the 360 px width.
		const box = (await toasts.last().boundingBox())!;
		const cardBox = (await card(page, 'Contadora').boundingBox())!;
		expect(box.y).toBeGreaterThan(cardBox.y + cardBox.height);
		expect(box.x + box.width).toBeLessThanOrEqual(360);

		await switchToPortuguese(page);
		await expect(toasts.last()).toContainText('"Contadora" foi para Proposta');
		await page.getByTestId('toast').first().hover();
		await toasts.last().getByRole('button', { name: 'Fechar esta mensagem' }).click();
		await expect(toasts).toHaveCount(2);
	});
});

test.describe('the 404 page', () => {
	test('speaks English, keeps the navigation and leads to the Dashboard and the Resume', async ({ page }) => {
		await openApp(page, '/no-such-screen');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
		await expect(page.getByTestId('not-found')).toContainText('/no-such-screen');
		await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
		await expect(page.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/dashboard');
		await expect(page.getByRole('link', { name: 'Read your resume' })).toHaveAttribute('href', '/resume');
		await expect(page).toHaveTitle(/This page does not exist/);

		await switchToPortuguese(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página não existe');
		await page.getByRole('link', { name: 'Ler seu currículo' }).click();
		await expect(page).toHaveURL(/\/resume$/);
	});

	test.describe('in Portuguese', () => {
		test.use({ locale: 'pt-BR' });
		test('speaks Portuguese from the start', async ({ page }) => {
			await openApp(page, '/no-such-screen');
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página não existe');
			await expect(page.getByRole('link', { name: 'Abrir seu painel' })).toBeVisible();
		});
	});

	test('no screen links to one that is not built', async ({ page }) => {
		const linked = new Set<string>();
		for (const path of ['/', '/dashboard', '/profile', '/settings', '/privacy', '/no-such-screen']) {
			await openApp(page, path);
			await expect(page.locator('main h1')).toBeVisible();
			const hrefs = await page.locator('a[href]').evaluateAll((links) =>
				links.map((a) => new URL((a as HTMLAnchorElement).href)).filter((url) => url.origin === location.origin).map((url) => url.pathname)
			);
			for (const href of hrefs) linked.add(href);
		}
		expect(linked.size).toBeGreaterThan(10);
		// Every screen a link leads to answers with its own page, never the 404.
		for (const path of linked) {
			if (path === '/no-such-screen' || /\.\w+$/.test(path)) continue;
			await page.goto(path);
			await expect(page.locator('main h1'), path).toBeVisible();
			await expect(page.getByTestId('not-found'), path).toHaveCount(0);
		}
	});
});

test.describe('the first load', () => {
	for (const path of ['/settings', '/no-such-screen']) {
		test(`of ${path} logs no error and no aborted request`, async ({ page }) => {
			const problems: string[] = [];
			page.on('console', (message) => {
				if (message.type() === 'error') problems.push(message.text());
			});
			// The context sees the core worker's and the service worker's requests too.
			page.context().on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
			await openApp(page, path);
			await expect(page.locator('main h1')).toBeVisible();
			// Longer than the core's relay probe may wait, so an abort by its timeout would show.
			await page.waitForTimeout(2000);
			expect(problems).toEqual([]);
		});
	}
});

test.describe('at 360 px', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	test('the navigation is one row with a Menu that opens by keyboard and closes on Escape and on navigation', async ({ page }) => {
		await openApp(page, '/dashboard');
		const header = page.locator('header.site-header');
		expect((await header.boundingBox())!.height).toBeLessThan(72);
		const menu = page.getByRole('button', { name: 'Menu' });
		const nav = page.getByRole('navigation', { name: 'Main' });
		await expect(menu).toHaveAttribute('aria-expanded', 'false');
		await expect(nav).toBeHidden();

		await menu.focus();
		await page.keyboard.press('Enter');
		await expect(menu).toHaveAttribute('aria-expanded', 'true');
		await page.keyboard.press('Tab');
		await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
		await page.keyboard.press('Escape');
		await expect(menu).toHaveAttribute('aria-expanded', 'false');
		await expect(menu).toBeFocused();
		await expect(nav).toBeHidden();

		await page.keyboard.press('Space');
		await nav.getByRole('link', { name: 'Applications' }).click();
		await expect(page).toHaveURL(/\/applications$/);
		await expect(menu).toHaveAttribute('aria-expanded', 'false');
		await expect(nav).toBeHidden();
	});

	test('the header fits in Portuguese too, with nothing wider than the screen', async ({ page }) => {
		await openApp(page, '/settings');
		await switchToPortuguese(page);
		await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
		expect((await page.locator('header.site-header').boundingBox())!.height).toBeLessThan(72);
		expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
	});
});

test.describe('Settings', () => {
	test('lists only the permissions a feature uses: no code host, and the AI one inside its own section', async ({ page }) => {
		await openApp(page, '/settings');
		const consents = page.getByTestId('consents');
		await expect(consents.getByLabel('Read public job pages')).toBeVisible();
		await expect(consents).not.toContainText('code repositories');
		await expect(consents).not.toContainText('Use an AI provider');
		await expect(consents).not.toContainText('feed');
	});

	test('an empty required field is marked at the field; consent shows as given right after saving; an unreachable provider is named', async ({ page }) => {
		await openApp(page, '/settings');
		const panel = page.getByTestId('ai-settings');
		try {
			await panel.getByLabel('Provider').selectOption('local');
			await panel.getByLabel('Server address').fill('');
			await panel.getByRole('checkbox').check();
			await panel.getByRole('button', { name: 'Save' }).click();
			const address = panel.getByLabel('Server address');
			await expect(address).toHaveAttribute('aria-invalid', 'true');
			await expect(address).toBeFocused();
			await expect(panel).toContainText('Give the server address');
			await expect(panel.getByLabel('Model')).toHaveAttribute('aria-invalid', 'true');
			await expect(panel).toContainText('Name the model');

			// Nothing listens on the discard port of this machine.
			await address.fill('http://127.0.0.1:9/v1');
			await expect(address).not.toHaveAttribute('aria-invalid', 'true');
			await panel.getByLabel('Model').fill('llama3.2');
			await panel.getByRole('button', { name: 'Save' }).click();
			await expect(page.getByTestId('toast').last()).toContainText('AI settings saved.');
			await expect(panel.getByTestId('ai-consent')).toContainText('Allowed on');

			await panel.getByRole('button', { name: 'Test the connection' }).click();
			await expect(page.getByTestId('toast').last()).toContainText('Rumo could not reach the provider: nothing answered.');

			await panel.getByRole('button', { name: 'Withdraw permission' }).click();
			await expect(panel.getByTestId('ai-consent')).toContainText('Not allowed');
		} finally {
			await api(page, 'DELETE', '/settings/ai');
		}
	});
});

test.describe('words', () => {
	test('counts read as plurals in both languages', async ({ page }) => {
		await openApp(page, '/dashboard');
		await createJob(page, { title: 'Professor de Química', status: 'saved' });
		await expect(page.getByText('You have 1 saved job you have not applied to yet.')).toBeVisible();
		await createJob(page, { title: 'Professor de Física', status: 'saved' });
		await expect(page.getByText('You have 2 saved jobs you have not applied to yet.')).toBeVisible();
		await switchToPortuguese(page);
		await expect(page.getByText('Você tem 2 vagas salvas para as quais ainda não se candidatou.')).toBeVisible();
	});

	test('the Dashboard names what is empty: no applications, no analysis', async ({ page }) => {
		await openApp(page, '/dashboard');
		await expect(page.getByTestId('dashboard-empty')).toContainText('No applications yet');
		await expect(page.getByTestId('dashboard-empty').getByRole('link', { name: 'Add your first application' })).toBeVisible();
		await expect(page.getByTestId('analyses-empty')).toContainText('No analysis yet');
		await expect(page.getByTestId('analyses-empty').getByRole('link', { name: 'Compare a job with your resume' })).toHaveAttribute('href', '/job');
	});

	test('the landing page speaks to a job seeker and starts with the resume; Privacy names only what exists', async ({ page }) => {
		await openApp(page, '/');
		await expect(page.locator('main')).not.toContainText('npm');
		await expect(page.locator('.cta a').first()).toHaveAttribute('href', '/resume');
		await page.goto('/privacy');
		await expect(page.locator('main h1')).toBeVisible();
		await expect(page.locator('main')).not.toContainText(/inbox|repositor/i);
	});

	test('a pasted resume that is too short is not told to paste; an empty file is called empty', async ({ page }) => {
		await openApp(page, '/resume');
		await page.getByLabel('Paste your resume').fill('Ana Lima');
		await page.getByRole('button', { name: 'Read my resume' }).click();
		const error = page.getByTestId('resume-error');
		await expect(error).toBeVisible();
		await expect(error).not.toContainText(/paste/i);

		await page.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
		await expect(error).toContainText('This file is empty');
		await expect(error).not.toContainText('damaged');
		await expect(error.getByRole('button', { name: 'Paste the text instead' })).toBeVisible();
	});
});

test.describe('the profile item dialog', () => {
	test('shows the fields of the chosen type; a skill has a level; an empty name is marked at the field', async ({ page }) => {
		await openApp(page, '/profile');
		await page.getByRole('button', { name: 'Add an item' }).click();
		const dialog = page.getByRole('dialog', { name: 'New profile item' });
		await expect(dialog.getByLabel('Type')).toHaveValue('skill');
		await expect(dialog.getByLabel('Level (optional)')).toBeVisible();
		await expect(dialog.getByLabel('Start (YYYY-MM)')).toHaveCount(0);
		await expect(dialog.getByLabel('Company or organisation')).toHaveCount(0);

		await dialog.getByLabel('Type').selectOption('experience');
		await expect(dialog.getByLabel('Job title')).toBeVisible();
		await expect(dialog.getByLabel('Company or organisation')).toBeVisible();
		await expect(dialog.getByLabel('Start (YYYY-MM)')).toBeVisible();
		await expect(dialog.getByLabel('What you did')).toBeVisible();
		await expect(dialog.getByLabel('Level (optional)')).toHaveCount(0);

		await dialog.getByLabel('Type').selectOption('skill');
		await dialog.getByRole('button', { name: 'Save' }).click();
		const name = dialog.getByLabel('Skill', { exact: true });
		await expect(name).toHaveAttribute('aria-invalid', 'true');
		await expect(dialog).toContainText('Fill in this field.');

		await name.fill('Excel');
		await dialog.getByLabel('Level (optional)').selectOption('advanced');
		await dialog.getByRole('button', { name: 'Add evidence' }).click();
		await dialog.getByLabel('Evidence text').fill('Planilhas de escala para 40 técnicos');
		await dialog.getByRole('button', { name: 'Save' }).click();
		await expect(dialog).toBeHidden();
		const items = (await api(page, 'GET', '/profile/items')).data.items;
		expect(items).toMatchObject([{ type: 'skill', title: 'Excel', detail: 'Advanced', organization: null, start: null }]);

		await page.getByRole('button', { name: 'Edit: Excel' }).click();
		await expect(page.getByRole('dialog', { name: 'Edit profile item' }).getByLabel('Level (optional)')).toHaveValue('advanced');
	});
});
