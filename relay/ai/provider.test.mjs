/**
 * The OpenAI-compatible client against a fake server on 127.0.0.1 (relay/ai/fake-provider.mjs).
 * Nothing here reaches beyond this computer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_MODEL, closedPort, startFakeProvider } from './fake-provider.mjs';
import { ProviderError, chat, testProvider } from './provider.mjs';

const KEY = 'sk-test-PROVIDER-0123456789abcdefghijklmnopqrstuv';

/** @type {import('./fake-provider.mjs').FakeProvider} */
let fake;
/** @type {import('./fake-provider.mjs').FakeProvider} where a redirect points; must never be asked */
let elsewhere;

beforeAll(async () => {
	elsewhere = await startFakeProvider();
	fake = await startFakeProvider({ redirectTo: `${elsewhere.baseUrl}/models` });
});
afterAll(async () => {
	await fake.close();
	await elsewhere.close();
});
beforeEach(() => {
	fake.behave({});
	fake.requests.length = 0;
	elsewhere.requests.length = 0;
});

/** @returns {import('./provider.mjs').ProviderConfig} */
const local = () => ({ provider: 'local', baseUrl: fake.baseUrl, model: FAKE_MODEL });
/** @returns {import('./provider.mjs').ProviderConfig} */
const remote = () => ({ provider: 'openai-compatible', baseUrl: fake.baseUrl, model: FAKE_MODEL });

/**
 * The ProviderError a call fails with (the test fails if it succeeds or throws anything else).
 * @param {Promise<unknown>} promise
 * @returns {Promise<ProviderError>}
 */
async function failure(promise) {
	try {
		await promise;
	} catch (error) {
		expect(error).toBeInstanceOf(ProviderError);
		const problem = /** @type {ProviderError} */ (error);
		expect(problem.message).toBe(problem.detail);
		expect(problem.detail).not.toContain(KEY);
		expect(problem.cause).toBeUndefined();
		return problem;
	}
	throw new Error('The call succeeded but should have failed.');
}

describe('testProvider', () => {
	it('succeeds when /models lists the model, sending the key as a Bearer token', async () => {
		const result = await testProvider(remote(), KEY);
		expect(result).toEqual({ ok: true, model: FAKE_MODEL, latencyMs: expect.any(Number) });
		expect(result.latencyMs).toBeGreaterThanOrEqual(0);
		expect(fake.requests).toEqual([{ method: 'GET', path: '/v1/models', authorization: `Bearer ${KEY}`, body: null }]);
	});

	it('sends no Authorization header to a local server when there is no key', async () => {
		await testProvider(local(), null);
		expect(fake.requests).toHaveLength(1);
		expect(fake.requests[0].authorization).toBeNull();
	});

	it("accepts Ollama's model:latest naming for a model given without a tag", async () => {
		fake.behave({ models: 'ollama-names' });
		expect((await testProvider(local(), null)).ok).toBe(true);
	});

	it('fails with test_failed naming the models on offer when the model is not listed', async () => {
		fake.behave({ models: 'other-models' });
		const error = await failure(testProvider(local(), null));
		expect(error.code).toBe('test_failed');
		expect(error.detail).toContain(`does not offer the model "${FAKE_MODEL}"`);
		expect(error.detail).toContain('llama3.2:latest, qwen2.5:7b');
		expect(error.detail).not.toContain('Ignore this');
	});

	it('falls back to a 1-token chat when the model list is empty', async () => {
		fake.behave({ models: 'empty' });
		expect((await testProvider(remote(), KEY)).ok).toBe(true);
		expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /v1/models', 'POST /v1/chat/completions']);
		expect(fake.requests[1].body).toEqual({ model: FAKE_MODEL, messages: [{ role: 'user', content: 'ping' }], max_tokens: 1, stream: false });
		expect(fake.requests[1].authorization).toBe(`Bearer ${KEY}`);
	});

	it('falls back to a 1-token chat when the server has no /models', async () => {
		fake.behave({ models: 'missing' });
		expect((await testProvider(local(), null)).ok).toBe(true);
		expect(fake.requests.map((request) => request.path)).toEqual(['/v1/models', '/v1/chat/completions']);
	});

	it('fails with test_failed when neither /models nor the chat answers at that address', async () => {
		fake.behave({ models: 'missing', chat: 'missing' });
		const error = await failure(testProvider(local(), null));
		expect(error.code).toBe('test_failed');
		expect(error.detail).toContain('/v1');
	});

	it('fails with invalid_key on 401 or 403, without repeating what the provider said', async () => {
		for (const status of /** @type {const} */ ([401, 403])) {
			fake.behave({ models: status });
			const error = await failure(testProvider(remote(), KEY));
			expect(error.code).toBe('invalid_key');
			expect(error.detail).toBe('The provider says the key is not valid. Check it in Settings → AI and Providers.');
		}
	});

	it('fails with key_missing when a local server asks for a key and none is saved', async () => {
		fake.behave({ models: 401 });
		const error = await failure(testProvider(local(), null));
		expect(error.code).toBe('key_missing');
		expect(error.detail).toContain(`The local AI server at ${fake.host} asks for a key`);
	});

	it('fails with provider_limit on 429, passing on Retry-After', async () => {
		fake.behave({ models: 429 });
		const error = await failure(testProvider(remote(), KEY));
		expect(error.code).toBe('provider_limit');
		expect(error.retryAfter).toBe('7');
	});

	it('fails with provider_unavailable on a 5xx answer', async () => {
		for (const status of /** @type {const} */ ([500, 503])) {
			fake.behave({ models: status });
			const error = await failure(testProvider(remote(), KEY));
			expect(error.code).toBe('provider_unavailable');
			expect(error.detail).toContain(`HTTP ${status}`);
		}
	});

	it('fails with provider_timeout when the server never answers', async () => {
		fake.behave({ models: 'hang' });
		const started = Date.now();
		const error = await failure(testProvider(local(), null, { timeoutMs: 200 }));
		expect(error.code).toBe('provider_timeout');
		expect(error.detail).toContain(`The local AI server at ${fake.host} did not answer within 1 second`);
		expect(Date.now() - started).toBeLessThan(3000);
	});

	it('fails with provider_timeout when the answer starts but never ends', async () => {
		fake.behave({ models: 'hang-body' });
		const error = await failure(testProvider(remote(), KEY, { timeoutMs: 200 }));
		expect(error.code).toBe('provider_timeout');
		expect(error.detail).toContain('Try again');
	});

	it('fails with test_failed when a 200 answer is not JSON or not the expected shape', async () => {
		for (const models of /** @type {const} */ (['not-json', 'wrong-shape'])) {
			fake.behave({ models });
			const error = await failure(testProvider(remote(), KEY));
			expect(error.code, models).toBe('test_failed');
			expect(error.detail).toContain('not like an OpenAI-compatible API');
		}
		fake.behave({ models: 'empty', chat: 'wrong-shape' });
		expect((await failure(testProvider(remote(), KEY))).code).toBe('test_failed');
	});

	it('fails with test_failed on an answer over 4 MB', async () => {
		fake.behave({ models: 'huge' });
		const error = await failure(testProvider(local(), null));
		expect(error.code).toBe('test_failed');
		expect(error.reason).toBe('too_large');
	});

	it('never follows a redirect, so the key cannot be carried to another server', async () => {
		fake.behave({ models: 'redirect' });
		const error = await failure(testProvider(remote(), KEY));
		expect(error.code).toBe('test_failed');
		expect(error.detail).toContain('another address');
		expect(elsewhere.requests).toEqual([]);
	});

	it('fails with provider_unavailable and tells the person to start Ollama or LM Studio when nothing listens', async () => {
		const port = await closedPort();
		const error = await failure(testProvider({ provider: 'local', baseUrl: `http://127.0.0.1:${port}/v1`, model: 'llama3.2' }, null));
		expect(error.code).toBe('provider_unavailable');
		expect(error.detail).toBe(
			`The local AI server at 127.0.0.1:${port} did not answer. Start Ollama or LM Studio (and load the model), then try again.`
		);
	});

	it('fails with key_missing, sending nothing, for an OpenAI-compatible provider without a key', async () => {
		for (const key of [null, undefined, '']) {
			const error = await failure(testProvider(remote(), key));
			expect(error.code).toBe('key_missing');
		}
		expect(fake.requests).toEqual([]);
	});

	it('fails with provider_unavailable, sending nothing, when no provider is set up or the saved URL is not allowed', async () => {
		const none = await failure(testProvider({ provider: 'none', baseUrl: fake.baseUrl, model: FAKE_MODEL }, KEY));
		expect(none.code).toBe('provider_unavailable');
		expect(none.detail).toContain('No AI provider is set up');

		const lan = await failure(testProvider({ provider: 'local', baseUrl: 'http://192.168.1.20:11434/v1', model: 'x' }, KEY));
		expect(lan.code).toBe('provider_unavailable');
		const plain = await failure(testProvider({ provider: 'openai-compatible', baseUrl: 'http://api.example.com/v1', model: 'x' }, KEY));
		expect(plain.code).toBe('provider_unavailable');
		const noModel = await failure(testProvider({ provider: 'local', baseUrl: fake.baseUrl, model: ' ' }, null));
		expect(noModel.detail).toContain('No model is chosen');
		expect(fake.requests).toEqual([]);
	});
});

describe('chat', () => {
	const request = {
		messages: [
			{ role: /** @type {const} */ ('system'), content: 'Answer in one word.' },
			{ role: /** @type {const} */ ('user'), content: 'ping' }
		],
		maxTokens: 16,
		temperature: 0.2
	};

	it('returns the content, the model and the token counts', async () => {
		const answer = await chat(remote(), KEY, request);
		expect(answer).toEqual({ content: 'pong', model: FAKE_MODEL, usage: { promptTokens: 5, completionTokens: 1, totalTokens: 6 } });
		expect(fake.requests).toEqual([
			{
				method: 'POST',
				path: '/v1/chat/completions',
				authorization: `Bearer ${KEY}`,
				body: { model: FAKE_MODEL, messages: request.messages, max_tokens: 16, temperature: 0.2, stream: false }
			}
		]);
	});

	it('leaves out what was not asked for, and sends only role and content of each message', async () => {
		const extra = /** @type {any} */ ({ role: 'user', content: 'hi', name: 'x', tool_calls: [] });
		await chat(local(), null, { messages: [extra] });
		expect(fake.requests[0].body).toEqual({ model: FAKE_MODEL, messages: [{ role: 'user', content: 'hi' }], stream: false });
		expect(fake.requests[0].authorization).toBeNull();
	});

	it('sends a structured-output format as the provider’s response_format, unchanged', async () => {
		const responseFormat = /** @type {const} */ ({ type: 'json_schema', json_schema: { name: 'items', schema: { type: 'object' }, strict: true } });
		await chat(local(), null, { messages: request.messages, responseFormat });
		expect(fake.requests[0].body.response_format).toEqual(responseFormat);
	});

	it('reads a null content (a model cut off before writing) as empty text', async () => {
		fake.behave({ chat: 'null-content' });
		expect((await chat(local(), null, request)).content).toBe('');
	});

	it('maps provider failures to the contract codes', async () => {
		/** @type {Array<[import('./fake-provider.mjs').Behaviour, string]>} */
		const cases = [
			[401, 'invalid_key'],
			[429, 'provider_limit'],
			[503, 'provider_unavailable'],
			[400, 'test_failed'],
			['missing', 'test_failed'],
			['not-json', 'test_failed'],
			['wrong-shape', 'test_failed'],
			['redirect', 'test_failed']
		];
		for (const [behaviour, code] of cases) {
			fake.behave({ chat: behaviour });
			expect((await failure(chat(remote(), KEY, request))).code, String(behaviour)).toBe(code);
		}
	});

	it('fails with provider_timeout after the injected time when the server hangs', async () => {
		fake.behave({ chat: 'hang' });
		const error = await failure(chat(remote(), KEY, request, { timeoutMs: 200 }));
		expect(error.code).toBe('provider_timeout');
		expect(error.detail).toContain(`The provider at ${fake.host} did not answer within 1 second`);
	});

	it('stops when the caller gives up', async () => {
		fake.behave({ chat: 'hang' });
		const controller = new AbortController();
		setTimeout(() => controller.abort(), 50);
		const error = await failure(chat(remote(), KEY, request, { signal: controller.signal }));
		expect(error.code).toBe('provider_unavailable');
		expect(error.reason).toBe('aborted');
	});
});
