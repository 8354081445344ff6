/**
 * The browser extension (extension/), loaded unpacked in Chromium next to the real relay on 4173.
 * Playwright cannot click a toolbar button, so the tests call the click handler's own function,
 * captureTab(tab), inside the extension's service worker.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildExtension } from '../../scripts/build-extension.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { api, openApp } from './helpers';

const RELAY = 'http://127.0.0.1:4173';

let extensionDir = '';
let postings: Server;
let postingsOrigin = '';

/** A job board on this machine: every path is a posting with a JobPosting inside @graph. */
function postingPage(title: string): string {
	const jsonLd = {
		'@context': 'https://schema.org',
		'@graph': [
			{ '@type': 'WebSite', name: 'Vagas Locais' },
			{ '@type': 'JobPosting', title, hiringOrganization: { '@type': 'Organization', name: 'Hospital Jabuti' }, datePosted: '2026-05-01' }
		]
	};
	return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><h1>${title}</h1><p>Requisitos: COREN ativo e experiência em UTI.</p></body></html>`;
}

test.beforeAll(async () => {
	// Always rebuilt: a second or so, and never a stale extension.
	extensionDir = (await buildExtension()).dir;
	postings = createServer((request, response) => {
		const title = new URL(request.url ?? '/', 'http://x').searchParams.get('title') ?? 'Vaga';
		response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(postingPage(title));
	});
	await new Promise<void>((resolve) => postings.listen(0, '127.0.0.1', resolve));
	postingsOrigin = `http://127.0.0.1:${(postings.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
	await new Promise((resolve) => postings?.close(resolve));
});

/** Chromium with only the Rumo extension; its service worker is where captureTab lives. */
async function launchWithExtension(lang = 'en-US'): Promise<{ context: BrowserContext; worker: Worker; extensionId: string }> {
	const context = await chromium.launchPersistentContext('', {
		headless: true,
		locale: lang,
		executablePath: chromiumPath(),
		// --lang picks the extension's _locales even where Debian's Chromium ships only en-US resources.
		args: [...CHROMIUM_ARGS, `--lang=${lang}`, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`]
	});
	const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
	return { context, worker, extensionId: new URL(worker.url()).host };
}

/** What a person does once: paste Rumo's address and token in the options, save, test. */
async function configure(context: BrowserContext, extensionId: string, relay: string, token: string): Promise<Page> {
	const options = await context.newPage();
	await options.goto(`chrome-extension://${extensionId}/options.html`);
	await expect(options.getByLabel("Rumo's address")).toHaveValue('http://127.0.0.1:5178');
	await options.getByLabel("Rumo's address").fill(relay);
	await options.getByLabel('Companion token').fill(token);
	await options.getByRole('button', { name: 'Save' }).click();
	await expect(options.getByRole('status')).toHaveText('Saved.');
	return options;
}

/** Opens a posting in a tab and "clicks" the toolbar button on it; returns the result and the button's badge and title. */
async function captureFromTab(context: BrowserContext, worker: Worker, url: string) {
	const tab = await context.newPage();
	await tab.goto(url);
	return worker.evaluate(async (url) => {
		const chrome = (globalThis as any).chrome;
		const tabs: Array<{ id: number; url: string }> = await chrome.tabs.query({});
		const tab = tabs.find((t) => t.url === url);
		if (!tab) throw new Error(`No tab shows ${url}`);
		const result = await (globalThis as any).captureTab(tab);
		return {
			result,
			badge: await chrome.action.getBadgeText({ tabId: tab.id }),
			title: await chrome.action.getTitle({ tabId: tab.id })
		};
	}, url);
}

async function companionToken(): Promise<string> {
	// Node, like every non-browser client on this machine, passes the relay's page guard.
	const { token } = await (await fetch(`${RELAY}/relay/captures/token`)).json();
	return token;
}

async function capturesAt(page: Page, url: string) {
	const list = await api(page, 'GET', '/captures?limit=500');
	expect(list.status).toBe(200);
	return list.data.items.filter((c: { url: string }) => c.url === url);
}

test('a click on a job page saves it to Rumo as a job, from the extension', async ({ page }) => {
	const { context, worker, extensionId } = await launchWithExtension();
	try {
		const options = await configure(context, extensionId, RELAY, await companionToken());
		await options.getByRole('button', { name: 'Test connection' }).click();
		await expect(options.getByRole('status')).toHaveText('Connected: Rumo is running and the token works.');

		const title = `Enfermeiro(a) UTI ${Date.now()}`;
		const url = `${postingsOrigin}/vaga/1?title=${encodeURIComponent(title)}`;
		const { result, badge, title: buttonTitle } = await captureFromTab(context, worker, url);
		expect(result).toEqual({ outcome: 'saved', status: 201 });
		expect(badge).toBe('✓');
		expect(buttonTitle).toBe('Saved to Rumo');

		await openApp(page, '/');
		const [capture] = await capturesAt(page, url);
		expect(capture).toMatchObject({ url, title, origin: 'extension', captureType: 'job' });
		expect(capture.text).toContain('Requisitos: COREN ativo');
		// The relay keeps the JobPosting's known fields (relay/captures/capture.mjs).
		expect(capture.jobPosting).toMatchObject({ title, company: 'Hospital Jabuti', datePosted: '2026-05-01' });

		// …and it arrives in the extension panel on /sources, from where it goes to the inbox.
		await openApp(page, '/sources');
		const card = page.getByTestId('capture-panel').getByTestId('capture').filter({ hasText: title });
		await expect(card).toBeVisible();
		await expect(card.getByTestId('capture-origin')).toHaveText('Browser extension');
		await card.getByRole('button', { name: 'Add to inbox' }).click();
		await expect.poll(async () => (await api(page, 'GET', `/inbox/items?q=${encodeURIComponent(title)}`)).data.items[0]?.company).toBe('Hospital Jabuti');
	} finally {
		await context.close();
	}
});

test('with a wrong token the button says so and Rumo stores nothing', async ({ page }) => {
	const { context, worker, extensionId } = await launchWithExtension();
	try {
		const options = await configure(context, extensionId, RELAY, 'not-the-token');
		await options.getByRole('button', { name: 'Test connection' }).click();
		await expect(options.getByRole('status')).toHaveText('Wrong token: paste it again in the options');

		const url = `${postingsOrigin}/vaga/2?title=${encodeURIComponent(`Token errado ${Date.now()}`)}`;
		const { result, badge, title } = await captureFromTab(context, worker, url);
		expect(result).toEqual({ outcome: 'wrong_token', status: 403 });
		expect(badge).toBe('!');
		expect(title).toBe('Wrong token: paste it again in the options');

		await openApp(page, '/');
		expect(await capturesAt(page, url)).toEqual([]);
	} finally {
		await context.close();
	}
});

test('when Rumo is not running the button says so', async () => {
	// A port that was just free: nothing listens there.
	const closed = createServer();
	await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
	const port = (closed.address() as AddressInfo).port;
	await new Promise((resolve) => closed.close(resolve));

	const { context, worker, extensionId } = await launchWithExtension();
	try {
		await configure(context, extensionId, `http://127.0.0.1:${port}`, 'any-token');
		const { result, badge, title } = await captureFromTab(context, worker, `${postingsOrigin}/vaga/3`);
		expect(result).toEqual({ outcome: 'not_running' });
		expect(badge).toBe('!');
		expect(title).toBe('Rumo is not running');
	} finally {
		await context.close();
	}
});

test('the options page and the button speak Brazilian Portuguese in a Portuguese browser', async () => {
	const { context, worker, extensionId } = await launchWithExtension('pt-BR');
	try {
		const options = await context.newPage();
		await options.goto(`chrome-extension://${extensionId}/options.html`);
		await expect(options.getByRole('heading', { level: 1 })).toHaveText('Opções da extensão do Rumo');
		await expect(options.locator('html')).toHaveAttribute('lang', 'pt-BR');
		const axe = await new AxeBuilder({ page: options }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
		expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
		await options.getByLabel('Endereço do Rumo').fill(RELAY);
		await options.getByLabel('Token da extensão').fill('not-the-token');
		await options.getByRole('button', { name: 'Salvar' }).click();
		await expect(options.getByRole('status')).toHaveText('Salvo.');
		const { title } = await captureFromTab(context, worker, `${postingsOrigin}/vaga/4`);
		expect(title).toBe('Token errado: cole-o de novo nas opções');
	} finally {
		await context.close();
	}
});
