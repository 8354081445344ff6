import type { JobExtraction, JobMetadata } from '$core/job/schema';
import type { MatchAnalysis } from '$core/match/schema';
import type { AtsReview } from '$core/ats/schema';
import { queryString, type Caller } from './client';

export type { AtsReview, JobExtraction, JobMetadata, MatchAnalysis };
export type JobInput = { text: string } | { url: string } | { html: string; url?: string };

export function jobApi(call: Caller) {
	return {
		extract: (input: JobInput, metadata?: JobMetadata) => call<JobExtraction>('POST', '/job/extract', metadata ? { ...input, metadata } : input),
		get: (id: string) => call<JobExtraction>('GET', `/job/${encodeURIComponent(id)}`),
		list: (limit = 20) => call<{ items: { id: string; title: string | null; company: string | null; createdAt: string }[]; total: number }>('GET', `/job${queryString({ limit })}`),
		analyze: (resumeId: string, jobId: string) => call<MatchAnalysis>('POST', '/match/analyze', { resumeId, jobId }),
		ats: (matchId: string) => call<AtsReview>('POST', '/ats/analyze', { matchId })
	};
}
