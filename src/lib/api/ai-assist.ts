export type { AiFallbackReason, AiRun, JobAiSuggestions, ProfileAiSuggestions, ProfileSuggestion, RequirementSuggestion } from '$core/ai/schema';
