import { endpoint, returns } from '../http/contract';
import type { Tailoring } from '../tailor';
import { ExplainRequest, type AiExplanation } from './explain';
import { AcceptRewriteRequest, RewriteRequest, type AiRewrite } from './rewrite';

/** The answers' parts, for the UI's client (declared beside the code that writes them). */
export type { AiExplanation, ExplainLanguage, ExplainedSentence, RemovedSentence } from './explain';
export type { AiRewrite, RewriteRefusal } from './rewrite';
export type { Claim, ClaimCheck, UnsupportedClaim } from '../engine/grounding/claims';

/**
 * The AI's writing (issue 29: declared once; README row and the UI's client, `api.aiWriting`, come
 * from here). All long (`x-rumo-task`), after the `ai` consent, never an error when the provider fails.
 */
export const aiWritingContract = {
	rewrite: endpoint('POST', '/resume/tailor/:id/ai-rewrite', {
		summary:
			'`{ text, keywords? }` → the rewrite of one resume line with every claim checked, or `refused` with the claims it could not support (long: `x-rumo-task`, after the `ai` consent, never an error when the provider fails: `state: fallback`)',
		body: RewriteRequest,
		response: returns<AiRewrite>(),
		task: true
	}),
	accept: endpoint('POST', '/resume/tailor/:id/ai-rewrite/accept', {
		summary: '`{ text, rewrite }` (checked again, then kept as an accepted suggestion)',
		body: AcceptRewriteRequest,
		response: returns<Tailoring>(),
		topics: ['tailor']
	}),
	explain: endpoint('POST', '/match/:id/ai-explanation', {
		summary:
			'`{ lang? }` → the analysis in sentences, each claim checked, the unsupported ones in `removed` (long: `x-rumo-task`, after the `ai` consent, never an error when the provider fails: `state: fallback`)',
		body: ExplainRequest,
		response: returns<AiExplanation>(),
		task: true
	})
};
