import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_RESUME } from '../../src/lib/demo/person';
import { DEMO_EDITAL } from '../../src/lib/demo/exams';
import { expectNoSeriousViolations } from './axe';
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

	// The cargo's syllabus, by subject: its questions and weight, its topics, where the edital writes it.
	const syllabus = nurse.getByTestId('exams-syllabus');
	await syllabus.getByText('Syllabus: 3 subjects').click();
	const portuguese = syllabus.getByTestId('exams-subject').filter({ hasText: 'LÍNGUA PORTUGUESA' });
	await expect(portuguese).toContainText('10 questions · weight 1 · 6 topics');
	await expect(portuguese.getByRole('listitem').first()).toHaveText('1 Compreensão e interpretação de textos');
	await expect(portuguese).toContainText('page 1, line');

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

/**
 * An edital as a board publishes it, as a PDF: its text on the first page, then a table of vacancies whose cells are
 * drawn apart at their columns (the cargos named only there), and a schedule of two columns.
 */
async function tableEditalPdf(year: (n: number) => number): Promise<Buffer> {
	const { PDFDocument, StandardFonts } = await import('pdf-lib');
	const pdf = await PDFDocument.create();
	const font = await pdf.embedFont(StandardFonts.Helvetica);
	const draw = (page: ReturnType<typeof pdf.addPage>, cells: [string, number, number][]) => cells.forEach(([text, x, y]) => page.drawText(text, { x, y, size: 10, font }));
	const first = pdf.addPage([595, 842]);
	draw(first, [
		['PREFEITURA MUNICIPAL DE CAMPO SERENO', 50, 790],
		['EDITAL DE CONCURSO PÚBLICO Nº 5/2026', 50, 774],
		['1.1 O concurso público será executado pelo Instituto Quadrix.', 50, 750],
		['1.2 Os cargos, as vagas e os requisitos estão no Anexo I.', 50, 734]
	]);
	const second = pdf.addPage([595, 842]);
	const rows: [string, string, string, string, string, string][] = [
		['Agente Comunitário de Saúde', 'Ensino médio completo', '10', '1', '3', '14'],
		['Técnico em Enfermagem', 'Curso técnico em Enfermagem', '6', '1', '2', '9'],
		['Motorista', 'Ensino fundamental completo', '4', '-', '1', '5']
	];
	draw(second, [
		['ANEXO I – QUADRO DE VAGAS', 50, 790],
		['CARGO', 50, 760], ['REQUISITOS', 220, 760], ['AC', 420, 760], ['PCD', 460, 760], ['NEGROS', 495, 760], ['TOTAL', 545, 760],
		...rows.flatMap(([cargo, requirement, ac, pcd, negros, total], index): [string, number, number][] => {
			const y = 740 - index * 20;
			return [[cargo, 50, y], [requirement, 220, y], [ac, 424, y], [pcd, 464, y], [negros, 505, y], [total, 550, y]];
		}),
		['ANEXO II – CRONOGRAMA', 50, 640],
		['ATIVIDADE', 50, 615], ['DATA PREVISTA', 420, 615],
		['Período de inscrições', 50, 595], [`01/12/${year(2026)} a 08/01/${year(2027)}`, 420, 595],
		['Aplicação das provas objetivas', 50, 575], [`14/03/${year(2027)}`, 420, 575]
	]);
	return Buffer.from(await pdf.save());
}

test('an edital uploaded as a PDF reads its table of vacancies and its schedule from the page as laid out', async ({ page }) => {
	await openApp(page, '/');
	await page.goto('/concursos');
	await page.getByTestId('exams-file').setInputFiles({ name: 'edital.pdf', mimeType: 'application/pdf', buffer: await tableEditalPdf(edital.year) });
	await page.getByRole('button', { name: 'Read the edital' }).click();
	await expect(page.getByText('Edital read: 3 cargos.')).toBeVisible();
	await expect(page.getByTestId('exams-cargo').filter({ hasText: 'Agente Comunitário de Saúde' })).toContainText('14 vacancies');
	const id = (await api(page, 'GET', '/exams')).data.items[0].id;
	const exam = (await api(page, 'GET', `/exams/${id}`)).data.exam;
	const nurse = exam.cargos.find((c: { title: string }) => c.title === 'Técnico em Enfermagem');
	expect(nurse.vacancies).toMatchObject({ total: 9, ampla: 6, pcd: 1, negros: 2 });
	expect(nurse.requirements.map((r: { kind: string; course?: string }) => `${r.kind}:${r.course ?? ''}`)).toEqual(['education:Enfermagem']);
	const dates = Object.fromEntries(exam.dates.map((d: { kind: string; date: string }) => [d.kind, d.date]));
	expect(dates).toMatchObject({ registration_start: `${edital.year(2026)}-12-01`, registration_end: `${edital.year(2027)}-01-08`, exam: `${edital.year(2027)}-03-14` });
});

test.describe('em português, a 360 px, só com o teclado', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('abre o conteúdo programático de um cargo pelo teclado, sem rolagem lateral nem violações sérias', async ({ page }) => {
		await openApp(page, '/');
		await page.goto('/concursos');
		await page.getByTestId('exams-file').setInputFiles({ name: 'edital.txt', mimeType: 'text/plain', buffer: Buffer.from(edital.text, 'utf8') });
		await page.getByRole('button', { name: 'Ler o edital' }).click();
		await expect(page.getByText('Edital lido: 3 cargos.')).toBeVisible();
		const summary = page.getByTestId('exams-cargo').filter({ hasText: 'ENFERMEIRO' }).getByText('Conteúdo programático: 3 disciplinas');
		for (let i = 0; i < 300 && !(await summary.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
		await page.keyboard.press('Enter');
		const portuguese = page.getByTestId('exams-cargo').filter({ hasText: 'ENFERMEIRO' }).getByTestId('exams-subject').filter({ hasText: 'LÍNGUA PORTUGUESA' });
		await expect(portuguese).toContainText('10 questões · peso 1 · 6 tópicos');
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await expectNoSeriousViolations(page, '/concursos com o conteúdo programático aberto, a 360 px');
	});
});
