import type { Topic } from '../platform/topics';
import type { SyncGroup } from './schema';

/**
 * The tables each group a person can choose syncs (issue 32). What is left out stays on this device
 * by design: `meta` and `settings` (consents, the AI configuration, this browser's read positions),
 * the relay's captures (they belong to the relay of this computer), repository analyses (a cache of
 * a code host's answers, made again on demand), and sync's own outbox and log.
 */
export const GROUP_TABLES: Readonly<Record<SyncGroup, readonly string[]>> = {
	profile: ['profile', 'profileItems'],
	resumes: ['resumes'],
	applications: ['trackerJobs', 'jobs', 'analyses', 'tailorings'],
	inbox: ['inboxBuckets'],
	radar: ['radarState', 'radarFeeds', 'radarResults', 'radarRounds', 'radarAlerts'],
	letters: ['coverLetters'],
	stories: ['stories'],
	interviews: ['interviews', 'reminders', 'followUps'],
	exams: ['exams', 'examPlans']
};

/** Every table some group syncs. */
export const SYNCABLE_TABLES: ReadonlySet<string> = new Set(Object.values(GROUP_TABLES).flat());

export const groupOf = (table: string): SyncGroup | null =>
	(Object.entries(GROUP_TABLES).find(([, tables]) => tables.includes(table))?.[0] as SyncGroup | undefined) ?? null;

/** The tables the chosen groups sync. */
export const tablesOf = (groups: readonly SyncGroup[]): Set<string> => new Set(groups.flatMap((group) => GROUP_TABLES[group]));

/** The record's label in the conflict log: its own title or name, never more of its content. */
export function labelOf(row: Record<string, unknown> | null): string | null {
	if (!row) return null;
	for (const field of ['title', 'name', 'company', 'label', 'key']) {
		const value = row[field];
		if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 120);
	}
	return null;
}

/** The screens each table's changes reload. */
export const TABLE_TOPIC: Readonly<Record<string, Topic>> = {
	profile: 'profile',
	profileItems: 'profile',
	resumes: 'resume',
	trackerJobs: 'tracker',
	jobs: 'job',
	analyses: 'match',
	tailorings: 'tailor',
	inboxBuckets: 'inbox',
	radarState: 'radar',
	radarFeeds: 'radar',
	radarResults: 'radar',
	radarRounds: 'radar',
	radarAlerts: 'radar',
	coverLetters: 'cover-letter',
	stories: 'stories',
	interviews: 'interviews',
	reminders: 'interviews',
	followUps: 'interviews',
	exams: 'exams',
	examPlans: 'exams'
};
