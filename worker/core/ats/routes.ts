import { implement } from '../http/implement';
import { created } from '../http/router';
import { atsContract } from './contract';
import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { findStoredAnalysis, matchInputs } from '../match';
import type { AtsRequest, AtsReview } from './schema';
import { reviewSubject } from './service';

async function analyzeAts(env: CoreEnv, body: AtsRequest): Promise<AtsReview> {
	let ids: { resumeId?: string; jobId: string };
	let confidence: number | undefined;
	if ('matchId' in body) {
		const match = await findStoredAnalysis(env, body.matchId);
		if (!match) throw problem('missing_input', 'Run the compatibility analysis first; the ATS review starts from it.');
		if (!match.jobId || (!match.resumeId && match.basis?.resumeName))
			throw problem('missing_input', 'This analysis was made from pasted text. Save the resume and the job first, then run the ATS review.');
		ids = match.resumeId ? { resumeId: match.resumeId, jobId: match.jobId } : { jobId: match.jobId };
		confidence = match.confidence;
	} else ids = body;
	const { subject, job } = await matchInputs(env, ids);
	return { id: env.newId(), ...reviewSubject(subject, job, confidence === undefined ? undefined : { confidence }) };
}

export const atsRoutes = implement(atsContract, { ats: async ({ env, body }) => created(await analyzeAts(env, body)) });
