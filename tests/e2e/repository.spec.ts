import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { routeCodeHosts, watchRelayFetch } from './code-host-routes';
import { CODE_HOST_PORT } from '../../playwright.config';
import { EXAMPLE_AWS_KEY, startCodeHostServer } from '../support/code-host-server.mjs';

// Tokens shaped like real ones (the scanner lets documentation examples pass): the page must never show them.
const NPM_TOKEN = 'npm_q8Zr3kT0vW9mB2xL7cN5pY1sD6fH4jG8aE0u';
const STRIPE_KEY = 'sk_live_51Hq8Zr3kT0vW9mB2xL7cN5pY1sD6';

let server: Awaited<ReturnType<typeof startCodeHostServer>>;

test.beforeAll(async () => {
	server = await startCodeHostServer({
		port: CODE_HOST_PORT,
		repos: {
			'bruno-lima/deploy-scripts': {
				files: {
					'README.md': '# deploy-scripts\n\nShips the app to AWS with Node.js.\n',
					'package.json': '{\n  "name": "deploy-scripts",\n  "dependencies": { "@aws-sdk/client-s3": "^3.600.0" }\n}\n',
					'.npmrc': `//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n`,
					'.env': `STRIPE_KEY=${STRIPE_KEY}\n`
				},
				meta: { description: 'Deploy scripts.', license: 'MIT' }
			}
		}
	});
});

test.afterAll(async () => {
	await server?.close();
});

/** What reached a code host straight from the browser (routed to the stand-in), this test. */
let direct: string[] = [];

test.beforeEach(async ({ context }) => {
	direct = await routeCodeHosts(context, (url) => server.local(url));
});

const allowCodeHost = (page: Page) => api(page, 'PUT', '/settings/consents/codehost', { granted: true });
const hostHits = () => [...server.hits.values()].reduce((sum, count) => sum + count, 0);

async function openRepository(page: Page) {
	await openApp(page, '/repository');
	await expect(page.locator('main h1')).toHaveText(/Repository analysis|Análise de repositório/);
}

async function analyse(page: Page, repo: string) {
	await page.getByTestId('repo-input').fill(repo);
	await page.getByTestId('repo-submit').click();
}

async function analysed(page: Page, title: string) {
	await expect(page.getByTestId('analysis-title')).toHaveText(title, { timeout: 30_000 });
	await expect(page.getByTestId('repo-running')).toHaveCount(0);
}

const evidence = (page: Page, skill: string) => page.locator(`[data-testid="evidence-item"][data-skill="${skill}"]`);
const scorecard = (page: Page, name: string) => page.locator(`[data-testid="scorecard"][data-name="${name}"]`);

test('the empty screen, reached from Profile, says what it does; the code host is asked only after the person allows it, from the screen', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await openApp(page, '/profile');
	// Twelve links do not fit the header at 1280 px: the screen is linked from Profile (and the narrow menu).
	await page.getByRole('link', { name: 'Analyse a repository' }).click();
	await expect(page).toHaveURL(/\/repository$/);
	await expect(page.locator('main h1')).toHaveText('Repository analysis');
	expect((await page.locator('header.site-header').boundingBox())!.height).toBeLessThan(72);
	const empty = page.getByTestId('repo-empty');
	await expect(empty).toContainText('Nothing analysed yet');
	await expect(empty).toContainText('No token is needed');
	await expect(empty).toContainText('asks your permission');

	const before = hostHits();
	await analyse(page, 'ana-souza/svelte-kanban');
	const consent = page.getByTestId('repo-consent');
	await expect(consent).toContainText('Allow Rumo to ask the code host?');
	await expect(consent).toContainText('No token and nothing about you is sent');
	expect(hostHits()).toBe(before);
	expect((await api(page, 'GET', '/codehost/repo/analyses')).data.total).toBe(0);

	await consent.getByRole('button', { name: 'Allow and analyse' }).click();
	await analysed(page, 'ana-souza/svelte-kanban');
	await expect(page.getByTestId('repo-consent')).toHaveCount(0);
	expect(hostHits()).toBeGreaterThan(before);
	const consents = (await api(page, 'GET', '/settings/consents')).data.items;
	expect(consents.find((c: { integration: string }) => c.integration === 'codehost').granted).toBe(true);
});

test('a GitHub repository by owner/name: languages with shares, files of note, evidence with file and line, risks and five scorecards with reasons', async ({ page }) => {
	await openRepository(page);
	await allowCodeHost(page);
	await analyse(page, 'ana-souza/svelte-kanban');
	await analysed(page, 'ana-souza/svelte-kanban');
	// The keyboard lands on the result.
	await expect(page.getByTestId('analysis-title')).toBeFocused();
	const result = page.getByTestId('analysis');
	await expect(result).toContainText('A small Kanban board in SvelteKit and TypeScript, offline-first.');
	await expect(page.getByTestId('analysis-visibility')).toHaveText('Public');
	await expect(result.getByRole('link', { name: 'Open on GitHub' })).toHaveAttribute('href', 'https://github.com/ana-souza/svelte-kanban');

	await expect(page.locator('[data-testid="language"][data-name="TypeScript"]')).toContainText('67%');
	await expect(page.locator('[data-testid="language"][data-name="Svelte"]')).toContainText('24%');
	await expect(page.locator('[data-testid="file"][data-kind="readme"]')).toContainText('README.md');
	await expect(page.locator('[data-testid="file"][data-kind="ci"]')).toContainText('.github/workflows/ci.yml');
	await expect(page.locator('[data-testid="file"][data-kind="tests"]')).toContainText('Tests');

	await expect(evidence(page, 'SvelteKit')).toContainText('package.json line 17');
	await expect(evidence(page, 'SvelteKit')).toContainText('dev dependency "@sveltejs/kit" ^2.8.0');
	await expect(evidence(page, 'GitHub Actions')).toContainText('.github/workflows/ci.yml');
	await expect(page.getByTestId('risks-none')).toHaveText('No risk found: no secret, no environment file, and the basics are there.');

	await expect(page.getByTestId('scorecard')).toHaveCount(5);
	await expect(scorecard(page, 'testing')).toHaveAttribute('data-score', '100');
	await expect(scorecard(page, 'testing')).toContainText('Testing');
	await expect(scorecard(page, 'testing').getByTestId('scorecard-reasons')).toContainText('Continuous integration runs the tests (.github/workflows/ci.yml).');
	await expect(scorecard(page, 'documentation').getByTestId('scorecard-reasons')).toContainText('Has a README (README.md).');
	await expect(scorecard(page, 'documentation').getByTestId('scorecard-reasons')).toContainText('0 of 15 points');
	await expect(scorecard(page, 'community').getByTestId('scorecard-reasons')).toContainText('Has a license (MIT).');

	// The past analyses list it, and it can be opened again and deleted.
	const row = page.locator('[data-testid="history-item"][data-name="ana-souza/svelte-kanban"]');
	await expect(row).toContainText('On screen');
	await page.getByRole('button', { name: 'Close', exact: true }).click();
	await expect(page.getByTestId('analysis')).toHaveCount(0);
	await row.getByTestId('history-open').click();
	await analysed(page, 'ana-souza/svelte-kanban');
	await row.getByTestId('history-delete').click();
	await page.getByTestId('history-delete-confirm').click();
	await expect(page.getByTestId('toast')).toContainText('Deleted the analysis of ana-souza/svelte-kanban.');
	await expect(page.getByTestId('history-item')).toHaveCount(0);
	await expect(page.getByTestId('analysis')).toHaveCount(0);
	await expect(page.locator('#history-heading')).toBeFocused();
});

test('a GitLab address is read from GitLab, with its own languages and evidence', async ({ page }) => {
	await openRepository(page);
	await allowCodeHost(page);
	await analyse(page, 'https://gitlab.com/ana-souza/pricing-model');
	await analysed(page, 'ana-souza/pricing-model');
	await expect(page.getByTestId('analysis')).toContainText('GitLab');
	await expect(page.locator('[data-testid="language"][data-name="Python"]')).toContainText('100%');
	await expect(evidence(page, 'FastAPI')).toContainText('pyproject.toml line 5');
	await expect(evidence(page, 'pytest')).toContainText('dev dependency "pytest" >=8');
	expect(server.hits.get('/gitlab/api/v4/projects/ana-souza%2Fpricing-model') ?? 0).toBeGreaterThan(0);
});

test('a GitHub repository is read straight from the browser, with the relay’s safe fetch unused', async ({ context, page }) => {
	// Every /relay/fetch fails, as on a static host without the relay: the direct requests are enough.
	const relayed = await watchRelayFetch(context, true);
	await openRepository(page);
	await allowCodeHost(page);
	const before = hostHits();
	await analyse(page, 'ana-souza/svelte-kanban');
	await analysed(page, 'ana-souza/svelte-kanban');
	await expect(evidence(page, 'SvelteKit')).toContainText('package.json line 17');
	expect(relayed).toEqual([]);
	expect(direct).toContain('https://api.github.com/repos/ana-souza/svelte-kanban');
	expect(direct.some((url) => url.startsWith('https://raw.githubusercontent.com/ana-souza/svelte-kanban/'))).toBe(true);
	expect(hostHits()).toBeGreaterThan(before);
});

test('when the browser may not ask GitHub directly, the relay’s safe fetch answers instead', async ({ context, page }) => {
	const relayed = await watchRelayFetch(context, false);
	// Refused as a host without CORS would be (a network error to the page), after the stand-in routes.
	for (const origin of ['https://api.github.com', 'https://raw.githubusercontent.com']) {
		await context.route(`${origin}/**`, (route) => {
			direct.push(route.request().url());
			return route.abort('accessdenied');
		});
	}
	await openRepository(page);
	await allowCodeHost(page);
	await analyse(page, 'ana-souza/pricing-model');
	await analysed(page, 'ana-souza/pricing-model');
	await expect(evidence(page, 'FastAPI')).toContainText('pyproject.toml line 5');
	expect(direct).toContain('https://api.github.com/repos/ana-souza/pricing-model');
	expect(relayed).toContain('https://api.github.com/repos/ana-souza/pricing-model');
	expect(relayed).toContain('https://api.github.com/repos/ana-souza/pricing-model/languages');
});

test('only when neither the browser nor the relay can reach the code host does the screen speak of the relay', async ({ context, page }) => {
	const relayed = await watchRelayFetch(context, true);
	await context.route('https://api.github.com/**', (route) => {
		direct.push(route.request().url());
		return route.abort('internetdisconnected');
	});
	await openRepository(page);
	await allowCodeHost(page);
	await analyse(page, 'ana-souza/svelte-kanban');
	await expect(page.getByTestId('repo-error')).toContainText('Rumo could not reach the code host from this browser, and the local helper that can ask for it is not running.');
	expect(direct).toEqual(['https://api.github.com/repos/ana-souza/svelte-kanban']);
	expect(relayed).toEqual(['https://api.github.com/repos/ana-souza/svelte-kanban']);
	expect((await api(page, 'GET', '/codehost/repo/analyses')).data.total).toBe(0);
});

test('a private or missing repository, a rate limit and a wrong address are each said in a sentence, and nothing is stored', async ({ page }) => {
	await openRepository(page);
	await allowCodeHost(page);

	await analyse(page, 'ana-souza/secret-plans');
	const error = page.getByTestId('repo-error');
	await expect(error).toContainText('The repository could not be analysed.');
	await expect(error).toContainText('ana-souza/secret-plans was not found: it may be private, or the name may be misspelled.');
	await expect(error).toContainText('choose its folder on this computer');

	await analyse(page, 'ana-souza/rate-limited');
	// GitHub's x-ratelimit-reset (ten minutes on), said as a time on this computer's clock.
	await expect(error).toContainText(/The code host is limiting how often Rumo may ask without signing in\. Try again after \d{1,2}:\d{2}\s?[AP]M;/);

	await analyse(page, 'owner/name/extra');
	await expect(error).toContainText('This is not a repository address.');

	await analyse(page, 'https://bitbucket.org/ana/site');
	await expect(error).toContainText('Rumo reads GitHub, GitLab and Codeberg, Forgejo or Gitea.');

	expect((await api(page, 'GET', '/codehost/repo/analyses')).data.total).toBe(0);
	await expect(page.getByTestId('repo-empty')).toBeVisible();
});

test('a repository with committed secrets shows the risk by kind, file and line, and never the secret', async ({ page }) => {
	await openRepository(page);
	await allowCodeHost(page);
	await analyse(page, 'bruno-lima/deploy-scripts');
	await analysed(page, 'bruno-lima/deploy-scripts');
	const secret = page.locator('[data-testid="risk"][data-code="secret_committed"]');
	await expect(secret).toHaveAttribute('data-severity', 'high');
	await expect(secret).toContainText('High');
	await expect(secret).toContainText('A secret is committed: an npm token on line 1 of .npmrc. Revoke it, then remove it from the history.');
	await expect(page.locator('[data-testid="risk"][data-code="env_file_committed"]')).toContainText('.env is committed');
	await expect(scorecard(page, 'security').getByTestId('scorecard-reasons')).toContainText('1 secret committed in the files.');

	await analyse(page, 'ana-souza/leaky-config');
	await analysed(page, 'ana-souza/leaky-config');
	await expect(page.locator('[data-testid="risk"][data-code="env_file_committed"]')).toContainText('.env is committed');

	const html = await page.content();
	for (const value of [NPM_TOKEN, STRIPE_KEY, EXAMPLE_AWS_KEY, 'q8Zr3kT0vW9mB2xL7cN5']) expect(html).not.toContain(value);
	const stored = JSON.stringify((await api(page, 'GET', '/codehost/repo/analyses')).data);
	expect(stored).not.toContain(NPM_TOKEN);
});

test('an account alone lists its public repositories to pick from, and analyses only the one picked', async ({ page }) => {
	await openRepository(page);
	await allowCodeHost(page);
	await analyse(page, 'ana-souza');
	const list = page.getByTestId('account-list');
	await expect(list.getByRole('heading', { name: 'Public repositories of ana-souza' })).toBeFocused();
	await expect(list).toContainText('4 public repositories.');
	await expect(page.getByTestId('account-repo')).toHaveCount(4);
	await expect(list.locator('[data-name="huge-history"]')).toContainText('Archived');
	expect((await api(page, 'GET', '/codehost/repo/analyses')).data.total).toBe(0);

	await list.getByRole('button', { name: 'Analyse pricing-model' }).click();
	await analysed(page, 'ana-souza/pricing-model');
	expect((await api(page, 'GET', '/codehost/repo/analyses')).data.total).toBe(1);
	await expect(list.locator('[data-name="pricing-model"]')).toContainText('Analysed');
	await expect(list.getByRole('button', { name: 'Open the analysis of pricing-model' })).toBeVisible();
});

test('"Add to profile" adds only the chosen evidence, on click, public with the repository’s link', async ({ page }) => {
	await openRepository(page);
	await allowCodeHost(page);
	await analyse(page, 'ana-souza/svelte-kanban');
	await analysed(page, 'ana-souza/svelte-kanban');
	// Nothing enters the profile by itself.
	expect((await api(page, 'GET', '/profile/items')).data.items).toEqual([]);
	await expect(page.getByTestId('evidence-add')).toBeDisabled();

	await evidence(page, 'SvelteKit').getByRole('checkbox').check();
	await evidence(page, 'Vitest').getByRole('checkbox').check();
	await page.getByTestId('evidence-project').check();
	await expect(page.getByTestId('evidence-add')).toHaveText('Add 3 items to your profile');
	await page.getByTestId('evidence-add').click();
	await expect(page.getByTestId('toast')).toContainText('3 items added to your profile.');
	await expect(page.getByTestId('open-profile')).toBeFocused();

	const items = (await api(page, 'GET', '/profile/items')).data.items;
	expect(items.map((item: { type: string; title: string }) => `${item.type}:${item.title}`).sort()).toEqual(['project:svelte-kanban', 'skill:SvelteKit', 'skill:Vitest']);
	const kit = items.find((item: { title: string }) => item.title === 'SvelteKit');
	expect(kit.evidence).toEqual([
		{ text: 'package.json line 17: dev dependency "@sveltejs/kit" ^2.8.0 — github.com/ana-souza/svelte-kanban', source: 'repository', public: true, url: 'https://github.com/ana-souza/svelte-kanban' }
	]);

	await page.getByTestId('open-profile').click();
	await expect(page).toHaveURL(/\/profile$/);
	const card = page.locator('[data-testid="profile-item"]', { has: page.getByRole('heading', { name: 'SvelteKit' }) });
	await expect(card).toContainText('package.json line 17: dev dependency "@sveltejs/kit" ^2.8.0 — github.com/ana-souza/svelte-kanban');
	await expect(card.getByTestId('evidence-visibility')).toHaveText('Public');
	await expect(card.getByTestId('evidence-origin')).toContainText('From a code repository you analysed');
	await expect(card.getByRole('link', { name: 'https://github.com/ana-souza/svelte-kanban' })).toBeVisible();
	await expect(page.getByTestId('profile-item')).toHaveCount(3);
});

test.describe('a local folder', () => {
	let folder: string;

	test.beforeEach(() => {
		folder = mkdtempSync(join(tmpdir(), 'rumo-folder-'));
		const site = join(folder, 'my-site');
		const files: Record<string, string> = {
			'package.json': '{\n  "name": "my-site",\n  "private": true,\n  "dependencies": {\n    "react": "^18.2.0"\n  }\n}\n',
			'README.md': '# my-site\n\nMy personal site, built with React.\n',
			'src/app.js': "import React from 'react';\n\nexport const App = () => React.createElement('h1', null, 'Hello');\n",
			'src/app.test.js': "import { App } from './app';\n\ntest('renders', () => expect(App).toBeTruthy());\n",
			'node_modules/react/package.json': '{ "name": "react", "version": "18.2.0" }\n',
			'node_modules/react/index.js': 'module.exports = "NODE_MODULES_CONTENT";\n',
			'.git/HEAD': 'ref: refs/heads/main\n',
			'.git/config': '[core]\n\tbare = false\n'
		};
		for (const [path, text] of Object.entries(files)) {
			mkdirSync(dirname(join(site, path)), { recursive: true });
			writeFileSync(join(site, path), text);
		}
	});

	test.afterEach(() => rmSync(folder, { recursive: true, force: true }));

	test('is read in the browser, analysed as private with progress, with no request to a code host, and its evidence stays private', async ({ page }) => {
		await openRepository(page);
		const outside: string[] = [];
		const posted: string[] = [];
		page.on('request', (request) => {
			const url = new URL(request.url());
			if (url.port === String(CODE_HOST_PORT) || url.pathname.startsWith('/relay/fetch')) outside.push(request.url());
			if (url.pathname === '/api/v1/codehost/local/analyze') posted.push(request.postData() ?? '');
		});
		// The progress block shows for a moment only: a watcher remembers that it did.
		await page.evaluate(() => {
			const seen = ((globalThis as { __progress?: string[] }).__progress = [] as string[]);
			new MutationObserver(() => {
				const label = document.querySelector('[data-testid="repo-running"] label')?.textContent;
				if (label && seen.at(-1) !== label) seen.push(label);
			}).observe(document.body, { subtree: true, childList: true, characterData: true });
		});
		const hitsBefore = hostHits();

		await page.getByTestId('folder-input').setInputFiles(join(folder, 'my-site'));
		await analysed(page, 'my-site');
		await expect(page.getByTestId('analysis-title')).toBeFocused();
		await expect(page.getByTestId('analysis-visibility')).toHaveText('Private: a local folder, stays on this device');
		await expect(page.getByTestId('analysis-local')).toHaveText('Read in this browser: nothing of this folder was sent anywhere.');
		await expect(page.getByTestId('analysis-skipped')).toContainText('2 folders of dependencies, build output or version control (such as node_modules or .git)');
		await expect(evidence(page, 'React')).toContainText('package.json line 5');
		await expect(page.locator('[data-testid="file"][data-kind="tests"]')).toContainText('src/app.test.js');
		await expect(page.getByTestId('analysis-again')).toHaveCount(0);

		const progress = await page.evaluate(() => (globalThis as { __progress?: string[] }).__progress ?? []);
		expect(progress.some((label) => /Listing the files of|Reading my-site on this computer|Analysing my-site/.test(label)), progress.join(' | ')).toBe(true);
		expect(outside).toEqual([]);
		expect(direct).toEqual([]);
		expect(hostHits()).toBe(hitsBefore);
		// Paths and sizes of everything, but the text only of what the analysis reads: not node_modules, not .git.
		expect(posted).toHaveLength(1);
		expect(posted[0]).toContain('My personal site, built with React.');
		expect(posted[0]).not.toContain('NODE_MODULES_CONTENT');
		expect(posted[0]).not.toContain('refs/heads/main');

		await evidence(page, 'React').getByRole('checkbox').check();
		await expect(page.getByText('Added as private evidence: it stays on this device, without a link.')).toBeVisible();
		await page.getByTestId('evidence-add').click();
		await expect(page.getByTestId('toast')).toContainText('1 item added to your profile.');
		const [react] = (await api(page, 'GET', '/profile/items')).data.items;
		expect(react.evidence).toEqual([{ text: 'package.json line 5: dependency "react" ^18.2.0 — local folder "my-site"', source: 'repository', public: false, url: null }]);
		expect(outside).toEqual([]);
	});
});

/**
 * A folder as the directory picker gives it (Chromium's File System Access API), built in the page:
 * `slow` makes each file of src/ take a few milliseconds, so the listing runs long enough to cancel.
 */
async function fakePicker(page: Page, name: string, slow: boolean) {
	await page.evaluate(
		({ name, slow }) => {
			(globalThis as { __walked?: number }).__walked = 0;
			const file = (fileName: string, text: string, delay: number) => ({
				kind: 'file' as const,
				name: fileName,
				getFile: async () => {
					if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
					return new File([text], fileName);
				}
			});
			type Entry = ReturnType<typeof file> | { kind: 'directory'; name: string; values: () => AsyncGenerator<Entry> };
			const dir = (dirName: string, children: Entry[], counted = false) => ({
				kind: 'directory' as const,
				name: dirName,
				async *values() {
					for (const child of children) {
						if (counted) (globalThis as { __walked?: number }).__walked! += 1;
						yield child;
					}
				}
			});
			const modules = dir('node_modules', Array.from({ length: 500 }, (_, i) => file(`m${i}.js`, 'module.exports = 1;\n', 0)), true);
			const src = dir('src', Array.from({ length: slow ? 600 : 20 }, (_, i) => file(`f${i}.js`, `export const f${i} = ${i};\n`, slow ? 10 : 0)));
			const root = dir(name, [file('package.json', '{\n  "name": "x",\n  "dependencies": { "express": "^4.19.0" }\n}\n', 0), file('README.md', '# x\n\nAn Express API.\n', 0), modules, src]);
			(globalThis as { showDirectoryPicker?: unknown }).showDirectoryPicker = async () => root;
		},
		{ name, slow }
	);
}

test('with the directory picker, an ignored folder is not walked, and a long listing can be cancelled, storing nothing', async ({ page }) => {
	await openRepository(page);
	const hitsBefore = hostHits();
	await fakePicker(page, 'express-api', false);
	await page.getByTestId('folder-choose').click();
	await analysed(page, 'express-api');
	await expect(evidence(page, 'Express')).toContainText('package.json line 3');
	await expect(page.getByTestId('analysis-skipped')).toContainText('1 folder of dependencies');
	// One entry of node_modules stands for the 500 others, which were never read.
	expect(await page.evaluate(() => (globalThis as { __walked?: number }).__walked)).toBe(1);

	await fakePicker(page, 'slow-project', true);
	await page.getByTestId('folder-choose').click();
	await expect(page.getByTestId('repo-running')).toContainText('Listing the files of slow-project');
	await page.getByTestId('repo-cancel').click();
	await expect(page.getByTestId('repo-cancelled')).toHaveText('The analysis was cancelled. Nothing was stored.');
	await expect(page.getByTestId('repo-running')).toHaveCount(0);
	const stored = (await api(page, 'GET', '/codehost/repo/analyses')).data.items.map((item: { repo: { name: string } }) => item.repo.name);
	expect(stored).toEqual(['express-api']);
	expect(hostHits()).toBe(hitsBefore);
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('the repository screen speaks Brazilian Portuguese', async ({ page }) => {
		await openApp(page, '/profile');
		await page.getByRole('link', { name: 'Analisar um repositório' }).click();
		await expect(page.locator('main h1')).toHaveText('Análise de repositório');
		await expect(page.getByTestId('repo-empty')).toContainText('Nada analisado ainda');
		expect((await page.locator('header.site-header').boundingBox())!.height).toBeLessThan(72);

		await analyse(page, 'ana-souza/svelte-kanban');
		await expect(page.getByTestId('repo-consent')).toContainText('Permitir que o Rumo consulte o serviço de código?');
		await page.getByRole('button', { name: 'Permitir e analisar' }).click();
		await analysed(page, 'ana-souza/svelte-kanban');
		await expect(page.getByTestId('analysis-visibility')).toHaveText('Público');
		await expect(page.getByRole('heading', { name: 'Notas' })).toBeVisible();
		await expect(scorecard(page, 'documentation')).toContainText('Documentação');
		await expect(scorecard(page, 'security')).toContainText('Higiene de segurança');
		await expect(scorecard(page, 'testing').getByTestId('scorecard-reasons')).toContainText('A integração contínua roda os testes (.github/workflows/ci.yml).');
		await expect(evidence(page, 'SvelteKit')).toContainText('package.json, linha 17');
		await expect(evidence(page, 'SvelteKit')).toContainText('dependência de desenvolvimento "@sveltejs/kit" ^2.8.0');
		await expect(page.getByTestId('evidence-add')).toHaveText('Adicionar ao perfil');
		await expect(page.getByRole('heading', { name: 'Evidências para o seu perfil' })).toBeVisible();

		await analyse(page, 'ana-souza/nao-existe');
		await expect(page.getByTestId('repo-error')).toContainText('ana-souza/nao-existe não foi encontrado: pode ser privado');
		await analyse(page, 'ana-souza/rate-limited');
		await expect(page.getByTestId('repo-error')).toContainText(/Tente de novo a partir das \d{2}:\d{2};/);
	});
});

test('the screen passes axe with no serious or critical violation, empty and filled, at 1280 and 360 px', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 900 });
	await openRepository(page);
	await expectNoSeriousViolations(page, '/repository (empty, 1280 px)');

	await analyse(page, 'ana-souza');
	await expect(page.getByTestId('repo-consent')).toBeVisible();
	await expectNoSeriousViolations(page, '/repository (consent, 1280 px)');
	await page.getByTestId('repo-consent-allow').click();
	await expect(page.getByTestId('account-list')).toBeVisible();
	await expectNoSeriousViolations(page, '/repository (account, 1280 px)');

	await page.getByRole('button', { name: 'Analyse leaky-config' }).click();
	await analysed(page, 'ana-souza/leaky-config');
	await evidence(page, 'AWS').getByRole('checkbox').check();
	await expectNoSeriousViolations(page, '/repository (result, 1280 px)');

	await analyse(page, 'ana-souza/missing');
	await expect(page.getByTestId('repo-error')).toBeVisible();
	await expectNoSeriousViolations(page, '/repository (error, 1280 px)');

	await page.setViewportSize({ width: 360, height: 740 });
	await expectNoSeriousViolations(page, '/repository (result, 360 px)');
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
	expect(overflow).toBeLessThanOrEqual(0);
	await page.getByRole('button', { name: 'Menu' }).click();
	await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Repository' })).toHaveAttribute('aria-current', 'page');
	await expectNoSeriousViolations(page, '/repository (360 px, menu open)');
});

test('a repository is analysed and its evidence added to the profile with the keyboard alone', async ({ page }) => {
	await openRepository(page);
	await allowCodeHost(page);
	await page.getByTestId('repo-input').focus();
	await page.keyboard.type('ana-souza/pricing-model');
	await page.keyboard.press('Enter');
	await analysed(page, 'ana-souza/pricing-model');
	await expect(page.getByTestId('analysis-title')).toBeFocused();

	const fastapi = evidence(page, 'FastAPI').getByRole('checkbox');
	for (let i = 0; i < 30 && !(await fastapi.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
	await expect(fastapi).toBeFocused();
	await page.keyboard.press('Space');
	await expect(fastapi).toBeChecked();
	const add = page.getByTestId('evidence-add');
	for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
	await expect(add).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('open-profile')).toBeFocused();
	const items = (await api(page, 'GET', '/profile/items')).data.items;
	expect(items.map((item: { title: string }) => item.title)).toEqual(['FastAPI']);
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/profile$/);
});
