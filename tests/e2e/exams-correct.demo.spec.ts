import { expect, test } from '@playwright/test';

// The demo's edital (issue 31): a reading corrected in the demo is marked as the person's and can be undone.
test.use({ timezoneId: 'America/Sao_Paulo' });

test('in the demo, the vacancies of a cargo are corrected, marked as hers, and put back as read', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto('/concursos');
	const pharmacist = page.getByTestId('exams-cargo').filter({ hasText: 'FARMACÊUTICO' });
	await expect(pharmacist).toContainText('3 vacancies');
	await pharmacist.getByTestId('exams-cargo-correct').click();
	const form = page.getByTestId('exams-cargo-form');
	await form.getByLabel('Total').fill('5');
	await form.getByTestId('exams-cargo-save').click();
	await expect(pharmacist).toContainText('5 vacancies');
	await expect(pharmacist).toContainText('Corrected by you: Vacancies.');
	await pharmacist.getByTestId('exams-cargo-undo').click();
	await expect(pharmacist).toContainText('3 vacancies');
	await expect(pharmacist.getByTestId('exams-cargo-corrected')).toHaveCount(0);
});
