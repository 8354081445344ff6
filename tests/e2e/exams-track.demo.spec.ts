import { expect, test } from '@playwright/test';

// The demo's edital (issue 31, "Track it"): the nurse's cargo saved to Applications lands on the
// concursos' own board, beside her job applications, with the edital's dates as reminders.
test.use({ timezoneId: 'America/Sao_Paulo' });

test('in the demo, the nurse saves her cargo of the edital to Applications and moves it along the exam stages', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/concursos');
	const nurse = page.getByTestId('exams-cargo').filter({ hasText: 'ENFERMEIRO' });
	await nurse.getByRole('button', { name: /^Save to Applications\s*\(ENFERMEIRO\)$/ }).click();
	await expect(nurse.getByText('Saved in Applications.')).toBeVisible();
	await nurse.getByTestId('exams-saved-link').click();
	await page.keyboard.press('Escape');

	// Her job applications stay on their board; the concurso is on its own.
	await expect(page.getByTestId('board').getByTestId('job-card').first()).toBeVisible();
	const board = page.getByTestId('exam-board');
	const card = board.getByTestId('job-card').filter({ hasText: 'ENFERMEIRO' });
	await expect(card).toContainText('Edital 02/2026 · Quadrix');
	await expect(card.getByTestId('exam-link')).toBeVisible();
	await card.getByLabel('Stage of ENFERMEIRO').selectOption('exam');
	await expect(board.locator('[data-status="exam"]').getByTestId('job-card')).toHaveCount(1);
});
