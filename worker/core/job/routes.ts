import { implement } from '../http/implement';
import { created, noContent, ok } from '../http/router';
import { analysesOfJobs } from '../match';
import { jobContract } from './contract';
import { deleteJob, extractJobOrListing, getJob, listJobs, postingFromFile, updateJobSkills } from './service';

export const jobRoutes = implement(jobContract, {
	// The same posting read again answers 200 with the job stored before, updated (CONTRACT.md, Documents);
	// a page that lists several postings answers 200 `{ listing: { count, postings }, url }`.
	extract: async ({ env, body }) => {
		const request = 'file' in body ? await postingFromFile(body.file, body.metadata) : body;
		const outcome = await extractJobOrListing(env, request);
		// A page that lists several postings: 200 with the list, nothing stored (schema.ts, JobListing).
		if ('listing' in outcome) return ok(outcome);
		return outcome.created ? created(outcome.job) : ok(outcome.job);
	},
	list: async ({ env, query }) => ok(await listJobs(env, query.limit, (ids) => analysesOfJobs(env, ids))),
	get: async ({ env, params }) => ok(await getJob(env, params.id)),
	updateSkills: async ({ env, params, body }) => ok(await updateJobSkills(env, params.id, body)),
	remove: async ({ env, params }) => {
		await deleteJob(env, params.id);
		return noContent();
	}
});
