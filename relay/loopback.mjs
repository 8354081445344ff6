/**
 * Only the user's own machine may talk to Rumo.
 *
 * Binding 127.0.0.1 keeps other machines out, but not other websites: a page on evil.example can
 * point its own DNS name at 127.0.0.1 (DNS rebinding) and then read the app as same-origin. The
 * Host header still says evil.example in that case, so we refuse every Host that is not loopback.
 * Separately, any website can make the browser send a request to 127.0.0.1 (a form post, a
 * no-cors fetch); the browser marks those with a foreign Origin, which is refused on /relay/*.
 */
import { problemResponse } from './problem.mjs';

/** Hostnames (lower case, brackets kept for IPv6) that always mean "this machine". */
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * True for `127.0.0.1`, `localhost` or `[::1]`, with or without a port.
 * @param {string | null | undefined} host a Host header value (`name[:port]`)
 */
export function isLoopbackHost(host) {
	if (!host) return false;
	const match = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
	if (!match) return false;
	const [, hostname, port] = match;
	if (port !== undefined && Number(port) > 65535) return false;
	return LOOPBACK_HOSTNAMES.has(hostname);
}

/**
 * True when an Origin header names a loopback http(s) origin, on any port (the dev server on
 * another port may proxy /relay/* here).
 * @param {string} origin
 */
export function isLoopbackOrigin(origin) {
	let url;
	try {
		url = new URL(origin);
	} catch {
		return false; // includes the opaque origin "null" (sandboxed frames, file://)
	}
	return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.host);
}

/**
 * Refuses a request whose Host is not loopback (DNS rebinding).
 * @returns {import('hono').MiddlewareHandler}
 */
export function loopbackHostOnly() {
	return async (c, next) => {
		// Node always has a Host header; a Request built in-process (tests) carries it in the URL.
		const host = c.req.header('host') ?? new URL(c.req.url).host;
		if (isLoopbackHost(host)) return next();
		return problemResponse(
			'invalid_url',
			'Rumo only answers at http://127.0.0.1 or http://localhost on this computer; open it from that address.',
			{ status: 421, title: 'Misdirected Request' }
		);
	};
}

/**
 * Refuses a request that a browser sent on behalf of another website (cross-site request forgery).
 * Requests without an Origin header come from the page itself (same-origin GET) or from a non-browser
 * client on this machine, which already has the user's full access.
 * @returns {import('hono').MiddlewareHandler}
 */
export function loopbackOriginOnly() {
	return async (c, next) => {
		const origin = c.req.header('origin');
		if (origin === undefined || isLoopbackOrigin(origin)) return next();
		return problemResponse(
			'invalid_url',
			'The relay only answers the Rumo page served from 127.0.0.1 or localhost, not other websites.',
			{ status: 403, title: 'Forbidden' }
		);
	};
}
