import { z } from 'zod';
import { created, file, get, ok, patch, post } from '../http/router';
import { TASK_HEADER } from '../tasks';
import { tasks } from '../tasks';
import { exportItems } from './export';
import { commitImport, MAX_IMPORT_BYTES, previewImport } from './import';
import { ExportQuery, ImportCommitRequest, ImportFormat, ImportPreviewRequest, InboxBulk, InboxItemCreate, InboxItemUpdate, InboxMerge, InboxQuery } from './schema';
import { bulkAction, createItem, getItem, listItems, mergeItem, openAsJob, saveToApplications, updateItem } from './service';

const ExportBody = z.strictObject({ format: ImportFormat.default('csv'), ids: z.array(z.string()).min(1, 'Select at least one item.').max(100_000) });

export const inboxRoutes = [
	get('/inbox/items', { query: InboxQuery }, async ({ env, query }) => ok(await listItems(env, query))),
	// The same posting added again answers 200 with the item already there (it learns what was new).
	post('/inbox/items', { body: InboxItemCreate }, async ({ env, body }) => {
		const outcome = await createItem(env, body);
		return outcome.created ? created(outcome.item) : ok(outcome.item);
	}),
	post('/inbox/items/bulk', { body: InboxBulk }, async ({ env, body }) => ok(await bulkAction(env, body.ids, body.action))),
	get('/inbox/items/:id', {}, async ({ env, params }) => ok(await getItem(env, params.id))),
	patch('/inbox/items/:id', { body: InboxItemUpdate }, async ({ env, params, body }) => ok(await updateItem(env, params.id, body))),
	post('/inbox/items/:id/merge', { body: InboxMerge }, async ({ env, params, body }) => ok(await mergeItem(env, params.id, body.intoId))),
	post('/inbox/items/:id/job', {}, async ({ env, params }) => ok(await openAsJob(env, params.id))),
	post('/inbox/items/:id/track', {}, async ({ env, params }) => {
		const outcome = await saveToApplications(env, params.id);
		return outcome.created ? created(outcome) : ok(outcome);
	}),
	// Long on large files: progress under the x-rumo-task id, cancelled by DELETE /tasks/{id}.
	post('/inbox/import/preview', { body: ImportPreviewRequest, maxBytes: MAX_IMPORT_BYTES }, async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await previewImport(env, body as Parameters<typeof previewImport>[1], task.context));
		} finally {
			task.end();
		}
	}),
	post('/inbox/import/commit', { body: ImportCommitRequest }, async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await commitImport(env, body.previewId, task.context));
		} finally {
			task.end();
		}
	}),
	get('/inbox/export', { query: ExportQuery }, async ({ env, query }) => {
		const out = await exportItems(env, query);
		return file(out.text, out.contentType, out.filename);
	}),
	post('/inbox/export', { body: ExportBody }, async ({ env, body }) => {
		const out = await exportItems(env, body);
		return file(out.text, out.contentType, out.filename);
	})
];
