import { expect, test, type Page } from '@playwright/test';
import { DEMO_RESUME } from '../../src/lib/demo/person';
import { DEMO_EDITAL } from '../../src/lib/demo/exams';
import { expectNoSeriousViolations } from './axe';
import { api, editalAhead, openApp } from './helpers';

// Read in real mode on the machine's clock: the edital's dates are moved on until they lie ahead.
const edital = editalAhead(DEMO_EDITAL);

/**
 * Public exams (issue 31), the person correcting the reading, through the service worker: a key date
 * and the board fixed, a cargo's vacancies and requirements corrected, a cargo the reading missed
 * added, one it should not have read removed and brought back, and every correction undone; each
 * marked as the person's and each seen by the fit.
 */

test.use({ timezoneId: 'America/Sao_Paulo' });

async function readEdital(page: Page, button: string, done: string) {
	await page.goto('/concursos');
	await page.getByTestId('exams-file').setInputFiles({ name: 'edital.txt', mimeType: 'text/plain', buffer: Buffer.from(edital.text, 'utf8') });
	await page.getByRole('button', { name: button }).click();
	await expect(page.getByText(done)).toBeVisible();
	return (await api(page, 'GET', '/exams')).data.items[0].id as string;
}

test('corrects the dates and a cargo, adds a missed cargo, removes and brings back one, then undoes it all', async ({ page }) => {
	await openApp(page, '/');
	expect((await api(page, 'POST', '/resume/extract', { text: DEMO_RESUME })).status).toBe(201);
	const id = await readEdital(page, 'Read the edital', 'Edital read: 3 cargos.');
	const read = (await api(page, 'GET', `/exams/${id}`)).data;

	// The nurse's cargo saved to Applications first: correcting a date then says its reminders move with it.
	const saved = page.getByTestId('exams-cargo').filter({ hasText: /^ENFERMEIRO/ });
	await saved.getByRole('button', { name: /^Save to Applications/ }).click();
	await expect(saved.getByText('Saved in Applications.')).toBeVisible();

	// The header and key dates: the board and the exam day corrected, marked as the person's.
	await page.getByTestId('exams-header-correct').click();
	const header = page.getByTestId('exams-header-form');
	await expect(header.getByTestId('exams-tracked-hint')).toContainText('the reminders they became, move with the dates you correct');
	await header.getByLabel('Exam board (banca)').fill('Instituto Quadrix de Seleção');
	await header.getByTestId('exams-date-exam').fill(`${edital.year(2027)}-03-21`);
	await header.getByTestId('exams-header-save').click();
	await expect(page.getByText('Correction saved. It is marked as yours.')).toBeVisible();
	const facts = page.getByTestId('exams-dates');
	await expect(facts).toContainText('Instituto Quadrix de Seleção');
	await expect(facts.getByRole('definition').filter({ hasText: 'corrected by you' })).toHaveCount(2);
	let record = (await api(page, 'GET', `/exams/${id}`)).data;
	expect(record.exam.dates.find((d: { kind: string }) => d.kind === 'exam')).toMatchObject({ date: `${edital.year(2027)}-03-21`, by: 'person', quote: null });
	// The saved cargo's reminder of the exam day moved with it.
	const application = (await api(page, 'GET', `/tracker/jobs?examId=${id}`)).data.items[0];
	const reminders = (await api(page, 'GET', `/reminders?applicationId=${application.id}&state=all`)).data.items as { title: string; dueAt: string }[];
	expect(reminders.find((r) => r.title.startsWith('Exam day'))?.dueAt).toBe(`${edital.year(2027)}-03-21T12:00:00.000Z`);

	// The pharmacist's cargo: vacancies and requirements corrected; the registration removed, so the nurse's
	// degree is the only thing between her and it (still blocked: she has no pharmacy degree).
	const pharmacist = page.getByTestId('exams-cargo').filter({ hasText: 'FARMACÊUTICO' });
	await pharmacist.getByTestId('exams-cargo-correct').click();
	const form = page.getByTestId('exams-cargo-form');
	await form.getByLabel('Total').fill('4');
	await form.getByLabel('Disabled people (PcD)').fill('1');
	await form.getByTestId('exams-requirement-row').filter({ has: page.locator('select option:checked', { hasText: 'Professional registration' }) }).getByRole('button', { name: /Remove requirement/ }).click();
	await form.getByTestId('exams-cargo-save').click();
	await expect(pharmacist).toContainText('Corrected by you: Requirements, Vacancies.');
	await expect(pharmacist).toContainText('4 vacancies');
	await expect(pharmacist.getByTestId('exams-requirement')).toHaveCount(1);
	record = (await api(page, 'GET', `/exams/${id}`)).data;
	const corrected = record.exam.cargos.find((c: { id: string }) => c.id === 'farmaceutico');
	expect(corrected.vacancies).toMatchObject({ total: 4, pcd: 1, ampla: 2, negros: 1 });
	expect(corrected.requirements).toMatchObject([{ kind: 'education', quote: { page: 1 } }]);

	// A cargo the reading missed, with a requirement of the person's and the nurse's syllabus; the fit judges it.
	await page.getByTestId('exams-cargo-add').click();
	await form.getByLabel('Cargo title').fill('Enfermeiro do Trabalho');
	await form.getByTestId('exams-requirement-add').click();
	const row = form.getByTestId('exams-requirement-row').last();
	await row.getByLabel('Schooling level').selectOption('superior');
	await row.getByLabel('Course', { exact: true }).fill('Enfermagem');
	await row.getByLabel('As the edital words it').fill('graduação em Enfermagem');
	await form.getByLabel('Same syllabus as').selectOption('enfermeiro');
	await form.getByTestId('exams-cargo-save').click();
	const mine = page.getByTestId('exams-cargo').filter({ hasText: 'Enfermeiro do Trabalho' });
	await expect(mine).toContainText('Added by you');
	await expect(mine).toContainText('corrected by you (not read from the edital)');
	await expect(mine).toContainText('You can apply');
	await expect(mine.getByTestId('exams-syllabus')).toContainText('Syllabus: 3 subjects');

	// The doctor's cargo removed as read by mistake, then brought back as read.
	const doctor = page.getByTestId('exams-cargo').filter({ hasText: 'MÉDICO CLÍNICO GERAL' });
	await doctor.getByTestId('exams-cargo-remove').click();
	await doctor.getByTestId('exams-cargo-remove-yes').click();
	await expect(doctor).toHaveCount(0);
	const corrections = page.getByTestId('exams-corrections');
	await expect(corrections).toContainText('Removed by you: MÉDICO CLÍNICO GERAL');
	await corrections.getByTestId('exams-cargo-restore').click();
	await expect(doctor).toBeVisible();

	// The nurse's syllabus: a topic the reading missed, which the study plan then schedules.
	const nurse = page.getByTestId('exams-cargo').filter({ hasText: /^ENFERMEIRO/ });
	await nurse.getByTestId('exams-cargo-correct').click();
	const rows = form.getByTestId('exams-subject-row');
	const names = await rows.getByLabel('Subject', { exact: true }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
	const specific = rows.nth(names.findIndex((name) => /ESPEC[ÍI]FICOS/i.test(name)));
	const topics = specific.getByLabel('Topics, one per line');
	await topics.fill(`${await topics.inputValue()}\nEscalas de avaliação da dor`);
	await form.getByTestId('exams-cargo-save').click();
	await expect(nurse).toContainText('Corrected by you: Syllabus.');
	const plan = page.getByTestId('exams-plan');
	await plan.getByTestId('exams-plan-cargo').selectOption('enfermeiro');
	await plan.getByTestId('exams-plan-make').click();
	await expect(plan.getByTestId('exams-topic').filter({ hasText: 'Escalas de avaliação da dor' })).toHaveCount(1);

	// Every correction undone: the edital as read, nothing of the person's left.
	await expect(corrections).toContainText('You corrected 6 things');
	await corrections.getByTestId('exams-undo-all').click();
	await corrections.getByTestId('exams-undo-all-yes').click();
	await expect(page.getByText('Your corrections were undone')).toBeVisible();
	await expect(page.getByTestId('exams-cargo')).toHaveCount(3);
	await expect(page.getByText('corrected by you')).toHaveCount(0);
	record = (await api(page, 'GET', `/exams/${id}`)).data;
	expect(record.corrections).toBeNull();
	expect(record.exam).toEqual(read.exam);
});

test('a correction of an edital another tab changed meanwhile is refused, kept in the form, and saved on the second try', async ({ page, context }) => {
	await openApp(page, '/');
	const id = await readEdital(page, 'Read the edital', 'Edital read: 3 cargos.');
	const pharmacist = page.getByTestId('exams-cargo').filter({ hasText: 'FARMACÊUTICO' });
	await pharmacist.getByTestId('exams-cargo-correct').click();
	const form = page.getByTestId('exams-cargo-form');
	await form.getByLabel('Total').fill('4');

	// Meanwhile, in another tab of the same browser, the board is corrected.
	const other = await context.newPage();
	await other.goto('/concursos');
	await other.getByTestId('exams-header-correct').click();
	await other.getByTestId('exams-header-form').getByLabel('Exam board (banca)').fill('Banca da outra aba');
	await other.getByTestId('exams-header-save').click();
	await expect(other.getByText('Correction saved. It is marked as yours.')).toBeVisible();
	await other.close();

	// This tab saves what it typed over the version it showed: refused, said so, nothing of it stored, the form kept.
	await form.getByTestId('exams-cargo-save').click();
	await expect(form.getByTestId('form-error')).toHaveText(/changed in another tab or window .* save again to apply it/);
	await expect(form.getByLabel('Total')).toHaveValue('4');
	let record = (await api(page, 'GET', `/exams/${id}`)).data;
	expect(record.exam.board).toBe('Banca da outra aba');
	expect(record.exam.cargos.find((c: { id: string }) => c.id === 'farmaceutico').corrected ?? []).toEqual([]);
	await expect(page.getByTestId('exams-dates')).toContainText('Banca da outra aba');

	// Saved again: both corrections stand.
	await form.getByTestId('exams-cargo-save').click();
	await expect(pharmacist).toContainText('4 vacancies');
	record = (await api(page, 'GET', `/exams/${id}`)).data;
	expect(record.corrections.fields).toEqual(['board', 'cargos.farmaceutico.vacancies']);
});

test.describe('em português, a 360 px, só com o teclado', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('corrige um cargo pelo teclado; um valor recusado aparece no formulário e nada é salvo', async ({ page }) => {
		await openApp(page, '/');
		const id = await readEdital(page, 'Ler o edital', 'Edital lido: 3 cargos.');
		const before = (await api(page, 'GET', `/exams/${id}`)).data;
		const nurse = page.getByTestId('exams-cargo').filter({ hasText: 'ENFERMEIRO' });
		const correct = nurse.getByTestId('exams-cargo-correct');
		for (let i = 0; i < 400 && !(await correct.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
		await page.keyboard.press('Enter');
		const form = page.getByTestId('exams-cargo-form');
		// The dialog opens on its close button; the form's first field is next.
		await page.keyboard.press('Tab');
		await expect(form.getByLabel('Nome do cargo')).toBeFocused();
		await expectNoSeriousViolations(page, '/concursos, corrigindo um cargo, a 360 px');
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

		// A CNH category that does not exist: refused, said in Portuguese, nothing stored.
		await form.getByTestId('exams-requirement-add').focus();
		await page.keyboard.press('Enter');
		const row = form.getByTestId('exams-requirement-row').last();
		await row.getByLabel('Tipo').selectOption('license');
		await row.getByLabel('Categoria da CNH').fill('Z');
		await row.getByLabel('Como o edital escreve').fill('CNH categoria Z');
		await row.getByLabel('Como o edital escreve').press('Enter');
		await expect(form.getByTestId('form-error')).toHaveText('Alguns campos precisam de ajuste: veja os marcados.');
		await expect(row).toContainText('a categoria da CNH é A, B, C, D, E');
		expect((await api(page, 'GET', `/exams/${id}`)).data).toEqual(before);

		await row.getByLabel('Categoria da CNH').fill('B');
		await row.getByLabel('Como o edital escreve').fill('CNH categoria B');
		await row.getByLabel('Como o edital escreve').press('Enter');
		await expect(page.getByText('Correção salva. Ela fica marcada como sua.')).toBeVisible();
		await expect(nurse).toContainText('Corrigido por você: Requisitos.');
		await expect(nurse.getByTestId('exams-requirement').filter({ hasText: 'CNH categoria B' })).toContainText('corrigido por você');
		await expect(correct).toBeFocused();
	});
});
