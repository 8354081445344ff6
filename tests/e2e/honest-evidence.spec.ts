import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';
import { buildPdf } from '../../worker/core/resume/readers/testdata/build-pdf';
import { buildDocx, docxParagraph, docxRun } from '../../worker/core/resume/readers/testdata/build-docx';

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
