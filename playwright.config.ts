import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/chromium.mjs';

const REAL_PORT = 4173;
const DEMO_PORT = 4174;
const NO_RELAY_PORT = 4176;
/** A page server the job tests start themselves; the relay may reach it only through the test allowlist. */
export const JOB_PAGE_PORT = 4199;
/** The feeds and job-board APIs the radar tests serve (tests/support/job-sources-server.mjs), reached the same way. */
export const JOB_SOURCES_PORT = 4198;
const SOURCES = `http://127.0.0.1:${JOB_SOURCES_PORT}`;
/** TEST ONLY: the relay sends the documented job-board API hosts to that server instead (relay/fetch/rewrite.mjs). */
const BOARD_REWRITES = [
	`https://boards-api.greenhouse.io=${SOURCES}/greenhouse`,
	`https://api.lever.co=${SOURCES}/lever`,
	`https://api.ashbyhq.com=${SOURCES}/ashby`,
	`https://portal.api.gupy.io=${SOURCES}/gupy`
].join(',');
/** The code-host APIs the repository tests serve (tests/support/code-host-server.mjs), reached the same way. */
export const CODE_HOST_PORT = 4197;
const CODE_HOSTS = `http://127.0.0.1:${CODE_HOST_PORT}`;
/**
 * TEST ONLY: GitHub's API and raw files, gitlab.com and codeberg.org to that server. Its prefixes hold
 * each API's own root: gitlab.com/api/v4/… → /gitlab/api/v4/…, codeberg.org/api/v1/… → /gitea/api/v1/….
 */
const CODE_HOST_REWRITES = [
	`https://api.github.com=${CODE_HOSTS}/github-api`,
	`https://raw.githubusercontent.com=${CODE_HOSTS}/github-raw`,
	`https://gitlab.com=${CODE_HOSTS}/gitlab`,
	`https://codeberg.org=${CODE_HOSTS}/gitea`
].join(',');

export default defineConfig({
	testDir: 'tests/e2e',
	timeout: 60_000,
	expect: { timeout: 10_000 },
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	reporter: [['list']],
	use: {
		baseURL: `http://127.0.0.1:${REAL_PORT}`,
		browserName: 'chromium',
		headless: true,
		serviceWorkers: 'allow',
		locale: 'en-US',
		launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS }
	},
	projects: [
		{ name: 'real', testIgnore: /(demo|no-relay|demo-static)\.spec\.ts/ },
		{ name: 'no-relay', testMatch: /no-relay\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${NO_RELAY_PORT}` } },
		{ name: 'demo', testMatch: /demo\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` } },
		// Starts its own plain static servers (tests/e2e/static-server.mjs) on free ports.
		{ name: 'demo-static', testMatch: /demo-static\.spec\.ts/ }
	],
	webServer: [
		{
			command: `node relay/main.mjs`,
			// The relay's data folder (captures, token) for tests only, never the user's own.
			env: { PORT: String(REAL_PORT), ROOT: 'build', RUMO_DATA: `.rumo-data/e2e-${Date.now()}`, RUMO_RELAY_ALLOW: `127.0.0.1:${JOB_PAGE_PORT},127.0.0.1:${JOB_SOURCES_PORT},127.0.0.1:${CODE_HOST_PORT}`, RUMO_RELAY_REWRITE: `${BOARD_REWRITES},${CODE_HOST_REWRITES}` },
			url: `http://127.0.0.1:${REAL_PORT}/relay/health`,
			reuseExistingServer: false,
			timeout: 30_000
		},
		{
			// The full app without its relay (RUMO_NO_RELAY=1): everything local works, the rest says how to start it.
			command: `node relay/main.mjs`,
			env: { PORT: String(NO_RELAY_PORT), ROOT: 'build', RUMO_NO_RELAY: '1' },
			url: `http://127.0.0.1:${NO_RELAY_PORT}/`,
			reuseExistingServer: false,
			timeout: 30_000
		},
		{
			// Demo hosting is a static site: no relay routes at all.
			command: `node relay/main.mjs`,
			env: { PORT: String(DEMO_PORT), ROOT: 'build-demo', RUMO_NO_RELAY: '1' },
			url: `http://127.0.0.1:${DEMO_PORT}/`,
			reuseExistingServer: false,
			timeout: 30_000
		}
	]
});
