/**
 * One exchange with a provider under one time budget: no redirect is followed (it could carry the
 * key, or the person's text, somewhere else), no answer larger than {@link MAX_RESPONSE_BYTES} is
 * buffered, and every failure comes out as a ProviderError.
 */
import { ProviderError, networkError } from './provider-error.mjs';

/** @typedef {import('./provider-target.mjs').Target} Target */

/** Largest answer read from a provider; anything bigger is refused, not buffered. */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/**
 * @typedef {object} CallOptions
 * @property {number} [timeoutMs] the whole exchange's budget
 * @property {AbortSignal} [signal] the caller giving up (e.g. the page went away)
 * @property {typeof fetch} [fetch] for tests
 */

/**
 * A request to `{baseUrl}{path}`, with the target's headers and the budget's signal.
 * @typedef {(path: string, init?: RequestInit) => Promise<Response>} Send
 */
/**
 * A JSON body of at most {@link MAX_RESPONSE_BYTES}; undefined when it is not JSON.
 * @typedef {(response: Response) => Promise<unknown>} Read
 */

/**
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
 * @param {(send: Send, read: Read) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withBudget(target, options, defaultTimeoutMs, work) {
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
