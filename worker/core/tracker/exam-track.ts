import type { CoreEnv } from '../env';
import type { ExamLink, TrackerJob } from './schema';
import { addJob, advanceSnapshot, allJobs, bumpRevision, jobOf, TRACKER_TOPIC } from './service';

/**
 * The exam track's applications (issue 31): a concurso's cargo saved from its edital, the applications saved from one
 * edital, and their key dates kept as the edital's change (a retification, the person's correction).
 */

/** A concurso's cargo to track: what the exams capability knows of it. */
export type ExamApplicationInput = { title: string; company: string; location: string | null; notes: string; exam: ExamLink };

/** Saves a concurso's cargo as an application on the exam track, at its first stage (registered). */
export async function createExamApplication(env: CoreEnv, input: ExamApplicationInput): Promise<TrackerJob> {
	const base = jobOf(env, { title: input.title, company: input.company, location: input.location, notes: input.notes, status: 'registered' });
	return addJob(env, { ...base, appliedAt: null, track: 'exam', exam: input.exam });
}

/** The applications saved from one edital (any of its cargos). */
export async function examApplications(env: CoreEnv, examId: string): Promise<TrackerJob[]> {
	return (await allJobs(env)).filter((job) => job.exam?.examId === examId);
}

/**
 * The edital's key dates, changed: each application saved from it takes them (a new version, its board's next date
 * with it). Answers the applications changed; none when their dates were already these. The metrics' ledger is not
 * touched: a date is no move.
 */
export async function setExamDates(env: CoreEnv, examId: string, dates: ExamLink['dates']): Promise<TrackerJob[]> {
	const table = env.db.trackerJobs;
	const { changed, replaced } = await env.db.transaction('rw', table, env.db.meta, async () => {
		const stale = (await table.toArray()).filter((job) => job.exam?.examId === examId && JSON.stringify(job.exam.dates) !== JSON.stringify(dates));
		if (!stale.length) return { changed: [], replaced: null };
		const at = env.now().toISOString();
		const changed = stale.map((job): TrackerJob => ({ ...job, exam: { ...job.exam!, dates }, updatedAt: at, version: job.version + 1 }));
		await table.bulkPut(changed);
		return { changed, replaced: await bumpRevision(env) };
	});
	if (replaced === null) return [];
	advanceSnapshot(env, replaced, (jobs) => jobs.map((job) => changed.find((c) => c.id === job.id) ?? job));
	env.notify(TRACKER_TOPIC);
	return changed;
}
