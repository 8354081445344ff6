import { implement } from '../http/implement';
import { ok } from '../http/router';
import type { CoreEnv } from '../env';
import { APP_VERSION } from '../version';
import { checkStorage } from '../data';
import { healthContract } from './contract';
import type { Health } from './schema';

export async function readHealth(env: CoreEnv): Promise<Health> {
	const [storage, estimate, relay] = await Promise.all([
		checkStorage(env),
		env.storageEstimate().catch(() => ({ usage: 0, quota: 0, persisted: false })),
		env.relayAvailable().catch(() => false)
	]);
	return {
		ok: storage.state === 'ok',
		version: APP_VERSION,
		mode: env.mode ?? 'real',
		// Why it is not ok, only when it is not: the answer of a working storage stays as it was.
		storage: { ok: storage.state === 'ok', ...(storage.state === 'ok' ? {} : storage), ...estimate },
		relay: { available: relay }
	};
}

export const healthRoutes = implement(healthContract, { get: async ({ env }) => ok(await readHealth(env)) });
