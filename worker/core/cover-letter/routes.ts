import type { CoreEnv } from '../env';
import { implement } from '../http/implement';
import { binaryFile, file, noContent, ok } from '../http/router';
import { getJob } from '../job';
import { letterFilename } from '../documents';
import { composeLetter, renderLetterMarkdown } from '../documents';
import { loadRenderer } from '../documents';
import { CONTENT_TYPES } from '../documents';
import { TASK_HEADER } from '../tasks';
import { tasks } from '../tasks';
import { coverLetterContract } from './contract';
import type { CoverLetter } from './schema';
import { draftLetter, letterSender } from './service';
import { readLetter, removeLetter, writeLetter } from './store';

/** The saved letter of a job that exists: 404 for an unknown job first, then for a job with no letter. */
async function savedLetter(env: CoreEnv, jobId: string): Promise<CoverLetter> {
	await getJob(env, jobId);
	return readLetter(env, jobId);
}

export const coverLetterRoutes = implement(coverLetterContract, {
	// Long when the AI writes it (up to the person's time-out): under the x-rumo-task id, cancelled by
	// DELETE /tasks/{id}. Stores nothing; a provider failure answers 200 with the plain draft.
	draft: async ({ env, params, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await draftLetter(env, params.id, body, { signal: task.context.signal }));
		} finally {
			task.end();
		}
	},
	get: async ({ env, params }) => ok(await savedLetter(env, params.id)),
	save: async ({ env, params, body }) => {
		await getJob(env, params.id);
		return ok(await writeLetter(env, params.id, body));
	},
	remove: async ({ env, params }) => {
		await getJob(env, params.id);
		await removeLetter(env, params.id);
		return noContent();
	},
	// The saved letter as a file; reads and stores nothing. Paper by the letter's language when not asked.
	download: async ({ env, params, query }) => {
		const letter = await savedLetter(env, params.id);
		const [{ job }, sender] = await Promise.all([getJob(env, params.id), letterSender(env)]);
		const doc = composeLetter({ ...sender, text: letter.text, language: letter.lang, date: env.now() });
		const filename = letterFilename(sender.name, job.company, query.format, letter.lang);
		if (query.format === 'md') return file(renderLetterMarkdown(doc), CONTENT_TYPES.md, filename);
		const paper = query.paper ?? (letter.lang === 'pt-BR' ? 'a4' : 'letter');
		const render = await loadRenderer(query.format);
		return binaryFile(await render(doc, { paper, variant: 'classic' }), CONTENT_TYPES[query.format], filename);
	}
});
