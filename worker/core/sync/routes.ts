import { implement } from '../http/implement';
import { noContent, ok } from '../http/router';
import { syncContract } from './contract';
import * as sync from './service';

export const syncRoutes = implement(syncContract, {
	status: async ({ env }) => ok(await sync.syncStatus(env)),
	start: async ({ env, body }) => ok(await sync.startSync(env, body)),
	// 202: what was waiting is on its way; the server's answer shows in the status.
	now: async ({ env }) => ({ status: 202, data: await sync.syncNow(env) }),
	restored: async ({ env, body }) => ok(await sync.chooseAfterRestore(env, body.choice)),
	keepOther: async ({ env, params }) => ok(await sync.keepOther(env, params.id)),
	stop: async ({ env }) => {
		await sync.stopSync(env);
		return noContent();
	}
});
