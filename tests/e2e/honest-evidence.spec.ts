import { expect, test, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { buildPdf } from '../../worker/core/engine/readers/testdata/build-pdf';
import { buildDocx, docxParagraph, docxRun } from '../../worker/core/engine/readers/testdata/build-docx';

const upload = (page: Page, name: string, mimeType: string, bytes: Uint8Array) =>
	page.locator('#resume-file').setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });

const LINES = [
	'Marina Costa',
	'Backend Developer',
	'marina.costa@example.com',
	'SKILLS',
	'Go, Redis, PostgreSQL, Docker, Linux, Git',
	'EXPERIENCE',
	'Backend Developer - Loja Azul, Sao Paulo',
	'2020 - Present',
	'Built payment services in Go backed by PostgreSQL and Redis.'
];
const STUFFED = 'Kubernetes Kafka Terraform';

test('a stuffed PDF gives the profile a person sees, and says how many hidden words were ignored', async ({ page }) => {
	await openApp(page, '/resume');
	const pdf = buildPdf([
		{
			texts: [...LINES.map((text, i) => ({ text, x: 72, y: 720 - i * 16, bold: /^[A-Z]+$/.test(text) })), { text: STUFFED, x: 72, y: 400, gray: 1 }, { text: 'Python Rust', x: 72, y: 380, size: 1 }]
		}
	]);
	await upload(page, 'marina.pdf', 'application/pdf', pdf);
	await expect(page.getByTestId('resume-contact')).toContainText('Marina Costa');
	await expect(page.locator('[data-code="hidden_text"]')).toContainText('We ignored 5 words hidden in this file');
	await expect(page.locator('main')).toContainText('PostgreSQL');
	await expect(page.locator('main')).not.toContainText(/Kubernetes|Kafka|Terraform|Rust/);
});

test('a stuffed DOCX gives the profile a person sees, in Portuguese too', async ({ page }) => {
	await openApp(page, '/resume');
	await page.getByRole('button', { name: 'Mudar para português' }).click();
	const docx = buildDocx([...LINES.map((line) => docxParagraph(docxRun(line))), docxParagraph(docxRun('Also: '), docxRun(STUFFED, '<w:vanish/>'))]);
	await upload(page, 'marina.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx);
	await expect(page.getByTestId('resume-contact')).toContainText('Marina Costa');
	await expect(page.locator('[data-code="hidden_text"]')).toContainText('Ignoramos 3 palavras escondidas neste arquivo');
	await expect(page.locator('main')).not.toContainText(/Kubernetes|Kafka|Terraform/);
});

test('a keyword only a related skill supports stays out of present and out of the tailored text until the person confirms it', async ({ page }) => {
	await openApp(page, '/');
	const resume = await api(page, 'POST', '/resume/extract', {
		text: `Ana Lima\nData Analyst\nana.lima@example.com\n\nSKILLS\nPostgreSQL, Excel, Power BI, Python\n\nEXPERIENCE\nData Analyst — Acme Energia, Recife\n2020 – Present\n- Wrote PostgreSQL queries for the finance dashboards.\n- Built monthly Excel and Power BI reports for the board.\n`
	});
	const job = await api(page, 'POST', '/job/extract', {
		text: `Data Analyst — Pinecrest Health\nHybrid\n\nAbout the role\nYou will turn hospital data into the reports our clinical teams read every week, in a small analytics team.\n\nResponsibilities\n- Build dashboards\n- Answer data questions from clinicians\n\nRequirements\n- SQL\n- Excel\n- Power BI\n- Python\n`
	});
	const match = await api(page, 'POST', '/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
	expect(match.status).toBe(201);

	await page.goto(`/ats?match=${match.data.id}`);
	await expect(page.getByTestId('ats-present')).toContainText('Excel');
	await expect(page.getByTestId('ats-present')).not.toContainText(/\bSQL\b/);
	await expect(page.getByTestId('ats-safe')).toContainText('SQL');

	await page.goto(`/tailor?match=${match.data.id}`);
	const refused = page.getByTestId('tailor-refused');
	await expect(refused).toContainText('SQL');
	const sqlSuggestion = page.locator('[data-testid="suggestion"]', { hasText: /^\s*SQL\b/ });
	await expect(page.getByTestId('suggestions')).toBeVisible();
	expect(await page.locator('[data-testid="suggestion"][data-kind="add_keyword"] .keyword').allTextContents()).not.toContain('SQL');

	await refused.getByRole('button', { name: 'I do know SQL' }).click();
	await expect(page.getByTestId('toast')).toContainText('SQL is in your profile now');
	const added = page.locator('[data-testid="suggestion"][data-kind="add_keyword"]', { has: page.locator('.keyword', { hasText: /^SQL$/ }) });
	await expect(added).toBeVisible();
	await expect(added).toContainText('I confirmed that I know SQL.');
	await expect(sqlSuggestion.first()).toBeVisible();

	const ats = await api(page, 'POST', '/ats/analyze', { matchId: match.data.id });
	expect(ats.data.present).toContainEqual(expect.objectContaining({ keyword: 'SQL', inResume: false, source: 'profile' }));
});
