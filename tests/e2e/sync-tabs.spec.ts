import { expect, test, type Page } from '@playwright/test';
import { startSyncServer } from '../../scripts/sync-server.mjs';
import { api, createJob, openApp, syncSettled as settled } from './helpers';

/**
 * Sync with two tabs of one browser (issue 32): one tab's core runs the engine (a Web Lock); the other
 * tab's writes go out through it; when that tab closes, the other — opened before sync was set up —
 * takes over, and its writes still reach the other device. In real Chromium, through the service worker.
 */

const PASSPHRASE = 'dois irmãos e uma bicicleta 77';

let server: Awaited<ReturnType<typeof startSyncServer>>;
test.beforeEach(async () => {
	server = await startSyncServer();
});
test.afterEach(async () => {
	await server.close();
});


const titles = async (page: Page) => ((await api(page, 'GET', '/tracker/jobs')).data.items as { title: string }[]).map((job) => job.title).sort();

test('a second tab’s writes go out through the first, and it takes over sync when the first closes', async ({ browser }) => {
	const laptop = await browser.newContext();
	const first = await laptop.newPage();
	await openApp(first, '/applications');
	// Opened before sync is set up: its core has nothing to resume at its start.
	const second = await laptop.newPage();
	await openApp(second, '/applications');
	const phone = await (await browser.newContext()).newPage();
	await openApp(phone, '/applications');

	const address = `${server.url}/rumo`;
	for (const page of [first, phone]) {
		expect((await api(page, 'PUT', '/settings/consents/sync', { granted: true })).status).toBe(200);
		expect((await api(page, 'PUT', '/sync', { server: address, passphrase: PASSPHRASE })).status).toBe(200);
		await settled(page);
	}
	// The second tab sees the same device's sync (one database), running in the first tab's core.
	expect((await api(second, 'GET', '/sync')).data.state).not.toBe('off');

	await createJob(second, { title: 'Técnica de enfermagem', company: 'UPA Norte', status: 'saved' });
	await expect.poll(() => titles(phone), { timeout: 20_000 }).toEqual(['Técnica de enfermagem']);

	await first.close();
	await createJob(second, { title: 'Enfermeira do trabalho', company: 'Metalúrgica Sul', status: 'saved' });
	await expect.poll(() => titles(phone), { timeout: 30_000 }).toEqual(['Enfermeira do trabalho', 'Técnica de enfermagem']);
	await settled(second);

	// And back: the phone's change reaches the tab that took over.
	await createJob(phone, { title: 'Enfermeiro auditor', company: 'Operadora Vida', status: 'saved' });
	await expect.poll(() => titles(second), { timeout: 20_000 }).toEqual(['Enfermeira do trabalho', 'Enfermeiro auditor', 'Técnica de enfermagem']);
});
