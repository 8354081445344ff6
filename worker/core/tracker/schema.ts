import { z } from 'zod';

/** CONTRACT.md "Tracker": the statuses, in board order. The frontend reads them from the API. */
export const TRACKER_STATUSES = ['saved', 'applied', 'screening', 'interview', 'offer', 'accepted', 'rejected', 'withdrawn'] as const;
/**
 * A concurso's stages (issue 31: inscrito, isenção pedida, prova, resultado, convocação), in board
 * order. An application saved from Public exams (`track: 'exam'`) moves through these, never
 * through the job statuses above, and the job aggregations (metrics, funnel, sources, timeline,
 * response times, requirements) leave it out: an exam is not a job application that waits for an answer.
 */
export const EXAM_STAGES = ['registered', 'exemption_requested', 'exam', 'result', 'called_up'] as const;
export const TRACKS = ['job', 'exam'] as const;
export const Track = z.enum(TRACKS);
export type Track = z.infer<typeof Track>;
export const TrackerStatus = z.enum([...TRACKER_STATUSES, ...EXAM_STAGES]);
export type TrackerStatus = z.infer<typeof TrackerStatus>;

export const StatusInfo = z.object({
	status: TrackerStatus,
	label: z.object({ en: z.string(), pt: z.string() }),
	order: z.number().int(),
	terminal: z.boolean(),
	/** Which board the status belongs to: the job statuses, or a concurso's stages. */
	track: Track
});
export type StatusInfo = z.infer<typeof StatusInfo>;
/** `items`: the job statuses (what every screen showed before concursos); `exam`: a concurso's stages. */
export const StatusList = z.object({ items: z.array(StatusInfo), exam: z.array(StatusInfo) });
export type StatusList = z.infer<typeof StatusList>;

const isoDateTime = z.iso.datetime({ offset: true });
/** A day the user typed (`2026-03-01`) or a full timestamp; stored as an ISO timestamp. */
const dayOrDateTime = z
	.union([z.iso.date(), isoDateTime], { error: 'Use a date like 2026-03-01.' })
	.transform((v) => (v.length === 10 ? `${v}T12:00:00.000Z` : new Date(v).toISOString()));

const httpUrl = z
	.string()
	.trim()
	.max(2048)
	.refine((v) => {
		try {
			const u = new URL(v);
			return u.protocol === 'http:' || u.protocol === 'https:';
		} catch {
			return false;
		}
	}, 'Use a full web address starting with https://');

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const Match = z.object({
	score: z.number().int().min(0).max(100),
	analysisId: z.string().nullable()
});

/**
 * The concurso an exam-track application was saved from: the edital and its cargo, and the
 * edital's key dates as read then (each still ahead became a reminder of the application).
 */
export const ExamLink = z.object({
	examId: z.string(),
	cargoId: z.string(),
	number: z.string().nullable(),
	board: z.string().nullable(),
	dates: z.array(z.object({ kind: z.string(), date: z.iso.date() }))
});
export type ExamLink = z.infer<typeof ExamLink>;

export const HistoryEntry = z.object({ from: TrackerStatus.nullable(), to: TrackerStatus, at: isoDateTime });

export const TrackerJob = z.object({
	id: z.string(),
	title: z.string(),
	company: z.string(),
	url: z.string().nullable(),
	location: z.string().nullable(),
	source: z.string().nullable(),
	status: TrackerStatus,
	notes: z.string(),
	match: Match.nullable(),
	jobId: z.string().nullable(),
	createdAt: isoDateTime,
	updatedAt: isoDateTime,
	appliedAt: isoDateTime.nullable(),
	history: z.array(HistoryEntry),
	version: z.number().int().min(1),
	/** Absent or `job`: a job application; `exam`: a concurso's cargo (its statuses are EXAM_STAGES). Rows before issue 31 have neither field. */
	track: Track.optional(),
	exam: ExamLink.nullable().optional()
});
export type TrackerJob = z.infer<typeof TrackerJob>;

const editable = {
	title: z.string().trim().min(1, 'Give the job a title.').max(300),
	company: z.string().trim().max(200),
	url: httpUrl.nullable().optional().or(z.literal('').transform(() => null)),
	location: optionalText(200),
	source: optionalText(100),
	status: TrackerStatus,
	notes: z.string().max(20_000),
	match: Match.nullable().optional(),
	jobId: z.string().max(100).nullable().optional(),
	appliedAt: dayOrDateTime.nullable().optional()
};

/** The fields a person edits, with the API's limits: what a restore checks a stored application against. */
export const TrackerJobFields = z.object(editable).partial();

export const TrackerJobCreate = z.strictObject({
	...editable,
	company: editable.company.default(''),
	status: editable.status.default('saved'),
	notes: editable.notes.default('')
});
export type TrackerJobCreate = z.input<typeof TrackerJobCreate>;

export const TrackerJobUpdate = z
	.strictObject(editable)
	.partial()
	.extend({ version: z.number({ error: 'Send the version you last read.' }).int().min(1) });
export type TrackerJobUpdate = z.input<typeof TrackerJobUpdate>;

const statusList = z
	.string()
	.transform((v) => v.split(',').filter(Boolean))
	.pipe(z.array(TrackerStatus));

export const TrackerJobsQuery = z.object({
	status: statusList.optional(),
	source: z.string().max(100).optional(),
	q: z.string().max(200).optional(),
	/** The applications made from one extracted job (the Job and analysis screens look for them). */
	jobId: z.string().max(100).optional(),
	/** The applications saved from one edital (the Public exams screen shows which cargos are saved). */
	examId: z.string().max(100).optional(),
	limit: z.coerce.number().int().min(1).max(500).default(50),
	cursor: z.string().max(500).optional()
});
export type TrackerJobsQuery = z.input<typeof TrackerJobsQuery>;

export const TrackerJobList = z.object({ items: z.array(TrackerJob), total: z.number().int(), nextCursor: z.string().nullable() });
export type TrackerJobList = z.infer<typeof TrackerJobList>;

const rate = z.number().min(0).max(1).nullable();

export const TrackerMetrics = z.object({
	total: z.number().int(),
	active: z.number().int(),
	byStatus: z.record(TrackerStatus, z.number().int()),
	/** Applications that got any answer (screening, interview, offer, rejection) ÷ applications sent. */
	responseRate: rate,
	interviewRate: rate,
	offerRate: rate,
	medianDaysToResponse: z.number().nullable(),
	averageMatch: z.number().nullable(),
	applied: z.number().int()
});
export type TrackerMetrics = z.infer<typeof TrackerMetrics>;

export const TrackerFunnel = z.object({
	/** `count`: jobs that were in the stage; `skipped`: jobs that went past it without being in it. */
	stages: z.array(z.object({ status: TrackerStatus, count: z.number().int(), skipped: z.number().int(), rate: rate }))
});
export type TrackerFunnel = z.infer<typeof TrackerFunnel>;

export const TrackerSources = z.object({
	items: z.array(
		z.object({
			source: z.string(),
			total: z.number().int(),
			applied: z.number().int(),
			interviews: z.number().int(),
			offers: z.number().int(),
			conversion: rate
		})
	)
});
export type TrackerSources = z.infer<typeof TrackerSources>;

const weekCounts = {
	created: z.number().int(),
	applied: z.number().int(),
	responses: z.number().int(),
	/** Jobs that first moved to an interview (or further) that week. */
	interviews: z.number().int()
};

export const TrackerTimeline = z.object({
	items: z.array(z.object({ week: z.string(), ...weekCounts })),
	/** The sums of the rows answered. */
	totals: z.object(weekCounts)
});
export type TrackerTimeline = z.infer<typeof TrackerTimeline>;

/** Without `weeks`: every week with an event. With it: the last `weeks` ISO weeks up to this one, quiet weeks included. */
export const TrackerTimelineQuery = z.object({ weeks: z.coerce.number().int().min(1).max(520).optional() });
export type TrackerTimelineQuery = z.input<typeof TrackerTimelineQuery>;

/** Days from sending an application to its first answer (the figure `medianDaysToResponse` takes the median of). */
export const TrackerResponseTimes = z.object({
	/** `from` ≤ days < `to`; the last bucket has no end (`to: null`). Always every bucket, empty ones included. */
	buckets: z.array(z.object({ from: z.number(), to: z.number().nullable(), count: z.number().int() })),
	median: z.number().nullable(),
	/** Applications with a measured first answer (the sum of the buckets). */
	responded: z.number().int(),
	/** Applications sent and still open with no answer yet. */
	waiting: z.number().int()
});
export type TrackerResponseTimes = z.infer<typeof TrackerResponseTimes>;

export const TrackerExportQuery = z.object({
	format: z.enum(['csv', 'json']),
	/** The IANA time zone the CSV's days are written in (the person's own); UTC when left out. */
	tz: z
		.string()
		.max(64)
		.refine((zone) => {
			try {
				new Intl.DateTimeFormat('en', { timeZone: zone });
				return true;
			} catch {
				return false;
			}
		}, 'Use an IANA time zone such as America/Sao_Paulo.')
		.default('UTC')
});
export type TrackerExportQuery = z.input<typeof TrackerExportQuery>;

/** Filters like `/tracker/jobs` (`source=manual` is the jobs without a source, as in `/tracker/sources`). */
export const TrackerRequirementsQuery = z.object({
	status: statusList.optional(),
	source: z.string().trim().max(100).optional(),
	/** `false`: only the recurring gaps; `true`: only what the profile shows. */
	inProfile: z
		.enum(['true', 'false'])
		.transform((v) => v === 'true')
		.optional(),
	limit: z.coerce.number().int().min(1).max(100).default(20)
});
export type TrackerRequirementsQuery = z.input<typeof TrackerRequirementsQuery>;

/** A tracked job behind a requirement; `analysisId` opens the analysis that compared it with the profile. */
export const RequirementJob = z.object({ id: z.string(), title: z.string(), company: z.string(), analysisId: z.string().nullable() });
export type RequirementJob = z.infer<typeof RequirementJob>;

export const TrackerRequirements = z.object({
	items: z.array(
		z.object({
			/** The taxonomy's canonical name ("PostgreSQL", also for jobs that wrote "Postgres"). */
			skill: z.string(),
			/** Tracked jobs that ask for it, as a requirement or as a nice-to-have. */
			count: z.number().int().min(1),
			/** Of those, the jobs that list it as required. */
			required: z.number().int().min(0),
			/** `count` ÷ `jobsWithSkills`, two decimals. */
			share: z.number().min(0).max(1),
			/** false: a recurring gap — the profile shows no evidence of it yet. */
			inProfile: z.boolean(),
			/** Up to five of the tracked jobs asking for it, those with an analysis first, then the newest. */
			jobs: z.array(RequirementJob).max(5)
		})
	),
	/** Tracked jobs (after the filters) with at least one known skill: the base of every `share`. */
	jobsWithSkills: z.number().int().min(0)
});
export type TrackerRequirements = z.infer<typeof TrackerRequirements>;
