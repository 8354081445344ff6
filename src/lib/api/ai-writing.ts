import type { AiExplanation, ExplainLanguage, ExplainedSentence, RemovedSentence } from '$core/ai/explain';
import type { AiRewrite, RewriteRefusal } from '$core/ai/rewrite';
import type { Claim, ClaimCheck, UnsupportedClaim } from '$core/engine/grounding/claims';

export type { AiExplanation, AiRewrite, Claim, ClaimCheck, ExplainLanguage, ExplainedSentence, RemovedSentence, RewriteRefusal, UnsupportedClaim };
