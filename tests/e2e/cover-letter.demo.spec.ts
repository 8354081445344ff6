import { expect, test } from '@playwright/test';

// The demo's cover letter: a plain draft from the fictitious nurse's own lines; AI is off in the demo.
test('the demo writes a plain cover letter for the nurse’s saved job, quoting her own lines, with AI off', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/analysis');
	await page.getByTestId('recent-analyses').getByRole('listitem').filter({ hasText: 'Hospital Vale do Ipê' }).getByRole('link').click();
	await page.getByRole('navigation', { name: 'Parts of this analysis' }).getByRole('link', { name: 'Cover letter' }).click();
	await expect(page).toHaveURL(/\/cover-letter\?job=/);
	await expect(page.getByTestId('letter-job')).toContainText('Enfermeiro(a) de UTI Adulto');
	await expect(page.getByTestId('letter-ai-off')).toBeVisible();
	await expect(page.getByTestId('letter-write-ai')).toHaveCount(0);
	await page.getByTestId('letter-write-plain').click();
	await expect(page.getByTestId('letter-text')).toHaveValue(/^Prezada equipe,\n\nGostaria de me candidatar à vaga de .+ — /);
	await expect(page.getByTestId('letter-text')).toHaveValue(/Assistência a pacientes críticos em UTI adulto com 20 leitos/);
	await expect(page.getByTestId('letter-origin')).toHaveAttribute('data-origin', 'plain');
});
