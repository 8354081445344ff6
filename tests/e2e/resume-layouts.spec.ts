import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp } from './helpers';

/**
 * Resume layouts (issue 25) read through the service worker into the review: documents of the
 * generated corpus (tests/eval/corpus, `npm run corpus`), dev families only — the blind ones are
 * for measuring the parser and are never used here. Each document's jobs are checked against its
 * truth file, read at test time.
 */
const CORPUS = fileURLToPath(new URL('../eval/corpus/', import.meta.url));

type CorpusIndex = { families: { id: string; split: 'dev' | 'blind' }[] };
type Truth = { name: string; experiences: { title: string; company: string; start: string | null; date_precision?: 'year' }[] };

const MIME = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const;

/** A document of a dev family ("docs/sidebar-left/sidebar-left-05.pdf") and its truth; refuses a blind family. */
function devDocument(path: string) {
	const family = path.split('/')[1];
	const index = JSON.parse(readFileSync(join(CORPUS, 'index.json'), 'utf8')) as CorpusIndex;
	const split = index.families.find((f) => f.id === family)?.split;
	if (split !== 'dev') throw new Error(`${path}: only documents of dev families may be used here (${family} is ${split ?? 'unknown'})`);
	const kind = path.endsWith('.docx') ? 'docx' : 'pdf';
	return {
		name: basename(path),
		kind,
		mimeType: MIME[kind],
		buffer: readFileSync(join(CORPUS, path)),
		truth: JSON.parse(readFileSync(join(CORPUS, path.replace(/\.(pdf|docx)$/, '.truth.json')), 'utf8')) as Truth
	};
}

/** Uploads a file on the Resume screen and waits for the review; the file went through the service worker. */
async function uploadForReview(page: Page, file: ReturnType<typeof devDocument>) {
	const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/resume/extract');
	await page.locator('#resume-file').setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
	const response = await answered;
	expect(response.status()).toBe(201);
	expect(response.headers()['x-rumo-path']).toBe('service-worker');
	await expect(page.getByTestId('resume-result')).toContainText(`From ${file.name} (${file.kind.toUpperCase()}`, { timeout: 30_000 });
	const review = page.getByTestId('candidate-review');
	await expect(review.getByTestId('candidate').first()).toBeVisible({ timeout: 20_000 });
	return review;
}

/** A truth job's start as the review shows it in English ("2023-12" → "Dec 2023"; a year-only date by its year). */
function shownStart(job: Truth['experiences'][number]) {
	if (!job.start) return '';
	if (job.date_precision === 'year') return job.start.slice(0, 4);
	return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${job.start}-01T00:00:00Z`));
}

/** Every job of the truth is one experience to review, with its own title, employer and start — and nothing else is. */
async function expectJobsOf(page: Page, review: Locator, truth: Truth) {
	const experiences = review.locator('[data-type="experience"]');
	await expect(experiences).toHaveCount(truth.experiences.length);
	for (const job of truth.experiences) {
		const times = truth.experiences.filter((other) => other.title === job.title && other.company === job.company && other.start === job.start).length;
		const shown = experiences
			.filter({ has: page.getByText(job.title, { exact: true }) })
			.filter({ has: page.getByText(`· ${job.company}`, { exact: true }) })
			.filter({ hasText: shownStart(job) });
		await expect(shown, `${job.title} · ${job.company} from ${shownStart(job) || 'no date'}`).toHaveCount(times);
	}
}

const LAYOUTS = [
	// Two columns, the grey sidebar (contact, skills, languages) on the LEFT of the jobs.
	{ name: 'a two-column PDF', path: 'docs/sidebar-left/sidebar-left-05.pdf' },
	// "Experiência", "janeiro de 2020 - o momento (…)" under each title and company.
	{ name: 'a LinkedIn-style PDF export in Portuguese', path: 'docs/linkedin-export-pt/linkedin-export-pt-03.pdf' },
	// A Brazilian job portal's Word export: "Empresa: / Cargo: / Período:" under grey bars.
	{ name: 'a Brazilian Word CV', path: 'docs/docx-portal-catho/docx-portal-catho-07.docx' }
];

for (const layout of LAYOUTS) {
	test(`${layout.name} is read through the service worker into the review with each of its jobs`, async ({ page }) => {
		const file = devDocument(layout.path);
		await openApp(page, '/resume');
		const review = await uploadForReview(page, file);
		await expect(page.getByTestId('resume-contact')).toContainText(file.truth.name);
		await expectJobsOf(page, review, file.truth);
		// Each job says which lines of the document it was read from.
		for (const experience of await review.locator('[data-type="experience"]').all()) {
			await expect(experience).toContainText('Read from these lines of your resume:');
			await expect(experience.getByTestId('candidate-source')).not.toBeEmpty();
		}
	});
}

// Invented: a title alone, with neither employer nor dates, above an ordinary dated job.
const UNSURE_RESUME = `Helena Prado
helena.prado@example.com · +1 512-555-0147 · Austin, TX

SUMMARY
Registered nurse with six years on surgical and emergency wards.

EXPERIENCE
Voluntary Nurse
• Helped at weekend health fairs, taking blood pressure and giving vaccines.

Registered Nurse — Hill Country Medical Center
March 2020 – Present
• Cared for up to eight patients a shift on a busy surgical ward.
• Trained new nurses on medication safety checks.

EDUCATION
Bachelor of Science in Nursing — University of Texas at Austin, 2019
`;

const UNSURE_RESUME_PT = `Helena Prado
helena.prado@example.com · +55 31 90000-0147 · Belo Horizonte, MG

RESUMO
Enfermeira com seis anos em centro cirúrgico e pronto-socorro.

EXPERIÊNCIA PROFISSIONAL
Enfermeira Voluntária
• Atendi em mutirões de saúde aos fins de semana, aferindo pressão e aplicando vacinas.

Enfermeira Assistencial — Hospital Santa Clara
Março de 2020 – atual
• Cuidei de até oito pacientes por plantão no centro cirúrgico.
• Treinei novos enfermeiros em segurança na administração de medicamentos.

FORMAÇÃO
Bacharelado em Enfermagem — Universidade Federal de Minas Gerais, 2019
`;

/** The experience to review titled exactly so. */
const experienceTitled = (page: Page, review: Locator, title: string) =>
	review.locator('[data-type="experience"]').filter({ has: page.getByText(title, { exact: true }) });

test('a job the reader is unsure of says why, quotes its lines and is left for the person to choose', async ({ page }) => {
	await openApp(page, '/resume');
	await page.getByLabel('Paste your resume').fill(UNSURE_RESUME);
	await page.getByRole('button', { name: 'Read my resume' }).click();
	const review = page.getByTestId('candidate-review');
	await expect(review.locator('[data-type="experience"]')).toHaveCount(2);

	const unsure = experienceTitled(page, review, 'Voluntary Nurse');
	await expect(unsure.getByTestId('candidate-doubts')).toHaveText('Check this one — no employer was found and no dates were found.');
	await expect(unsure.getByRole('checkbox', { name: 'Include Voluntary Nurse' })).not.toBeChecked();
	await expect(unsure).toContainText('Read from these lines of your resume:');
	await expect(unsure.getByTestId('candidate-source')).toHaveText('Voluntary Nurse');

	const sure = experienceTitled(page, review, 'Registered Nurse');
	await expect(sure).toContainText('· Hill Country Medical Center');
	await expect(sure.getByTestId('candidate-doubts')).toHaveCount(0);
	await expect(sure.getByRole('checkbox', { name: 'Include Registered Nurse' })).toBeChecked();
	await expect(sure).toContainText('Read from these lines of your resume:');
	const source = sure.getByTestId('candidate-source');
	await expect(source).toContainText('Registered Nurse — Hill Country Medical Center');
	await expect(source).toContainText('March 2020 – Present');
	await expect(source).not.toContainText('Voluntary Nurse');

	// Adding what is selected leaves the unsure job out until the person ticks it.
	await review.getByTestId('add-selected').click();
	await expect(page.getByTestId('toast')).toContainText('added to your profile');
	const titles = await page.evaluate(async () => ((await (await fetch('/api/v1/profile')).json()).items as { type: string; title: string }[]).filter((i) => i.type === 'experience').map((i) => i.title));
	expect(titles).toEqual(['Registered Nurse']);
});

test.describe('a browser set to Brazilian Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('says in Portuguese why a job is unsure, and leaves it unticked', async ({ page }) => {
		await openApp(page, '/resume');
		await page.getByLabel('Cole o seu currículo').fill(UNSURE_RESUME_PT);
		await page.getByRole('button', { name: 'Ler meu currículo' }).click();
		const review = page.getByTestId('candidate-review');
		await expect(review.locator('[data-type="experience"]')).toHaveCount(2);

		const unsure = experienceTitled(page, review, 'Enfermeira Voluntária');
		await expect(unsure.getByTestId('candidate-doubts')).toHaveText('Confira este — nenhuma empresa foi encontrada e nenhuma data foi encontrada.');
		await expect(unsure.getByRole('checkbox', { name: 'Incluir Enfermeira Voluntária' })).not.toBeChecked();
		await expect(unsure).toContainText('Lido destas linhas do seu currículo:');
		await expect(unsure.getByTestId('candidate-source')).toHaveText('Enfermeira Voluntária');

		const sure = experienceTitled(page, review, 'Enfermeira Assistencial');
		await expect(sure.getByTestId('candidate-doubts')).toHaveCount(0);
		await expect(sure.getByRole('checkbox', { name: 'Incluir Enfermeira Assistencial' })).toBeChecked();
		await expect(sure.getByTestId('candidate-source')).toContainText('Março de 2020 – atual');
	});
});
