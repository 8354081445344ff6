import { z } from 'zod';

/** Values a sentence template needs: skill names, quoted lines, section codes, counts. */
export const Params = z.record(z.string(), z.union([z.string(), z.number()]));
export type Params = z.infer<typeof Params>;

/** Where a suggestion's support comes from: `resume:<section>` or `profile:<item type>`. */
/** A quote and where it stands (`resume:<section>` or `profile:<type>`); a profile quote says how the item got there. */
export const TailorEvidence = z.object({ text: z.string(), source: z.string(), origin: z.enum(['manual', 'extracted', 'imported', 'ai']).optional() });
export type TailorEvidence = z.infer<typeof TailorEvidence>;

export const SuggestionKind = z.enum(['emphasize', 'rephrase', 'reorder', 'add_keyword', 'remove']);
export type SuggestionKind = z.infer<typeof SuggestionKind>;

export const SuggestionStatus = z.enum(['pending', 'accepted', 'rejected']);
export type SuggestionStatus = z.infer<typeof SuggestionStatus>;

/**
 * One proposed change (CONTRACT.md, Resume tailor). `target` names the place (`skills`,
 * `summary`, `basics`, `experience:<n>`), `before`/`after` are the text as it is and as it would
 * be; `reason` is the English sentence, `code` + `params` let the screen say it in the person's
 * language.
 */
export const Suggestion = z.object({
	id: z.string(),
	kind: SuggestionKind,
	target: z.string(),
	before: z.string(),
	after: z.string(),
	evidence: z.array(TailorEvidence).min(1),
	status: SuggestionStatus,
	reason: z.string(),
	code: z.string(),
	params: Params,
	/** 'ai': a rewrite the person accepted from POST /resume/tailor/{id}/ai-rewrite (issue 17); absent for the tailor's own. */
	origin: z.literal('ai').optional()
});
export type Suggestion = z.infer<typeof Suggestion>;

/** A job keyword the tailor will not write, and why. */
export const Refusal = z.object({ keyword: z.string(), reason: z.string(), code: z.string(), params: Params });
export type Refusal = z.infer<typeof Refusal>;

export const Tailoring = z.object({
	id: z.string(),
	resumeId: z.string(),
	jobId: z.string(),
	suggestions: z.array(Suggestion),
	refused: z.array(Refusal),
	/** Skills the person asked to state for this tailoring (each had evidence); sent again to tailor again. */
	claims: z.array(z.string()),
	createdAt: z.string(),
	updatedAt: z.string()
});
export type Tailoring = z.infer<typeof Tailoring>;

const Id = z.string().trim().min(1, 'Give an id.').max(100);

export const TailorRequest = z.strictObject({
	resumeId: Id,
	jobId: Id,
	/** Skills the person asks the tailor to state; each must have evidence or the call is refused. */
	claims: z
		.array(z.string().trim().min(1, 'Name the skill.').max(120, 'Use at most 120 characters per skill.'))
		.max(30, 'Ask for at most 30 skills at a time.')
		.optional()
});
export type TailorRequest = z.infer<typeof TailorRequest>;

/** `pending` undoes a decision. */
export const SuggestionDecision = z.strictObject({ status: SuggestionStatus });
export type SuggestionDecision = z.infer<typeof SuggestionDecision>;
