import { expect, test, type Page } from '@playwright/test';

// The demo build served as a static site: the real engine in a worker of its own, over a
// fictitious nurse's story kept in memory (src/lib/demo). No relay, no service worker, and nothing
// in the browser's IndexedDB but the page's language preference.

/** IndexedDB databases of the origin other than the page's own preferences (language). */
const storedDatabases = (page: Page) =>
	page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).filter((name) => name !== 'rumo-preferences'));

test('the demo runs the engine over fictitious data, keeps a card move for the visit and stores nothing', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/dashboard');
	await expect(page.getByTestId('demo-banner')).toHaveText('Demo — fictitious data. Nothing you do here is saved.');
	await expect(page.getByTestId('kpis')).toContainText('7');
	const sent = page.getByTestId('kpis').locator('.kpi').filter({ hasText: 'Applications sent' }).locator('.value');
	const sentBefore = Number(await sent.textContent());
	await page.getByRole('link', { name: 'Applications', exact: true }).click();
	await expect(page.getByTestId('job-card')).toHaveCount(7);

	const referral = 'Enfermeira Intensivista — Plantão Noturno';
	await page.getByTestId('job-card').filter({ hasText: referral }).getByLabel(/^Stage of/).selectOption('applied');
	await expect(page.locator('[data-status="applied"]').getByTestId('job-card').filter({ hasText: referral })).toBeVisible();
	await expect(page.getByTestId('toast').filter({ hasText: 'saves nothing' })).toHaveCount(0);
	await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
	await expect(sent).toHaveText(String(sentBefore + 1));

	expect(await storedDatabases(page)).toEqual([]);
	expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
	const workers = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.includes('.worker')));
	expect(workers.some((name) => name.includes('demo.worker'))).toBe(true);
	expect(workers.some((name) => name.includes('core.worker'))).toBe(false);

	// Nothing was saved: a reload starts the story over.
	await page.goto('/applications');
	await expect(page.locator('[data-status="saved"]').getByTestId('job-card').filter({ hasText: referral })).toBeVisible();
});

test('the demo profile is the fictitious nurse’s, read from her resume, and reading another resume works', async ({ page }) => {
	await page.goto('/profile');
	await expect(page.getByTestId('profile-item').first()).toBeVisible();
	expect(await page.getByTestId('profile-item').count()).toBeGreaterThan(5);
	await expect(page.getByLabel('Full name')).toHaveValue('Helena Duarte');
	await expect(page.getByTestId('profile-item').filter({ hasText: 'ACLS' }).getByTestId('evidence-visibility')).toHaveText('Public');

	await page.goto('/resume');
	await page.getByLabel('Paste your resume').fill(
		'Rafael Moreira\nContador\n\nEXPERIÊNCIA\nContador — Escritório Aurora Contábil\n01/2018 – atual\n• Fechamento contábil mensal e conciliações bancárias\n• Apuração de impostos no Simples Nacional\n\nHABILIDADES\nExcel, SPED, conciliação bancária\n'
	);
	await page.getByRole('button', { name: 'Read my resume' }).click();
	await expect(page.getByTestId('resume-result')).toContainText('Rafael Moreira');
	expect(await storedDatabases(page)).toEqual([]);
});

test('the demo landing page says the engine runs in the browser over fictitious data', async ({ page }) => {
	await page.goto('/');
	await expect(page.getByTestId('hosting-note')).toContainText('Rumo’s engine runs here, in your browser, over a fictitious person’s data');
});

// The analysis screens answer from what the engine computed when the demo started: Helena's own
// resume against the postings she saved. A decision on a suggestion is kept for the visit.
test('the demo opens the nurse’s own analysis, its ATS review and its tailoring, and takes a decision', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/analysis');
	const recent = page.getByTestId('recent-analyses');
	await expect(recent.getByRole('listitem')).toHaveCount(5);
	const nurse = recent.getByRole('listitem').filter({ hasText: 'Hospital Vale do Ipê' });
	const score = (await nurse.locator('.score').textContent())?.match(/^(\d+)\/100$/)?.[1];
	expect(score).toBeTruthy();
	await nurse.getByRole('link').click();
	await expect(page).toHaveURL(/\/analysis\?id=demo-\d+$/);
	const analysisId = new URL(page.url()).searchParams.get('id');
	await expect(page.getByTestId('analysis-job')).toContainText('Enfermeiro(a) de UTI Adulto');
	await expect(page.getByTestId('analysis-job').locator('.score')).toHaveText(`${score}/100`);
	await expect(page.getByTestId('analysis-basis')).toContainText('Helena Duarte');
	await expect(page.getByTestId('match-result').getByLabel(`Score ${score} of 100`)).toBeVisible();
	await expect(page.getByTestId('match-evidence')).toContainText('Assistência a pacientes críticos em UTI adulto com 20 leitos');
	await expect(page.getByTestId('match-gaps')).toContainText('BLS');

	await page.getByRole('navigation', { name: 'Parts of this analysis' }).getByRole('link', { name: 'ATS review' }).click();
	// The ATS review names each keyword as the posting writes it (issue 26): "UTI adulto", not the taxonomy's "Intensive care".
	await expect(page.getByTestId('ats-present')).toContainText('UTI adulto');
	await expect(page.getByTestId('ats-present')).not.toContainText('Intensive care');
	await expect(page.getByTestId('ats-safe')).toContainText('Infection control');
	await expect(page.getByTestId('ats-without')).toContainText('BLS');

	await page.getByRole('navigation', { name: 'Parts of this analysis' }).getByRole('link', { name: 'Resume tailor' }).click();
	await expect(page).toHaveURL(new RegExp(`/tailor\\?match=${analysisId}$`));
	await expect(page.getByTestId('tailor-refused')).toContainText('BLS');
	const keyword = page.locator('[data-testid="suggestion"][data-kind="add_keyword"]').filter({ has: page.getByText('ACLS', { exact: true }) });
	await keyword.getByRole('button', { name: 'Accept' }).click();
	await expect(page.getByTestId('tailor-counts')).toContainText('1 accepted');
	expect(await storedDatabases(page)).toEqual([]);
});

test('a demo application with a score links to the analysis with that score', async ({ page }) => {
	await page.goto('/applications');
	const link = page.getByTestId('job-card').filter({ hasText: 'Cuidar Bem Atenção Domiciliar' }).getByTestId('match-link');
	const score = (await link.textContent())?.match(/(\d+)/)?.[1];
	await link.click();
	await expect(page).toHaveURL(/\/analysis\?id=demo-\d+$/);
	await expect(page.getByTestId('analysis-job')).toContainText('Cuidar Bem Atenção Domiciliar');
	await expect(page.getByTestId('analysis-job').locator('.score')).toHaveText(`${score}/100`);
	await expect(page.getByTestId('analysis-basis')).toContainText('Helena Duarte');
	await expect(page.getByTestId('match-evidence')).toContainText('Administração de medicamentos e curativos');
});

test('the demo inbox holds the nurse’s imported spreadsheet, scored against her profile, and the directory names the file', async ({ page }) => {
	await page.goto('/sources');
	const items = page.getByTestId('inbox-item');
	await expect(items).toHaveCount(7);
	// Her repeated row was merged into its first occurrence; the pasted posting came from WhatsApp.
	await expect(items.filter({ hasText: 'Hospital Vale do Jatobá' })).toHaveCount(1);
	await expect(items.filter({ hasText: 'WhatsApp' })).toHaveCount(1);
	await page.getByLabel('Sort by').selectOption('fit');
	await expect(items.first()).toContainText(/\d+%|\d+ of \d+/);
	await expect(page.getByTestId('capture-relay-off')).toBeVisible();
	await expect(page.locator('#directory')).toContainText('vagas-enfermagem.csv');
});

test('the demo radar holds the nurse’s pasted feed, one round scored against her profile, and saves a result into the inbox', async ({ page }) => {
	await page.goto('/radar');
	await expect(page.getByTestId('feed')).toHaveCount(1);
	await expect(page.getByTestId('feed')).toContainText('Vagas de Enfermagem — Minas Gerais');
	const results = page.getByTestId('radar-result');
	await expect(results).toHaveCount(3);
	await expect(results.first()).toContainText('Enfermeira de UTI Adulto');
	await expect(results.first().getByTestId('evidence')).not.toBeEmpty();
	// What the core saved and scored is real in the demo too: saving reaches the demo inbox.
	await results.first().getByTestId('save-inbox').click();
	// Followed in the app (a reload would start the demo's story over).
	await results.first().getByTestId('open-inbox').click();
	await expect(page).toHaveURL(/\/sources#inbox$/);
	await expect(page.getByTestId('inbox-item').filter({ hasText: 'Hospital Ipê Amarelo' })).toHaveCount(1);
});

test('the demo portfolio shows the nurse’s own project, public, with the skills it proves and the applications it helps', async ({ page }) => {
	await page.goto('/portfolio');
	const project = page.locator('[data-testid="portfolio-entry"]', { has: page.getByRole('heading', { name: 'Protocolo de sepse da UTI adulto' }) });
	await expect(project.getByTestId('portfolio-visibility-badge')).toHaveText('Public');
	await expect(project.getByTestId('portfolio-origin')).toContainText('In your profile — added by you');
	await expect(project.getByTestId('portfolio-skills')).toContainText('Sepsis protocols');
	await expect(project.getByTestId('portfolio-helps')).toContainText('Enfermeiro(a) de UTI Adulto — Hospital Vale do Ipê — asks for Patient safety');
	expect(await storedDatabases(page)).toEqual([]);
});

test('the demo downloads the nurse’s resume as a PDF made in the browser, and stores nothing', async ({ page }) => {
	await page.goto('/resume');
	await page.getByTestId('resume-download').first().click();
	const dialog = page.getByTestId('download-dialog');
	await dialog.getByRole('radio', { name: /^PDF/ }).check();
	const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('download-submit').click()]);
	expect(download.suggestedFilename()).toMatch(/^Helena-Duarte.*\.pdf$/);
	const { readFile } = await import('node:fs/promises');
	const bytes = await readFile((await download.path())!);
	expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
	expect(await storedDatabases(page)).toEqual([]);
});
