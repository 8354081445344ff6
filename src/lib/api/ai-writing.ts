export type {
	AiExplanation,
	AiRewrite,
	Claim,
	ClaimCheck,
	ExplainLanguage,
	ExplainedSentence,
	RemovedSentence,
	RewriteRefusal,
	UnsupportedClaim
} from '$core/ai/writing-contract';
