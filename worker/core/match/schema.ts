import { z } from 'zod';

/**
 * The values a sentence's `code` is written with: skill names, the resume's quoted words, section
 * codes (`skills`, `experience`, `summary`, `projects`, `certifications`, `education`…), years,
 * language codes. The English sentence beside them stays for API readers; the UI writes its own.
 */
export const TextParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type TextParams = z.infer<typeof TextParams>;

export const MatchWarningCode = z.enum(['related_evidence', 'years_unknown', 'low_confidence', 'overqualified']);
export type MatchWarningCode = z.infer<typeof MatchWarningCode>;

/** One line of advice or caution attached to an analysis. */
export const MatchWarning = z.object({ code: MatchWarningCode, message: z.string(), params: TextParams });
export type MatchWarning = z.infer<typeof MatchWarning>;

const Score = z.number().int().min(0).max(100);

/** Each dimension of the score, 0–100 (weights: WEIGHTS in service.ts). */
export const MatchBreakdown = z.object({
	skills: Score,
	experience: Score,
	seniority: Score,
	education: Score,
	language: Score
});
export type MatchBreakdown = z.infer<typeof MatchBreakdown>;

export const EvidenceSource = z.enum(['resume', 'profile']);
export type EvidenceSource = z.infer<typeof EvidenceSource>;

/**
 * A met requirement and the person's own words that show it: a resume line (`source: "resume"`,
 * `section` is the resume's section) or a confirmed profile item (`source: "profile"`, `section`
 * is the item's type, `profileItemId` and its `origin`). `related` names the skill that earned
 * partial credit: the requirement itself is then not shown, only that skill. `stated`: a skill the
 * person added to the profile with no line to quote.
 */
export const MatchEvidence = z.object({
	requirement: z.string(),
	resumeEvidence: z.string(),
	section: z.string(),
	source: EvidenceSource,
	profileItemId: z.string().optional(),
	origin: z.enum(['manual', 'extracted', 'imported', 'ai']).optional(),
	stated: z.boolean().optional(),
	related: z.string().optional()
});
export type MatchEvidence = z.infer<typeof MatchEvidence>;

/** `mentioned`: a skill the posting names in its duties or introduction, not in its requirements. */
export const GapImportance = z.enum(['required', 'nice', 'mentioned']);

/** What a gap's `note` says (params in brackets). */
export const GapCode = z.enum([
	'skill_mentioned_once', // { skill, section, quote }
	'skill_related_only', // { skill, related, quote } — analyses stored before related skills became evidence rows
	'skill_missing', // { skill }
	'years_short', // { years, minYears }
	'degree_missing', // {}
	'language_missing' // { language: 'en' | 'pt' }
]);
export type GapCode = z.infer<typeof GapCode>;
/** Codes the scorer no longer writes; kept so analyses stored before still read. */
export const LEGACY_GAP_CODES: readonly GapCode[] = ['skill_related_only'];

/** What a gap's `requirement` names: a job skill, or a requirement that is no skill. */
export const RequirementCode = z.enum([
	'skill', // { skill }
	'min_years', // { years }
	'degree', // {}
	'language' // { language: 'en' | 'pt' }
]);
export type RequirementCode = z.infer<typeof RequirementCode>;

export const MatchGap = z.object({
	requirement: z.string(),
	importance: GapImportance,
	note: z.string(),
	code: GapCode,
	params: TextParams,
	requirementCode: RequirementCode,
	requirementParams: TextParams
});
export type MatchGap = z.infer<typeof MatchGap>;

/** What a safe action's `action` and `reason` say; every one has { skill }. */
export const SafeActionCode = z.enum([
	'highlight_skill', // { skill, section, quote, source }
	'highlight_skills', // { skills, count, section, quote, source }: several skills one line shows, the line quoted once
	'add_from_profile', // { skill, quote }
	'detail_mention', // { skill, section }
	'mention_related', // { skill, related, section }
	'learn_skill', // { skill }
	'learn_skills', // { skills, count }: every required skill to learn, in one step
	'get_certified' // { skill }
]);
export type SafeActionCode = z.infer<typeof SafeActionCode>;

/** Something true to do: highlight what is shown, mention a related skill if it applies, learn a gap. */
export const SafeAction = z.object({ action: z.string(), reason: z.string(), code: SafeActionCode, params: TextParams });
export type SafeAction = z.infer<typeof SafeAction>;

/** What the pure scorer returns (CONTRACT.md, Match and ATS); the route adds the ids. */
export const MatchResult = z.object({
	score: Score,
	confidence: z.number().min(0).max(1),
	warnings: z.array(MatchWarning),
	breakdown: MatchBreakdown,
	evidence: z.array(MatchEvidence),
	gaps: z.array(MatchGap),
	safeActions: z.array(SafeAction)
});
export type MatchResult = z.infer<typeof MatchResult>;

/**
 * What an analysis compared the job with: the confirmed profile (how many items) and, when one was
 * chosen, a resume (its id and name; `resumeDeleted` once the person deleted it — the analysis stays
 * readable), at the time it ran.
 */
export const MatchBasis = z.object({
	resumeId: z.string().nullable(),
	resumeName: z.string().nullable(),
	/** When that resume was read. */
	resumeReadAt: z.string().nullable().optional(),
	profileItems: z.number().int().min(0),
	at: z.string(),
	resumeDeleted: z.boolean().optional()
});
export type MatchBasis = z.infer<typeof MatchBasis>;

export const MatchAnalysis = MatchResult.extend({
	id: z.string(),
	resumeId: z.string().nullable(),
	jobId: z.string().nullable(),
	basis: MatchBasis
});
export type MatchAnalysis = z.infer<typeof MatchAnalysis>;

const Id = z.string().trim().min(1, 'Give an id.');
const Text = z.string().trim().min(1, 'Paste the text.');

/**
 * `{ jobId | jobText, resumeId? | resumeText? }`: a stored or pasted job, and optionally a stored or
 * pasted resume; with no resume the confirmed profile alone is compared (CONTRACT.md).
 */
export const MatchRequest = z
	.strictObject({ jobId: Id.optional(), jobText: Text.optional(), resumeId: Id.optional(), resumeText: Text.optional() })
	.superRefine((body, ctx) => {
		if ((body.jobId === undefined) === (body.jobText === undefined))
			ctx.addIssue({ code: 'custom', path: ['jobId'], message: 'Give one job: {"jobId"} or {"jobText"}.' });
		if (body.resumeId !== undefined && body.resumeText !== undefined)
			ctx.addIssue({ code: 'custom', path: ['resumeId'], message: 'Give at most one resume: {"resumeId"} or {"resumeText"}.' });
	});
export type MatchRequest = z.infer<typeof MatchRequest>;

/** One line of the analyses list: enough to recognise it and open it. */
export interface AnalysisSummary {
	id: string;
	resumeId: string | null;
	jobId: string | null;
	score: number;
	confidence: number;
	createdAt: string;
	jobTitle: string | null;
	company: string | null;
	/** The resume compared, by name; null when the profile alone was. */
	resumeName: string | null;
}
