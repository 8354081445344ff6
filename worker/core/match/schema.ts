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

/** A met requirement and the resume's own words that show it. */
export const MatchEvidence = z.object({ requirement: z.string(), resumeEvidence: z.string(), section: z.string() });
export type MatchEvidence = z.infer<typeof MatchEvidence>;

export const GapImportance = z.enum(['required', 'nice']);

/** What a gap's `note` says (params in brackets). */
export const GapCode = z.enum([
	'skill_mentioned_once', // { skill, section, quote }
	'skill_related_only', // { skill, related, quote }
	'skill_missing', // { skill }
	'years_short', // { years, minYears }
	'degree_missing', // {}
	'language_missing' // { language: 'en' | 'pt' }
]);
export type GapCode = z.infer<typeof GapCode>;

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
	'highlight_skill', // { skill, section, quote }
	'detail_mention', // { skill, section }
	'mention_related', // { skill, related, section }
	'learn_skill', // { skill }
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

export const MatchAnalysis = MatchResult.extend({
	id: z.string(),
	resumeId: z.string().nullable(),
	jobId: z.string().nullable()
});
export type MatchAnalysis = z.infer<typeof MatchAnalysis>;

const Id = z.string().trim().min(1, 'Give an id.');
const Text = z.string().trim().min(1, 'Paste the text.');

/** `{ resumeId, jobId }`, inline `{ resumeText, jobText }`, or one of each. */
export const MatchRequest = z.union(
	[
		z.strictObject({ resumeId: Id, jobId: Id }),
		z.strictObject({ resumeText: Text, jobText: Text }),
		z.strictObject({ resumeId: Id, jobText: Text }),
		z.strictObject({ resumeText: Text, jobId: Id })
	],
	{ error: 'Send {"resumeId", "jobId"} or inline {"resumeText", "jobText"}.' }
);
export type MatchRequest = z.infer<typeof MatchRequest>;
