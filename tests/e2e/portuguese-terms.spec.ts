import { expect, test, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { fixtureText } from './fixtures';
import { ENGLISH_NAMES, englishNamesOn } from './portuguese';

// Issue 26: a Portuguese posting analysed in Portuguese shows only Portuguese terms.

test.describe('a Portuguese posting read on a Portuguese screen', () => {
	test.use({ locale: 'pt-BR' });

	test('names every skill in Portuguese on the analysis, the ATS review and the tailoring', async ({ page }) => {
		expect(ENGLISH_NAMES.length).toBeGreaterThan(1000);
		await openApp(page, '/');
		const resume = await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_pt_ux_beatriz_souza.txt') });
		const job = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_pt_product_designer_pe_de_moleque.txt') });
		const match = await api(page, 'POST', '/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
		expect(match.status).toBe(201);
		const matchId = match.data.id as string;
		// The analysis names the requirements by canonical keys (what the screens must translate).
		const requirements: string[] = [...match.data.evidence.map((row: { requirement: string }) => row.requirement), ...match.data.gaps.map((gap: { requirement: string }) => gap.requirement)];
		expect(requirements.some((name) => ENGLISH_NAMES.some(([english]) => english === name))).toBe(true);

		await page.goto(`/analysis?id=${matchId}`);
		await expect(page.getByTestId('match-result')).toBeVisible();
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.getByTestId('match-result')).toContainText('Pesquisa com usuários');
		expect(await englishNamesOn(page)).toEqual([]);

		await page.goto(`/ats?match=${matchId}`);
		await expect(page.getByTestId('ats-present').locator('li').first()).toBeVisible();
		expect(await englishNamesOn(page)).toEqual([]);

		await page.goto(`/tailor?match=${matchId}`);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await page.waitForLoadState('networkidle');
		expect(await englishNamesOn(page)).toEqual([]);
	});
});
