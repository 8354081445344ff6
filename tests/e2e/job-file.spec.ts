import { expect, test } from '@playwright/test';
import { buildPdf } from '../../worker/core/resume/readers/testdata/build-pdf';
import { openApp } from './helpers';

/**
 * A posting chosen as a PDF on the Job screen (issue 26): sent as a file through the service worker
 * and read by the document readers in the core worker, never as its bytes ("%PDF-1.4 …").
 */
const POSTING = ['Analista de Dados', 'Transportes Alvorada — Curitiba, PR', 'Requisitos', '- SQL avançado', '- Power BI', '- Python para tratamento de dados'];

test('a PDF posting chosen on the Job screen is read as a posting', async ({ page }) => {
	await openApp(page, '/job');
	await page.locator('input[name="mode"][value="file"]').check();
	const pdf = buildPdf([{ texts: POSTING.map((text, i) => ({ text, x: 60, y: 760 - i * 16, size: i === 0 ? 18 : 11 })) }]);
	await page.locator('#job-file').setInputFiles({ name: 'vaga-analista.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
	const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/job/extract');
	await page.getByTestId('job-entry').locator('button[type="submit"]').click();
	const response = await answered;
	expect(response.headers()['x-rumo-path']).toBe('service-worker');
	expect(response.status()).toBe(201);
	await expect(page.locator('#job-result-title')).toHaveText('Analista de Dados');
	const result = page.getByTestId('job-result');
	await expect(result).toContainText('Transportes Alvorada');
	await expect(result).toContainText('Power BI');
	await expect(result).not.toContainText('%PDF');
	// Read for the first time: no "you read this posting before".
	await expect(page.getByTestId('job-reread')).toHaveCount(0);
	// The posting names no level and no way of working: both are shown as assumed, not as read.
	await expect(page.getByTestId('assumed-seniority')).toBeVisible();
	await expect(page.getByTestId('assumed-workMode')).toBeVisible();
});

test('an image chosen as a posting gets a sentence a person can act on, and nothing is stored', async ({ page }) => {
	await openApp(page, '/job');
	await page.locator('input[name="mode"][value="file"]').check();
	await page.locator('#job-file').setInputFiles({ name: 'vaga.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });
	await page.getByTestId('job-entry').locator('button[type="submit"]').click();
	await expect(page.getByTestId('job-error')).toBeVisible();
	const stored = await page.evaluate(async () => (await (await fetch('/api/v1/job')).json()).total);
	expect(stored).toBe(0);
});
