/**
 * Export in the import format (CONTRACT.md): all, filtered or selected items as CSV or JSON, cells
 * guarded against spreadsheet formulas, so that the file imports back to the same items.
 */
import type { CoreEnv } from '../env';
import { exportRecords } from '../engine/csv/import-format';
import { recordOf } from './items';
import type { InboxStatus, StoredInboxItem } from './schema';
import { selectEntries } from './listing';
import { currentIndex, readRows } from './store';

export type ExportRequest = { format: 'csv' | 'json'; ids?: string[]; status?: InboxStatus[]; origin?: string; q?: string };

const READ_CHUNK = 5000;

export async function exportItems(env: CoreEnv, request: ExportRequest): Promise<{ text: string; contentType: string; filename: string; count: number }> {
	let ids: string[];
	if (request.ids?.length) ids = [...new Set(request.ids)];
	else ids = selectEntries(await currentIndex(env), { status: request.status, origin: request.origin, q: request.q, sort: 'newest' }).map((entry) => entry.id);
	const rows: StoredInboxItem[] = [];
	for (let at = 0; at < ids.length; at += READ_CHUNK) {
		rows.push(...(await readRows(env, ids.slice(at, at + READ_CHUNK))));
	}
	const day = env.now().toISOString().slice(0, 10);
	return {
		text: exportRecords(rows.map(recordOf), request.format),
		contentType: request.format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
		filename: `rumo-inbox-${day}.${request.format}`,
		count: rows.length
	};
}
