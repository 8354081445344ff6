import { expect, test } from '@playwright/test';
import { waitControlled } from './helpers';

// Issue 27, speed on a phone: the first load is split over tasks — the header and an empty <main>
// first, the screen and the footer in the next task, the storage state and the watchers when the
// browser is idle — and the service worker is registered only after the first screen is drawn.
// What a person sees and does must not change.

test.use({ viewport: { width: 412, height: 823 } });

test('the service worker is registered after the first screen is drawn, and still takes control', async ({ page }) => {
	await page.addInitScript(() => {
		const w = window as unknown as { __registeredAt: { interactive: boolean; heading: boolean } | null };
		w.__registeredAt = null;
		const register = ServiceWorkerContainer.prototype.register;
		ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
			w.__registeredAt = { interactive: performance.getEntriesByName('rumo:interactive').length > 0, heading: !!document.querySelector('#main h1') };
			return register.apply(this, args);
		};
	});
	await page.goto('/dashboard');
	await waitControlled(page);
	expect(await page.evaluate(() => (window as unknown as { __registeredAt: unknown }).__registeredAt)).toEqual({ interactive: true, heading: true });
});

test('after the split first load: the skip link is the first stop and leads to the screen; the footer and the live regions are there', async ({ page }) => {
	await page.goto('/dashboard');
	await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
	await expect(page.locator('footer')).toContainText('Your data stays in this browser');
	await expect(page.getByTestId('saving')).toBeAttached(); // the storage state, mounted once idle
	await expect(page.getByTestId('dashboard-empty')).toBeVisible(); // the screen's data has arrived
	await page.keyboard.press('Tab');
	const skip = page.getByRole('link', { name: 'Skip to content' });
	await expect(skip).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page.locator('#main')).toBeFocused();
	await page.keyboard.press('Tab');
	// The next stop is inside the screen, not back in the header.
	expect(await page.evaluate(() => !!document.activeElement?.closest('#main'))).toBe(true);
});
