import { z } from 'zod';
import { isFile } from '../http/router';
import type { ReminderView } from '../interviews';
import type { TrackerJob } from '../tracker';

/** Where a field was read: page, line on that page, and the line. */
export const Quote = z.object({ page: z.number().int(), line: z.number().int(), text: z.string() });
export type Quote = z.infer<typeof Quote>;

/** Who wrote a field: absent, the edital as read (with its quote); `person`, the person's own correction (no quote). */
const ByPerson = z.literal('person').optional();
export const RequirementKind = z.enum(['education', 'registration', 'experience', 'license', 'other']);
export const Level = z.enum(['fundamental', 'medio', 'tecnico', 'superior', 'pos']);

export const Requirement = z.object({
	text: z.string(),
	kind: RequirementKind,
	quote: Quote.nullable(),
	by: ByPerson,
	level: Level.optional(),
	course: z.string().optional(),
	council: z.string().optional(),
	years: z.number().optional(),
	category: z.string().optional(),
	review: z.boolean().optional()
});
export type Requirement = z.infer<typeof Requirement>;

const count = z.number().int().nullable();
export const Cargo = z.object({
	id: z.string(),
	title: z.string(),
	code: z.string().nullable(),
	requirements: z.array(Requirement),
	vacancies: z.object({ total: count, ampla: count, pcd: count, negros: count, reserve: z.boolean().optional(), quote: Quote.nullable() }),
	salary: z.object({ amount: z.number(), currency: z.literal('BRL'), period: z.literal('month'), quote: Quote.nullable() }).nullable(),
	weeklyHours: z.number().nullable(),
	workplace: z.string().nullable(),
	quote: Quote.nullable(),
	review: z.array(z.string()),
	/** `person`: a cargo the person added (the reading missed it). */
	by: ByPerson,
	/** The fields the person corrected (`title`, `requirements`, `vacancies`, `salary`, `weeklyHours`, `workplace`). */
	corrected: z.array(z.string()).optional()
});
export type Cargo = z.infer<typeof Cargo>;

export const DateKind = z.enum(['registration_start', 'registration_end', 'exemption_start', 'exemption_end', 'exam', 'result']);
const IsoDate = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.')
	.refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value), 'Give a day that exists.');

export const Exam = z.object({
	body: z.string().nullable(),
	board: z.string().nullable(),
	number: z.string().nullable(),
	date: IsoDate.nullable(),
	cargos: z.array(Cargo),
	dates: z.array(z.object({ kind: DateKind, date: IsoDate, quote: Quote.nullable(), review: z.boolean().optional(), by: ByPerson })),
	fees: z.array(z.object({ amount: z.number(), currency: z.literal('BRL'), level: z.string().nullable(), cargoIds: z.array(z.string()), quote: Quote })),
	subjects: z.array(
		z.object({ cargoId: z.string(), name: z.string(), questions: z.number().nullable(), weight: z.number().nullable(), topics: z.array(z.string()), quote: Quote.nullable(), by: ByPerson })
	),
	review: z.array(z.string()),
	pages: z.number().int(),
	/** The header fields the person corrected (`body`, `board`, `number`, `date`). */
	corrected: z.array(z.string()).optional()
});
export type Exam = z.infer<typeof Exam>;

/** A requirement as the person writes it: never given a quote (only the edital's own text has one). */
export const PersonRequirement = z.strictObject({
	text: z.string({ error: 'Write the requirement as the edital asks it.' }).trim().min(1, 'Write the requirement as the edital asks it.').max(500),
	kind: RequirementKind,
	level: Level.optional(),
	course: z.string().trim().max(200).optional(),
	council: z.string().trim().max(60).optional(),
	years: z.number().min(0).max(60).optional(),
	category: z
		.string()
		.trim()
		.toUpperCase()
		.regex(/^(ACC|[A-E]{1,5})$/, 'A CNH category is A, B, C, D, E (or several: AB), or ACC.')
		.optional()
});
export type PersonRequirement = z.infer<typeof PersonRequirement>;

/** A subject of the exam as the person writes it: its topics one by one. */
export const PersonSubject = z.strictObject({
	name: z.string({ error: 'Name the subject.' }).trim().min(1, 'Name the subject.').max(300),
	questions: z.number().int().min(0).max(1000).nullable().default(null),
	weight: z.number().min(0).max(100).nullable().default(null),
	topics: z.array(z.string().trim().min(1).max(1000)).max(2000)
});
export type PersonSubject = z.infer<typeof PersonSubject>;
const Count = z.number().int('Vacancies are whole numbers.').min(0).max(1_000_000).nullable();
/** What a person may correct in a cargo. `salary`: the monthly amount in reais; null, none. */
const CargoFields = {
	title: z.string({ error: 'Give the cargo its title.' }).trim().min(1, 'Give the cargo its title.').max(300),
	requirements: z.array(PersonRequirement).max(60),
	vacancies: z.strictObject({ total: Count, ampla: Count, pcd: Count, negros: Count }).partial(),
	salary: z.number().min(0).max(10_000_000).nullable(),
	weeklyHours: z.number().min(0).max(168).nullable(),
	workplace: z.string().trim().max(300).nullable(),
	/** The cargo's syllabus, whole: it replaces what was read for the cargo. */
	subjects: z.array(PersonSubject).max(100)
};
const someField = (value: object) => Object.keys(value).some((key) => key !== 'version');
/** The edital's version the person saw: a stale one (changed in another tab, by a retification) → `409 conflict`. */
export const SeenVersion = z.number().int().min(1).optional();

/** `PATCH /exams/{id}/cargos/{cargoId}`: the fields given replace the reading's; `requirements` is the whole list. */
export const CargoCorrection = z
	.strictObject(CargoFields)
	.partial()
	.extend({ version: SeenVersion })
	.refine(someField, 'Send at least one field to correct.');
export type CargoCorrection = z.infer<typeof CargoCorrection>;

/** `POST /exams/{id}/cargos`: a cargo the reading missed; `syllabusFrom`, a cargo whose syllabus it shares. */
export const CargoAddition = z.strictObject({
	...CargoFields,
	requirements: CargoFields.requirements.default([]),
	vacancies: CargoFields.vacancies.default({}),
	salary: CargoFields.salary.default(null),
	weeklyHours: CargoFields.weeklyHours.default(null),
	workplace: CargoFields.workplace.default(null),
	subjects: CargoFields.subjects.optional(),
	syllabusFrom: z.string().max(200).nullable().default(null),
	version: SeenVersion
});
export type CargoAddition = z.input<typeof CargoAddition>;

/** `PATCH /exams/{id}`: the header's fields and key dates given replace the reading's; a date `null` says the edital gives none. */
export const ExamCorrection = z
	.strictObject({
		body: z.string().trim().max(300).nullable(),
		board: z.string().trim().max(200).nullable(),
		number: z.string().trim().max(60).nullable(),
		date: IsoDate.nullable(),
		dates: z.partialRecord(DateKind, IsoDate.nullable()),
		version: SeenVersion
	})
	.partial()
	.refine(someField, 'Send at least one field to correct.');
export type ExamCorrection = z.infer<typeof ExamCorrection>;

/** The person's corrections, kept apart from the reading: a retification read later is applied under them. */
export const Corrections = z.object({
	header: z.object({ body: z.string().nullable(), board: z.string().nullable(), number: z.string().nullable(), date: IsoDate.nullable() }).partial(),
	dates: z.partialRecord(DateKind, IsoDate.nullable()),
	cargos: z.record(z.string(), z.object({ ...CargoFields, removed: z.literal(true) }).partial()),
	added: z.array(z.object({ ...CargoFields, subjects: CargoFields.subjects.optional(), id: z.string(), syllabusFrom: z.string().nullable() })),
	at: z.string()
});
export type Corrections = z.infer<typeof Corrections>;

export const Change = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable(), quote: Quote.nullable() });
export const Source = z.object({ kind: z.enum(['pdf', 'docx', 'txt', 'md', 'text', 'url']), name: z.string().nullable(), url: z.string().nullable(), pages: z.number().int() });

const ExamRow = z.object({
	id: z.string(),
	/** The edital as read, with the person's corrections applied over it (each marked `by: 'person'` or in `corrected`). */
	exam: Exam,
	source: Source,
	retifications: z.array(z.object({ at: z.string(), source: Source, changes: z.array(Change), missed: z.array(z.string()) })),
	createdAt: z.string(),
	updatedAt: z.string(),
	/** 1 when read, one more at each retification or correction (rows stored before it had none: 1). */
	version: z.number().int().min(1)
});

/** What the person corrected, in words the screen lists: `fields` as `body`, `dates.exam`, `cargos.{id}.title`, `cargos.{id}` (added or removed). */
export type CorrectionsSummary = { at: string; fields: string[]; removed: { id: string; title: string }[] };

/** One edital as the API shows it; `changes` lists what retifications changed, newest last; `corrections`, what the person changed (null: nothing). */
export type ExamRecord = z.infer<typeof ExamRow> & { corrections: CorrectionsSummary | null };

/** The stored row: the record, the pages read (a retification is applied to them), the text's hash and, once corrected, the reading under the corrections. */
export const StoredExam = ExamRow.extend({
	/** Absent from the rows stored before editais had versions: 1. */
	version: z.number().int().min(1).optional(),
	pagesText: z.array(z.string()),
	textHash: z.string(),
	reading: Exam.optional(),
	corrections: Corrections.optional()
});
export type StoredExam = z.infer<typeof StoredExam>;

export type ExamSummary = { id: string; body: string | null; board: string | null; number: string | null; cargos: number; examDate: string | null; createdAt: string; updatedAt: string };

const HttpUrl = z
	.string()
	.trim()
	.max(2048, 'Use a link of at most 2,048 characters.')
	.refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'Give the edital’s public http(s) link.');

/** Pasted text, a public link, or a file (multipart `file`); `examId` applies the document as a retification of that edital. */
export const ExamExtractRequest = z.union(
	[
		z.strictObject({ text: z.string({ error: 'Paste the edital’s text.' }), examId: z.string().optional() }),
		z.strictObject({ url: HttpUrl, examId: z.string().optional() }),
		z.object({ file: z.custom<File>(isFile, 'Attach the edital as a PDF, DOCX or TXT file.'), examId: z.string().optional() })
	],
	{ error: 'Send the edital as {"text": "..."}, {"url": "https://..."} or as a file upload.' }
);
export type ExamExtractRequest = z.infer<typeof ExamExtractRequest>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const Minutes = z.number().int().min(0).max(16 * 60);
export const HoursByWeekday = z.strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, z.number().min(0).max(16).default(0)])) as Record<(typeof WEEKDAYS)[number], z.ZodDefault<z.ZodNumber>>);

export const TopicStatus = z.enum(['not_started', 'studying', 'reviewed']);
export type TopicStatus = z.infer<typeof TopicStatus>;

export const PlanRequest = z.strictObject({
	cargoId: z.string().min(1),
	hoursByWeekday: HoursByWeekday,
	/** Topic ids (or exact topic texts) the person already knows: they get a review, not a first study. */
	known: z.array(z.string()).max(2000).optional(),
	/** The exam's date when the edital gives none (or the person knows a newer one). */
	examDate: IsoDate.optional()
});
export type PlanRequest = z.infer<typeof PlanRequest>;

export const PlanTopic = z.object({ id: z.string(), subject: z.string(), text: z.string(), weight: z.number(), known: z.boolean(), status: TopicStatus, minutes: z.number().int() });
export const Session = z.object({ date: IsoDate, topicId: z.string(), minutes: Minutes, kind: z.enum(['study', 'review']) });

export const Plan = z.object({
	examId: z.string(),
	cargoId: z.string(),
	from: IsoDate,
	examDate: IsoDate,
	hoursByWeekday: z.record(z.string(), z.number()),
	topics: z.array(PlanTopic),
	sessions: z.array(Session),
	/** Topics that did not fit before the exam, with the hours the plan still lacks. */
	unplanned: z.array(z.string()),
	createdAt: z.string(),
	updatedAt: z.string(),
	version: z.number().int()
});
export type Plan = z.infer<typeof Plan>;
export type PlanView = Plan & { behind: number; progress: { subject: string; topics: number; studying: number; reviewed: number }[] };

export const TopicProgressUpdate = z.strictObject({ status: TopicStatus });

export type RequirementFit = { requirement: Requirement; status: 'met' | 'partly' | 'not_met'; evidence: { text: string; source: 'resume' | 'profile' }[]; blocker: boolean; learnable: boolean };
export type CargoFit = {
	cargoId: string;
	title: string;
	eligible: boolean;
	met: RequirementFit[];
	partly: RequirementFit[];
	notMet: RequirementFit[];
	blockers: RequirementFit[];
	learnable: RequirementFit[];
	rank: number | null;
};
export type ExamFit = { examId: string; basis: { resumeId: string | null; profileItems: number }; cargos: CargoFit[] };

/** `POST /exams/{id}/track`: a cargo of this edital saved to Applications; `lang` is the language of its reminders' titles. */
export const TrackRequest = z.strictObject({
	cargoId: z.string({ error: 'Choose the cargo to save.' }).trim().min(1, 'Choose the cargo to save.').max(100),
	lang: z
		.enum(['pt', 'pt-BR', 'en'], { error: 'Choose pt or en.' })
		.default('pt')
		.transform((lang) => (lang === 'en' ? 'en' : 'pt') as 'en' | 'pt')
});
export type TrackRequest = z.input<typeof TrackRequest>;

/** The application on the exam track, and the reminders its edital's dates became (those still ahead). */
export type ExamTracked = { application: TrackerJob; reminders: ReminderView[] };
