import { expect, test, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { fixtureText } from './fixtures';

/** A stored resume, job and analysis, made through the service worker like the screens make them. */
async function analysed(page: Page, resume = 'd_en_backend_samuel_reyes.txt', job = 'd_job_en_backend_node_harborline.txt') {
	const r = await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', resume) });
	const j = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', job) });
	const m = await api(page, 'POST', '/match/analyze', { resumeId: r.data.id, jobId: j.data.id });
	expect(m.status).toBe(201);
	expect(m.fromServiceWorker).toBe(true);
	return { resumeId: r.data.id as string, jobId: j.data.id as string, matchId: m.data.id as string, score: m.data.score as number };
}

test('without any analysis, the three screens show their guided empty states', async ({ page }) => {
	await openApp(page, '/analysis');
	await expect(page.getByTestId('analysis-empty')).toContainText('No analysis yet');
	await expect(page.getByTestId('analysis-empty').getByRole('link', { name: 'Go to the Job screen' })).toHaveAttribute('href', '/job');
	await page.goto('/ats');
	await expect(page.getByTestId('ats-empty')).toContainText('Start with a compatibility analysis');
	await page.goto('/tailor?match=does-not-exist');
	await expect(page.getByTestId('tailor-empty')).toContainText('Choose an analysis first');
	// The API says the same: no prior match → the empty-state problem.
	const ats = await api(page, 'POST', '/ats/analyze', { matchId: 'does-not-exist' });
	expect(ats).toMatchObject({ status: 422, contentType: 'application/problem+json' });
	expect(ats.data.code).toBe('missing_input');
});

test('an analysis opens on its own screen, lists with the others, and is saved to Applications with a link back', async ({ page }) => {
	await openApp(page, '/');
	const { matchId, score } = await analysed(page);
	await page.goto('/dashboard');
	await expect(page.getByTestId('recent-analyses')).toContainText('Senior Backend Engineer');
	await page.goto('/analysis');
	await page.getByTestId('recent-analyses').getByRole('link', { name: /Senior Backend Engineer/ }).click();
	await expect(page).toHaveURL(new RegExp(`/analysis\\?id=${matchId}`));
	await expect(page.getByTestId('analysis-job')).toContainText('Harborline');
	await expect(page.getByTestId('match-result')).toContainText(String(score));
	await expect(page.getByRole('navigation', { name: 'Parts of this analysis' }).getByRole('link', { name: 'Compatibility' })).toHaveAttribute('aria-current', 'page');

	await page.getByTestId('analysis-save').click();
	await expect(page.getByTestId('toast')).toContainText('Saved to Applications');
	const saved = (await api(page, 'GET', '/tracker/jobs')).data.items[0];
	expect(saved.match).toEqual({ score, analysisId: matchId });
	await page.goto('/applications');
	await page.getByRole('link', { name: new RegExp(`${score}`) }).first().click();
	await expect(page).toHaveURL(new RegExp(`/analysis\\?id=${matchId}`));
});

test('the ATS review screen shows every keyword in exactly one group', async ({ page }) => {
	await openApp(page, '/');
	const { matchId } = await analysed(page);
	await page.goto(`/ats?match=${matchId}`);
	await expect(page.getByTestId('ats-present').locator('li').first()).toBeVisible();
	const present = await page.getByTestId('ats-present').locator('li').allTextContents();
	const safe = await page.getByTestId('ats-safe').locator('li').allTextContents();
	const without = await page.getByTestId('ats-without').locator('li').allTextContents();
	expect(present.join(' ')).toContain('Node.js');
	expect(without.join(' ')).toContain('Kafka');
	const review = (await api(page, 'POST', '/ats/analyze', { matchId })).data;
	expect(present.length + safe.length + without.length).toBe(review.present.length + review.safeIfTrue.length + review.withoutEvidence.length);
});

test('the tailor suggests only what the resume shows, keeps each decision, and refuses a claim without evidence', async ({ page }) => {
	await openApp(page, '/');
	const { matchId, resumeId, jobId } = await analysed(page);
	await page.goto(`/tailor?match=${matchId}`);
	const cards = page.getByTestId('suggestion');
	await expect(cards.first()).toBeVisible();
	await expect(page.getByTestId('tailor-refused')).toContainText('Kafka');
	await expect(page.getByTestId('suggestions')).not.toContainText('Kafka');

	// Accept the first suggestion, reject the second: both are saved and survive a reload.
	await cards.nth(0).getByRole('button', { name: 'Accept' }).click();
	await expect(cards.nth(0).getByTestId('suggestion-status')).toHaveText('Accepted');
	await cards.nth(1).getByRole('button', { name: 'Reject' }).click();
	await expect(cards.nth(1).getByTestId('suggestion-status')).toHaveText('Rejected');
	await expect(page.getByTestId('tailor-counts')).toContainText('1 accepted · 1 rejected');
	await page.reload();
	await expect(page.getByTestId('tailor-counts')).toContainText('1 accepted · 1 rejected');
	const stored = (await api(page, 'GET', `/resume/tailor?resumeId=${resumeId}&jobId=${jobId}`)).data;
	expect(stored.suggestions.slice(0, 2).map((s: { status: string }) => s.status)).toEqual(['accepted', 'rejected']);

	// Asking to state a skill with no evidence is refused with a sentence; nothing new is stored.
	const before = stored.id;
	await page.getByLabel('Skills to state, separated by commas').fill('Kafka');
	await page.getByRole('button', { name: 'Check and add' }).click();
	await expect(page.getByTestId('claim-error')).toContainText('Nothing in your resume or profile shows Kafka');
	expect((await api(page, 'GET', `/resume/tailor?resumeId=${resumeId}&jobId=${jobId}`)).data.id).toBe(before);
	const refused = await api(page, 'POST', '/resume/tailor', { resumeId, jobId, claims: ['Kafka'] });
	expect(refused).toMatchObject({ status: 422, contentType: 'application/problem+json' });
	expect(refused.data.code).toBe('unsupported_claim');
});

test('the tailor speaks Portuguese', async ({ page }) => {
	await openApp(page, '/');
	const { matchId } = await analysed(page, 'd_pt_devops_lucas_moreira.txt', 'd_job_pt_devops_nuvem_cacto.txt');
	await page.goto(`/tailor?match=${matchId}`);
	await expect(page.getByTestId('suggestion').first()).toBeVisible();
	await page.getByRole('button', { name: 'Mudar para português' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajuste do currículo');
	await expect(page.getByTestId('suggestions')).toContainText('Principais competências');
	await expect(page.getByTestId('suggestions').getByRole('button', { name: 'Aceitar' }).first()).toBeVisible();
	await expect(page.getByTestId('suggestions')).not.toContainText('Accept');
	await page.getByLabel('Habilidades para incluir, separadas por vírgula').fill('Salesforce');
	await page.getByRole('button', { name: 'Verificar e incluir' }).click();
	await expect(page.getByTestId('claim-error')).toContainText('Nada no seu currículo ou perfil mostra Salesforce');
});

test('saving an analysis of a job already in Applications gives that application the score instead of a duplicate', async ({ page }) => {
	await openApp(page, '/');
	const { matchId, jobId, score } = await analysed(page);
	const tracked = await api(page, 'POST', '/tracker/jobs', { title: 'Senior Backend Engineer (Node.js)', company: 'Harborline Logistics', jobId });
	expect(tracked.status).toBe(201);
	await page.goto(`/analysis?id=${matchId}`);
	await page.getByTestId('analysis-save').click();
	await expect(page.getByRole('link', { name: 'Open Applications' })).toBeVisible();
	const list = (await api(page, 'GET', '/tracker/jobs')).data;
	expect(list.total).toBe(1);
	expect(list.items[0]).toMatchObject({ id: tracked.data.id, match: { score, analysisId: matchId }, version: 2 });
});

test('an analysis made from pasted text explains how to get an ATS review and a tailoring', async ({ page }) => {
	await openApp(page, '/');
	const m = await api(page, 'POST', '/match/analyze', {
		resumeText: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt'),
		jobText: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt')
	});
	expect(m.status).toBe(201);
	await page.goto(`/analysis?id=${m.data.id}`);
	await expect(page.getByTestId('match-result')).toBeVisible();
	await expect(page.getByText('This analysis was made from pasted text.')).toBeVisible();
	await page.goto(`/tailor?match=${m.data.id}`);
	await expect(page.getByText('This analysis was made from pasted text.')).toBeVisible();
	await expect(page.getByTestId('suggestion')).toHaveCount(0);
	await page.goto(`/ats?match=${m.data.id}`);
	await expect(page.getByText('This analysis was made from pasted text.')).toBeVisible();
});
