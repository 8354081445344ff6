/**
 * The History screen on /history: what a person did shows there after they did it (a resume and a
 * job read, an analysis, a tailoring, a card moved on the board, a CSV imported), newest first by
 * day; filters by kind and by date; each entry opens where it lives; clearing one entry or all that
 * is shown, after a confirmation that says what goes; storage that cannot be opened; Portuguese;
 * the keyboard; axe at desktop width and 360 px; a conflict sync resolved between two devices; and
 * the demo build's own history.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startSyncServer } from '../../scripts/sync-server.mjs';
import { api, createJob, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { fixtureText } from './fixtures';

const CSV = 'cargo,empresa,link,local,descricao,fonte,status,observacoes\nAnalista de Dados,Cupuaçu Fintech,,Recife,,,,\nDesenvolvedor Python,Jabuti Tech,,Remoto,,,,\n';
const DEMO = 'http://127.0.0.1:4174';

const entry = (page: Page, kind: string) => page.locator(`[data-testid="history-entry"][data-kind="${kind}"]`);
const chip = (page: Page, kind: string) => page.locator(`[data-testid="kind-chip"][data-kind="${kind}"]`);
const expectToast = (page: Page, text: string) => expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();

async function created(page: Page, method: string, path: string, body?: unknown) {
	const r = await api(page, method, path, body);
	expect(r.status, `${method} ${path}: ${JSON.stringify(r.data)}`).toBeLessThan(300);
	return r.data;
}

/**
 * A person's afternoon, through the API the screens use: a resume and a job read, an analysis, a
 * tailoring with one decision, an application saved, a CSV imported — then the card moved on the
 * board by hand. Answers the ids, to check where each entry leads.
 */
async function live(page: Page) {
	const resume = await created(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
	const job = await created(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt') });
	const analysis = await created(page, 'POST', '/match/analyze', { resumeId: resume.id, jobId: job.id });
	const tailoring = await created(page, 'POST', '/resume/tailor', { resumeId: resume.id, jobId: job.id });
	await created(page, 'PATCH', `/resume/tailor/${tailoring.id}/suggestions/${tailoring.suggestions[0].id}`, { status: 'accepted' });
	const application = await created(page, 'POST', '/tracker/jobs', { title: 'Backend Engineer', company: 'Harborline', jobId: job.id });
	const preview = await created(page, 'POST', '/inbox/import/preview', { format: 'csv', content: CSV, name: 'vagas.csv' });
	const imported = await created(page, 'POST', '/inbox/import/commit', { previewId: preview.previewId });

	await page.goto('/applications');
	const card = page.getByTestId('job-card').filter({ hasText: 'Backend Engineer' });
	// The card's stage select (its label is in the page's language).
	await card.locator('select').selectOption('applied');
	await expect(page.locator('[data-status="applied"]').getByTestId('job-card').filter({ hasText: 'Backend Engineer' })).toBeVisible();
	await expect.poll(async () => (await api(page, 'GET', `/tracker/jobs/${application.id}`)).data.status).toBe('applied');
	return { resume: resume.id, job: job.id, analysis: analysis.id, tailoring: tailoring.id, application: application.id, import: imported.importId as string };
}

async function openHistory(page: Page) {
	await openApp(page, '/history');
	await expect(page.getByTestId('history-empty').or(page.getByTestId('history-list'))).toBeVisible();
}

test('every step shows after it is taken, newest first under its day, and each entry opens where it lives', async ({ page }) => {
	await openHistory(page);
	await expect(page.getByTestId('history-empty')).toContainText('Nothing here yet');
	const ids = await live(page);
	await page.getByRole('link', { name: 'History', exact: true }).click();
	await expect(page.getByTestId('history-showing')).toHaveText('Showing 7 of 7');
	await expect(page.getByTestId('history-day')).toHaveCount(1);
	await expect(page.getByTestId('history-day').getByRole('heading')).toContainText('Today');
	expect(await page.getByTestId('history-entry').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))).toEqual([
		'move',
		'import',
		'move',
		'tailoring',
		'analysis',
		'job',
		'resume'
	]);
	await expect(entry(page, 'move').first().getByTestId('history-title')).toHaveText('“Backend Engineer” at Harborline moved from Saved to Applied');
	await expect(entry(page, 'move').nth(1).getByTestId('history-title')).toHaveText('“Backend Engineer” at Harborline added to Applications as Saved');
	await expect(entry(page, 'import')).toContainText('Imported “vagas.csv” into the inbox');
	await expect(entry(page, 'import')).toContainText('2 rows: 2 added, 0 merged, 0 skipped.');
	await expect(entry(page, 'tailoring')).toContainText(/Decisions: 1 accepted, 0 rejected, \d+ not decided yet\./);
	await expect(entry(page, 'analysis')).toContainText(/Scored \d+\/100 against “/);
	// A move is its application's own record: it has no Clear button.
	await expect(entry(page, 'move').first().getByTestId('history-clear')).toHaveCount(0);
	await expect(entry(page, 'move').first()).toContainText('Stays with its application');

	const opens: [string, RegExp][] = [
		['analysis', new RegExp(`/analysis\\?id=${ids.analysis}$`)],
		['job', new RegExp(`/job\\?id=${ids.job}$`)],
		['tailoring', new RegExp(`/tailor\\?match=${ids.analysis}$`)],
		['resume', /\/resume$/],
		['move', /\/applications$/],
		['import', /\/sources#inbox$/]
	];
	for (const [kind, url] of opens) {
		await entry(page, kind).first().getByTestId('history-open').click();
		await expect(page).toHaveURL(url);
		await page.goBack();
		await expect(page.getByTestId('history-list')).toBeVisible();
	}
});

test('filters by kind with counts, and by a period of days', async ({ page }) => {
	await openApp(page, '/');
	await live(page);
	await openHistory(page);
	await expect(chip(page, 'move').getByTestId('kind-count')).toHaveText('2');
	await expect(chip(page, 'analysis').getByTestId('kind-count')).toHaveText('1');

	await chip(page, 'analysis').getByRole('checkbox').check();
	await chip(page, 'move').getByRole('checkbox').check();
	await expect(page.getByTestId('history-showing')).toHaveText('Showing 3 of 3');
	expect(await page.getByTestId('history-entry').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))).toEqual(['move', 'move', 'analysis']);
	// The other kinds keep their counts, to be chosen too.
	await expect(chip(page, 'job').getByTestId('kind-count')).toHaveText('1');

	const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
	const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString('sv'));
	await page.getByLabel('To', { exact: true }).fill(yesterday);
	await expect(page.getByTestId('history-none')).toContainText('Nothing matches these filters');
	await expect(chip(page, 'move').getByTestId('kind-count')).toHaveText('0');
	await page.getByLabel('To', { exact: true }).fill(today);
	await page.getByLabel('From', { exact: true }).fill(today);
	await expect(page.getByTestId('history-showing')).toHaveText('Showing 3 of 3');

	await page.getByTestId('history-reset').click();
	await expect(page.getByTestId('history-showing')).toHaveText('Showing 7 of 7');
	await expect(chip(page, 'analysis').getByRole('checkbox')).not.toBeChecked();
});

test('loads 50 entries at a time, newest first, without repeating one', async ({ page }) => {
	await openApp(page, '/');
	for (let i = 0; i < 30; i++) {
		const job = await created(page, 'POST', '/tracker/jobs', { title: `Role ${i}`, company: 'Many Co' });
		await created(page, 'PATCH', `/tracker/jobs/${job.id}`, { status: 'applied', version: job.version });
	}
	await openHistory(page);
	await expect(page.getByTestId('history-showing')).toHaveText('Showing 50 of 60');
	await page.getByTestId('history-more').click();
	await expect(page.getByTestId('history-showing')).toHaveText('Showing 60 of 60');
	await expect(page.getByTestId('history-more')).toHaveCount(0);
	const ids = await page.getByTestId('history-entry').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
	expect(new Set(ids).size).toBe(60);
	await expect(page.getByTestId('history-entry').first().getByTestId('history-title')).toHaveText('“Role 29” at Many Co moved from Saved to Applied');
});

test('clears one entry after saying what goes: the thing is gone where it lived, a move cannot be cleared here', async ({ page }) => {
	await openApp(page, '/');
	const ids = await live(page);
	await openHistory(page);

	await entry(page, 'analysis').getByTestId('history-clear').click();
	const dialog = page.getByRole('dialog', { name: 'Clear this entry?' });
	await expect(dialog.getByTestId('clear-one-says')).toHaveText(
		'This deletes the analysis and its score breakdown. The job, the resume and any application linked to it stay.'
	);
	await dialog.getByRole('button', { name: 'Cancel' }).click();
	await expect(dialog).toBeHidden();
	expect((await api(page, 'GET', `/match/${ids.analysis}`)).status).toBe(200);

	await entry(page, 'import').getByTestId('history-clear').click();
	await expect(dialog.getByTestId('clear-one-says')).toHaveText('This deletes the record of the import only. The postings it brought stay in your inbox.');
	await dialog.getByTestId('clear-one-confirm').click();
	await expectToast(page, 'Cleared from your history.');
	await expect(entry(page, 'import')).toHaveCount(0);
	await expect(page.getByTestId('history-showing')).toHaveText('Showing 6 of 6');
	expect((await api(page, 'GET', '/inbox/items')).data.total).toBe(2);

	await entry(page, 'job').getByTestId('history-clear').click();
	await dialog.getByTestId('clear-one-confirm').click();
	await expect(entry(page, 'job')).toHaveCount(0);
	expect((await api(page, 'GET', `/job/${ids.job}`)).status).toBe(404);
	// Through the API a move is refused with a sentence.
	const refused = await api(page, 'DELETE', `/history/${encodeURIComponent(`move:${ids.application}:1`)}`);
	expect(refused.status).toBe(409);
	expect(refused.data.detail).toBe('A move belongs to its application; delete the application on the board to remove it.');
});

test('clears all that is shown after a confirmation with the numbers; applications, profile and inbox stay', async ({ page }) => {
	await openApp(page, '/');
	await created(page, 'POST', '/profile/items', { items: [{ type: 'skill', title: 'Python', detail: '', skills: ['Python'], evidence: [], origin: 'manual' }] });
	const ids = await live(page);
	await openHistory(page);

	// Only imports chosen: only the import record goes.
	await chip(page, 'import').getByRole('checkbox').check();
	await expect(page.getByTestId('history-showing')).toHaveText('Showing 1 of 1');
	await page.getByTestId('history-clear-all').click();
	const dialog = page.getByRole('dialog', { name: 'Clear all shown?' });
	await expect(dialog.getByTestId('clear-all-says')).toHaveText('This will delete 1 import record. Your applications, profile and inbox stay.');
	await dialog.getByRole('button', { name: 'Clear 1 entry' }).click();
	await expectToast(page, 'Cleared: 1 import record.');
	await expect(page.getByTestId('history-none')).toBeVisible();
	await page.getByTestId('history-reset').click();

	await page.getByTestId('history-clear-all').click();
	await expect(dialog.getByTestId('clear-all-says')).toHaveText(
		'This will delete 1 analysis, 1 job read, 1 resume, and 1 tailoring. Your applications, profile and inbox stay.'
	);
	await expect(dialog.getByTestId('clear-all-kept')).toHaveText('2 stage changes stay with their applications.');
	await dialog.getByRole('button', { name: 'Clear 4 entries' }).click();
	await expectToast(page, 'Cleared: 1 analysis, 1 job read, 1 resume, and 1 tailoring.');
	await expect(page.getByTestId('history-showing')).toHaveText('Showing 2 of 2');
	await expect(entry(page, 'move')).toHaveCount(2);

	expect((await api(page, 'GET', `/tracker/jobs/${ids.application}`)).status).toBe(200);
	expect((await api(page, 'GET', '/profile/items')).data.items.length).toBeGreaterThan(0);
	expect((await api(page, 'GET', '/inbox/items')).data.total).toBe(2);
	expect((await api(page, 'GET', `/resume/${ids.resume}`)).status).toBe(404);
});

for (const [code, status, says] of [
	['storage_unavailable', 503, 'The browser did not open Rumo’s local storage. Your data is still there; try this:'],
	['storage_corrupted', 500, 'Rumo’s local storage failed its integrity check. Try this, in order:']
] as const) {
	test(`when the engine answers ${code}, the screen says what to do`, async ({ page }) => {
		// The engine's answer when IndexedDB cannot be opened or fails its check (the router maps
		// Dexie's errors to these codes; worker/core/http/router.ts), given here to the page's calls.
		await page.addInitScript(
			({ code, status }) => {
				const real = window.fetch.bind(window);
				window.fetch = (input, init) => {
					const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
					if (new URL(url, location.href).pathname !== '/api/v1/history') return real(input, init);
					const body = { type: 'about:blank', title: 'Local storage', status, code, detail: 'Local storage could not be opened.' };
					return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } }));
				};
			},
			{ code, status }
		);
		// Once the service worker controls the page, every call is a fetch (before, they go to the worker directly).
		await openApp(page, '/');
		await page.goto('/history');
		const trouble = page.getByTestId('history-storage-error');
		await expect(trouble).toBeVisible();
		await expect(trouble.getByRole('heading')).toHaveText('Your history could not be read from this browser’s storage.');
		await expect(trouble).toContainText(says);
		await expect(trouble).toContainText('Close other Rumo tabs and windows.');
		await expect(trouble).toContainText('Reload this page.');
		await expect(trouble).toContainText('If it still fails: restore a backup, or clear the local data, in Settings → Storage.');
		await expect(trouble.getByRole('button', { name: 'Reload' })).toBeVisible();
		await trouble.getByRole('link', { name: 'Open Settings → Storage' }).click();
		await expect(page).toHaveURL(/\/settings#storage-title$/);
	});
}

test('the keyboard alone clears an entry and lands on the next one', async ({ page }) => {
	await openApp(page, '/');
	await live(page);
	await openHistory(page);
	const clear = entry(page, 'tailoring').getByTestId('history-clear');
	await clear.focus();
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Clear this entry?' });
	await expect(dialog).toBeVisible();
	await page.keyboard.press('Escape');
	await expect(dialog).toBeHidden();
	await expect(clear).toBeFocused();
	await page.keyboard.press('Enter');
	await dialog.getByTestId('clear-one-confirm').focus();
	await page.keyboard.press('Enter');
	await expect(entry(page, 'tailoring')).toHaveCount(0);
	await expect(entry(page, 'analysis').getByTestId('history-open')).toBeFocused();
});


for (const viewport of [
	{ width: 1280, height: 900 },
	{ width: 360, height: 740 }
]) {
	test(`History passes axe at ${viewport.width} px, empty, filled and with its dialogs open`, async ({ page }) => {
		await page.setViewportSize(viewport);
		await openHistory(page);
		await expectNoSeriousViolations(page, 'empty');
		await live(page);
		await openHistory(page);
		await expect(page.getByTestId('history-entry')).toHaveCount(7);
		// Nothing wider than the screen: no sideways scrolling.
		expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
		await expectNoSeriousViolations(page, 'filled');
		await entry(page, 'job').getByTestId('history-clear').click();
		await expect(page.getByTestId('clear-one-dialog')).toBeVisible();
		await expectNoSeriousViolations(page, 'clear one');
		await page.keyboard.press('Escape');
		await page.getByTestId('history-clear-all').click();
		await expect(page.getByTestId('clear-all-dialog')).toBeVisible();
		await expectNoSeriousViolations(page, 'clear all');
	});
}

/** A device: its own browser context (its own storage), with sync's consent given. */
async function syncDevice(browser: Browser): Promise<Page> {
	const page = await (await browser.newContext()).newPage();
	await openApp(page, '/applications');
	expect((await api(page, 'PUT', '/settings/consents/sync', { granted: true })).status).toBe(200);
	return page;
}

const syncQuiet = (page: Page) =>
	expect.poll(async () => ((s) => `${s.state}:${s.pending}`)((await api(page, 'GET', '/sync')).data), { timeout: 20_000 }).toBe('up_to_date:0');

test('a conflict sync resolved between two devices shows in History, in English and in Portuguese, and leads to Settings → Devices', async ({ browser }) => {
	test.setTimeout(120_000);
	const server = await startSyncServer();
	try {
		const address = `${server.url}/rumo`;
		const passphrase = 'um pé de laranja lima 1968';
		const laptop = await syncDevice(browser);
		const phone = await syncDevice(browser);
		const job = await createJob(laptop, { title: 'Enfermeira obstétrica', company: 'Maternidade Flor de Lis', status: 'saved' });
		expect((await api(laptop, 'PUT', '/sync', { server: address, passphrase })).status).toBe(200);
		await syncQuiet(laptop);
		expect((await api(phone, 'PUT', '/sync', { server: address, passphrase })).status).toBe(200);
		await syncQuiet(phone);
		await expect.poll(async () => (await api(phone, 'GET', `/tracker/jobs/${job.id}`)).status, { timeout: 15_000 }).toBe(200);

		// The server goes away; the laptop moves the card, the phone writes a note; then it comes back.
		server.setDown(true);
		const onLaptop = (await api(laptop, 'GET', `/tracker/jobs/${job.id}`)).data;
		expect((await api(laptop, 'PATCH', `/tracker/jobs/${job.id}`, { version: onLaptop.version, status: 'applied' })).status).toBe(200);
		const onPhone = (await api(phone, 'GET', `/tracker/jobs/${job.id}`)).data;
		expect((await api(phone, 'PATCH', `/tracker/jobs/${job.id}`, { version: onPhone.version, notes: 'Ligar para o RH na segunda' })).status).toBe(200);
		server.setDown(false);
		// The device that met the other's change with its own unsent one logged the resolution.
		const holders: Page[] = [];
		await expect
			.poll(
				async () => {
					for (const device of [laptop, phone]) {
						await api(device, 'POST', '/sync/now');
						const resolved = (await api(device, 'GET', '/sync')).data.resolved as { rule: string; group: string }[];
						if (resolved.some((r) => r.rule === 'merged' && r.group === 'applications')) holders.push(device);
					}
					return holders.length > 0;
				},
				{ timeout: 45_000 }
			)
			.toBe(true);
		const page = holders[0];

		await page.setViewportSize({ width: 360, height: 740 });
		await openHistory(page);
		const resolved = entry(page, 'sync').first();
		await expect(resolved.getByTestId('history-title')).toHaveText('Conflict resolved: “Enfermeira obstétrica” (applications)');
		await expect(resolved).toContainText('Changed on two devices; both stage histories were joined.');
		await expect(resolved).toContainText('Kept as a record of sync');
		await expect(resolved.getByTestId('history-clear')).toHaveCount(0);
		await expect(chip(page, 'sync')).toContainText('Sync');
		expect(Number(await chip(page, 'sync').getByTestId('kind-count').textContent())).toBeGreaterThan(0);
		// The kind's chip alone shows only what sync resolved.
		await chip(page, 'sync').getByRole('checkbox').check();
		await expect(page.getByTestId('history-entry').first()).toHaveAttribute('data-kind', 'sync');
		expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
		await expectNoSeriousViolations(page, 'sync entry at 360 px');
		// Clearing what is shown clears nothing here, and says so.
		await page.getByTestId('history-clear-all').click();
		const dialog = page.getByTestId('clear-all-dialog');
		await expect(dialog.getByTestId('clear-all-says')).toHaveText('Nothing shown can be cleared here.');
		await expect(dialog.getByTestId('clear-all-kept-sync')).toContainText('resolved by sync');
		await page.keyboard.press('Escape');

		// By keyboard, its link opens Settings → Devices.
		const open = resolved.getByRole('link', { name: /^Open Settings → Devices: Conflict resolved/ });
		await open.focus();
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/settings#devices-title$/);
		await expect(page.getByRole('heading', { name: 'Devices', level: 2 })).toBeVisible();

		// In Portuguese, as a Brazilian writes it.
		await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
		await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
		await openHistory(page);
		const emPortugues = entry(page, 'sync').first();
		await expect(emPortugues.getByTestId('history-title')).toHaveText('Conflito resolvido: “Enfermeira obstétrica” (candidaturas)');
		await expect(emPortugues).toContainText('Alterado em dois dispositivos; os dois históricos de etapas foram juntados.');
		await expect(emPortugues).toContainText('Sincronização');
		await expect(chip(page, 'sync')).toContainText('Sincronização');
		await expect(emPortugues.getByRole('link', { name: /^Abrir Configurações → Dispositivos: Conflito resolvido/ })).toHaveText('Configurações → Dispositivos');
		await expectNoSeriousViolations(page, 'sync entry in Portuguese');
		for (const device of [laptop, phone]) await api(device, 'DELETE', '/sync');
	} finally {
		await server.close();
	}
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('History speaks Portuguese, its confirmations too', async ({ page }) => {
		await openHistory(page);
		await expect(page.getByRole('heading', { name: 'Histórico', level: 1 })).toBeVisible();
		await expect(page.getByTestId('history-empty')).toContainText('Nada por aqui ainda');
		await live(page);
		await openHistory(page);
		await expect(page.getByTestId('history-showing')).toHaveText('Mostrando 7 de 7');
		await expect(page.getByTestId('history-day').getByRole('heading')).toContainText('Hoje');
		await expect(chip(page, 'analysis')).toContainText('Análises');
		await expect(chip(page, 'tailoring')).toContainText('Ajustes do currículo');
		await expect(chip(page, 'move')).toContainText('Mudanças de etapa');
		await expect(entry(page, 'move').first().getByTestId('history-title')).toHaveText('“Backend Engineer” — Harborline passou de Salva para Candidatura enviada');
		await expect(entry(page, 'import')).toContainText('Importação de “vagas.csv” para a caixa de oportunidades');
		await expect(entry(page, 'job')).toContainText('Vaga lida');
		await expect(entry(page, 'resume')).toContainText('Currículo lido');
		await expect(entry(page, 'job').getByRole('link', { name: /^Abrir/ })).toBeVisible();
		await entry(page, 'resume').getByRole('button', { name: /^Limpar/ }).click();
		await expect(page.getByRole('dialog', { name: 'Limpar este item?' })).toContainText('Isso exclui o currículo do Rumo.');
		await page.keyboard.press('Escape');
		await page.getByRole('button', { name: 'Limpar tudo o que aparece' }).click();
		const dialog = page.getByRole('dialog', { name: 'Limpar tudo o que aparece?' });
		await expect(dialog.getByTestId('clear-all-says')).toHaveText(
			'Isso vai excluir 1 análise, 1 vaga lida, 1 currículo, 1 ajuste do currículo e 1 registro de importação. Suas candidaturas, seu perfil e sua caixa de oportunidades continuam.'
		);
		await expect(dialog.getByTestId('clear-all-kept')).toHaveText('2 mudanças de etapa continuam com as candidaturas.');
		await dialog.getByRole('button', { name: 'Limpar 5 itens' }).click();
		await expectToast(page, 'Limpeza feita: 1 análise, 1 vaga lida, 1 currículo, 1 ajuste do currículo e 1 registro de importação.');
	});
});

test('the demo build shows the fictitious person’s history from what its engine stored', async ({ page }) => {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto(`${DEMO}/history`);
	await expect(page.getByTestId('demo-banner')).toBeVisible();
	await expect(page.getByTestId('history-list')).toBeVisible();
	await expect(entry(page, 'import').first()).toContainText('Imported “vagas-enfermagem.csv” into the inbox');
	await expect(entry(page, 'resume')).toHaveCount(1);
	expect(Number(await chip(page, 'move').getByTestId('kind-count').textContent())).toBeGreaterThan(7);
	expect(Number(await chip(page, 'analysis').getByTestId('kind-count').textContent())).toBeGreaterThan(0);
	await entry(page, 'analysis').first().getByTestId('history-open').click();
	await expect(page).toHaveURL(/\/analysis\?id=/);
});
