import { z } from 'zod';
import { endpoint, returns } from '../http/contract';
import { ProfileImportRequest } from '../profile';
import { RESUME_KINDS } from './assist';
import type { JobAiSuggestions, ProfileAiSuggestions } from './schema';

/** Optional: which kinds to ask for (all a resume may yield when left out). */
export const SuggestionsRequest = z.strictObject({ kinds: z.array(z.enum(RESUME_KINDS)).min(1).optional() }).optional();

/** Optional: a posting yields requirements only, so `kinds` may name only that. */
export const JobSuggestionsRequest = z.strictObject({ kinds: z.array(z.literal('requirement')).min(1).optional() }).optional();

/** The AI's suggestions (issue 29: declared once; README row and the UI's client, `api.aiAssist`, come from here). */
export const aiAssistContract = {
	resume: endpoint('POST', '/resume/:id/ai-suggestions', {
		summary:
			"`{ kinds? }` (long: `x-rumo-task`) → `{ used, provider, model, state: used|fallback, reason, detail, suggestions: [{ kind, …, evidence: { text, start, end }, origin: 'ai' }], dropped: { total, byReason } }`: only the resume's text goes to the provider, after the `ai` consent; every suggestion passed the grounding guard (its span is in the text and says what it claims); nothing is stored — a provider that is off, slow, over its limit or answers garbage gives `state: fallback` with the reason, never an error",
		body: SuggestionsRequest,
		response: returns<ProfileAiSuggestions>(),
		task: true
	}),
	job: endpoint('POST', '/job/:id/ai-suggestions', {
		summary: '(requirements the posting writes) answers the same shape, the posting\'s text alone sent',
		body: JobSuggestionsRequest,
		response: returns<JobAiSuggestions>(),
		task: true
	}),
	profileImport: endpoint('POST', '/profile/import/ai-suggestions', {
		summary: '(`{ kind, text }`, as `/profile/import`) answers the same shape; a text the import refuses (over 200,000 characters) is never sent',
		body: ProfileImportRequest,
		response: returns<ProfileAiSuggestions>(),
		task: true
	})
};
