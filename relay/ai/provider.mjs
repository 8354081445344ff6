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
 * The key goes only into the `Authorization: Bearer` header of requests to the configured base URL:
 * redirects are never followed (a redirect could carry it elsewhere), and no error, message or log
 * line ever holds it. Errors never carry the thrown network error either (as `cause` or in the
 * text), and nothing from a provider's body is echoed except listed model names of a safe shape.
 */
import { checkBaseUrl } from './base-url.mjs';

/** Default time for a whole test (both requests and their bodies). */
export const TEST_TIMEOUT_MS = 20_000;
/**
 * Default time for a whole chat answer: a backstop just past the longest time-out a person can set
 * in the core (120 s, AI settings), so the core's own time-out, which names their setting, ends a call first.
 */
export const CHAT_TIMEOUT_MS = 125_000;
/** Largest answer read from a provider; anything bigger is refused, not buffered. */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/** @typedef {'provider_unavailable' | 'key_missing' | 'invalid_key' | 'provider_limit' | 'provider_timeout' | 'test_failed'} ProviderErrorCode */

export class ProviderError extends Error {
	/**
	 * @param {ProviderErrorCode} code the contract code
	 * @param {string} detail a sentence the person can act on; never the key, never a provider's body
	 * @param {{ reason?: string, retryAfter?: string }} [options] `reason`: a short machine-readable
	 *   why, for tests (never shown); `retryAfter`: seconds, from the provider's Retry-After
	 */
	constructor(code, detail, options = {}) {
		super(detail);
		this.name = 'ProviderError';
		this.code = code;
		this.detail = detail;
		this.reason = options.reason;
		this.retryAfter = options.retryAfter;
	}
}

/**
 * @typedef {object} ProviderConfig
 * @property {import('./base-url.mjs').AiProvider} provider
 * @property {string | null} baseUrl
 * @property {string | null} model
 */

/**
 * @typedef {object} CallOptions
 * @property {number} [timeoutMs] the whole exchange's budget
 * @property {AbortSignal} [signal] the caller giving up (e.g. the page went away)
 * @property {typeof fetch} [fetch] for tests
 */

/** @typedef {{ role: 'system' | 'user' | 'assistant', content: string }} ChatMessage */

/**
 * @typedef {object} Target
 * @property {string} base the base URL, no trailing slash
 * @property {string} host `host[:port]` as typed, for sentences
 * @property {boolean} local a local provider (different advice)
 * @property {string} label how sentences name the server
 * @property {string} model
 * @property {boolean} keySent
 * @property {Record<string, string>} headers
 */

/** A model id Rumo may repeat back to the person. */
const SAFE_MODEL_ID = /^[A-Za-z0-9][\w.:/@+-]{0,99}$/;
const SETTINGS = 'Settings → AI and Providers';

/**
 * Checks the saved settings again (they may have been edited by hand) and builds the request basics.
 * @param {ProviderConfig} config
 * @param {string | null | undefined} key
 * @returns {Target}
 */
function prepare(config, key) {
	if (!config || (config.provider !== 'local' && config.provider !== 'openai-compatible')) {
		throw new ProviderError(
			'provider_unavailable',
			`No AI provider is set up. Choose a local server or an OpenAI-compatible provider in ${SETTINGS}.`,
			{ reason: 'none' }
		);
	}
	const checked = checkBaseUrl(config.provider, config.baseUrl);
	if (!checked.ok) {
		throw new ProviderError('provider_unavailable', `${checked.message} Fix it in ${SETTINGS}.`, { reason: 'base_url' });
	}
	if (typeof config.model !== 'string' || config.model.trim() === '') {
		throw new ProviderError('provider_unavailable', `No model is chosen. Name one in ${SETTINGS}, e.g. llama3.2.`, {
			reason: 'model'
		});
	}
	const hasKey = typeof key === 'string' && key !== '';
	if (config.provider === 'openai-compatible' && !hasKey) {
		throw new ProviderError('key_missing', `Add the provider's API key in ${SETTINGS}; an OpenAI-compatible provider needs one.`, {
			reason: 'no_key'
		});
	}
	const local = config.provider === 'local';
	const host = checked.url.host;
	/** @type {Record<string, string>} */
	const headers = { accept: 'application/json' };
	if (hasKey) headers.authorization = `Bearer ${key}`;
	return {
		base: checked.baseUrl,
		host,
		local,
		label: local ? `The local AI server at ${host}` : `The provider at ${host}`,
		model: config.model.trim(),
		keySent: hasKey,
		headers
	};
}

/**
 * @param {Target} target
 * @param {number} timeoutMs
 */
function timeoutError(target, timeoutMs) {
	const seconds = Math.max(1, Math.round(timeoutMs / 1000));
	const unit = seconds === 1 ? 'second' : 'seconds';
	return new ProviderError(
		'provider_timeout',
		target.local
			? `${target.label} did not answer within ${seconds} ${unit}. Check that the model is loaded (the first answer after starting can be slow) and try again.`
			: `${target.label} did not answer within ${seconds} ${unit}. Try again in a moment, or choose a faster model.`,
		{ reason: 'timeout' }
	);
}

/**
 * A network failure (fetch rejected, or the body stopped) as a ProviderError. The error itself is
 * only inspected, never kept.
 * @param {unknown} error
 * @param {Target} target
 * @param {{ timedOut: () => boolean, timeoutMs: number }} budget
 */
function networkError(error, target, budget) {
	if (error instanceof ProviderError) return error;
	if (budget.timedOut()) return timeoutError(target, budget.timeoutMs);
	const name = error instanceof Error ? error.name : '';
	if (name === 'AbortError') {
		return new ProviderError('provider_unavailable', 'The request to the AI provider was cancelled. Try again.', { reason: 'aborted' });
	}
	const cause = error instanceof Error ? /** @type {{ code?: unknown }} */ (error.cause ?? {}) : {};
	const code = typeof cause.code === 'string' ? cause.code : '';
	if (target.local) {
		return new ProviderError(
			'provider_unavailable',
			`${target.label} did not answer. Start Ollama or LM Studio (and load the model), then try again.`,
			{ reason: code || 'network' }
		);
	}
	if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
		return new ProviderError(
			'provider_unavailable',
			`${target.host} was not found. Check the base URL in ${SETTINGS} and your internet connection.`,
			{ reason: code }
		);
	}
	if (/CERT|SSL|TLS/i.test(code)) {
		return new ProviderError(
			'provider_unavailable',
			`The secure connection to ${target.host} failed: its certificate could not be verified. Check the base URL; Rumo does not accept untrusted certificates.`,
			{ reason: 'tls' }
		);
	}
	return new ProviderError(
		'provider_unavailable',
		`Rumo could not reach ${target.host}. Check the base URL and your internet connection, then try again.`,
		{ reason: code || 'network' }
	);
}

/**
 * @param {string | null} header a Retry-After header
 * @returns {string | undefined} whole seconds, when the header gives a sane number of them
 */
function retryAfterSeconds(header) {
	if (!header || !/^\s*\d{1,5}\s*$/.test(header)) return undefined;
	const seconds = Number(header);
	return seconds <= 86_400 ? String(seconds) : undefined;
}

/**
 * A non-200 answer as a ProviderError.
 * @param {Response} response
 * @param {Target} target
 */
function statusError(response, target) {
	const { status } = response;
	if (status === 401 || status === 403) {
		return target.keySent
			? new ProviderError('invalid_key', `The provider says the key is not valid. Check it in ${SETTINGS}.`, {
					reason: String(status)
				})
			: new ProviderError('key_missing', `${target.label} asks for a key. Add it in ${SETTINGS}.`, { reason: String(status) });
	}
	if (status === 429) {
		return new ProviderError(
			'provider_limit',
			"The provider is limiting requests, or the plan's quota is used up. Wait a moment and try again, or check the plan with the provider.",
			{ reason: '429', retryAfter: retryAfterSeconds(response.headers.get('retry-after')) }
		);
	}
	if (status >= 500) {
		return new ProviderError(
			'provider_unavailable',
			`${target.label} answered with an error (HTTP ${status}). Try again in a few minutes.`,
			{ reason: String(status) }
		);
	}
	if (status >= 300 && status < 400) {
		return new ProviderError(
			'test_failed',
			`${target.label} sent Rumo to another address. Give the final base URL (it usually ends in /v1) in ${SETTINGS}.`,
			{ reason: 'redirect' }
		);
	}
	if (status === 404) {
		return new ProviderError(
			'test_failed',
			`${target.label} has no model "${target.model}" or no OpenAI-compatible API at this address. Check the model name, and that the base URL ends in /v1.`,
			{ reason: '404' }
		);
	}
	return new ProviderError(
		'test_failed',
		`${target.label} refused the request (HTTP ${status}). Check the model name in ${SETTINGS}, or send less text.`,
		{ reason: String(status) }
	);
}

/** @param {Target} target */
function garbageError(target) {
	return new ProviderError(
		'test_failed',
		`${target.label} answered, but not like an OpenAI-compatible API. Check that the base URL ends in /v1 (e.g. http://127.0.0.1:11434/v1).`,
		{ reason: 'shape' }
	);
}

/**
 * Reads a JSON body of at most MAX_RESPONSE_BYTES; undefined when it is not JSON.
 * @param {Response} response
 * @param {Target} target
 * @returns {Promise<unknown>}
 */
async function readJson(response, target) {
	const declared = Number(response.headers.get('content-length'));
	const tooLarge = () =>
		new ProviderError('test_failed', `${target.label} sent a larger answer than Rumo accepts.`, { reason: 'too_large' });
	if (declared > MAX_RESPONSE_BYTES) {
		await response.body?.cancel().catch(() => undefined);
		throw tooLarge();
	}
	if (!response.body) return undefined;
	const reader = response.body.getReader();
	/** @type {Uint8Array[]} */
	const chunks = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > MAX_RESPONSE_BYTES) {
			await reader.cancel().catch(() => undefined);
			throw tooLarge();
		}
		chunks.push(value);
	}
	try {
		return JSON.parse(Buffer.concat(chunks).toString('utf8'));
	} catch {
		return undefined;
	}
}

/**
 * Runs `work` with one time budget; every failure comes out as a ProviderError.
 * @template T
 * @param {Target} target
 * @param {CallOptions} options
 * @param {number} defaultTimeoutMs
 * @param {(send: (path: string, init?: RequestInit) => Promise<Response>, read: (response: Response) => Promise<unknown>) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withBudget(target, options, defaultTimeoutMs, work) {
	const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
	const timeout = AbortSignal.timeout(timeoutMs);
	const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
	const fetchImpl = options.fetch ?? fetch;
	const budget = { timedOut: () => timeout.aborted, timeoutMs };

	/** @param {string} path @param {RequestInit} [init] */
	const send = (path, init = {}) =>
		fetchImpl(`${target.base}${path}`, {
			...init,
			headers: { ...target.headers, ...(/** @type {Record<string, string>} */ (init.headers ?? {})) },
			// Never follow: a redirect could take the key, or the person's text, somewhere else.
			redirect: 'manual',
			signal
		});
	/** @param {Response} response */
	const read = (response) => readJson(response, target);

	try {
		return await work(send, read);
	} catch (error) {
		throw networkError(error, target, budget);
	}
}

/**
 * @param {unknown} body
 * @returns {string[] | null} the listed model ids, or null when the body is not a model list
 */
function modelIds(body) {
	const list = Array.isArray(body)
		? body
		: body && typeof body === 'object' && Array.isArray(/** @type {{ data?: unknown }} */ (body).data)
			? /** @type {unknown[]} */ (/** @type {{ data: unknown }} */ (body).data)
			: null;
	if (!list) return null;
	/** @type {string[]} */
	const ids = [];
	for (const entry of list) {
		const id = entry && typeof entry === 'object' ? /** @type {{ id?: unknown }} */ (entry).id : undefined;
		if (typeof id !== 'string') return null;
		ids.push(id);
	}
	return ids;
}

/**
 * Whether `ids` offers `model`; Ollama lists `llama3.2:latest` for a model pulled as `llama3.2`.
 * @param {string[]} ids
 * @param {string} model
 */
function offers(ids, model) {
	return ids.some((id) => id === model || id === `${model}:latest` || `${id}:latest` === model);
}

/**
 * The chat answer, or null when the body does not have the OpenAI shape.
 * @param {unknown} body
 * @returns {{ content: string, model: string | null, usage: { promptTokens: number, completionTokens: number, totalTokens: number } | null } | null}
 */
function chatAnswer(body) {
	if (!body || typeof body !== 'object') return null;
	const { choices, model, usage } = /** @type {{ choices?: unknown, model?: unknown, usage?: unknown }} */ (body);
	if (!Array.isArray(choices) || choices.length === 0) return null;
	const first = choices[0];
	const message = first && typeof first === 'object' ? /** @type {{ message?: unknown }} */ (first).message : undefined;
	if (!message || typeof message !== 'object') return null;
	const content = /** @type {{ content?: unknown }} */ (message).content;
	// null is what a model that was cut off by max_tokens before writing anything sends.
	if (typeof content !== 'string' && content !== null) return null;
	/** @param {unknown} value */
	const count = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null);
	const counts = usage && typeof usage === 'object' ? /** @type {Record<string, unknown>} */ (usage) : {};
	const prompt = count(counts.prompt_tokens);
	const completion = count(counts.completion_tokens);
	const total = count(counts.total_tokens);
	return {
		content: content ?? '',
		model: typeof model === 'string' && SAFE_MODEL_ID.test(model) ? model : null,
		usage:
			prompt !== null && completion !== null
				? { promptTokens: prompt, completionTokens: completion, totalTokens: total ?? prompt + completion }
				: null
	};
}

/**
 * @param {(path: string, init?: RequestInit) => Promise<Response>} send
 * @param {(response: Response) => Promise<unknown>} read
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
	const target = prepare(config, key);
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
 * @returns {Promise<{ content: string, model: string, usage: { promptTokens: number, completionTokens: number, totalTokens: number } | null }>}
 * @throws {ProviderError}
 */
export async function chat(config, key, { messages, maxTokens, temperature, responseFormat }, options = {}) {
	const target = prepare(config, key);
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
