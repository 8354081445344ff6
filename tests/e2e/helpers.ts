import { expect, type Page } from '@playwright/test';

export type ApiResult = { status: number; contentType: string; data: any; fromServiceWorker?: boolean };

/** Opens a screen and waits until the service worker controls the page and the app has started. */
export async function openApp(page: Page, path = '/') {
	page.on('pageerror', (e) => console.log('[pageerror]', e.message));
	await page.goto(path);
	await waitControlled(page);
}

export async function waitControlled(page: Page) {
	await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(globalThis as any).__rumo, null, { timeout: 20_000 });
}

/** A fetch of /api/v1 from inside the page: the path through the service worker. */
export async function api(page: Page, method: string, path: string, body?: unknown): Promise<ApiResult> {
	return page.evaluate(
		async ({ method, path, body }) => {
			const r = await fetch(`/api/v1${path}`, {
				method,
				body: body === undefined ? undefined : JSON.stringify(body),
				headers: body === undefined ? undefined : { 'content-type': 'application/json' }
			});
			const text = await r.text();
			return {
				status: r.status,
				contentType: r.headers.get('content-type') ?? '',
				data: text ? JSON.parse(text) : null,
				fromServiceWorker: r.headers.get('x-rumo-path') === 'service-worker'
			};
		},
		{ method, path, body }
	);
}

/** The same call straight to the core worker, bypassing the service worker. */
export async function direct(page: Page, method: string, path: string, body?: unknown): Promise<ApiResult> {
	return page.evaluate(
		async ({ method, path, body }) => {
			const r = await (globalThis as any).__rumo.direct(method, `/api/v1${path}`, body === undefined ? undefined : JSON.stringify(body));
			return { status: r.status, contentType: r.contentType, data: r.text ? JSON.parse(r.text) : null };
		},
		{ method, path, body }
	);
}

export async function createJob(page: Page, job: Record<string, unknown>) {
	const r = await api(page, 'POST', '/tracker/jobs', job);
	expect(r.status).toBe(201);
	return r.data;
}

/**
 * The demo's edital with its years moved on, whole years at a time, until its registration opens
 * today or later: the real app's clock is the machine's, so a test that reads the edital in real
 * mode sees an exam ahead, with its study plan and reminders, on whatever day it runs. Days and
 * months stay as written. `year(n)` gives the year the edital writes as n.
 */
export function editalAhead(text: string, today = new Date()) {
	const opens = (shift: number) => Date.UTC(2026 + shift, 11, 1);
	const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
	let shift = 0;
	while (opens(shift) < midnight) shift++;
	return { text: text.replace(/\b(202[67])\b/g, (y) => String(Number(y) + shift)), year: (n: number) => n + shift };
}

/** Waits until a device's sync has nothing left to send and its replication has gone quiet (issue 32). */
export async function syncSettled(page: Page) {
	await expect
		.poll(async () => {
			const status = (await api(page, 'GET', '/sync')).data;
			return `${status.state}:${status.pending}`;
		}, { timeout: 20_000 })
		.toBe('up_to_date:0');
}
