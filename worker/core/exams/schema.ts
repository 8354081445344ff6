import { z } from 'zod';
import { isFile } from '../http/router';
import type { ReminderView } from '../interviews';
import type { TrackerJob } from '../tracker';

/** Where a field was read: page, line on that page, and the line. */
export const Quote = z.object({ page: z.number().int(), line: z.number().int(), text: z.string() });
export type Quote = z.infer<typeof Quote>;

export const Requirement = z.object({
	text: z.string(),
	kind: z.enum(['education', 'registration', 'experience', 'license', 'other']),
	quote: Quote,
	level: z.enum(['fundamental', 'medio', 'tecnico', 'superior', 'pos']).optional(),
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
	salary: z.object({ amount: z.number(), currency: z.literal('BRL'), period: z.literal('month'), quote: Quote }).nullable(),
	weeklyHours: z.number().nullable(),
	workplace: z.string().nullable(),
	quote: Quote,
	review: z.array(z.string())
});
export type Cargo = z.infer<typeof Cargo>;

export const DateKind = z.enum(['registration_start', 'registration_end', 'exemption_start', 'exemption_end', 'exam', 'result']);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.');

export const Exam = z.object({
	body: z.string().nullable(),
	board: z.string().nullable(),
	number: z.string().nullable(),
	date: IsoDate.nullable(),
	cargos: z.array(Cargo),
	dates: z.array(z.object({ kind: DateKind, date: IsoDate, quote: Quote, review: z.boolean().optional() })),
	fees: z.array(z.object({ amount: z.number(), currency: z.literal('BRL'), level: z.string().nullable(), cargoIds: z.array(z.string()), quote: Quote })),
	subjects: z.array(z.object({ cargoId: z.string(), name: z.string(), questions: z.number().nullable(), weight: z.number().nullable(), topics: z.array(z.string()), quote: Quote.nullable() })),
	review: z.array(z.string()),
	pages: z.number().int()
});
export type Exam = z.infer<typeof Exam>;

export const Change = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable(), quote: Quote.nullable() });
export const Source = z.object({ kind: z.enum(['pdf', 'docx', 'txt', 'md', 'text', 'url']), name: z.string().nullable(), url: z.string().nullable(), pages: z.number().int() });

/** One edital as the API shows it; `changes` lists what retifications changed, newest last. */
export const ExamRecord = z.object({
	id: z.string(),
	exam: Exam,
	source: Source,
	retifications: z.array(z.object({ at: z.string(), source: Source, changes: z.array(Change), missed: z.array(z.string()) })),
	createdAt: z.string(),
	updatedAt: z.string()
});
export type ExamRecord = z.infer<typeof ExamRecord>;

/** The stored row: the record plus the pages read (a retification is applied to them) and the text's hash. */
export const StoredExam = ExamRecord.extend({ pagesText: z.array(z.string()), textHash: z.string() });
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
