import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, createJob, openApp } from './helpers';
import { fixtureText } from './fixtures';

// Application intelligence: what the tracked jobs ask for, against what the profile shows.

const POSTING_PT = `Desenvolvedor Backend Pleno
Empresa: Tidewater Logística
Local: Remoto

Sobre a vaga:
Você vai construir as APIs que conectam transportadoras e clientes em todo o Brasil.

Requisitos:
- Experiência com Node.js e TypeScript em produção
- Banco de dados PostgreSQL
- Containers com Docker

Diferenciais:
- Kubernetes
- AWS`;

const POSTING_EN = `Backend Engineer
Company: Northwind Freight

About the role:
You will build the services that move freight across the country, with a small team.

Requirements:
- 3+ years building APIs with Python
- Postgres and Docker in production

Nice to have:
- Kubernetes`;

/** Two postings read on the Job screen's API and saved to Applications, plus one job added by hand. */
async function trackThreeJobs(page: Page) {
	for (const [text, title] of [
		[POSTING_PT, 'Desenvolvedor Backend Pleno'],
		[POSTING_EN, 'Backend Engineer']
	]) {
		const extracted = await api(page, 'POST', '/job/extract', { text });
		expect(extracted.status).toBe(201);
		await createJob(page, { title, jobId: extracted.data.id });
	}
	await createJob(page, { title: 'Platform Engineer (Kubernetes)', source: 'LinkedIn' });
}

const row = (page: Page, skill: string) => page.getByTestId('requirement').and(page.locator(`[data-skill="${skill}"]`));

test('the API counts what saved jobs ask for and knows the profile by canonical names', async ({ page }) => {
	await openApp(page, '/dashboard');
	const empty = await api(page, 'GET', '/tracker/requirements');
	expect(empty).toMatchObject({ status: 200, data: { items: [], jobsWithSkills: 0 }, fromServiceWorker: true });

	await trackThreeJobs(page);
	const profile = await api(page, 'POST', '/profile/items', { type: 'skill', title: 'Postgres' });
	expect(profile.status).toBe(201);

	const r = await api(page, 'GET', '/tracker/requirements');
	expect(r.status).toBe(200);
	expect(r.data.jobsWithSkills).toBe(3);
	expect(r.data.items[0]).toMatchObject({ skill: 'Kubernetes', count: 3, required: 1, share: 1, inProfile: false });
	expect(r.data.items[0].jobs.map((j: { title: string }) => j.title).sort()).toEqual(['Backend Engineer', 'Desenvolvedor Backend Pleno', 'Platform Engineer (Kubernetes)']);
	const postgres = r.data.items.find((i: { skill: string }) => i.skill === 'PostgreSQL');
	expect(postgres).toMatchObject({ skill: 'PostgreSQL', count: 2, required: 2, share: 0.67, inProfile: true });

	expect((await api(page, 'GET', '/tracker/requirements?source=LinkedIn')).data.items).toMatchObject([
		{ skill: 'Kubernetes', count: 1, required: 1, share: 1, inProfile: false, jobs: [{ title: 'Platform Engineer (Kubernetes)', analysisId: null }] }
	]);
	expect((await api(page, 'GET', '/tracker/requirements?limit=2')).data.items).toHaveLength(2);
	const bad = await api(page, 'GET', '/tracker/requirements?limit=500');
	expect(bad.status).toBe(400);
	expect(bad.contentType).toBe('application/problem+json');
	expect(bad.data.code).toBe('validation_failed');
});

test('the dashboard shows each skill with its share and marks the gaps, which close when the profile gains the skill', async ({ page }) => {
	await openApp(page, '/dashboard');
	await trackThreeJobs(page);
	const section = page.getByTestId('requirements');
	await expect(section.getByRole('heading', { name: 'What jobs ask for' })).toBeVisible();
	await expect(section).toContainText('Skills named by the 3 tracked jobs');

	const kubernetes = row(page, 'Kubernetes');
	await expect(kubernetes).toContainText('100%');
	await expect(kubernetes).toContainText('required in 1');
	await expect(kubernetes.getByTestId('gap')).toHaveText(/Gap: not in your profile/);
	await expect(row(page, 'PostgreSQL')).toContainText('67%');
	await expect(row(page, 'PostgreSQL').getByTestId('gap')).toBeVisible();
	await expect(page.getByTestId('requirement').first()).toHaveAttribute('data-skill', 'Kubernetes');

	const results = await new AxeBuilder({ page }).include('[data-testid="requirements"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
	expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

	// The profile says "Postgres"; the jobs say "PostgreSQL" and "Postgres": the same skill.
	await api(page, 'POST', '/profile/items', { type: 'skill', title: 'Postgres' });
	await expect(row(page, 'PostgreSQL').getByTestId('in-profile')).toHaveText(/In your profile/);
	await expect(row(page, 'PostgreSQL').getByTestId('gap')).toHaveCount(0);

	await kubernetes.getByRole('link', { name: 'Add evidence of Kubernetes to your profile' }).click();
	await expect(page).toHaveURL(/\/profile$/);
});

test('with tracked jobs but no known skill the section explains where skills come from', async ({ page }) => {
	await openApp(page, '/dashboard');
	await createJob(page, { title: 'Vaga indicada pela Carla', notes: 'Pedem Java e Kafka' });
	expect((await api(page, 'GET', '/tracker/requirements')).data).toEqual({ items: [], jobsWithSkills: 0 });
	const empty = page.getByTestId('requirements-empty');
	await expect(empty).toContainText('No skills to count yet');
	await expect(empty).toContainText('Jobs you save from the Job screen bring the skills their posting asks for.');
	await empty.getByRole('link', { name: 'Open the Job screen' }).click();
	await expect(page).toHaveURL(/\/job$/);
});

test('a tracked job with an analysis links its match score to that analysis', async ({ page }) => {
	await openApp(page, '/applications');
	await createJob(page, { title: 'Enfermeira de UTI', match: { score: 77, analysisId: 'analysis-42' } });
	await createJob(page, { title: 'Técnica de Enfermagem', match: { score: 60, analysisId: null } });
	const card = page.getByTestId('job-card').filter({ hasText: 'Enfermeira de UTI' });
	await expect(card.getByRole('link', { name: 'Match 77: open the analysis of Enfermeira de UTI' })).toHaveAttribute('href', '/analysis?id=analysis-42');
	await expect(page.getByTestId('job-card').filter({ hasText: 'Técnica de Enfermagem' }).getByTestId('match-link')).toHaveCount(0);

	await card.getByRole('button', { name: 'Open Enfermeira de UTI' }).click();
	const dialog = page.getByRole('dialog');
	await expect(dialog.getByRole('link', { name: '77/100: open the analysis of this job' })).toHaveAttribute('href', '/analysis?id=analysis-42');
});

test.describe('in Brazilian Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('the section, its gaps and its empty state speak Portuguese', async ({ page }) => {
		await openApp(page, '/dashboard');
		await createJob(page, { title: 'Vaga indicada pela Carla' });
		await expect(page.getByTestId('requirements-empty')).toContainText('Ainda não há competências para contar');
		await expect(page.getByTestId('requirements-empty').getByRole('link', { name: 'Abrir a tela Vaga' })).toBeVisible();

		await trackThreeJobs(page);
		const section = page.getByTestId('requirements');
		await expect(section.getByRole('heading', { name: 'O que as vagas pedem' })).toBeVisible();
		await expect(section).toContainText('Competências pedidas nas 3 vagas acompanhadas');
		await expect(row(page, 'PostgreSQL')).toContainText('67%');
		await expect(row(page, 'Kubernetes').getByTestId('gap')).toHaveText(/Lacuna: não está no seu perfil/);
		await expect(row(page, 'Kubernetes').getByRole('link', { name: 'Adicionar prova de Kubernetes ao seu perfil' })).toHaveAttribute('href', '/profile');

		await api(page, 'POST', '/profile/items', { type: 'experience', title: 'Dev', skills: ['Kubernetes'] });
		await expect(row(page, 'Kubernetes').getByTestId('in-profile')).toHaveText(/Está no seu perfil/);
	});
});

// ---------------------------------------------------------------------------------------------
// The /intelligence screen: charts from the API, their tables, the gaps' links and the log export.

/** Serious or critical axe findings on the screen (or the part given). */
async function seriousViolations(page: Page, include?: string) {
	let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
	if (include) builder = builder.include(include);
	const results = await builder.analyze();
	return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A small job search: sources, moves a few days apart, one formula-looking title. */
async function trackASearch(page: Page) {
	const move = async (job: { id: string; version: number }, status: string) => (await api(page, 'PATCH', `/tracker/jobs/${job.id}`, { status, version: job.version })).data;
	const a = await createJob(page, { title: 'Enfermeira de UTI', company: 'Hospital Boa Vista', source: 'LinkedIn', status: 'applied', appliedAt: '2026-01-05' });
	await move(await move(a, 'screening'), 'interview');
	const b = await createJob(page, { title: 'Técnica de Enfermagem', source: 'LinkedIn', status: 'applied' });
	await move(b, 'rejected');
	await createJob(page, { title: '=HYPERLINK("https://evil.example","Clique")', company: '+Clínica', source: 'Gupy', status: 'applied' });
	await createJob(page, { title: 'Enfermeira Obstetra', status: 'saved' });
}

/** The rows of a table alternative, as the text of their cells. */
async function tableRows(page: Page, testid: string) {
	const details = page.getByTestId(testid);
	if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.getByText(/Show as table|Ver como tabela/).click();
	return details.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())));
}

test('with nothing tracked the screen shows its designed empty state, reached from the navigation', async ({ page }) => {
	await openApp(page, '/dashboard');
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Intelligence' }).click();
	await expect(page).toHaveURL(/\/intelligence$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Application intelligence' })).toBeVisible();
	const empty = page.getByTestId('intelligence-empty');
	await expect(empty).toContainText('No applications to learn from yet');
	await expect(empty.getByRole('link', { name: 'Open the opportunity inbox' })).toHaveAttribute('href', '/sources');
	expect(await seriousViolations(page)).toEqual([]);
	await empty.getByRole('link', { name: 'Add your first application' }).click();
	await expect(page.getByRole('dialog', { name: 'New application' })).toBeVisible();
});

test('each chart is an image with a sentence, and its table shows the same numbers as the API', async ({ page }) => {
	await openApp(page, '/intelligence');
	await trackASearch(page);
	await expect(page.getByTestId('funnel-chart').getByRole('img')).toBeVisible();
	const get = async (path: string) => (await api(page, 'GET', path)).data;

	const funnel = await get('/tracker/funnel');
	const funnelImage = page.getByTestId('funnel-chart').getByRole('img');
	await expect(funnelImage).toHaveAttribute('aria-label', /^Funnel of 4 tracked jobs: Saved 4 \(100%\), Applied 3 \(75%\), Screening 1 \(25%\), Interview 1 \(25%\)/);
	expect((await tableRows(page, 'funnel-table')).map((row) => [row[1], row[2], row[3]])).toEqual(
		funnel.stages.map((s: { count: number; rate: number; skipped: number }) => [String(s.count), `${Math.round(s.rate * 100)}%`, String(s.skipped)])
	);

	const sources = await get('/tracker/sources');
	expect(await tableRows(page, 'sources-table')).toEqual(
		sources.items.map((s: { source: string; total: number; applied: number; interviews: number; offers: number; conversion: number | null }) => [
			s.source === 'manual' ? 'Added by hand' : s.source,
			String(s.total),
			String(s.applied),
			String(s.interviews),
			String(s.offers),
			s.conversion === null ? '—' : `${Math.round(s.conversion * 100)}%`
		])
	);
	await expect(page.getByTestId('sources-chart').getByRole('img')).toHaveAttribute('aria-label', /LinkedIn 50% \(1 of 2 sent\)/);

	const timeline = await get('/tracker/timeline?weeks=12');
	const rows = await tableRows(page, 'timeline-table');
	expect(rows.map((row) => [row[0].slice(0, 8), row[1], row[2], row[3]])).toEqual(
		timeline.items.map((w: { week: string; applied: number; responses: number; interviews: number }) => [w.week, String(w.applied), String(w.responses), String(w.interviews)])
	);
	await expect(page.getByTestId('timeline-chart').getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^In the last 12 weeks: ${timeline.totals.applied} applications`));
	await page.getByLabel('Period').selectOption('26');
	await expect(page.getByTestId('timeline-table').locator('tbody tr')).toHaveCount(26);

	const times = await get('/tracker/response-times');
	expect((await tableRows(page, 'response-table')).map((row) => row[1])).toEqual(times.buckets.map((b: { count: number }) => String(b.count)));
	await expect(page.getByTestId('response-facts')).toContainText(`Answered${times.responded}`);
	await expect(page.getByTestId('response-facts')).toContainText(`Waiting for an answer${times.waiting}`);
	expect(times).toMatchObject({ responded: 2, waiting: 1 });

	// A change on the board reaches the charts without a reload.
	await createJob(page, { title: 'Enfermeira Auditora', source: 'Gupy', status: 'applied' });
	await expect(funnelImage).toHaveAttribute('aria-label', /^Funnel of 5 tracked jobs/);

	// Issue 27: a card moved from Saved straight to Offer is counted in no stage it skipped; the table says it skipped them.
	const straight = await createJob(page, { title: 'Enfermeira Chefe', status: 'saved' });
	expect((await api(page, 'PATCH', `/tracker/jobs/${straight.id}`, { status: 'offer', version: straight.version })).status).toBe(200);
	await expect(funnelImage).toHaveAttribute('aria-label', /^Funnel of 6 tracked jobs: Saved 6 \(100%\), Applied 5 \(83%\), Screening 1 \(17%\), Interview 1 \(17%\), Offer 1 \(17%\)/);
	const skipped = Object.fromEntries((await tableRows(page, 'funnel-table')).map((row) => [row[0], row[3]]));
	expect(skipped).toMatchObject({ Screening: '1', Interview: '1', Offer: '0' });
});

test('a recurring gap links to the profile and to the analysis of a job that asks for it', async ({ page }) => {
	await openApp(page, '/intelligence');
	const resume = await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
	const job = await api(page, 'POST', '/job/extract', { text: POSTING_PT });
	const match = await api(page, 'POST', '/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
	expect(match.status).toBe(201);
	await createJob(page, { title: 'Desenvolvedor Backend Pleno', company: 'Tidewater Logística', jobId: job.data.id, match: { score: match.data.score, analysisId: match.data.id } });
	await createJob(page, { title: 'Platform Engineer (Kubernetes)' });

	const gaps = (await api(page, 'GET', '/tracker/requirements?inProfile=false&limit=8')).data.items;
	const kubernetes = page.getByTestId('gap-item').and(page.locator('[data-skill="Kubernetes"]'));
	await expect(kubernetes).toContainText('Asked for by 2 jobs');
	await expect(page.getByTestId('gap-item')).toHaveCount(gaps.length);
	await expect(kubernetes).toContainText('Platform Engineer (Kubernetes) (no analysis yet)');
	await expect(kubernetes.getByRole('link', { name: 'Add evidence of Kubernetes to your profile' })).toHaveAttribute('href', '/profile');
	await expect(page.getByTestId('requirements-chart').getByRole('img')).toHaveAttribute('aria-label', /not in your profile yet/);

	await kubernetes.getByRole('link', { name: 'Open the analysis of Desenvolvedor Backend Pleno · Tidewater Logística' }).click();
	await expect(page).toHaveURL(new RegExp(`/analysis\\?id=${match.data.id}$`));
	await expect(page.getByTestId('analysis-job')).toContainText('Tidewater');
	await page.goBack();
	await page.getByTestId('gap-item').first().getByRole('link', { name: /^Add evidence of/ }).click();
	await expect(page).toHaveURL(/\/profile$/);
});

test('the application log downloads as CSV and JSON with every job and move, safe to open in a spreadsheet', async ({ page }) => {
	await openApp(page, '/intelligence');
	await trackASearch(page);
	const save = async (name: string) => {
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
		return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
	};
	const csv = await save('Download CSV (spreadsheet)');
	expect(csv.name).toMatch(/^rumo-applications-\d{4}-\d{2}-\d{2}\.csv$/);
	const lines = csv.text.replace(/^\ufeff/, '').split('\r\n');
	expect(lines[0]).toBe('"title","company","location","source","link","status","created","applied","history"');
	expect(lines).toHaveLength(5);
	expect(csv.text).toContain(`"'=HYPERLINK(""https://evil.example"",""Clique"")","'+Clínica"`);
	for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)"[=+\-@]/);
	expect(lines[1]).toMatch(/^"Enfermeira de UTI","Hospital Boa Vista","","LinkedIn","","interview","\d{4}-\d{2}-\d{2}","2026-01-05","\d{4}-\d{2}-\d{2} applied; \d{4}-\d{2}-\d{2} screening; \d{4}-\d{2}-\d{2} interview"$/);
	await expect(page.getByTestId('toast')).toContainText(csv.name);

	const json = await save('Download JSON');
	expect(json.name).toMatch(/\.json$/);
	const log = JSON.parse(json.text);
	expect(log.count).toBe(4);
	expect(log.applications[0]).toMatchObject({ title: 'Enfermeira de UTI', status: 'interview', applied: '2026-01-05T12:00:00.000Z' });
	expect(log.applications[0].history.map((h: { to: string }) => h.to)).toEqual(['applied', 'screening', 'interview']);
	expect(log.applications[2].title).toBe('=HYPERLINK("https://evil.example","Clique")');
});

test('the screen passes axe at desktop width and at 360 px, fits the phone, and holds up in a dark colour scheme', async ({ page }) => {
	await openApp(page, '/intelligence');
	await trackASearch(page);
	await createJob(page, { title: 'Platform Engineer (Kubernetes)', source: 'Indicação de uma colega do antigo hospital' });
	await expect(page.getByTestId('gaps')).toBeVisible();
	for (const details of await page.locator('details').all()) await details.locator('summary').click();
	expect(await seriousViolations(page)).toEqual([]);

	await page.setViewportSize({ width: 360, height: 740 });
	await expect(page.getByTestId('funnel-chart').getByRole('img')).toBeVisible();
	// The charts draw again at their new width after the resize (a ResizeObserver): the page fits once they have.
	await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	const image = await page.getByTestId('sources-chart').getByRole('img').boundingBox();
	expect(image!.width).toBeLessThanOrEqual(340);
	expect(await seriousViolations(page)).toEqual([]);

	await page.emulateMedia({ colorScheme: 'dark' });
	await expect(page.getByTestId('timeline-chart').getByRole('img')).toBeVisible();
	expect(await seriousViolations(page)).toEqual([]);
	// Rumo has no dark theme yet (app.css says color-scheme: light), so the screen stays light and
	// readable above. When app.css gains one, the charts take their dark colours: simulated here.
	// The build turns light-dark() into two variables that it sets wherever app.css declares a
	// color-scheme; a style added at run time has to set them itself.
	const barColour = () => page.locator('.rumo-chart .bar').first().evaluate((bar) => getComputedStyle(bar).fill);
	const light = await barColour();
	await page.addStyleTag({
		content: `:root { color-scheme: dark; --lightningcss-light: ; --lightningcss-dark: initial; --c-bg: #111817; --c-surface: #18211f; --c-ink: #e6eeec; --c-muted: #a9b8b5; --c-line: #33423f;
			--c-brand: #6fd0c2; --c-brand-strong: #9fe3d9; --c-brand-soft: #1d3532; --c-danger: #f28b7f; --c-danger-soft: #3a1f1c; }
			.button { color: #0b1211; } select { background: var(--c-surface); }`
	});
	await expect.poll(barColour).not.toBe(light);
	expect(await seriousViolations(page, '[data-testid="intelligence"]')).toEqual([]);
});

test.describe('the screen in Brazilian Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('speaks Portuguese in its charts, tables, gaps and export', async ({ page }) => {
		await openApp(page, '/intelligence');
		await expect(page.getByTestId('intelligence-empty')).toContainText('Ainda não há candidaturas para analisar');
		await trackASearch(page);
		await createJob(page, { title: 'Platform Engineer (Kubernetes)' });
		await expect(page.getByRole('heading', { level: 1, name: 'Inteligência das candidaturas' })).toBeVisible();
		await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inteligência' })).toHaveAttribute('aria-current', 'page');
		for (const heading of ['Funil', 'Fontes', 'Semana a semana', 'O que mais pedem', 'Lacunas recorrentes', 'Tempo até a resposta', 'Registro de candidaturas'])
			await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
		await expect(page.getByTestId('funnel-chart').getByRole('img')).toHaveAttribute('aria-label', /^Funil das 5 vagas acompanhadas: Salva 5 \(100%\)/);
		await expect(page.getByTestId('timeline-chart').getByRole('img')).toHaveAttribute('aria-label', /^Nas últimas 12 semanas: \d+ candidaturas?, /);
		await expect(page.getByTestId('timeline-chart').getByRole('img')).toHaveAttribute('aria-label', / e \d+ entrevistas?\.| e nenhuma entrevista\./);
		expect((await tableRows(page, 'sources-table')).map((row) => row[0])).toContain('Adicionada por você');
		await expect(page.getByTestId('gap-item').and(page.locator('[data-skill="Kubernetes"]'))).toContainText('Pedida por 1 vaga');
		await expect(page.getByRole('link', { name: 'Adicionar prova de Kubernetes ao seu perfil' })).toHaveAttribute('href', '/profile');
		await expect(page.getByRole('button', { name: 'Baixar CSV (planilha)' })).toBeVisible();
	});
});
