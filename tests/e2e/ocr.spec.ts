import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { fixtureJson, fixtureText } from './fixtures';
import { buildPdf } from '../../worker/core/engine/readers/testdata/build-pdf';

/**
 * Scanned resumes: a PDF of pixels only, or a photo, is read by OCR in the browser — the engine
 * and its language data served by Rumo itself, loaded only when such a file arrives.
 */

type Truth = { name: string; email: string; skills: string[] };

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** A fixture resume printed on an A4 page and photographed at 300 dpi (794×1123 CSS px × 3.125). */
async function scanOf(browser: Browser, base: string, type: 'jpeg' | 'png') {
	const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 3.125 });
	const text = escapeHtml(fixtureText('resumes', `${base}.txt`));
	await page.setContent(`<body style="margin:0;background:#fff"><pre style="margin:0;padding:60px 68px;font:10pt Helvetica, Arial, sans-serif;white-space:pre-wrap">${text}</pre></body>`);
	const image = await page.screenshot(type === 'jpeg' ? { type, quality: 80 } : { type });
	await page.close();
	return image;
}

/** The same scan wrapped in a PDF with no text layer: one A4 page holding one JPEG. */
async function scannedPdf(browser: Browser, base: string) {
	const jpeg = await scanOf(browser, base, 'jpeg');
	return Buffer.from(buildPdf([{ size: [595, 842], image: { jpeg, width: 2481, height: 3509 } }]));
}

const upload = (page: Page, name: string, mimeType: string, buffer: Buffer) => page.locator('#resume-file').setInputFiles({ name, mimeType, buffer });

test.describe.configure({ timeout: 120_000 });

test('the OCR engine and its data are not loaded until a scan arrives', async ({ page }) => {
	const scripts: string[] = [];
	const requested: string[] = [];
	page.on('request', (request) => requested.push(new URL(request.url()).pathname));
	page.on('response', async (response) => {
		if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(await response.text().catch(() => ''));
	});
	await openApp(page, '/resume');
	await expect(page.getByRole('heading', { name: 'Your resume', exact: true })).toBeVisible();
	await expect(page.locator('#resume-file')).toBeEnabled();
	expect(requested.filter((path) => path.startsWith('/ocr/'))).toEqual([]);
	expect(scripts.length).toBeGreaterThan(0);
	for (const script of scripts) expect(script).not.toMatch(/tesseract/i);
	// Nor precached: the service worker's shell cache holds no OCR file.
	const precached = await page.evaluate(async () => {
		const names = await caches.keys();
		const shell = names.find((name) => name.startsWith('rumo-shell-'));
		return shell ? (await (await caches.open(shell)).keys()).map((r) => new URL(r.url).pathname) : [];
	});
	expect(precached.length).toBeGreaterThan(5);
	expect(precached.filter((path) => path.includes('/ocr/'))).toEqual([]);
});

test('a scanned PDF is read by OCR with a progress bar, and its review says to check every item', async ({ page, browser }) => {
	const truth = fixtureJson<Truth>('resumes', 'd_en_backend_samuel_reyes.truth.json');
	const pdf = await scannedPdf(browser, 'd_en_backend_samuel_reyes');
	await openApp(page, '/resume');
	await upload(page, 'scan.pdf', 'application/pdf', pdf);

	const bar = page.getByRole('progressbar', { name: 'Reading your scan' });
	await expect(bar).toBeVisible({ timeout: 20_000 });
	expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
	await expect(page.getByTestId('scan-progress')).toContainText(/Reading your scan… \d+%/);
	await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();

	const result = page.getByTestId('resume-result');
	await expect(result).toBeVisible({ timeout: 60_000 });
	await expect(result.locator('[data-code="ocr"]')).toHaveText('Read by OCR — check every item.');
	await expect(result).toContainText('From scan.pdf (PDF');
	const contact = page.getByTestId('resume-contact');
	await expect(contact).toContainText(truth.name);
	await expect(contact).toContainText(truth.email);

	// A few of the person's skills are offered, none ticked: each waits for the person's check.
	const review = page.getByTestId('candidate-review');
	const skills = review.locator('[data-type="skill"]');
	await expect(skills.first()).toBeVisible();
	for (const skill of ['TypeScript', 'PostgreSQL', 'Docker']) await expect(review).toContainText(skill);
	const boxes = review.getByRole('checkbox');
	expect(await boxes.count()).toBeGreaterThan(3);
	for (const box of await boxes.all()) await expect(box).not.toBeChecked();
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);

	const stored = (await api(page, 'GET', '/resume')).data.items[0];
	expect(stored.source).toEqual({ kind: 'pdf', name: 'scan.pdf', pages: 1, ocr: true });
	// Every confidence is lowered by the OCR's own.
	const read = (await api(page, 'GET', `/resume/${stored.id}`)).data;
	expect(read.confidence).toBeLessThanOrEqual(read.warnings[0].params.confidence / 100);

	// The engine's files are kept by the service worker after first use (not precached).
	const kept = await page.evaluate(async () => (await (await caches.open('rumo-ocr')).keys()).map((r) => new URL(r.url).pathname));
	expect(kept).toEqual(expect.arrayContaining([expect.stringMatching(/\/ocr\/[\d.]+\/worker\.min\.js$/), expect.stringMatching(/eng\.traineddata\.gz$/), expect.stringMatching(/por\.traineddata\.gz$/), expect.stringMatching(/\.wasm$/)]));
});

test('reading a scan can be cancelled mid-way: the sentence says so and nothing is stored', async ({ page, browser }) => {
	const pdf = await scannedPdf(browser, 'd_en_accountant_derek_hollis');
	await openApp(page, '/resume');
	await upload(page, 'scan.pdf', 'application/pdf', pdf);
	const bar = page.getByRole('progressbar', { name: 'Reading your scan' });
	// Mid-way: once the engine is reading the page.
	await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow').catch(() => null)) ?? -1), { timeout: 30_000 }).toBeGreaterThanOrEqual(15);
	await page.getByRole('button', { name: 'Cancel' }).click();
	await expect(page.getByTestId('resume-cancelled')).toHaveText('Reading was cancelled. Nothing was stored.');
	await expect(bar).toHaveCount(0);
	expect((await api(page, 'GET', '/resume')).data.total).toBe(0);
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);
	// The screen is ready for another file.
	await expect(page.locator('#resume-file')).toBeEnabled();
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('a photo of a resume (PNG) is read by OCR, with progress and its warning in Portuguese, also offline', async ({ page, browser, context }) => {
		const truth = fixtureJson<Truth>('resumes', 'd_pt_ux_beatriz_souza.truth.json');
		const png = await scanOf(browser, 'd_pt_ux_beatriz_souza', 'png');
		await openApp(page, '/resume');
		await upload(page, 'foto.png', 'image/png', png);
		await expect(page.getByRole('progressbar', { name: 'Lendo o seu escaneamento' })).toBeVisible({ timeout: 20_000 });
		await expect(page.getByTestId('scan-progress')).toContainText(/Lendo o seu escaneamento… \d+\s?%/);
		await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
		const result = page.getByTestId('resume-result');
		await expect(result).toBeVisible({ timeout: 60_000 });
		await expect(result.locator('[data-code="ocr"]')).toHaveText('Lido por OCR — confira cada item.');
		await expect(result).toContainText('foto.png (imagem');
		await expect(page.getByTestId('resume-contact')).toContainText(truth.name);
		expect((await api(page, 'GET', '/resume')).data.items[0].source).toEqual({ kind: 'image', name: 'foto.png', pages: null, ocr: true });

		// Offline, the kept files read the next scan too.
		await context.setOffline(true);
		await page.reload();
		await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(globalThis as any).__rumo);
		const second = await scanOf(browser, 'd_pt_devops_lucas_moreira', 'jpeg');
		await upload(page, 'foto2.jpg', 'image/jpeg', second);
		await expect(page.getByTestId('resume-result')).toBeVisible({ timeout: 60_000 });
		await expect(page.getByTestId('resume-contact')).toContainText(fixtureJson<Truth>('resumes', 'd_pt_devops_lucas_moreira.truth.json').name);
		await context.setOffline(false);
	});
});
