import { expect, test } from '@playwright/test';
import { DEMO_RESUME } from '../../src/lib/demo/person';
import { englishNamesOn } from './portuguese';

// Issue 26: the demo is a Brazilian nurse's search, with Portuguese resume, postings, inbox and
// radar. Walked in Portuguese, no screen may show a taxonomy canonical name in English ("Intensive
// care", "COREN registration"): the documents' words or the skill's Portuguese label only.
test.use({ locale: 'pt-BR' });

const SCREENS: [path: string, ready: string][] = [
	['/dashboard', 'requirements'],
	['/profile', 'profile-item'],
	['/applications', 'job-card'],
	['/intelligence', 'funnel-chart'],
	['/radar', 'radar-result'],
	['/sources', 'inbox-item'],
	['/portfolio', 'portfolio-entry'],
	['/history', 'history-entry']
];

test('every screen of the Portuguese demo names skills in Portuguese', async ({ page }) => {
	const found: Record<string, string[]> = {};
	const check = async (path: string, ready: string) => {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.getByTestId(ready).first()).toBeVisible();
		await page.waitForLoadState('networkidle');
		const names = await englishNamesOn(page);
		if (names.length) found[path.split('?')[0]] = names;
	};
	for (const [path, ready] of SCREENS) await check(path, ready);

	// The review of a Portuguese resume just read: skills in the resume's words or Portuguese labels.
	await page.goto('/resume');
	await page.getByLabel('Cole o seu currículo').fill(DEMO_RESUME);
	await page.getByRole('button', { name: 'Ler meu currículo' }).click();
	await expect(page.getByTestId('resume-result')).toContainText('Helena Duarte');
	const review = await englishNamesOn(page);
	if (review.length) found['/resume'] = review;

	// The screens of one analysis: reached as the person reaches them, from the list of recent ones.
	await page.goto('/analysis');
	await page.getByRole('main').getByRole('link', { name: /Enfermeir/ }).first().click();
	await expect(page.getByTestId('match-result')).toBeVisible();
	const matchId = new URL(page.url()).searchParams.get('id')!;
	const letter = (await page.getByRole('link', { name: 'Carta', exact: true }).first().getAttribute('href'))!;
	await check(`/analysis?id=${matchId}`, 'match-result');
	await check(`/ats?match=${matchId}`, 'ats-present');
	await check(`/tailor?match=${matchId}`, 'tailor-counts');
	await check(letter, 'letter-job');
	await check(`/job?id=${new URL(letter, page.url()).searchParams.get('job')}`, 'job-result');
	expect(found).toEqual({});
});
