/**
 * TEST ONLY: a core whose relay is the real relay's AI routes (in memory), with the AI settings
 * pointing at the test-only fake provider on 127.0.0.1 (relay/ai/fake-provider.mjs) as a local
 * server — so a test or an eval runs the whole way: the core's API → the relay's input checks and
 * OpenAI-compatible client → the fake, whose items-* behaviours answer from the request's own text.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { FAKE_MODEL, startFakeProvider } from '../../../relay/ai/fake-provider.mjs';
import { aiRoutes } from '../../../relay/routes/ai.mjs';
import { testClient, testEnv } from '../testing/env';

export type Fake = Awaited<ReturnType<typeof startFakeProvider>>;
export { FAKE_MODEL, startFakeProvider };

/** A fresh folder for the relay's key store; remove it with `rm` when done. */
export const relayDataDir = () => mkdtemp(join(tmpdir(), 'rumo-core-ai-'));
export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/**
 * A core over a fresh database, its relay the real AI routes, AI set up for `fake` (with the `ai`
 * consent, which saving the settings records). `ai: false` leaves AI off: the same core without it.
 */
export async function aiCore(fake: Fake, dataDir: string, options: { ai?: boolean; timeoutSeconds?: number } = {}) {
	const { env } = testEnv();
	const relay = new Hono().route('/relay', aiRoutes({ version: 'test', dataDir }));
	env.relay = async (path, init) => relay.request(path, init);
	env.relayAvailable = async () => true;
	const api = testClient(env);
	if (options.ai !== false) {
		const saved = await api.post('/settings/ai', { provider: 'local', baseUrl: fake.baseUrl, model: FAKE_MODEL, ...(options.timeoutSeconds ? { timeoutSeconds: options.timeoutSeconds } : {}) });
		if (saved.status !== 200) throw new Error(`AI settings refused: ${JSON.stringify(saved.data)}`);
	}
	return { env, api };
}

/**
 * The hooks every AI test file needs: one fake provider for the file, reset before each test, and
 * a fresh relay key store per test. Read `fake` and `dataDir` inside tests (they are set by then).
 */
export function useFakeProvider(): { readonly fake: Fake; readonly dataDir: string } {
	const state = {} as { fake: Fake; dataDir: string };
	beforeAll(async () => {
		state.fake = await startFakeProvider();
	});
	afterAll(() => state.fake.close());
	beforeEach(async () => {
		state.fake.behave({});
		state.fake.requests.length = 0;
		state.dataDir = await relayDataDir();
	});
	afterEach(() => removeDir(state.dataDir));
	return state;
}
