import type { AiExplanation, ExplainLanguage, ExplainedSentence, RemovedSentence } from '$core/ai/explain';
import type { AiRewrite, RewriteRefusal } from '$core/ai/rewrite';
import type { Claim, ClaimCheck, UnsupportedClaim } from '$core/engine/grounding/claims';
import type { Tailoring } from '$core/tailor/schema';
import { withTask } from './tasks';
import type { Caller } from './client';

export type { AiExplanation, AiRewrite, Claim, ClaimCheck, ExplainLanguage, ExplainedSentence, RemovedSentence, RewriteRefusal, UnsupportedClaim };

/**
 * The AI's writing (issue 17): a rewrite of one resume line for a tailoring, and the explanation
 * sentences of an analysis — each claim checked against the person's own words. Long: `task` names
 * the call for its cancel (DELETE /tasks/{id}). A provider failure answers 200 with `state:
 * "fallback"`; asking stores nothing, and only `accept` adds the rewrite to the tailoring.
 */
export function aiWritingApi(call: Caller) {
	return {
		/** One line of the tailoring's resume written again, or refused with the reasons. */
		rewrite: (tailoringId: string, input: { text: string; keywords?: string[] }, options: { task?: string } = {}) =>
			call<AiRewrite>('POST', `/resume/tailor/${encodeURIComponent(tailoringId)}/ai-rewrite`, input, withTask(options.task)),
		/** Adds an offered rewrite as an accepted rephrase (origin 'ai'); the core checks it again. */
		accept: (tailoringId: string, input: { text: string; rewrite: string }) =>
			call<Tailoring>('POST', `/resume/tailor/${encodeURIComponent(tailoringId)}/ai-rewrite/accept`, input),
		/** A few plain sentences about an analysis, each checked against the analysis' own facts. */
		explain: (analysisId: string, input: { lang?: ExplainLanguage } = {}, options: { task?: string } = {}) =>
			call<AiExplanation>('POST', `/match/${encodeURIComponent(analysisId)}/ai-explanation`, input, withTask(options.task))
	};
}
