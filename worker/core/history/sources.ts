/**
 * Where History's entries come from: each kind read through its own capability's exported
 * functions (never its tables), as rows sorted newest first. A row is light — when and which — and
 * builds its entry only when a page shows it, so 30,000 moves cost 50 entries per page.
 */
import type { CoreEnv } from '../env';
import { listAnalyses, type AnalysisSummary } from '../match';
import { listJobs } from '../job';
import type { JobSummary } from '../job';
import { listResumes } from '../resume';
import type { ResumeSummary } from '../resume';
import { listAllTailorings } from '../tailor';
import type { Tailoring } from '../tailor';
import { trackerMoves, type TrackedMoves } from '../tracker';
import { STATUS_INFO } from '../tracker';
import type { TrackerStatus } from '../tracker';
import { importLog, type ImportLog } from '../inbox';
import { interviewLog, type InterviewEvent } from '../interviews';
import { resolutionLog, type SyncResolution } from '../sync';
import type { HistoryEntry, HistoryKind } from './schema';

export type Row = { at: string; id: string; build: () => HistoryEntry };
export type Rows = Record<HistoryKind, readonly Row[]>;

/** Newest first; the same moment is ordered by id, so a cursor (at + id) never skips nor repeats. */
export function newestFirst(a: Pick<Row, 'at' | 'id'>, b: Pick<Row, 'at' | 'id'>): number {
	if (a.at !== b.at) return a.at < b.at ? 1 : -1;
	return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

// "Everything", below IndexedDB's getAll count limit (an unsigned 32-bit integer).
const ALL = 1_000_000_000;
const quoted = (text: string) => `“${text}”`;
/** “Title” at Company, with whatever of the two is known. */
function jobWords(title: string, company: string): string {
	if (title && company) return `${quoted(title)} at ${company}`;
	return title ? quoted(title) : company ? `a job at ${company}` : 'an untitled job';
}
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const STATUS_EN = new Map(STATUS_INFO.map((s) => [s.status, s.label.en]));
const statusWords = (status: TrackerStatus) => STATUS_EN.get(status) ?? status;

function analysisEntry(a: AnalysisSummary): HistoryEntry {
	const jobTitle = a.jobTitle ?? '';
	const company = a.company ?? '';
	const resumeName = a.resumeName ?? '';
	return {
		id: `analysis:${a.id}`,
		kind: 'analysis',
		at: a.createdAt,
		title: a.jobId ? `Analysis of ${jobWords(jobTitle, company)}` : 'Analysis of a pasted job',
		detail: `Scored ${a.score}/100 against ${resumeName ? quoted(resumeName) : 'your profile'}.`,
		params: { score: a.score, jobId: a.jobId ?? '', jobTitle, company, resumeName },
		ref: { kind: 'analysis', id: a.id },
		href: `/analysis?id=${encodeURIComponent(a.id)}`,
		clearable: true
	};
}

function jobEntry(j: JobSummary): HistoryEntry {
	const jobTitle = j.title ?? '';
	const company = j.company ?? '';
	return {
		id: `job:${j.id}`,
		kind: 'job',
		at: j.createdAt,
		title: `Job read: ${jobWords(jobTitle, company)}`,
		detail: `${plural(j.requiredSkills, 'required skill')} and ${plural(j.niceToHaveSkills, 'nice-to-have skill')} found${j.source ? `, from ${j.source}` : ''}.`,
		params: { jobTitle, company, required: j.requiredSkills, niceToHave: j.niceToHaveSkills, source: j.source ?? '' },
		ref: { kind: 'job', id: j.id },
		href: `/job?id=${encodeURIComponent(j.id)}`,
		clearable: true
	};
}

function resumeEntry(r: ResumeSummary): HistoryEntry {
	return {
		id: `resume:${r.id}`,
		kind: 'resume',
		at: r.createdAt,
		title: `Resume read: ${quoted(r.name)}`,
		detail: `${plural(r.items, 'item')} found for your profile.`,
		params: { name: r.name, items: r.items, format: r.format },
		ref: { kind: 'resume', id: r.id },
		// The Resume screen lists every resume; it opens none by id.
		href: '/resume',
		clearable: true
	};
}

type Names = { resumes: Map<string, string>; jobs: Map<string, { title: string; company: string }>; analysisOf: Map<string, string> };

function tailoringEntry(t: Tailoring, names: Names): HistoryEntry {
	const count = (status: string) => t.suggestions.filter((s) => s.status === status).length;
	const [accepted, rejected, pending] = [count('accepted'), count('rejected'), count('pending')];
	const resumeName = names.resumes.get(t.resumeId) ?? '';
	const { title: jobTitle, company } = names.jobs.get(t.jobId) ?? { title: '', company: '' };
	// The tailor screen opens from an analysis of the same resume and job, and shows its latest tailoring.
	const analysisId = names.analysisOf.get(`${t.resumeId}\u0000${t.jobId}`);
	return {
		id: `tailoring:${t.id}`,
		kind: 'tailoring',
		at: t.updatedAt,
		title: `Resume ${resumeName ? quoted(resumeName) : '(deleted)'} tailored for ${jobWords(jobTitle, company)}`,
		detail: `${accepted} accepted, ${rejected} rejected, ${pending} not decided yet.`,
		params: { resumeName, jobTitle, company, accepted, rejected, pending },
		ref: { kind: 'tailoring', id: t.id },
		href: analysisId ? `/tailor?match=${encodeURIComponent(analysisId)}` : '/tailor',
		clearable: true
	};
}

function moveEntry(job: TrackedMoves, n: number): HistoryEntry {
	const { from, to, at } = job.history[n];
	const what = jobWords(job.title, job.company);
	return {
		id: `move:${job.id}:${n}`,
		kind: 'move',
		at,
		title: from ? `${what} moved from ${statusWords(from)} to ${statusWords(to)}` : `${what} added to Applications as ${statusWords(to)}`,
		detail: 'A move belongs to its application: delete the application on the board to remove it.',
		params: { jobTitle: job.title, company: job.company, from: from ?? '', to },
		ref: { kind: 'application', id: job.id },
		// The board opens no card from the address; the application is found there by its title.
		href: '/applications',
		clearable: false
	};
}

function importEntry(log: ImportLog): HistoryEntry {
	const name = log.name ?? '';
	return {
		id: `import:${log.id}`,
		kind: 'import',
		at: log.at,
		title: `Imported ${name ? quoted(name) : `a ${log.format.toUpperCase()} file`} into the inbox`,
		detail: `${plural(log.rows, 'row')}: ${log.created} added, ${log.merged} merged, ${log.skipped} skipped.`,
		params: { name, format: log.format, rows: log.rows, created: log.created, merged: log.merged, skipped: log.skipped },
		ref: { kind: 'import', id: log.id },
		href: '/sources#inbox',
		clearable: true
	};
}

const ACTION_WORDS = { added: 'added', changed: 'changed', deleted: 'deleted' } as const;

function interviewEntry(event: InterviewEvent, job: { title: string; company: string } | undefined): HistoryEntry {
	const jobTitle = job?.title ?? '';
	const company = job?.company ?? '';
	const when = `${event.localStart.replace('T', ' ')} (${event.timeZone})`;
	return {
		id: `interview:${event.id}`,
		kind: 'interview',
		at: event.at,
		title: `Interview ${ACTION_WORDS[event.action]} for ${jobWords(jobTitle, company)}`,
		detail: event.fields.length ? `${event.stage}, ${when}; changed: ${event.fields.join(', ')}.` : `${event.stage}, ${when}.`,
		params: { jobTitle, company, action: event.action, stage: event.stage, localStart: event.localStart, timeZone: event.timeZone, fields: event.fields.join(',') },
		ref: { kind: 'application', id: event.applicationId },
		href: `/interviews?application=${encodeURIComponent(event.applicationId)}`,
		clearable: true
	};
}

/** What each rule did, in a sentence: the record changed on two devices (or was deleted on one) and this is what stayed. */
function ruleWords(r: SyncResolution): string {
	switch (r.rule) {
		case 'latest':
			return 'Changed on two devices; the later edit was kept.';
		case 'merged':
			return `Changed on two devices; ${r.group === 'inbox' ? 'both sets of inbox items' : r.group === 'applications' ? 'both stage histories' : 'both versions'} were joined.`;
		case 'deleted':
			return 'Deleted on one device after it was changed on the other; it stays deleted.';
		case 'kept_both':
			// Once the other version was taken (or is gone), Settings → Devices no longer offers it.
			return r.canKeepOther
				? 'Changed on two devices; the later edit was kept and the other version can still be taken in Settings → Devices.'
				: 'Changed on two devices; the later edit was kept. The other version is no longer offered.';
	}
}

/** A conflict sync resolved (issue 32). Its record is named by its label only: the resolution keeps no key of it, so it points at Settings → Devices. */
function syncEntry(r: SyncResolution): HistoryEntry {
	const label = r.label ?? '';
	return {
		id: `sync:${r.id}`,
		kind: 'sync',
		at: r.at,
		title: `Conflict resolved: ${label ? quoted(label) : 'an untitled record'} (${r.group})`,
		detail: ruleWords(r),
		params: { label, group: r.group, table: r.table, rule: r.rule, canKeepOther: r.canKeepOther ? 1 : 0 },
		ref: { kind: 'sync', id: r.id },
		href: '/settings#devices-title',
		// Sync's own record, and the way back to the version not kept: History does not delete it.
		clearable: false
	};
}

const sorted = (rows: Row[]) => rows.sort(newestFirst);

/**
 * The moves' rows, kept per list of applications: the tracker hands back the same cached list
 * until an application changes, so paging through thousands of moves builds and sorts them once.
 */
const moveRowsOf = new WeakMap<readonly TrackedMoves[], readonly Row[]>();
function moveRows(jobs: readonly TrackedMoves[]): readonly Row[] {
	const known = moveRowsOf.get(jobs);
	if (known) return known;
	const rows: Row[] = [];
	for (const job of jobs) job.history.forEach((move, n) => rows.push({ at: move.at, id: `move:${job.id}:${n}`, build: () => moveEntry(job, n) }));
	const result = sorted(rows);
	moveRowsOf.set(jobs, result);
	return result;
}

/** Every kind's rows, each list newest first. */
export async function readRows(env: CoreEnv): Promise<Rows> {
	const [analyses, jobs, resumes, tailorings, moves, imports, interviewEvents, resolutions] = await Promise.all([
		listAnalyses(env, ALL),
		// Only the jobs themselves: their analyses are History's own analysis entries.
		listJobs(env, ALL, async () => new Map()),
		listResumes(env, ALL),
		listAllTailorings(env),
		trackerMoves(env),
		importLog(env),
		interviewLog(env),
		resolutionLog(env)
	]);
	const analysisOf = new Map<string, string>();
	// Newest first: the first analysis of a resume and a job is the latest.
	for (const a of analyses.items) if (a.resumeId && a.jobId && !analysisOf.has(`${a.resumeId}\u0000${a.jobId}`)) analysisOf.set(`${a.resumeId}\u0000${a.jobId}`, a.id);
	const names: Names = {
		resumes: new Map(resumes.items.map((r) => [r.id, r.name])),
		jobs: new Map(jobs.items.map((j) => [j.id, { title: j.title ?? '', company: j.company ?? '' }])),
		analysisOf
	};
	// An interview's entry names its application (moves come with every application's title and company).
	const applications = new Map(moves.map((job) => [job.id, { title: job.title, company: job.company }]));
	return {
		analysis: sorted(analyses.items.map((a) => ({ at: a.createdAt, id: `analysis:${a.id}`, build: () => analysisEntry(a) }))),
		job: sorted(jobs.items.map((j) => ({ at: j.createdAt, id: `job:${j.id}`, build: () => jobEntry(j) }))),
		resume: sorted(resumes.items.map((r) => ({ at: r.createdAt, id: `resume:${r.id}`, build: () => resumeEntry(r) }))),
		tailoring: sorted(tailorings.map((t) => ({ at: t.updatedAt, id: `tailoring:${t.id}`, build: () => tailoringEntry(t, names) }))),
		move: moveRows(moves),
		interview: sorted(interviewEvents.map((event) => ({ at: event.at, id: `interview:${event.id}`, build: () => interviewEntry(event, applications.get(event.applicationId)) }))),
		import: sorted(imports.map((log) => ({ at: log.at, id: `import:${log.id}`, build: () => importEntry(log) }))),
		sync: sorted(resolutions.map((r) => ({ at: r.at, id: `sync:${r.id}`, build: () => syncEntry(r) })))
	};
}

/** The application and the n-th status change a move's id names, or null when there is none. */
export async function findMove(env: CoreEnv, refId: string): Promise<TrackedMoves | null> {
	const cut = refId.lastIndexOf(':');
	if (cut < 0) return null;
	const [jobId, n] = [refId.slice(0, cut), Number(refId.slice(cut + 1))];
	const job = (await trackerMoves(env)).find((j) => j.id === jobId);
	return job && Number.isInteger(n) && n >= 0 && n < job.history.length ? job : null;
}
