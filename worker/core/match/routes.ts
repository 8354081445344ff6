import { created, noContent, ok } from '../http/router';
import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { getResume } from '../resume';
import { parseResume } from '../engine/resume-parse';
import { getJob } from '../job';
import { parseJobText } from '../engine/job-parse';
import { listItems } from '../profile';
import { evidenceSubject, type EvidenceSubject } from '../evidence';
import type { ParsedResume, ResumeExtraction } from '../resume';
import type { ParsedJob } from '../job';
import type { AnalysisSummary, MatchAnalysis, MatchRequest } from './schema';
import { matchContract } from './contract';
import { implement } from '../http/implement';
import { scoreSubject } from './service';

export const MATCH_TOPIC = 'match';

/** A resume's name as the person knows it: the file's name, else who it is of. */
export function resumeName(resume: ResumeExtraction): string {
	const named = (resume as ResumeExtraction & { name?: string | null }).name;
	if (named) return named;
	if (resume.source.name) return resume.source.name;
	return resume.profile.basics.name ? `Pasted resume — ${resume.profile.basics.name}` : 'Pasted resume';
}

export interface MatchInputs {
	subject: EvidenceSubject;
	job: ParsedJob;
	resumeId: string | null;
	jobId: string | null;
	resumeName: string | null;
	resumeReadAt: string | null;
}

/**
 * What an analysis compares: the job (stored by id, or pasted), and the person's evidence — the
 * confirmed profile, plus the chosen resume (stored or pasted) when there is one. The one place
 * the analysis, the ATS review and the tailor load their evidence from.
 */
export async function matchInputs(env: CoreEnv, body: { jobId?: string; jobText?: string; resumeId?: string; resumeText?: string }): Promise<MatchInputs> {
	const asOf = env.now().toISOString().slice(0, 7);
	const stored = body.resumeId !== undefined ? await getResume(env, body.resumeId) : null;
	const resume: ParsedResume | null = stored ?? (body.resumeText !== undefined ? parseResume(body.resumeText, { asOf }) : null);
	const job = body.jobId !== undefined ? await getJob(env, body.jobId) : parseJobText(body.jobText ?? '');
	const profile = await listItems(env);
	if (!resume && !profile.length)
		throw problem('missing_input', 'Your profile is empty and no resume was chosen. Read a resume or add items to your profile, then analyse again.');
	return {
		subject: evidenceSubject({ resume, profile, asOf }),
		job,
		resumeId: body.resumeId ?? null,
		jobId: body.jobId ?? null,
		resumeName: stored ? resumeName(stored) : resume ? 'Pasted resume' : null,
		resumeReadAt: stored?.createdAt ?? null
	};
}

export async function analyzeMatch(env: CoreEnv, body: MatchRequest): Promise<MatchAnalysis> {
	const { subject, job, resumeId, jobId, resumeName: name, resumeReadAt } = await matchInputs(env, body);
	const at = env.now().toISOString();
	const analysis: MatchAnalysis = {
		id: env.newId(),
		resumeId,
		jobId,
		basis: { resumeId, resumeName: name, resumeReadAt, profileItems: subject.profileItems, at },
		...scoreSubject(subject, job)
	};
	await env.db.analyses.add({ ...analysis, createdAt: at });
	env.notify(MATCH_TOPIC);
	return analysis;
}

/** Whether a resume is still stored: an analysis of a deleted one stays readable and says so. */
async function resumeExists(env: CoreEnv, id: string): Promise<boolean> {
	return getResume(env, id).then(
		() => true,
		() => false
	);
}

/** A stored analysis as it was saved, or undefined: for other capabilities, which do not open the table. */
export async function findStoredAnalysis(env: CoreEnv, id: string) {
	return env.db.analyses.get(id);
}

export async function getAnalysis(env: CoreEnv, id: string): Promise<MatchAnalysis> {
	const found = await env.db.analyses.get(id);
	if (!found) throw problem('not_found', `There is no analysis with id "${id}". Run the compatibility analysis again.`);
	const { createdAt, ...analysis } = found;
	// Analyses stored before the basis existed compared a resume alone.
	const basis = analysis.basis ?? { resumeId: analysis.resumeId, resumeName: null, profileItems: 0, at: createdAt };
	if (basis.resumeId && !(await resumeExists(env, basis.resumeId))) return { ...analysis, basis: { ...basis, resumeDeleted: true } };
	return { ...analysis, basis };
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
				company: job?.job.company ?? null,
				resumeName: row.basis?.resumeName ?? null
			};
		})
	);
	return { items, total };
}

/** Deletes one analysis. The tracker card that links to it keeps its score; the link then says it is gone. */
export async function deleteAnalysis(env: CoreEnv, id: string): Promise<void> {
	const table = env.db.analyses;
	await env.db.transaction('rw', table, async () => {
		if (!(await table.get(id))) throw problem('not_found', `There is no analysis with id "${id}". It may have been deleted in another tab.`);
		await table.delete(id);
	});
	env.notify(MATCH_TOPIC);
}

/** The analyses of each job, newest first (ids and scores), for the job capability's list. */
export async function analysesOfJobs(env: CoreEnv, jobIds: readonly string[]): Promise<Map<string, { id: string; score: number; createdAt: string; resumeId: string | null }[]>> {
	const byJob = new Map<string, { id: string; score: number; createdAt: string; resumeId: string | null }[]>();
	if (jobIds.length === 0) return byJob;
	const rows = await env.db.analyses.where('jobId').anyOf([...new Set(jobIds)]).toArray();
	rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
	for (const row of rows) {
		if (!row.jobId) continue;
		byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), { id: row.id, score: row.score, createdAt: row.createdAt, resumeId: row.resumeId }]);
	}
	return byJob;
}

export const matchRoutes = implement(matchContract, {
	list: async ({ env, query }) => ok(await listAnalyses(env, query.limit)),
	analyze: async ({ env, body }) => created(await analyzeMatch(env, body)),
	get: async ({ env, params }) => ok(await getAnalysis(env, params.id)),
	remove: async ({ env, params }) => {
		await deleteAnalysis(env, params.id);
		return noContent();
	}
});
