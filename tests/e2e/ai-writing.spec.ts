import { expect, test, type Locator, type Page } from '@playwright/test';
import { FAKE_MODEL, startFakeProvider } from '../../relay/ai/fake-provider.mjs';
import { INVENTED_EXPLANATION } from '../../relay/ai/fake-writing.mjs';
import { expectNoSeriousViolations } from './axe';
import { fixtureText } from './fixtures';
import { api, openApp } from './helpers';

/**
 * The AI's writing (issue 17), through the service worker and the real relay, with the test-only
 * fake provider (relay/ai/fake-writing.mjs): a resume line rewritten for a tailoring (a good
 * rewrite accepted; an inflating one refused with the reason shown), and an analysis explained with
 * its invented sentences removed and listed. One run in Portuguese at 360 px by keyboard only.
 */

type Fake = Awaited<ReturnType<typeof startFakeProvider>>;
let fake: Fake;

test.beforeAll(async () => {
	fake = await startFakeProvider();
});
test.afterAll(() => fake.close());
// The relay keeps AI settings for the whole run: later specs start with none.
test.afterEach(async ({ page }) => {
	await api(page, 'DELETE', '/settings/ai').catch(() => undefined);
});

/** The fake provider set up and consented; a resume and a job read and compared; the analysis' id. */
async function prepared(page: Page, files: { resume: string; job: string }) {
	await openApp(page, '/settings');
	const saved = await api(page, 'POST', '/settings/ai', { provider: 'openai-compatible', baseUrl: fake.baseUrl, model: FAKE_MODEL, apiKey: 'sk-e2e-fake', timeoutSeconds: 20 });
	expect(saved.status).toBe(200);
	const resume = await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', files.resume) });
	const job = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', files.job) });
	expect(job.fromServiceWorker).toBe(true);
	const match = await api(page, 'POST', '/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
	expect(match.status).toBe(201);
	return match.data.id as string;
}

/** The line of "Rewrite your lines with AI" that starts with `start`. */
const lineOf = (page: Page, start: string): Locator => page.getByTestId('ai-rewrite-line').filter({ hasText: start });

test('a good rewrite is offered as a word diff and accepted; an inflating one is refused with the reason', async ({ page }) => {
	const matchId = await prepared(page, { resume: 'd_en_backend_samuel_reyes.txt', job: 'd_job_en_backend_node_harborline.txt' });
	await page.goto(`/tailor?match=${matchId}`);
	await expect(page.getByTestId('ai-rewrite-lines')).toBeVisible();

	fake.behave({ chat: 'rewrite-good' });
	const designed = lineOf(page, 'Designed the order and seat-reservation services');
	await designed.getByTestId('ai-rewrite-action').click();
	// The first time, what will be sent: the line and the job's title, nothing else of the person's.
	const preview = page.getByTestId('ai-writing-preview');
	await expect(preview).toContainText('Designed the order and seat-reservation services');
	await expect(preview).toContainText('Job: Senior Backend Engineer (Node.js)');
	await expect(preview).not.toContainText('Tallgrass');
	await preview.getByTestId('ai-writing-preview-send').click();

	const offer = designed.getByTestId('ai-rewrite-offer');
	await expect(offer).toContainText('AI rewrite — review');
	await expect(offer.getByTestId('ai-rewrite-diff').locator('ins')).toContainText(['Created']);
	await expect(offer.getByTestId('ai-rewrite-diff').locator('del')).toContainText(['Designed']);
	await expect(designed.getByTestId('ai-used')).toContainText(FAKE_MODEL);
	await offer.getByTestId('ai-rewrite-accept').click();
	await expect(page.getByTestId('toast').last()).toContainText('The rewrite was added to your accepted changes.');
	const card = page.getByTestId('suggestion').filter({ has: page.getByTestId('suggestion-ai') });
	await expect(card).toContainText('Rewritten by AI');
	await expect(card.getByTestId('suggestion-status')).toHaveText('Accepted');
	await expect(card.getByTestId('suggestion-diff')).toContainText('Created the order and seat-reservation services');

	fake.behave({ chat: 'rewrite-inflate' });
	const redis = lineOf(page, 'Added Redis distributed locks');
	await redis.getByTestId('ai-rewrite-action').click();
	const refused = redis.getByTestId('ai-rewrite-refused');
	await expect(refused).toContainText('Rewrite refused');
	await expect(refused).toContainText('It wrote the number “50”, which none of your evidence shows.');
	await expect(redis.getByTestId('ai-rewrite-offer')).toHaveCount(0);
	await expect(page.getByText('for 50 clients')).toHaveCount(0);
	await expectNoSeriousViolations(page, '/tailor with AI rewrites');
});

test('an analysis explained by AI keeps only what the analysis shows and lists what it removed', async ({ page }) => {
	const matchId = await prepared(page, { resume: 'd_en_backend_samuel_reyes.txt', job: 'd_job_en_backend_node_harborline.txt' });
	await page.goto(`/analysis?id=${matchId}`);
	fake.behave({ chat: 'explain-invent' });
	const panel = page.getByTestId('ai-explain');
	await panel.getByTestId('ai-explain-action').click();
	await page.getByTestId('ai-writing-preview').getByTestId('ai-writing-preview-send').click();

	const written = panel.getByTestId('ai-explain-sentences');
	await expect(written).toContainText('Written by AI from this analysis — review');
	await expect(written).toContainText(/Your fit score is \d+ out of 100\./);
	await expect(written).toContainText('is missing from your resume.');
	await expect(written).not.toContainText('Google');
	const removed = panel.getByTestId('ai-explain-removed');
	await expect(removed).toContainText(INVENTED_EXPLANATION);
	await expect(removed).toContainText('It says “Google”, which this analysis does not show.');
	await expect(removed).toContainText(/It says you have “.+”, which this analysis found missing\./);
	await expectNoSeriousViolations(page, '/analysis with an AI explanation');
});

test('the rewrite falls back, with its reason, when the provider answers garbage', async ({ page }) => {
	const matchId = await prepared(page, { resume: 'd_en_backend_samuel_reyes.txt', job: 'd_job_en_backend_node_harborline.txt' });
	await page.goto(`/tailor?match=${matchId}`);
	fake.behave({ chat: 'ok' });
	const line = lineOf(page, 'Designed the order');
	await line.getByTestId('ai-rewrite-action').click();
	await page.getByTestId('ai-writing-preview').getByTestId('ai-writing-preview-send').click();
	await expect(line.getByTestId('ai-fallback')).toHaveAttribute('data-reason', 'garbage');
	await expect(line.getByTestId('ai-rewrite-offer')).toHaveCount(0);
});

test.describe('em português, a 360 px, só com o teclado', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	/** Tab until `target` has the focus, as a person with a keyboard only would. */
	async function tabTo(page: Page, target: Locator) {
		for (let i = 0; i < 200; i++) {
			if (await target.evaluate((element) => element === document.activeElement)) return;
			await page.keyboard.press('Tab');
		}
		throw new Error('The keyboard never reached the target.');
	}

	test('reescreve uma linha e explica a análise, sem violações sérias', async ({ page }) => {
		const matchId = await prepared(page, { resume: 'd_pt_devops_lucas_moreira.txt', job: 'd_job_pt_devops_nuvem_cacto.txt' });
		await page.goto(`/tailor?match=${matchId}`);
		fake.behave({ chat: 'rewrite-invent' });
		const line = lineOf(page, 'Pipelines de CI/CD no GitLab CI');
		await tabTo(page, line.getByRole('button', { name: 'Reescrever com IA' }));
		await page.keyboard.press('Enter');
		const preview = page.getByTestId('ai-writing-preview');
		await expect(page.getByRole('dialog', { name: 'O que vai ser enviado' })).toBeVisible();
		await expect(preview).toContainText('Pipelines de CI/CD no GitLab CI');
		await expectNoSeriousViolations(page, 'prévia do envio (pt-BR, 360 px)', { include: '[data-testid="ai-writing-preview"]' });
		await tabTo(page, preview.getByRole('button', { name: 'Enviar' }));
		await page.keyboard.press('Enter');
		const refused = line.getByTestId('ai-rewrite-refused');
		await expect(refused).toContainText('Reescrita recusada');
		await expect(refused).toContainText('Ela citou o empregador “Google”, que nenhuma das suas evidências mostra.');
		await expectNoSeriousViolations(page, '/tailor com reescrita recusada (pt-BR, 360 px)');

		await page.goto(`/analysis?id=${matchId}`);
		fake.behave({ chat: 'explain-good' });
		await tabTo(page, page.getByRole('button', { name: 'Explicar com IA' }));
		await page.keyboard.press('Enter');
		await tabTo(page, page.getByTestId('ai-writing-preview').getByRole('button', { name: 'Enviar' }));
		await page.keyboard.press('Enter');
		const written = page.getByTestId('ai-explain-sentences');
		await expect(written).toContainText('Escrito pela IA a partir desta análise — revise');
		await expect(written).toContainText(/Sua nota de compatibilidade é \d+ de 100\./);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await expectNoSeriousViolations(page, '/analysis com explicação da IA (pt-BR, 360 px)');
	});
});
