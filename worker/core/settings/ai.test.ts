import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import type { CoreEnv } from '../env';

const KEY = 'sk-test-SECRET-0123456789';

/** The relay's AI routes, in memory: keeps the key to itself like the real one. */
function fakeRelay(env: CoreEnv, provider: { test: () => { status: number; body: unknown } }) {
	let config = { provider: 'none', baseUrl: null as string | null, model: null as string | null };
	let key: string | null = null;
	const bodies: string[] = [];
	env.relayAvailable = async () => true;
	env.relay = async (path, init) => {
		const method = init?.method ?? 'GET';
		const json = (status: number, body: unknown) => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
		if (init?.body) bodies.push(String(init.body));
		if (path === '/relay/ai/config' && method === 'GET') return json(200, { ...config, hasKey: !!key });
		if (path === '/relay/ai/config' && method === 'PUT') {
			const input = JSON.parse(String(init!.body));
			config = { provider: input.provider, baseUrl: input.baseUrl ?? null, model: input.model ?? null };
			if (input.apiKey !== undefined) key = input.apiKey || null;
			return json(200, { ...config, hasKey: !!key });
		}
		if (path === '/relay/ai/config' && method === 'DELETE') {
			config = { provider: 'none', baseUrl: null, model: null };
			key = null;
			return json(204, null);
		}
		if (path === '/relay/ai/test') {
			const r = provider.test();
			return json(r.status, r.body);
		}
		return json(404, { code: 'not_found', detail: 'no' });
	};
	return { bodies, key: () => key };
}

const problemBody = (code: string, status: number) => ({ status, body: { type: 'about:blank', title: code, status, code, detail: `provider said ${code}` } });

describe('AI settings', () => {
	it('start disabled, with no consent', async () => {
		const { env } = testEnv();
		fakeRelay(env, { test: () => ({ status: 200, body: {} }) });
		const api = testClient(env);
		expect((await api.get('/settings/ai')).data).toEqual({ enabled: false, provider: 'none', baseUrl: null, model: null, hasKey: false, consent: false, timeoutSeconds: 20, version: 0 });
		expect((await api.get('/settings/ai/status')).data.state).toBe('disabled');
	});

	it('sends the key once to the relay, never returns it and never stores it in the database', async () => {
		const { env } = testEnv();
		const relay = fakeRelay(env, { test: () => ({ status: 200, body: { ok: true, model: 'gpt-x', latencyMs: 12 } }) });
		const api = testClient(env);
		const saved = await api.post('/settings/ai', { provider: 'openai-compatible', baseUrl: 'https://ai.example/v1', model: 'gpt-x', apiKey: KEY });
		expect(saved.status).toBe(200);
		expect(saved.data).toEqual({ enabled: true, provider: 'openai-compatible', baseUrl: 'https://ai.example/v1', model: 'gpt-x', hasKey: true, consent: true, timeoutSeconds: 20, version: 1 });
		expect(relay.key()).toBe(KEY);
		const everything = JSON.stringify([await env.db.settings.toArray(), await env.db.meta.toArray()]);
		expect(everything).not.toContain(KEY);
		for (const path of ['/settings/ai', '/settings/ai/status', '/settings/consents']) expect(JSON.stringify((await api.get(path)).data)).not.toContain(KEY);
		expect((await api.post('/settings/ai/test')).data).toEqual({ ok: true, model: 'gpt-x', latencyMs: 12 });
		expect((await api.get('/settings/ai/status')).data.state).toBe('configured');
	});

	it('moves to invalid_key, timeout and provider_error states from the last test', async () => {
		const { env } = testEnv();
		let answer = problemBody('invalid_key', 401);
		fakeRelay(env, { test: () => answer });
		const api = testClient(env);
		await api.post('/settings/ai', { provider: 'openai-compatible', baseUrl: 'https://ai.example/v1', model: 'm', apiKey: 'bad' });
		const refused = await api.post('/settings/ai/test');
		expect(refused).toMatchObject({ status: 401, data: { code: 'invalid_key' } });
		expect((await api.get('/settings/ai/status')).data.state).toBe('invalid_key');
		answer = problemBody('provider_timeout', 504);
		await api.post('/settings/ai/test');
		expect((await api.get('/settings/ai/status')).data.state).toBe('timeout');
		answer = problemBody('provider_limit', 429);
		expect((await api.post('/settings/ai/test')).status).toBe(429);
		expect((await api.get('/settings/ai/status')).data.state).toBe('provider_error');
	});

	// Issue 27: a local server that is down said "Provider limit or error".
	it('says a provider that did not answer is not reachable, and a refusal of the settings is not', async () => {
		const { env } = testEnv();
		let answer = { status: 502, body: { code: 'provider_unavailable', detail: 'Ollama did not answer.', params: { reason: 'ECONNREFUSED' } } };
		fakeRelay(env, { test: () => answer });
		const api = testClient(env);
		await api.post('/settings/ai', { provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' });
		await api.put('/settings/consents/ai', { granted: true });
		expect((await api.post('/settings/ai/test')).status).toBe(502);
		expect((await api.get('/settings/ai/status')).data).toMatchObject({ state: 'provider_error', reason: 'unreachable', detail: expect.stringMatching(/Is it running\?/) });
		// Settings the relay refused, or a provider that answered with a server error, are not "not running".
		for (const reason of ['model', '503']) {
			answer = { status: 502, body: { code: 'provider_unavailable', detail: 'The provider could not be used.', params: { reason } } };
			await api.post('/settings/ai/test');
			const status = (await api.get('/settings/ai/status')).data;
			expect(status.state, reason).toBe('provider_error');
			expect(status.reason, reason).toBeUndefined();
		}
	});

	it('a local provider needs no key and says text stays on this machine', async () => {
		const { env } = testEnv();
		fakeRelay(env, { test: () => ({ status: 200, body: { ok: true, model: 'llama3', latencyMs: 5 } }) });
		const api = testClient(env);
		await api.post('/settings/ai', { provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' });
		expect((await api.get('/settings/ai/status')).data.state).toBe('local');
	});

	it('testing without consent is refused, and Remove withdraws it', async () => {
		const { env } = testEnv();
		fakeRelay(env, { test: () => ({ status: 200, body: { ok: true, model: null, latencyMs: 1 } }) });
		const api = testClient(env);
		expect((await api.post('/settings/ai/test')).data.code).toBe('consent_required');
		await api.post('/settings/ai', { provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' });
		expect((await api.del('/settings/ai')).status).toBe(204);
		expect((await api.get('/settings/ai')).data).toMatchObject({ provider: 'none', consent: false });
		expect((await api.post('/settings/ai/test')).data.code).toBe('consent_required');
	});

	it('keeps the time-out the person sets (5–120 s, 20 by default) in the core, never in the relay', async () => {
		const { env } = testEnv();
		const relay = fakeRelay(env, { test: () => ({ status: 200, body: {} }) });
		const api = testClient(env);
		const local = { provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' };
		expect((await api.post('/settings/ai', { ...local, timeoutSeconds: 45 })).data.timeoutSeconds).toBe(45);
		expect(relay.bodies.join('\n')).not.toContain('timeoutSeconds');
		expect((await api.post('/settings/ai', local)).data.timeoutSeconds).toBe(45);
		expect((await api.get('/settings/ai')).data.timeoutSeconds).toBe(45);
		for (const timeoutSeconds of [4, 121, 7.5, '30', null]) {
			const refused = await api.post('/settings/ai', { ...local, timeoutSeconds });
			expect(refused.status, String(timeoutSeconds)).toBe(400);
			expect(refused.data.errors.map((error: { path: string }) => error.path)).toEqual(['timeoutSeconds']);
		}
		expect((await api.get('/settings/ai')).data.timeoutSeconds).toBe(45);
		await api.del('/settings/ai');
		expect((await api.get('/settings/ai')).data.timeoutSeconds).toBe(20);
	});

	it('without the relay, saving says how to start it and reading shows the last known settings', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const r = await api.post('/settings/ai', { provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' });
		expect(r).toMatchObject({ status: 503, data: { code: 'relay_unavailable' } });
		expect(r.data.detail).toContain('npm start');
		expect((await api.get('/settings/ai')).data.provider).toBe('none');
	});
});

// Issue 27, two tabs: tab 2 had Settings open; tab 1 changed the model; tab 2 saved its time-out.
describe('saving the AI settings from two tabs', () => {
	const LOCAL = { provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' };

	async function setUp() {
		const { env } = testEnv();
		const relay = fakeRelay(env, { test: () => ({ status: 200, body: {} }) });
		const api = testClient(env);
		const first = (await api.post('/settings/ai', { ...LOCAL, version: 0 })).data;
		return { env, relay, api, first };
	}

	it('counts every change, Remove included', async () => {
		const { api, first } = await setUp();
		expect(first).toMatchObject({ provider: 'local', model: 'llama3.2', version: 1 });
		expect((await api.get('/settings/ai')).data.version).toBe(1);
		expect((await api.post('/settings/ai', { version: 1, model: 'qwen2.5' })).data.version).toBe(2);
		await api.del('/settings/ai');
		expect((await api.get('/settings/ai')).data).toMatchObject({ provider: 'none', version: 3 });
	});

	it('changes only the fields a save sends: what another tab saved in the others stays', async () => {
		const { api } = await setUp();
		await api.post('/settings/ai', { version: 1, model: 'qwen2.5' });
		const merged = await api.post('/settings/ai', { version: 2, timeoutSeconds: 60 });
		expect(merged.status).toBe(200);
		expect(merged.data).toMatchObject({ provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen2.5', timeoutSeconds: 60, version: 3 });
	});

	it('refuses a save based on an older version with 409 conflict, and changes nothing', async () => {
		const { api, relay } = await setUp();
		await api.post('/settings/ai', { version: 1, model: 'qwen2.5' });
		const sentBefore = relay.bodies.length;
		const stale = await api.post('/settings/ai', { version: 1, timeoutSeconds: 60, apiKey: KEY });
		expect(stale.status).toBe(409);
		expect(stale.data.code).toBe('conflict');
		// Nothing reached the relay, and the key is in no word of the answer.
		expect(relay.bodies.length).toBe(sentBefore);
		expect(JSON.stringify(stale.data)).not.toContain(KEY);
		expect((await api.get('/settings/ai')).data).toMatchObject({ model: 'qwen2.5', timeoutSeconds: 20, version: 2 });
	});

	it('counts a change made on the relay from elsewhere (another browser) as a new version', async () => {
		const { env, api } = await setUp();
		const other = testClient({ ...env, db: testEnv().env.db });
		await other.post('/settings/ai', { ...LOCAL, model: 'mistral' });
		expect((await api.get('/settings/ai')).data).toMatchObject({ model: 'mistral', version: 2 });
		expect((await api.post('/settings/ai', { version: 1, timeoutSeconds: 60 })).status).toBe(409);
	});

	it('gives the version back when the relay refuses the save', async () => {
		const { env, api } = await setUp();
		env.relay = async () => {
			throw new TypeError('Failed to fetch');
		};
		expect((await api.post('/settings/ai', { version: 1, model: 'qwen2.5' })).status).toBe(503);
		expect((await api.get('/settings/ai')).data).toMatchObject({ model: 'llama3.2', version: 1 });
	});

	it('still takes the whole set-up without a version, and then needs the provider', async () => {
		const { api } = await setUp();
		expect((await api.post('/settings/ai', { ...LOCAL, model: 'phi3' })).data).toMatchObject({ model: 'phi3', version: 2 });
		const refused = await api.post('/settings/ai', { model: 'phi3' });
		expect(refused.status).toBe(400);
		expect(refused.data.errors.map((error: { path: string }) => error.path)).toEqual(['provider']);
	});
});
