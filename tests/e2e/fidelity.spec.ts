import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { fixtureText } from './fixtures';

// Issue 10, "Fidelity to the person's own words": items as written, origins as sentences, dates
// as a person writes them, the tailor's change shown word by word.

const LATTES = readFileSync(new URL('../../worker/core/profile/testdata/lattes-helena-tavares.txt', import.meta.url), 'utf8');

/**
 * Text that must never reach the screen: storage codes and unknown starts. Read on the profile's
 * item cards and the tailor's suggestions (the review list is another component's; see the report).
 */
async function expectNoCodes(page: Page) {
	const text = (await page.locator('[data-testid="profile-item"], [data-testid="suggestions"]').allInnerTexts()).join('\n');
	expect(text).not.toMatch(/\b(?:resume|profile|academic)\s?:\s?[a-z]+\b/);
	expect(text).not.toContain('? –');
}

test('a Portuguese resume is proposed and kept in its own words, the canonical name only as a secondary label', async ({ page }) => {
	await openApp(page, '/resume');
	await page.getByLabel('Paste your resume').fill(fixtureText('resumes', 'd_pt_ux_beatriz_souza.txt'));
	await page.getByRole('button', { name: 'Read my resume' }).click();
	const review = page.getByTestId('candidate-review');
	await expect(review.getByTestId('candidate').first()).toBeVisible();
	for (const title of ['Pesquisa com usuários', 'Testes de usabilidade', 'Arquitetura da informação', 'Português']) {
		await expect(review.getByTestId('candidate').filter({ hasText: title }).first()).toBeVisible();
	}
	await expect(review.locator('[data-type="skill"] .title').filter({ hasText: /^User research$/ })).toHaveCount(0);
	await review.getByTestId('add-selected').click();
	await expect(page.getByTestId('toast')).toBeVisible();

	const items = (await api(page, 'GET', '/profile')).data.items as { type: string; title: string; detail: string; skills: string[] }[];
	expect(items.find((i) => i.title === 'Pesquisa com usuários')?.skills).toEqual(['User research']);
	expect(items.find((i) => i.type === 'language' && i.title === 'Português')?.detail).toBe('nativo');

	await page.goto('/profile');
	const research = page.getByTestId('profile-item').filter({ has: page.getByRole('heading', { name: 'Pesquisa com usuários', exact: true }) });
	await expect(research.getByTestId('item-matches')).toHaveText('matches: User research');
	await expect(research.getByTestId('evidence-origin').first()).toHaveText('— From your resume — Skills section');
	const language = page.getByTestId('profile-item').filter({ has: page.getByRole('heading', { name: 'Português', exact: true }) });
	await expect(language).toContainText('nativo');
	const role = page.getByTestId('profile-item').filter({ has: page.getByRole('heading', { name: 'Product Designer Sênior', exact: true }) });
	await expect(role.getByTestId('item-period')).toHaveText('Mar 2023 – present');
	const agency = page.getByTestId('profile-item').filter({ hasText: 'Agência Jabuticaba' });
	await expect(agency.getByTestId('item-period')).toHaveText('2018 – 2023');
	await expectNoCodes(page);

	await page.getByRole('button', { name: 'Mudar para português' }).click();
	// On a Portuguese screen the skill's name is its Portuguese label, which is the title itself: no second label (issue 26).
	await expect(research.getByTestId('item-matches')).toHaveCount(0);
	await expect(research.getByTestId('evidence-origin').first()).toHaveText('— Do seu currículo — seção Competências');
	await expect(role.getByTestId('item-period')).toHaveText('mar. de 2023 – atual');
	await expectNoCodes(page);
});

test('a tailoring shows the resume text as it is, and each change inline, word by word', async ({ page }) => {
	await openApp(page, '/');
	const r = await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
	const j = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt') });
	const m = await api(page, 'POST', '/match/analyze', { resumeId: r.data.id, jobId: j.data.id });
	await page.goto(`/tailor?match=${m.data.id}`);
	await expect(page.getByTestId('suggestion').first()).toBeVisible();

	const tailoring = (await api(page, 'GET', `/resume/tailor?resumeId=${r.data.id}&jobId=${j.data.id}`)).data;
	const changed = tailoring.suggestions.find((s: { kind: string; before: string; after: string }) => s.kind !== 'add_keyword' && s.before && s.after && s.before !== s.after);
	expect(changed, 'the tailoring proposes at least one change to existing text').toBeTruthy();
	const card = page.locator(`article[data-testid="suggestion"]`).filter({ has: page.getByTestId('suggestion-before').getByText(changed.before, { exact: true }) }).first();
	// "Now" is the resume's own text, verbatim.
	expect(await card.getByTestId('suggestion-before').textContent()).toBe(changed.before);
	// The suggestion is the same text with its changes marked inline, and said aloud for screen readers.
	const diff = card.getByTestId('suggestion-diff');
	const marks = diff.locator('ins, del');
	expect(await marks.count()).toBeGreaterThan(0);
	expect(await diff.textContent()).toMatch(/added:|removed:/);
	// The words "added:" / "removed:" are for screen readers only.
	await expect(diff.locator('ins > .visually-hidden, del > .visually-hidden').first()).toHaveClass('visually-hidden');
	const kept = (await diff.textContent())!.replace(/\s*(?:added|removed): /g, ' ');
	for (const word of changed.after.split(/\s+/)) expect(kept).toContain(word);

	// Evidence says where it comes from in a sentence.
	await card.getByText(/^Evidence/).click();
	await expect(card.getByTestId('evidence-origin').first()).toHaveText(/^— From your (resume|profile)/);
	await expectNoCodes(page);
});

test('a Lattes record gives publications, languages and dates as the record writes them', async ({ page }) => {
	await openApp(page, '/profile');
	await page.getByLabel('What are you pasting?').selectOption('academic');
	await page.getByLabel('Text to import').fill(LATTES);
	await page.getByRole('button', { name: 'Find items' }).click();
	const review = page.getByTestId('candidate-review');
	await expect(review.getByTestId('candidate').first()).toBeVisible();
	const article = 'Barreiras de acessibilidade em aplicativos de agendamento de consultas: um estudo com pessoas idosas';
	await expect(review.getByTestId('candidate').filter({ hasText: article })).toHaveCount(1);
	await expect(review.locator('[data-type="language"]').filter({ hasText: 'Inglês' })).toHaveCount(1);

	// The reference the reader could not split is flagged; leave it out and add the rest.
	const imported = (await api(page, 'POST', '/profile/import', { kind: 'academic', text: LATTES })).data.candidates as { title: string; unsure?: boolean }[];
	const unsure = imported.filter((c) => c.unsure);
	expect(unsure.map((c) => c.title)).toEqual([expect.stringMatching(/^Guia de acessibilidade/)]);
	await review.getByTestId('candidate').filter({ hasText: unsure[0].title }).getByRole('checkbox').uncheck();
	await review.getByTestId('add-selected').click();
	await expect(page.getByTestId('toast')).toBeVisible();

	const items = page.getByTestId('profile-item');
	const published = items.filter({ has: page.getByRole('heading', { name: article, exact: true }) });
	await expect(published).toHaveAttribute('data-type', 'achievement');
	await expect(published).toContainText('Revista Agrestina de Informática em Saúde');
	await expect(published.getByTestId('item-period')).toHaveText('2023');
	await expect(published.getByTestId('evidence-origin')).toHaveText('— From your academic record — Publications section');
	const english = items.filter({ has: page.getByRole('heading', { name: 'Inglês', exact: true }) });
	await expect(english).toHaveAttribute('data-type', 'language');
	await expect(english).toContainText('Compreende Bem, Fala Razoavelmente, Lê Bem, Escreve Bem');
	const award = items.filter({ hasText: 'Menção honrosa no Prêmio de Teses' });
	await expect(award.getByTestId('item-period')).toHaveText('2019');
	const professor = items.filter({ has: page.getByRole('heading', { name: 'Professora Adjunta', exact: true }) });
	await expect(professor.getByTestId('item-period')).toHaveText('2017 – present');
	await expectNoCodes(page);

	const stored = (await api(page, 'GET', '/profile')).data.items as { title: string; start: string | null; end: string | null }[];
	expect(stored.find((i) => i.title === article)).toMatchObject({ start: null, end: '2023' });
	expect(stored.some((i) => i.title.startsWith('Guia de acessibilidade'))).toBe(false);
});
