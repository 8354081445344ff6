import { del, file, get, isFile, noContent, ok, post } from '../http/router';
import { createBackup } from './backup';
import { clearAll, refuse, restoreBackup } from './restore';
import { RestoreQuery } from './schema';
import { backupStatus } from './status';

/** Backups are as large as the person's data; the request limit of other routes does not apply. */
const MAX_BACKUP_BYTES = 512 * 1024 * 1024;

export const dataRoutes = [
	get('/backup', {}, async ({ env }) => {
		const backup = await createBackup(env);
		return file(backup.text, 'application/json; charset=utf-8', backup.filename);
	}),
	get('/backup/status', {}, async ({ env }) => ok(await backupStatus(env))),
	// The file's bytes as the body (JSON or gzip), or a multipart `file`; ?mode=replace|merge.
	post('/backup', { query: RestoreQuery, maxBytes: MAX_BACKUP_BYTES }, async ({ env, query, request }) => {
		if (!request.body?.byteLength) throw refuse('empty');
		const type = request.headers['content-type'] ?? '';
		let bytes = new Uint8Array(request.body);
		if (type.startsWith('multipart/form-data')) {
			const chosen = (await new Response(request.body, { headers: { 'content-type': type } }).formData()).get('file');
			if (!isFile(chosen)) throw refuse('notAttached');
			bytes = new Uint8Array(await chosen.arrayBuffer());
		}
		return ok(await restoreBackup(env, bytes, query.mode));
	}),
	del('/data', {}, async ({ env }) => {
		await clearAll(env);
		return noContent();
	})
];
