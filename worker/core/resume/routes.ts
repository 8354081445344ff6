import { z } from 'zod';
import { created, isFile, del, get, noContent, ok, patch, post } from '../http/router';
import { tasks } from '../tasks';
import { TASK_HEADER } from '../tasks';
import { ResumeUpdate } from './schema';
import { deleteResume, extractResume, getResume, listResumes, updateResume } from './service';

/** Pasted text as JSON, or a file as multipart/form-data (`file`). */
export const ResumeExtractRequest = z.union(
	[
		z.strictObject({ text: z.string({ error: 'Paste the resume text.' }) }),
		z.object({ file: z.custom<File>(isFile, 'Attach a PDF, DOCX, TXT or MD file, or a PNG or JPEG scan.') })
	],
	{ error: 'Send the resume as {"text": "..."} or as a file upload.' }
);

const ListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

export const resumeRoutes = [
	// A document read before answers 200 with the resume already stored (CONTRACT.md, Documents).
	// A scan is read by OCR: progress under the x-rumo-task id, cancelled by DELETE /tasks/{id}. A long
	// text is parsed in a worker of its own (parse-off-thread.ts), which the same cancel ends.
	post('/resume/extract', { body: ResumeExtractRequest }, async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			const outcome = await extractResume(env, 'file' in body && body.file ? { file: body.file } : { text: (body as { text: string }).text }, task.context);
			return outcome.created ? created(outcome.resume) : ok(outcome.resume);
		} finally {
			task.end();
		}
	}),
	get('/resume', { query: ListQuery }, async ({ env, query }) => ok(await listResumes(env, query.limit))),
	get('/resume/:id', {}, async ({ env, params }) => ok(await getResume(env, params.id))),
	patch('/resume/:id', { body: ResumeUpdate }, async ({ env, params, body }) => ok(await updateResume(env, params.id, body))),
	del('/resume/:id', {}, async ({ env, params }) => {
		await deleteResume(env, params.id);
		return noContent();
	})
];
