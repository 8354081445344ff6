import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { api, editalAhead, openApp } from './helpers';

/**
 * Public exams (issue 31), what the screen says when the reader found little, through the service worker: a text too
 * short to be an edital, an edital whose cargos were not read (its dates were), and one whose cargo has no requirement,
 * no syllabus and no date read. Each empty part says what to do, and doing it (adding the cargo, its syllabus, the exam's
 * day) fills it, up to a study plan.
 */

test.use({ timezoneId: 'America/Sao_Paulo' });

const NO_CARGOS = editalAhead(
	[
		'PREFEITURA MUNICIPAL DE SERRA DO LESTE',
		'EDITAL Nº 4/2026',
		'A Prefeitura Municipal de Serra do Leste torna pública a realização de concurso público.',
		'3.1 As inscrições serão realizadas de 2 de dezembro de 2026 a 15 de janeiro de 2027.',
		'3.2 A prova objetiva será aplicada em 7 de março de 2027.'
	].join('\n')
);

const NO_DATES = [
	'CÂMARA MUNICIPAL DE VALE DO NORTE',
	'EDITAL Nº 2/2026',
	'O Presidente da Câmara Municipal de Vale do Norte torna pública a abertura de concurso público para o cargo abaixo,',
	'regido por este edital e pela legislação municipal, com as datas a serem divulgadas em edital complementar.',
	'2 DOS CARGOS',
	'2.1 CARGO 1: AGENTE ADMINISTRATIVO',
	'2.1.1 VAGAS: 3.',
	'2.1.2 REMUNERAÇÃO: R$ 2.100,00.'
].join('\n');

async function paste(page: Page, text: string, button: string) {
	await page.goto('/concursos');
	await page.getByTestId('exams-text').fill(text);
	await page.getByRole('button', { name: button }).click();
}

test('an edital with no cargo read says to add them; the cargo added, given its syllabus, is planned', async ({ page }) => {
	await openApp(page, '/');
	await paste(page, NO_CARGOS.text, 'Read the edital');
	const cargos = page.getByTestId('exams-cargos');
	await expect(cargos).toContainText('No cargo was read from this edital. Add the cargos the edital lists to see your fit and plan your study.');
	await expect(page.getByTestId('exams-cargo')).toHaveCount(0);
	const plan = page.getByTestId('exams-plan');
	await expect(plan.getByTestId('exams-plan-lacks')).toHaveText('Add a cargo first: the plan spreads a cargo’s syllabus over your days until the exam.');
	await expect(plan.getByTestId('exams-plan-make')).toHaveCount(0);

	// The cargo added: judged, and the plan says what it still lacks, with the way to give it.
	await page.getByTestId('exams-cargo-add').click();
	const form = page.getByTestId('exams-cargo-form');
	await form.getByLabel('Cargo title').fill('Agente de Endemias');
	await form.getByLabel('Total').fill('2');
	await form.getByTestId('exams-cargo-save').click();
	const added = page.getByTestId('exams-cargo').filter({ hasText: 'Agente de Endemias' });
	await expect(added).toContainText('Added by you');
	await expect(added).toContainText('2 vacancies');
	await expect(cargos).not.toContainText('No cargo was read');
	await expect(plan.getByTestId('exams-plan-lacks')).toContainText('No syllabus was read for this cargo');
	await expect(plan.getByTestId('exams-plan-make')).toBeDisabled();

	await plan.getByRole('button', { name: 'Add the syllabus' }).click();
	await form.getByTestId('exams-subject-add').click();
	const subject = form.getByTestId('exams-subject-row').last();
	await subject.getByLabel('Subject', { exact: true }).fill('Vigilância em Saúde');
	await subject.getByLabel('Topics, one per line').fill('Dengue e arboviroses\nControle vetorial\nNotificação compulsória');
	await form.getByTestId('exams-cargo-save').click();
	await expect(plan.getByTestId('exams-plan-lacks')).toHaveCount(0);
	await plan.getByTestId('exams-plan-make').click();
	await expect(plan.getByTestId('exams-topic')).toHaveCount(3);
	const id = (await api(page, 'GET', '/exams')).data.items[0].id;
	expect((await api(page, 'GET', `/exams/${id}`)).data.exam.cargos).toMatchObject([{ title: 'Agente de Endemias', by: 'person' }]);
});

test.describe('em português, a 360 px', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('pouco texto, um cargo sem requisitos nem conteúdo, um edital sem datas: cada um diz o que fazer, e o plano sai', async ({ page }) => {
		await openApp(page, '/');
		// Too little to be an edital: said in an edital's words, nothing stored.
		await paste(page, 'EDITAL Nº 9/2026\nCARGO: AUXILIAR', 'Ler o edital');
		await expect(page.getByText('O Rumo não conseguiu ler um edital aqui: há pouco texto, ou nenhum cargo e nenhuma data.')).toBeVisible();
		expect((await api(page, 'GET', '/exams')).data.total).toBe(0);

		await paste(page, NO_DATES, 'Ler o edital');
		const cargo = page.getByTestId('exams-cargo').filter({ hasText: 'AGENTE ADMINISTRATIVO' });
		await expect(cargo).toContainText('Nenhum requisito foi lido. Corrija o cargo para incluir o que o edital pede.');
		const facts = page.getByTestId('exams-dates');
		await expect(facts).toContainText('Nenhuma data foi lida. Corrija as datas para incluí-las.');
		const plan = page.getByTestId('exams-plan');
		await expect(plan.getByTestId('exams-plan-lacks')).toContainText('Nenhum conteúdo programático foi lido para este cargo');
		await expect(plan.getByTestId('exams-plan-make')).toBeDisabled();
		await expectNoSeriousViolations(page, '/concursos, um edital sem datas, a 360 px');
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

		// The syllabus given through the plan's own button: the plan then lacks the exam's day, and says so.
		await plan.getByRole('button', { name: 'Incluir o conteúdo' }).click();
		const form = page.getByTestId('exams-cargo-form');
		await form.getByTestId('exams-subject-add').click();
		const subject = form.getByTestId('exams-subject-row').last();
		await subject.getByLabel('Disciplina', { exact: true }).fill('Redação oficial');
		await subject.getByLabel('Tópicos, um por linha').fill('Ofício\nDespacho');
		await form.getByTestId('exams-cargo-save').click();
		await expect(plan.getByTestId('exams-plan-lacks')).toContainText('O edital ainda não dá a data da prova.');

		await plan.getByRole('button', { name: 'Corrigir as datas' }).click();
		const header = page.getByTestId('exams-header-form');
		await header.getByTestId('exams-date-exam').fill('2031-03-09');
		await header.getByTestId('exams-header-save').click();
		// Saved: the form closes and says so (the syllabus's own toast may still be on screen beside this one).
		await expect(header).toHaveCount(0);
		await expect(page.getByText('Correção salva. Ela fica marcada como sua.').last()).toBeVisible();
		await expect(facts).not.toContainText('Nenhuma data foi lida');
		await expect(facts).toContainText('corrigido por você');
		await expect(plan.getByTestId('exams-plan-lacks')).toHaveCount(0);
		await plan.getByTestId('exams-plan-make').click();
		await expect(plan.getByTestId('exams-topic')).toHaveCount(2);
	});
});
