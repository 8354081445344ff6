import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './static-server.mjs';

/**
 * The demo build on a plain static host: files as they are and 404.html for any other path, no
 * rewrite rules. build-demo/ is served at the site root, build-demo-rumo/ (BASE_PATH=/rumo) under
 * /rumo/ as a code host's project pages would; both come from `npm run test:e2e`'s builds.
 */
const SITES = [
	{ name: 'at the root', root: 'build-demo', base: '', notFoundPage: true },
	{ name: 'under /rumo/', root: 'build-demo-rumo', base: '/rumo', notFoundPage: true },
	// Issue 27: python3 -m http.server knows no fallback page: every screen is a file of its own.
	{ name: 'on a server with no 404 page', root: 'build-demo', base: '', notFoundPage: false }
].map((site) => ({ ...site, root: fileURLToPath(new URL(`../../${site.root}`, import.meta.url)) }));

/** Every screen, by its path below the site's root, and its main heading in English. */
const SCREENS = [
	{ path: '', heading: 'Know where you stand before you apply.' },
	{ path: 'dashboard', heading: 'Dashboard' },
	{ path: 'resume', heading: 'Your resume' },
	{ path: 'job', heading: 'A job, and how you fit' },
	{ path: 'analysis', heading: 'Compatibility analysis' },
	{ path: 'ats', heading: 'ATS review' },
	{ path: 'tailor', heading: 'Resume tailor' },
	{ path: 'profile', heading: 'Professional profile' },
	{ path: 'applications', heading: 'Applications' },
	{ path: 'settings', heading: 'Settings' },
	{ path: 'privacy', heading: 'Privacy and where your data lives' }
] as const;

const BANNER = 'Demo — fictitious data. Nothing you do here is saved.';

/** Collects console errors, page errors and failed responses: a demo on a plain host has none. */
function watchProblems(page: Page) {
	const problems: string[] = [];
	page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
	page.on('console', (message) => {
		if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
	});
	page.on('response', (response) => {
		if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
	});
	return { problems };
}

/** The app may drop the root's trailing slash under a base path ('/rumo/' → '/rumo'). */
const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');

async function expectScreen(page: Page, heading: string) {
	await expect(page.getByTestId('demo-banner')).toHaveText(BANNER);
	await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

for (const site of SITES) {
	test.describe(`the static demo ${site.name}`, () => {
		let server: Awaited<ReturnType<typeof serveStatic>>;
		test.beforeAll(async () => {
			server = await serveStatic({ root: site.root, base: site.base, notFoundPage: site.notFoundPage });
		});
		test.afterAll(async () => {
			await server?.close();
		});

		test('opens every screen by deep link', async ({ page }) => {
			const watch = watchProblems(page);
			for (const screen of SCREENS) {
				const url = server.url + screen.path;
				// Every screen is a file of its own (<screen>/index.html, after the host's redirect that adds the slash).
				const response = await page.goto(url);
				expect(response?.status(), url).toBe(200);
				await expectScreen(page, screen.heading);
				expect(pathOf(page.url()), url).toBe(pathOf(url));
				// A reload on the screen works the same.
				expect((await page.reload())?.status(), url).toBe(200);
				await expectScreen(page, screen.heading);
			}
			// An analysis by its own link: the seeded core answers it (ids come from the seed, so read one first).
			await page.goto(server.url + 'analysis');
			const href = await page.getByTestId('recent-analyses').getByRole('link').first().getAttribute('href');
			expect(href).toMatch(/analysis\?id=/);
			const deep = new URL(href!, server.url).toString();
			await page.goto(deep);
			await expectScreen(page, 'Compatibility analysis');
			await expect(page.getByTestId('match-result')).toBeVisible();
			expect(watch.problems).toEqual([]);
		});

		test('reaches every screen through its links without reloading', async ({ page }) => {
			const watch = watchProblems(page);
			await page.goto(server.url);
			await expectScreen(page, SCREENS[0].heading);
			// Set once: a full page load on any click would lose it.
			await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
			const header = page.getByRole('navigation', { name: 'Main' });
			const parts = page.getByRole('navigation', { name: 'Parts of this analysis' });
			const steps = [
				{ link: page.getByRole('link', { name: 'Open the dashboard' }), screen: 'dashboard' },
				{ link: header.getByRole('link', { name: 'Resume', exact: true }), screen: 'resume' },
				{ link: header.getByRole('link', { name: 'Job', exact: true }), screen: 'job' },
				{ link: header.getByRole('link', { name: 'Analyses', exact: true }), screen: 'analysis' },
				{ link: page.getByTestId('recent-analyses').getByRole('link').first(), screen: 'analysis' },
				{ link: parts.getByRole('link', { name: 'ATS review' }), screen: 'ats' },
				{ link: parts.getByRole('link', { name: 'Resume tailor' }), screen: 'tailor' },
				{ link: header.getByRole('link', { name: 'Profile', exact: true }), screen: 'profile' },
				{ link: header.getByRole('link', { name: 'Applications', exact: true }), screen: 'applications' },
				{ link: header.getByRole('link', { name: 'Settings', exact: true }), screen: 'settings' },
				{ link: page.getByRole('link', { name: 'How Rumo keeps it there' }), screen: 'privacy' },
				{ link: page.getByRole('link', { name: 'Rumo', exact: true }).first(), screen: '' }
			];
			for (const { link, screen } of steps) {
				await link.click();
				await expect.poll(() => pathOf(page.url())).toBe(pathOf(server.url + screen));
				await expectScreen(page, SCREENS.find((s) => s.path === screen)!.heading);
			}
			expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
			expect(watch.problems).toEqual([]);
		});
	});
}
