import { expect, test, type Browser, type Page } from '@playwright/test';
import { startSyncServer } from '../../scripts/sync-server.mjs';
import { api, createJob, openApp, syncSettled as settled } from './helpers';

/**
 * Two devices (two browser contexts, each its own storage) syncing through a CouchDB-compatible
 * server on loopback (issue 32), in real Chromium through the service worker: a change on one is seen
 * on the other; both change the same application apart and the histories join; a deletion follows;
 * the server holds no plaintext; a wrong passphrase reads nothing; a server gone mid-sync loses nothing.
 */

const PASSPHRASE = 'um pé de laranja lima 1968';
type Server = Awaited<ReturnType<typeof startSyncServer>>;

async function device(browser: Browser): Promise<Page> {
	const context = await browser.newContext();
	const page = await context.newPage();
	await openApp(page, '/applications');
	return page;
}

async function turnOn(page: Page, address: string, passphrase = PASSPHRASE) {
	expect((await api(page, 'PUT', '/settings/consents/sync', { granted: true })).status).toBe(200);
	return api(page, 'PUT', '/sync', { server: address, passphrase });
}


let server: Server;
test.beforeEach(async () => {
	server = await startSyncServer();
});
test.afterEach(async () => {
	await server.close();
});

test('an application written on one device shows on the other, and the server holds only ciphertext', async ({ browser }) => {
	const laptop = await device(browser);
	const phone = await device(browser);
	const address = `${server.url}/rumo`;
	const job = await createJob(laptop, { title: 'Enfermeira obstétrica', company: 'Hospital Santa Catarina', status: 'saved', notes: 'ana.souza@example.com' });
	expect((await turnOn(laptop, address)).status).toBe(200);
	await settled(laptop);
	expect((await turnOn(phone, address)).status).toBe(200);
	await settled(phone);

	// The phone's board shows the card, without a reload (the core tells the screen).
	await expect(phone.getByText('Enfermeira obstétrica').first()).toBeVisible({ timeout: 15_000 });

	// One change reaches the other device while both are online.
	const moved = await api(phone, 'PATCH', `/tracker/jobs/${job.id}`, { version: (await api(phone, 'GET', `/tracker/jobs/${job.id}`)).data.version, status: 'applied' });
	expect(moved.status).toBe(200);
	await expect.poll(async () => (await api(laptop, 'GET', `/tracker/jobs/${job.id}`)).data.status, { timeout: 10_000 }).toBe('applied');

	const stored = JSON.stringify(await server.docs('rumo'));
	expect(stored.length).toBeGreaterThan(200);
	for (const plain of ['Enfermeira', 'Santa Catarina', 'ana.souza', job.id, 'trackerJobs', 'applied']) expect(stored).not.toContain(plain);

	// A deletion follows.
	expect((await api(laptop, 'DELETE', `/tracker/jobs/${job.id}`)).status).toBe(204);
	await expect.poll(async () => (await api(phone, 'GET', `/tracker/jobs/${job.id}`)).status, { timeout: 10_000 }).toBe(404);
});

test('both devices change the same application while the server is gone; back online, the histories join', async ({ browser }) => {
	const laptop = await device(browser);
	const phone = await device(browser);
	const address = `${server.url}/rumo`;
	const job = await createJob(laptop, { title: 'Professor de história', company: 'Colégio Estadual', status: 'saved' });
	await turnOn(laptop, address);
	await settled(laptop);
	await turnOn(phone, address);
	await settled(phone);
	await expect.poll(async () => (await api(phone, 'GET', `/tracker/jobs/${job.id}`)).status, { timeout: 10_000 }).toBe(200);

	server.setDown(true);
	const onLaptop = (await api(laptop, 'GET', `/tracker/jobs/${job.id}`)).data;
	expect((await api(laptop, 'PATCH', `/tracker/jobs/${job.id}`, { version: onLaptop.version, status: 'applied' })).status).toBe(200);
	const onPhone = (await api(phone, 'GET', `/tracker/jobs/${job.id}`)).data;
	expect((await api(phone, 'PATCH', `/tracker/jobs/${job.id}`, { version: onPhone.version, notes: 'Entrevista na quinta' })).status).toBe(200);
	// Offline: the change waits, nothing is lost.
	await expect.poll(async () => (await api(laptop, 'GET', '/sync')).data.state, { timeout: 20_000 }).toMatch(/offline|syncing/);
	expect((await api(laptop, 'GET', '/sync')).data.pending).toBeGreaterThanOrEqual(0);

	server.setDown(false);
	await api(laptop, 'POST', '/sync/now');
	await api(phone, 'POST', '/sync/now');
	await expect
		.poll(
			async () => {
				const [a, b] = [(await api(laptop, 'GET', `/tracker/jobs/${job.id}`)).data, (await api(phone, 'GET', `/tracker/jobs/${job.id}`)).data];
				return [a.status, b.status, a.notes, b.notes, a.history.length === b.history.length].join('|');
			},
			{ timeout: 45_000 }
		)
		.toBe('applied|applied|Entrevista na quinta|Entrevista na quinta|true');
});

test('a second device with another passphrase reads nothing and changes nothing', async ({ browser }) => {
	const laptop = await device(browser);
	const address = `${server.url}/rumo`;
	await createJob(laptop, { title: 'Analista contábil', company: 'Escritório Lima', status: 'saved' });
	await turnOn(laptop, address);
	await settled(laptop);
	const before = JSON.stringify(await server.docs('rumo'));

	const stranger = await device(browser);
	const refused = await turnOn(stranger, address, 'not the same passphrase at all');
	expect(refused.status).toBe(422);
	expect(refused.data.code).toBe('wrong_passphrase');
	expect((await api(stranger, 'GET', '/sync')).data.state).toBe('off');
	expect((await api(stranger, 'GET', '/tracker/jobs')).data.items).toHaveLength(0);
	expect(JSON.stringify(await server.docs('rumo'))).toBe(before);
});
