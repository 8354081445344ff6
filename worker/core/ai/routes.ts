import { problem } from '../http/problem';
import { implement } from '../http/implement';
import { ok } from '../http/router';
import { aiAssistContract } from './contract';
import { TASK_HEADER } from '../tasks';
import { tasks } from '../tasks';
import { suggestForResume, type ResumeKind } from './assist';
import { suggestForImport } from './import-assist';
import { suggestForJob } from './job-assist';

/** CONTRACT.md: pasted text, 200,000 characters at most (as POST /profile/import). */
const MAX_IMPORT_CHARS = 200_000;

/**
 * Runs a long AI question under the x-rumo-task id, so DELETE /tasks/{id} cancels it (409 cancelled);
 * the task ends however it ends.
 */
async function asTask<T>(header: string | undefined, run: (signal: AbortSignal | undefined) => Promise<T>) {
	const task = tasks.begin(header);
	try {
		return ok(await run(task.context.signal));
	} finally {
		task.end();
	}
}

// Every route here waits for the provider (up to the person's time-out) and stores nothing; a
// provider failure answers 200 with state "fallback", and the deterministic result stands.
export const aiAssistRoutes = implement(aiAssistContract, {
	resume: ({ env, params, body, request }) => {
		const kinds = body?.kinds ? ([...new Set(body.kinds)] as [ResumeKind, ...ResumeKind[]]) : undefined;
		return asTask(request.headers[TASK_HEADER], (signal) => suggestForResume(env, params.id, { signal, kinds }));
	},
	job: ({ env, params, request }) => asTask(request.headers[TASK_HEADER], (signal) => suggestForJob(env, params.id, { signal })),
	profileImport: ({ env, body, request }) => {
		// Checked before anything is sent: the provider never sees a text the import itself refuses.
		if (body.text.length > MAX_IMPORT_CHARS)
			throw problem('payload_too_large', 'The text is longer than 200,000 characters (about 60 pages). Paste only the part to import.');
		return asTask(request.headers[TASK_HEADER], (signal) => suggestForImport(env, body.kind, body.text, { signal }));
	}
});
