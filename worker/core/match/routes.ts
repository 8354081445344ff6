import { z } from 'zod';
import { created, get, ok, post } from '../http/router';
import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { getResume } from '../resume/service';
import { parseResume } from '../resume/parse';
import { getJob } from '../job/service';
import { parseJobText } from '../job/parse';
import type { ParsedResume } from '../resume/schema';
import type { ParsedJob } from '../job/schema';
import { MatchRequest, type MatchAnalysis } from './schema';
import { scoreMatch } from './service';

export const MATCH_TOPIC = 'match';

/** The resume and job of a request: stored ones by id (through their own capabilities) or inline text. */
export async function matchInputs(env: CoreEnv, body: MatchRequest): Promise<{ resume: ParsedResume; job: ParsedJob; resumeId: string | null; jobId: string | null }> {
	const asOf = env.now().toISOString().slice(0, 7);
	const resume = 'resumeId' in body ? await getResume(env, body.resumeId) : parseResume(body.resumeText, { asOf });
	const job = 'jobId' in body ? await getJob(env, body.jobId) : parseJobText(body.jobText);
	return { resume, job, resumeId: 'resumeId' in body ? body.resumeId : null, jobId: 'jobId' in body ? body.jobId : null };
}

export async function analyzeMatch(env: CoreEnv, body: MatchRequest): Promise<MatchAnalysis> {
	const { resume, job, resumeId, jobId } = await matchInputs(env, body);
	const analysis: MatchAnalysis = { id: env.newId(), resumeId, jobId, ...scoreMatch(resume, job) };
	await env.db.analyses.add({ ...analysis, createdAt: env.now().toISOString() });
	env.notify(MATCH_TOPIC);
	return analysis;
}

export async function getAnalysis(env: CoreEnv, id: string): Promise<MatchAnalysis> {
	const found = await env.db.analyses.get(id);
	if (!found) throw problem('not_found', `There is no analysis with id "${id}". Run the compatibility analysis again.`);
	const { createdAt: _createdAt, ...analysis } = found;
	return analysis;
}

/** One line of the analyses list: enough to recognise it and open it. */
export interface AnalysisSummary {
	id: string;
	resumeId: string | null;
	jobId: string | null;
	score: number;
	confidence: number;
	createdAt: string;
	jobTitle: string | null;
	company: string | null;
}

/** The latest analyses, newest first, each with its job's title and company when the job is still stored. */
export async function listAnalyses(env: CoreEnv, limit: number): Promise<{ items: AnalysisSummary[]; total: number }> {
	const total = await env.db.analyses.count();
	const rows = await env.db.analyses.orderBy('createdAt').reverse().limit(limit).toArray();
	const items = await Promise.all(
		rows.map(async (row) => {
			const job = row.jobId ? await getJob(env, row.jobId).catch(() => null) : null;
			return {
				id: row.id,
				resumeId: row.resumeId,
				jobId: row.jobId,
				score: row.score,
				confidence: row.confidence,
				createdAt: row.createdAt,
				jobTitle: job?.job.title ?? null,
				company: job?.job.company ?? null
			};
		})
	);
	return { items, total };
}

const ListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const matchRoutes = [
	get('/match', { query: ListQuery }, async ({ env, query }) => ok(await listAnalyses(env, query.limit))),
	post('/match/analyze', { body: MatchRequest }, async ({ env, body }) => created(await analyzeMatch(env, body))),
	get('/match/:id', {}, async ({ env, params }) => ok(await getAnalysis(env, params.id)))
];
