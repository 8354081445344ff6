import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';

// Issue 27, speed on a phone: the header chose between the row of links and the Menu button by
// measuring itself while the page first rendered, a forced layout inside the first long task. On a
// phone the media query decides alone; a wide screen measures after the browser's own layout.

/** Counts the sizes read from inside the header (getBoundingClientRect, getComputedStyle), from the first script on. */
async function countHeaderReads(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { __headerReads: number };
		w.__headerReads = 0;
		const inHeader = (node: unknown) => node instanceof Element && !!node.closest('header.site-header');
		const rect = Element.prototype.getBoundingClientRect;
		Element.prototype.getBoundingClientRect = function (this: Element) {
			if (inHeader(this)) w.__headerReads++;
			return rect.call(this);
		};
		const style = window.getComputedStyle;
		window.getComputedStyle = function (element: Element, pseudo?: string | null) {
			if (inHeader(element)) w.__headerReads++;
			return style.call(window, element, pseudo);
		};
	});
}

const headerReads = (page: Page) => page.evaluate(() => (window as unknown as { __headerReads: number }).__headerReads);

async function expectOneRow(page: Page, width: number, label: string) {
	await page.setViewportSize({ width, height: 800 });
	const header = page.locator('header.site-header');
	await expect.poll(async () => (await header.boundingBox())!.height, { message: `${label} at ${width} px` }).toBeLessThan(70);
	// The header may settle on compact or not a frame after its height does (it measures after the browser's layout):
	// the Menu button shows exactly when the header is compact, read together, once it has settled.
	const menu = page.getByTestId('menu-button');
	const agrees = async () => ((await header.getAttribute('data-compact')) === 'true' || width <= 900) === (await menu.isVisible());
	await expect.poll(agrees, { message: `${label} at ${width} px: the Menu button shows exactly when the header is compact` }).toBe(true);
}

test.describe('on a phone', () => {
	test.use({ viewport: { width: 412, height: 823 }, locale: 'pt-BR' });

	test('the header measures nothing, and measures once the window is wide: one row in either language', async ({ page }) => {
		await countHeaderReads(page);
		await openApp(page, '/dashboard');
		await expect(page.getByTestId('menu-button')).toBeVisible();
		expect(await headerReads(page)).toBe(0);

		// Widened from the phone's width: the row is measured now, in Portuguese and then in English.
		for (const width of [1024, 1280, 1440]) await expectOneRow(page, width, 'pt-BR');
		expect(await headerReads(page)).toBeGreaterThan(0);
		await page.getByRole('button', { name: 'Switch to English' }).click();
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		for (const width of [1440, 1280, 1024, 960, 412]) await expectOneRow(page, width, 'en');
	});
});
