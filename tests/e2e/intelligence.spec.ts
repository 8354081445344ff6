import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, createJob, openApp } from './helpers';

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
	expect(r.data.items[0]).toEqual({ skill: 'Kubernetes', count: 3, required: 1, share: 1, inProfile: false });
	const postgres = r.data.items.find((i: { skill: string }) => i.skill === 'PostgreSQL');
	expect(postgres).toEqual({ skill: 'PostgreSQL', count: 2, required: 2, share: 0.67, inProfile: true });

	expect((await api(page, 'GET', '/tracker/requirements?source=LinkedIn')).data.items).toEqual([
		{ skill: 'Kubernetes', count: 1, required: 1, share: 1, inProfile: false }
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
