import type { DropReason } from '../engine/grounding/grounding';
import type { AiFallbackReason } from './provider';
import type { Proposal } from '../engine/grounding/proposals';
import type { Quote } from '../engine/grounding/source-text';
import type { ProfileCandidate } from '../profile';
import type { JobSkill } from '../engine/job-parse/schema';

/** Named by the answers below; the UI reads them from here. */
export type { AiFallbackReason, Proposal, Quote };

/*
 * The answers of the AI routes (issue 17), one shape for every use: whether AI was used and who
 * answered, the fallback's reason when it was not, and what the guard let through. Nothing here is
 * stored by the route that answers it; the person's review decides what is added.
 */

/** Whether an analysis used AI, which provider (its host) and model, and why not when it did not. */
export type AiRun = {
	used: boolean;
	provider: string | null;
	model: string | null;
	state: 'used' | 'fallback';
	reason: AiFallbackReason | null;
	/** Why, in a sentence, when the AI part is unavailable. */
	detail: string | null;
	/** How many of the AI's items the grounding guard refused, and why. */
	dropped: { total: number; byReason: Record<DropReason, number> };
};

/** Omit over each kind of a union apart (a plain Omit merges the kinds, and Extract then finds none). */
type WithoutSpan<P> = P extends unknown ? Omit<P, 'span'> : never;

/** A grounded item: the proposal's own fields (no `span`: `evidence` is the span, found in the text). */
export type Suggestion = WithoutSpan<Proposal> & { evidence: Quote; origin: 'ai' };

/** A resume's or a pasted profile's item, with the profile item POST /profile/items would store (origin 'ai'). */
export type ProfileSuggestion = Suggestion & { candidate: ProfileCandidate };

/** POST /resume/{id}/ai-suggestions and POST /profile/import/ai-suggestions. */
export type ProfileAiSuggestions = AiRun & { suggestions: ProfileSuggestion[] };

/** A posting's requirement the rules missed, with the job skill PATCH /job/{id} would add (origin 'ai'). */
export type RequirementSuggestion = Extract<Suggestion, { kind: 'requirement' }> & { skill: JobSkill };

/** POST /job/{id}/ai-suggestions. */
export type JobAiSuggestions = AiRun & { suggestions: RequirementSuggestion[] };
