/**
 * A small client for OpenAI-compatible chat APIs (OpenAI, Groq, OpenRouter, Ollama's and LM Studio's
 * /v1, llama.cpp, vLLM…), over Node's own fetch.
 *
 * - `testProvider(config, key)` — `GET {baseUrl}/models` and checks the model is listed; when the
 *   list is empty or the server has no /models (404/405), a 1-token `POST {baseUrl}/chat/completions`.
 * - `chat(config, key, { messages, maxTokens, temperature, responseFormat })` → `{ content, model, usage }`;
 *   `responseFormat` travels as the structured-output `response_format`.
 *
 * Every failure is a {@link ProviderError} with a contract code and a sentence a person can act on:
 * 401/403 → `invalid_key` (`key_missing` when no key was sent); 429 → `provider_limit`; no answer in
 * time → `provider_timeout`; refused connection, unknown host, TLS failure or 5xx → `provider_unavailable`;
 * a 200 that is not the expected JSON, a redirect, or another 4xx → `test_failed`; an
 * openai-compatible provider without a key → `key_missing`.
 *
 * The key goes only into the `Authorization: Bearer` header of requests to the configured base URL
 * (provider-target.mjs): redirects are never followed (a redirect could carry it elsewhere;
 * provider-exchange.mjs), and no error, message or log line ever holds it (provider-error.mjs).
 * Errors never carry the thrown network error either (as `cause` or in the text), and nothing from
 * a provider's body is echoed except listed model names of a safe shape (openai-wire.mjs).
 */
import { SAFE_MODEL_ID, chatAnswer, modelIds, offers } from './openai-wire.mjs';
import { ProviderError, garbageError, statusError } from './provider-error.mjs';
import { withBudget } from './provider-exchange.mjs';
import { prepareTarget } from './provider-target.mjs';

export { ProviderError } from './provider-error.mjs';
export { MAX_RESPONSE_BYTES } from './provider-exchange.mjs';

/** Default time for a whole test (both requests and their bodies). */
export const TEST_TIMEOUT_MS = 20_000;
/**
 * Default time for a whole chat answer: a backstop just past the longest time-out a person can set
 * in the core (120 s, AI settings), so the core's own time-out, which names their setting, ends a call first.
 */
export const CHAT_TIMEOUT_MS = 125_000;

/** @typedef {import('./provider-error.mjs').ProviderErrorCode} ProviderErrorCode */
/** @typedef {import('./provider-target.mjs').ProviderConfig} ProviderConfig */
/** @typedef {import('./provider-target.mjs').Target} Target */
/** @typedef {import('./provider-exchange.mjs').CallOptions} CallOptions */
/** @typedef {import('./openai-wire.mjs').TokenUsage} TokenUsage */

/** @typedef {{ role: 'system' | 'user' | 'assistant', content: string }} ChatMessage */

/**
 * @param {import('./provider-exchange.mjs').Send} send
 * @param {import('./provider-exchange.mjs').Read} read
 * @param {Target} target
 * @param {Record<string, unknown>} body
 */
async function postChat(send, read, target, body) {
	const response = await send('/chat/completions', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ model: target.model, ...body, stream: false })
	});
	if (response.status !== 200) {
		await response.body?.cancel().catch(() => undefined);
		throw statusError(response, target);
	}
	const answer = chatAnswer(await read(response));
	if (!answer) throw garbageError(target);
	return answer;
}

/**
 * Checks that the provider answers and offers the model.
 * @param {ProviderConfig} config
 * @param {string | null | undefined} key the stored key, or null
 * @param {CallOptions} [options] `timeoutMs` defaults to {@link TEST_TIMEOUT_MS}
 * @returns {Promise<{ ok: true, model: string, latencyMs: number }>}
 * @throws {ProviderError}
 */
export async function testProvider(config, key, options = {}) {
	const target = prepareTarget(config, key);
	const started = performance.now();
	await withBudget(target, options, TEST_TIMEOUT_MS, async (send, read) => {
		const response = await send('/models');
		if (response.status === 200) {
			const ids = modelIds(await read(response));
			if (ids === null) throw garbageError(target);
			if (ids.length > 0) {
				if (offers(ids, target.model)) return;
				const safe = ids.filter((id) => SAFE_MODEL_ID.test(id)).slice(0, 8);
				throw new ProviderError(
					'test_failed',
					`${target.label} does not offer the model "${target.model}".` +
						(safe.length > 0 ? ` It offers: ${safe.join(', ')}${ids.length > safe.length ? ', …' : ''}.` : '') +
						` Choose one of its models (or download "${target.model}") and save again.`,
					{ reason: 'model_not_listed' }
				);
			}
		} else if (response.status === 404 || response.status === 405) {
			await response.body?.cancel().catch(() => undefined);
		} else {
			await response.body?.cancel().catch(() => undefined);
			throw statusError(response, target);
		}
		// No list to check against: ask for one token instead.
		await postChat(send, read, target, { messages: [{ role: 'user', content: 'ping' }], max_tokens: 1 });
	});
	return { ok: true, model: target.model, latencyMs: Math.round(performance.now() - started) };
}

/**
 * One chat completion (no streaming).
 * @param {ProviderConfig} config
 * @param {string | null | undefined} key the stored key, or null
 * @param {{ messages: ChatMessage[], maxTokens?: number, temperature?: number, responseFormat?: import('./input.mjs').ResponseFormat }} request
 * @param {CallOptions} [options] `timeoutMs` defaults to {@link CHAT_TIMEOUT_MS}
 * @returns {Promise<{ content: string, model: string, usage: TokenUsage | null }>}
 * @throws {ProviderError}
 */
export async function chat(config, key, { messages, maxTokens, temperature, responseFormat }, options = {}) {
	const target = prepareTarget(config, key);
	const answer = await withBudget(target, options, CHAT_TIMEOUT_MS, (send, read) =>
		postChat(send, read, target, {
			messages: messages.map(({ role, content }) => ({ role, content })),
			...(maxTokens === undefined ? {} : { max_tokens: maxTokens }),
			...(temperature === undefined ? {} : { temperature }),
			// Passed as given (checked by input.mjs): OpenAI, Ollama and LM Studio read the same shape.
			...(responseFormat === undefined ? {} : { response_format: responseFormat })
		})
	);
	return { content: answer.content, model: answer.model ?? target.model, usage: answer.usage };
}
