import { z } from 'zod';
import { endpoint, returns } from '../http/contract';
import { SuggestionDecision, TailorRequest, type Tailoring } from './schema';

const LatestQuery = z.object({ resumeId: z.string().trim().min(1, 'Give the resume id.'), jobId: z.string().trim().min(1, 'Give the job id.') });
const TailoringsQuery = LatestQuery.extend({ limit: z.coerce.number().int().min(1).max(50).default(1) });

/** The tailorings' endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const tailorContract = {
	create: endpoint('POST', '/resume/tailor', {
		summary: '`{ resumeId, jobId, claims? }` → `201` (`claims`: skills the person asks to state, each needing evidence)',
		body: TailorRequest,
		response: returns<Tailoring>(),
		topics: ['tailor']
	}),
	latest: endpoint('GET', '/resume/tailor', {
		summary: '(`?resumeId=&jobId=`) the latest tailoring of a resume for a job (none yet → `404 not_found`)',
		query: LatestQuery,
		response: returns<Tailoring>()
	}),
	list: endpoint('GET', '/resume/tailorings', {
		summary: '(`?resumeId=&jobId=&limit=1–50`, 1 by default) the tailorings of a resume for a job, newest first (none → an empty list, no `404`)',
		query: TailoringsQuery,
		response: returns<{ items: Tailoring[]; total: number; nextCursor: null }>()
	}),
	get: endpoint('GET', '/resume/tailor/:id', { summary: 'one tailoring', response: returns<Tailoring>() }),
	decide: endpoint('PATCH', '/resume/tailor/:id/suggestions/:suggestionId', {
		summary: '`{ status }` accepts or rejects one suggestion',
		body: SuggestionDecision,
		response: returns<Tailoring>(),
		topics: ['tailor']
	})
};
