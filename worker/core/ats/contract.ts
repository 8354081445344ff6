import { endpoint, returns } from '../http/contract';
import { AtsRequest, type AtsReview } from './schema';

/** The ATS review (issue 29: declared once; README row and the UI's client, `api.match.ats`, come from here). */
export const atsContract = {
	ats: endpoint('POST', '/ats/analyze', {
		summary:
			'(`{ matchId }` or `{ jobId, resumeId? }`; each keyword is a canonical `keyword` and, where the posting words it otherwise, its own `term`, what a recruiter\'s search looks for; a skill the person only stated in the profile is present with `stated: true` and no quote) → `201`',
		body: AtsRequest,
		response: returns<AtsReview>()
	})
};
