import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { linkedinExportZip } from '../fixtures/linkedin-export/zip.mjs';

const SAMPLE_RESUME_JSON = fileURLToPath(new URL('../fixtures/json-resume/sample.resume.json', import.meta.url));

test('an empty profile explains itself; a manual item with public evidence is added, edited and removed', async ({ page }) => {
	await openApp(page, '/profile');
	await expect(page.getByTestId('profile-empty')).toContainText('Your profile is empty');

	await page.getByRole('button', { name: 'Add an item' }).click();
	const dialog = page.getByRole('dialog', { name: 'New profile item' });
	await dialog.getByLabel('Type').selectOption('certification');
	await dialog.getByLabel('Certificate').fill('COREN-PE');
	await dialog.getByLabel('Issued by').fill('Conselho Regional de Enfermagem');
	await dialog.getByRole('button', { name: 'Add evidence' }).click();
	await dialog.getByLabel('Evidence text').fill('Inscrição ativa 123456');
	await dialog.getByLabel('Public: I can show this to others').check();
	await dialog.getByRole('button', { name: 'Save' }).click();
	await expect(dialog).toBeHidden();

	const item = page.getByTestId('profile-item').filter({ hasText: 'COREN-PE' });
	await expect(item).toContainText('Added by you');
	await expect(item.getByTestId('evidence-visibility')).toHaveText('Public');

	await item.getByRole('button', { name: 'Edit: COREN-PE' }).click();
	const edit = page.getByRole('dialog', { name: 'Edit profile item' });
	await edit.getByLabel('Public: I can show this to others').uncheck();
	await edit.getByRole('button', { name: 'Save' }).click();
	await expect(item.getByTestId('evidence-visibility')).toHaveText('Private — stays on this device');

	await item.getByRole('button', { name: 'Remove: COREN-PE' }).click();
	await item.getByRole('button', { name: 'Remove', exact: true }).click();
	await expect(page.getByTestId('profile-item')).toHaveCount(0);
	expect((await api(page, 'GET', '/profile/items')).data.items).toEqual([]);
});

test('basics are saved, and a bad email is pointed out', async ({ page }) => {
	await openApp(page, '/profile');
	const form = page.getByTestId('basics-form');
	await form.getByLabel('Full name').fill('Ana Paula Lima');
	await form.getByLabel('Email').fill('ana@');
	await form.getByRole('button', { name: 'Save details' }).click();
	await expect(form.getByRole('alert')).toContainText('Some fields need attention.');
	await expect(form.getByText('Check this field.')).toBeVisible();
	await form.getByLabel('Email').fill('ana@example.com');
	await form.getByRole('button', { name: 'Save details' }).click();
	await expect(page.getByTestId('toast')).toContainText('Details saved.');
	expect((await api(page, 'GET', '/profile')).data.basics).toMatchObject({ name: 'Ana Paula Lima', email: 'ana@example.com' });
});

test('imported notes are proposed for review, and only the item the person adds enters the profile', async ({ page }) => {
	await openApp(page, '/profile');
	await page.getByLabel('What are you pasting?').selectOption('notes');
	await page.getByLabel('Text to import').fill('- Liderei a implantação do prontuário eletrônico em 3 unidades\n- Uso Excel todos os dias');
	await page.getByRole('button', { name: 'Find items' }).click();
	const review = page.getByTestId('candidate-review');
	await expect(review.getByTestId('candidate').first()).toBeVisible();
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);
	const excel = review.getByTestId('candidate').filter({ hasText: 'Excel' }).first();
	await excel.getByRole('button', { name: 'Add to profile' }).click();
	await expect(excel).toContainText('Added');
	await expect(page.getByTestId('profile-item').filter({ hasText: 'Excel' })).toBeVisible();
	const items = (await api(page, 'GET', '/profile')).data.items;
	expect(items).toHaveLength(1);
	expect(items[0]).toMatchObject({ type: 'skill', origin: 'imported' });
	expect(items[0].evidence[0]).toMatchObject({ text: 'Uso Excel todos os dias', public: false });
});

test('items can be filtered by type', async ({ page }) => {
	await openApp(page, '/profile');
	await api(page, 'POST', '/profile/items', { items: [{ type: 'skill', title: 'Direito Trabalhista' }, { type: 'language', title: 'Espanhol', detail: 'Avançado' }] });
	await page.reload();
	await expect(page.getByTestId('profile-item')).toHaveCount(2);
	await page.getByLabel('Show').selectOption('language');
	await expect(page.getByTestId('profile-item')).toHaveCount(1);
	await expect(page.getByTestId('profile-item')).toContainText('Espanhol');
});

test('a resume.json picked as a file proposes its details and items for review; the name enters the profile only when used', async ({ page }) => {
	await openApp(page, '/profile');
	await page.getByLabel('Or import a file').setInputFiles(SAMPLE_RESUME_JSON);
	const basics = page.getByTestId('basics-review');
	await expect(basics.getByTestId('basics-proposal').filter({ hasText: 'Full name' })).toContainText('Richard Hendriks');
	const review = page.getByTestId('candidate-review');
	await expect(review.getByTestId('candidate').filter({ hasText: 'CEO/President' })).toContainText('Pied Piper');
	await expect(review.locator('[data-testid="candidate"][data-type="skill"]').filter({ hasText: 'Javascript' })).toContainText('Web Development · Master');
	expect((await api(page, 'GET', '/profile')).data).toMatchObject({ basics: { name: null }, items: [] });
	await expectNoSeriousViolations(page, '/profile (a file under review)');

	await basics.getByRole('button', { name: 'Use the selected details' }).click();
	await expect(basics.getByRole('status')).toHaveText('Used');
	await expect(page.getByTestId('basics-form').getByLabel('Full name')).toHaveValue('Richard Hendriks');
	expect((await api(page, 'GET', '/profile')).data.basics).toMatchObject({ name: 'Richard Hendriks', headline: 'Programmer', location: 'San Francisco, California, United States' });
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);
});

test('a LinkedIn data export (ZIP) is read on this device and proposed for review like any import', async ({ page }) => {
	await openApp(page, '/profile');
	const zip = Buffer.from(await linkedinExportZip());
	await page.getByLabel('Or import a file').setInputFiles({ name: 'Basic_LinkedInDataExport_11-28-2026.zip', mimeType: 'application/zip', buffer: zip });
	const review = page.getByTestId('candidate-review');
	const job = review.getByTestId('candidate').filter({ hasText: 'Analista de Dados Sênior' });
	await expect(job).toContainText('Banco Frevo');
	await expect(job).toContainText('Recife, Pernambuco, Brasil');
	await expect(page.getByTestId('basics-proposal').filter({ hasText: 'Full name' })).toContainText('Marina Figueira');
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);

	await job.getByRole('button', { name: 'Add to profile' }).click();
	await expect(job).toContainText('Added');
	const items = (await api(page, 'GET', '/profile')).data.items;
	expect(items).toHaveLength(1);
	expect(items[0]).toMatchObject({ type: 'experience', title: 'Analista de Dados Sênior', organization: 'Banco Frevo', start: '2021-03', origin: 'imported', facts: { location: 'Recife, Pernambuco, Brasil' } });
	expect(items[0].evidence[0].source).toBe('linkedin:experience');
	await expect(page.getByTestId('profile-item').filter({ hasText: 'Analista de Dados Sênior' })).toContainText('From your LinkedIn data');
});
