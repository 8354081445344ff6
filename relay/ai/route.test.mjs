/**
 * /relay/ai/* through the whole relay app, with a temporary data folder per test (never the user's
 * own), a fake OpenAI-compatible server on 127.0.0.1, and every answer and console line kept so that
 * each test can check the key never left the key file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelay } from '../app.mjs';
import { aiRoutes } from '../routes/ai.mjs';
import { FAKE_MODEL, closedPort, startFakeProvider } from './fake-provider.mjs';
import { CONFIG_FILE, KEY_FILE } from './store.mjs';

const root = mkdtempSync(join(tmpdir(), 'rumo-relay-ai-build-'));
writeFileSync(join(root, '200.html'), '<!doctype html><div id="app"></div>\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HOST = '127.0.0.1:5178';
const PAGE = 'http://127.0.0.1:5178';
const KEY = 'sk-test-ROUTE-4f9a1c2e7b3d5f60a8e1c3b5d7f9a2c4';
const OTHER_KEY = 'sk-test-OTHER-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e';
const SECRETS = [KEY, OTHER_KEY];

/** @type {import('./fake-provider.mjs').FakeProvider} */
let fake;
beforeAll(async () => {
	fake = await startFakeProvider();
});
afterAll(async () => {
	await fake.close();
});

/** @type {string} */
let scratch;
/** @type {string} */
let dataDir;
/** @type {Hono} */
let app;
/** @type {Hono} the AI routes alone with 200 ms timeouts */
let quickApp;
/** Everything the relay answered: status line, headers and body. */
/** @type {string[]} */
let seen;
/** Everything written to the console. */
/** @type {string[]} */
let logged;

beforeEach(async () => {
	scratch = await mkdtemp(join(tmpdir(), 'rumo-relay-ai-test-'));
	dataDir = join(scratch, 'data');
	app = createRelay({ root, version: '1.8.2', dataDir });
	quickApp = new Hono().route('/relay', aiRoutes({ version: '1.8.2', dataDir }, { testTimeoutMs: 200, chatTimeoutMs: 200 }));
	fake.behave({});
	fake.requests.length = 0;
	seen = [];
	logged = [];
	for (const method of /** @type {const} */ (['log', 'info', 'warn', 'error', 'debug', 'trace'])) {
		vi.spyOn(console, method).mockImplementation((...args) => {
			logged.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 10 }))).join(' '));
		});
	}
});

afterEach(async () => {
	vi.restoreAllMocks();
	// In every test: the key is in no answer, no console line and no file but ai-key.
	const files = await readdir(dataDir).catch(() => /** @type {string[]} */ ([]));
	const others = await Promise.all(files.filter((name) => name !== KEY_FILE).map((name) => readFile(join(dataDir, name), 'utf8')));
	expect(leaks([...seen, ...logged, ...others])).toEqual([]);
	await rm(scratch, { recursive: true, force: true });
});

/**
 * The texts that hold a secret (or its first 24 characters).
 * @param {string[]} texts
 */
function leaks(texts) {
	return texts.filter((text) => SECRETS.some((secret) => text.includes(secret) || text.includes(secret.slice(0, 24))));
}

/**
 * A request to the relay as the Rumo page makes it; the answer is kept for the leak check.
 * @param {string} method
 * @param {string} path below /relay/ai
 * @param {unknown} [body] an object sent as JSON, or a string sent as is
 * @param {{ headers?: Record<string, string>, via?: Hono }} [options]
 */
async function call(method, path, body, { headers = {}, via = app } = {}) {
	const response = await via.request(`/relay/ai${path}`, {
		method,
		headers: { host: HOST, origin: PAGE, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
		...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) })
	});
	const text = await response.clone().text();
	seen.push(`${response.status} ${JSON.stringify([...response.headers])} ${text}`);
	return response;
}

/** @param {unknown} body */
const put = (body) => call('PUT', '/config', body);
const get = () => call('GET', '/config');

/**
 * @param {Response} response
 * @param {number} status
 * @param {string} code
 */
async function expectProblem(response, status, code) {
	expect(response.status).toBe(status);
	expect(response.headers.get('content-type')).toBe('application/problem+json');
	const body = await response.json();
	expect(body).toMatchObject({ type: 'about:blank', status, code });
	expect(body.detail.length).toBeGreaterThan(10);
	return body;
}

/** @param {{ path: string }[]} errors */
const paths = (errors) => errors.map((error) => error.path);

const storedKey = () => readFile(join(dataDir, KEY_FILE), 'utf8');
const storedConfig = () => readFile(join(dataDir, CONFIG_FILE), 'utf8');
/** Settings for the fake server reached as an OpenAI-compatible provider (http is allowed on loopback). */
const remote = () => ({ provider: 'openai-compatible', baseUrl: fake.baseUrl, model: FAKE_MODEL, apiKey: KEY });

describe('GET /relay/ai/config', () => {
	it('answers "no provider" and no key before anything was saved, creating nothing', async () => {
		const response = await get();
		expect(response.status).toBe(200);
		expect(response.headers.get('cache-control')).toBe('no-store');
		expect(await response.json()).toEqual({ provider: 'none', baseUrl: null, model: null, hasKey: false, updatedAt: null });
		await expect(stat(dataDir)).rejects.toThrow();
	});
});

describe('PUT /relay/ai/config', () => {
	it("saves a local provider at Ollama's address when no base URL is given", async () => {
		const response = await put({ provider: 'local', model: 'llama3.2' });
		expect(response.status).toBe(200);
		const body = await response.json();
		expect(body).toMatchObject({ provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', hasKey: false });
		expect(await (await get()).json()).toEqual(body);
		await expect(stat(join(dataDir, KEY_FILE))).rejects.toThrow();
	});

	it('saves an OpenAI-compatible provider and its key, answering hasKey but never the key', async () => {
		const response = await put(remote());
		expect(response.status).toBe(200);
		const body = await response.json();
		expect(body).toEqual({ provider: 'openai-compatible', baseUrl: fake.baseUrl, model: FAKE_MODEL, hasKey: true, updatedAt: expect.any(String) });
		expect(Object.keys(body)).not.toContain('apiKey');
		expect(await storedKey()).toBe(KEY);
		expect(await storedConfig()).not.toContain(KEY);
		expect(await (await get()).json()).toEqual(body);
	});

	it('keeps the saved key when apiKey is left out', async () => {
		await put(remote());
		const response = await put({ provider: 'openai-compatible', baseUrl: `${fake.baseUrl}/`, model: 'another-model' });
		expect(await response.json()).toMatchObject({ model: 'another-model', hasKey: true });
		expect(await storedKey()).toBe(KEY);
	});

	it('replaces the saved key when a new one is sent, trimming what was pasted around it', async () => {
		await put(remote());
		await put({ ...remote(), apiKey: `  ${OTHER_KEY}\n` });
		expect(await storedKey()).toBe(OTHER_KEY);
	});

	it('removes the saved key when apiKey is "" or null', async () => {
		for (const removal of ['', null]) {
			await put(remote());
			const response = await put({ ...remote(), apiKey: removal });
			expect((await response.json()).hasKey, String(removal)).toBe(false);
			await expect(stat(join(dataDir, KEY_FILE))).rejects.toThrow();
		}
	});

	it('asks for the key again when an OpenAI-compatible provider moves to another address, changing nothing', async () => {
		await put(remote());
		const before = await storedConfig();
		const moved = { provider: 'openai-compatible', baseUrl: 'https://api.example.com/v1', model: 'gpt-test' };
		const problem = await expectProblem(await put(moved), 400, 'validation_failed');
		expect(paths(problem.errors)).toEqual(['apiKey']);
		expect(problem.errors[0].message).toContain(`was given for http://${fake.host}`);
		expect(await storedConfig()).toBe(before);
		expect(await storedKey()).toBe(KEY);

		// With the new key it is saved, bound to the new address.
		expect((await (await put({ ...moved, apiKey: OTHER_KEY })).json()).hasKey).toBe(true);
	});

	it('lets a local server go without a key saved for another address, sends it nothing, and keeps the key for later', async () => {
		const elsewhere = await startFakeProvider();
		try {
			await put({ provider: 'openai-compatible', baseUrl: elsewhere.baseUrl, model: FAKE_MODEL, apiKey: KEY });
			const response = await put({ provider: 'local', baseUrl: fake.baseUrl, model: FAKE_MODEL });
			expect((await response.json()).hasKey).toBe(false);
			expect((await call('POST', '/test')).status).toBe(200);
			expect(fake.requests.map((request) => request.authorization)).toEqual([null]);

			// Back to the address the key was given for: it is used again.
			const back = await put({ provider: 'openai-compatible', baseUrl: elsewhere.baseUrl, model: FAKE_MODEL });
			expect((await back.json()).hasKey).toBe(true);
			expect((await call('POST', '/test')).status).toBe(200);
			expect(elsewhere.requests.map((request) => request.authorization)).toEqual([`Bearer ${KEY}`]);
		} finally {
			await elsewhere.close();
		}
	});

	it('sends a key saved for a local server to that server', async () => {
		await put({ provider: 'local', baseUrl: fake.baseUrl, model: FAKE_MODEL, apiKey: KEY });
		expect((await call('POST', '/test')).status).toBe(200);
		expect(fake.requests[0].authorization).toBe(`Bearer ${KEY}`);
	});

	it('turns AI off with provider none, keeping the address, model and key for later', async () => {
		await put(remote());
		const response = await put({ provider: 'none' });
		expect(await response.json()).toMatchObject({ provider: 'none', baseUrl: fake.baseUrl, model: FAKE_MODEL, hasKey: true });
		expect(await storedKey()).toBe(KEY);
	});

	it('answers invalid_url for a base URL that is not allowed, storing nothing', async () => {
		/** @type {Array<[string, string]>} */
		const cases = [
			['local', 'https://api.openai.com/v1'],
			['local', 'http://192.168.1.10:11434/v1'],
			['openai-compatible', 'http://api.example.com/v1'],
			['openai-compatible', 'https://10.0.0.8/v1'],
			['openai-compatible', 'https://[fe80::1]/v1'],
			['openai-compatible', `https://user:${KEY}@api.example.com/v1`],
			['openai-compatible', 'ftp://api.example.com/v1'],
			['openai-compatible', 'not a url']
		];
		for (const [provider, baseUrl] of cases) {
			const problem = await expectProblem(await put({ provider, baseUrl, model: 'm', apiKey: KEY }), 400, 'invalid_url');
			expect(paths(problem.errors), baseUrl).toEqual(['baseUrl']);
			expect(problem.detail).toBe(problem.errors[0].message);
		}
		await expect(stat(dataDir)).rejects.toThrow();
	});

	it('answers validation_failed with each wrong field, storing nothing', async () => {
		/** @type {Array<[unknown, string[]]>} */
		const cases = [
			['not json', ['']],
			[[remote()], ['']],
			[{}, ['provider']],
			[{ ...remote(), provider: 'cloud' }, ['provider']],
			[{ ...remote(), model: '' }, ['model']],
			[{ ...remote(), model: 'm'.repeat(201) }, ['model']],
			[{ ...remote(), model: 'two\nlines' }, ['model']],
			[{ ...remote(), baseUrl: undefined }, ['baseUrl']],
			[{ ...remote(), baseUrl: 42 }, ['baseUrl']],
			[{ ...remote(), apiKey: 42 }, ['apiKey']],
			[{ ...remote(), apiKey: 'x'.repeat(4097) }, ['apiKey']],
			[{ provider: 'local', model: 7, baseUrl: 'https://api.example.com' }, ['baseUrl', 'model']],
			[{ provider: 'none', baseUrl: 12 }, ['baseUrl']]
		];
		for (const [body, expected] of cases) {
			const problem = await expectProblem(await put(body), 400, 'validation_failed');
			expect(paths(problem.errors), JSON.stringify(body).slice(0, 100)).toEqual(expected);
		}
		await expect(stat(dataDir)).rejects.toThrow();
	});

	it('refuses a key with a space or line break inside, without repeating it', async () => {
		for (const apiKey of [`${KEY} ${KEY}`, `${KEY}\n${OTHER_KEY}`, `${KEY}é`]) {
			const problem = await expectProblem(await put({ ...remote(), apiKey }), 400, 'validation_failed');
			expect(paths(problem.errors)).toEqual(['apiKey']);
		}
		await expect(stat(dataDir)).rejects.toThrow();
	});

	it('refuses settings sent by another website and stores nothing', async () => {
		const response = await call('PUT', '/config', remote(), { headers: { origin: 'https://evil.example' } });
		await expectProblem(response, 403, 'invalid_url');
		await expect(stat(dataDir)).rejects.toThrow();
	});
});

describe('DELETE /relay/ai/config', () => {
	it('removes the settings and the key, then GET answers "no provider"', async () => {
		await put(remote());
		const response = await call('DELETE', '/config');
		expect(response.status).toBe(204);
		expect(await response.text()).toBe('');
		expect(await readdir(dataDir)).toEqual([]);
		expect(await (await get()).json()).toMatchObject({ provider: 'none', hasKey: false });
		expect((await call('DELETE', '/config')).status).toBe(204);
	});
});

describe('POST /relay/ai/test', () => {
	it('answers ok with the model and the time it took, having sent the saved key', async () => {
		await put(remote());
		const response = await call('POST', '/test');
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ ok: true, model: FAKE_MODEL, latencyMs: expect.any(Number) });
		expect(fake.requests.map((request) => request.authorization)).toEqual([`Bearer ${KEY}`]);
	});

	it('answers 502 provider_unavailable "No AI provider is set up" when none is, asking nothing', async () => {
		const problem = await expectProblem(await call('POST', '/test'), 502, 'provider_unavailable');
		expect(problem.detail).toContain('No AI provider is set up');
		await put({ provider: 'none', baseUrl: fake.baseUrl, model: FAKE_MODEL });
		await expectProblem(await call('POST', '/test'), 502, 'provider_unavailable');
		expect(fake.requests).toEqual([]);
	});

	it('answers each provider failure with its contract code and status', async () => {
		await put(remote());
		/** @type {Array<[import('./fake-provider.mjs').Behaviour, number, string]>} */
		const cases = [
			[401, 401, 'invalid_key'],
			[403, 401, 'invalid_key'],
			[429, 429, 'provider_limit'],
			[503, 502, 'provider_unavailable'],
			[500, 502, 'provider_unavailable'],
			['not-json', 502, 'test_failed'],
			['wrong-shape', 502, 'test_failed']
		];
		for (const [models, status, code] of cases) {
			fake.behave({ models });
			const response = await call('POST', '/test');
			await expectProblem(response, status, code);
			if (code === 'provider_limit') expect(response.headers.get('retry-after')).toBe('7');
		}
	});

	it('answers 400 key_missing for an OpenAI-compatible provider saved without a key, asking nothing', async () => {
		await put({ ...remote(), apiKey: null });
		await expectProblem(await call('POST', '/test'), 400, 'key_missing');
		expect(fake.requests).toEqual([]);
	});

	it('answers 502 provider_unavailable naming the local server when nothing listens there', async () => {
		const port = await closedPort();
		await put({ provider: 'local', baseUrl: `http://127.0.0.1:${port}/v1`, model: 'llama3.2' });
		const problem = await expectProblem(await call('POST', '/test'), 502, 'provider_unavailable');
		expect(problem.detail).toContain(`The local AI server at 127.0.0.1:${port} did not answer. Start Ollama or LM Studio`);
	});

	it('answers 504 provider_timeout when the provider never answers', async () => {
		await put(remote());
		fake.behave({ models: 'hang' });
		const started = Date.now();
		await expectProblem(await call('POST', '/test', undefined, { via: quickApp }), 504, 'provider_timeout');
		expect(Date.now() - started).toBeLessThan(3000);
	});
});

describe('POST /relay/ai/chat', () => {
	const messages = [
		{ role: 'system', content: 'Answer in one word.' },
		{ role: 'user', content: 'ping' }
	];

	it('answers with the content and the model', async () => {
		await put(remote());
		const response = await call('POST', '/chat', { messages, maxTokens: 8, temperature: 0 });
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({
			content: 'pong',
			model: FAKE_MODEL,
			usage: { promptTokens: 5, completionTokens: 1, totalTokens: 6 }
		});
		expect(fake.requests[0].body).toEqual({ model: FAKE_MODEL, messages, max_tokens: 8, temperature: 0, stream: false });
	});

	it('asks for 1024 tokens when maxTokens is not given', async () => {
		await put(remote());
		expect((await call('POST', '/chat', { messages })).status).toBe(200);
		expect(fake.requests[0].body.max_tokens).toBe(1024);
		expect(fake.requests[0].body).not.toHaveProperty('temperature');
	});

	it('answers validation_failed with each wrong field, asking the provider nothing', async () => {
		await put(remote());
		/** @type {Array<[unknown, string[]]>} */
		const cases = [
			['{', ['']],
			[[], ['']],
			[{}, ['messages']],
			[{ messages: [] }, ['messages']],
			[{ messages: Array.from({ length: 101 }, () => messages[1]) }, ['messages']],
			[{ messages: ['hi'] }, ['messages.0']],
			[{ messages: [{ role: 'tool', content: 'x' }] }, ['messages.0.role']],
			[{ messages: [{ role: 'user', content: '  ' }] }, ['messages.0.content']],
			[{ messages: [{ role: 'user' }, { role: 'user', content: 1 }] }, ['messages.0.content', 'messages.1.content']],
			[{ messages, maxTokens: 0 }, ['maxTokens']],
			[{ messages, maxTokens: 1.5 }, ['maxTokens']],
			[{ messages, maxTokens: 40_000 }, ['maxTokens']],
			[{ messages, temperature: 3 }, ['temperature']],
			[{ messages, temperature: '0.5' }, ['temperature']]
		];
		for (const [body, expected] of cases) {
			const problem = await expectProblem(await call('POST', '/chat', body), 400, 'validation_failed');
			expect(paths(problem.errors), JSON.stringify(body).slice(0, 100)).toEqual(expected);
		}
		expect(fake.requests).toEqual([]);
	});

	it('passes a structured-output responseFormat on to the provider as response_format, as given', async () => {
		await put(remote());
		const schema = { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } }, required: ['items'], additionalProperties: false };
		const responseFormat = { type: 'json_schema', json_schema: { name: 'resume_items', schema, strict: true } };
		expect((await call('POST', '/chat', { messages, responseFormat })).status).toBe(200);
		expect(fake.requests[0].body.response_format).toEqual(responseFormat);
	});

	it('refuses a responseFormat of any other shape with 400, asking the provider nothing', async () => {
		await put(remote());
		const schema = { type: 'object' };
		const spec = { name: 'items', schema, strict: true };
		/** @type {Array<[unknown, string[]]>} */
		const cases = [
			['json_object', ['responseFormat']],
			[{ type: 'json_object' }, ['responseFormat.type', 'responseFormat.json_schema']],
			[{ type: 'json_schema', json_schema: spec, extra: 1 }, ['responseFormat']],
			[{ type: 'json_schema', json_schema: { ...spec, strict: false } }, ['responseFormat.json_schema.strict']],
			[{ type: 'json_schema', json_schema: { ...spec, name: 'bad name!' } }, ['responseFormat.json_schema.name']],
			[{ type: 'json_schema', json_schema: { ...spec, name: 'x'.repeat(65) } }, ['responseFormat.json_schema.name']],
			[{ type: 'json_schema', json_schema: { ...spec, schema: [] } }, ['responseFormat.json_schema.schema']],
			[{ type: 'json_schema', json_schema: { ...spec, schema: { description: 'x'.repeat(100_001) } } }, ['responseFormat.json_schema.schema']],
			[{ type: 'json_schema', json_schema: { ...spec, description: 'more' } }, ['responseFormat.json_schema']]
		];
		for (const [responseFormat, expected] of cases) {
			const problem = await expectProblem(await call('POST', '/chat', { messages, responseFormat }), 400, 'validation_failed');
			expect(paths(problem.errors), JSON.stringify(responseFormat).slice(0, 100)).toEqual(expected);
		}
		expect(fake.requests).toEqual([]);
	});

	it('answers 413 payload_too_large for a message over 200,000 characters or over 500,000 in all', async () => {
		await put(remote());
		const long = { role: 'user', content: 'a'.repeat(200_001) };
		const body = await expectProblem(await call('POST', '/chat', { messages: [long] }), 413, 'payload_too_large');
		expect(paths(body.errors)).toEqual(['messages.0.content']);
		const many = Array.from({ length: 3 }, () => ({ role: 'user', content: 'a'.repeat(200_000) }));
		const total = await expectProblem(await call('POST', '/chat', { messages: many }), 413, 'payload_too_large');
		expect(paths(total.errors)).toEqual(['messages']);
		expect(fake.requests).toEqual([]);
	});

	it('answers 502 provider_unavailable when no provider is set up', async () => {
		const problem = await expectProblem(await call('POST', '/chat', { messages }), 502, 'provider_unavailable');
		expect(problem.detail).toContain('No AI provider is set up');
	});

	it('answers the provider failures with their contract codes', async () => {
		await put(remote());
		/** @type {Array<[import('./fake-provider.mjs').Behaviour, number, string]>} */
		const cases = [
			[401, 401, 'invalid_key'],
			[429, 429, 'provider_limit'],
			[503, 502, 'provider_unavailable'],
			['not-json', 502, 'test_failed'],
			['wrong-shape', 502, 'test_failed']
		];
		for (const [chat, status, code] of cases) {
			fake.behave({ chat });
			await expectProblem(await call('POST', '/chat', { messages }), status, code);
		}
	});

	it('answers 504 provider_timeout when the provider never answers', async () => {
		await put(remote());
		fake.behave({ chat: 'hang' });
		await expectProblem(await call('POST', '/chat', { messages }, { via: quickApp }), 504, 'provider_timeout');
	});
});

describe('the key', () => {
	it('appears in no answer, header, console line or file but ai-key, whatever happens', async () => {
		// A bit of everything, including providers that echo the key back in their error bodies.
		await put(remote());
		await get();
		for (const models of /** @type {const} */ (['ok', 401, 403, 429, 500, 'not-json', 'wrong-shape', 'redirect', 'other-models'])) {
			fake.behave({ models });
			await call('POST', '/test');
		}
		for (const chat of /** @type {const} */ (['ok', 401, 400, 503, 'not-json'])) {
			fake.behave({ chat });
			await call('POST', '/chat', { messages: [{ role: 'user', content: 'hi' }] });
		}
		await put({ ...remote(), apiKey: `${OTHER_KEY} with spaces` });
		await put({ ...remote(), baseUrl: `https://${OTHER_KEY}@api.example.com/v1` });
		await put({ ...remote(), baseUrl: 'https://api.example.com/v1', apiKey: undefined });
		await get();
		await call('DELETE', '/config');

		expect(seen.length).toBeGreaterThan(15);
		expect(leaks([...seen, ...logged])).toEqual([]);
		// What the fake received shows the key really was in play (so the scan had something to find).
		expect(fake.requests.some((request) => request.authorization === `Bearer ${KEY}`)).toBe(true);
	});

	it('would be noticed by the scan if it did leak', () => {
		expect(leaks(['{"detail":"bad key ' + KEY + '"}'])).toHaveLength(1);
		expect(leaks([`Bearer ${OTHER_KEY.slice(0, 30)}…`])).toHaveLength(1);
		expect(leaks(['nothing secret here'])).toEqual([]);
	});
});
