import { expect, test } from '@playwright/test';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { buildPdf } from '../../worker/core/engine/readers/testdata/build-pdf';
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

test('a DOCX posting chosen on the Job screen is read as a posting too', async ({ page }) => {
	await openApp(page, '/job');
	await page.locator('input[name="mode"][value="file"]').check();
	const doc = new Document({
		sections: [
			{
				children: [
					new Paragraph({ text: 'Enfermeira de UTI Adulto', heading: HeadingLevel.HEADING_1 }),
					new Paragraph('Hospital Santa Luzia — Recife, PE'),
					new Paragraph({ text: 'Requisitos', heading: HeadingLevel.HEADING_2 }),
					new Paragraph('- Registro ativo no COREN'),
					new Paragraph('- Experiência com ventilação mecânica'),
					new Paragraph('- Cuidados de enfermagem em terapia intensiva')
				]
			}
		]
	});
	const buffer = await Packer.toBuffer(doc);
	await page.locator('#job-file').setInputFiles({ name: 'vaga-enfermeira.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer });
	await page.getByTestId('job-entry').locator('button[type="submit"]').click();
	await expect(page.locator('#job-result-title')).toHaveText('Enfermeira de UTI Adulto');
	const result = page.getByTestId('job-result');
	await expect(result).toContainText('Hospital Santa Luzia');
	await expect(result).not.toContainText('PK');
	for (const skill of ['Mechanical ventilation', 'Intensive care']) await expect(page.getByTestId('job-required')).toContainText(skill);
});

test.describe('an ordinary English posting, without a "Requirements" heading', () => {
	const PROSE = [
		'We are looking for a Senior Backend Engineer to join the platform team at Lumen Health.',
		'',
		'You will build high-throughput Python services using FastAPI and Django REST Framework, owning the full lifecycle: design, delivery and on-call.',
		'Our stack is PostgreSQL on AWS RDS, caching in ElastiCache and events through Kafka.',
		'',
		'Lumen Health is a remote-first company building tools for clinics.'
	].join('\n');

	test('gets its title, company and stack from the prose', async ({ page }) => {
		await openApp(page, '/job');
		await page.getByLabel('Job posting text').fill(PROSE);
		await page.getByRole('button', { name: 'Read the job' }).click();
		await expect(page.locator('#job-result-title')).toHaveText('Senior Backend Engineer');
		const result = page.getByTestId('job-result');
		await expect(result).toContainText('Lumen Health');
		for (const skill of ['FastAPI', 'Django REST Framework', 'PostgreSQL', 'Kafka']) await expect(page.getByTestId('job-required')).toContainText(skill);
	});
});

test.describe('a Portuguese screen', () => {
	test.use({ locale: 'pt-BR' });

	test('labels what the posting did not say as assumed, in Portuguese', async ({ page }) => {
		await openApp(page, '/job');
		await page.getByLabel('Texto da vaga').fill(['Analista de Dados', 'Transportes Alvorada — Curitiba, PR', 'Requisitos', '- SQL avançado', '- Power BI', '- Python para tratamento de dados'].join('\n'));
		await page.getByTestId('job-entry').locator('button[type="submit"]').click();
		await expect(page.locator('#job-result-title')).toHaveText('Analista de Dados');
		await expect(page.getByTestId('assumed-seniority')).toContainText('não informado — presumido');
	});
});

test('a posting with a requirements list shows the stack its duties name apart, counted below the lists', async ({ page }) => {
	await openApp(page, '/job');
	await page
		.getByLabel('Job posting text')
		.fill(
			'Senior Backend Engineer — Lumen Health\n\nYou will build Python services using FastAPI.\n\nWhat you will do\n- Design APIs backed by PostgreSQL.\n- Stream events through Kafka.\n\nRequirements\n- 5+ years of backend development in Python.\n- Experience with Docker.'
		);
	await page.getByRole('button', { name: 'Read the job' }).click();
	await expect(page.getByTestId('job-required')).toContainText('Docker');
	const mentioned = page.getByTestId('job-mentioned');
	for (const skill of ['FastAPI', 'PostgreSQL', 'Kafka']) await expect(mentioned).toContainText(skill);
	await expect(page.getByTestId('job-required')).not.toContainText('Kafka');
	// The person may count one as required: it moves to the required list.
	await mentioned.getByRole('button', { name: /Kafka/ }).click();
	await expect(page.getByTestId('job-required')).toContainText('Kafka');
	await expect(mentioned).not.toContainText('Kafka');
});

test('when Rumo cannot tell the company, the person confirms title and company in a short form, pre-filled', async ({ page }) => {
	await openApp(page, '/job');
	await page.getByLabel('Job posting text').fill('Staff Nurse — Intensive Care\n\nRequirements\n- Active nursing license\n- ICU experience\n- Patient care and medication administration');
	await page.getByRole('button', { name: 'Read the job' }).click();
	const form = page.getByTestId('job-names');
	await expect(form).toHaveAttribute('open', '');
	await expect(form.getByLabel('Job title')).toHaveValue(/Staff Nurse/);
	await form.getByLabel('Company', { exact: true }).fill('Hospital Santa Luzia');
	await form.getByRole('button', { name: 'Save title and company' }).click();
	await expect(form.getByRole('status')).toContainText('Saved');
	await expect(page.getByTestId('job-result')).toContainText('Hospital Santa Luzia');
	const stored = await page.evaluate(async () => (await (await fetch('/api/v1/job')).json()).items[0]);
	expect(stored.company).toBe('Hospital Santa Luzia');
});
