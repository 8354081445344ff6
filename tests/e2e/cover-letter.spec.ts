import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { FAKE_MODEL, startFakeProvider } from '../../relay/ai/fake-provider.mjs';
import { INVENTED_SENTENCES } from '../../relay/ai/fake-letter.mjs';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { fixtureText } from './fixtures';

/**
 * The cover letter (issue 17), through the service worker: a plain draft from the person's own
 * lines, edited, saved, still there after a reload and downloaded as a PDF whose text is the letter;
 * an AI draft from the test-only fake provider with its invented sentences removed and listed.
 */

async function pdfText(bytes: Buffer): Promise<string> {
	// The legacy build: the modern one needs browser globals Node does not have.
	const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
	const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
	let text = '';
	for (let n = 1; n <= document.numPages; n++) {
		const content = await (await document.getPage(n)).getTextContent();
		text += content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('') + '\n';
	}
	await document.destroy();
	return text.replace(/\s+/g, ' ');
}

/** Samuel's resume and the Harborline posting, read as the screens read them; the letter screen's address. */
async function samuelForHarborline(page: Page) {
	await openApp(page, '/');
	const resume = await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
	expect(resume.status).toBe(201);
	const job = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt') });
	expect(job.status).toBe(201);
	expect(job.fromServiceWorker).toBe(true);
	return { jobId: job.data.id as string, url: `/cover-letter?job=${job.data.id}` };
}

test('a plain draft, edited, saved, kept across a reload and downloaded as a PDF that reads as the letter', async ({ page }) => {
	const { url } = await samuelForHarborline(page);
	await page.goto(url);
	await expect(page.getByTestId('letter-job')).toContainText('Senior Backend Engineer (Node.js)');
	await expect(page.getByTestId('letter-empty')).toBeVisible();
	await expect(page.getByTestId('letter-ai-off')).toBeVisible();
	await expect(page.getByTestId('letter-write-ai')).toHaveCount(0);

	await page.getByTestId('letter-write-plain').click();
	const editor = page.getByTestId('letter-text');
	await expect(editor).toHaveValue(/^Dear Harborline Logistics hiring team,/);
	await expect(editor).toHaveValue(/Containerized services with Docker and deployed to AWS/);
	await expect(page.getByTestId('letter-origin')).toHaveAttribute('data-origin', 'plain');
	await page.getByTestId('letter-evidence').locator('summary').click();
	await expect(page.getByTestId('letter-evidence')).toContainText('Containerized services with Docker and deployed to AWS (ECS, RDS, SQS) via GitHub Actions CI/CD.');

	const edited = (await editor.inputValue()).replace('I would welcome the chance', 'I would be glad of the chance');
	await editor.fill(edited);
	await expect(page.getByTestId('letter-unsaved')).toBeVisible();
	// Leaving with unsaved changes asks first; staying keeps the text.
	const asked = page.waitForEvent('dialog').then(async (dialog) => {
		const message = dialog.message();
		await dialog.dismiss();
		return message;
	});
	await page.getByRole('link', { name: 'Open the job' }).click();
	expect(await asked).toContain('unsaved changes');
	await expect(page).toHaveURL(/\/cover-letter\?job=/);
	await expect(editor).toHaveValue(edited);
	await page.getByTestId('letter-save').click();
	await expect(page.getByTestId('toast').last()).toContainText('Cover letter saved.');
	await expect(page.getByTestId('letter-saved-at')).toBeVisible();

	await page.reload();
	await expect(page.getByTestId('letter-text')).toHaveValue(edited);
	await expect(page.getByTestId('letter-saved-origin')).toContainText('first drafted from your own lines');

	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('letter-download-button').click()]);
	expect(download.suggestedFilename()).toBe('Samuel-Reyes_Cover-letter_Harborline.pdf');
	const text = await pdfText(await readFile((await download.path())!));
	expect(text).toContain('I would be glad of the chance to talk about how this experience fits the role.');
	expect(text).toContain('Dear Harborline Logistics hiring team,');
	expect(text).toContain('Samuel Reyes');
});

test('an AI draft from the fake provider: the invented sentences are removed, listed with why, and the rest kept', async ({ page }) => {
	const fake = await startFakeProvider();
	try {
		fake.behave({ chat: 'letter-invent' });
		const { url } = await samuelForHarborline(page);
		const saved = await api(page, 'POST', '/settings/ai', { provider: 'local', baseUrl: fake.baseUrl, model: FAKE_MODEL });
		expect(saved.status).toBe(200);
		await page.goto(url);
		await page.getByTestId('letter-write-ai').click();

		// The first time, what will be sent: the posting and the chosen lines, nothing sent yet.
		const preview = page.getByTestId('letter-preview');
		await expect(preview).toContainText('Containerized services with Docker and deployed to AWS');
		expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(0);
		await preview.getByTestId('letter-preview-send').click();

		await expect(page.getByTestId('letter-origin')).toHaveAttribute('data-origin', 'ai');
		await expect(page.getByTestId('letter-origin')).toContainText(`${fake.host} · ${FAKE_MODEL}`);
		const editor = page.getByTestId('letter-text');
		await expect(editor).toHaveValue(/In my own words: "Containerized services with Docker/);
		for (const sentence of INVENTED_SENTENCES) await expect(editor).not.toHaveValue(new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
		const removed = page.getByTestId('letter-removed-item');
		await expect(removed).toHaveCount(2);
		await expect(removed.first()).toContainText('I spent 15 years at Google');
		await expect(removed.first()).toContainText('the employer “Google”');
		await expect(removed.nth(1)).toContainText('the skill “SAP”');

		// The second time goes straight to the provider; an unedited draft is replaced without asking.
		await page.getByTestId('letter-write-ai').click();
		await expect.poll(() => fake.requests.filter((r) => r.path === '/v1/chat/completions').length).toBe(2);
	} finally {
		// The relay keeps AI settings for the whole run: later specs start with none.
		await api(page, 'DELETE', '/settings/ai').catch(() => undefined);
		await fake.close();
	}
});

test.describe('in Portuguese on a phone', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('drafts, saves by keyboard and passes axe', async ({ page }) => {
		const { url } = await samuelForHarborline(page);
		await page.goto(url);
		await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
		await expectNoSeriousViolations(page, 'cover letter, empty (pt-BR, 360 px)');

		await page.getByRole('combobox', { name: 'Idioma da carta' }).selectOption('pt-BR');
		await page.getByRole('button', { name: 'Escrever rascunho' }).focus();
		await page.keyboard.press('Enter');
		const editor = page.getByRole('textbox', { name: 'Sua carta' });
		await expect(editor).toHaveValue(/^Prezada equipe,\n\nGostaria de me candidatar à vaga de .+ — Harborline Logistics\./);
		await editor.focus();
		await page.keyboard.press('End');
		await page.keyboard.type(' Obrigado.');
		await page.keyboard.press('Control+s');
		await expect(page.getByTestId('toast').last()).toContainText('Carta de apresentação salva.');
		await expect(page.getByTestId('letter-download')).toBeVisible();
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectNoSeriousViolations(page, 'cover letter, drafted and saved (pt-BR, 360 px)');
	});
});
