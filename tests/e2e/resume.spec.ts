import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { api, openApp } from './helpers';
import { fixtureJson, fixturePath, fixtureText } from './fixtures';
import { buildPdf } from '../../worker/core/engine/readers/testdata/build-pdf';

const upload = (page: Page, name: string, mimeType: string, buffer: Buffer) => page.locator('#resume-file').setInputFiles({ name, mimeType, buffer });

async function expectResultFor(page: Page, base: string) {
	const truth = fixtureJson<{ name: string; email: string }>('resumes', `${base}.truth.json`);
	const contact = page.getByTestId('resume-contact');
	await expect(contact).toContainText(truth.name);
	await expect(contact).toContainText(truth.email);
}

test('pasted text is read, reviewed, and enters the profile only when the person adds it', async ({ page }) => {
	await openApp(page, '/resume');
	await page.getByLabel('Paste your resume').fill(fixtureText('resumes', 'd_en_backend_samuel_reyes.txt'));
	await page.getByRole('button', { name: 'Read my resume' }).click();
	await expect(page.getByTestId('resume-result')).toBeVisible();
	await expectResultFor(page, 'd_en_backend_samuel_reyes');
	await expect(page.getByTestId('resume-confidence').locator('meter')).toHaveCount(5);
	await expect(page.getByTestId('resume-result')).toContainText('Extracted automatically, not confirmed by you.');

	const review = page.getByTestId('candidate-review');
	await expect(review.getByTestId('candidate').first()).toBeVisible();
	const candidates = await review.getByTestId('candidate').count();
	expect(candidates).toBeGreaterThan(5);
	await expect(review.getByText('Extracted — not confirmed').first()).toBeVisible();
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);

	// Fix before saving: rename the first experience, leave one skill out, then add the rest.
	const experience = review.locator('[data-type="experience"]').first();
	await experience.getByRole('button', { name: 'Edit before adding' }).click();
	await experience.getByLabel('Title').fill('Senior Backend Engineer (edited)');
	// A skill the reader only inferred (not written in the resume) starts unselected; the rest start selected.
	const selected = await review.getByRole('checkbox', { checked: true }).count();
	expect(selected).toBeGreaterThan(5);
	const skill = review.locator('[data-type="skill"]').filter({ has: page.getByRole('checkbox', { checked: true }) }).first();
	await skill.getByRole('checkbox').uncheck();
	await review.getByTestId('add-selected').click();
	await expect(page.getByTestId('toast')).toContainText(`${selected - 1} ${selected - 1 === 1 ? 'item' : 'items'} added to your profile.`);

	const items = (await api(page, 'GET', '/profile')).data.items;
	expect(items).toHaveLength(selected - 1);
	expect(items.map((i: { title: string }) => i.title)).toContain('Senior Backend Engineer (edited)');
	expect(items.every((i: { origin: string }) => i.origin === 'extracted')).toBe(true);

	await page.goto('/profile');
	await expect(page.getByTestId('profile-item').first()).toBeVisible();
	await expect(page.getByText('Extracted, confirmed by you').first()).toBeVisible();
});

test('a two-column PDF is read through the service worker', async ({ page }) => {
	await openApp(page, '/resume');
	await upload(page, 'cv.pdf', 'application/pdf', readFileSync(fixturePath('resumes', 'd_pt_devops_lucas_moreira.pdf')));
	await expect(page.getByTestId('resume-result')).toBeVisible({ timeout: 20_000 });
	await expectResultFor(page, 'd_pt_devops_lucas_moreira');
	await expect(page.getByTestId('resume-result')).toContainText('From cv.pdf (PDF');
});

test('a DOCX, a TXT and an MD file are read, whatever their names say', async ({ page }) => {
	await openApp(page, '/resume');
	await upload(page, 'resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', readFileSync(fixturePath('resumes', 'd_pt_ux_beatriz_souza.docx')));
	await expect(page.getByTestId('resume-result')).toBeVisible({ timeout: 20_000 });
	await expectResultFor(page, 'd_pt_ux_beatriz_souza');

	await page.getByRole('button', { name: 'Read another resume' }).click();
	await upload(page, 'notes.dat', 'application/octet-stream', readFileSync(fixturePath('resumes', 'd_en_accountant_derek_hollis.txt')));
	await expect(page.getByTestId('resume-result')).toBeVisible();
	await expectResultFor(page, 'd_en_accountant_derek_hollis');
	await expect(page.getByTestId('resume-result')).toContainText('(TXT');

	await page.getByRole('button', { name: 'Read another resume' }).click();
	const markdown = '# ' + fixtureText('resumes', 'd_en_data_aisha_karimi.txt');
	await upload(page, 'cv.md', 'text/markdown', Buffer.from(markdown));
	await expect(page.getByTestId('resume-result')).toBeVisible();
	await expectResultFor(page, 'd_en_data_aisha_karimi');
	await expect(page.getByTestId('resume-result')).toContainText('(MD');
});

test('files that cannot be read get a sentence the person can act on, and nothing is stored', async ({ page }) => {
	await openApp(page, '/resume');
	const error = page.getByTestId('resume-error');

	// PNG and JPEG are read by OCR (ocr.spec.ts); a GIF is not read at all.
	await upload(page, 'photo.gif', 'image/gif', Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0]));
	await expect(error).toContainText('Rumo reads PDF, DOCX, TXT and MD files.');

	await upload(page, 'photo.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]));
	await expect(error).toContainText('This file could not be read.', { timeout: 30_000 });

	await upload(page, 'broken.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj <<>> garbage without end'));
	await expect(error).toContainText('This file could not be read.');

	await upload(page, 'fake.pdf', 'application/pdf', Buffer.from('just some words, not a pdf at all, but long enough to be text. '.repeat(3)));
	await expect(error).toBeVisible();

	const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
	await upload(page, 'huge.txt', 'text/plain', big);
	await expect(error).toContainText('This file is larger than 10 MB');

	expect((await api(page, 'GET', '/resume')).data.total).toBe(0);
	await error.getByRole('button', { name: 'Paste the text instead' }).click();
	await expect(page.getByLabel('Paste your resume')).toBeFocused();
});

test('a password-protected PDF and a scanned PDF each get their own explanation', async ({ page }) => {
	await openApp(page, '/resume');
	const error = page.getByTestId('resume-error');
	const lines = Array.from({ length: 12 }, (_, i) => ({ text: `Experience line ${i} with enough words to read`, x: 72, y: 720 - i * 18 }));
	const locked = Buffer.from(buildPdf([{ texts: lines }], { userPassword: 'secret', ownerPassword: 'owner' }));
	const viaApi = await page.evaluate(async (b64) => {
		const form = new FormData();
		form.set('file', new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'locked.pdf', { type: 'application/pdf' }));
		const r = await fetch('/api/v1/resume/extract', { method: 'POST', body: form });
		return { status: r.status, body: await r.json() };
	}, locked.toString('base64'));
	expect(viaApi).toMatchObject({ status: 400, body: { code: 'invalid_file' } });
	expect(viaApi.body.detail).toMatch(/password/i);
	await upload(page, 'locked.pdf', 'application/pdf', locked);
	await expect(error).toContainText('protected by a password');

	const scanned = Buffer.from(buildPdf([{ imageOnly: true }, { imageOnly: true }]));
	await upload(page, 'scan.pdf', 'application/pdf', scanned);
	// A scan without words is read by OCR (tests/e2e/ocr.spec.ts) and still has too little text.
	await expect(error).toContainText('Rumo read it by OCR and found too little', { timeout: 30_000 });
	expect((await api(page, 'GET', '/resume')).data.total).toBe(0);
});

test('too little text is refused with insufficient_text', async ({ page }) => {
	await openApp(page, '/resume');
	await page.getByLabel('Paste your resume').fill('Maria Silva');
	await page.getByRole('button', { name: 'Read my resume' }).click();
	await expect(page.getByTestId('resume-error')).toContainText('There is too little text here to read a resume from.');
	const r = await api(page, 'POST', '/resume/extract', { text: 'Maria Silva' });
	expect(r).toMatchObject({ status: 422, data: { code: 'insufficient_text' } });
});

test('the extract endpoint answers through the service worker for text and multipart, and reads back', async ({ page }) => {
	await openApp(page, '/');
	const text = fixtureText('resumes', 'd_en_junior_frontend_nina_okonkwo.txt');
	const created = await api(page, 'POST', '/resume/extract', { text });
	expect(created).toMatchObject({ status: 201, fromServiceWorker: true, data: { source: { kind: 'text' } } });
	expect(created.data.profile.basics.email).toBe(fixtureJson('resumes', 'd_en_junior_frontend_nina_okonkwo.truth.json').email);
	const back = await api(page, 'GET', `/resume/${created.data.id}`);
	expect(back.data).toEqual(created.data);
	expect((await api(page, 'GET', '/resume/nope')).status).toBe(404);

	const pdf = readFileSync(fixturePath('resumes', 'd_en_data_aisha_karimi.pdf')).toString('base64');
	const multipart = await page.evaluate(async (b64) => {
		const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
		const form = new FormData();
		form.set('file', new File([bytes], 'aisha.pdf', { type: 'application/pdf' }));
		const r = await fetch('/api/v1/resume/extract', { method: 'POST', body: form });
		return { status: r.status, via: r.headers.get('x-rumo-path'), body: await r.json() };
	}, pdf);
	expect(multipart).toMatchObject({ status: 201, via: 'service-worker', body: { source: { kind: 'pdf', name: 'aisha.pdf' } } });
	expect(multipart.body.source.pages).toBeGreaterThan(0);

	const wrong = await api(page, 'POST', '/resume/extract', { resume: 'x' });
	expect(wrong).toMatchObject({ status: 400, data: { code: 'validation_failed' } });
	const tooLong = await api(page, 'POST', '/resume/extract', { text: 'a '.repeat(100_001) });
	expect(tooLong).toMatchObject({ status: 413, data: { code: 'payload_too_large' } });
});
