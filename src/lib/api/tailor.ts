import type { Refusal, Suggestion, SuggestionStatus, Tailoring } from '$core/tailor/schema';
import { queryString, type Caller } from './client';

export type { Refusal, Suggestion, SuggestionStatus, Tailoring };

export function tailorApi(call: Caller) {
	return {
		/** Tailors a stored resume for a stored job; `claims` are skills the person asks to state (each needs evidence). */
		create: (resumeId: string, jobId: string, claims?: string[]) =>
			call<Tailoring>('POST', '/resume/tailor', claims?.length ? { resumeId, jobId, claims } : { resumeId, jobId }),
		get: (id: string) => call<Tailoring>('GET', `/resume/tailor/${encodeURIComponent(id)}`),
		/** The latest tailoring of a resume for a job (404 when there is none yet). */
		latest: (resumeId: string, jobId: string) => call<Tailoring>('GET', `/resume/tailor${queryString({ resumeId, jobId })}`),
		decide: (id: string, suggestionId: string, status: SuggestionStatus) =>
			call<Tailoring>('PATCH', `/resume/tailor/${encodeURIComponent(id)}/suggestions/${encodeURIComponent(suggestionId)}`, { status })
	};
}
