/**
 * The AI provider, held by the relay so that the key never lives in the browser (SPEC
 * "Authentication" 2–3). Settings in `<dataDir>/ai-config.json`, the key alone in `<dataDir>/ai-key`
 * (0600) — relay/ai/store.mjs; requests to the provider — relay/ai/provider.mjs.
 *
 * - `GET /relay/ai/config` → `{ provider, baseUrl, model, hasKey, updatedAt }`, never the key.
 *   `hasKey`: a key is saved for this base URL's address (a key is only ever sent to the address
 *   it was given for).
 * - `PUT /relay/ai/config` `{ provider: "none"|"local"|"openai-compatible", baseUrl?, model?, apiKey? }`
 *   → `200` the same shape as GET. `apiKey` left out keeps the saved key; `""` or `null` removes it.
 *   `local`: baseUrl on this computer (default Ollama's `http://127.0.0.1:11434/v1`), model required,
 *   key optional. `openai-compatible`: https baseUrl (http only on this computer), model required;
 *   moving it to another address needs the key again (or its removal) → else 400 on `apiKey`.
 *   `none`: baseUrl/model optional and kept when left out (nothing is sent anywhere).
 *   A bad base URL alone → `400 invalid_url`; any other field → `400 validation_failed`, both with
 *   `errors`. Nothing is stored when the answer is an error.
 * - `DELETE /relay/ai/config` → `204`; the settings and the key are gone.
 * - `POST /relay/ai/test` (body ignored) → `200 { ok: true, model, latencyMs }`, else problem+json.
 * - `POST /relay/ai/chat` `{ messages: [{ role: "system"|"user"|"assistant", content }], maxTokens?, temperature?, responseFormat? }`
 *   (1–100 messages, each ≤ 200,000 characters, ≤ 500,000 in all → else 413 payload_too_large;
 *   maxTokens 1–32,768, default 1024; temperature 0–2; responseFormat
 *   `{ type: "json_schema", json_schema: { name: /^[A-Za-z0-9_-]{1,64}$/, schema: {…} ≤ 100,000
 *   characters as JSON, strict: true } }`, sent to the provider as `response_format`, any other
 *   shape → 400 validation_failed) → `200 { content, model, usage }`.
 *
 * Test and chat errors: `key_missing` 400, `invalid_key` 401, `provider_limit` 429 (with
 * Retry-After when the provider gave one), `provider_timeout` 504, `provider_unavailable` 502,
 * `test_failed` 502. With provider `none` both answer `502 provider_unavailable` "No AI provider is
 * set up…": of the contract's AI codes it is the one that says "there is no provider to answer"
 * (the core shows its AI-disabled state and does not normally call these then).
 *
 * Consent is the core's job: it calls test and chat only after the person saved these settings
 * there, which records the `ai` consent (CONTRACT "AI settings"). The relay does not check consent.
 * The Origin and 15 MB body guards of every /relay/* route apply (relay/api.mjs).
 */
import { Hono } from 'hono';
import { checkChatInput, checkConfigInput } from '../ai/input.mjs';
import { ProviderError, chat, testProvider } from '../ai/provider.mjs';
import { keyMatches, openAiStore } from '../ai/store.mjs';
import { problemResponse } from '../problem.mjs';

/**
 * @typedef {object} AiRouteOptions for tests
 * @property {number} [testTimeoutMs] default 20 s (relay/ai/provider.mjs)
 * @property {number} [chatTimeoutMs] default 125 s (the core's own time-out, 5–120 s, ends a call first)
 * @property {typeof fetch} [fetch]
 */

/**
 * What GET and PUT answer: never the key, nor anything derived from it.
 * @param {import('../ai/store.mjs').AiConfig & { keyStored: boolean }} config
 */
function publicView(config) {
	return {
		provider: config.provider,
		baseUrl: config.baseUrl,
		model: config.model,
		hasKey: keyMatches(config),
		updatedAt: config.updatedAt
	};
}

/** @param {ProviderError} error */
function providerProblem(error) {
	// `reason` says which cause it was (a refused connection, a missing model), so the core can tell a server that is not running from a provider's error.
	return problemResponse(error.code, error.detail, {
		...(error.retryAfter ? { headers: { 'retry-after': error.retryAfter } } : {}),
		...(error.reason ? { params: { reason: error.reason } } : {})
	});
}

/**
 * @param {import('hono').Context} c
 * @returns {Promise<{ ok: true, body: unknown } | { ok: false }>}
 */
async function readJsonBody(c) {
	try {
		return { ok: true, body: await c.req.json() };
	} catch {
		return { ok: false };
	}
}

/**
 * @param {import('./index.mjs').RelayContext} context
 * @param {AiRouteOptions} [options]
 */
export function aiRoutes({ dataDir }, options = {}) {
	const store = openAiStore(dataDir);

	return new Hono()
		.get('/ai/config', async (c) => c.json(publicView(await store.readConfig())))
		.put('/ai/config', async (c) => {
			const parsed = await readJsonBody(c);
			if (!parsed.ok) {
				return problemResponse('validation_failed', 'Send the AI settings as JSON.', {
					errors: [{ path: '', message: 'The body is not JSON.' }]
				});
			}
			const checked = checkConfigInput(parsed.body, await store.readConfig());
			if (!checked.ok) return problemResponse(checked.code, checked.detail, { errors: checked.errors });
			return c.json(publicView(await store.saveConfig(checked.value)));
		})
		.delete('/ai/config', async (c) => {
			await store.removeAll();
			return c.body(null, 204);
		})
		.post('/ai/test', async (c) => {
			const { config, key } = await store.readForCall();
			try {
				const result = await testProvider(config, key, {
					timeoutMs: options.testTimeoutMs,
					signal: c.req.raw.signal,
					fetch: options.fetch
				});
				return c.json(result);
			} catch (error) {
				if (error instanceof ProviderError) return providerProblem(error);
				throw error;
			}
		})
		.post('/ai/chat', async (c) => {
			const parsed = await readJsonBody(c);
			if (!parsed.ok) {
				return problemResponse('validation_failed', 'Send the chat as JSON.', {
					errors: [{ path: '', message: 'The body is not JSON.' }]
				});
			}
			const checked = checkChatInput(parsed.body);
			if (!checked.ok) return problemResponse(checked.code, checked.detail, { errors: checked.errors });
			const { config, key } = await store.readForCall();
			try {
				const answer = await chat(config, key, checked.value, {
					timeoutMs: options.chatTimeoutMs,
					signal: c.req.raw.signal,
					fetch: options.fetch
				});
				return c.json(answer);
			} catch (error) {
				if (error instanceof ProviderError) return providerProblem(error);
				throw error;
			}
		});
}

/**
 * @param {import('./index.mjs').RelayContext} context
 */
export default function aiRouteModule(context) {
	return aiRoutes(context);
}
