import { z } from 'zod';

/*
 * STAR stories (issue 30): Situation, Task, Action, Result, drafted only from lines the person
 * wrote and kept in a story bank linked to the skills they prove and the applications they served.
 */

export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const;
export type StarPartName = (typeof STAR_PARTS)[number];

export const StoryLanguage = z.enum(['en', 'pt-BR'], { error: 'Choose the language: en or pt-BR.' });
export type StoryLanguage = z.infer<typeof StoryLanguage>;

/** Where a quote was taken from. */
export const QuoteSource = z.object({
	kind: z.enum(['resume', 'profile']),
	/** Resume section (`experience`, `summary`…) or profile item type (`project`, `achievement`…). */
	section: z.string(),
	resumeId: z.string().nullable(),
	profileItemId: z.string().nullable()
});
export type QuoteSource = z.infer<typeof QuoteSource>;

/**
 * One part: `text` is what the story says, `quote` the person's own words it came from. A draft's
 * part with no source has `text: ""` and `quote: null`, never a guess; `prompt` says what to add.
 */
export const StarPart = z.object({
	text: z.string(),
	quote: z.string().nullable(),
	source: QuoteSource.nullable(),
	prompt: z.string()
});
export type StarPart = z.infer<typeof StarPart>;

export const StarParts = z.object({ situation: StarPart, task: StarPart, action: StarPart, result: StarPart });
export type StarParts = z.infer<typeof StarParts>;

/** `POST /stories/draft`. */
export const StoryDraftRequest = z.strictObject({
	jobId: z.string({ error: 'Give the job id (an extracted posting, or an application).' }).trim().min(1, 'Give the job id.').max(100),
	requirement: z.string({ error: 'Name the requirement the story should prove.' }).trim().min(1, 'Name the requirement the story should prove.').max(300),
	resumeId: z.string().trim().min(1).max(100).optional(),
	lang: StoryLanguage.optional()
});
export type StoryDraftRequest = z.input<typeof StoryDraftRequest>;

export const StoryDraft = z.object({
	jobId: z.string(),
	requirement: z.string(),
	/** The taxonomy's skills the requirement names (canonical), which a saved story links to. */
	skills: z.array(z.string()),
	lang: StoryLanguage,
	parts: StarParts,
	/** Every line that was considered, best first: the person may swap a part's quote for another. */
	candidates: z.array(z.object({ text: z.string(), source: QuoteSource })),
	warnings: z.array(z.object({ code: z.string(), message: z.string() }))
});
export type StoryDraft = z.infer<typeof StoryDraft>;

/** A saved part: the person's text, and the quote it came from when it came from one. */
export const SavedPart = z.object({ text: z.string(), quote: z.string().nullable() });
export type SavedPart = z.infer<typeof SavedPart>;

export const Story = z.object({
	id: z.string(),
	title: z.string(),
	requirement: z.string().nullable(),
	/** Canonical skill names this story proves. */
	skills: z.array(z.string()),
	/** Competencies of the question bank it answers (`patient-safety`, `stakeholders`…). */
	competencies: z.array(z.string()),
	/** The applications it served (an application's delete takes its id out; the story stays). */
	applicationIds: z.array(z.string()),
	parts: z.object({ situation: SavedPart, task: SavedPart, action: SavedPart, result: SavedPart }),
	lang: StoryLanguage,
	origin: z.enum(['draft', 'manual', 'ai']),
	createdAt: z.string(),
	updatedAt: z.string(),
	version: z.number().int().min(1)
});
export type Story = z.infer<typeof Story>;

const partInput = z.strictObject({
	text: z.string({ error: 'Write the part as text (empty is fine).' }).max(4000, 'Keep each part under 4,000 characters.'),
	quote: z.string().max(4000).nullable().optional()
});
const emptyPart = { text: '', quote: null };

const fields = {
	title: z.string({ error: 'Give the story a title.' }).trim().min(1, 'Give the story a title.').max(200),
	requirement: z.string().trim().max(300).nullable(),
	skills: z.array(z.string().trim().min(1).max(100)).max(50),
	competencies: z.array(z.string().trim().min(1).max(100)).max(50),
	applicationIds: z.array(z.string().trim().min(1).max(100)).max(500),
	parts: z.strictObject({ situation: partInput.default(emptyPart), task: partInput.default(emptyPart), action: partInput.default(emptyPart), result: partInput.default(emptyPart) }),
	lang: StoryLanguage,
	origin: z.enum(['draft', 'manual', 'ai'], { error: 'Say how the story was written: draft, manual or ai.' })
};

export const StoryCreate = z.strictObject({
	...fields,
	requirement: fields.requirement.default(null),
	parts: fields.parts.default({ situation: emptyPart, task: emptyPart, action: emptyPart, result: emptyPart }),
	skills: fields.skills.default([]),
	competencies: fields.competencies.default([]),
	applicationIds: fields.applicationIds.default([]),
	lang: fields.lang.default('en'),
	origin: fields.origin.default('manual')
});
export type StoryCreate = z.input<typeof StoryCreate>;

export const StoryUpdate = z
	.strictObject(fields)
	.partial()
	.extend({ version: z.number({ error: 'Send the version you last read.' }).int().min(1) });
export type StoryUpdate = z.input<typeof StoryUpdate>;

export const StoriesQuery = z.object({
	skill: z.string().max(100).optional(),
	applicationId: z.string().max(100).optional(),
	q: z.string().max(200).optional(),
	limit: z.coerce.number().int().min(1).max(500).default(50),
	cursor: z.string().max(100).optional()
});

export const QuestionsQuery = z.object({
	lang: StoryLanguage.optional(),
	/** A profession family to use instead of the one read from the job. */
	family: z.string().max(40).optional(),
	resumeId: z.string().max(100).optional()
});

export const QUESTION_KINDS = ['requirement', 'gap', 'profession', 'general'] as const;

export const Question = z.object({
	id: z.string(),
	kind: z.enum(QUESTION_KINDS),
	text: z.string(),
	/** What the question probes: a key, and its label in the answer's language. */
	competency: z.object({ key: z.string(), label: z.string() }),
	skills: z.array(z.string()),
	/** Stories of the bank that can answer it, best first. */
	stories: z.array(z.object({ id: z.string(), title: z.string() })),
	/** No story answers it yet: prepare one. */
	prepare: z.boolean(),
	/** How to answer honestly (a gap: what you did instead, what you are learning). */
	advice: z.string().nullable()
});
export type Question = z.infer<typeof Question>;

/** `GET /stories`: a page of the bank, newest change first. */
export type StoryList = { items: Story[]; total: number; nextCursor: string | null };
/** `GET /tracker/jobs/{id}/questions` (the service's `QuestionsAnswer`; `family` one of the bank's families). */
export type Questions = { applicationId: string; jobId: string | null; family: string; lang: StoryLanguage; items: Question[]; total: number; prepare: number; nextCursor: null };

/** `POST /stories/phrase`: the parts of a draft (or a story), each with the quote it rests on. */
export const StoryPhraseRequest = z.strictObject({
	lang: StoryLanguage.default('en'),
	parts: z.strictObject({ situation: SavedPart, task: SavedPart, action: SavedPart, result: SavedPart })
});
export type StoryPhraseRequest = z.input<typeof StoryPhraseRequest>;

export const PhrasedPart = SavedPart.extend({ origin: z.enum(['ai', 'rules', 'empty']) });
export const StoryPhrasing = z.object({
	/** Whether the provider's wording was used for at least one part. */
	used: z.boolean(),
	reason: z.string().nullable(),
	detail: z.string().nullable(),
	provider: z.string().nullable(),
	model: z.string().nullable(),
	parts: z.object({ situation: PhrasedPart, task: PhrasedPart, action: PhrasedPart, result: PhrasedPart }),
	/** Sentences the provider wrote that claimed what the person's evidence does not show, with why. */
	removed: z.array(z.object({ part: z.enum(STAR_PARTS), text: z.string(), why: z.string() }))
});
export type StoryPhrasing = z.infer<typeof StoryPhrasing>;
