import { Dexie, type EntityTable } from 'dexie';
import type { TrackerJob } from './tracker/schema';
import type { ResumeExtraction } from './resume/schema';
import type { ProfileItem } from './profile/schema';
import type { Capture } from './captures/schema';
import type { JobExtraction } from './job/schema';
import type { MatchAnalysis } from './match/schema';
import type { Tailoring } from './tailor/schema';

export const DB_NAME = 'rumo';

/** A key/value row for small core-owned settings (consents, schema notes…). */
export type MetaRow = { key: string; value: unknown };
/** A keyed document of a capability (the profile's basics…), with when it last changed. */
export type DocumentRow = { key: string; value: unknown; updatedAt: string };

export type RumoDb = Dexie & {
	trackerJobs: EntityTable<TrackerJob, 'id'>;
	meta: EntityTable<MetaRow, 'key'>;
	resumes: EntityTable<ResumeExtraction, 'id'>;
	profileItems: EntityTable<ProfileItem, 'id'>;
	profile: EntityTable<DocumentRow, 'key'>;
	settings: EntityTable<DocumentRow, 'key'>;
	captures: EntityTable<Capture, 'id'>;
	jobs: EntityTable<JobExtraction, 'id'>;
	analyses: EntityTable<MatchAnalysis & { createdAt: string }, 'id'>;
	tailorings: EntityTable<Tailoring, 'id'>;
};

/**
 * The one database of the core. Each capability owns its tables; a schema change is a new
 * `version()` entry (never an edit of an old one) so that existing data migrates in place.
 */
export function openDb(name = DB_NAME): RumoDb {
	const db = new Dexie(name) as RumoDb;
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
	return db;
}
