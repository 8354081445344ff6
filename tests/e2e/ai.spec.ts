import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openApp } from './helpers';

const KEY = `sk-e2e-${Date.now()}-NEVER-IN-THE-BROWSER`;

/** An OpenAI-compatible provider on loopback that accepts only KEY. */
async function fakeProvider(): Promise<{ server: Server; baseUrl: string }> {
	const server = createServer((req, res) => {
		const ok = req.headers.authorization === `Bearer ${KEY}`;
		res.setHeader('content-type', 'application/json');
		if (!ok) {
			res.statusCode = 401;
			res.end(JSON.stringify({ error: { message: 'invalid api key' } }));
			return;
		}
		if (req.url?.endsWith('/models')) res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
		else res.end(JSON.stringify({ model: 'fake-model', choices: [{ message: { role: 'assistant', content: 'pong' } }] }));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
}

test('the key goes to the relay only: saved, tested, shown as configured, and found nowhere in the browser', async ({ page }) => {
	const { server, baseUrl } = await fakeProvider();
	try {
		await openApp(page, '/settings');
		const panel = page.getByTestId('ai-settings');
		await expect(panel.getByTestId('ai-state')).toHaveAttribute('data-state', 'disabled');

		await panel.getByLabel('Provider').selectOption('openai-compatible');
		await expect(panel.getByTestId('ai-privacy')).toContainText('privacy is then no longer absolute');
		await panel.getByLabel('Server address').fill(baseUrl);
		await panel.getByLabel('Model').fill('fake-model');
		await panel.getByLabel('API key').fill('sk-wrong');
		await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
		await panel.getByRole('checkbox').check();
		await panel.getByRole('button', { name: 'Save' }).click();
		await expect(page.getByTestId('toast')).toContainText('AI settings saved.');

		await panel.getByRole('button', { name: 'Test the connection' }).click();
		await expect(panel.getByTestId('ai-state')).toHaveAttribute('data-state', 'invalid_key');

		await panel.getByLabel('API key').fill(KEY);
		await panel.getByRole('button', { name: 'Save' }).click();
		await expect(panel.getByLabel('API key')).toHaveValue('');
		await panel.getByRole('button', { name: 'Test the connection' }).click();
		await expect(page.getByTestId('toast').last()).toContainText('The provider answered in');
		await expect(panel.getByTestId('ai-state')).toHaveAttribute('data-state', 'configured');

		const settings = await page.evaluate(async () => (await fetch('/api/v1/settings/ai')).json());
		expect(settings).toMatchObject({ enabled: true, provider: 'openai-compatible', hasKey: true, consent: true });

		// Every store the browser has: the key must be in none of them.
		const everything = await page.evaluate(async () => {
			const dump: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
			for (const info of await indexedDB.databases()) {
				const db = await new Promise<IDBDatabase>((resolve, reject) => {
					const open = indexedDB.open(info.name!);
					open.onsuccess = () => resolve(open.result);
					open.onerror = () => reject(open.error);
				});
				for (const name of Array.from(db.objectStoreNames)) {
					const rows = await new Promise<unknown[]>((resolve) => {
						const request = db.transaction(name).objectStore(name).getAll();
						request.onsuccess = () => resolve(request.result);
					});
					dump.push(JSON.stringify(rows));
				}
				db.close();
			}
			for (const key of await caches.keys()) {
				const cache = await caches.open(key);
				for (const request of await cache.keys()) if (request.url.includes('/api/')) dump.push(request.url);
			}
			return dump.join('\n');
		});
		expect(everything.length).toBeGreaterThan(100);
		expect(everything).not.toContain(KEY);

		await panel.getByRole('button', { name: 'Remove' }).click();
		await expect(panel.getByTestId('ai-state')).toHaveAttribute('data-state', 'disabled');
		expect(await page.evaluate(async () => (await fetch('/api/v1/settings/ai')).json())).toMatchObject({ provider: 'none', hasKey: false, consent: false });
	} finally {
		server.close();
	}
});

// Issue 27: a local AI server that is not running said "Provider limit or error".
test('a local AI server that is not running is said to be not reachable, with what to do', async ({ page }) => {
	// A port that was just free: nothing listens there.
	const probe = createServer();
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
	const port = (probe.address() as AddressInfo).port;
	await new Promise((resolve) => probe.close(resolve));

	await openApp(page, '/settings');
	const panel = page.getByTestId('ai-settings');
	await panel.getByLabel('Provider').selectOption('local');
	await panel.getByLabel('Server address').fill(`http://127.0.0.1:${port}/v1`);
	await panel.getByLabel('Model').fill('llama3.2');
	const consent = panel.getByRole('checkbox');
	if (await consent.count()) await consent.check();
	await panel.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByTestId('toast')).toContainText('AI settings saved.');
	await panel.getByRole('button', { name: 'Test the connection' }).click();
	await expect(panel.getByTestId('ai-state')).toContainText('Not reachable — is it running?');
	await expect(panel.getByTestId('ai-state')).toContainText('Start Ollama or LM Studio');
	await expect(panel.getByTestId('ai-state')).not.toContainText('limit');
});
