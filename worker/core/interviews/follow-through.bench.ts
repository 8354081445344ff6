/*
 * Speed figures for issue 30 (`npx vitest bench --run worker/core/interviews`): the Dashboard's next
 * steps over 10,000 applications (goal ≤ 50 ms), and the questions plus one STAR draft for one
 * application through the whole core (goal ≤ 50 ms). Figures, not pass/fail: the unit tests hold
 * looser bounds that fail on a real regression.
 */
import { bench, describe } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { DEMO_RESUME } from '../../../src/lib/demo/person';
import { DEMO_POSTINGS } from '../../../src/lib/demo/postings';
import { nextStepsPage, type ApplicationFacts } from './next-steps';
import type { Reminder } from './schema';

const NOW = new Date('2026-11-14T12:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();
const STATUSES = ['saved', 'applied', 'screening', 'interview', 'offer', 'rejected', 'withdrawn', 'accepted'];
const applications: ApplicationFacts[] = Array.from({ length: 10_000 }, (_, i) => {
	const status = STATUSES[i % STATUSES.length];
	const history = [
		{ to: 'saved', at: day(-(i % 60) - 2) },
		{ to: status, at: day(-(i % 60)) }
	];
	return { id: `a${i}`, title: `Job ${i}`, company: 'Acme', status, appliedAt: status === 'saved' ? null : day(-(i % 60)), history };
});
const interviews = Array.from({ length: 2_000 }, (_, i) => ({ id: `i${i}`, applicationId: `a${i * 5 + 3}`, startsAt: day((i % 30) - 10), outcome: 'pending' as const, timeZone: 'America/Sao_Paulo' }));
const reminders: Reminder[] = Array.from({ length: 3_000 }, (_, i) => ({
	id: `r${i}`,
	applicationId: `a${i * 3}`,
	kind: 'custom',
	title: `Reminder ${i}`,
	dueAt: day((i % 40) - 20),
	timeZone: 'UTC',
	notes: '',
	done: i % 4 === 0,
	doneAt: null,
	createdAt: day(-30),
	updatedAt: day(-30),
	version: 1
}));

describe('next steps', () => {
	bench('10,000 applications, 2,000 interviews, 3,000 reminders: the first 50 and the counts', () => {
		nextStepsPage({ applications, interviews, reminders, followUps: [], now: NOW, timeZone: 'America/Sao_Paulo' }, 50);
	});
});

const ready = (async () => {
	const { env } = testEnv('2026-11-14T12:00:00.000Z');
	const api = testClient(env);
	await api.post('/resume/extract', { text: DEMO_RESUME });
	const job = (await api.post('/job/extract', { text: DEMO_POSTINGS.icu.text })).data;
	const app = (await api.post('/tracker/jobs', { title: job.job.title, company: job.job.company ?? '', jobId: job.id, status: 'interview' })).data;
	await api.post('/stories', { title: 'Eventos adversos', skills: ['Patient safety'], applicationIds: [app.id] });
	return { api, job, app };
})();

describe('one application', () => {
	bench('questions + one STAR draft, through the core', async () => {
		const { api, job, app } = await ready;
		await api.get(`/tracker/jobs/${app.id}/questions`);
		await api.post('/stories/draft', { jobId: job.id, requirement: 'Patient safety' });
	});
});
