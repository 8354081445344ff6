import type { Subscriptions } from '../platform/events';
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import type { CoverLetter, SaveRequest } from './schema';

/*
 * The saved letters: one per job, keyed by the job's id, in the `coverLetters` table. Only this
 * file opens the table; when a job goes, `job.deleted` (platform/events.ts) calls `deleteLetterOfJob`.
 */

export const COVER_LETTER_TOPIC = 'cover-letter';

const notSaved = (jobId: string) => problem('not_found', `There is no saved cover letter for the job "${jobId}". Write a draft and save it first.`);

export async function readLetter(env: CoreEnv, jobId: string): Promise<CoverLetter> {
	const row = await env.db.coverLetters.get(jobId);
	if (!row) throw notSaved(jobId);
	return row;
}

/** Saves the person's letter; a `version` that is not the stored one is refused, nothing written. */
export async function writeLetter(env: CoreEnv, jobId: string, body: SaveRequest): Promise<CoverLetter> {
	const table = env.db.coverLetters;
	const saved = await env.db.transaction('rw', table, async () => {
		const known = await table.get(jobId);
		if (known && body.version !== undefined && body.version !== known.version)
			throw problem('conflict', 'This letter was changed in another tab. Reload it to see the latest text, then make your change again.');
		const at = env.now().toISOString();
		const row: CoverLetter = {
			jobId,
			text: body.text,
			lang: body.lang,
			origin: body.origin,
			createdAt: known?.createdAt ?? at,
			updatedAt: at,
			version: known ? known.version + 1 : 1
		};
		await table.put(row);
		return row;
	});
	env.notify(COVER_LETTER_TOPIC);
	return saved;
}

export async function removeLetter(env: CoreEnv, jobId: string): Promise<void> {
	const table = env.db.coverLetters;
	await env.db.transaction('rw', table, async () => {
		if (!(await table.get(jobId))) throw notSaved(jobId);
		await table.delete(jobId);
	});
	env.notify(COVER_LETTER_TOPIC);
}

/** The letter of a job that is being deleted: it goes with it (a letter is written for one job). */
export async function deleteLetterOfJob(env: CoreEnv, jobId: string): Promise<void> {
	const table = env.db.coverLetters;
	if (!(await table.get(jobId))) return;
	await table.delete(jobId);
	env.notify(COVER_LETTER_TOPIC);
}

/** What this capability does when others' data changes (registered by ../subscriptions.ts). */
export const coverLetterSubscriptions: Subscriptions = {
	'job.deleted': (env, { jobId }) => deleteLetterOfJob(env, jobId)
};
