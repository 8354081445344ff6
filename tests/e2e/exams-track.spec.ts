import { expect, test } from '@playwright/test';
import { DEMO_EDITAL } from '../../src/lib/demo/exams';
import { api, editalAhead, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';

// Read in real mode on the machine's clock: the edital's dates are moved on until they lie ahead.
const edital = editalAhead(DEMO_EDITAL);

/**
 * Public exams, "Track it" (issue 31), through the service worker: an edital uploaded, a cargo saved
 * to Applications, where it stands on a board of a concurso's own stages with its reminders from
 * the edital's dates; moved along by keyboard; a link back to the edital; both screens pass axe.
 */

test.use({ timezoneId: 'America/Sao_Paulo' });

test('a cargo saved to Applications moves through the exam stages, with its dates as reminders', async ({ page }) => {
	await openApp(page, '/concursos');
	await page.getByTestId('exams-file').setInputFiles({ name: 'edital.txt', mimeType: 'text/plain', buffer: Buffer.from(edital.text, 'utf8') });
	await page.getByRole('button', { name: 'Read the edital' }).click();
	await expect(page.getByText('Edital read: 3 cargos.')).toBeVisible();

	const nurse = page.getByTestId('exams-cargo').filter({ hasText: 'ENFERMEIRO' });
	const save = nurse.getByRole('button', { name: /^Save to Applications\s*\(ENFERMEIRO\)$/ });
	await expect(save).toBeEnabled();
	await expectNoSeriousViolations(page, '/concursos with the save buttons');
	await save.focus();
	await page.keyboard.press('Enter');
	await expect(page.getByText(/^Saved "ENFERMEIRO" to Applications, with \d+ reminders? from the edital’s dates\.$/)).toBeVisible();
	// Saved: the button gives way to a link, and the other cargos keep theirs.
	await expect(nurse.getByRole('button', { name: /Save to Applications/ })).toHaveCount(0);
	await expect(nurse.getByText('Saved in Applications.')).toBeVisible();
	await expect(page.getByTestId('exams-cargo').filter({ hasText: 'FARMACÊUTICO' }).getByRole('button', { name: /Save to Applications/ })).toBeEnabled();

	// Saving again (another tab, a double click) answers the same application.
	const examId = (await api(page, 'GET', '/exams')).data.items[0].id;
	const again = await api(page, 'POST', `/exams/${examId}/track`, { cargoId: 'enfermeiro' });
	expect(again.status).toBe(200);
	expect(again.fromServiceWorker).toBe(true);

	await nurse.getByTestId('exams-saved-link').click();
	await expect(page).toHaveURL(/\/applications\?open=/);
	// The link opens the application's details, with the exam stages to choose from.
	const dialog = page.getByRole('dialog');
	await expect(dialog).toBeVisible();
	await page.keyboard.press('Escape');

	const board = page.getByTestId('exam-board');
	await expect(board.getByRole('heading', { name: 'Public exams (concursos)' })).toBeVisible();
	await expect(board.locator('[data-testid="column"]')).toHaveCount(5);
	await expect(board.locator('[data-testid="column"] h2')).toContainText(['Registered', 'Fee exemption requested', 'Exam', 'Result', 'Called up']);
	const card = board.getByTestId('job-card').filter({ hasText: 'ENFERMEIRO' });
	await expect(card).toBeVisible();
	await expect(board.locator('[data-status="registered"]').getByTestId('job-card')).toHaveCount(1);
	await expect(card).toContainText(`Edital 02/${edital.year(2026)} · Quadrix`);
	await expect(card.getByTestId('exam-reminder')).toContainText(/Next reminder: \w{3} \d{1,2}, 20\d\d \(\d+ open\)/);
	// Not in the job board, and not a choice of the job statuses.
	await expect(page.getByTestId('apps-no-jobs')).toBeVisible();
	await expect(page.getByTestId('board')).toHaveCount(0);
	const stage = card.getByLabel('Stage of ENFERMEIRO');
	await expect(stage.locator('option')).toHaveText(['Registered', 'Fee exemption requested', 'Exam', 'Result', 'Called up']);
	await expectNoSeriousViolations(page, '/applications with a concurso');

	// Moved by keyboard: the choice browsed with the arrows, Enter commits.
	await stage.focus();
	await page.keyboard.press('ArrowDown');
	await page.keyboard.press('Enter');
	await expect(board.locator('[data-status="exemption_requested"]').getByTestId('job-card')).toHaveCount(1);
	await expect(page.getByText('Moved "ENFERMEIRO" to Fee exemption requested.')).toBeVisible();
	const saved = await api(page, 'GET', `/tracker/jobs?examId=${examId}`);
	expect(saved.data.items[0]).toMatchObject({ status: 'exemption_requested', track: 'exam' });
	// The job metrics do not count it.
	expect((await api(page, 'GET', '/tracker/metrics')).data.total).toBe(0);

	// Its reminders are the application's, on the interviews and reminders screen.
	await card.getByTestId('exam-reminder').click();
	await expect(page).toHaveURL(/\/interviews\?application=/);
	await expect(page.getByText(/Last day to register: ENFERMEIRO|Último dia de inscrição: ENFERMEIRO/).first()).toBeVisible();

	// And back to the edital it came from.
	await page.goBack();
	await page.getByTestId('exam-board').getByTestId('exam-link').click();
	await expect(page).toHaveURL(/\/concursos\?id=/);
	await expect(page.getByTestId('exams-cargo').filter({ hasText: 'ENFERMEIRO' }).getByText('Saved in Applications.')).toBeVisible();
});

test('at 360 px the concursos board stacks its stages, with no sideways scroll', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 });
	await openApp(page, '/');
	const read = await api(page, 'POST', '/exams/extract', { text: edital.text });
	expect((await api(page, 'POST', `/exams/${read.data.id}/track`, { cargoId: 'farmaceutico', lang: 'en' })).status).toBe(201);
	await page.goto('/applications');
	const board = page.getByTestId('exam-board');
	await expect(board.getByTestId('job-card').filter({ hasText: 'FARMACÊUTICO' })).toBeVisible();
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	expect(overflow).toBeLessThanOrEqual(0);
	await expectNoSeriousViolations(page, '/applications at 360 px with a concurso');
});
