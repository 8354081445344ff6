/**
 * The opportunity inbox on /sources: adding, importing (every fixture of tests/fixtures/imports,
 * as expected.json says), the list's filters, search and sort, one item's actions, the selection,
 * merging, exporting and importing back, a 100,000-row file cancelled mid-way, axe, Portuguese.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_PAGE_PORT } from '../../playwright.config';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';

// The inbox only: the extension panel and the source directory on this page are tested by their own spec.
const expectInboxAxe = (page: Page, screen: string) => expectNoSeriousViolations(page, screen, { include: '#inbox' });
import { fixtureJson, fixturePath, fixtureText } from './fixtures';

type FileExpectation = { accepted: number; rejected?: { row: number }[]; duplicate_groups?: { duplicates: number[] }[]; error?: string };
const expected = fixtureJson<{ files: Record<string, FileExpectation> }>('imports', 'expected.json').files;
const importable = Object.entries(expected).filter(([name, spec]) => !spec.error && !name.includes('generated'));

const row = (page: Page, text: string) => page.getByTestId('inbox-item').filter({ hasText: text });
/** Several toasts may be on screen at once: the one with these words. */
const expectToast = (page: Page, text: string) => expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();

async function openInbox(page: Page) {
	await openApp(page, '/sources');
	await expect(page.getByTestId('inbox-empty').or(page.getByTestId('inbox-list'))).toBeVisible();
}

/** Chooses a file in the import card and waits for its preview. */
async function preview(page: Page, path: string) {
	await page.getByTestId('import-file').setInputFiles(path);
	const dialog = page.getByRole('dialog', { name: 'Import preview' });
	await expect(dialog.getByTestId('import-preview')).toBeVisible();
	return dialog;
}

async function importAndCommit(page: Page, path: string) {
	const dialog = await preview(page, path);
	await dialog.getByTestId('import-confirm').click();
	await expect(dialog).toBeHidden();
	await expect(page.getByTestId('import-done')).toBeVisible();
}

async function createItem(page: Page, body: Record<string, unknown>) {
	const r = await api(page, 'POST', '/inbox/items', body);
	expect(r.status, JSON.stringify(r.data)).toBe(201);
	return r.data;
}

const inboxTotal = async (page: Page, query = '') => (await api(page, 'GET', `/inbox/items${query}`)).data.total as number;

for (const [name, spec] of importable) {
	test(`importing ${name} previews what expected.json says, then stores it`, async ({ page }) => {
		const rejected = spec.rejected?.length ?? 0;
		const duplicates = (spec.duplicate_groups ?? []).reduce((sum, group) => sum + group.duplicates.length, 0);
		await openInbox(page);
		const dialog = await preview(page, fixturePath('imports', name));
		await expect(dialog.getByTestId('count-rows')).toHaveText(String(spec.accepted + duplicates + rejected));
		await expect(dialog.getByTestId('count-valid')).toHaveText(String(spec.accepted + duplicates));
		await expect(dialog.getByTestId('count-invalid')).toHaveText(String(rejected));
		await expect(dialog.getByTestId('count-duplicates')).toHaveText(String(duplicates));
		await expect(dialog.getByTestId('plan-create')).toHaveAttribute('data-count', String(spec.accepted));
		if (rejected) await expect(dialog.getByTestId('invalid-rows').locator('tbody tr')).toHaveCount(rejected);
		// Nothing is stored before the person confirms.
		expect(await inboxTotal(page)).toBe(0);
		// The button says what the plan does: new items and merged rows apart.
		const items = (count: number) => `${count} new ${count === 1 ? 'item' : 'items'}`;
		const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;
		await expect(dialog.getByTestId('import-confirm')).toHaveText(duplicates ? `Import ${items(spec.accepted)} and merge ${rows(duplicates)}` : `Import ${spec.accepted} ${spec.accepted === 1 ? 'item' : 'items'}`);

		await dialog.getByTestId('import-confirm').click();
		await expectToast(page, `${spec.accepted} added, ${duplicates} merged, ${rejected} skipped.`);
		await expect(page.getByTestId('inbox-item')).toHaveCount(spec.accepted);
		await expect(page.getByTestId('inbox-showing')).toHaveText(`Showing ${spec.accepted} of ${spec.accepted}`);
		expect(await inboxTotal(page)).toBe(spec.accepted);
	});
}

test('a file with the wrong columns lists each refused row with its column and reason', async ({ page }) => {
	await openInbox(page);
	const dialog = await preview(page, fixturePath('imports', 'missing_extra_columns.csv'));
	const table = dialog.getByTestId('invalid-rows');
	await expect(table.locator('tr', { hasText: /^2/ })).toContainText('"cargo" is required and empty.');
	await expect(table.locator('tr', { hasText: /^4/ })).toContainText('This row has 6 fields; the header has 7.');
	await expect(table.locator('tr', { hasText: /^6/ })).toContainText('link');
	await expect(table.locator('tr', { hasText: /^6/ })).toContainText('Not a full web link (it must start with https:// or http://).');
	await expect(dialog).toContainText('The column "salario_pretendido" is not one Rumo knows: it is ignored.');
	await dialog.getByRole('button', { name: 'Cancel' }).click();
	await expect(dialog).toBeHidden();
	expect(await inboxTotal(page)).toBe(0);
});

test('a semicolon file with a comma inside a quoted header reads every row, and choosing the delimiter reads it again', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 });
	await openInbox(page);
	// As Excel in Brazil saves it: ";" between columns, and a header with a comma quoted.
	const csv = [
		'cargo;empresa;local;"notas, detalhes"',
		'Analista de Dados;Cupuaçu Fintech;São Paulo, SP;"ligar segunda, 10h"',
		'Dev Backend;Anhuma Logística;Remoto;sem notas',
		'Designer de Produto;Jabuti Saúde;Recife, PE;"portfólio; enviar"'
	].join('\r\n');
	await page.getByTestId('import-file').setInputFiles({ name: 'vagas-excel.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
	const dialog = page.getByRole('dialog', { name: 'Import preview' });
	await expect(dialog.getByTestId('count-rows')).toHaveText('3');
	await expect(dialog.getByTestId('count-valid')).toHaveText('3');
	await expect(dialog.getByTestId('count-columns')).toHaveText('4');
	const delimiter = dialog.getByLabel('Columns separated by');
	await expect(delimiter.locator('option:checked')).toHaveText('Automatic (semicolon)');
	await expect(dialog.getByLabel('Encoding').locator('option:checked')).toHaveText('Automatic (UTF-8)');

	// Another delimiter: the preview is read again, and the choice keeps the keyboard's focus.
	await delimiter.focus();
	await delimiter.selectOption('comma');
	await expect(dialog.getByTestId('count-columns')).toHaveText('2');
	await expect(dialog.getByTestId('count-valid')).toHaveText('0');
	await expect(dialog.getByTestId('import-nothing')).toBeVisible();
	await expect(delimiter).toBeFocused();
	await delimiter.selectOption('semicolon');
	await expect(dialog.getByTestId('count-columns')).toHaveText('4');
	await expect(dialog.getByTestId('count-valid')).toHaveText('3');
	// Nothing in the dialog is wider than a 360 px screen.
	expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

	await dialog.getByTestId('import-confirm').click();
	await expectToast(page, '3 added, 0 merged, 0 skipped.');
	expect(await inboxTotal(page)).toBe(3);
	await expect(row(page, 'Designer de Produto')).toBeVisible();
});

test('formulas and markup in a file stay inert text on screen', async ({ page }) => {
	await openInbox(page);
	await importAndCommit(page, fixturePath('imports', 'formula_xss.csv'));
	await expect(row(page, '<script>alert("xss")</script>Dev Front')).toBeVisible();
	await expect(page.locator('#inbox script')).toHaveCount(0);
	await expect(page.locator('#inbox img')).toHaveCount(0);
});

for (const [name, sentence] of [
	['malformed.json', 'This file is not valid JSON'],
	['object_not_array.json', 'has a list under "vagas"']
] as const) {
	test(`${name} is refused as a whole with a sentence, and nothing is stored`, async ({ page }) => {
		await openInbox(page);
		await page.getByTestId('import-file').setInputFiles(fixturePath('imports', name));
		await expect(page.getByTestId('import-error')).toContainText(`Rumo could not import ${name}.`);
		await expect(page.getByTestId('import-error')).toContainText(sentence);
		await expect(page.getByTestId('import-error')).toContainText('Nothing was imported.');
		await expect(page.getByRole('dialog', { name: 'Import preview' })).toBeHidden();
		expect(await inboxTotal(page)).toBe(0);
		await expect(page.getByTestId('inbox-empty')).toBeVisible();
	});
}

test('importing the same file again merges every row into the items already there', async ({ page }) => {
	await openInbox(page);
	await importAndCommit(page, fixturePath('imports', 'clean.csv'));
	await expect(page.getByTestId('inbox-item')).toHaveCount(20);
	const dialog = await preview(page, fixturePath('imports', 'clean.csv'));
	await expect(dialog.getByTestId('plan-create')).toHaveAttribute('data-count', '0');
	await expect(dialog.getByTestId('plan-merge')).toHaveAttribute('data-count', '20');
	await expect(dialog.getByTestId('duplicate-rows')).toContainText('in your inbox: Engenheiro(a) de Software Pleno');
	// The button says what the plan says (issue 27: it read "Import 20 items").
	await expect(dialog.getByTestId('import-confirm')).toHaveText('Merge 20 rows');
	await dialog.getByTestId('import-confirm').click();
	await expectToast(page, '0 added, 20 merged, 0 skipped.');
	expect(await inboxTotal(page)).toBe(20);
	await row(page, 'Anhuma Logística').first().getByTestId('inbox-open').click();
	const history = page.getByRole('dialog').getByTestId('detail-history');
	await expect(history).toContainText('Imported from clean.csv, row 1');
	await expect(history).toContainText('Found again in clean.csv, row 1');
});

test('an empty inbox shows the three ways in; a pasted posting is read, and pasting it again says so', async ({ page }) => {
	await openInbox(page);
	await expect(page.getByTestId('inbox-empty')).toContainText('Your inbox is empty');
	await page.getByRole('button', { name: 'Paste a posting' }).click();
	await expect(page.getByLabel('Posting text')).toBeFocused();
	await page.getByLabel('Posting text').fill(fixtureText('jobs', 'd_job_pt_product_designer_pe_de_moleque.txt'));
	await page.locator('#inbox').getByRole('button', { name: 'Add to inbox' }).click();
	await expectToast(page, 'Added "Product Designer Sênior" to your inbox.');
	await expect(row(page, 'Product Designer Sênior')).toContainText('Pasted text');
	await page.getByLabel('Posting text').fill(fixtureText('jobs', 'd_job_pt_product_designer_pe_de_moleque.txt'));
	await page.locator('#inbox').getByRole('button', { name: 'Add to inbox' }).click();
	await expectToast(page, '"Product Designer Sênior" was already in your inbox; what was new was added to it.');
	expect(await inboxTotal(page)).toBe(1);

	await page.getByLabel('Fill in fields').check();
	await page.getByLabel('Job title').fill('Enfermeira de UTI');
	await page.getByLabel('Company').fill('Hospital Jabuti');
	await page.getByLabel('Tags').fill('plantão, uti');
	await page.locator('#inbox').getByRole('button', { name: 'Add to inbox' }).click();
	await expect(row(page, 'Enfermeira de UTI')).toContainText('Added by hand');
	await expect(row(page, 'Enfermeira de UTI').getByTestId('fit')).toHaveText('No description to compare');
});

test('a link asks for consent, is read; a page behind a login says to paste its text, and keeps the link', async ({ page }) => {
	const server = createServer((request, response) => {
		if (request.url?.startsWith('/login')) response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Sign in</h1>');
		else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixtureText('jobs', 'd_job_pt_product_designer_pe_de_moleque.html'));
	});
	await new Promise<void>((resolve) => server.listen(JOB_PAGE_PORT, '127.0.0.1', resolve));
	try {
		await openInbox(page);
		await page.getByLabel('Link', { exact: true }).check();
		await page.getByLabel('Link to the posting').fill(`http://127.0.0.1:${JOB_PAGE_PORT}/vaga`);
		await page.locator('#inbox').getByRole('button', { name: 'Add to inbox' }).click();
		await expect(page.getByTestId('inbox-consent')).toContainText('Allow Rumo to read public pages?');
		expect(await inboxTotal(page)).toBe(0);
		await page.getByRole('button', { name: 'Allow and read the link' }).click();
		await expect(row(page, 'Product Designer Sênior')).toBeVisible();
		const consents = (await api(page, 'GET', '/settings/consents')).data.items;
		expect(consents.find((c: { integration: string }) => c.integration === 'relay-fetch').granted).toBe(true);

		const wall = `http://127.0.0.1:${JOB_PAGE_PORT}/login/vaga-2`;
		await page.getByLabel('Link to the posting').fill(wall);
		await page.locator('#inbox').getByRole('button', { name: 'Add to inbox' }).click();
		await expect(page.getByTestId('inbox-paste')).toContainText('Open it in your browser, copy the posting text and paste it here');
		await expect(page.getByTestId('inbox-paste').getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', wall);
		await page.getByRole('button', { name: 'Paste the text instead' }).click();
		await expect(page.getByTestId('kept-link')).toContainText(wall);
		await page.getByLabel('Posting text').fill(fixtureText('jobs', 'd_job_en_senior_accountant_maple_finch.txt'));
		await page.locator('#inbox').getByRole('button', { name: 'Add to inbox' }).click();
		await expect(row(page, 'Senior Accountant')).toBeVisible();
		const items = (await api(page, 'GET', '/inbox/items?q=accountant')).data.items;
		expect(items[0].url).toBe(wall);
	} finally {
		server.close();
	}
});

test('a possible duplicate is merged into the item kept, and both histories are shown', async ({ page }) => {
	await openInbox(page);
	const kept = await createItem(page, { title: 'Analista de Dados', company: 'Cupuaçu Fintech', location: 'Recife, PE', url: 'https://jobs.example.org/dados/1' });
	const twin = await createItem(page, { title: 'Analista de Dados', company: 'Cupuaçu Fintech', location: 'Remoto', url: 'https://jobs.example.org/dados/2', notes: 'vi no LinkedIn' });
	expect(twin.possibleDuplicateOf).toBe(kept.id);
	const twinRow = page.locator(`[data-testid="inbox-item"][data-id="${twin.id}"]`);
	await expect(twinRow.getByTestId('possible-duplicate')).toHaveText('Possible duplicate');
	await twinRow.getByRole('button', { name: 'Merge Analista de Dados with its possible duplicate' }).click();
	const dialog = page.getByRole('dialog', { name: 'Merge duplicates' });
	await expect(dialog.getByTestId('merge-candidate').first()).toContainText('possible duplicate');
	await expect(dialog.getByRole('radio', { name: /Keep the other/ })).toBeChecked();
	await dialog.getByTestId('merge-confirm').click();
	await expect(dialog).toBeHidden();
	await expectToast(page, 'Merged. "Analista de Dados" keeps both histories.');

	const detail = page.getByRole('dialog', { name: 'Analista de Dados' });
	await expect(detail.getByTestId('item-detail')).toHaveAttribute('data-id', kept.id);
	await expect(detail.getByTestId('detail-history')).toContainText('Merged into it: Analista de Dados');
	await expect(detail.getByTestId('merged-history')).toContainText('Added: Added by hand');
	await expect(detail.getByTestId('merged-history')).toContainText('Merged into: Analista de Dados');
	await detail.getByRole('button', { name: 'Close' }).click();

	await expect(page.getByTestId('inbox-item')).toHaveCount(1);
	await page.getByTestId('status-chip').and(page.locator('[data-status="merged"]')).click();
	await expect(page.getByTestId('inbox-item')).toHaveCount(1);
	await expect(page.getByTestId('inbox-item')).toHaveAttribute('data-status', 'merged');
});

test('one item: archive, ignore, restore, copy its link, save to Applications and open in the Job screen', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await openInbox(page);
	const url = 'https://vagas.example.org/pe-de-moleque/designer?utm_source=x';
	await createItem(page, { title: 'Product Designer Sênior', company: 'Pé de Moleque Pagamentos', url, description: fixtureText('jobs', 'd_job_pt_product_designer_pe_de_moleque.txt') });
	await row(page, 'Product Designer Sênior').getByTestId('inbox-open').click();
	const detail = page.getByRole('dialog', { name: 'Product Designer Sênior' });
	await expect(detail.getByTestId('detail-description')).toContainText('Figma');

	await detail.getByTestId('action-archive').click();
	await expectToast(page, 'Archived "Product Designer Sênior".');
	await expect(detail.getByTestId('detail-status')).toHaveText('Archived');
	await detail.getByTestId('action-restore').click();
	await expect(detail.getByTestId('detail-status')).toHaveText('New');
	await detail.getByTestId('action-ignore').click();
	await expect(detail.getByTestId('detail-status')).toHaveText('Ignored');
	await expect(row(page, 'Product Designer Sênior')).toHaveAttribute('data-status', 'ignored');
	await detail.getByTestId('action-restore').click();
	await expect(detail.getByTestId('detail-history')).toContainText('Status changed: Ignored → New');

	await detail.getByTestId('action-edit').click();
	await detail.getByLabel('Tags').fill('remoto, sênior, remoto');
	await detail.getByLabel('Notes').fill('Portfólio pedido');
	await detail.getByRole('button', { name: 'Save changes' }).click();
	await expect(detail.getByTestId('detail-tags')).toHaveText('remoto, sênior');
	await expect(detail.getByTestId('detail-history')).toContainText('Edited: tags and notes');
	await page.getByLabel('Search', { exact: true }).fill('senior');
	await expect(page.getByTestId('inbox-item')).toHaveCount(1);

	await detail.getByTestId('action-copy').click();
	await expectToast(page, 'Link copied.');
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

	await detail.getByTestId('action-track').click();
	await expectToast(page, 'Saved "Product Designer Sênior" to Applications.');
	await expect(detail.getByRole('link', { name: 'Open Applications' })).toBeVisible();
	await expect(detail.getByTestId('detail-status')).toHaveText('Saved');
	const applications = (await api(page, 'GET', '/tracker/jobs')).data.items;
	expect(applications.map((job: { title: string; status: string }) => [job.title, job.status])).toEqual([['Product Designer Sênior', 'saved']]);

	await detail.getByTestId('action-job').click();
	await expect(page).toHaveURL(/\/job\?id=/);
	await expect(page.getByTestId('job-result')).toContainText('Product Designer Sênior');
	const item = (await api(page, 'GET', '/inbox/items')).data.items[0];
	expect(item.jobId).toBeTruthy();
	expect(page.url()).toContain(encodeURIComponent(item.jobId));
});

test('the selection is archived at once, and search finds "Logística" when typed without accents', async ({ page }) => {
	await openInbox(page);
	await importAndCommit(page, fixturePath('imports', 'clean.csv'));
	await page.getByLabel('Search', { exact: true }).fill('logistica');
	await expect(page.getByTestId('inbox-showing')).toHaveText(/Showing \d+ of \d+/);
	const found = page.getByTestId('inbox-item');
	await expect(found.first()).toContainText('Logística');
	const count = await found.count();
	expect(count).toBeGreaterThan(0);
	expect(count).toBeLessThan(20);
	for (let i = 0; i < count; i++) await expect(found.nth(i)).toContainText(/Logística/);

	await page.getByTestId('select-all').check();
	await expect(page.getByTestId('bulk-bar')).toContainText(`${count} selected`);
	await page.getByTestId('bulk-bar').getByRole('button', { name: 'Archive' }).click();
	await expectToast(page, `${count} items updated.`);
	await expect(page.locator('[data-testid="inbox-item"][data-status="archived"]')).toHaveCount(count);
	await expect(page.getByTestId('bulk-bar')).toBeHidden();
	expect(await inboxTotal(page, '?status=archived')).toBe(count);
	await page.getByRole('button', { name: 'Clear filters' }).click();
	await expect(page.locator('[data-testid="status-chip"][data-status="archived"]')).toContainText(String(count));
});

test('with a profile, items show their fit and sort by it', async ({ page }) => {
	await openInbox(page);
	for (const title of ['Figma', 'User research', 'Prototyping', 'Design systems', 'Usability testing'])
		await api(page, 'POST', '/profile/items', { type: 'skill', title, evidence: [{ text: `${title} em projetos de produto` }] });
	const jobs = [
		['Senior Accountant', 'd_job_en_senior_accountant_maple_finch.txt'],
		['Product Designer Sênior', 'd_job_pt_product_designer_pe_de_moleque.txt'],
		['Backend Engineer', 'd_job_en_backend_node_harborline.txt']
	];
	for (const [title, file] of jobs) await createItem(page, { title, company: 'Empresa', description: fixtureText('jobs', file) });
	await expect(page.locator('[data-testid="inbox-item"] [data-testid="fit"][data-score]')).toHaveCount(3);
	await expect(page.getByTestId('fit-pending')).toBeHidden();
	await page.getByLabel('Sort by').selectOption('fit');
	await expect(page.getByTestId('inbox-item').first()).toContainText('Product Designer Sênior');
	const scores = await page.locator('[data-testid="inbox-item"] [data-testid="fit"]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-score'))));
	expect(scores).toEqual([...scores].sort((a, b) => b - a));
	// One number, explained: the skills the profile shows of those named, and what else weighs the score down.
	const top = page.getByTestId('inbox-item').first().getByTestId('fit');
	await expect(top).toContainText(/\d+ of \d+ skills shown/);
	const [met, of] = ((await top.textContent()) ?? '').match(/(\d+) of (\d+) skills shown/)!.slice(1).map(Number);
	expect(met).toBeLessThanOrEqual(of);
	if (Number(await top.getAttribute('data-score')) < 100 && met === of) await expect(top.getByTestId('fit-short').first()).toBeVisible();
});

test('a long inbox pages with "Load more"', async ({ page }) => {
	await openInbox(page);
	for (let i = 1; i <= 55; i++) await createItem(page, { title: `Vaga ${String(i).padStart(2, '0')}`, company: 'Empresa' });
	await page.reload();
	await expect(page.getByTestId('inbox-showing')).toHaveText('Showing 50 of 55');
	await expect(page.getByTestId('inbox-item').first()).toContainText('Vaga 55');
	await page.getByTestId('load-more').click();
	await expect(page.getByTestId('inbox-item')).toHaveCount(55);
	await expect(page.getByTestId('inbox-item').last()).toContainText('Vaga 01');
	await expect(page.getByTestId('load-more')).toBeHidden();
	await page.getByLabel('Sort by').selectOption('oldest');
	await expect(page.getByTestId('inbox-item').first()).toContainText('Vaga 01');
	await expect(page.getByTestId('inbox-showing')).toHaveText('Showing 50 of 55');
});

test('an item without a profile says how to see its fit', async ({ page }) => {
	await openInbox(page);
	await createItem(page, { title: 'Backend Engineer', company: 'Harborline', description: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt') });
	const fit = row(page, 'Backend Engineer').getByRole('link', { name: 'Add your profile to see fit' });
	await expect(fit).toHaveAttribute('href', '/profile');
});

for (const format of ['csv', 'json'] as const) {
	test(`exporting as ${format.toUpperCase()} and importing the file back gives the same items`, async ({ page }) => {
		await openInbox(page);
		await importAndCommit(page, fixturePath('imports', 'quoted_multiline.csv'));
		await importAndCommit(page, fixturePath('imports', 'semicolon_excel_ptbr.csv'));
		const before = (await api(page, 'GET', '/inbox/items?limit=500')).data.items;
		expect(before).toHaveLength(9);

		await page.getByRole('button', { name: 'Export…' }).click();
		const dialog = page.getByRole('dialog', { name: 'Export the inbox' });
		await dialog.getByLabel(format === 'csv' ? 'CSV (spreadsheets)' : 'JSON').check();
		const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
		expect(download.suggestedFilename()).toMatch(new RegExp(`^rumo-inbox-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
		// Saved under its own name: the import reads the format from the extension.
		const file = join(test.info().outputDir, download.suggestedFilename());
		await download.saveAs(file);
		const text = readFileSync(file, 'utf8');
		if (format === 'json') {
			// The exported records are what the list shows.
			const records = JSON.parse(text) as { cargo: string; empresa: string; local: string }[];
			expect(records.map((r) => `${r.cargo}|${r.empresa}|${r.local}`).sort()).toEqual(before.map((i: { title: string; company: string; location: string }) => `${i.title}|${i.company}|${i.location}`).sort());
		} else expect(text.split('\r\n')[0]).toContain('"cargo","empresa","link","local","descricao","fonte","status","observacoes"');

		// Empty the inbox through the selection, then import the exported file.
		await page.getByTestId('select-all').check();
		await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete…' }).click();
		await page.getByTestId('delete-confirm').click();
		await expect(page.getByTestId('inbox-empty')).toBeVisible();
		const dialogBack = await preview(page, file);
		await expect(dialogBack.getByTestId('plan-create')).toHaveAttribute('data-count', '9');
		await expect(dialogBack.getByTestId('count-invalid')).toHaveText('0');
		await dialogBack.getByTestId('import-confirm').click();
		await expect(page.getByTestId('inbox-item')).toHaveCount(9);
		const after = (await api(page, 'GET', '/inbox/items?limit=500')).data.items;
		const fields = (i: Record<string, unknown>) => ['title', 'company', 'url', 'location', 'description', 'origin', 'status', 'notes'].map((k) => i[k]).join('|');
		expect(after.map(fields).sort()).toEqual(before.map(fields).sort());
	});
}

test('a 100,000-row file shows its progress, and a cancel stores nothing', async ({ page }) => {
	test.setTimeout(120_000);
	const dir = mkdtempSync(join(tmpdir(), 'rumo-large-'));
	try {
		execFileSync('node', [fixturePath('imports', 'gen_large.mjs'), dir]);
		await openInbox(page);
		await createItem(page, { title: 'Já estava aqui', company: 'Antes' });
		await page.getByTestId('import-file').setInputFiles(join(dir, 'large_100k.csv'));
		const bar = page.getByTestId('import-progress');
		await expect(bar).toBeVisible();
		await expect.poll(() => bar.evaluate((el) => (el as HTMLProgressElement).position), { timeout: 30_000 }).toBeGreaterThan(0);
		// The page stays responsive while the core reads the file.
		await page.getByLabel('Posting text').fill('ainda respondendo');
		await expect(page.getByLabel('Posting text')).toHaveValue('ainda respondendo');
		await page.getByTestId('import-running').getByRole('button', { name: 'Cancel' }).click();
		await expect(page.getByTestId('import-cancelled')).toHaveText(/The import was cancelled\. Nothing was stored\./);
		await expect(page.getByRole('dialog', { name: 'Import preview' })).toBeHidden();
		expect(await inboxTotal(page)).toBe(1);
		await expect(page.getByTestId('inbox-item')).toHaveCount(1);
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
});


for (const viewport of [
	{ width: 1280, height: 900 },
	{ width: 360, height: 740 }
]) {
	test(`the inbox passes axe at ${viewport.width} px, empty, filled and with its dialogs open`, async ({ page }) => {
		await page.setViewportSize(viewport);
		await openInbox(page);
		await expectInboxAxe(page, 'empty');
		await createItem(page, { title: 'Analista de Dados', company: 'Cupuaçu Fintech', location: 'Recife, PE' });
		await createItem(page, { title: 'Analista de Dados', company: 'Cupuaçu Fintech', location: 'Remoto', url: 'https://jobs.example.org/dados/2' });
		const dialog = await preview(page, fixturePath('imports', 'missing_extra_columns.csv'));
		await expectInboxAxe(page, 'import preview');
		await dialog.getByTestId('import-confirm').click();
		await expect(page.getByTestId('inbox-item')).toHaveCount(4);
		// Nothing in the inbox is wider than its column.
		expect(await page.locator('#inbox').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
		await page.getByTestId('select-all').check();
		await expectInboxAxe(page, 'filled, with a selection');
		await page.getByTestId('select-all').uncheck();
		await page.getByTestId('inbox-open').first().click();
		await expect(page.getByTestId('item-detail')).toBeVisible();
		await expectInboxAxe(page, 'item dialog');
		await page.getByTestId('action-merge').click();
		await expect(page.getByTestId('merge-candidate').first()).toBeVisible();
		await expectInboxAxe(page, 'merge dialog');
	});
}

test('the keyboard alone opens an item and closes it back on the list', async ({ page }) => {
	await openInbox(page);
	await createItem(page, { title: 'Técnica de Enfermagem', company: 'Hospital Jabuti' });
	const open = row(page, 'Técnica de Enfermagem').getByTestId('inbox-open');
	await open.focus();
	await page.keyboard.press('Enter');
	const detail = page.getByRole('dialog', { name: 'Técnica de Enfermagem' });
	await expect(detail).toBeVisible();
	await page.keyboard.press('Escape');
	await expect(detail).toBeHidden();
	await expect(open).toBeFocused();
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('the inbox, its preview and its row errors speak Portuguese', async ({ page }) => {
		await openInbox(page);
		await expect(page.getByRole('heading', { name: 'Caixa de oportunidades' })).toBeVisible();
		await expect(page.getByTestId('inbox-empty')).toContainText('Sua caixa está vazia');
		const dialog = page.getByRole('dialog', { name: 'Prévia da importação' });
		await page.getByTestId('import-file').setInputFiles(fixturePath('imports', 'missing_extra_columns.csv'));
		await expect(dialog.getByTestId('invalid-rows')).toContainText('"empresa" é obrigatória e está vazia.');
		await expect(dialog.getByTestId('invalid-rows')).toContainText('Esta linha tem 8 campos; o cabeçalho tem 7.');
		await expect(dialog.getByTestId('plan-create')).toHaveText('2 vagas novas');
		await expect(dialog.getByLabel('Colunas separadas por').locator('option:checked')).toHaveText('Automático (vírgula)');
		await expect(dialog.getByLabel('Codificação').locator('option:checked')).toHaveText('Automática (UTF-8)');
		await dialog.getByRole('button', { name: 'Importar 2 vagas' }).click();
		await expectToast(page, '2 adicionadas, 0 mescladas, 6 ignoradas.');
		await expect(row(page, 'Analista de Suporte').getByTestId('inbox-status')).toHaveText('Nova');
		await expect(row(page, 'Desenvolvedor(a) Python').getByTestId('inbox-status')).toHaveText('Salva');
		await expect(row(page, 'Desenvolvedor(a) Python')).toContainText('Arquivo CSV');
		await expect(page.locator('[data-testid="status-chip"][data-status="all"]')).toContainText('Todas');
	});
});
