import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_RESUME } from '../../src/lib/demo/person';
import { DEMO_EDITAL } from '../../src/lib/demo/exams';
import { api, editalAhead, openApp } from './helpers';

// Read in real mode on the machine's clock: the edital's dates are moved on until they lie ahead.
const edital = editalAhead(DEMO_EDITAL);

/**
 * Public exams (issue 31), through the service worker: an edital uploaded as a file, a cargo's
 * requirements reviewed with their quotes, the fit against the nurse's resume, a study plan made,
 * a topic marked, and the calendar exported.
 */

test.use({ timezoneId: 'America/Sao_Paulo' });

test('an edital uploaded, its requirements with quotes, the fit, a study plan with a topic marked, the calendar and the plan as a PDF', async ({ page }) => {
	await openApp(page, '/');
	expect((await api(page, 'POST', '/resume/extract', { text: DEMO_RESUME })).status).toBe(201);

	await page.goto('/concursos');
	await expect(page.getByRole('heading', { level: 1, name: 'Public exams' })).toBeVisible();
	await page.getByTestId('exams-file').setInputFiles({ name: 'edital.txt', mimeType: 'text/plain', buffer: Buffer.from(edital.text, 'utf8') });
	await page.getByRole('button', { name: 'Read the edital' }).click();
	await expect(page.getByText('Edital read: 3 cargos.')).toBeVisible();

	const nurse = page.getByTestId('exams-cargo').filter({ hasText: 'ENFERMEIRO' });
	await expect(nurse).toContainText('You can apply (#1)');
	const registration = nurse.getByTestId('exams-requirement').filter({ hasText: 'Professional registration' });
	await expect(registration).toContainText('registro no Conselho Regional de Enfermagem (COREN)');
	await expect(registration).toContainText('page 1, line 10');
	await expect(registration).toContainText('Met');
	await expect(registration).toContainText('COREN-MG');
	await expect(page.getByTestId('exams-cargo').filter({ hasText: 'FARMACÊUTICO' })).toContainText('Blocked');

	const plan = page.getByTestId('exams-plan');
	await plan.getByTestId('exams-plan-cargo').selectOption('enfermeiro');
	await plan.getByTestId('exams-plan-make').click();
	const topic = plan.getByTestId('exams-topic').first();
	await expect(topic).toBeVisible();
	await topic.getByRole('combobox').selectOption('reviewed');
	await expect(plan).toContainText('1 of 6 reviewed');

	const [download] = await Promise.all([page.waitForEvent('download'), plan.getByTestId('exams-calendar').click()]);
	expect(download.suggestedFilename()).toMatch(/\.ics$/);
	const ics = readFileSync((await download.path())!, 'utf8');
	expect(ics).toContain('BEGIN:VCALENDAR');
	expect(ics).toContain(`DTSTART;VALUE=DATE:${edital.year(2027)}0314`);

	// The plan to print, beside the calendar: a PDF file, not an empty or error answer.
	await expect(plan.getByTestId('exams-plan-pdf')).toHaveText('Print plan (PDF)');
	const [pdfDownload] = await Promise.all([page.waitForEvent('download'), plan.getByTestId('exams-plan-pdf').click()]);
	expect(pdfDownload.suggestedFilename()).toMatch(/^plano-de-estudos-.+\.pdf$/);
	const pdf = readFileSync((await pdfDownload.path())!);
	expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
	expect(pdf.length).toBeGreaterThan(2000);
});
