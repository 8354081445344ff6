import { implement } from '../http/implement';
import { file, isFile, noContent, ok } from '../http/router';
import { createBackup } from './backup';
import { dataContract } from './contract';
import { clearAll, refuse, restoreBackup } from './restore';
import { backupStatus } from './status';

export const dataRoutes = implement(dataContract, {
	backup: async ({ env }) => {
		const backup = await createBackup(env);
		return file(backup.text, 'application/json; charset=utf-8', backup.filename);
	},
	status: async ({ env }) => ok(await backupStatus(env)),
	// The file's bytes as the body (JSON or gzip), or a multipart `file`; ?mode=replace|merge.
	restore: async ({ env, query, request }) => {
		if (!request.body?.byteLength) throw refuse('empty');
		const type = request.headers['content-type'] ?? '';
		let bytes = new Uint8Array(request.body);
		if (type.startsWith('multipart/form-data')) {
			const chosen = (await new Response(request.body, { headers: { 'content-type': type } }).formData()).get('file');
			if (!isFile(chosen)) throw refuse('notAttached');
			bytes = new Uint8Array(await chosen.arrayBuffer());
		}
		return ok(await restoreBackup(env, bytes, query.mode));
	},
	clear: async ({ env }) => {
		await clearAll(env);
		return noContent();
	}
});
