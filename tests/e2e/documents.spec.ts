import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { fixturePath, fixtureText } from './fixtures';

const SAMUEL = () => fixtureText('resumes', 'd_en_backend_samuel_reyes.txt');
const BEATRIZ = () => fixtureText('resumes', 'd_pt_ux_beatriz_souza.txt');
const DEREK = () => fixtureText('resumes', 'd_en_accountant_derek_hollis.txt');
const HARBORLINE = () => fixtureText('jobs', 'd_job_en_backend_node_harborline.txt');

const rows = (page: Page) => page.getByTestId('resume-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function pasteResume(page: Page, text: string) {
	await page.getByLabel('Paste your resume').fill(text);
	await page.getByRole('button', { name: 'Read my resume' }).click();
	await expect(page.getByTestId('resume-result')).toBeVisible();
}

async function readJob(page: Page, text: string) {
	await page.getByLabel('Job posting text').fill(text);
	await page.getByRole('button', { name: 'Read the job' }).click();
	await expect(page.getByTestId('job-result')).toBeVisible();
}


test('two resumes read are listed with the first as main; reading one again makes no copy and has 0 new items', async ({ page }) => {
	await openApp(page, '/resume');
	await expect(page.getByTestId('resumes-empty')).toBeVisible();
	await pasteResume(page, SAMUEL());
	// A skill the reader only inferred starts unselected: this person knows them all and ticks every one.
	const review = page.getByTestId('candidate-review');
	for (const box of await review.getByRole('checkbox', { checked: false }).all()) await box.check();
	const added = await page.getByTestId('candidate').count();
	await expect(review.getByRole('checkbox', { checked: true })).toHaveCount(added);
	await page.getByTestId('add-selected').click();
	await expect(page.getByTestId('toast')).toContainText(`${added} items added to your profile.`);

	await page.getByRole('button', { name: 'Read another resume' }).click();
	await page.locator('#resume-file').setInputFiles({
		name: 'beatriz.docx',
		mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		buffer: readFileSync(fixturePath('resumes', 'd_pt_ux_beatriz_souza.docx'))
	});
	await expect(page.getByTestId('resume-result')).toBeVisible({ timeout: 20_000 });

	await expect(rows(page)).toHaveCount(2);
	await expect(row(page, 'Pasted resume — Samuel Reyes').getByTestId('main-badge')).toHaveText('Main');
	await expect(row(page, 'beatriz.docx')).toContainText('DOCX · Portuguese');
	await expect(row(page, 'beatriz.docx')).toContainText(/\d+ profile items/);
	await expect(row(page, 'beatriz.docx').getByTestId('main-badge')).toHaveCount(0);

	// The same resume again: the stored one comes back, and there is nothing new to add.
	await page.getByRole('button', { name: 'Read another resume' }).click();
	await pasteResume(page, SAMUEL());
	await expect(page.getByTestId('resume-reread')).toContainText('no copy was made');
	await expect(page.getByTestId('review-none')).toHaveText('0 new items — everything in this resume is already in your profile.');
	await expect(page.getByTestId('candidate')).toHaveCount(0);
	await expect(rows(page)).toHaveCount(2);
	expect((await api(page, 'GET', '/resume')).data.total).toBe(2);
	expect((await api(page, 'GET', '/profile')).data.items).toHaveLength(added);
});

test('a resume is renamed, set as main and deleted; the newest one left becomes main', async ({ page }) => {
	await openApp(page, '/');
	for (const text of [SAMUEL(), BEATRIZ(), DEREK()]) expect((await api(page, 'POST', '/resume/extract', { text })).status).toBe(201);
	await page.goto('/resume');
	await expect(rows(page)).toHaveCount(3);

	// A pasted resume is named in its own language. Rename with the keyboard; Escape keeps the name.
	await expect(row(page, 'Currículo colado — Beatriz Souza')).toBeVisible();
	await row(page, 'Beatriz Souza').getByRole('button', { name: 'Rename' }).click();
	const input = page.getByLabel('New name for Currículo colado — Beatriz Souza');
	await expect(input).toBeFocused();
	await input.press('Escape');
	await expect(row(page, 'Currículo colado — Beatriz Souza')).toBeVisible();
	await row(page, 'Beatriz Souza').getByRole('button', { name: 'Rename' }).click();
	await input.fill('Beatriz — UX 2026');
	await input.press('Enter');
	await expect(page.getByTestId('toast').last()).toContainText('Resume renamed.');
	await expect(row(page, 'Beatriz — UX 2026')).toBeVisible();

	await row(page, 'Beatriz — UX 2026').getByRole('button', { name: 'Set as main' }).click();
	await expect(row(page, 'Beatriz — UX 2026').getByTestId('main-badge')).toBeVisible();
	await expect(page.getByTestId('main-badge')).toHaveCount(1);

	// Deleting asks first; cancelling keeps it.
	await row(page, 'Beatriz — UX 2026').getByRole('button', { name: 'Delete' }).click();
	await expect(page.getByRole('dialog', { name: 'Delete this resume?' })).toContainText('“Beatriz — UX 2026” will be removed');
	await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
	await expect(rows(page)).toHaveCount(3);
	await row(page, 'Beatriz — UX 2026').getByRole('button', { name: 'Delete' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Delete resume' }).click();
	await expect(page.getByTestId('toast').last()).toContainText('Resume deleted.');
	await expect(rows(page)).toHaveCount(2);
	await expect(row(page, 'Derek Hollis').getByTestId('main-badge')).toBeVisible();
	await expect(page.getByTestId('main-badge')).toHaveCount(1);
	await expectNoSeriousViolations(page, '/resume (list)');
});

test('a resume of someone else is not added to the profile unless the person says so', async ({ page }) => {
	await openApp(page, '/');
	await api(page, 'PUT', '/profile/basics', { name: 'Samuel Reyes', email: 'samuel.reyes@example.com', headline: null, phone: null, location: null, summary: null, links: [] });
	await page.goto('/resume');
	await pasteResume(page, BEATRIZ());
	const check = page.getByTestId('identity-check');
	await expect(check).toContainText('This resume is of Beatriz Souza; your profile is Samuel Reyes.');
	await expect(page.getByTestId('candidate-review')).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Use these as my profile details' })).toHaveCount(0);
	await check.getByRole('button', { name: 'Don’t add' }).click();
	await expect(check).toContainText('Nothing from this resume goes into your profile.');
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);
	expect((await api(page, 'GET', '/profile')).data.basics.name).toBe('Samuel Reyes');
	await check.getByRole('button', { name: 'Review its items after all' }).click();
	await expect(page.getByTestId('candidate-review')).toBeVisible();
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('the question about another person’s resume is asked in Portuguese', async ({ page }) => {
		await openApp(page, '/');
		await api(page, 'PUT', '/profile/basics', { name: 'Samuel Reyes', email: null, headline: null, phone: null, location: null, summary: null, links: [] });
		await page.goto('/resume');
		await page.getByLabel('Cole o seu currículo').fill(BEATRIZ());
		await page.getByRole('button', { name: 'Ler meu currículo' }).click();
		const check = page.getByTestId('identity-check');
		await expect(check).toContainText('Este currículo é de Beatriz Souza; seu perfil é de Samuel Reyes.');
		await check.getByRole('button', { name: 'Adicionar mesmo assim' }).click();
		await expect(page.getByTestId('candidate-review')).toBeVisible();
		await expect(page.getByTestId('your-resumes')).toContainText('Seus currículos');
		await expect(page.getByTestId('main-badge')).toHaveText('Principal');
	});
});

test('reading a posting again updates the same job; its requirements are corrected; the job is deleted', async ({ page }) => {
	await openApp(page, '/job');
	await expect(page.getByTestId('jobs-empty')).toBeVisible();
	await readJob(page, HARBORLINE());
	await page.getByRole('button', { name: 'Read another job' }).click();
	await readJob(page, HARBORLINE());
	await expect(page.getByTestId('job-reread')).toContainText('no copy was made');
	await expect(page.getByTestId('job-row')).toHaveCount(1);
	const jobId = (await api(page, 'GET', '/job')).data.items[0].id;

	const required = page.getByTestId('job-required');
	const nice = page.getByTestId('job-nice');
	const first = (await required.getByTestId('job-requirement').first().getAttribute('data-skill')) as string;
	await required.getByRole('button', { name: `Remove: ${first}` }).click();
	await expect(page.getByTestId('toast').last()).toContainText('Requirements updated.');
	await expect(required.locator(`[data-skill="${first}"]`)).toHaveCount(0);

	// Named as the skill taxonomy names it; the person is its evidence.
	await page.getByLabel('Add a requirement').fill('golang');
	await page.getByLabel('As', { exact: true }).selectOption('nice');
	await page.getByRole('button', { name: 'Add requirement' }).click();
	await expect(nice.locator('[data-skill="Go"]')).toContainText('added by you');

	const second = (await required.getByTestId('job-requirement').first().getAttribute('data-skill')) as string;
	await required.getByRole('button', { name: `Move to nice to have: ${second}` }).click();
	await expect(nice.locator(`[data-skill="${second}"]`)).toBeVisible();

	const stored = (await api(page, 'GET', `/job/${jobId}`)).data.job;
	const names = (skills: { name: string }[]) => skills.map((s) => s.name);
	expect(names(stored.requiredSkills)).not.toContain(first);
	expect(names(stored.requiredSkills)).not.toContain(second);
	expect(names(stored.niceToHaveSkills)).toEqual(expect.arrayContaining(['Go', second]));
	await expectNoSeriousViolations(page, '/job (requirements and list)');

	await page.getByTestId('job-row').getByRole('button', { name: 'Delete' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Delete job' }).click();
	await expect(page.getByTestId('jobs-empty')).toBeVisible();
	await expect(page.getByTestId('job-entry')).toBeVisible();
	expect((await api(page, 'GET', `/job/${jobId}`)).status).toBe(404);
});

test('the Job screen compares the main resume by default, and can compare the profile alone', async ({ page }) => {
	await openApp(page, '/');
	await api(page, 'POST', '/resume/extract', { text: SAMUEL() });
	await api(page, 'POST', '/resume/extract', { text: DEREK() });
	await api(page, 'POST', '/profile/items', { type: 'skill', title: 'Node.js', evidence: [{ text: 'Node.js services in production', source: 'manual' }] });
	await page.goto('/job');
	await readJob(page, HARBORLINE());
	const choice = page.getByLabel('Resume to compare');
	await expect(choice.locator('option:checked')).toContainText('Pasted resume — Samuel Reyes (main)');

	await choice.selectOption({ label: 'My profile only (no resume)' });
	await page.getByRole('button', { name: 'Analyse compatibility' }).click();
	await expect(page).toHaveURL(/\/analysis\?id=/);
	const analysisId = new URL(page.url()).searchParams.get('id');
	expect((await api(page, 'GET', `/match/${analysisId}`)).data.resumeId).toBeNull();

	// A pasted posting names no source: the application says it came from an analysis.
	await page.getByTestId('analysis-save').click();
	await expect(page.getByTestId('toast').last()).toContainText('Saved to Applications');
	expect((await api(page, 'GET', '/tracker/jobs')).data.items).toMatchObject([{ source: 'Analysis', match: { analysisId } }]);
});

test('saving analyses of a tracked job updates its one card, with the posting’s link', async ({ page }) => {
	await openApp(page, '/');
	await api(page, 'POST', '/resume/extract', { text: SAMUEL() });
	const html = fixtureText('jobs', 'd_job_en_backend_node_harborline.html');
	const job = (await api(page, 'POST', '/job/extract', { html, url: 'https://careers.example/harborline/1' })).data;
	await page.goto('/job');
	await page.getByTestId('job-row').getByRole('button', { name: 'Open' }).click();
	await page.getByRole('button', { name: 'Save to Applications' }).click();
	await expect(page.getByRole('link', { name: 'Open Applications' })).toBeVisible();

	for (let round = 0; round < 2; round++) {
		await page.goto('/job');
		await page.getByTestId('job-row').getByRole('button', { name: 'Analyse' }).click();
		await expect(page).toHaveURL(/\/analysis\?id=/);
		await page.getByTestId('analysis-save').click();
		await expect(page.getByTestId('toast').last()).toContainText('Saved to Applications');
	}
	const cards = (await api(page, 'GET', `/tracker/jobs?jobId=${job.id}`)).data.items;
	expect(cards).toHaveLength(1);
	const latest = (await api(page, 'GET', '/match?limit=1')).data.items[0];
	expect(cards[0]).toMatchObject({ url: 'https://careers.example/harborline/1', match: { analysisId: latest.id, score: latest.score } });
	await page.goto('/job');
	await expect(page.getByTestId('job-row')).toContainText('2 analyses, latest');
});

test('work in progress survives a visit to another screen', async ({ page }) => {
	await openApp(page, '/job');
	await page.getByLabel('Job posting text').fill(HARBORLINE());
	await nav(page, 'Resume').click();
	await pasteResume(page, SAMUEL());
	const candidates = await page.getByTestId('candidate').count();
	await nav(page, 'Job').click();
	await expect(page.getByLabel('Job posting text')).toHaveValue(HARBORLINE().replace(/\r\n?/g, '\n'));
	await nav(page, 'Resume').click();
	await expect(page.getByTestId('resume-result')).toBeVisible();
	await expect(page.getByTestId('candidate')).toHaveCount(candidates);
});

test('the lists work at 360 px wide', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 });
	await openApp(page, '/');
	await api(page, 'POST', '/resume/extract', { text: SAMUEL() });
	await api(page, 'POST', '/job/extract', { text: HARBORLINE() });
	for (const path of ['/resume', '/job']) {
		await page.goto(path);
		await expect(page.getByTestId(path === '/resume' ? 'resume-row' : 'job-row')).toBeVisible();
		expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
	}
});
