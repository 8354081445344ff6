import type { Refusal, Suggestion, SuggestionStatus, Tailoring } from '$core/tailor/schema';

export type { Refusal, Suggestion, SuggestionStatus, Tailoring };
