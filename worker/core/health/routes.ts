import { get, ok } from '../http/router';
import type { CoreEnv } from '../env';
import { APP_VERSION } from '../version';
import type { Health } from './schema';

async function storageWorks(env: CoreEnv): Promise<boolean> {
	try {
		await env.db.meta.get('schema');
		return true;
	} catch {
		return false;
	}
}

export async function readHealth(env: CoreEnv): Promise<Health> {
	const [storageOk, estimate, relay] = await Promise.all([
		storageWorks(env),
		env.storageEstimate().catch(() => ({ usage: 0, quota: 0, persisted: false })),
		env.relayAvailable().catch(() => false)
	]);
	return {
		ok: storageOk,
		version: APP_VERSION,
		mode: env.mode ?? 'real',
		storage: { ok: storageOk, ...estimate },
		relay: { available: relay }
	};
}

export const healthRoutes = [get('/health', {}, async ({ env }) => ok(await readHealth(env)))];
