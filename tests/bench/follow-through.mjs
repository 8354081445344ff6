/**
 * After applying (issue 30), through the service worker in Chromium: the Dashboard's next steps
 * over the bench's 10,000 applications (first page and counts), and, for one application linked to
 * a posting, its questions to expect plus one STAR draft from the resume's own lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '../fixtures/paths.mjs';

/** @typedef {import('@playwright/test').Page} Page */

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
/** @param {number[]} values */
const summary = (values) => ({ p50: round(quantile(values, 0.5)), p95: round(quantile(values, 0.95)), runs: values.length });

/**
 * `page` is controlled by the service worker and already holds the bench's applications.
 * @param {Page} page @param {number} runs
 */
export async function benchFollowThrough(page, runs = 20) {
	const resumeText = readFileSync(join(FIXTURES, 'resumes', 'd_en_backend_samuel_reyes.txt'), 'utf8');
	const jobText = readFileSync(join(FIXTURES, 'jobs', 'd_job_en_backend_node_harborline.txt'), 'utf8');
	const times = await page.evaluate(
		async ({ resumeText, jobText, runs }) => {
			/** @param {string} path @param {unknown} body */
			const post = async (path, body) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
			const resume = await post('/api/v1/resume/extract', { text: resumeText });
			const job = await post('/api/v1/job/extract', { text: jobText });
			const application = await post('/api/v1/tracker/jobs', { title: job.job.title, company: job.job.company ?? '', jobId: job.id, status: 'interview' });
			const requirement = job.job.requiredSkills?.[0]?.name ?? 'Node.js';
			/** @type {number[]} */
			const nextSteps = [];
			/** @type {number[]} */
			const preparation = [];
			let total = 0;
			for (let i = 0; i < runs + 3; i++) {
				let t = performance.now();
				const steps = await (await fetch('/api/v1/next-steps?limit=50')).json();
				if (i >= 3) nextSteps.push(performance.now() - t);
				total = steps.total;
				t = performance.now();
				await (await fetch(`/api/v1/tracker/jobs/${application.id}/questions`)).json();
				await post('/api/v1/stories/draft', { jobId: job.id, requirement, resumeId: resume.id });
				if (i >= 3) preparation.push(performance.now() - t);
			}
			const applications = (await (await fetch('/api/v1/tracker/jobs?limit=1')).json()).total;
			return { nextSteps, preparation, total, applications };
		},
		{ resumeText, jobText, runs }
	);
	return {
		nextSteps: { ...summary(times.nextSteps), applications: times.applications, steps: times.total, goal: '<= 50 ms over 10,000 applications' },
		questionsAndDraft: { ...summary(times.preparation), goal: '<= 50 ms for one application (questions + one STAR draft)' }
	};
}
