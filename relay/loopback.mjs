/**
 * Only the user's own machine may talk to Rumo.
 *
 * Binding 127.0.0.1 keeps other machines out, but not other websites: a page on evil.example can
 * point its own DNS name at 127.0.0.1 (DNS rebinding) and then read the app as same-origin. The
 * Host header still says evil.example in that case, so we refuse every Host that is not loopback.
 * Separately, any website can make the browser send a request to 127.0.0.1 (a form post, a
 * no-cors fetch); the browser marks those with a foreign Origin or Sec-Fetch-Site, which is
 * refused on /relay/* unless it is Rumo's own origin (port included).
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
 * Whether a browser sent this request from Rumo's own page: the Origin (when the browser gives one)
 * is the scheme, host and port this server answers at, and the browser did not mark the request as
 * coming from another site or another port of this machine (`Sec-Fetch-Site` other than
 * "same-origin"; "none" is the person typing the address). Another port of 127.0.0.1 — any local
 * dev server, or a malicious local page — is another origin: it may not use the AI key or rotate
 * the companion's token. A request with neither header comes from a non-browser client on this
 * machine, which already has the user's full access.
 * @param {import('hono').Context} c
 */
export function fromOwnOrigin(c) {
	const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
	const origin = c.req.header('origin');
	if (origin !== undefined) {
		let url;
		try {
			url = new URL(origin);
		} catch {
			return false; // the opaque origin "null" (sandboxed frames, file://)
		}
		if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host.toLowerCase() !== host) return false;
	}
	const site = c.req.header('sec-fetch-site');
	return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Refuses a request that a browser sent on behalf of another origin (cross-site request forgery,
 * or another local page on another port).
 * @returns {import('hono').MiddlewareHandler}
 */
export function ownOriginOnly() {
	return async (c, next) => {
		if (fromOwnOrigin(c)) return next();
		return problemResponse('invalid_url', 'The relay only answers the Rumo page it serves, not other websites or other local pages.', {
			status: 403,
			title: 'Forbidden'
		});
	};
}

/**
 * A page-only request that carries a body must say it is JSON: a form or a `text/plain` fetch from
 * elsewhere cannot, and a cross-origin `application/json` request needs a preflight the relay never
 * grants.
 * @returns {import('hono').MiddlewareHandler}
 */
export function jsonBodiesOnly() {
	return async (c, next) => {
		const method = c.req.method;
		const sent = c.req.header('content-length') !== undefined ? Number(c.req.header('content-length')) > 0 : c.req.raw.body !== null;
		const hasBody = (method === 'POST' || method === 'PUT' || method === 'PATCH') && sent;
		const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
		if (!hasBody || type === 'application/json') return next();
		return problemResponse('unsupported_type', 'The relay takes JSON only: send the body with content-type: application/json.', { status: 415, title: 'Unsupported type' });
	};
}
