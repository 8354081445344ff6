/**
 * The person's data, walked as a person does it in Settings → Storage: export, clear (with the typed
 * word), restore (replace or merge), a tampered file refused, two tabs during a restore, the storage
 * states at start (corrupted, not started, blocked by an older tab) and their recovery, the warning
 * while a write is pending, Portuguese, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { api, createJob, openApp } from './helpers';
import { fixtureText } from './fixtures';
import { backupChecksum } from '../../worker/core/data/checksum';

const dir = mkdtempSync(join(tmpdir(), 'rumo-data-e2e-'));
const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });

/** Some of everything: an application, an inbox item, a resume, a job and its analysis, a profile item. */
async function fill(page: Page) {
	await createJob(page, { title: 'Backend Engineer', company: 'Harborline', notes: 'Referred by Ana' });
	expect((await api(page, 'POST', '/inbox/items', { title: 'Data Engineer', company: 'Acme', url: 'https://acme.example/jobs/1' })).status).toBe(201);
	const resume = (await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') })).data;
	const job = (await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt') })).data;
	expect((await api(page, 'POST', '/match/analyze', { jobId: job.id, resumeId: resume.id })).status).toBe(201);
	expect((await api(page, 'POST', '/profile/items', { type: 'skill', title: 'Node.js', skills: ['Node.js'], evidence: [{ text: 'Node.js services' }] })).status).toBe(201);
}

/** Every table, as GET /backup gives them (the document's own date and checksum left aside). */
const tables = async (page: Page) => (await api(page, 'GET', '/backup')).data.tables;
const backupText = (page: Page) => page.evaluate(async () => (await fetch('/api/v1/backup')).text());
const total = async (page: Page, path = '/tracker/jobs') => (await api(page, 'GET', path)).data.total as number;

async function exportBackup(page: Page): Promise<string> {
	const download = page.waitForEvent('download');
	await page.getByTestId('export-backup').click();
	const file = await download;
	const path = join(dir, file.suggestedFilename());
	await file.saveAs(path);
	return path;
}

async function restoreFile(page: Page, path: string, how: 'Replace everything' | 'Merge into what is here') {
	await page.getByTestId('restore-file').setInputFiles(path);
	const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
	await expect(dialog).toContainText('What Rumo holds now is removed');
	await dialog.getByRole('button', { name: how }).click();
	await expect(dialog).toBeHidden();
}

async function clearAll(page: Page, word = 'DELETE') {
	await page.getByTestId('clear-data').click();
	const dialog = page.getByTestId('clear-dialog');
	await expect(dialog.getByTestId('clear-confirm')).toBeDisabled();
	await dialog.getByTestId('clear-word').fill(word.slice(0, -1));
	await expect(dialog.getByTestId('clear-confirm')).toBeDisabled();
	await dialog.getByTestId('clear-word').fill(word);
	await dialog.getByTestId('clear-confirm').click();
	await expect(dialog).toBeHidden();
}

test('export, clear with the typed word, restore: the same data comes back', async ({ page }) => {
	await openApp(page, '/settings');
	await fill(page);
	const before = await tables(page);
	const path = await exportBackup(page);
	expect(path).toMatch(/rumo-backup-\d{4}-\d{2}-\d{2}\.json$/);
	await expect(page.getByTestId('storage-outcome')).toContainText('Backup saved as rumo-backup-');
	await expect(page.getByTestId('last-backup')).toContainText('Last backup:');

	await clearAll(page);
	await expect(page.getByTestId('clear-done')).toContainText('All data was cleared.');
	expect(await total(page)).toBe(0);
	expect(await total(page, '/inbox/items')).toBe(0);

	await restoreFile(page, path, 'Replace everything');
	await expect(page.getByTestId('restore-done')).toHaveText(
		'Backup restored, replacing everything: 1 application, 1 inbox item, 1 resume, 1 job, 1 analysis, and 1 profile item.'
	);
	expect(await tables(page)).toEqual(before);
});

test('a tampered or broken file is refused, says why, and changes nothing', async ({ page }) => {
	await openApp(page, '/settings');
	await fill(page);
	const text = await backupText(page);
	const before = await tables(page);

	const tampered = join(dir, 'tampered.json');
	writeFileSync(tampered, text.replace('"Harborline"', '"Harborlime"'));
	await restoreFile(page, tampered, 'Replace everything');
	const refused = page.getByTestId('restore-refused');
	await expect(refused).toContainText('This backup was not restored. This backup was changed or cut after it was made: its checksum does not match its contents. Nothing was changed.');
	expect(await tables(page)).toEqual(before);

	// A record that breaks its schema, its checksum made to match: the first problems are named.
	const doc = JSON.parse(text);
	doc.tables.trackerJobs[0].status = 'hired';
	doc.checksum = await backupChecksum(doc);
	const invalid = join(dir, 'invalid.json');
	writeFileSync(invalid, JSON.stringify(doc));
	await restoreFile(page, invalid, 'Merge into what is here');
	await expect(refused).toContainText('Some records of this backup are not valid (1). Nothing was changed.');
	await expect(refused.locator('li')).toContainText('tables.trackerJobs[0].status');

	// Issue 27: what the API would refuse is refused on restore too — a javascript: link with its checksum made to match.
	const linked = JSON.parse(text);
	linked.tables.trackerJobs[0].url = 'javascript:alert(1)';
	linked.checksum = await backupChecksum(linked);
	const scripted = join(dir, 'scripted.json');
	writeFileSync(scripted, JSON.stringify(linked));
	await restoreFile(page, scripted, 'Replace everything');
	await expect(refused).toContainText('Some records of this backup are not valid (1). Nothing was changed.');
	await expect(refused.locator('li')).toContainText('tables.trackerJobs[0].url');
	expect(await tables(page)).toEqual(before);

	const cut = join(dir, 'cut.json');
	writeFileSync(cut, text.slice(0, text.length / 2));
	await restoreFile(page, cut, 'Replace everything');
	await expect(refused).toContainText('it is not valid JSON');
	expect(await tables(page)).toEqual(before);
});

test('merge keeps what is here, replace puts the backup in its place', async ({ page }) => {
	await openApp(page, '/settings');
	await createJob(page, { title: 'In the backup', company: 'Before' });
	const path = await exportBackup(page);
	await createJob(page, { title: 'Added later', company: 'After' });

	await restoreFile(page, path, 'Merge into what is here');
	await expect(page.getByTestId('restore-done')).toHaveText('Backup merged into what was here: 1 application.');
	expect(await total(page)).toBe(2);

	await restoreFile(page, path, 'Replace everything');
	await expect(page.getByTestId('restore-done')).toHaveText('Backup restored, replacing everything: 1 application.');
	const { items } = (await api(page, 'GET', '/tracker/jobs')).data;
	expect(items.map((job: { title: string }) => job.title)).toEqual(['In the backup']);

	// A large backup is saved gzipped (.json.gz); the restore reads it the same.
	const gzipped = join(dir, 'rumo-backup.json.gz');
	writeFileSync(gzipped, gzipSync(readFileSync(path)));
	await createJob(page, { title: 'Added after', company: 'After' });
	await restoreFile(page, gzipped, 'Replace everything');
	await expect(page.getByTestId('restore-done')).toHaveText('Backup restored, replacing everything: 1 application.');
	await expect.poll(() => total(page)).toBe(1);
});

test('two tabs open during a restore both show the restored data without a reload', async ({ page, context }) => {
	await openApp(page, '/applications');
	await createJob(page, { title: 'Kept in the backup', company: 'Harborline' });
	expect((await api(page, 'POST', '/inbox/items', { title: 'Inbox posting', company: 'Acme' })).status).toBe(201);
	const text = await backupText(page);
	const other = await context.newPage();
	await openApp(other, '/sources');
	await expect(card(page, 'Kept in the backup')).toBeVisible();
	await expect(other.getByTestId('inbox-item').filter({ hasText: 'Inbox posting' })).toBeVisible();

	expect((await api(page, 'DELETE', '/data')).status).toBe(204);
	await expect(page.getByTestId('apps-empty')).toBeVisible();
	await expect(other.getByTestId('inbox-item')).toHaveCount(0);

	const restored = await page.evaluate((text) => (globalThis as any).__rumo.api.data.restore({ query: { mode: 'replace' }, body: new Blob([text], { type: 'application/json' }) }), text);
	expect(restored.restored).toMatchObject({ trackerJobs: 1, inboxItems: 1 });
	await expect(card(page, 'Kept in the backup')).toBeVisible();
	await expect(other.getByTestId('inbox-item').filter({ hasText: 'Inbox posting' })).toBeVisible();
	// The other tab's own engine reads the restored data too (its caches were moved past).
	expect(await total(other)).toBe(1);
});

test('a corrupted storage is shown at start, what can be read is exported, and a reset recovers', async ({ page }) => {
	await openApp(page, '/settings');
	await createJob(page, { title: 'Before the damage', company: 'Harborline' });
	// Damage the database as a broken write or another program would: a record that is not an application.
	await page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const request = indexedDB.open('rumo');
				request.onsuccess = () => {
					const tx = request.result.transaction('trackerJobs', 'readwrite');
					tx.objectStore('trackerJobs').put({ id: '~broken', title: 42 });
					tx.oncomplete = () => (request.result.close(), resolve());
					tx.onerror = () => reject(tx.error);
				};
				request.onerror = () => reject(request.error);
			})
	);
	await page.reload();
	const state = page.getByTestId('storage-state');
	await expect(state).toHaveAttribute('data-state', 'corrupted');
	await expect(state).toContainText('Storage corrupted');
	await state.getByText('What was found').click();
	await expect(state).toContainText('trackerJobs');

	const download = page.waitForEvent('download');
	await state.getByTestId('storage-export').click();
	const saved = join(dir, 'readable.json');
	await (await download).saveAs(saved);
	expect(readFileSync(saved, 'utf8')).toContain('Before the damage');

	await state.getByTestId('storage-reset').click();
	const dialog = page.getByTestId('clear-dialog');
	await dialog.getByTestId('clear-word').fill('DELETE');
	await dialog.getByTestId('clear-confirm').click();
	await expect(state).toBeHidden();
	await expect(page.getByTestId('storage-note')).toContainText('Storage is working again.');
	expect(await total(page)).toBe(0);
	expect((await api(page, 'GET', '/health')).data.storage).toMatchObject({ ok: true });
});

test('a storage that cannot be opened says so on every screen, and a reset starts afresh', async ({ page }) => {
	await openApp(page, '/?rumo-simulate=storage-not-started');
	const state = page.getByTestId('storage-state');
	await expect(state).toHaveAttribute('data-state', 'not_started');
	await expect(state).toContainText('Storage not started');
	await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
	await expect(page.getByTestId('metrics-state')).toHaveAttribute('data-state', 'not_started');
	await expect(page.getByTestId('metrics-state')).toContainText('Storage not started');

	await state.getByTestId('storage-reset').click();
	const dialog = page.getByTestId('clear-dialog');
	await dialog.getByTestId('clear-word').fill('delete');
	await dialog.getByTestId('clear-confirm').click();
	await page.waitForURL((url) => !url.search.includes('rumo-simulate'));
	await expect(page.getByTestId('storage-state')).toBeHidden();
	await createJob(page, { title: 'A fresh start', company: 'Rumo' });
	expect(await total(page)).toBe(1);
});

test('a tab blocked by an older one says to close it, and carries on once it is closed', async ({ page, context }) => {
	// An old version of Rumo in another tab: the database at version 1, held open, deaf to "please close".
	const old = await context.newPage();
	await old.goto('/manifest.webmanifest');
	await old.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const request = indexedDB.open('rumo', 10);
				request.onupgradeneeded = () => {
					request.result.createObjectStore('trackerJobs', { keyPath: 'id' });
					request.result.createObjectStore('meta', { keyPath: 'key' });
				};
				request.onsuccess = () => ((globalThis as any).oldTab = request.result, resolve());
				request.onerror = () => reject(request.error);
			})
	);
	await openApp(page, '/');
	const state = page.getByTestId('storage-state');
	await expect(state).toHaveAttribute('data-state', 'blocked');
	await expect(state).toContainText('Close the other Rumo tabs');
	await old.close();
	await expect(state).toBeHidden({ timeout: 15_000 });
	await expect(page.getByTestId('storage-note')).toContainText('Storage is working again.');
	await createJob(page, { title: 'After the upgrade', company: 'Rumo' });
});

test('leaving the page while a write is pending asks first; once saved it does not', async ({ page }) => {
	await openApp(page, '/applications');
	const [whilePending, afterwards] = await page.evaluate(async () => {
		const leave = () => {
			const event = new Event('beforeunload', { cancelable: true });
			window.dispatchEvent(event);
			return event.defaultPrevented;
		};
		const write = (globalThis as any).__rumo.api.tracker.create({ body: { title: 'Saved before leaving' } });
		const pending = leave();
		await write;
		return [pending, leave()];
	});
	expect(whilePending).toBe(true);
	expect(afterwards).toBe(false);
	await expect(card(page, 'Saved before leaving')).toBeVisible();
});

test('keeping the data is asked for and its answer explained, and the reminder shows when due', async ({ page }) => {
	await openApp(page, '/settings');
	for (let i = 0; i < 21; i++) await createJob(page, { title: `Job ${i}`, company: 'Acme' });
	await page.reload();
	await expect(page.getByTestId('backup-reminder')).toContainText('21 records are kept only in this browser, and there is no backup yet.');
	const persist = page.getByTestId('persist');
	if (await persist.isVisible()) {
		await persist.click();
		await expect(page.getByTestId('persist-result')).toContainText(/the browser will keep Rumo’s data|The browser said no for now/);
	}
	await exportBackup(page);
	await expect(page.getByTestId('backup-reminder')).toBeHidden();
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('the storage card, the typed word and a refusal speak Portuguese', async ({ page }) => {
		await openApp(page, '/settings');
		const card = page.getByTestId('storage');
		await expect(card).toContainText('Armazenamento neste aparelho');
		await expect(card.getByRole('button', { name: 'Exportar backup' })).toBeVisible();
		await expect(card.getByRole('button', { name: 'Restaurar backup' })).toBeVisible();
		await createJob(page, { title: 'Enfermeira', company: 'Clínica' });
		const tampered = join(dir, 'adulterado.json');
		writeFileSync(tampered, (await backupText(page)).replace('"Enfermeira"', '"Enfermeiro"'));
		await page.getByTestId('restore-file').setInputFiles(tampered);
		const dialog = page.getByRole('dialog', { name: 'Restaurar um backup' });
		await dialog.getByRole('button', { name: 'Substituir tudo' }).click();
		await expect(page.getByTestId('restore-refused')).toContainText('a soma de verificação não bate com o conteúdo. Nada foi alterado.');

		await card.getByRole('button', { name: 'Apagar todos os dados' }).click();
		const clear = page.getByTestId('clear-dialog');
		await expect(clear).toContainText('Digite APAGAR para confirmar');
		await clear.getByTestId('clear-word').fill('DELETE');
		await expect(clear.getByTestId('clear-confirm')).toBeDisabled();
		await clear.getByTestId('clear-word').fill('APAGAR');
		await clear.getByTestId('clear-confirm').click();
		await expect(page.getByTestId('clear-done')).toContainText('Todos os dados foram apagados.');
	});
});

for (const width of [1280, 360]) {
	test(`Settings → Storage has no serious accessibility problem at ${width} px, dialogs included`, async ({ page }) => {
		await page.setViewportSize({ width, height: 900 });
		await openApp(page, '/settings');
		for (let i = 0; i < 21; i++) await createJob(page, { title: `Job ${i}`, company: 'Acme' });
		await page.reload();
		await expect(page.getByTestId('backup-reminder')).toBeVisible();
		const serious = async () =>
			(await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
		expect(await serious()).toEqual([]);
		await page.getByTestId('clear-data').click();
		await expect(page.getByTestId('clear-dialog')).toBeVisible();
		expect(await serious()).toEqual([]);
		await page.keyboard.press('Escape');
		const path = join(dir, `a11y-${width}.json`);
		writeFileSync(path, await backupText(page));
		await page.getByTestId('restore-file').setInputFiles(path);
		await expect(page.getByTestId('restore-dialog')).toBeVisible();
		expect(await serious()).toEqual([]);
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
		expect(overflow).toBeLessThanOrEqual(0);
	});
}
