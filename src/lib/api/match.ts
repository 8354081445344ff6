import type { MatchAnalysis } from '$core/match/schema';
import type { AnalysisSummary } from '$core/match/routes';
import type { AtsReview } from '$core/ats/schema';
import { queryString, type Caller } from './client';

export type { AnalysisSummary, AtsReview, MatchAnalysis };

export function matchApi(call: Caller) {
	return {
		analyze: (resumeId: string, jobId: string) => call<MatchAnalysis>('POST', '/match/analyze', { resumeId, jobId }),
		get: (id: string) => call<MatchAnalysis>('GET', `/match/${encodeURIComponent(id)}`),
		list: (limit = 20) => call<{ items: AnalysisSummary[]; total: number }>('GET', `/match${queryString({ limit })}`),
		ats: (matchId: string) => call<AtsReview>('POST', '/ats/analyze', { matchId }),
		/** Compares the job with the confirmed profile alone, no resume ("My profile only"). */
		analyzeProfileOnly: (jobId: string) => call<MatchAnalysis>('POST', '/match/analyze', { jobId }),
		remove: (id: string) => call<void>('DELETE', `/match/${encodeURIComponent(id)}`)
	};
}
