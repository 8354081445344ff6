import { implement } from '../http/implement';
import { created, noContent, ok } from '../http/router';
import { tasks } from '../tasks';
import { TASK_HEADER } from '../tasks';
import { resumeContract } from './contract';
import { deleteResume, extractResume, getResume, listResumes, updateResume } from './service';

export const resumeRoutes = implement(resumeContract, {
	// A document read before answers 200 with the resume already stored (CONTRACT.md, Documents).
	// A scan is read by OCR: progress under the x-rumo-task id, cancelled by DELETE /tasks/{id}. A long
	// text is parsed in a worker of its own (parse-off-thread.ts), which the same cancel ends.
	extract: async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			const outcome = await extractResume(env, 'file' in body && body.file ? { file: body.file } : { text: (body as { text: string }).text }, task.context);
			return outcome.created ? created(outcome.resume) : ok(outcome.resume);
		} finally {
			task.end();
		}
	},
	list: async ({ env, query }) => ok(await listResumes(env, query.limit)),
	get: async ({ env, params }) => ok(await getResume(env, params.id)),
	update: async ({ env, params, body }) => ok(await updateResume(env, params.id, body)),
	remove: async ({ env, params }) => {
		await deleteResume(env, params.id);
		return noContent();
	}
});
