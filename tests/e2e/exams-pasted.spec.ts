import { expect, test } from '@playwright/test';
import { api, editalAhead, openApp } from './helpers';

/**
 * Public exams (issue 31), through the service worker: an edital's text pasted as an extraction tool writes it, its pages
 * marked "=== PAGE n ===", opened by the act that approves it (a Portaria) instead of an edital's title. The act gives the
 * number and date; every quote says the page it stands on, and no marker is read as the edital's text.
 */

test.use({ timezoneId: 'America/Sao_Paulo' });

const PASTED = editalAhead(
	[
		'=== PAGE 1 ===',
		'MINISTÉRIO DA DEFESA',
		'COMANDO DA AERONÁUTICA DE EXEMPLO',
		'PORTARIA DEXEM Nº 77/DCR, DE 10 DE NOVEMBRO DE 2026.',
		'Aprova as Instruções Específicas para o Exame de Admissão ao Curso de Oficiais de Apoio.',
		'1 DISPOSIÇÕES PRELIMINARES',
		'1.1 As presentes Instruções regulam o Exame de Admissão ao Curso de Oficiais de Apoio.',
		'=== PAGE 2 ===',
		'2 DAS ESPECIALIDADES',
		'2.1 CARGO 1: OFICIAL ENFERMEIRO',
		'2.1.1 REQUISITOS: Curso superior em Enfermagem e registro no Conselho Regional de Enfermagem (COREN).',
		'2.1.2 VAGAS: 4.',
		'=== PAGE 3 ===',
		'3 DAS INSCRIÇÕES',
		'3.1 As inscrições serão realizadas de 2 de dezembro de 2026 a 15 de janeiro de 2027.',
		'3.2 A prova escrita será aplicada em 7 de março de 2027.'
	].join('\n')
);

test('pasted text with page markers, opened by a Portaria: its number and date, each quote on its own page', async ({ page }) => {
	await openApp(page, '/');
	await page.goto('/concursos');
	await page.getByTestId('exams-text').fill(PASTED.text);
	await page.getByRole('button', { name: 'Read the edital' }).click();
	await expect(page.getByText('Edital read: 1 cargo.')).toBeVisible();

	// The act that opens the document gives the edital's number and date.
	const header = page.locator('dl.header');
	await expect(header.locator('div').filter({ hasText: 'Edital number' })).toContainText('77/DCR');
	await expect(header.locator('div').filter({ hasText: 'Edital date' })).toContainText(String(PASTED.year(2026)));

	// Each quote names the page its marker opened, not one page of the whole paste.
	const cargo = page.getByTestId('exams-cargo').filter({ hasText: 'OFICIAL ENFERMEIRO' });
	const registration = cargo.getByTestId('exams-requirement').filter({ hasText: 'Professional registration' });
	await expect(registration).toContainText('page 2, line 4');
	await expect(page.getByText('page 3, line 3').first()).toBeVisible();
	await expect(page.getByText('=== PAGE')).toHaveCount(0);

	// Through the API the same: three pages, the registration quoted on the second, the exam's day on the third.
	const { data: list } = await api(page, 'GET', '/exams');
	const { data } = await api(page, 'GET', `/exams/${list.items[0].id}`);
	expect(data.exam.pages).toBe(3);
	expect(data.exam.number).toBe('77/DCR');
	const quoted = data.exam.cargos[0].requirements.find((r: { kind: string }) => r.kind === 'registration');
	expect(quoted.quote.page).toBe(2);
	expect(data.exam.dates.find((d: { kind: string }) => d.kind === 'exam').quote.page).toBe(3);
});
