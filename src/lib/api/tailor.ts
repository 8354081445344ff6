import type { Refusal, Suggestion, SuggestionStatus, Tailoring } from '$core/tailor/schema';
import { queryString, type Caller } from './client';

export type { Refusal, Suggestion, SuggestionStatus, Tailoring };

export function tailorApi(call: Caller) {
	return {
		/** Tailors a stored resume for a stored job; `claims` are skills the person asks to state (each needs evidence). */
		create: (resumeId: string, jobId: string, claims?: string[]) =>
			call<Tailoring>('POST', '/resume/tailor', claims?.length ? { resumeId, jobId, claims } : { resumeId, jobId }),
		get: (id: string) => call<Tailoring>('GET', `/resume/tailor/${encodeURIComponent(id)}`),
		/** The latest tailoring of a resume for a job, or null when there is none yet (no 404 on a first visit). */
		latest: async (resumeId: string, jobId: string) =>
			(await call<{ items: Tailoring[]; total: number }>('GET', `/resume/tailorings${queryString({ resumeId, jobId, limit: 1 })}`)).items[0] ?? null,
		decide: (id: string, suggestionId: string, status: SuggestionStatus) =>
			call<Tailoring>('PATCH', `/resume/tailor/${encodeURIComponent(id)}/suggestions/${encodeURIComponent(suggestionId)}`, { status })
	};
}
