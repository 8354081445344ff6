import { expect, test, type Page } from '@playwright/test';
import { FAKE_MODEL, startFakeProvider } from '../../relay/ai/fake-provider.mjs';
import { INVENTED_STORY_SENTENCES } from '../../relay/ai/fake-story.mjs';
import { INVENTED_FOLLOW_UP_SENTENCES } from '../../relay/ai/fake-follow-up.mjs';
import { DEMO_RESUME } from '../../src/lib/demo/person';
import { DEMO_POSTINGS } from '../../src/lib/demo/postings';
import { expectNoSeriousViolations } from './axe';
import { api, openApp } from './helpers';

/**
 * "Word with AI" on /interviews (issue 30), through the service worker and the real relay, with the
 * test-only fake provider (relay/ai/fake-story.mjs, fake-follow-up.mjs): a STAR story and a follow-up
 * reworded, what the guard removed listed with why, the wording used or discarded by the person and
 * nothing stored before they save; and a request cancelled while it runs.
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

const chats = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');

/** Helena's resume, the ICU posting as an application, and the fake provider set up and allowed. */
async function nurse(page: Page, options: { timeoutSeconds?: number } = {}) {
	await openApp(page, '/');
	expect((await api(page, 'POST', '/resume/extract', { text: DEMO_RESUME })).status).toBe(201);
	const icu = (await api(page, 'POST', '/job/extract', { text: DEMO_POSTINGS.icu.text })).data;
	const app = (await api(page, 'POST', '/tracker/jobs', { title: icu.job.title, company: icu.job.company ?? '', jobId: icu.id, status: 'interview' })).data;
	const saved = await api(page, 'POST', '/settings/ai', { provider: 'openai-compatible', baseUrl: fake.baseUrl, model: FAKE_MODEL, apiKey: 'sk-e2e-fake', timeoutSeconds: options.timeoutSeconds ?? 20 });
	expect(saved.status).toBe(200);
	// Each test counts its own requests to the provider.
	fake.requests.length = 0;
	return app as { id: string; title: string; company: string };
}

/** A STAR draft for "Patient safety" on the application's screen; the draft section. */
async function draft(page: Page, appId: string) {
	await page.goto(`/interviews?application=${appId}`);
	const section = page.getByTestId('draft-section');
	await section.getByLabel('Requirement the story should prove').fill('Patient safety');
	await section.getByTestId('story-draft-submit').click();
	await expect(section.getByTestId('story-draft')).toBeVisible();
	return section;
}

test('a story worded by AI: what is sent is shown first, invented claims are removed with why, the wording is used and saved by the person', async ({ page }) => {
	const app = await nurse(page);
	const section = await draft(page, app.id);
	const part = (name: string) => section.locator(`[data-testid="star-part"][data-part="${name}"]`);
	const action = await part('action').getByRole('textbox').inputValue();
	expect(action).toMatch(/protocolos de segurança do paciente/);
	await expect(part('result').getByRole('textbox')).toHaveValue('');

	fake.behave({ chat: 'story-invent' });
	const ai = section.getByTestId('story-ai');
	await ai.getByTestId('story-ai-action').click();
	// The first time, what will be sent: each part's quote, nothing else of hers.
	const preview = page.getByTestId('story-ai-preview');
	await expect(preview).toContainText(action);
	await expect(preview).toContainText('Result: (no line of yours: stays empty)');
	await expect(preview).not.toContainText('Helena');
	await expect(preview).not.toContainText('helena.duarte@example.com');
	expect(chats()).toHaveLength(0);
	await preview.getByTestId('story-ai-preview-send').click();

	const offered = ai.getByTestId('story-ai-offered');
	await expect(offered).toBeVisible();
	await expect(offered.locator('[data-part="action"]')).toHaveAttribute('data-origin', 'ai');
	await expect(offered.locator('[data-part="action"]')).toContainText('In my own words');
	// The part with no line of hers stays hers to write, whatever the provider wrote for it.
	await expect(offered.locator('[data-part="result"]')).toHaveAttribute('data-origin', 'empty');
	await expect(offered).not.toContainText('Google');
	await expect(offered).not.toContainText('240%');
	const removed = ai.getByTestId('story-ai-removed');
	for (const sentence of INVENTED_STORY_SENTENCES) await expect(removed).toContainText(sentence);
	await expect(removed).toContainText('It names “Google”');
	await expect(removed).toContainText('which none of your evidence shows');
	await expect(ai.getByTestId('story-ai-used')).toContainText(FAKE_MODEL);
	await expectNoSeriousViolations(page, '/interviews story worded by AI');

	// Offered, not applied: the form still holds her own words, and nothing was stored.
	await expect(part('action').getByRole('textbox')).toHaveValue(action);
	expect((await api(page, 'GET', '/stories')).data.total).toBe(0);

	await ai.getByTestId('story-ai-accept').click();
	await expect(section.getByTestId('story-ai-accepted')).toBeVisible();
	await expect(part('action').getByRole('textbox')).toHaveValue(/^In my own words: /);
	await expect(part('result').getByRole('textbox')).toHaveValue('');
	expect((await api(page, 'GET', '/stories')).data.total).toBe(0);

	await section.getByTestId('story-save').click();
	await expect(page.getByTestId('story-bank').getByTestId('story')).toHaveCount(1);
	const [story] = (await api(page, 'GET', '/stories')).data.items;
	expect(story.origin).toBe('ai');
	expect(story.parts.action.text).toMatch(/^In my own words: /);
	expect(story.parts.result).toEqual({ text: '', quote: null });
	expect(JSON.stringify(story)).not.toMatch(/Google|240%/);

	// The second time for this provider, the request goes without the preview.
	await page.getByTestId('story-bank').getByRole('button', { name: /^Edit/ }).click();
	const editor = page.getByTestId('story-editor');
	fake.behave({ chat: 'story-good' });
	await editor.getByTestId('story-ai-action').click();
	await expect(editor.getByTestId('story-ai-offered')).toBeVisible();
	await expect(page.getByTestId('story-ai-preview')).toBeHidden();
	// Discarded: the editor keeps what it had, and nothing changes in the bank.
	await editor.getByTestId('story-ai-discard').click();
	await expect(editor.getByTestId('story-ai-offered')).toHaveCount(0);
	expect((await api(page, 'GET', '/stories')).data.items[0].version).toBe(story.version);
});

test('a story’s AI wording cancelled while it runs changes nothing', async ({ page }) => {
	const app = await nurse(page, { timeoutSeconds: 120 });
	const section = await draft(page, app.id);
	const texts = async () => Promise.all(['situation', 'task', 'action', 'result'].map((name) => section.locator(`#story-part-${name}`).inputValue()));
	const before = await texts();
	fake.behave({ chat: 'hang' });
	const ai = section.getByTestId('story-ai');
	await ai.getByTestId('story-ai-action').click();
	await page.getByTestId('story-ai-preview').getByTestId('story-ai-preview-send').click();
	await expect(ai.getByTestId('story-ai-analyzing')).toContainText('Analyzing with AI');
	await ai.getByTestId('story-ai-cancel').click();
	await expect(ai.getByTestId('story-ai-cancelled')).toHaveText('You cancelled the AI request. Nothing was changed.');
	await expect(ai.getByTestId('story-ai-analyzing')).toBeHidden();
	await expect(ai.getByTestId('story-ai-offered')).toHaveCount(0);
	expect(await texts()).toEqual(before);
	expect((await api(page, 'GET', '/stories')).data.total).toBe(0);
	// The person may ask again.
	await expect(ai.getByTestId('story-ai-action')).toHaveText('Ask the AI again');
});

test('a follow-up worded by AI: invented claims removed with why, used into the editor, stored only when saved', async ({ page }) => {
	const app = await nurse(page);
	await page.goto(`/interviews?application=${app.id}`);
	await page.getByTestId('draft-follow-up').click();
	const message = page.getByTestId('followup');
	await expect(message).toHaveAttribute('data-state', 'draft');
	const stored = (await api(page, 'GET', `/tracker/jobs/${app.id}/follow-ups`)).data.items[0];

	fake.behave({ chat: 'follow-up-invent' });
	await message.getByTestId('followup-ai-action').click();
	const preview = page.getByTestId('followup-ai-preview');
	await expect(preview).toContainText(stored.subject);
	await expect(preview).not.toContainText('helena.duarte@example.com');
	await preview.getByTestId('followup-ai-preview-send').click();

	const offered = message.getByTestId('followup-ai-offered');
	await expect(offered).toBeVisible();
	await expect(offered).not.toContainText('Google');
	await expect(offered).not.toContainText('Chief Medical Officer');
	const removed = message.getByTestId('followup-ai-removed');
	for (const sentence of INVENTED_FOLLOW_UP_SENTENCES) await expect(removed).toContainText(sentence);
	await expect(removed).toContainText('which neither the application nor your evidence shows');
	await expect(message.getByLabel('Message')).toHaveValue(stored.text);

	await message.getByTestId('followup-ai-accept').click();
	await expect(message.getByTestId('followup-ai-accepted')).toBeVisible();
	const worded = await message.getByLabel('Message').inputValue();
	expect(worded).not.toBe(stored.text);
	expect(worded).not.toMatch(/Google|75%/);
	// In the editor, not stored: Copy waits for the save.
	await expect(message.getByTestId('followup-copy')).toBeDisabled();
	expect((await api(page, 'GET', `/tracker/jobs/${app.id}/follow-ups`)).data.items[0].text).toBe(stored.text);
	await message.getByRole('button', { name: 'Save changes' }).click();
	await expect.poll(async () => (await api(page, 'GET', `/tracker/jobs/${app.id}/follow-ups`)).data.items[0].text).toBe(worded);
	expect(chats().length).toBe(1);
});

test.describe('em português, a 360 px, só com o teclado', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('reescreve uma história com IA e mostra o que foi retirado, sem violações graves', async ({ page }) => {
		const app = await nurse(page);
		await page.goto(`/interviews?application=${app.id}`);
		await page.getByLabel('Requisito que a história deve comprovar').focus();
		await page.keyboard.type('Patient safety');
		await page.keyboard.press('Enter');
		fake.behave({ chat: 'story-invent' });
		const action = page.getByTestId('story-ai-action');
		await action.focus();
		await page.keyboard.press('Enter');
		const preview = page.getByTestId('story-ai-preview');
		await expect(preview).toContainText('Para reescrever esta história');
		await preview.getByTestId('story-ai-preview-send').focus();
		await page.keyboard.press('Enter');
		await expect(page.getByTestId('story-ai-removed')).toContainText('que nenhuma evidência sua mostra');
		await expect(page.getByTestId('story-ai-accept')).toHaveText('Usar esta versão');
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await expectNoSeriousViolations(page, '/interviews AI wording pt-BR 360 px');
	});
});
