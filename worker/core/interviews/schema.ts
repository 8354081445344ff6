import { z } from 'zod';
import { isLocalDateTime, isTimeZone } from './time';

/*
 * Interviews, reminders and follow-up drafts of an application (issue 30): what happens after the
 * person applies. Kept with the application (deleted with it) and in backups.
 */

export const INTERVIEW_STAGES = ['screening', 'technical', 'case', 'panel', 'final', 'other'] as const;
export const InterviewStage = z.enum(INTERVIEW_STAGES, { error: 'Choose a stage: screening, technical, case, panel, final or other.' });
export type InterviewStage = z.infer<typeof InterviewStage>;

export const INTERVIEW_FORMATS = ['in_person', 'video', 'phone'] as const;
export const InterviewFormat = z.enum(INTERVIEW_FORMATS, { error: 'Choose a format: in_person, video or phone.' });
export type InterviewFormat = z.infer<typeof InterviewFormat>;

export const INTERVIEW_OUTCOMES = ['pending', 'passed', 'not_passed', 'cancelled', 'rescheduled'] as const;
export const InterviewOutcome = z.enum(INTERVIEW_OUTCOMES, { error: 'Choose an outcome: pending, passed, not_passed, cancelled or rescheduled.' });
export type InterviewOutcome = z.infer<typeof InterviewOutcome>;

export const TimeZone = z
	.string({ error: 'Give the time zone, such as America/Sao_Paulo.' })
	.trim()
	.min(1, 'Give the time zone, such as America/Sao_Paulo.')
	.max(64)
	.refine(isTimeZone, 'Use an IANA time zone such as America/Sao_Paulo or Europe/Lisbon.');

/**
 * A moment as the person typed it: a wall-clock time in `timeZone` (`2026-11-20T14:00`), or an
 * instant with its offset (`2026-11-20T17:00:00Z`, `2026-11-20T14:00-03:00`).
 */
export const MomentInput = z
	.string({ error: 'Give a date and time like 2026-11-20T14:00.' })
	.trim()
	.refine((v) => isLocalDateTime(v) || z.iso.datetime({ offset: true }).safeParse(v).success, 'Use a date and time like 2026-11-20T14:00 (in the time zone given) or 2026-11-20T17:00:00Z.');

const isoDateTime = z.iso.datetime({ offset: true });
const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, `Keep it under ${max.toLocaleString('en-US')} characters.`);
const optionalLine = (max: number) => text(max, 'Write it as text.').nullable().optional();
const version = z.number({ error: 'Send the version you last read.' }).int().min(1);

export const Interview = z.object({
	id: z.string(),
	applicationId: z.string(),
	/** The instant it starts, UTC. */
	startsAt: isoDateTime,
	/** The zone it was set in, and the wall-clock time there (what the person typed). */
	timeZone: z.string(),
	localStart: z.string(),
	durationMinutes: z.number().int().min(5).max(24 * 60),
	stage: InterviewStage,
	format: InterviewFormat,
	/** An address or a meeting link, as the person wrote it. */
	place: z.string().nullable(),
	/** Who the person meets (names, roles), as written. */
	who: z.string().nullable(),
	notes: z.string(),
	outcome: InterviewOutcome,
	createdAt: isoDateTime,
	updatedAt: isoDateTime,
	version: z.number().int().min(1)
});
export type Interview = z.infer<typeof Interview>;

const interviewFields = {
	startsAt: MomentInput,
	timeZone: TimeZone,
	durationMinutes: z.number({ error: 'Give the length in minutes.' }).int('Give whole minutes.').min(5, 'At least 5 minutes.').max(24 * 60, 'At most 24 hours.'),
	stage: InterviewStage,
	format: InterviewFormat,
	place: optionalLine(2000),
	who: optionalLine(500),
	notes: text(20_000, 'Write the notes as text.'),
	outcome: InterviewOutcome
};

/** `POST /tracker/jobs/{id}/interviews`. */
export const InterviewCreate = z.strictObject({
	...interviewFields,
	durationMinutes: interviewFields.durationMinutes.default(60),
	stage: interviewFields.stage.default('screening'),
	format: interviewFields.format.default('video'),
	notes: interviewFields.notes.default(''),
	outcome: interviewFields.outcome.default('pending')
});
export type InterviewCreate = z.input<typeof InterviewCreate>;

/** `PATCH /interviews/{id}`: any field, with the `version` last read. A new `startsAt` is read in the new (or kept) `timeZone`. */
export const InterviewUpdate = z.strictObject(interviewFields).partial().extend({ version });
export type InterviewUpdate = z.input<typeof InterviewUpdate>;

export const InterviewList = z.object({ items: z.array(Interview), total: z.number().int(), nextCursor: z.string().nullable() });

/** One application's list (every item at once: an application holds a handful), or a page of reminders. */
export type ItemList<T> = { items: T[]; total: number; nextCursor: string | null };

// ——— Reminders ———

export const REMINDER_KINDS = ['follow_up', 'interview_prep', 'offer_deadline', 'thank_you', 'custom'] as const;
export const ReminderKind = z.enum(REMINDER_KINDS, { error: 'Choose a kind: follow_up, interview_prep, offer_deadline, thank_you or custom.' });

export const Reminder = z.object({
	id: z.string(),
	/** The application it is about; null for a task of the search as a whole. */
	applicationId: z.string().nullable(),
	kind: ReminderKind,
	title: z.string(),
	dueAt: isoDateTime,
	timeZone: z.string(),
	notes: z.string(),
	done: z.boolean(),
	doneAt: isoDateTime.nullable(),
	createdAt: isoDateTime,
	updatedAt: isoDateTime,
	version: z.number().int().min(1)
});
export type Reminder = z.infer<typeof Reminder>;

/** A reminder as the API shows it: `overdue` when open and due before now (never hidden for it). */
export type ReminderView = Reminder & { overdue: boolean };

const reminderFields = {
	applicationId: z.string({ error: 'Give an application id, or null.' }).trim().min(1).max(100).nullable(),
	kind: ReminderKind,
	title: text(300, 'Say what to do.').min(1, 'Say what to do.'),
	dueAt: MomentInput,
	timeZone: TimeZone,
	notes: text(20_000, 'Write the notes as text.'),
	done: z.boolean({ error: 'Say true or false.' })
};

/** `POST /reminders`. A wall-clock `dueAt` is read in `timeZone` (UTC when left out). */
export const ReminderCreate = z.strictObject({
	...reminderFields,
	applicationId: reminderFields.applicationId.default(null),
	kind: reminderFields.kind.default('custom'),
	timeZone: reminderFields.timeZone.default('UTC'),
	notes: reminderFields.notes.default(''),
	done: reminderFields.done.default(false)
});
export type ReminderCreate = z.input<typeof ReminderCreate>;

export const ReminderUpdate = z.strictObject(reminderFields).omit({ applicationId: true }).partial().extend({ version });
export type ReminderUpdate = z.input<typeof ReminderUpdate>;

export const RemindersQuery = z.object({
	applicationId: z.string().max(100).optional(),
	/** `open` (default): not done, overdue ones first; `overdue`; `done`; `all`. */
	state: z.enum(['open', 'overdue', 'done', 'all'], { error: 'Choose open, overdue, done or all.' }).default('open'),
	limit: z.coerce.number().int().min(1).max(500).default(50),
	cursor: z.string().max(100).optional()
});

// ——— Follow-ups ———

/** draft → reviewed → copied → sent (by the person, never by Rumo) → archived. */
export const FOLLOW_UP_STATES = ['draft', 'reviewed', 'copied', 'sent', 'archived'] as const;
export const FollowUpState = z.enum(FOLLOW_UP_STATES, { error: 'Choose a state: draft, reviewed, copied, sent or archived.' });
export type FollowUpState = z.infer<typeof FollowUpState>;

export const FollowUpKind = z.enum(['thank_you', 'follow_up'], { error: 'Choose thank_you or follow_up.' });
export type FollowUpKind = z.infer<typeof FollowUpKind>;

export const FollowUpLanguage = z.enum(['en', 'pt-BR'], { error: 'Choose the language: en or pt-BR.' });
export type FollowUpLanguage = z.infer<typeof FollowUpLanguage>;

export const FollowUp = z.object({
	id: z.string(),
	applicationId: z.string(),
	/** The interview a thank-you is for, when there is one. */
	interviewId: z.string().nullable(),
	kind: FollowUpKind,
	lang: FollowUpLanguage,
	/** Who it is for, as the person wrote it (never an address Rumo writes to). */
	to: z.string().nullable(),
	subject: z.string(),
	text: z.string(),
	state: FollowUpState,
	states: z.array(z.object({ state: FollowUpState, at: isoDateTime })),
	createdAt: isoDateTime,
	updatedAt: isoDateTime,
	version: z.number().int().min(1)
});
export type FollowUp = z.infer<typeof FollowUp>;

/** `POST /tracker/jobs/{id}/follow-ups`: drafts one from the application (and the interview), stored as `draft`. */
export const FollowUpCreate = z.strictObject({
	kind: FollowUpKind,
	interviewId: z.string().trim().min(1).max(100).optional(),
	lang: FollowUpLanguage.optional(),
	to: optionalLine(300),
	/** What was discussed, in the person's words: the draft quotes it, and says nothing of it otherwise. */
	discussed: text(2000, 'Write what was discussed as text.').optional()
});
export type FollowUpCreate = z.input<typeof FollowUpCreate>;

export const FollowUpUpdate = z
	.strictObject({
		subject: text(300, 'Write the subject as text.'),
		text: text(20_000, 'Write the message as text.').min(1, 'The message is empty. Write it, or delete the draft.'),
		to: optionalLine(300),
		state: FollowUpState
	})
	.partial()
	.extend({ version });
export type FollowUpUpdate = z.input<typeof FollowUpUpdate>;

/** `POST /follow-ups/{id}/phrase`: the message as the editor holds it now (unsaved edits included); the stored one without. */
export const FollowUpPhraseRequest = z.strictObject({
	subject: text(300, 'Write the subject as text.').optional(),
	text: text(20_000, 'Write the message as text.').min(1, 'The message is empty: there is nothing to reword.').optional()
});
export type FollowUpPhraseRequest = z.input<typeof FollowUpPhraseRequest>;

/** The AI's wording of a follow-up under the claims guard: offered, never stored (the person saves it with PATCH). */
export type FollowUpPhrasing = {
	used: boolean;
	/** Why the AI's wording is not offered: the provider's fallback reason, or `garbage` when the guard kept nothing. */
	reason: string | null;
	detail: string | null;
	provider: string | null;
	model: string | null;
	subject: string;
	text: string;
	/** Sentences the provider wrote that claimed what the application and the person's evidence do not show, with why. */
	removed: { text: string; why: string }[];
};

// ——— Next steps and the calendar ———

export const NEXT_STEP_KINDS = ['reminder', 'interview', 'thank_you', 'follow_up', 'offer_deadline', 'offer'] as const;
export type NextStepKind = (typeof NEXT_STEP_KINDS)[number];

export const NextStep = z.object({
	/** Stable for one situation (`follow_up:{applicationId}`, `reminder:{id}`…): a screen can key on it. */
	id: z.string(),
	kind: z.enum(NEXT_STEP_KINDS),
	applicationId: z.string().nullable(),
	title: z.string(),
	company: z.string(),
	/** When it is due or happens (UTC). The overdue steps come first, then the others, each by this date. */
	at: isoDateTime,
	/** Calendar days from today to `at` (−2: two days ago, 0: today, 1: tomorrow). */
	days: z.number().int(),
	overdue: z.boolean(),
	/** The sentence to show, in both languages ("Applied 9 days ago, no answer: follow up?"). */
	message: z.object({ en: z.string(), pt: z.string() }),
	reminderId: z.string().nullable(),
	interviewId: z.string().nullable()
});
export type NextStep = z.infer<typeof NextStep>;

export const NextStepsQuery = z.object({
	/** How far ahead interviews and reminders are listed (overdue ones always are). */
	days: z.coerce.number().int().min(1).max(365).default(14),
	/** Days without an answer after which an application asks for a follow-up. */
	followUpAfterDays: z.coerce.number().int().min(1).max(90).default(7),
	/** The person's zone: what "today" and "tomorrow" mean. */
	tz: TimeZone.default('UTC'),
	limit: z.coerce.number().int().min(1).max(500).default(50)
});
export type NextStepsQuery = z.input<typeof NextStepsQuery>;
/** `GET /next-steps`: overdue ones first, then each by `at`. */
export type NextSteps = { items: NextStep[]; total: number; overdue: number; nextCursor: null };

/** `GET /reminders/due`: what may ask for a system notification now, in the person's zone. */
export const DueQuery = z.object({ tz: TimeZone.default('UTC') });
export type DueQuery = z.input<typeof DueQuery>;
/** Reminders due by now (overdue ones included) and interviews in the next 24 hours; `quiet` during the radar's quiet hours. */
export type DueNow = { items: NextStep[]; total: number; quiet: boolean; nextCursor: null };

export const CalendarQuery = z.object({
	applicationId: z.string().max(100).optional(),
	kind: z.enum(['interviews', 'reminders', 'all'], { error: 'Choose interviews, reminders or all.' }).default('all'),
	/** One event only. */
	interviewId: z.string().max(100).optional(),
	reminderId: z.string().max(100).optional(),
	lang: z.enum(['en', 'pt-BR'], { error: 'Choose en or pt-BR.' }).default('en')
});
export type CalendarQuery = z.input<typeof CalendarQuery>;
