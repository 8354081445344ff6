import { expect, test, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { fixtureText } from './fixtures';

const KAFKA_LINE = 'Moved order events to Kafka topics with exactly-once consumers.';

/** A stored resume and job, as the Resume and Job screens store them. */
async function resumeAndJob(page: Page) {
	const resume = await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
	const job = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt') });
	return { resumeId: resume.data.id as string, jobId: job.data.id as string };
}

async function analyse(page: Page, body: Record<string, string>) {
	const match = await api(page, 'POST', '/match/analyze', body);
	expect(match.status).toBe(201);
	expect(match.fromServiceWorker).toBe(true);
	return match.data as { id: string; score: number };
}

test('evidence added to the profile changes the next analysis, the ATS review and the tailor, and each says where it comes from', async ({ page }) => {
	await openApp(page, '/');
	const { resumeId, jobId } = await resumeAndJob(page);
	const before = await analyse(page, { resumeId, jobId });
	await page.goto(`/analysis?id=${before.id}`);
	await expect(page.getByTestId('analysis-basis')).toContainText('Your profile (0 items) + Pasted resume — Samuel Reyes, read');
	await expect(page.getByTestId('match-gaps')).toContainText('Kafka');

	// The person adds a project that shows Kafka to their profile.
	const item = await api(page, 'POST', '/profile/items', {
		type: 'project',
		title: 'Event pipeline',
		skills: ['Kafka'],
		evidence: [{ text: KAFKA_LINE, source: 'manual' }]
	});
	expect(item.status).toBe(201);

	const after = await analyse(page, { resumeId, jobId });
	expect(after.score).toBeGreaterThan(before.score);
	await page.goto(`/analysis?id=${after.id}`);
	await expect(page.getByTestId('analysis-basis')).toContainText('Your profile (1 item) + Pasted resume — Samuel Reyes, read');
	const kafka = page.getByTestId('match-evidence').locator('li', { hasText: 'Kafka' });
	await expect(kafka).toContainText(KAFKA_LINE);
	await expect(kafka).toContainText('from your profile — a project (added by you)');
	await expect(page.getByTestId('match-evidence').locator('li', { hasText: 'Node.js' }).first()).toContainText('from your resume');
	await expect(page.locator('[data-testid="match-gaps"] li', { hasText: 'Kafka' })).toHaveCount(0);

	await page.goto(`/ats?match=${after.id}`);
	const present = page.getByTestId('ats-present');
	await expect(present.locator('li', { hasText: 'Kafka' })).toContainText('in your profile — not yet in this resume');
	await expect(present.locator('li[data-in-resume="true"]', { hasText: 'Node.js' })).toBeVisible();
	await expect(page.getByTestId('ats-without')).not.toContainText('Kafka');

	// The first visit to the tailor asks for the latest tailoring without a 404, then makes one.
	const notFound: string[] = [];
	page.on('response', (response) => {
		if (response.status() === 404) notFound.push(response.url());
	});
	await page.goto(`/tailor?match=${after.id}`);
	const kafkaRow = page.locator('[data-testid="suggestion"][data-kind="add_keyword"]', { hasText: 'Kafka' });
	await expect(kafkaRow).toBeVisible();
	await expect(kafkaRow).toContainText(KAFKA_LINE);
	expect(notFound).toEqual([]);

	// In Portuguese, the basis and the origin read as a Brazilian would write them.
	await page.goto(`/analysis?id=${after.id}`);
	await page.getByRole('button', { name: 'Mudar para português' }).click();
	await expect(page.getByTestId('analysis-basis')).toContainText('Seu perfil (1 item) + Pasted resume — Samuel Reyes, lido em');
	await expect(page.getByTestId('match-evidence').locator('li', { hasText: 'Kafka' })).toContainText('do seu perfil — um projeto (incluído por você)');
});

test('a person without a resume analyses their profile alone; tailoring says it needs a resume', async ({ page }) => {
	await openApp(page, '/');
	const job = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt') });
	const refused = await api(page, 'POST', '/match/analyze', { jobId: job.data.id });
	expect(refused.status).toBe(422);
	expect(refused.data.code).toBe('missing_input');

	await api(page, 'POST', '/profile/items', {
		items: [
			{ type: 'skill', title: 'Node.js', evidence: [{ text: 'Node.js services in production for eight years.', source: 'manual' }] },
			{ type: 'skill', title: 'TypeScript' },
			{ type: 'experience', title: 'Backend Engineer', organization: 'Tidewater Logistics', start: '2017-02', skills: ['Node.js', 'PostgreSQL', 'Docker'] }
		]
	});
	const alone = await analyse(page, { jobId: job.data.id });
	await page.goto(`/analysis?id=${alone.id}`);
	await expect(page.getByTestId('analysis-basis')).toContainText('Your profile alone (3 items) — no resume');
	await expect(page.getByTestId('match-evidence')).toContainText('Node.js services in production for eight years.');
	await expect(page.getByTestId('match-evidence').locator('li', { hasText: 'TypeScript' })).toContainText('you added it to your profile yourself');
	await expect(page.getByTestId('analysis-tailor-needs-resume')).toBeVisible();

	await page.getByRole('link', { name: /ATS/ }).first().click();
	await expect(page.getByTestId('ats-present')).toContainText('Node.js');
	await page.goto(`/tailor?match=${alone.id}`);
	await expect(page.getByTestId('tailor-needs-resume')).toBeVisible();
});

test('an analysis of a resume the person deleted stays readable and says so', async ({ page }) => {
	await openApp(page, '/');
	const { resumeId, jobId } = await resumeAndJob(page);
	const match = await analyse(page, { resumeId, jobId });
	expect((await api(page, 'DELETE', `/resume/${resumeId}`)).status).toBe(204);
	await page.goto(`/analysis?id=${match.id}`);
	await expect(page.getByTestId('match-result')).toContainText(String(match.score));
	await expect(page.getByTestId('analysis-resume-deleted')).toBeVisible();
});

test('an analysis can be deleted: it leaves the lists and the Dashboard agrees', async ({ page }) => {
	await openApp(page, '/');
	const { resumeId, jobId } = await resumeAndJob(page);
	const match = await analyse(page, { resumeId, jobId });
	await page.goto(`/analysis?id=${match.id}`);
	await page.getByTestId('analysis-delete').click();
	await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete analysis' }).click();
	await expect(page.getByTestId('toast')).toContainText('Analysis deleted.');
	await expect(page).toHaveURL(/\/analysis$/);
	await expect(page.getByTestId('analysis-empty')).toBeVisible();
	expect((await api(page, 'GET', `/match/${match.id}`)).status).toBe(404);
	expect((await api(page, 'GET', `/resume/${resumeId}`)).status).toBe(200);
	await page.goto('/dashboard');
	await expect(page.getByTestId('recent-analyses')).toHaveCount(0);
});
