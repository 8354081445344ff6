/**
 * The response headers the relay's safe fetch hands to the core (relay/routes/fetch.mjs documents
 * them in its answer), each with the longest value passed on. The code-host
 * APIs say in headers what their bodies do not: the next page of a list (GitHub's and Gitea's
 * `link`, GitLab's `x-next-page` / `x-total-pages`) and when a rate limit ends (GitHub's
 * `x-ratelimit-*`, GitLab's `ratelimit-reset`, everyone's `retry-after`). A value that is longer, not
 * plain visible ASCII, or repeated as a list is dropped, never cut: a cut `link` would name a wrong
 * page. Nothing else a site answers (cookies, server details) ever reaches the core. The core
 * keeps to the same list (worker/core/platform/relay-fetch.ts, ANSWER_HEADERS; a test holds them equal).
 */
export const FORWARDED_HEADERS = Object.freeze({
	link: 2048,
	'x-next-page': 16,
	'x-total-pages': 16,
	'x-ratelimit-remaining': 16,
	'x-ratelimit-reset': 32,
	'ratelimit-reset': 32,
	'retry-after': 64
});

/** Tab, space and visible ASCII: what survives any header parser and JSON unchanged. */
const FORWARDED_VALUE = /^[\t\x20-\x7e]*$/;

/**
 * The headers of FORWARDED_HEADERS a response carries, with lower-case names and trimmed values.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {Record<string, string>}
 */
export function forwardedHeaders(headers) {
	/** @type {Record<string, string>} */
	const out = {};
	for (const [name, maxLength] of Object.entries(FORWARDED_HEADERS)) {
		const value = headers[name];
		if (typeof value !== 'string') continue;
		const trimmed = value.trim();
		if (trimmed.length <= maxLength && FORWARDED_VALUE.test(trimmed)) out[name] = trimmed;
	}
	return out;
}
