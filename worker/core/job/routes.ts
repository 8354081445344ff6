import { z } from 'zod';
import { created, isFile, del, get, noContent, ok, patch, post } from '../http/router';
import { analysesOfJobs } from '../match';
import { JobExtractRequest, JobSkillsUpdate } from './schema';
import { deleteJob, extractJobOrListing, getJob, listJobs, postingFromFile, updateJobSkills } from './service';

/** The JSON body, or a posting file as multipart/form-data (`file`, and `metadata` as JSON text). */
const JobExtractBody = z.union([
	JobExtractRequest,
	z.object({ file: z.custom<File>(isFile, 'Attach a PDF, DOCX, TXT, MD or HTML file.'), metadata: z.string().optional() })
], { error: 'Send the job as {"text": "..."}, {"url": "https://..."}, {"html": "..."} or a posting file upload.' });

const ListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

export const jobRoutes = [
	// The same posting read again answers 200 with the job stored before, updated (CONTRACT.md, Documents);
	// a page that lists several postings answers 200 `{ listing: { count, postings }, url }`.
	post('/job/extract', { body: JobExtractBody }, async ({ env, body }) => {
		const request = 'file' in body ? await postingFromFile(body.file, body.metadata) : body;
		const outcome = await extractJobOrListing(env, request);
		// A page that lists several postings: 200 with the list, nothing stored (schema.ts, JobListing).
		if ('listing' in outcome) return ok(outcome);
		return outcome.created ? created(outcome.job) : ok(outcome.job);
	}),
	get('/job', { query: ListQuery }, async ({ env, query }) => ok(await listJobs(env, query.limit, (ids) => analysesOfJobs(env, ids)))),
	get('/job/:id', {}, async ({ env, params }) => ok(await getJob(env, params.id))),
	patch('/job/:id', { body: JobSkillsUpdate }, async ({ env, params, body }) => ok(await updateJobSkills(env, params.id, body))),
	del('/job/:id', {}, async ({ env, params }) => {
		await deleteJob(env, params.id);
		return noContent();
	})
];
