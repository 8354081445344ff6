/**
 * The one cross-origin exception of the relay: the bookmarklet runs inside job sites, and the
 * extension posts from its own origin, so `POST /relay/captures` (and its preflight) must accept
 * requests from other origins. Nothing else may: relay/api.mjs skips its Origin guard for exactly
 * these requests (isCompanionRequest) and keeps it for every other /relay route, including
 * GET /relay/captures and GET /relay/captures/token.
 *
 * This is safe because a capture needs the per-install token (relay/captures/token.mjs), which
 * travels in a header, so every cross-origin POST is preflighted and a plain form post cannot
 * carry it; no cookies are involved (no Access-Control-Allow-Credentials).
 */
import { problemResponse } from '../problem.mjs';

export const CAPTURES_PATH = '/relay/captures';

/** Web pages (the bookmarklet) and browser extensions; not the opaque origin "null". */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'chrome-extension:', 'moz-extension:', 'safari-web-extension:']);

/**
 * @param {string} origin an Origin header value
 */
export function isCompanionOrigin(origin) {
	try {
		return ALLOWED_SCHEMES.has(new URL(origin).protocol);
	} catch {
		return false;
	}
}

/**
 * `POST /relay/captures` or `OPTIONS /relay/captures`, the requests other origins may make.
 * @param {import('hono').Context} c
 */
export function isCompanionRequest(c) {
	return c.req.path === CAPTURES_PATH && (c.req.method === 'POST' || c.req.method === 'OPTIONS');
}

/**
 * @param {string} origin
 * @param {boolean} privateNetwork the preflight asked (Chrome's Private Network Access) to reach 127.0.0.1
 * @returns {Record<string, string>}
 */
function corsHeaders(origin, privateNetwork) {
	return {
		'access-control-allow-origin': origin,
		'access-control-allow-methods': 'POST',
		'access-control-allow-headers': 'content-type, authorization, x-rumo-token',
		'access-control-max-age': '600',
		...(privateNetwork ? { 'access-control-allow-private-network': 'true' } : {})
	};
}

/**
 * Answers the preflight of `POST /relay/captures` and adds the CORS headers to its answer (errors
 * included, so the bookmarklet can tell the user what went wrong). Other requests pass untouched.
 * @returns {import('hono').MiddlewareHandler}
 */
export function companionCors() {
	return async (c, next) => {
		if (!isCompanionRequest(c)) return next();
		const origin = c.req.header('origin');
		if (origin !== undefined && !isCompanionOrigin(origin)) {
			return problemResponse(
				'invalid_url',
				'Captures can only be sent from a web page (http or https) or a browser extension.',
				{ status: 403, title: 'Forbidden', headers: { vary: 'Origin' } }
			);
		}
		/** @type {Record<string, string>} */
		const headers = origin
			? corsHeaders(origin, c.req.header('access-control-request-private-network') === 'true')
			: {};
		if (c.req.method === 'OPTIONS') {
			return new Response(null, { status: 204, headers: { ...headers, vary: 'Origin' } });
		}
		await next();
		for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
		c.res.headers.append('vary', 'Origin');
	};
}
