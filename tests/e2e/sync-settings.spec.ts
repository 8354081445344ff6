import { expect, test, type Locator, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSyncServer } from '../../scripts/sync-server.mjs';
import { expectNoSeriousViolations } from './axe';
import { api, createJob, openApp } from './helpers';

/**
 * Settings → Devices (issue 32) in real Chromium, through the service worker: the off state in both
 * languages, the "I understand" gate, the form's own checks, the `sync` consent recorded on submit,
 * an unreachable server, 360 px and axe; then a real CouchDB-compatible server (PouchDB on
 * loopback): sync on, the QR code carrying only the address, a second device with another
 * passphrase refused, and stopping.
 */

const PASSPHRASE = 'correct horse battery staple';

/** A port nothing listens on: taken from the system, then freed. */
async function unusedPort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	await new Promise<void>((resolve) => server.close(() => resolve()));
	return port;
}

const devices = (page: Page) => page.getByTestId('devices');

async function fillForm(section: Locator, { server, passphrase, confirm = passphrase }: { server: string; passphrase: string; confirm?: string }) {
	await section.getByLabel('Server address', { exact: true }).fill(server);
	await section.getByLabel('Passphrase', { exact: true }).fill(passphrase);
	await section.getByLabel('Type the passphrase again').fill(confirm);
}

async function syncConsent(page: Page): Promise<boolean> {
	const consents = await api(page, 'GET', '/settings/consents');
	return consents.data.items.find((c: { integration: string }) => c.integration === 'sync')?.granted ?? false;
}

test.describe('Settings → Devices, sync off', () => {
	test('explains sync and asks for a server, a passphrase and the kinds of data, all ticked', async ({ page }) => {
		await openApp(page, '/settings');
		const section = devices(page);
		await expect(section.getByRole('heading', { name: 'Devices' })).toBeVisible();
		const off = section.getByTestId('sync-off');
		await expect(off).toContainText('same data on your phone and your laptop');
		await expect(off).toContainText('only ciphertext');
		await expect(off).toContainText('The AI key and the browser companion token never sync');
		await expect(section.getByTestId('sync-loss')).toContainText('nobody can read the copy on the server');
		await expect(section.getByLabel('Server address', { exact: true })).toHaveAttribute('placeholder', 'https://user:password@couch.example.org/rumo');
		const kinds = section.getByRole('group', { name: 'What syncs' }).getByRole('checkbox');
		await expect(kinds).toHaveCount(9);
		for (const box of await kinds.all()) await expect(box).toBeChecked();
		await expect(section.getByRole('checkbox', { name: 'Public exams' })).toBeChecked();
		expect(await syncConsent(page)).toBe(false);
	});

	test('the "I understand" box and the form checks come before anything is sent', async ({ page }) => {
		await openApp(page, '/settings');
		const section = devices(page);
		const submit = section.getByRole('button', { name: 'Turn on sync' });

		await submit.click();
		const understood = section.getByRole('checkbox', { name: /I understand/ });
		await expect(understood).toBeFocused();
		await expect(understood).toHaveAttribute('aria-invalid', 'true');
		await expect(section.getByText('Tick “I understand” to go on.')).toBeVisible();

		await understood.check();
		await fillForm(section, { server: 'couch.example.org/rumo', passphrase: 'short', confirm: 'short' });
		await submit.click();
		await expect(section.getByLabel('Server address', { exact: true })).toBeFocused();
		await expect(section.getByText('Give the whole address, starting with http:// or https://')).toBeVisible();
		await expect(section.getByText('Use a passphrase of at least 10 characters')).toBeVisible();

		await fillForm(section, { server: 'http://127.0.0.1:9/rumo', passphrase: PASSPHRASE, confirm: `${PASSPHRASE}!` });
		await submit.click();
		await expect(section.getByLabel('Type the passphrase again')).toBeFocused();
		await expect(section.getByText('The two passphrases are different.')).toBeVisible();
		await expect(section.getByLabel('Passphrase', { exact: true })).toHaveAttribute('type', 'password');
		await section.getByRole('checkbox', { name: 'Show the passphrase' }).check();
		await expect(section.getByLabel('Passphrase', { exact: true })).toHaveAttribute('type', 'text');

		await section.getByLabel('Type the passphrase again').fill(PASSPHRASE);
		for (const box of await section.getByRole('group', { name: 'What syncs' }).getByRole('checkbox').all()) await box.uncheck();
		await submit.click();
		await expect(section.getByText('Choose at least one kind of data to sync.')).toBeVisible();

		// Nothing was sent: no permission was recorded, sync is still off.
		expect(await syncConsent(page)).toBe(false);
		expect((await api(page, 'GET', '/sync')).data.state).toBe('off');
	});

	test('an unreachable server: the permission is recorded, and the sentence says what to check', async ({ page }) => {
		const port = await unusedPort();
		await openApp(page, '/settings');
		const section = devices(page);
		await section.getByRole('checkbox', { name: /I understand/ }).check();
		await fillForm(section, { server: `http://127.0.0.1:${port}/rumo`, passphrase: PASSPHRASE });
		await section.getByRole('button', { name: 'Turn on sync' }).click();
		const failure = section.getByTestId('sync-start-error');
		await expect(failure).toContainText('Rumo could not reach the server', { timeout: 30_000 });
		await expect(failure).toContainText('CORS');
		await expect(failure).toContainText('docs/sync.md');
		expect(await syncConsent(page)).toBe(true);
		expect((await api(page, 'GET', '/sync')).data.state).toBe('off');
	});

	test.describe('em português, a 360 px', () => {
		test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

		test('a seção Dispositivos cabe na tela, fala português e passa no axe', async ({ page }) => {
			await openApp(page, '/settings');
			const section = devices(page);
			await expect(section.getByRole('heading', { name: 'Dispositivos' })).toBeVisible();
			await expect(section.getByTestId('sync-loss')).toContainText('Se você perder a frase secreta');
			await expect(section.getByRole('group', { name: 'O que sincronizar' }).getByRole('checkbox', { name: 'Concursos públicos' })).toBeChecked();
			await section.getByRole('button', { name: 'Ativar a sincronização' }).focus();
			await page.keyboard.press('Enter');
			await expect(section.getByText('Marque “Entendi” para continuar.')).toBeVisible();

			// By keyboard only, from the box the refusal focused.
			const understood = section.getByRole('checkbox', { name: /Entendi/ });
			await expect(understood).toBeFocused();
			await page.keyboard.press('Space');
			await expect(understood).toBeChecked();
			await page.keyboard.press('Tab');
			await expect(section.getByLabel('Endereço do servidor')).toBeFocused();
			await page.keyboard.type('http://127.0.0.1:9/rumo');
			await page.keyboard.press('Tab');
			await expect(section.getByLabel('Frase secreta', { exact: true })).toBeFocused();
			await page.keyboard.type('curta');
			await page.keyboard.press('Enter');
			await expect(section.getByText('Use uma frase secreta de pelo menos 10 caracteres')).toBeVisible();
			await expect(section.getByLabel('Frase secreta', { exact: true })).toBeFocused();

			// Nothing reaches past the section's edge, and the section stays within the screen.
			const beyond = await section.evaluate((root) => {
				const edge = Math.min(root.getBoundingClientRect().right, document.documentElement.clientWidth);
				return [root, ...root.querySelectorAll('*')]
					.filter((element) => element.getBoundingClientRect().right > edge + 0.5)
					.map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} → ${Math.round(element.getBoundingClientRect().right)}`);
			});
			expect(beyond).toEqual([]);
			await expectNoSeriousViolations(page, '/settings Dispositivos (pt-BR, 360 px)', { include: '[data-testid="devices"]' });
		});
	});
});

test.describe('Settings → Devices with a CouchDB-compatible server', () => {
	let couch: Awaited<ReturnType<typeof startSyncServer>> & { db: string };
	test.beforeAll(async () => {
		const server = await startSyncServer();
		couch = Object.assign(server, { db: `${server.url}/rumo` });
		await fetch(couch.db, { method: 'PUT' });
	});
	test.afterAll(async () => {
		await couch.close();
	});

	test('on: up to date, the QR code has the address only, a restore waits for a choice, another passphrase is refused, stop keeps the server copy', async ({ page, browser }, testInfo) => {
		await openApp(page, '/settings');
		// Something to sync: an application.
		await createJob(page, { title: 'Staff nurse', company: 'Hospital Central' });
		const section = devices(page);
		await section.getByRole('checkbox', { name: /I understand/ }).check();
		await fillForm(section, { server: couch.db, passphrase: PASSPHRASE });
		await section.getByRole('button', { name: 'Turn on sync' }).click();

		const status = section.getByTestId('sync-status');
		await expect(status).toHaveAttribute('data-state', 'up_to_date', { timeout: 60_000 });
		await expect(status).toContainText('Up to date');
		await expect(status).toContainText('Last synced');
		await expect(section.getByTestId('sync-server')).toHaveText(couch.db);
		await expect(section.getByTestId('sync-tables')).toContainText('Public exams');
		expect(await syncConsent(page)).toBe(true);

		await section.getByRole('button', { name: 'Show the address as a QR code' }).click();
		await expect(section.getByTestId('sync-qr')).toBeVisible();
		await expect(section.getByTestId('sync-qr')).toHaveAttribute('aria-label', `QR code with the server address ${couch.db}`);
		await expect(section.getByLabel('Server address', { exact: true })).toHaveValue(couch.db);
		await expect(section.getByTestId('sync-add-passphrase')).toContainText('never your passphrase');
		expect(await section.innerHTML()).not.toContain(PASSPHRASE);
		await expectNoSeriousViolations(page, '/settings Devices, sync on, QR code open', { include: '[data-testid="devices"]' });

		await section.getByRole('button', { name: 'Sync now' }).click();
		await expect(status).toHaveAttribute('data-state', 'up_to_date', { timeout: 30_000 });

		// A backup restored here while syncing is not sent until the person chooses.
		const restored = await page.evaluate(async () => {
			const backup = await (await fetch('/api/v1/backup')).text();
			return (await fetch('/api/v1/backup?mode=merge', { method: 'POST', body: backup, headers: { 'content-type': 'application/json' } })).status;
		});
		expect(restored).toBe(200);
		const choice = section.getByTestId('sync-restored');
		await expect(choice).toContainText('Nothing from it was sent', { timeout: 15_000 });
		await choice.getByRole('button', { name: 'Keep it on this device only' }).click();
		await expect(choice).toBeHidden();
		expect((await api(page, 'GET', '/sync')).data.restoredAt).toBeNull();

		// A second device (its own storage) with another passphrase: refused, at the passphrase.
		const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
		try {
			const second = await other.newPage();
			await openApp(second, '/settings');
			const there = devices(second);
			await there.getByRole('checkbox', { name: /I understand/ }).check();
			await fillForm(there, { server: couch.db, passphrase: 'a different passphrase' });
			await there.getByRole('button', { name: 'Turn on sync' }).click();
			await expect(there.getByText('This server’s copy was made with another passphrase. Type the passphrase you set on your other device.')).toBeVisible({
				timeout: 30_000
			});
			await expect(there.getByLabel('Passphrase', { exact: true })).toHaveAttribute('aria-invalid', 'true');
		} finally {
			await other.close();
		}

		await section.getByRole('button', { name: 'Stop syncing on this device' }).click();
		const dialog = page.getByTestId('sync-stop-dialog');
		await expect(dialog).toContainText('so does the server’s copy');
		await dialog.getByRole('button', { name: 'Stop syncing' }).click();
		await expect(section.getByTestId('sync-off')).toBeVisible();
		// The server's copy stays, and holds no plaintext of what was synced.
		const stored = await couch.docs('rumo');
		expect(stored.length).toBeGreaterThan(0);
		const remote = JSON.stringify(stored);
		expect(remote).not.toContain('Staff nurse');
		expect(remote).not.toContain('Hospital Central');
	});
});
