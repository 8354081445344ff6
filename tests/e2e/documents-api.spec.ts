import { expect, test, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { fixtureText } from './fixtures';

/** A GET of a file from inside the page, through the service worker: status, headers and the first bytes. */
async function download(page: Page, path: string) {
	return page.evaluate(async (path) => {
		const r = await fetch(`/api/v1${path}`);
		const bytes = new Uint8Array(await r.arrayBuffer());
		return {
			status: r.status,
			type: r.headers.get('content-type') ?? '',
			disposition: r.headers.get('content-disposition'),
			fromServiceWorker: r.headers.get('x-rumo-path') === 'service-worker',
			size: bytes.byteLength,
			head: String.fromCharCode(...bytes.slice(0, 5)),
			text: new TextDecoder().decode(bytes)
		};
	}, path);
}

async function storeResume(page: Page) {
	const resume = await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
	expect(resume.status).toBe(201);
	return resume.data.id as string;
}

test('a resume downloads as Markdown and as JSON Resume through the service worker, as attachments', async ({ page }) => {
	await openApp(page, '/');
	const id = await storeResume(page);

	const md = await download(page, `/resume/${id}/export?format=md`);
	expect(md).toMatchObject({ status: 200, type: 'text/markdown; charset=utf-8', disposition: 'attachment; filename="Samuel-Reyes.md"', fromServiceWorker: true });
	expect(md.text).toMatch(/^# Samuel Reyes\n/);
	expect(md.text).toContain('### Senior Backend Engineer — Tallgrass Ticketing, Denver, CO\nJan 2020 – Present');

	const json = await download(page, `/resume/${id}/export?format=json&lang=pt-BR`);
	expect(json).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', disposition: 'attachment; filename="Samuel-Reyes.json"', fromServiceWorker: true });
	const resume = JSON.parse(json.text);
	expect(resume.basics).toMatchObject({ name: 'Samuel Reyes', email: 'samuel.reyes@example.com' });
	expect(resume.work[0]).toMatchObject({ name: 'Tallgrass Ticketing', position: 'Senior Backend Engineer', startDate: '2020-01' });
});

test('a missing resume is a 404 and an unknown format a 400, both as problem+json', async ({ page }) => {
	await openApp(page, '/');
	const id = await storeResume(page);

	const missing = await download(page, '/resume/no-such-resume/export?format=md');
	expect(missing).toMatchObject({ status: 404, type: 'application/problem+json', disposition: null, fromServiceWorker: true });
	expect(JSON.parse(missing.text)).toMatchObject({ code: 'not_found', status: 404 });

	const unknown = await download(page, `/resume/${id}/export?format=rtf`);
	expect(unknown).toMatchObject({ status: 400, type: 'application/problem+json', fromServiceWorker: true });
	expect(JSON.parse(unknown.text)).toMatchObject({ code: 'validation_failed', errors: [{ path: 'query.format' }] });

	const tailoring = await download(page, `/resume/${id}/export?format=md&tailoringId=no-such-tailoring`);
	expect(JSON.parse(tailoring.text).code).toBe('not_found');
});

test('binary files (PDF, DOCX) arrive whole, through the service worker and through the typed client', async ({ page }) => {
	await openApp(page, '/');
	const id = await storeResume(page);

	const pdf = await download(page, `/resume/${id}/export?format=pdf`);
	expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', disposition: 'attachment; filename="Samuel-Reyes.pdf"', fromServiceWorker: true, head: '%PDF-' });
	const docx = await download(page, `/resume/${id}/export?format=docx&paper=a4`);
	expect(docx).toMatchObject({ status: 200, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fromServiceWorker: true });
	expect(docx.head.slice(0, 4)).toBe('PK\u0003\u0004');

	// The typed client (what the Download button uses) and the direct line to the core worker give the same file.
	const viaClient = await page.evaluate(async (id) => {
		const rumo = (globalThis as any).__rumo;
		const file = await rumo.api.documents.resume({ params: { id }, query: { format: 'pdf' } });
		const direct = await rumo.direct('GET', `/api/v1/resume/${id}/export?format=pdf`);
		return { filename: file.filename, contentType: file.contentType, size: file.blob.size, directSize: direct.blob?.size, directType: direct.contentType };
	}, id);
	expect(viaClient).toMatchObject({ filename: 'Samuel-Reyes.pdf', contentType: 'application/pdf', directType: 'application/pdf' });
	// Made again for each call: the same resume gives a file of about the same size, whichever path carried it.
	for (const size of [viaClient.size, viaClient.directSize!]) expect(Math.abs(size - pdf.size)).toBeLessThan(64);
});
