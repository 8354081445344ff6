import { expect, type Page } from '@playwright/test';
import { FAKE_MODEL, type FakeProvider } from '../../relay/ai/fake-provider.mjs';
import { NURSE_RESUME, NURSE_RESUME_INJECTED } from '../../relay/ai/fake-resume.mjs';
import { api, openApp } from './helpers';

/** Shared by the ai-assist specs (issue 17): a resume whose words the fake provider answers from. */

export const AI_RESUME = { plain: NURSE_RESUME, injected: NURSE_RESUME_INJECTED };

/** What each lying answer claims (relay/ai/fake-answers.mjs): none of it may reach the page or the profile. */
export const INVENTED = {
	'items-invent': ['Kubernetes', 'Quantum computing', 'Chief Medical Officer', 'Google', 'PhD in Medicine', 'Harvard', 'AWS Certified', 'Amazon'],
	'items-misquote': ['Python', 'Expert Python developer', 'Led triage', 'ACLS'],
	'items-injected': ['Kubernetes', 'Terraform']
} as const;

/** The fake provider set up and consented through the API (saving records the `ai` consent). */
export async function aiSetUp(page: Page, fake: FakeProvider, options: { timeoutSeconds?: number } = {}) {
	await openApp(page, '/settings');
	const saved = await api(page, 'POST', '/settings/ai', {
		provider: 'openai-compatible',
		baseUrl: fake.baseUrl,
		model: FAKE_MODEL,
		apiKey: 'sk-e2e-fake',
		timeoutSeconds: options.timeoutSeconds ?? 20
	});
	expect(saved.status).toBe(200);
	expect(saved.data).toMatchObject({ enabled: true, consent: true });
}

/** Pastes a resume on the Resume screen and waits for the rules' review; returns the stored resume's id. */
export async function readResume(page: Page, text = AI_RESUME.plain, labels = { paste: 'Paste your resume', read: 'Read my resume' }) {
	await openApp(page, '/resume');
	await page.getByLabel(labels.paste).fill(text);
	await page.getByRole('button', { name: labels.read }).click();
	await expect(page.getByTestId('candidate-review')).toBeVisible();
	const { items } = (await api(page, 'GET', '/resume?limit=5')).data as { items: { id: string }[] };
	return { id: items[0].id };
}

/** "Suggest more with AI"; the first time in a browser the preview opens and is sent. */
export async function suggest(page: Page, { first }: { first: boolean }) {
	const assist = page.getByTestId('ai-assist');
	await assist.getByTestId('ai-suggest').click();
	const preview = page.getByTestId('ai-preview');
	if (first) {
		await expect(preview).toBeVisible();
		await preview.getByTestId('ai-preview-send').click();
	}
	await expect(preview).toBeHidden();
}
