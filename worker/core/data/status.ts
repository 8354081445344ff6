/**
 * Settings → Storage reminds the person to make a backup when the last one is older than 30 days
 * (or there is none) and more than 20 records were created or changed since.
 */
import type { CoreEnv } from '../env';
import { LAST_BACKUP_KEY } from './backup';
import type { BackupStatus } from './schema';

const REMIND_AFTER_DAYS = 30;
const REMIND_AFTER_CHANGES = 20;

type Dated = { createdAt?: string; updatedAt?: string; receivedAt?: string; statusAt?: string | null };
const changedAt = (row: Dated) => [row.updatedAt, row.createdAt, row.statusAt, row.receivedAt].filter((v): v is string => !!v).sort().at(-1) ?? '';

export async function backupStatus(env: CoreEnv): Promise<BackupStatus> {
	const lastBackupAt = ((await env.db.meta.get(LAST_BACKUP_KEY))?.value as string | undefined) ?? null;
	const since = lastBackupAt ?? '';
	let changedSince = 0;
	const count = (row: Dated) => {
		if (changedAt(row) > since) changedSince++;
	};
	await env.db.transaction('r', [env.db.trackerJobs, env.db.resumes, env.db.profileItems, env.db.jobs, env.db.analyses, env.db.tailorings, env.db.captures, env.db.inboxBuckets], async () => {
		// The large tables by their date index (no record is read): an application's updatedAt moves
		// with every change; resumes and analyses are not edited in place (a PATCH of a resume's name
		// is not a change worth a reminder).
		changedSince += await env.db.trackerJobs.where('updatedAt').above(since).count();
		changedSince += await env.db.resumes.where('createdAt').above(since).count();
		changedSince += await env.db.analyses.where('createdAt').above(since).count();
		for (const table of [env.db.profileItems, env.db.jobs, env.db.tailorings, env.db.captures]) {
			await (table as unknown as { each: (f: (row: Dated) => void) => Promise<void> }).each(count);
		}
		await env.db.inboxBuckets.each((bucket) => Object.values(bucket.items).forEach(count));
	});
	const old = !lastBackupAt || env.now().getTime() - Date.parse(lastBackupAt) > REMIND_AFTER_DAYS * 86_400_000;
	return { lastBackupAt, changedSince, remind: old && changedSince > REMIND_AFTER_CHANGES };
}
