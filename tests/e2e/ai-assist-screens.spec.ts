import { expect, test, type Page } from '@playwright/test';
import { FAKE_MODEL, startFakeProvider, type FakeProvider } from '../../relay/ai/fake-provider.mjs';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { AI_RESUME, aiSetUp, readResume, suggest } from './ai-assist-support';

/*
 * "Suggest more with AI" on the Job screen and in Profile → Import (issue 17), the Privacy page's
 * wording, and one run in Portuguese at 360 px by keyboard only, checked with axe.
 */

let fake: FakeProvider;
test.beforeAll(async () => {
	fake = await startFakeProvider();
});
test.afterAll(async () => {
	await fake.close();
});
test.afterEach(async ({ page }) => {
	await api(page, 'DELETE', '/settings/ai').catch(() => undefined);
});

const POSTING = `ICU Registered Nurse
Hospital Central · São Paulo

Requirements:
- Active nursing licence and two years in intensive care
- Catheter insertion and ventilator management, with sterile technique
- Triage of patients in the emergency department

Nice to have:
- Phlebotomy
`;

const chatRequests = (provider: FakeProvider) => provider.requests.filter((r) => r.path === '/v1/chat/completions');

test('Job: the AI’s requirements quote the posting, and the chosen one is added to the job’s requirements', async ({ page }) => {
	fake.behave({ chat: 'items-good' });
	await aiSetUp(page, fake);
	await openApp(page, '/job');
	await page.getByLabel('Job posting text').fill(POSTING);
	await page.getByRole('button', { name: 'Read the job' }).click();
	await expect(page.getByTestId('job-result')).toBeVisible();
	const before = (await api(page, 'GET', '/job?limit=5')).data.items[0].id as string;
	const stored = (await api(page, 'GET', `/job/${before}`)).data;

	const assist = page.getByTestId('ai-assist');
	await assist.getByTestId('ai-suggest').click();
	const preview = page.getByTestId('ai-preview');
	await expect(preview).toContainText('The posting’s text');
	await expect(preview.getByTestId('ai-preview-text')).toContainText('Catheter insertion and ventilator management');
	await preview.getByTestId('ai-preview-send').click();
	await expect(assist.getByTestId('ai-used')).toHaveText(`AI used: ${fake.host} · ${FAKE_MODEL}`);
	// Only the posting's text went out.
	expect(chatRequests(fake).at(-1)?.body.messages.at(-1).content).toBe(stored.text);
	const first = assist.getByTestId('ai-suggestion').first();
	await expect(first).toContainText('Suggested by AI — review');
	await expect(first.getByTestId('ai-evidence')).not.toBeEmpty();
	const name = (await first.locator('strong').first().innerText()).trim();
	await first.getByRole('checkbox').check();
	await assist.getByTestId('ai-add').click();
	await expect(page.getByTestId('toast').last()).toContainText('added to the job. Analyse again to see the new fit.');
	await expect(first).toContainText('Added');

	const job = (await api(page, 'GET', `/job/${before}`)).data.job as { requiredSkills: { name: string; origin?: string }[]; niceToHaveSkills: { name: string; origin?: string }[] };
	const all = [...job.requiredSkills, ...job.niceToHaveSkills];
	const added = all.filter((skill) => skill.origin === 'ai');
	expect(added.map((skill) => skill.name.toLowerCase())).toEqual([name.toLowerCase()]);
	// What the posting already said is still there, as the rules read it.
	for (const skill of [...stored.job.requiredSkills, ...stored.job.niceToHaveSkills]) expect(all.map((s) => s.name)).toContain(skill.name);
	await expect(page.getByTestId('job-result')).toContainText(added[0].name);
});

test('Profile → Import: the pasted text’s AI suggestions are added to the profile as the AI’s', async ({ page }) => {
	fake.behave({ chat: 'items-good' });
	await aiSetUp(page, fake);
	await openApp(page, '/profile');
	await page.getByLabel('Text to import').fill(AI_RESUME.plain);
	await page.getByRole('button', { name: 'Find items' }).click();
	await expect(page.getByTestId('candidate-review')).toBeVisible();
	const review = await page.getByTestId('candidate-review').innerText();

	await page.getByTestId('ai-suggest').click();
	const preview = page.getByTestId('ai-preview');
	await expect(preview).toContainText('The text you pasted');
	await expect(preview).toContainText(`${AI_RESUME.plain.length.toLocaleString('en-US')} characters`);
	await preview.getByTestId('ai-preview-send').click();
	const assist = page.getByTestId('ai-assist');
	const catheter = assist.getByTestId('ai-suggestion').filter({ hasText: 'Catheter insertion' });
	await expect(catheter).toBeVisible();
	await catheter.getByRole('checkbox').check();
	await assist.getByTestId('ai-add').click();
	await expect(catheter).toContainText('Added');
	const items = (await api(page, 'GET', '/profile')).data.items as { title: string; origin: string }[];
	expect(items.filter((item) => item.origin === 'ai').map((item) => item.title)).toEqual(['Catheter insertion']);
	expect(await page.getByTestId('candidate-review').innerText()).toBe(review);
});

test('the Privacy page says plainly where the text goes with an external or a local provider', async ({ page }) => {
	await openApp(page, '/privacy');
	const section = page.locator('section').filter({ hasText: 'Optional AI' });
	await expect(section).toContainText('the text being analysed leaves this device and goes to that provider');
	await expect(section).toContainText('Ollama or LM Studio, it stays on this machine');
	await expect(section).toContainText('never your whole profile or your applications');
	await expect(section).toContainText('nothing is sent before you give your permission');
});

/** Presses Tab until `target` has the focus (a person with a keyboard only). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, most = 60) {
	for (let i = 0; i < most; i++) {
		if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
		await page.keyboard.press('Tab');
	}
	await expect(target).toBeFocused();
}

test.describe('em português, a 360 px, só com o teclado', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('pede sugestões, vê o que vai ser enviado, escolhe uma e adiciona, sem falhas graves no axe', async ({ page }) => {
		fake.behave({ chat: 'items-good' });
		await aiSetUp(page, fake);
		await readResume(page, AI_RESUME.plain, { paste: 'Cole o seu currículo', read: 'Ler meu currículo' });
		const assist = page.getByTestId('ai-assist');
		await expect(assist).toContainText('Mais com IA');

		const ask = assist.getByRole('button', { name: 'Sugerir mais com IA' });
		await tabTo(page, ask);
		await page.keyboard.press('Enter');
		const preview = page.getByTestId('ai-preview');
		await expect(preview).toBeVisible();
		await expect(page.getByRole('dialog', { name: 'O que vai ser enviado' })).toBeVisible();
		await expect(preview).toContainText('nunca o seu perfil inteiro nem as suas candidaturas');
		await expect(preview.getByTestId('ai-preview-count')).toContainText('caracteres');
		await expectNoSeriousViolations(page, 'ai preview (pt-BR, 360 px)', { include: '[data-testid="ai-preview"]' });
		await tabTo(page, preview.getByRole('button', { name: 'Enviar' }));
		await page.keyboard.press('Enter');

		const catheter = assist.getByTestId('ai-suggestion').filter({ hasText: 'Catheter insertion' });
		await expect(catheter).toContainText('Sugerido pela IA — revise');
		await expect(assist.getByTestId('ai-used')).toHaveText(`IA usada: ${fake.host} · ${FAKE_MODEL}`);
		await expectNoSeriousViolations(page, '/resume with AI suggestions (pt-BR, 360 px)');
		const width = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(width).toBeLessThanOrEqual(360);

		await tabTo(page, catheter.getByRole('checkbox'));
		await page.keyboard.press('Space');
		await expect(catheter.getByRole('checkbox')).toBeChecked();
		await tabTo(page, assist.getByRole('button', { name: 'Adicionar 1 selecionado ao perfil' }));
		await page.keyboard.press('Enter');
		await expect(catheter).toContainText('Adicionado');
		await expect(page.getByTestId('toast').last()).toContainText('1 sugestão da IA adicionada ao seu perfil.');

		// A failure in Portuguese, with what to do.
		fake.behave({ chat: 429 });
		await suggest(page, { first: false });
		await expect(assist.getByTestId('ai-fallback')).toContainText('Análise local no lugar da IA');
		await expect(assist.getByTestId('ai-advice')).toContainText('Tente mais tarde');
		await expectNoSeriousViolations(page, '/resume with an AI fallback (pt-BR, 360 px)');
	});
});
