import { z } from 'zod';
import { endpoint, returns } from '../http/contract';
import { MatchRequest, type AnalysisSummary, type MatchAnalysis } from './schema';

const MatchListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** The analyses' endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const matchContract = {
	list: endpoint('GET', '/match', {
		summary: '(`?limit=1–100`, 20 by default) the latest analyses, newest first, with `total`',
		query: MatchListQuery,
		response: returns<{ items: AnalysisSummary[]; total: number }>()
	}),
	analyze: endpoint('POST', '/match/analyze', {
		summary: '(`{ jobId | jobText, resumeId? | resumeText? }`: no resume → the profile alone) → `201`',
		body: MatchRequest,
		response: returns<MatchAnalysis>(),
		topics: ['match']
	}),
	get: endpoint('GET', '/match/:id', { summary: 'one analysis', response: returns<MatchAnalysis>() }),
	remove: endpoint('DELETE', '/match/:id', { summary: '→ `204`', response: returns<void>(), topics: ['match'] })
};
