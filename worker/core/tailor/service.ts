import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { getJob } from '../job';
import { listItems } from '../profile';
import { getResume } from '../resume';
import type { Suggestion, SuggestionDecision, Tailoring, TailorRequest } from './schema';
import { tailorResume, type Proposal } from './suggest';

export const TAILOR_TOPIC = 'tailor';

/** Two proposals are the same change when they would write the same thing in the same place. */
const sameChange = (a: Pick<Suggestion, 'kind' | 'target' | 'before' | 'after'>, b: typeof a) =>
	a.kind === b.kind && a.target === b.target && a.before === b.before && a.after === b.after;

/** The latest tailoring of this resume for this job, if any. */
export async function latestTailoring(env: CoreEnv, resumeId: string, jobId: string): Promise<Tailoring | undefined> {
	return (await listTailorings(env, resumeId, jobId, 1)).items[0];
}

/** The tailorings of this resume for this job, newest first. */
export async function listTailorings(env: CoreEnv, resumeId: string, jobId: string, limit: number): Promise<{ items: Tailoring[]; total: number; nextCursor: null }> {
	const all = await env.db.tailorings.where('[resumeId+jobId]').equals([resumeId, jobId]).toArray();
	all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
	return { items: all.slice(0, limit), total: all.length, nextCursor: null };
}

/**
 * Tailors a stored resume for a stored job, with the profile's evidence, and stores the result.
 * Decisions already taken on the same change (an earlier run for the same resume and job) are
 * kept, so tailoring again never loses what the person accepted or rejected.
 */
export async function tailor(env: CoreEnv, request: TailorRequest): Promise<Tailoring> {
	const resume = await getResume(env, request.resumeId);
	const job = await getJob(env, request.jobId);
	const profile = await listItems(env);
	const { suggestions, refused } = tailorResume({ resume, resumeText: resume.text, job, profile, claims: request.claims, asOf: env.now().toISOString().slice(0, 7) });
	const previous = await latestTailoring(env, request.resumeId, request.jobId);
	const decided = (p: Proposal) => previous?.suggestions.find((s) => sameChange(s, p))?.status ?? 'pending';
	const now = env.now().toISOString();
	const tailoring: Tailoring = {
		id: env.newId(),
		resumeId: request.resumeId,
		jobId: request.jobId,
		// The AI rewrites the person accepted are theirs: tailoring again keeps them.
		suggestions: [...suggestions.map((p, i) => ({ id: `s${i + 1}`, ...p, status: decided(p) })), ...(previous?.suggestions.filter((s) => s.origin === 'ai') ?? [])],
		refused,
		claims: request.claims ?? [],
		createdAt: now,
		updatedAt: now
	};
	await env.db.tailorings.add(tailoring);
	env.notify(TAILOR_TOPIC);
	return tailoring;
}

export async function getTailoring(env: CoreEnv, id: string): Promise<Tailoring> {
	const found = await env.db.tailorings.get(id);
	if (!found) throw problem('not_found', `There is no tailoring with id "${id}". Tailor the resume again from the analysis.`);
	return found;
}

/** Accepts, rejects or (with `pending`) undoes one suggestion; the whole tailoring comes back. */
export async function decideSuggestion(env: CoreEnv, id: string, suggestionId: string, decision: SuggestionDecision): Promise<Tailoring> {
	return env.db.transaction('rw', env.db.tailorings, async () => {
		const tailoring = await getTailoring(env, id);
		const suggestion = tailoring.suggestions.find((s) => s.id === suggestionId);
		if (!suggestion) throw problem('not_found', `This tailoring has no suggestion "${suggestionId}".`);
		suggestion.status = decision.status;
		tailoring.updatedAt = env.now().toISOString();
		await env.db.tailorings.put(tailoring);
		env.notify(TAILOR_TOPIC);
		return tailoring;
	});
}

/**
 * Adds a checked AI rewrite of one of the resume's lines as an accepted `rephrase` (origin 'ai');
 * the caller (ai/rewrite.ts) has checked every claim in it. The same rewrite again changes nothing.
 */
export async function addAiRephrase(env: CoreEnv, id: string, change: { target: string; before: string; after: string }): Promise<Tailoring> {
	return env.db.transaction('rw', env.db.tailorings, async () => {
		const tailoring = await getTailoring(env, id);
		const proposal = { kind: 'rephrase' as const, ...change };
		const existing = tailoring.suggestions.find((s) => sameChange(s, proposal));
		if (existing) existing.status = 'accepted';
		else {
			const n = tailoring.suggestions.filter((s) => s.origin === 'ai').length + 1;
			tailoring.suggestions.push({
				id: `ai${n}-${env.newId().slice(0, 8)}`,
				...proposal,
				evidence: [{ text: change.before, source: `resume:${change.target}` }],
				status: 'accepted',
				reason: 'Rewritten by AI from this line of your resume; every skill, number, employer and title in it is already in your evidence.',
				code: 'rephrase_ai',
				params: {},
				origin: 'ai'
			});
		}
		tailoring.updatedAt = env.now().toISOString();
		await env.db.tailorings.put(tailoring);
		env.notify(TAILOR_TOPIC);
		return tailoring;
	});
}

/** Every stored tailoring, of any resume and job, for History. */
export async function listAllTailorings(env: CoreEnv): Promise<Tailoring[]> {
	return env.db.tailorings.toArray();
}

/** Deletes one tailoring with its decisions (History → clear); the resume, the job and the analysis stay. */
export async function deleteTailoring(env: CoreEnv, id: string): Promise<void> {
	await env.db.transaction('rw', env.db.tailorings, async () => {
		if (!(await env.db.tailorings.get(id))) throw problem('not_found', `There is no tailoring with id "${id}". It may have been deleted in another tab.`);
		await env.db.tailorings.delete(id);
	});
	env.notify(TAILOR_TOPIC);
}
