/**
 * Every way a provider call can fail, as a {@link ProviderError} with a contract code and a sentence
 * a person can act on. The sentence is shown to the person, so it names the server and the setting
 * to change, and never holds the key, the thrown network error or anything from a provider's body.
 */

/** @typedef {import('./provider-target.mjs').Target} Target */

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

export const SETTINGS = 'Settings → AI and Providers';

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
export function networkError(error, target, budget) {
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
export function statusError(response, target) {
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
export function garbageError(target) {
	return new ProviderError(
		'test_failed',
		`${target.label} answered, but not like an OpenAI-compatible API. Check that the base URL ends in /v1 (e.g. http://127.0.0.1:11434/v1).`,
		{ reason: 'shape' }
	);
}
