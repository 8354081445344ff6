import type { JobAiSuggestions, ProfileAiSuggestions, ProfileSuggestion, RequirementSuggestion, AiRun } from '$core/ai/schema';
import type { AiFallbackReason } from '$core/ai/provider';
import type { ImportKind } from '$core/profile/schema';
import { withTask } from './tasks';
import type { Caller } from './client';

export type { AiFallbackReason, AiRun, JobAiSuggestions, ProfileAiSuggestions, ProfileSuggestion, RequirementSuggestion };

/**
 * The AI's suggestions (issue 17): each call sends only the text it names to the person's provider,
 * through the relay, after the `ai` consent. Long: `task` names it for its cancel (DELETE /tasks/{id}).
 * A provider failure answers 200 with `state: "fallback"`; nothing is stored by any of these.
 */
export function aiAssistApi(call: Caller) {
	return {
		/** Items of a stored resume the rules missed, each with the profile item to add. */
		resume: (resumeId: string, options: { task?: string } = {}) =>
			call<ProfileAiSuggestions>('POST', `/resume/${encodeURIComponent(resumeId)}/ai-suggestions`, {}, withTask(options.task)),
		/** Requirements of a stored job the rules missed, each with the job skill to add. */
		job: (jobId: string, options: { task?: string } = {}) => call<JobAiSuggestions>('POST', `/job/${encodeURIComponent(jobId)}/ai-suggestions`, {}, withTask(options.task)),
		/** Items of pasted text (Profile → Import), beside the rules' own candidates. */
		profileImport: (input: { kind: ImportKind; text: string }, options: { task?: string } = {}) =>
			call<ProfileAiSuggestions>('POST', '/profile/import/ai-suggestions', input, withTask(options.task))
	};
}
