/**
 * What a backup holds: every table of the database, each with the schema its records must pass
 * before a restore writes anything. The capabilities own their tables; this list only reads their
 * schemas (the records are written back exactly as they were, unknown fields included).
 */
import { z } from 'zod';
import { Capture } from '../captures';
import { InboxItem } from '../inbox';
import { JobExtraction } from '../job';
import { MatchAnalysis } from '../match';
import { ProfileItem } from '../profile';
import { ResumeExtraction } from '../resume';
import { Tailoring } from '../tailor';
import { TrackerJob } from '../tracker';
import { RadarAlert, RadarFeed, RadarResult, RadarRound } from '../radar';
import { StoredRepoAnalysis } from '../repository';
import { CoverLetter } from '../cover-letter';
import { FollowUp, Interview, Reminder } from '../interviews';
import { Story } from '../stories';

const DocumentRow = z.object({ key: z.string(), value: z.unknown(), updatedAt: z.string() });
const MetaRow = z.object({ key: z.string(), value: z.unknown() });
const StoredInboxItem = InboxItem.extend({ keys: z.array(z.string()), looseKey: z.string().nullable(), fitStamp: z.string().nullable(), seq: z.number().int().min(1) });

/** Table name → the schema of one record. A table added to db.ts must be added here (a test checks). */
export const BACKUP_TABLES = {
	trackerJobs: TrackerJob,
	meta: MetaRow,
	resumes: ResumeExtraction.omit({ name: true, main: true }).extend({ name: z.string().optional(), main: z.boolean().optional() }),
	profileItems: ProfileItem,
	profile: DocumentRow,
	settings: DocumentRow,
	captures: Capture,
	jobs: JobExtraction,
	analyses: MatchAnalysis.extend({ createdAt: z.string() }),
	tailorings: Tailoring,
	inboxBuckets: z.object({ id: z.number().int().min(0), items: z.record(z.string(), StoredInboxItem) }),
	radarState: DocumentRow,
	radarFeeds: RadarFeed.extend({ content: z.string().nullable(), etag: z.string().nullable(), lastModified: z.string().nullable() }),
	radarResults: RadarResult.extend({ keys: z.array(z.string()) }),
	radarRounds: RadarRound,
	radarAlerts: RadarAlert,
	repoAnalyses: StoredRepoAnalysis,
	coverLetters: CoverLetter,
	interviews: Interview,
	reminders: Reminder,
	followUps: FollowUp,
	stories: Story
} as const satisfies Record<string, z.ZodType>;

export type BackupTable = keyof typeof BACKUP_TABLES;
export const TABLE_NAMES = Object.keys(BACKUP_TABLES) as BackupTable[];

/** Each table's primary key, as db.ts declares it (a test checks). */
export const PRIMARY_KEYS: Record<BackupTable, string> = {
	trackerJobs: 'id',
	meta: 'key',
	resumes: 'id',
	profileItems: 'id',
	profile: 'key',
	settings: 'key',
	captures: 'id',
	jobs: 'id',
	analyses: 'id',
	tailorings: 'id',
	inboxBuckets: 'id',
	radarState: 'key',
	radarFeeds: 'id',
	radarResults: 'id',
	radarRounds: 'id',
	radarAlerts: 'id',
	repoAnalyses: 'id',
	coverLetters: 'jobId',
	interviews: 'id',
	reminders: 'id',
	followUps: 'id',
	stories: 'id'
};

/**
 * Meta rows that are caches of other tables (running sums, read positions): a restore leaves them out
 * and the core rebuilds them; revisions are moved past every value a tab may hold.
 */
export const DERIVED_META = /^(tracker\.ledger)$/;
export const REVISION_META = /\.revision$/;
/** Where this browser's relay sync stands, and the screens' drafts: about this browser, so never taken from (or put in) a backup. */
export const LOCAL_META = /^(captures\.(cursor|lastSyncAt)|drafts\..+)$/;
/**
 * Settings rows about this install's relay (a copy of its AI configuration, the outcome of its last
 * call), rewritten whenever Settings reads the relay: never taken from a backup, kept by a restore.
 */
export const LOCAL_SETTINGS = /^ai\.(config|lastResult)$/;
