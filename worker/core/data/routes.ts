import { problem } from '../http/problem';
import { del, file, get, noContent, ok, post } from '../http/router';
import { createBackup } from './backup';
import { backupText, clearAll, restoreBackup } from './restore';
import { RestoreQuery } from './schema';
import { backupStatus } from './status';

/** Backups are as large as the person's data; the request limit of other routes does not apply. */
const MAX_BACKUP_BYTES = 512 * 1024 * 1024;
const isFile = (v: unknown): v is File => typeof v === 'object' && v !== null && typeof (v as File).arrayBuffer === 'function';

export const dataRoutes = [
	get('/backup', {}, async ({ env }) => {
		const backup = await createBackup(env);
		return file(backup.text, 'application/json; charset=utf-8', backup.filename);
	}),
	get('/backup/status', {}, async ({ env }) => ok(await backupStatus(env))),
	// The backup document as JSON, or a file (JSON or gzip) as multipart; ?mode=replace|merge.
	post('/backup', { query: RestoreQuery, maxBytes: MAX_BACKUP_BYTES }, async ({ env, query, request }) => {
		if (!request.body?.byteLength) throw problem('invalid_file', 'Choose a Rumo backup file to restore. Nothing was changed.');
		const type = request.headers['content-type'] ?? '';
		let text: string;
		if (type.startsWith('multipart/form-data')) {
			const form = await new Response(request.body, { headers: { 'content-type': type } }).formData();
			const chosen = form.get('file');
			if (!isFile(chosen)) throw problem('invalid_file', 'Attach a Rumo backup file (.json or .json.gz). Nothing was changed.');
			text = await backupText(new Uint8Array(await chosen.arrayBuffer()));
		} else text = await backupText(new Uint8Array(request.body));
		return ok(await restoreBackup(env, text, query.mode));
	}),
	del('/data', {}, async ({ env }) => {
		await clearAll(env);
		return noContent();
	})
];
