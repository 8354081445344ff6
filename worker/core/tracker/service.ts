import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { foldText } from '../engine/text/normalize';
import { jobSkillsByIds } from '../job';
import { listItems } from '../profile';
import { factOf, lastWeeks, NO_SOURCE } from './metrics';
import { applyFact, emptyLedger, funnelFromLedger, ledgerOf, metricsFromLedger, responseTimesFromLedger, sourcesFromLedger, timelineFromLedger, type Ledger } from './ledger';
import { applicationLog } from './export';
import { computeRequirements, requirementsOf } from './requirement-skills';
import type { TrackerJob, TrackerJobList, TrackerRequirements, TrackerStatus } from './schema';
import { TrackerExportQuery, TrackerJobCreate, TrackerJobUpdate, TrackerJobsQuery, TrackerRequirementsQuery, TrackerTimelineQuery } from './schema';
import { isTerminal, SENT, trackOf, trackOfStatus } from './statuses';
import { emit } from '../platform/events';
import type { z } from 'zod';

export const TRACKER_TOPIC = 'tracker';

type CreateInput = z.output<typeof TrackerJobCreate>;
type UpdateInput = z.output<typeof TrackerJobUpdate>;
type ListQuery = z.output<typeof TrackerJobsQuery>;
type RequirementsQuery = z.output<typeof TrackerRequirementsQuery>;
type TimelineQuery = z.output<typeof TrackerTimelineQuery>;
type ExportQuery = z.output<typeof TrackerExportQuery>;

/** A status of the other board: a job never moves to "Exam", a concurso never to "Interview". */
function checkTrack(status: TrackerStatus, track: 'job' | 'exam') {
	if (trackOfStatus(status) === track) return;
	throw problem(
		'validation_failed',
		track === 'exam'
			? 'A public exam moves through its own stages: registered, exemption_requested, exam, result, called_up.'
			: 'A job application moves through the job statuses; the exam stages are for public exams saved from the Public exams screen.',
		[{ path: 'status', message: `"${status}" is not a stage of this application.` }]
	);
}

/** Only job applications are counted by the aggregations: a concurso's stages are not a hiring funnel. */
const counted = (job: TrackerJob) => trackOf(job) === 'job';

/** The ledger with `before` taken out and `after` put in, each only if it is a counted job. */
function moveLedger(ledger: Ledger, before: TrackerJob | null, after: TrackerJob | null): Ledger {
	let next = ledger;
	if (before && counted(before)) next = applyFact(next, factOf(before), -1);
	if (after && counted(after)) next = applyFact(next, factOf(after), 1);
	return next;
}

const notFound = (id: string) => problem('not_found', `There is no application with id "${id}". It may have been deleted in another tab.`);

/** Newest first, ties broken by id so that pages never overlap or skip. */
function newestFirst(a: Pick<TrackerJob, 'createdAt' | 'id'>, b: Pick<TrackerJob, 'createdAt' | 'id'>): number {
	if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
	return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

function encodeCursor(job: TrackerJob): string {
	return btoa(JSON.stringify([job.createdAt, job.id])).replace(/=+$/, '');
}

function decodeCursor(cursor: string): [string, string] {
	try {
		const value = JSON.parse(atob(cursor));
		if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as [string, string];
	} catch {
		/* fall through to the problem below */
	}
	throw problem('validation_failed', 'The page cursor is not valid. Start again from the first page.', [
		{ path: 'query.cursor', message: 'Unknown cursor' }
	]);
}

function matchesSearch(job: TrackerJob, needle: string): boolean {
	const hay = foldText([job.title, job.company, job.location, job.source, job.notes, job.url].filter(Boolean).join(' \u0000 '));
	return hay.includes(needle);
}

/**
 * Every write bumps a revision row in the same transaction; readers keep the last full read of
 * the table per database and reuse it while the revision is unchanged. One small get per call
 * instead of deserialising every job, and it stays right across tabs because the revision lives
 * in IndexedDB itself.
 */
const REVISION_KEY = 'tracker.revision';
/** A full read of the table and the revision its rows are at (read in the same transaction); null once it failed or fell behind. */
type Snapshot = { revision: number; jobs: readonly TrackerJob[] } | null;
const snapshots = new WeakMap<object, Promise<Snapshot>>();
async function readRevision(env: CoreEnv): Promise<number> {
	return ((await env.db.meta.get(REVISION_KEY))?.value as number | undefined) ?? 0;
}

/** Bumps the revision inside the caller's transaction and returns the revision it replaced. */
export async function bumpRevision(env: CoreEnv): Promise<number> {
	const revision = await readRevision(env);
	await env.db.meta.put({ key: REVISION_KEY, value: revision + 1 });
	return revision;
}

/**
 * After a write by this core, brings the snapshot forward instead of dropping it, so that the next
 * filtered list or requirements read after a card move costs no full re-read. The snapshot's own
 * revision decides, once its read has finished: exactly the revision this write replaced → the
 * change is applied; already past it (the read began before the write but ran after it, so its rows
 * hold the write) → kept as it is; anything else (another tab wrote) → dropped and read again. A
 * read in flight is never labelled with a revision it has not seen: that once counted a new job twice.
 */
export function advanceSnapshot(env: CoreEnv, replaced: number, change: (jobs: readonly TrackerJob[]) => TrackerJob[]) {
	const cached = snapshots.get(env.db);
	if (!cached) return;
	snapshots.set(
		env.db,
		cached.then((snapshot) => {
			if (snapshot?.revision === replaced) return { revision: replaced + 1, jobs: change(snapshot.jobs) };
			if (snapshot?.revision === replaced + 1) return snapshot;
			return null;
		})
	);
}

/**
 * The running sums behind every aggregation (ledger.ts), kept in meta and moved by each write in
 * its own transaction. Bump LEDGER_VERSION when `factOf` or the Ledger changes: the next reader
 * or writer rebuilds it once from the jobs.
 */
const LEDGER_KEY = 'tracker.ledger';
// 2: the timeline's interviews and the applications waiting for an answer.
// 3: the funnel counts the stages a job was really in, and those it skipped.
const LEDGER_VERSION = 3;

/** The stored ledger, or one rebuilt from every job (a database from before it existed). Call inside a transaction over jobs and meta. */
async function currentLedger(env: CoreEnv): Promise<Ledger> {
	const stored = (await env.db.meta.get(LEDGER_KEY))?.value as { version: number; ledger: Ledger } | undefined;
	if (stored?.version === LEDGER_VERSION) return stored.ledger;
	return ledgerOf((await env.db.trackerJobs.toArray()).filter(counted).map(factOf));
}

const saveLedger = (env: CoreEnv, ledger: Ledger) => env.db.meta.put({ key: LEDGER_KEY, value: { version: LEDGER_VERSION, ledger } });

/** Reads the ledger; builds and stores it first when it is missing or from an older version. */
async function readLedger(env: CoreEnv): Promise<Ledger> {
	const stored = (await env.db.meta.get(LEDGER_KEY))?.value as { version: number; ledger: Ledger } | undefined;
	if (stored?.version === LEDGER_VERSION) return stored.ledger;
	return env.db.transaction('rw', env.db.trackerJobs, env.db.meta, async () => {
		const ledger = await currentLedger(env);
		await saveLedger(env, ledger);
		return ledger;
	});
}

/** All jobs, read-only: callers copy before they sort or change anything. */
export async function allJobs(env: CoreEnv): Promise<readonly TrackerJob[]> {
	const revision = await readRevision(env);
	const cached = await snapshots.get(env.db);
	if (cached && cached.revision === revision) return cached.jobs;
	// The revision and the rows are read in one transaction, so the snapshot is labelled with the
	// revision its rows really are at, whatever landed between the check above and this read.
	const read: Promise<Snapshot> = env.db.transaction('r', env.db.trackerJobs, env.db.meta, async () => ({
		revision: await readRevision(env),
		jobs: await env.db.trackerJobs.toArray()
	}));
	snapshots.set(
		env.db,
		read.catch(() => null)
	);
	return (await read)!.jobs;
}

/** Unfiltered pages straight from the createdAt index: no full read for "the five newest". */
async function listNewest(env: CoreEnv, query: ListQuery): Promise<TrackerJobList> {
	const table = env.db.trackerJobs;
	const after = query.cursor ? decodeCursor(query.cursor) : null;
	const collection = after
		? table.where('createdAt').belowOrEqual(after[0]).reverse().filter((job) => newestFirst({ createdAt: after[0], id: after[1] }, job) < 0)
		: table.orderBy('createdAt').reverse();
	const [total, rows] = await Promise.all([table.count(), collection.limit(query.limit + 1).toArray()]);
	// The index orders ties by primary key, as newestFirst does; sort anyway so the two paths agree.
	rows.sort(newestFirst);
	const page = rows.slice(0, query.limit);
	return { items: page, total, nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]) : null };
}

export async function listJobs(env: CoreEnv, query: ListQuery): Promise<TrackerJobList> {
	const cached = snapshots.get(env.db);
	if (!query.status?.length && !query.source && !query.q?.trim() && !query.jobId && !query.examId && !cached) return listNewest(env, query);
	const wanted = query.status?.length ? new Set(query.status) : null;
	let items = (await allJobs(env)).filter((job) => !wanted || wanted.has(job.status));
	if (query.source) {
		const source = foldText(query.source.trim());
		items = items.filter((job) => foldText(job.source ?? '') === source);
	}
	if (query.jobId) items = items.filter((job) => job.jobId === query.jobId);
	if (query.examId) items = items.filter((job) => job.exam?.examId === query.examId);
	const needle = foldText(query.q?.trim() ?? '');
	if (needle) items = items.filter((job) => matchesSearch(job, needle));
	items.sort(newestFirst);

	let start = 0;
	if (query.cursor) {
		const [createdAt, id] = decodeCursor(query.cursor);
		start = items.findIndex((job) => newestFirst({ createdAt, id }, job) < 0);
		if (start < 0) start = items.length;
	}
	const page = items.slice(start, start + query.limit);
	const more = start + query.limit < items.length;
	return { items: page, total: items.length, nextCursor: more ? encodeCursor(page[page.length - 1]) : null };
}

/** Applications by id, `undefined` where there is none (for other capabilities: they never open this table). */
export async function findApplications(env: CoreEnv, ids: readonly string[]): Promise<(TrackerJob | undefined)[]> {
	return env.db.trackerJobs.bulkGet([...ids]);
}

/** Every application (the next steps read them all). */
export async function allApplications(env: CoreEnv): Promise<TrackerJob[]> {
	return env.db.trackerJobs.toArray();
}

export async function getJob(env: CoreEnv, id: string): Promise<TrackerJob> {
	const job = await env.db.trackerJobs.get(id);
	if (!job) throw notFound(id);
	return job;
}

export async function createJob(env: CoreEnv, input: CreateInput): Promise<TrackerJob> {
	checkTrack(input.status, 'job');
	return addJob(env, jobOf(env, input));
}

export function jobOf(env: CoreEnv, input: CreateInput): TrackerJob {
	const at = env.now().toISOString();
	return {
		id: env.newId(),
		title: input.title,
		company: input.company,
		url: input.url ?? null,
		location: input.location || null,
		source: input.source || null,
		status: input.status,
		notes: input.notes,
		match: input.match ?? null,
		jobId: input.jobId ?? null,
		createdAt: at,
		updatedAt: at,
		appliedAt: input.appliedAt ?? (SENT.has(input.status) ? at : null),
		history: [{ from: null, to: input.status, at }],
		version: 1
	};
}

export async function addJob(env: CoreEnv, job: TrackerJob): Promise<TrackerJob> {
	const replaced = await env.db.transaction('rw', env.db.trackerJobs, env.db.meta, async () => {
		const ledger = (await env.db.trackerJobs.count()) === 0 ? emptyLedger() : await currentLedger(env);
		await env.db.trackerJobs.add(job);
		await saveLedger(env, moveLedger(ledger, null, job));
		return bumpRevision(env);
	});
	advanceSnapshot(env, replaced, (jobs) => [...jobs, job]);
	env.notify(TRACKER_TOPIC);
	return job;
}

/** Applies a patch when `version` is current; every status change appends to the history. */
export function applyUpdate(job: TrackerJob, patch: UpdateInput, at: string): TrackerJob {
	const next: TrackerJob = { ...job, history: [...job.history] };
	if (patch.title !== undefined) next.title = patch.title;
	if (patch.company !== undefined) next.company = patch.company;
	if (patch.url !== undefined) next.url = patch.url;
	if (patch.location !== undefined) next.location = patch.location || null;
	if (patch.source !== undefined) next.source = patch.source || null;
	if (patch.notes !== undefined) next.notes = patch.notes;
	if (patch.match !== undefined) next.match = patch.match;
	if (patch.jobId !== undefined) next.jobId = patch.jobId;
	if (patch.appliedAt !== undefined) next.appliedAt = patch.appliedAt;
	if (patch.status !== undefined && patch.status !== job.status) {
		next.history.push({ from: job.status, to: patch.status, at });
		next.status = patch.status;
		if (!next.appliedAt && SENT.has(patch.status)) next.appliedAt = at;
	}
	next.updatedAt = at;
	next.version = job.version + 1;
	return next;
}

export async function updateJob(env: CoreEnv, id: string, patch: UpdateInput): Promise<TrackerJob> {
	const table = env.db.trackerJobs;
	const { next: updated, replaced } = await env.db.transaction('rw', table, env.db.meta, async () => {
		const job = await table.get(id);
		if (!job) throw notFound(id);
		if (job.version !== patch.version)
			throw problem(
				'conflict',
				`This application was changed somewhere else (version ${job.version}, you sent ${patch.version}). Reload it to see the latest, then make your change again.`
			);
		if (patch.status !== undefined) checkTrack(patch.status, trackOf(job));
		const next = applyUpdate(job, patch, env.now().toISOString());
		const ledger = await currentLedger(env);
		await table.put(next);
		await saveLedger(env, moveLedger(ledger, job, next));
		return { next, replaced: await bumpRevision(env) };
	});
	advanceSnapshot(env, replaced, (jobs) => jobs.map((job) => (job.id === id ? updated : job)));
	env.notify(TRACKER_TOPIC);
	return updated;
}

export async function deleteJob(env: CoreEnv, id: string): Promise<void> {
	const table = env.db.trackerJobs;
	const replaced = await env.db.transaction('rw', table, env.db.meta, async () => {
		const job = await table.get(id);
		if (!job) throw notFound(id);
		const ledger = await currentLedger(env);
		await table.delete(id);
		await saveLedger(env, moveLedger(ledger, job, null));
		return bumpRevision(env);
	});
	advanceSnapshot(env, replaced, (jobs) => jobs.filter((job) => job.id !== id));
	// Its interviews, reminders and follow-ups go with it (interviews/ subscribes).
	await emit(env, 'application.deleted', { applicationId: id });
	env.notify(TRACKER_TOPIC);
}

export const trackerMetrics = async (env: CoreEnv) => metricsFromLedger(await readLedger(env));
export const trackerFunnel = async (env: CoreEnv) => funnelFromLedger(await readLedger(env));
export const trackerSources = async (env: CoreEnv) => sourcesFromLedger(await readLedger(env));
export const trackerTimeline = async (env: CoreEnv, query: TimelineQuery = {}) =>
	timelineFromLedger(await readLedger(env), query.weeks ? lastWeeks(query.weeks, env.now()) : undefined);
export const trackerResponseTimes = async (env: CoreEnv) => responseTimesFromLedger(await readLedger(env));

/** The application log file (export.ts), with every job: it is a record, never a page. */
export const trackerExport = async (env: CoreEnv, query: ExportQuery) => applicationLog(await allJobs(env), query.format, { timeZone: query.tz, now: env.now() });

/**
 * What the tracked jobs ask for against what the profile shows. Not stored with the other
 * aggregations: it also depends on the profile and the extracted jobs, whose changes do not move
 * the tracker's revision. The filters mean what they mean for `/tracker/jobs`, except that
 * `source=manual` names the jobs without a source, as the rows of `/tracker/sources` do.
 */
export async function trackerRequirements(env: CoreEnv, query: RequirementsQuery): Promise<TrackerRequirements> {
	const wanted = query.status?.length ? new Set(query.status) : null;
	const source = query.source ? foldText(query.source) : null;
	const jobs = (await allJobs(env)).filter(
		(job) => counted(job) && (!wanted || wanted.has(job.status)) && (!source || foldText(job.source?.trim() || NO_SOURCE) === source)
	);
	const ids = jobs.flatMap((job) => (job.jobId ? [job.jobId] : []));
	const [linked, profileItems] = await Promise.all([jobSkillsByIds(env, ids), listItems(env)]);
	return computeRequirements(jobs, linked, profileItems, query.limit, { inProfile: query.inProfile });
}

export type { TrackerStatus };

/** What other capabilities may know of the applications: enough to recognise a posting already tracked. */
export async function trackedPostings(
	env: CoreEnv
): Promise<{ id: string; title: string; company: string; url: string | null; location: string; source: string | null; createdAt: string }[]> {
	return (await allJobs(env)).map((job) => ({ id: job.id, title: job.title, company: job.company, url: job.url, location: job.location ?? '', source: job.source, createdAt: job.createdAt }));
}

/** An application's status changes, as History shows them: its own record, read-only. */
export type TrackedMoves = Readonly<Pick<TrackerJob, 'id' | 'title' | 'company' | 'history'>>;

/**
 * Every application with its status history, for History. The cached list itself (no copy, no
 * re-read while the revision holds), so paging through the moves of 10,000 applications costs one
 * full read at most; callers must not change what they get.
 */
export async function trackerMoves(env: CoreEnv): Promise<readonly TrackedMoves[]> {
	return allJobs(env);
}

/** One open application and the skills its posting asks for (canonical names), for the portfolio. */
export type OpenApplicationNeeds = { id: string; title: string; company: string; status: TrackerStatus; required: string[]; niceToHave: string[] };

/**
 * The applications still open (no terminal status) and what each asks for, read the way
 * `/tracker/requirements` reads them: the linked posting's skills, else the title's.
 */
export async function openApplicationNeeds(env: CoreEnv): Promise<OpenApplicationNeeds[]> {
	const jobs = (await allJobs(env)).filter((job) => counted(job) && !isTerminal(job.status));
	const linked = await jobSkillsByIds(env, jobs.flatMap((job) => (job.jobId ? [job.jobId] : [])));
	return jobs.map((job) => {
		const needs = requirementsOf(job, job.jobId ? linked.get(job.jobId) : undefined);
		return { id: job.id, title: job.title, company: job.company, status: job.status, required: [...needs.required], niceToHave: [...needs.niceToHave] };
	});
}
