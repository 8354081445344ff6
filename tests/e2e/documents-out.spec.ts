import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { fixtureText } from './fixtures';

/**
 * Documents out (issue 16), through the service worker: a tailored resume downloaded from the
 * Download dialog in each format holds the accepted changes and not the rejected one, and the PDF
 * reads back as the same person.
 */

type Suggestion = { id: string; kind: string; target: string; before: string; after: string; status: string };

const SAMUEL = () => fixtureText('resumes', 'd_en_backend_samuel_reyes.txt');
// A DevOps job Samuel fits only in part: the tailor proposes a summary, a skills order, a bullets order and a keyword.
const NUVEM_CACTO = () => fixtureText('jobs', 'd_job_pt_devops_nuvem_cacto.txt');

/** Resume, job, analysis and tailoring, made as the screens make them; the tailor screen's address. */
async function tailored(page: Page) {
	const resume = await api(page, 'POST', '/resume/extract', { text: SAMUEL() });
	const job = await api(page, 'POST', '/job/extract', { text: NUVEM_CACTO() });
	const ids = { resumeId: resume.data.id as string, jobId: job.data.id as string };
	const match = await api(page, 'POST', '/match/analyze', ids);
	const tailoring = await api(page, 'POST', '/resume/tailor', ids);
	expect(tailoring.status).toBe(201);
	expect(tailoring.fromServiceWorker).toBe(true);
	return { ...ids, tailoringId: tailoring.data.id as string, suggestions: tailoring.data.suggestions as Suggestion[], url: `/tailor?match=${match.data.id}` };
}

/** Text as a file shows it: whitespace in one kind, and a word broken at a hyphen at a line's end made whole. */
const flat = (text: string) => text.replace(/(\p{L})-\s+(\p{L})/gu, '$1-$2').replace(/\s+/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A suggestion's `after` in the file: one piece of text, or a list (skills, a role's bullets) in its new order, whatever marks its items. */
function afterPattern(s: Pick<Suggestion, 'kind' | 'target' | 'after'>): RegExp {
	const parts = s.kind === 'reorder' ? s.after.split(s.target === 'skills' ? /,\s*/ : /\n/) : [s.after];
	return new RegExp(parts.map((part) => escape(flat(part.trim()))).join('[^\\p{L}\\p{N}]{1,8}'), 'u');
}

async function pdfText(bytes: Buffer): Promise<string> {
	// The legacy build: the modern one needs browser globals Node does not have.
	const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
	const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
	let text = '';
	for (let n = 1; n <= document.numPages; n++) {
		const content = await (await document.getPage(n)).getTextContent();
		text += content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('') + '\n';
	}
	await document.destroy();
	return text;
}

async function docxText(bytes: Buffer): Promise<string> {
	const mammoth = (await import('mammoth')) as unknown as { default?: typeof import('mammoth') } & typeof import('mammoth');
	return (await (mammoth.default ?? mammoth).extractRawText({ buffer: bytes })).value;
}

/** Every string of a JSON Resume, in the file's order: the summary, each role's highlights, each skill. */
function jsonText(bytes: Buffer): string {
	const strings = (value: unknown): string[] =>
		typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
	return strings(JSON.parse(bytes.toString('utf8'))).join('\n');
}

async function textOf(format: string, bytes: Buffer) {
	if (format === 'pdf') return pdfText(bytes);
	if (format === 'docx') return docxText(bytes);
	if (format === 'json') return jsonText(bytes);
	return bytes.toString('utf8');
}

const dialog = (page: Page) => page.getByTestId('download-dialog');

/** Chooses a format in the open dialog, downloads, and gives the file; the toast names it. */
async function downloadAs(page: Page, format: RegExp) {
	await dialog(page).getByRole('radio', { name: format }).check();
	const [download] = await Promise.all([page.waitForEvent('download'), dialog(page).getByTestId('download-submit').click()]);
	const filename = download.suggestedFilename();
	await expect(page.getByTestId('toast').last()).toContainText(filename);
	await expect(dialog(page)).toHaveCount(0);
	return { filename, bytes: await readFile((await download.path())!) };
}

const FORMATS = [
	{ format: 'md', label: /^Markdown$/ },
	{ format: 'json', label: /^JSON Resume$/ },
	{ format: 'docx', label: /^Word/ },
	{ format: 'pdf', label: /^PDF$/ }
] as const;

test('a tailored resume downloads in every format with the two accepted changes and not the rejected one; its PDF reads back as the same person', async ({ page }) => {
	test.setTimeout(120_000);
	await openApp(page, '/');
	const { url, suggestions } = await tailored(page);
	const summary = suggestions.find((s) => s.kind === 'emphasize' && s.target === 'summary')!;
	const skills = suggestions.find((s) => s.kind === 'reorder' && s.target === 'skills')!;
	const bullets = suggestions.find((s) => s.kind === 'reorder' && s.target.startsWith('experience:'))!;
	expect([summary, skills, bullets].every(Boolean)).toBe(true);

	// On the tailor screen, as a person does: the two new orders accepted, the summary rejected.
	await page.goto(url);
	const cards = page.getByTestId('suggestion');
	await expect(cards.first()).toBeVisible();
	for (const card of await page.locator('[data-testid="suggestion"][data-kind="reorder"]').all()) await card.getByRole('button', { name: 'Accept' }).click();
	await page.locator('[data-testid="suggestion"][data-kind="emphasize"]').getByRole('button', { name: 'Reject' }).click();
	await expect(page.getByTestId('tailor-counts')).toContainText('2 accepted · 1 rejected');

	const opener = page.getByRole('button', { name: 'Download resume' });
	const files: Record<string, { filename: string; bytes: Buffer }> = {};
	for (const { format, label } of FORMATS) {
		await opener.click();
		await expect(dialog(page).getByTestId('download-note')).toHaveText(/^Only the changes you accepted are included\./);
		files[format] = await downloadAs(page, label);
		expect(files[format].filename).toMatch(new RegExp(`^Samuel-Reyes.*\\.${format}$`));
		// Soft: one format's fault does not hide the others', nor the read-back below.
		const text = flat(await textOf(format, files[format].bytes));
		expect.soft(text, `${format}: the new skills order`).toMatch(afterPattern(skills));
		expect.soft(text, `${format}: the new bullets order`).toMatch(afterPattern(bullets));
		expect.soft(text, `${format}: the rejected summary`).not.toMatch(afterPattern(summary));
		expect.soft(text, `${format}: the summary as it was`).toContain(flat(summary.before));
		expect.soft(text, `${format}: the person`).toContain('samuel.reyes@example.com');
	}
	expect(files.pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
	expect(files.docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

	// The PDF Rumo made, read by Rumo again: the same person.
	await page.goto('/resume');
	await page.locator('#resume-file').setInputFiles({ name: files.pdf.filename, mimeType: 'application/pdf', buffer: files.pdf.bytes });
	await expect(page.getByTestId('resume-result')).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('resume-contact')).toContainText('Samuel Reyes');
	await expect(page.getByTestId('resume-contact')).toContainText('samuel.reyes@example.com');
});

test('the resume list downloads a resume as it was read; a resume deleted meanwhile is said so; the profile downloads as a resume', async ({ page }) => {
	await openApp(page, '/');
	const { suggestions, resumeId } = await tailored(page);
	const summary = suggestions.find((s) => s.kind === 'emphasize')!;
	// A second resume keeps the list on screen once Samuel's is deleted below.
	expect((await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_accountant_derek_hollis.txt') })).status).toBe(201);
	await page.goto('/resume');
	const row = page.getByTestId('resume-row').filter({ hasText: 'Samuel Reyes' });
	await row.getByRole('button', { name: 'Download', exact: true }).click();
	await expect(dialog(page).getByTestId('download-note')).toHaveText('Your resume as Rumo read it, without any tailoring.');
	const md = await downloadAs(page, /^Markdown$/);
	expect(md.filename).toMatch(/^Samuel-Reyes.*\.md$/);
	const text = flat(md.bytes.toString('utf8'));
	expect(text).toContain(flat(summary.before));
	expect(text).not.toMatch(afterPattern(summary));

	// Issue 27: a Portuguese resume under this en-US browser starts with Portuguese headings on A4.
	expect((await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_pt_devops_lucas_moreira.txt') })).status).toBe(201);
	await page.reload();
	await page.getByTestId('resume-row').filter({ hasText: 'Lucas Moreira' }).getByRole('button', { name: 'Download', exact: true }).click();
	await expect(dialog(page).getByRole('radio', { name: 'A4' })).toBeChecked();
	await expect(dialog(page).getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked();
	await page.keyboard.press('Escape');
	await expect(dialog(page)).toHaveCount(0);

	// Deleted in another tab while the dialog is open: a sentence that says what happened.
	await row.getByRole('button', { name: 'Download', exact: true }).click();
	expect((await api(page, 'DELETE', `/resume/${resumeId}`)).status).toBe(204);
	await dialog(page).getByRole('radio', { name: /^Markdown$/ }).check();
	await dialog(page).getByTestId('download-submit').click();
	await expect(dialog(page).getByTestId('download-error')).toContainText('This resume no longer exists');
	await page.keyboard.press('Escape');
	await expect(dialog(page)).toHaveCount(0);

	// Someone without a resume file: a resume from what they confirmed in the profile.
	const basics = { name: 'Ana Lima', headline: 'Enfermeira', email: 'ana.lima@example.com', phone: null, location: 'Recife, PE', summary: 'Enfermeira com 6 anos de UTI.', links: [] };
	expect((await api(page, 'PUT', '/profile/basics', basics)).status).toBe(200);
	await page.goto('/profile');
	await page.getByRole('button', { name: 'Download as a resume' }).click();
	await expect(dialog(page).getByTestId('download-note')).toContainText('Made from what you confirmed in your profile');
	const profile = await downloadAs(page, /^Markdown$/);
	expect(profile.bytes.toString('utf8')).toContain('Ana Lima');
	expect(profile.bytes.toString('utf8')).toContain('ana.lima@example.com');
});

test.describe('in Portuguese, on a phone', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('the dialog works from the keyboard, defaults to A4 and Portuguese headings, previews the first page and passes axe', async ({ page }) => {
		test.setTimeout(90_000);
		await openApp(page, '/');
		const { url } = await tailored(page);
		await page.goto(url);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajuste do currículo');
		const opener = page.getByRole('button', { name: 'Baixar currículo' });
		await opener.focus();
		await page.keyboard.press('Enter');
		const panel = dialog(page);
		await expect(page.getByRole('dialog', { name: 'Baixar seu currículo' })).toBeVisible();
		await expect(panel.getByTestId('download-note')).toHaveText(/^Só entram as mudanças que você aceitou\./);
		await expect(panel.getByRole('radio', { name: 'PDF' })).toBeChecked();
		await expect(panel.getByRole('radio', { name: 'A4' })).toBeChecked();
		await expect(panel.getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked();
		await expect(panel.getByRole('radio', { name: 'Clássico' })).toBeChecked();

		// Arrow keys move within a group; Tab reaches the preview button.
		await panel.getByRole('radio', { name: 'PDF' }).focus();
		await page.keyboard.press('ArrowDown');
		await expect(panel.getByRole('radio', { name: 'Word (.docx)' })).toBeChecked();
		await expect(panel.getByTestId('download-preview-toggle')).toHaveCount(0);
		await page.keyboard.press('ArrowUp');
		await expect(panel.getByRole('radio', { name: 'PDF' })).toBeChecked();
		const toggle = panel.getByRole('button', { name: 'Ver a primeira página' });
		for (let i = 0; i < 8 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
		await expect(toggle).toBeFocused();
		await page.keyboard.press('Enter');
		const preview = panel.getByRole('img', { name: /^Prévia da primeira página de Samuel-Reyes.*\.pdf, \d+ páginas? no total$/ });
		await expect(preview).toBeVisible({ timeout: 20_000 });
		await expect(panel.getByTestId('download-preview')).toContainText(/Página 1 de \d+/);
		// Something was drawn: the canvas is not blank.
		const inked = await panel.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
			const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
			for (let i = 0; i < data.length; i += 4) if (data[i] < 128 && data[i + 3] > 0) return true;
			return false;
		});
		expect(inked).toBe(true);

		// Fits 360 px: nothing wider than the dialog.
		expect(await page.evaluate(() => { const d = document.querySelector('dialog[open]')!; return d.scrollWidth <= d.clientWidth; })).toBe(true);
		await expectNoSeriousViolations(page, 'download dialog (pt-BR, 360 px, preview)');

		// Escape closes and gives focus back; Enter opens again and the file downloads from the keyboard.
		await page.keyboard.press('Escape');
		await expect(panel).toHaveCount(0);
		await expect(opener).toBeFocused();
		await page.keyboard.press('Enter');
		const submit = dialog(page).getByRole('button', { name: 'Baixar PDF' });
		for (let i = 0; i < 12 && !(await submit.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
		const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
		await expect(page.getByTestId('toast').last()).toContainText(`${download.suggestedFilename()} baixado.`);
		await expect(opener).toBeFocused();
	});
});
