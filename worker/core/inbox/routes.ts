import { implement } from '../http/implement';
import { created, file, ok } from '../http/router';
import { TASK_HEADER } from '../tasks';
import { tasks } from '../tasks';
import { inboxContract } from './contract';
import { exportItems } from './export';
import { commitImport, previewImport } from './import';
import { listItems } from './listing';
import { bulkAction, createItem, getItem, mergeItem, openAsJob, saveToApplications, updateItem } from './service';

export const inboxRoutes = implement(inboxContract, {
	list: async ({ env, query }) => ok(await listItems(env, query)),
	create: async ({ env, body }) => {
		const outcome = await createItem(env, body);
		return outcome.created ? created(outcome.item) : ok(outcome.item);
	},
	bulk: async ({ env, body }) => ok(await bulkAction(env, body.ids, body.action)),
	get: async ({ env, params }) => ok(await getItem(env, params.id)),
	update: async ({ env, params, body }) => ok(await updateItem(env, params.id, body)),
	merge: async ({ env, params, body }) => ok(await mergeItem(env, params.id, body.intoId)),
	openAsJob: async ({ env, params }) => ok(await openAsJob(env, params.id)),
	track: async ({ env, params }) => {
		const outcome = await saveToApplications(env, params.id);
		return outcome.created ? created(outcome) : ok(outcome);
	},
	preview: async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await previewImport(env, body as Parameters<typeof previewImport>[1], task.context));
		} finally {
			task.end();
		}
	},
	commit: async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await commitImport(env, body.previewId, task.context));
		} finally {
			task.end();
		}
	},
	export: async ({ env, query }) => {
		const out = await exportItems(env, query);
		return file(out.text, out.contentType, out.filename);
	},
	exportSelected: async ({ env, body }) => {
		const out = await exportItems(env, body);
		return file(out.text, out.contentType, out.filename);
	}
});
