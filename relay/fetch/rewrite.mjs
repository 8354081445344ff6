/**
 * TEST ONLY: sends requests for a few known API hosts to a server a test started instead.
 *
 * `RUMO_RELAY_REWRITE=https://boards-api.greenhouse.io=http://127.0.0.1:4199/greenhouse,https://api.lever.co=http://127.0.0.1:4199/lever`
 * makes `POST /relay/fetch` read `https://api.lever.co/v0/postings/acme?mode=json` from
 * `http://127.0.0.1:4199/lever/v0/postings/acme?mode=json`, so end-to-end tests can stand a local
 * server in for Greenhouse, Lever, Ashby or Gupy. The rewritten address still goes through every
 * check of relay/fetch/safe-fetch.mjs: a loopback stand-in is reached only when its `host:port` is
 * ALSO named in RUMO_RELAY_ALLOW. Only the first URL is rewritten, never a redirect target.
 *
 * Never set it when running Rumo for real. Unset (the default), nothing is rewritten.
 */

/**
 * @typedef {object} Rewrite
 * @property {string} from an origin (`https://api.lever.co`): scheme, lower-case host and a port
 *   only when it is not the scheme's default
 * @property {string} to an http(s) origin with an optional path prefix, without a trailing slash
 *   (`http://127.0.0.1:4199/lever`)
 */

/**
 * @param {string} text
 * @returns {URL | null} an http(s) URL without user name or password, or null
 */
function httpUrl(text) {
	/** @type {URL} */
	let url;
	try {
		url = new URL(text);
	} catch {
		return null;
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
	if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
	// A query or a fragment is not part of an origin or a path prefix; `?` or `#` alone counts too.
	if (url.search !== '' || url.hash !== '' || /[?#]/.test(text)) return null;
	return url;
}

/**
 * The rewrites an env value names, in order; malformed entries are ignored. An entry is
 * `from=to`: `from` an http(s) origin (a trailing `/` is fine; any other path, a query, a fragment
 * or a user name makes the entry malformed), `to` an http(s) origin with an optional path prefix.
 * @param {string | undefined} value
 * @returns {Rewrite[]}
 */
export function parseRewrites(value) {
	/** @type {Rewrite[]} */
	const rewrites = [];
	for (const entry of (value ?? '').split(',')) {
		const separator = entry.indexOf('=');
		if (separator === -1) continue;
		const from = httpUrl(entry.slice(0, separator).trim());
		const to = httpUrl(entry.slice(separator + 1).trim());
		if (!from || !to || from.pathname !== '/') continue;
		rewrites.push({ from: from.origin, to: `${to.origin}${to.pathname.replace(/\/+$/, '')}` });
	}
	return rewrites;
}

/**
 * `url` with its origin replaced by the first rewrite whose `from` is exactly that origin (the URL
 * parser lower-cases the host and drops a default port, so `HTTPS://API.Lever.co:443` matches
 * `https://api.lever.co`, while `https://api.lever.co.evil.example` does not); the path, query and
 * fragment follow the `to` prefix. Any other URL, one that does not parse, or one carrying a user
 * name or password (refused later by the address checks, never made valid here) comes back unchanged.
 * @param {string} url
 * @param {readonly Rewrite[]} rewrites
 * @returns {string}
 */
export function rewriteUrl(url, rewrites) {
	if (rewrites.length === 0 || typeof url !== 'string') return url;
	/** @type {URL} */
	let parsed;
	try {
		parsed = new URL(url.trim());
	} catch {
		return url;
	}
	if (parsed.username !== '' || parsed.password !== '') return url;
	const rewrite = rewrites.find((candidate) => candidate.from === parsed.origin);
	if (!rewrite) return url;
	return `${rewrite.to}${parsed.pathname}${parsed.search}${parsed.hash}`;
}
