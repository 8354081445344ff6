import type { JobAiSuggestions, ProfileAiSuggestions, ProfileSuggestion, RequirementSuggestion, AiRun } from '$core/ai/schema';
import type { AiFallbackReason } from '$core/ai/provider';

export type { AiFallbackReason, AiRun, JobAiSuggestions, ProfileAiSuggestions, ProfileSuggestion, RequirementSuggestion };
