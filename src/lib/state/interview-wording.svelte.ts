import { api } from '$lib/api';
import type { FollowUpPhrasing } from '$lib/api/interviews';
import type { StoryPhrasing } from '$lib/api/stories';
import { AI_TIMEOUT_SECONDS } from '$core/settings/ai-timeout-schema';
import { AiRequest, type AiAvailability } from './ai-request.svelte';
import type { StarInput } from '$lib/components/interviews/wording';

/*
 * "Word with AI" on a story and on a follow-up draft (issue 30): each an AiRequest, as the cover
 * letter's and the tailor's — the first-time "what will be sent" per provider and use, the call
 * cancellable under its task id, nothing stored by asking. The person accepts the wording into the
 * form, then saves it; the core checks a saved story's claims again.
 */

/** What the AI phrasing answers have in common, for the status beside them. */
export type Wording = StoryPhrasing | FollowUpPhrasing;

/** The person's AI time-out, for the "Provider timeout" advice. */
export const aiTimeout = (availability: AiAvailability) => availability.settings?.timeoutSeconds ?? AI_TIMEOUT_SECONDS.default;

/** A story's wording from the parts as the form holds them (`input` is read when the request goes). */
export function storyWording(availability: AiAvailability, input: () => { parts: StarInput; lang: 'en' | 'pt-BR' }): AiRequest<StoryPhrasing> {
	return new AiRequest<StoryPhrasing>({ use: 'story', availability, ask: (task) => api.stories.phrase({ body: input(), task }) });
}

/** A follow-up's wording from the subject and text as the editor holds them, unsaved edits included. */
export function followUpWording(availability: AiAvailability, id: string, current: () => { subject: string; text: string }): AiRequest<FollowUpPhrasing> {
	return new AiRequest<FollowUpPhrasing>({ use: 'follow-up', availability, ask: (task) => api.interviews.phraseFollowUp({ params: { id }, body: current(), task }) });
}
