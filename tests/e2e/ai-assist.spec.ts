import { expect, test, type Page } from '@playwright/test';
import { FAKE_MODEL, startFakeProvider, type FakeProvider } from '../../relay/ai/fake-provider.mjs';
import { api, openApp } from './helpers';
import { AI_RESUME, INVENTED, aiSetUp, readResume, suggest } from './ai-assist-support';

/*
 * "Suggest more with AI" on the Resume screen (issue 17), against a fake OpenAI-compatible provider
 * on 127.0.0.1: what the guard lets through is offered for review and added only on the person's
 * say (origin 'ai'); what it invents never reaches the page or the profile; every failure is a
 * "Local fallback" with what to do; the person can cancel; the rules' own result never changes.
 */

let fake: FakeProvider;
test.beforeAll(async () => {
	fake = await startFakeProvider();
});
test.afterAll(async () => {
	await fake.close();
});
// The relay keeps the AI set-up for every test: leave it as the other specs expect it (off).
test.afterEach(async ({ page }) => {
	await api(page, 'DELETE', '/settings/ai').catch(() => undefined);
});

/** The rules' own result as the screen shows it: what an AI answer must never change. */
const chatCount = () => fake.requests.filter((r) => r.path === '/v1/chat/completions').length;
const deterministic = async (page: Page) => [await page.getByTestId('resume-result').innerText(), await page.getByTestId('candidate-review').innerText()];

test('set up in Settings, the good answer is offered for review, shown once what goes, and added with origin ai and its quote', async ({ page }) => {
	fake.behave({ chat: 'items-good' });
	await openApp(page, '/settings');
	const panel = page.getByTestId('ai-settings');
	await panel.getByLabel('Provider').selectOption('openai-compatible');
	await expect(panel.getByTestId('ai-where')).toContainText('leaves this device and goes to that provider');
	await expect(panel.getByTestId('ai-where')).toContainText('never your whole profile or your applications');
	await panel.getByLabel('Server address').fill(fake.baseUrl);
	await panel.getByLabel('Model').fill(FAKE_MODEL);
	await panel.getByLabel('API key').fill('sk-e2e-fake');
	await panel.getByLabel('Time-out (seconds)').fill('3');
	await panel.getByRole('checkbox').check();
	await panel.getByRole('button', { name: 'Save' }).click();
	await expect(panel.getByText('Use a whole number of seconds from 5 to 120.')).toBeVisible();
	await expect(panel.getByLabel('Time-out (seconds)')).toBeFocused();
	await panel.getByLabel('Time-out (seconds)').fill('30');
	await panel.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByTestId('toast')).toContainText('AI settings saved.');
	expect((await api(page, 'GET', '/settings/ai')).data).toMatchObject({ enabled: true, consent: true, timeoutSeconds: 30 });

	const before = await readResume(page);
	const shown = await deterministic(page);
	const assist = page.getByTestId('ai-assist');
	await assist.getByTestId('ai-suggest').click();

	// The first time: exactly the resume's text, its size and where it goes; nothing sent yet.
	const preview = page.getByTestId('ai-preview');
	await expect(preview).toBeVisible();
	await expect(preview).toContainText(`Sent to: ${fake.host}`);
	await expect(preview.getByTestId('ai-preview-text')).toContainText('Catheter insertion and ventilator management in the ICU');
	const sentText = (await api(page, 'GET', `/resume/${before.id}`)).data.text as string;
	await expect(preview.getByTestId('ai-preview-count')).toHaveText(`${sentText.length.toLocaleString('en-US')} characters`);
	expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(0);
	await preview.getByTestId('ai-preview-send').click();

	await expect(assist.getByTestId('ai-used')).toBeVisible();
	const list = assist.getByTestId('ai-suggestion');
	await expect(list.first()).toBeVisible();
	await expect(assist).toContainText('Suggested by AI — review');
	await expect(assist.getByTestId('ai-used')).toHaveText(`AI used: ${fake.host} · ${FAKE_MODEL}`);
	await expect(assist.getByRole('checkbox', { checked: true })).toHaveCount(0);
	const catheter = list.filter({ hasText: 'Catheter insertion' });
	await expect(catheter.getByTestId('ai-evidence')).toContainText('Catheter insertion and ventilator management');
	// The provider saw the resume's text and nothing of the profile or tracker.
	const sent = fake.requests.filter((r) => r.path === '/v1/chat/completions');
	expect(sent).toHaveLength(1);
	expect(sent[0].body.messages.at(-1).content).toBe(sentText);

	await catheter.getByRole('checkbox').check();
	await assist.getByTestId('ai-add').click();
	await expect(page.getByTestId('toast').last()).toContainText('1 AI suggestion added to your profile.');
	await expect(catheter).toContainText('Added');
	const items = (await api(page, 'GET', '/profile')).data.items as { title: string; origin: string; evidence: { text: string }[] }[];
	const added = items.filter((item) => item.origin === 'ai');
	expect(added).toHaveLength(1);
	expect(added[0].title).toBe('Catheter insertion');
	expect(added[0].evidence[0].text).toContain('Catheter insertion and ventilator management');
	expect(await deterministic(page)).toEqual(shown);

	// Seen once for this provider: the next request goes without the preview.
	await assist.getByTestId('ai-suggest').click();
	// The first run's "AI used" line is still shown: wait for the second request itself.
	await expect.poll(() => fake.requests.filter((r) => r.path === '/v1/chat/completions').length).toBe(2);
	await expect(assist.getByTestId('ai-used')).toBeVisible();
	await expect(preview).toBeHidden();
});

for (const behaviour of ['items-invent', 'items-misquote', 'items-injected'] as const) {
	test(`${behaviour}: nothing the text does not say reaches the page or the profile, and the rules' result is unchanged`, async ({ page }) => {
		fake.behave({ chat: behaviour });
		await aiSetUp(page, fake);
		await readResume(page, behaviour === 'items-injected' ? AI_RESUME.injected : AI_RESUME.plain);
		const shown = await deterministic(page);
		const assist = page.getByTestId('ai-assist');
		await suggest(page, { first: true });
		await expect(assist.getByTestId('ai-used')).toHaveText(`AI used: ${fake.host} · ${FAKE_MODEL}`);
		await expect(assist.getByTestId('ai-dropped')).toContainText('because your text does not say them');
		await expect(assist.getByTestId('ai-none')).toBeVisible();
		await expect(assist.getByTestId('ai-suggestion')).toHaveCount(0);
		const words = INVENTED[behaviour];
		const assistText = await assist.innerText();
		// The injected line is the person's own text (the rules may read it); the AI's obedience to it is what must not show.
		const pageText = behaviour === 'items-injected' ? assistText : await page.locator('main').innerText();
		for (const word of words) expect(pageText).not.toContain(word);
		const profile = JSON.stringify((await api(page, 'GET', '/profile')).data);
		for (const word of words) expect(profile).not.toContain(word);
		expect(await deterministic(page)).toEqual(shown);
	});
}

test('a provider that hangs: "Provider timeout" after the person’s time-out, and Cancel stops another hanging run', async ({ page }) => {
	fake.behave({ chat: 'hang' });
	await aiSetUp(page, fake, { timeoutSeconds: 5 });
	await readResume(page);
	const shown = await deterministic(page);
	const assist = page.getByTestId('ai-assist');
	await suggest(page, { first: true });
	await expect(assist.getByTestId('ai-analyzing')).toContainText('Analyzing with AI');
	const fallback = assist.getByTestId('ai-fallback');
	await expect(fallback).toHaveAttribute('data-reason', 'provider_timeout', { timeout: 20_000 });
	await expect(fallback).toContainText('Local fallback');
	await expect(fallback).toContainText('Provider timeout');
	await expect(fallback.getByTestId('ai-advice')).toHaveText('The provider did not answer in 5 seconds. Allow it more time in Settings, then try again.');
	await expect(fallback.getByRole('link', { name: 'Open Settings → AI' })).toHaveAttribute('href', /\/settings$/);
	await expect(assist.getByTestId('ai-used')).toHaveText('AI not used');

	// Long enough that only the person's cancel can end this one.
	expect((await api(page, 'POST', '/settings/ai', { provider: 'openai-compatible', baseUrl: fake.baseUrl, model: FAKE_MODEL, timeoutSeconds: 120 })).status).toBe(200);
	await assist.getByTestId('ai-suggest').click();
	await expect(assist.getByTestId('ai-analyzing')).toBeVisible();
	await assist.getByTestId('ai-cancel').click();
	await expect(assist.getByTestId('ai-cancelled')).toContainText('You cancelled the AI request. Nothing was added');
	await expect(assist.getByTestId('ai-analyzing')).toBeHidden();
	expect(await deterministic(page)).toEqual(shown);
});

const FAILURES = [
	{ chat: 'items-prose', reason: 'garbage', title: 'Answer outside the format', advice: 'The provider answered outside the format Rumo asked for' },
	{ chat: 'items-wrong-shape', reason: 'garbage', title: 'Answer outside the format', advice: 'choose another model in Settings' },
	{ chat: 401, reason: 'invalid_key', title: 'Invalid key', advice: 'Check the key in Settings' },
	{ chat: 429, reason: 'provider_limit', title: 'Provider limit', advice: 'Try again later' },
	{ chat: 500, reason: 'provider_error', title: 'Provider error', advice: 'Try again later' }
] as const;

test('every other failure is a "Local fallback" with its reason and what to do; the rules’ result stands', async ({ page }) => {
	await aiSetUp(page, fake);
	await readResume(page);
	const shown = await deterministic(page);
	const assist = page.getByTestId('ai-assist');
	let first = true;
	for (const failure of FAILURES) {
		fake.behave({ chat: failure.chat });
		const asked = chatCount();
		await suggest(page, { first });
		first = false;
		// This answer, not the one before it: the request went, so the screen left the last result.
		await expect.poll(chatCount).toBe(asked + 1);
		const fallback = assist.getByTestId('ai-fallback');
		await expect(fallback, String(failure.chat)).toHaveAttribute('data-reason', failure.reason);
		await expect(fallback).toContainText('Local fallback');
		await expect(fallback.getByTestId('ai-reason')).toHaveText(failure.title);
		await expect(fallback.getByTestId('ai-advice')).toContainText(failure.advice);
		await expect(assist.getByTestId('ai-used')).toHaveText('AI not used');
		await expect(assist.getByTestId('ai-suggestion')).toHaveCount(0);
	}
	expect(await deterministic(page)).toEqual(shown);
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);
});

test('without a provider, a quiet line says AI is optional and where to set it up', async ({ page }) => {
	await readResume(page);
	const line = page.getByTestId('ai-optional');
	await expect(line).toContainText('AI is optional');
	await expect(line.getByRole('link', { name: 'Settings → AI' })).toHaveAttribute('href', /\/settings$/);
	await expect(page.getByTestId('ai-assist')).toHaveCount(0);
});
