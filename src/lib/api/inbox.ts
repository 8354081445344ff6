import type { ImportCommitResult, ImportPreview, InboxItem, InboxItemCreate, InboxItemDetail, InboxItemUpdate, InboxList, InboxStatus, FitState, InboxFit, InboxEvent } from '$core/inbox/schema';
import { withTask } from './tasks';
import { queryString, type Caller } from './client';

export type { ImportCommitResult, ImportPreview, InboxItem, InboxItemCreate, InboxItemDetail, InboxItemUpdate, InboxList, InboxStatus, FitState, InboxFit, InboxEvent };

/** How the preview reads a CSV: detected (`auto`) or chosen by the person. */
export type ImportDelimiterChoice = 'auto' | NonNullable<ImportPreview['delimiter']>;
export type ImportEncodingChoice = 'auto' | 'utf-8' | 'windows-1252';

export type InboxFilter = { status?: InboxStatus[]; origin?: string; q?: string; sort?: 'newest' | 'oldest' | 'fit'; limit?: number; cursor?: string };
export type InboxBulkAction = 'review' | 'archive' | 'ignore' | 'restore' | 'delete';
/** A new item; `warnings` says when it was already in the inbox (`duplicate`) or in Applications (`already_tracked`). */
export type CreatedInboxItem = InboxItem & { warnings: { code: string; message: string; params?: Record<string, string | number> }[] };

export function inboxApi(call: Caller) {
	return {
		list: (filter: InboxFilter = {}) => call<InboxList>('GET', `/inbox/items${queryString({ ...filter, status: filter.status?.join(',') })}`),
		get: (id: string) => call<InboxItemDetail>('GET', `/inbox/items/${encodeURIComponent(id)}`),
		/** `{ text }`, `{ url }` (read through the relay, after the relay-fetch consent), `{ captureId }` or the item's fields. */
		create: (input: InboxItemCreate) => call<CreatedInboxItem>('POST', '/inbox/items', input),
		update: (id: string, patch: InboxItemUpdate) => call<InboxItem>('PATCH', `/inbox/items/${encodeURIComponent(id)}`, patch),
		merge: (id: string, intoId: string) => call<InboxItemDetail>('POST', `/inbox/items/${encodeURIComponent(id)}/merge`, { intoId }),
		bulk: (ids: string[], action: InboxBulkAction) => call<{ updated: number; skipped: number }>('POST', '/inbox/items/bulk', { ids, action }),
		/** Reads the item as a structured job (stored on the Job screen); answers its id. */
		openAsJob: (id: string) => call<{ item: InboxItem; jobId: string }>('POST', `/inbox/items/${encodeURIComponent(id)}/job`),
		/** Saves the item as an application (status saved); a second call answers the same one. */
		track: (id: string) => call<{ item: InboxItem; trackerJobId: string; created: boolean }>('POST', `/inbox/items/${encodeURIComponent(id)}/track`),
		/**
		 * Reads a CSV or JSON file and says what an import would do; nothing is stored. `task` names it for
		 * progress and cancel; `delimiter` and `encoding` are the person's choice (`auto` detects them).
		 */
		preview: (
			input: ({ file: File; encoding?: ImportEncodingChoice } | { format: 'csv' | 'json'; content: string; name?: string }) & { delimiter?: ImportDelimiterChoice },
			options: { task?: string } = {}
		) => {
			if ('file' in input) {
				const form = new FormData();
				form.set('file', input.file, input.file.name);
				if (input.delimiter) form.set('delimiter', input.delimiter);
				if (input.encoding) form.set('encoding', input.encoding);
				return call<ImportPreview>('POST', '/inbox/import/preview', form, withTask(options.task));
			}
			return call<ImportPreview>('POST', '/inbox/import/preview', input, withTask(options.task));
		},
		commit: (previewId: string, options: { task?: string } = {}) => call<ImportCommitResult>('POST', '/inbox/import/commit', { previewId }, withTask(options.task)),
		/** The file's text in the import format: all items matching the filter, or the selected ids. */
		export: async (format: 'csv' | 'json', selection: { ids: string[] } | Omit<InboxFilter, 'sort' | 'limit' | 'cursor'>): Promise<string> => {
			const answer =
				'ids' in selection
					? await call<unknown>('POST', '/inbox/export', { format, ids: selection.ids })
					: await call<unknown>('GET', `/inbox/export${queryString({ format, ...selection, status: selection.status?.join(',') })}`);
			// A JSON file comes back parsed by the caller; the person gets it as the text it was.
			return typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2);
		}
	};
}
