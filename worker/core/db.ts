import { Dexie, type DexieOptions, type EntityTable } from 'dexie';
import type { CoreDb } from './env';
import type { TrackerJob } from './tracker/schema';
import type { StoredResume } from './resume/schema';
import type { ProfileItem } from './profile/schema';
import type { Capture } from './captures/schema';
import type { StoredJob } from './job/schema';
import type { MatchAnalysis } from './match/schema';
import type { Tailoring } from './tailor/schema';
import type { InboxBucket } from './inbox/store';
import type { RadarAlert, RadarRound, StoredFeed, StoredResult } from './radar/schema';
import type { StoredRepoAnalysis } from './repository/schema';
import type { CoverLetter } from './cover-letter/schema';
import type { FollowUp, Interview, Reminder } from './interviews/schema';
import type { Story } from './stories/schema';

export const DB_NAME = 'rumo';

/** A key/value row for small core-owned settings (consents, schema notes…). */
export type MetaRow = { key: string; value: unknown };
/** A keyed document of a capability (the profile's basics…), with when it last changed. */
export type DocumentRow = { key: string; value: unknown; updatedAt: string };

/*
 * The tables by name, added to env.ts's CoreTables (declaration merging): the database is composed
 * here from the capabilities' row types, and env.ts imports none of them (no circle through env).
 */
declare module './env' {
	interface CoreTables {
		trackerJobs: EntityTable<TrackerJob, 'id'>;
		meta: EntityTable<MetaRow, 'key'>;
		resumes: EntityTable<StoredResume, 'id'>;
		profileItems: EntityTable<ProfileItem, 'id'>;
		profile: EntityTable<DocumentRow, 'key'>;
		settings: EntityTable<DocumentRow, 'key'>;
		captures: EntityTable<Capture, 'id'>;
		jobs: EntityTable<StoredJob, 'id'>;
		analyses: EntityTable<MatchAnalysis & { createdAt: string }, 'id'>;
		tailorings: EntityTable<Tailoring, 'id'>;
		inboxBuckets: EntityTable<InboxBucket, 'id'>;
		radarState: EntityTable<DocumentRow, 'key'>;
		radarFeeds: EntityTable<StoredFeed, 'id'>;
		radarResults: EntityTable<StoredResult, 'id'>;
		radarRounds: EntityTable<RadarRound, 'id'>;
		radarAlerts: EntityTable<RadarAlert, 'id'>;
		repoAnalyses: EntityTable<StoredRepoAnalysis, 'id'>;
		coverLetters: EntityTable<CoverLetter, 'jobId'>;
		interviews: EntityTable<Interview, 'id'>;
		reminders: EntityTable<Reminder, 'id'>;
		followUps: EntityTable<FollowUp, 'id'>;
		stories: EntityTable<Story, 'id'>;
	}
}

export type RumoDb = CoreDb;

/**
 * The one database of the core. Each capability owns its tables; a schema change is a new
 * `version()` entry (never an edit of an old one) so that existing data migrates in place.
 */
export function openDb(name = DB_NAME, options?: DexieOptions): RumoDb {
	const db = new Dexie(name, options) as RumoDb;
	db.relaxed = () => openDb(name, { ...options, chromeTransactionDurability: 'relaxed' });
	db.version(1).stores({
		trackerJobs: 'id, status, createdAt, updatedAt, source',
		meta: 'key'
	});
	db.version(2).stores({
		resumes: 'id, createdAt',
		profileItems: 'id, type, createdAt',
		profile: 'key'
	});
	db.version(3).stores({ settings: 'key' });
	db.version(4).stores({ captures: 'id, seq, status, capturedAt' });
	db.version(5).stores({ jobs: 'id, createdAt' });
	db.version(6).stores({ analyses: 'id, createdAt, resumeId, jobId' });
	db.version(7).stores({ tailorings: 'id, createdAt, [resumeId+jobId]' });
	// Documents the person manages: a document read again is found by its text's hash (or a job by its
	// link), and one resume is the main one — the first read, for resumes stored before this version.
	db.version(8)
		.stores({ resumes: 'id, createdAt, textHash', jobs: 'id, createdAt, textHash, canonicalUrl' })
		.upgrade(async (tx) => {
			const oldest = await tx.table('resumes').orderBy('createdAt').first();
			await tx
				.table('resumes')
				.toCollection()
				.modify((row: { id: string; main?: boolean }) => {
					row.main = row.id === oldest?.id;
				});
		});
	// The opportunity inbox, in buckets of 100 items (inbox/store.ts says why); lists, filters and
	// dedupe run on the core's in-memory index, so the table needs no index of its own.
	db.version(9).stores({ inboxBuckets: 'id' });
	// The job radar: its wishlist and alert settings (radarState), sources, results, rounds and alerts.
	db.version(10).stores({ radarState: 'key', radarFeeds: 'id', radarResults: 'id, feedId', radarRounds: 'id, startedAt', radarAlerts: 'id, createdAt' });
	// Repository analyses: one per repository or local folder, found by its host/owner/name key.
	db.version(11).stores({ repoAnalyses: 'id, key, analyzedAt' });
	// Cover letters: one per job, keyed by the job's id (the job's delete takes its letter with it).
	db.version(12).stores({ coverLetters: 'jobId' });
	// After applying (issue 30): an application's interviews, reminders and follow-up drafts, found by
	// its id (its delete takes them), and the story bank, found by the skills and applications it serves.
	db.version(13).stores({ interviews: 'id, applicationId, startsAt', reminders: 'id, applicationId, dueAt', followUps: 'id, applicationId', stories: 'id, updatedAt, *skills, *applicationIds' });
	return db;
}
