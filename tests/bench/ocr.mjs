/**
 * The OCR figures of `npm run bench`: one A4 page scanned at 300 dpi (a fixture resume printed by
 * Chromium and photographed as a JPEG, wrapped in a PDF without a text layer) read through the
 * service worker; what the engine adds to the build; and a check that none of it is in the first
 * screen's JS or requested before a scan arrives.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIXTURES } from '../fixtures/paths.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */

const round = (/** @type {number} */ v) => Math.round(v);
const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;

/**
 * A one-page A4 PDF that is one JPEG and nothing else (the tests' build-pdf.ts does the same; this
 * runs in plain Node, which cannot import TypeScript).
 * @param {Buffer} jpeg @param {number} width @param {number} height
 */
function jpegPdf(jpeg, width, height) {
	const content = 'q 595 0 0 842 0 0 cm /Im0 Do Q\n';
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
		`<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
		`<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n${jpeg.toString('latin1')}\nendstream`
	];
	let pdf = '%PDF-1.4\n';
	/** @type {number[]} */
	const offsets = [];
	objects.forEach((body, i) => {
		offsets.push(pdf.length);
		pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
	});
	const xref = pdf.length;
	pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
	pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	return Buffer.from(pdf, 'latin1');
}

/** @param {Browser} browser */
async function scannedA4(browser) {
	const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 3.125 });
	const text = readFileSync(join(FIXTURES, 'resumes', 'd_en_backend_samuel_reyes.txt'), 'utf8').replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
	await page.setContent(`<body style="margin:0;background:#fff"><pre style="margin:0;padding:60px 68px;font:10pt Helvetica, Arial, sans-serif;white-space:pre-wrap">${text}</pre></body>`);
	const jpeg = await page.screenshot({ type: 'jpeg', quality: 80 });
	await page.close();
	return jpegPdf(jpeg, 2481, 3509).toString('base64');
}

/** Milliseconds of one POST /resume/extract of the scan through the service worker. @param {Page} page @param {string} pdf */
function extractOnce(page, pdf) {
	return page.evaluate(async (pdf) => {
		const form = new FormData();
		form.set('file', new File([Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0))], 'scan.pdf', { type: 'application/pdf' }));
		const t = performance.now();
		const r = await fetch('/api/v1/resume/extract', { method: 'POST', body: form });
		const body = await r.json();
		if (!r.ok || !body.source?.ocr) throw new Error(`OCR extract failed: ${r.status} ${JSON.stringify(body).slice(0, 200)}`);
		return { ms: performance.now() - t, confidence: body.warnings[0]?.params?.confidence ?? null };
	}, pdf);
}

/** The first screen loads no OCR code and asks for no OCR file. @param {Browser} browser @param {string} base */
async function notInInitialLoad(browser, base) {
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	const page = await context.newPage();
	/** @type {string[]} */
	const ocrRequests = [];
	let scriptsMentioningTesseract = 0;
	page.on('request', (r) => new URL(r.url()).pathname.startsWith('/ocr/') && ocrRequests.push(r.url()));
	page.on('response', async (r) => {
		if (new URL(r.url()).pathname.endsWith('.js') && /tesseract/i.test(await r.text().catch(() => ''))) scriptsMentioningTesseract++;
	});
	await page.goto(`${base}/resume`);
	await page.waitForFunction(() => performance.getEntriesByName('rumo:interactive').length > 0);
	await page.waitForTimeout(500);
	await context.close();
	return { scriptsMentioningTesseract, ocrRequests: ocrRequests.length };
}

/** What the engine adds to the build: its served files, and its lazy JS chunks. @param {string} buildDir */
function sizes(buildDir) {
	const ocrRoot = join(buildDir, 'ocr');
	const version = readdirSync(ocrRoot)[0];
	const files = readdirSync(join(ocrRoot, version)).map((name) => ({ name, bytes: statSync(join(ocrRoot, version, name)).size }));
	const size = (/** @type {string} */ name) => files.find((f) => f.name === name)?.bytes ?? 0;
	// What one browser downloads: the worker, one core (relaxed SIMD in Chromium) and both languages.
	const perBrowser = ['worker.min.js', 'tesseract-core-relaxedsimd-lstm.js', 'tesseract-core-relaxedsimd-lstm.wasm', 'eng.traineddata.gz', 'por.traineddata.gz'].reduce((sum, name) => sum + size(name), 0);
	const chunks = join(buildDir, '_app/immutable/workers/chunks');
	// The tesseract.js client, the engine and page drawing of Rumo: markers that only they contain.
	const markers = ['`load` is depreciated', 'OCR cancelled', 'No 2D context for OffscreenCanvas'];
	const lazy = readdirSync(chunks)
		.map((name) => readFileSync(join(chunks, name)))
		.filter((code) => markers.some((marker) => code.includes(marker)));
	return {
		servedFilesKB: Object.fromEntries(files.map((f) => [f.name, kb(f.bytes)])),
		allServedFilesMB: Math.round(files.reduce((sum, f) => sum + f.bytes, 0) / 104857.6) / 10,
		downloadedPerBrowserMB: Math.round(perBrowser / 104857.6) / 10,
		lazyJsKB: kb(lazy.reduce((sum, code) => sum + code.length, 0)),
		lazyJsGzipKB: kb(lazy.reduce((sum, code) => sum + gzipSync(code).length, 0)),
		lazyChunks: lazy.length
	};
}

/**
 * @param {Browser} browser
 * @param {string} base the served app's origin
 * @param {string} buildDir
 */
export async function benchOcr(browser, base, buildDir, warmRuns = 3) {
	const initialLoad = await notInInitialLoad(browser, base);
	const pdf = await scannedA4(browser);
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	const page = await context.newPage();
	await page.goto(`${base}/privacy`);
	await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(/** @type {any} */ (globalThis).__rumo), null, { timeout: 30_000 });
	// First use: the engine's files come from the server, then the service worker keeps them.
	const firstUse = await extractOnce(page, pdf);
	/** @type {number[]} */
	const warm = [];
	for (let i = 0; i < warmRuns; i++) warm.push((await extractOnce(page, pdf)).ms);
	// A new tab (new core worker): the files from the service worker's cache, the engine started anew.
	await page.reload();
	await page.waitForFunction(() => !!(/** @type {any} */ (globalThis).__rumo));
	const newTab = await extractOnce(page, pdf);
	await context.close();
	warm.sort((a, b) => a - b);
	return {
		a4Page300dpi: {
			warmMs: { p50: round(warm[Math.floor(warm.length / 2)]), min: round(warm[0]), n: warm.length },
			newTabMs: round(newTab.ms),
			firstUseMs: round(firstUse.ms),
			ocrMeanWordConfidence: firstUse.confidence,
			what: 'POST /resume/extract of a 1-page A4 JPEG scan through the service worker: draw at 300 dpi, OCR (por+eng), parse',
			goal: '<= 4000 ms (warm)'
		},
		initialLoad: { ...initialLoad, goal: '0 and 0: no OCR code or file before a scan arrives' },
		sizes: sizes(buildDir)
	};
}
