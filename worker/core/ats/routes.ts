import { created, post } from '../http/router';
import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { matchInputs } from '../match/routes';
import { AtsRequest, type AtsReview } from './schema';
import { reviewAts } from './service';

async function analyzeAts(env: CoreEnv, body: AtsRequest): Promise<AtsReview> {
	let ids: { resumeId: string; jobId: string };
	let confidence: number | undefined;
	if ('matchId' in body) {
		const match = await env.db.analyses.get(body.matchId);
		if (!match) throw problem('missing_input', 'Run the compatibility analysis first; the ATS review starts from it.');
		if (!match.resumeId || !match.jobId)
			throw problem('missing_input', 'This analysis was made from pasted text. Save the resume and the job first, then run the ATS review.');
		ids = { resumeId: match.resumeId, jobId: match.jobId };
		confidence = match.confidence;
	} else ids = body;
	const { resume, job } = await matchInputs(env, ids);
	return { id: env.newId(), ...reviewAts(resume, job, confidence === undefined ? undefined : { confidence }) };
}

export const atsRoutes = [post('/ats/analyze', { body: AtsRequest }, async ({ env, body }) => created(await analyzeAts(env, body)))];
