/**
 * Key handling: the saved settings are checked again before every call (they may have been edited
 * by hand), and the key goes into one place only, the `Authorization: Bearer` header of requests to
 * the base URL that passed {@link checkBaseUrl}.
 */
import { checkBaseUrl } from './base-url.mjs';
import { ProviderError, SETTINGS } from './provider-error.mjs';

/**
 * @typedef {object} ProviderConfig
 * @property {import('./base-url.mjs').AiProvider} provider
 * @property {string | null} baseUrl
 * @property {string | null} model
 */

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

/**
 * Checks the saved settings again (they may have been edited by hand) and builds the request basics.
 * @param {ProviderConfig} config
 * @param {string | null | undefined} key
 * @returns {Target}
 */
export function prepareTarget(config, key) {
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
