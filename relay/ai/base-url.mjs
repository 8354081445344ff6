/**
 * Which base URLs an AI provider may have. Pure: no network, no DNS.
 *
 * - `local` (Ollama, LM Studio, llama.cpp…): http or https on this computer only — 127.0.0.0/8,
 *   `localhost` or `[::1]`. E.g. Ollama `http://127.0.0.1:11434/v1`, LM Studio `http://127.0.0.1:1234/v1`.
 * - `openai-compatible`: https, except on this computer where http is allowed too (a local gateway).
 *   A literal IP must be public or loopback: private, link-local, metadata and other special
 *   addresses are refused. A host NAME is not resolved here: the user typed it on purpose, and what
 *   it resolves to is their network's business (documented limit).
 * - Never a user name or password in the URL (the key travels only in the Authorization header),
 *   never a query or fragment (the client appends `/models` and `/chat/completions` to the path).
 */
import { isIP } from 'node:net';
import { MAX_URL_LENGTH, classifyAddress } from '../fetch/address.mjs';

/** @typedef {'none' | 'local' | 'openai-compatible'} AiProvider */

export const PROVIDERS = /** @type {const} */ (['none', 'local', 'openai-compatible']);

/** Where Ollama listens by default; what `local` uses when no base URL is given. */
export const DEFAULT_LOCAL_BASE_URL = 'http://127.0.0.1:11434/v1';

/**
 * @typedef {{ ok: true, url: URL, baseUrl: string, loopback: boolean }
 *   | { ok: false, message: string }} BaseUrlCheck
 *   `baseUrl`: the canonical text to store (no trailing slash); `message`: a sentence for the
 *   person, naming at most the host they typed
 */

/**
 * Whether a host (as `URL.hostname` gives it, IPv6 still in brackets) is this computer.
 * @param {string} hostname
 */
export function isLoopbackHostname(hostname) {
	const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
	if (host === 'localhost') return true;
	return isIP(host) !== 0 && classifyAddress(host).reason === 'loopback';
}

/**
 * @param {'local' | 'openai-compatible'} provider
 * @param {unknown} value the base URL as the user typed it
 * @returns {BaseUrlCheck}
 */
export function checkBaseUrl(provider, value) {
	if (typeof value !== 'string' || value.trim() === '') {
		return { ok: false, message: 'Give the base URL of the AI server, e.g. http://127.0.0.1:11434/v1.' };
	}
	const text = value.trim();
	if (text.length > MAX_URL_LENGTH) {
		return { ok: false, message: `The base URL is longer than ${MAX_URL_LENGTH} characters; copy it again from the provider's documentation.` };
	}
	/** @type {URL} */
	let url;
	try {
		url = new URL(text);
	} catch {
		return { ok: false, message: 'That is not a web address; give one starting with https:// (or http:// for a server on this computer).' };
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		return { ok: false, message: 'The base URL must start with https:// (or http:// for a server on this computer).' };
	}
	if (url.username !== '' || url.password !== '') {
		return {
			ok: false,
			message: 'The base URL carries a user name or password; remove the part before @ and put the key in the key field.'
		};
	}
	if (url.search !== '' || url.hash !== '' || text.endsWith('?') || text.endsWith('#')) {
		return { ok: false, message: 'The base URL must not have a ? or # part; give it as the provider documents it, e.g. https://api.example.com/v1.' };
	}
	if (url.hostname === '') {
		return { ok: false, message: 'The base URL has no host name; give the full address.' };
	}
	if (url.port === '0') return { ok: false, message: 'The base URL has port 0, which no server uses; check the port.' };

	const loopback = isLoopbackHostname(url.hostname);
	if (provider === 'local') {
		if (!loopback) {
			return {
				ok: false,
				message:
					'A local provider must run on this computer (127.0.0.1, localhost or [::1]), e.g. http://127.0.0.1:11434/v1 for Ollama ' +
					'or http://127.0.0.1:1234/v1 for LM Studio. For a server elsewhere choose "OpenAI-compatible".'
			};
		}
	} else {
		if (url.protocol === 'http:' && !loopback) {
			return {
				ok: false,
				message: 'The key would travel unencrypted: the base URL must start with https:// (http:// is only for a server on this computer).'
			};
		}
		const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
		if (!loopback && isIP(host) !== 0 && !classifyAddress(host).allowed) {
			return {
				ok: false,
				message: `${host} is a private or reserved network address. Give the provider's public https:// address, or choose "Local" for a server on this computer.`
			};
		}
	}
	const baseUrl = url.href.replace(/\/+$/, '');
	return { ok: true, url: new URL(baseUrl), baseUrl, loopback };
}

/**
 * The origin (`scheme://host:port`) a stored key is bound to, or null for an unusable URL.
 * @param {string | null | undefined} baseUrl
 */
export function originOf(baseUrl) {
	if (!baseUrl) return null;
	try {
		return new URL(baseUrl).origin;
	} catch {
		return null;
	}
}
