import { z } from 'zod';
import { endpoint, returns } from '../http/contract';
import { MAX_IMPORT_BYTES } from './import';
import {
	ExportQuery,
	ImportCommitRequest,
	ImportFormat,
	ImportPreviewRequest,
	InboxBulk,
	InboxItemCreate,
	InboxItemUpdate,
	InboxMerge,
	InboxQuery,
	type ImportCommitResult,
	type ImportPreview,
	type InboxItem,
	type InboxItemDetail,
	type InboxList
} from './schema';

const ExportBody = z.strictObject({ format: ImportFormat.default('csv'), ids: z.array(z.string()).min(1, 'Select at least one item.').max(100_000) });

/** A new item; `warnings` says when it was already in the inbox (`duplicate`) or in Applications (`already_tracked`). */
export type CreatedInboxItem = InboxItem & { warnings: { code: string; message: string; params?: Record<string, string | number> }[] };

/** The inbox's endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const inboxContract = {
	list: endpoint('GET', '/inbox/items', {
		summary: '(`?status=&origin=&q=&sort=newest|oldest|fit&limit=&cursor=`; `status` a comma-separated list)',
		query: InboxQuery,
		response: returns<InboxList>()
	}),
	// The same posting added again answers 200 with the item already there (it learns what was new).
	create: endpoint('POST', '/inbox/items', {
		summary: 'from `{ text }`, `{ url }`, `{ captureId }` or the fields → `201`; the same posting again → the item already there, `200`',
		body: InboxItemCreate,
		response: returns<CreatedInboxItem>(),
		topics: ['inbox']
	}),
	bulk: endpoint('POST', '/inbox/items/bulk', {
		summary: '`{ ids, action: review|archive|ignore|restore|delete }` → `{ updated, skipped }`',
		body: InboxBulk,
		response: returns<{ updated: number; skipped: number }>(),
		topics: ['inbox']
	}),
	get: endpoint('GET', '/inbox/items/:id', { summary: 'one item with its history', response: returns<InboxItemDetail>() }),
	update: endpoint('PATCH', '/inbox/items/:id', { summary: 'its fields or status', body: InboxItemUpdate, response: returns<InboxItem>(), topics: ['inbox'] }),
	merge: endpoint('POST', '/inbox/items/:id/merge', { summary: '`{ intoId }`', body: InboxMerge, response: returns<InboxItemDetail>(), topics: ['inbox'] }),
	openAsJob: endpoint('POST', '/inbox/items/:id/job', { summary: '(read as a job) → `{ item, jobId }`', response: returns<{ item: InboxItem; jobId: string }>(), topics: ['inbox'] }),
	track: endpoint('POST', '/inbox/items/:id/track', {
		summary: '(save to Applications) → `201 { item, trackerJobId, created }`, again → the same one, `200`',
		response: returns<{ item: InboxItem; trackerJobId: string; created: boolean }>(),
		topics: ['inbox']
	}),
	// Long on large files: progress under the x-rumo-task id, cancelled by DELETE /tasks/{id}.
	preview: endpoint('POST', '/inbox/import/preview', {
		summary:
			'(multipart `file` or `{ format, content }`, up to 100,000 rows / 64 MB; optional `delimiter`: `auto` (default; '
			+ 'the one the header and the first rows agree on, delimiters inside quotes not counted), `comma`, `semicolon`, `tab` or `pipe`, '
			+ 'and with a file `encoding`: `auto` (default), `utf-8` or `windows-1252` (Latin-1); '
			+ 'the answer adds `delimiter` and `columns` (the header’s count; null for JSON) and `encoding` (`utf-8`, `utf-16` or `windows-1252`; '
			+ 'null for pasted content); nothing stored; long: `x-rumo-task`)',
		body: ImportPreviewRequest,
		maxBytes: MAX_IMPORT_BYTES,
		response: returns<ImportPreview>(),
		task: true
	}),
	commit: endpoint('POST', '/inbox/import/commit', {
		summary: '`{ previewId }` (stores what that preview read; long: `x-rumo-task`)',
		body: ImportCommitRequest,
		response: returns<ImportCommitResult>(),
		task: true,
		topics: ['inbox']
	}),
	export: endpoint('GET', '/inbox/export', {
		summary: '(`?format=csv|json`, `&ids=` or the list filters) the items in the import format, as a file',
		query: ExportQuery,
		response: returns<string>(),
		file: true
	}),
	exportSelected: endpoint('POST', '/inbox/export', { summary: '`{ format, ids }` the same, for a long selection', body: ExportBody, response: returns<string>(), file: true })
};
