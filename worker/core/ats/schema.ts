import { z } from 'zod';
import { EvidenceSource, TextParams } from '../match';

export const AtsWarningCode = z.enum(['low_confidence', 'safe_if_true']);
export type AtsWarningCode = z.infer<typeof AtsWarningCode>;

export const AtsWarning = z.object({ code: AtsWarningCode, message: z.string(), params: TextParams });

/**
 * The job's keyword is named in the resume (`inResume: true`) or in a confirmed profile item
 * (`inResume: false`: "in your profile — not yet in this resume"); `evidence` quotes it and
 * `source` says which.
 */
// `term`: the posting's own words for the keyword ("ventilação mecânica" for Mechanical ventilation),
// what a recruiter's search looks for; absent when the posting writes the canonical name itself.
const PostingTerm = z.string().optional();

export const PresentKeyword = z.object({
	keyword: z.string(),
	term: PostingTerm,
	evidence: z.string(),
	inResume: z.boolean(),
	source: EvidenceSource,
	profileItemId: z.string().optional(),
	/** The person listed the skill in their profile with no line that shows it: `evidence` is empty, nothing is quoted. */
	stated: z.boolean().optional()
});

/** What a safe-if-true keyword's `reason` says (params in brackets). */
export const SafeIfTrueCode = z.enum([
	'mentioned_once', // { skill, section }
	'related_skill' // { skill, related }
]);
export type SafeIfTrueCode = z.infer<typeof SafeIfTrueCode>;

/** Not written, but a related skill is: the user may add it only if it is true. */
export const SafeIfTrueKeyword = z.object({
	keyword: z.string(),
	term: PostingTerm,
	reason: z.string(),
	relatedEvidence: z.string(),
	code: SafeIfTrueCode,
	params: TextParams
});
/** Nothing in the resume supports it. */
export const UnsupportedKeyword = z.object({ keyword: z.string(), term: PostingTerm });

/** What the pure review returns (CONTRACT.md, Match and ATS); the route adds the id. */
export const AtsResult = z.object({
	present: z.array(PresentKeyword),
	safeIfTrue: z.array(SafeIfTrueKeyword),
	withoutEvidence: z.array(UnsupportedKeyword),
	coverage: z.number().min(0).max(1),
	confidence: z.number().min(0).max(1),
	warnings: z.array(AtsWarning)
});
export type AtsResult = z.infer<typeof AtsResult>;

export const AtsReview = AtsResult.extend({ id: z.string() });
export type AtsReview = z.infer<typeof AtsReview>;

export const AtsRequest = z.union(
	[
		z.strictObject({ matchId: z.string().trim().min(1) }),
		z.strictObject({ resumeId: z.string().trim().min(1).optional(), jobId: z.string().trim().min(1) })
	],
	{ error: 'Send {"matchId"} or {"jobId"} (with "resumeId" to review a resume; without it, your profile).' }
);
export type AtsRequest = z.infer<typeof AtsRequest>;
