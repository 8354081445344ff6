import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { fixtureText } from './fixtures';

type Posted = { url: string; title: string; text?: string; captureType?: string; jobPosting?: Record<string, unknown> };

/** What the bookmarklet does on a job site: posts the page to the relay, from the site's origin, with the token. */
async function postCapture(page: Page, request: APIRequestContext, baseURL: string | undefined, capture: Posted) {
	const { token } = await page.evaluate(async () => (await fetch('/relay/captures/token')).json());
	const response = await request.post(`${baseURL}/relay/captures`, {
		headers: { origin: 'https://jobs.example', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
		data: { captureType: 'selection', origin: 'bookmarklet', capturedAt: new Date().toISOString(), ...capture }
	});
	expect(response.status()).toBe(201);
}


const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1000)}`;
const captureCard = (page: Page, title: string) => page.getByTestId('capture').filter({ has: page.getByRole('heading', { name: title }) });
const captureOf = async (page: Page, title: string) =>
	(await api(page, 'GET', '/captures?limit=500')).data.items.find((c: { title: string }) => c.title === title);

test('a capture sent by the bookmarklet shows its details and the last sync, and can be reviewed, archived, ignored and restored', async ({ page, request, baseURL }) => {
	await openApp(page, '/sources');
	const title = unique('Enfermeira UTI | Hospital Jabuti');
	await postCapture(page, request, baseURL, { url: 'https://jobs.example/vagas/enfermeira-uti', title, text: 'Requisitos: COREN ativo e experiência em UTI.' });

	const panel = page.getByTestId('capture-panel');
	await panel.getByRole('button', { name: 'Check for new captures' }).click();
	const card = captureCard(page, title);
	await expect(card).toBeVisible();
	await expect(card).toContainText('https://jobs.example/vagas/enfermeira-uti');
	await expect(card.getByTestId('capture-origin')).toHaveText('Bookmarklet');
	await expect(card).toContainText('Selected text');
	await expect(card.getByTestId('capture-status')).toHaveText('New');
	await expect(card.locator('time')).toBeVisible();
	await expect(panel.getByTestId('relay-status')).toHaveText('Local helper running');
	await expect(panel.getByTestId('last-sync')).toContainText('Last synchronised');
	await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', 'https://jobs.example/vagas/enfermeira-uti');

	await card.getByRole('button', { name: 'Mark reviewed' }).click();
	await expect(card.getByTestId('capture-status')).toHaveText('Reviewed');
	expect((await captureOf(page, title)).status).toBe('reviewed');

	// By keyboard: the archived card leaves the view and focus goes to the list, not to the page's top.
	await card.getByRole('button', { name: 'Archive' }).focus();
	await page.keyboard.press('Enter');
	await expect(card).toHaveCount(0);
	await expect(panel.getByTestId('capture-list')).toBeFocused();
	expect((await captureOf(page, title)).status).toBe('archived');

	await panel.getByLabel('Show').selectOption('archived');
	await expect(card.getByTestId('capture-status')).toHaveText('Archived');
	await card.getByRole('button', { name: 'Ignore' }).click();
	await expect(card).toHaveCount(0);
	expect((await captureOf(page, title)).status).toBe('ignored');

	await panel.getByLabel('Show').selectOption('ignored');
	await card.getByRole('button', { name: 'Restore' }).click();
	await expect(card).toHaveCount(0);
	await panel.getByLabel('Show').selectOption('current');
	await expect(card.getByTestId('capture-status')).toHaveText('Reviewed');

	// The review state is this browser's: it survives a reload.
	await page.reload();
	await expect(captureCard(page, title).getByTestId('capture-status')).toHaveText('Reviewed');
});

test('"Add to inbox" makes an inbox item of the capture and marks it reviewed', async ({ page, request, baseURL }) => {
	await openApp(page, '/sources');
	const title = unique('Analista de Dados Pleno');
	await postCapture(page, request, baseURL, { url: 'https://jobs.example/vagas/analista-dados', title, text: 'Analista de Dados Pleno. Requisitos: SQL, Python e Power BI.' });
	await page.reload();
	const card = captureCard(page, title);
	await card.getByRole('button', { name: 'Add to inbox' }).click();
	await expect(page.getByTestId('toast')).toContainText('Added to the inbox');
	await expect(card.getByTestId('capture-status')).toHaveText('Reviewed');

	const capture = await captureOf(page, title);
	const inbox = await api(page, 'GET', '/inbox/items?limit=500');
	expect(inbox.data.items.find((item: { captureId: string }) => item.captureId === capture.id)).toMatchObject({ title, origin: 'bookmarklet', url: 'https://jobs.example/vagas/analista-dados' });
});

test('"Open in Job screen" reads the capture as a job and lands on it; a capture with too little text says what to do', async ({ page, request, baseURL }) => {
	await openApp(page, '/sources');
	const title = unique('Vaga de designer');
	const posting = fixtureText('jobs', 'd_job_pt_product_designer_pe_de_moleque.txt');
	await postCapture(page, request, baseURL, { url: 'https://jobs.example/vagas/designer', title, text: posting, captureType: 'page' });
	const short = unique('Só o começo');
	await postCapture(page, request, baseURL, { url: 'https://jobs.example/vagas/curta', title: short, text: 'Olá' });
	await page.reload();

	const shortCard = captureCard(page, short);
	await shortCard.getByRole('button', { name: 'Open in Job screen' }).click();
	const failure = shortCard.getByTestId('capture-failure');
	await expect(failure).toContainText('The Job screen could not read this capture');
	await expect(failure).toContainText('paste it on the Job screen');
	await expect(failure.getByRole('link', { name: /Open the page/ })).toHaveAttribute('href', 'https://jobs.example/vagas/curta');
	await expect(page).toHaveURL(/\/sources/);

	await captureCard(page, title).getByRole('button', { name: 'Open in Job screen' }).click();
	await expect(page).toHaveURL(/\/job\?id=/);
	const jobId = new URL(page.url()).searchParams.get('id')!;
	const job = await api(page, 'GET', `/job/${jobId}`);
	expect(job.status).toBe(200);
	expect(job.data.text).toContain('Product Designer');
	await expect(page.locator('#job-result-title')).toBeVisible();
	expect((await captureOf(page, title)).status).toBe('reviewed');
});

test('"Save to Applications" saves the posting with its link and the capture\'s origin', async ({ page, request, baseURL }) => {
	await openApp(page, '/sources');
	const title = unique('Técnico de enfermagem');
	const jobTitle = unique('Técnico(a) de Enfermagem');
	await postCapture(page, request, baseURL, {
		url: 'https://jobs.example/vagas/tecnico',
		title,
		captureType: 'job',
		text: 'Técnico(a) de Enfermagem',
		// The page's JSON-LD as the bookmarklet passes it on; the relay reduces it.
		jobPosting: {
			'@type': 'JobPosting',
			title: jobTitle,
			hiringOrganization: { '@type': 'Organization', name: 'Hospital Jabuti' },
			jobLocation: { '@type': 'Place', address: { addressLocality: 'Recife', addressRegion: 'PE' } },
			description: '<p>Requisitos: COREN ativo.</p>'
		}
	});
	await page.reload();
	const card = page.getByTestId('capture').filter({ has: page.getByRole('heading', { name: jobTitle }) });
	await expect(card).toContainText('Hospital Jabuti');
	await card.getByRole('button', { name: 'Save to Applications' }).click();
	await expect(page.getByTestId('toast')).toContainText('Saved to Applications');
	await expect(card.getByTestId('capture-status')).toHaveText('Reviewed');

	const tracked = await api(page, 'GET', '/tracker/jobs?limit=500');
	expect(tracked.data.items.find((job: { title: string }) => job.title === jobTitle)).toMatchObject({
		company: 'Hospital Jabuti',
		url: 'https://jobs.example/vagas/tecnico',
		location: 'Recife, PE',
		source: 'bookmarklet',
		status: 'saved'
	});
});

test('the AUTHENTICATED_BROWSER flow is shown as a manual capture, with how to set up the extension and the bookmarklet', async ({ page }) => {
	await openApp(page, '/sources');
	const flow = page.getByTestId('authenticated-browser');
	await expect(flow.locator('code')).toHaveText('AUTHENTICATED_BROWSER');
	await expect(flow).toContainText('A manual capture of a page you opened, and logged into, yourself');
	await expect(flow).toContainText('CAPTCHA');
	await expect(flow).toContainText('never applies for jobs');
	await expect(flow).toContainText('cookies');

	const setup = page.getByTestId('capture-setup');
	await expect(setup.locator('code', { hasText: 'npm run build:extension' })).toBeVisible();
	await expect(setup).toContainText('Load unpacked');
	await expect(setup.locator('code', { hasText: 'chrome://extensions' })).toBeVisible();
	await setup.getByRole('link', { name: /Settings → Browser companion/ }).click();
	await expect(page).toHaveURL(/\/settings#companion-title$/);
	await expect(page.getByTestId('companion')).toBeVisible();
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('the AUTHENTICATED_BROWSER notice and the setup speak Portuguese', async ({ page }) => {
		await openApp(page, '/sources');
		const flow = page.getByTestId('authenticated-browser');
		await expect(flow).toContainText('Como a captura funciona');
		await expect(flow.locator('code')).toHaveText('AUTHENTICATED_BROWSER');
		await expect(flow).toContainText('Uma captura manual de uma página que você mesmo abriu');
		await expect(flow).toContainText('Nunca passa por cima de CAPTCHA');
		await expect(flow).toContainText('Nunca se candidata a vagas');
		await expect(flow).toContainText('cookies');
		await expect(page.getByTestId('capture-setup')).toContainText('Carregar sem compactação');
		await expect(page.getByTestId('source-directory')).toContainText('APIs oficiais');
		await expect(page.getByTestId('source-directory').getByRole('link', { name: 'Adicionar um quadro no Radar' }).first()).toHaveAttribute('href', '/radar');
	});
});

test('the source directory lists the official APIs the radar reads, a recurring import, an origin with its count and a site, and follows the inbox', async ({ page }) => {
	await openApp(page, '/sources');
	const directory = page.getByTestId('source-directory');
	const group = (kind: string) => directory.locator(`[data-testid="directory-group"][data-kind="${kind}"]`);

	const apis = group('official_api');
	const greenhouse = apis.getByTestId('directory-entry').filter({ hasText: 'Greenhouse Job Board API' });
	// Issue 27: with no board added (and no internet), nothing was read: available, not "working".
	await expect(greenhouse.getByTestId('source-state')).toHaveText('Available — nothing added yet');
	await expect(directory.getByText('Working', { exact: true })).toHaveCount(0);
	await expect(greenhouse.getByRole('link', { name: 'Add a board on the Radar' })).toHaveAttribute('href', '/radar');
	await expect(greenhouse.getByRole('link', { name: /Documentation/ })).toHaveAttribute('href', 'https://developers.greenhouse.io/job-board.html');
	await expect(apis.getByTestId('planned')).toHaveCount(0);
	await expect(group('feed').getByRole('link', { name: 'Add a feed on the Radar' })).toHaveAttribute('href', '/radar');

	// Imported while the screen is open: the directory follows the inbox without a reload.
	const origin = unique('Indicação da Ana');
	const file = `vagas-semanais-${Date.now()}.csv`;
	const importCsv = async (rows: string[]) => {
		const preview = await api(page, 'POST', '/inbox/import/preview', { format: 'csv', name: file, content: ['cargo,empresa,link,fonte', ...rows].join('\n') });
		expect(preview.status).toBe(200);
		const commit = await api(page, 'POST', '/inbox/import/commit', { previewId: preview.data.previewId });
		expect(commit.status).toBe(200);
	};
	const stamp = Date.now();
	await importCsv([`Analista Contábil,Acme,https://jobs.lever.co/acme/${stamp}-1,${origin}`, `Assistente Jurídico,Beta,https://www.linkedin.com/jobs/view/${stamp}2,${origin}`]);
	await importCsv([`Farmacêutica,Gama,https://jobs.lever.co/gama/${stamp}-3,${origin}`]);

	const imported = group('import').getByTestId('directory-entry').filter({ hasText: file });
	await expect(imported).toContainText('Imported 2 times');
	await expect(imported).toContainText('Recurring');
	const observed = group('observed').getByTestId('directory-entry').filter({ hasText: origin });
	await expect(observed).toContainText('3 in the inbox');
	await expect(observed).toContainText('Last seen');
	const lever = group('career_page').getByTestId('directory-entry').filter({ hasText: 'jobs.lever.co' });
	await expect(lever).toContainText('Careers platform');
	await expect(lever.getByRole('link', { name: /jobs\.lever\.co/ })).toHaveAttribute('href', 'https://jobs.lever.co');
	await expect(group('job_board').getByTestId('directory-entry').filter({ hasText: 'linkedin.com' })).toBeVisible();
});

test('the Sources screen passes axe with captures, at desktop width and at 360 px', async ({ page, request, baseURL }) => {
	await openApp(page, '/sources');
	const title = unique('Psicóloga Clínica');
	await postCapture(page, request, baseURL, { url: 'https://jobs.example/vagas/psicologa', title, text: 'Psicóloga Clínica. Requisitos: CRP ativo.' });
	await page.reload();
	await expect(captureCard(page, title)).toBeVisible();
	await expect(page.getByTestId('directory-group').first()).toBeVisible();
	await expectNoSeriousViolations(page, '/sources (desktop)');

	await page.setViewportSize({ width: 360, height: 740 });
	await expect(captureCard(page, title)).toBeVisible();
	// Nothing wider than the screen: no sideways scrolling at 360 px.
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	await expectNoSeriousViolations(page, '/sources (360 px)');
});
