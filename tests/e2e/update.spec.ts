import { expect, test } from '@playwright/test';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startRelay } from '../../relay/main.mjs';
import { waitControlled } from './helpers';

const PORT = 4175;

test('a new version waits until the person chooses "Reload to update"', async ({ page }) => {
	// A copy of the build on its own server, so the test can publish a "new version" of it.
	const root = mkdtempSync(join(tmpdir(), 'rumo-update-'));
	cpSync(join(REPO_ROOT, 'build'), root, { recursive: true });
	const { server } = await startRelay({ port: PORT, root, relayEnabled: true });
	try {
		await page.goto(`http://127.0.0.1:${PORT}/applications`);
		await waitControlled(page);
		const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
		await page.evaluate(() => fetch('/api/v1/tracker/jobs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Kept across the update' }) }));

		appendFileSync(join(root, 'service-worker.js'), '\n// a new release\n');
		await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

		const banner = page.getByRole('button', { name: 'Reload to update' });
		await expect(banner).toBeVisible();
		// Nothing was swapped behind the person's back: the old worker still controls the page.
		expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
		expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

		await Promise.all([page.waitForEvent('framenavigated'), banner.click()]);
		await waitControlled(page);
		await expect(page.getByTestId('job-card').filter({ hasText: 'Kept across the update' })).toBeVisible();
		expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
		await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
	} finally {
		server.close();
		rmSync(root, { recursive: true, force: true });
	}
});
