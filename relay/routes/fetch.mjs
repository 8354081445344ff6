/**
 * `POST /relay/fetch`: reads one public page or feed for the core (relay/fetch/safe-fetch.mjs holds
 * every check).
 *
 * Request: `{ "url": "https://…", "etag"?: string, "lastModified"?: string }`. `etag` (at most 512
 * characters) and `lastModified` (at most 100) are the values an earlier answer gave for the same
 * URL; they go out as If-None-Match / If-Modified-Since. `null` or an empty string means "none".
 *
 * Answer: `200 { "url": finalUrl, "status", "contentType", "body", "notModified", "etag",
 * "lastModified", "headers" }`:
 *  - a page: `status` 2xx, `notModified: false`, `etag` / `lastModified` the response's ETag /
 *    Last-Modified headers or null;
 *  - nothing changed since `etag` / `lastModified`: `status: 304`, `notModified: true`,
 *    `contentType: ""`, `body: ""`, and the current `etag` / `lastModified` (the ones sent when the
 *    304 repeats neither). A 304 to a request without `etag` or `lastModified` is an error.
 *  - `headers`: a fixed allow-list of the response's headers, and nothing else ever:
 *    `link`, `x-next-page`, `x-total-pages` (the code hosts page their lists by them),
 *    `x-ratelimit-remaining`, `x-ratelimit-reset`, `ratelimit-reset` and `retry-after` (when a rate
 *    limit ends). Names lower-case, values strings of at most a few dozen characters (`link` 2048),
 *    visible ASCII only; a value over its limit is left out, never cut (relay/fetch/
 *    forwarded-headers.mjs). `{}` when the response has none of them.
 * Errors are problem+json: `validation_failed` (400, with `errors[{ path, message }]`),
 * `invalid_url` (400), `page_blocked` (422) or `source_unavailable` (502). When the site answered
 * with a status Rumo does not read, `params.reason` is `status_NNN` and the problem carries the same
 * `headers` member as a page (a 429's `retry-after`, a 403's `x-ratelimit-reset`).
 * The Origin and body-size guards of every /relay/* route (relay/api.mjs) apply.
 */
import { Hono } from 'hono';
import { FetchError, MAX_URL_LENGTH } from '../fetch/address.mjs';
import { parseRewrites, rewriteUrl } from '../fetch/rewrite.mjs';
import { MAX_ETAG_LENGTH, MAX_LAST_MODIFIED_LENGTH, isValidatorValue, safeFetch } from '../fetch/safe-fetch.mjs';
import { problemResponse } from '../problem.mjs';

/**
 * @param {'validation_failed' | 'invalid_url' | 'page_blocked' | 'source_unavailable'} code
 * @param {string} detail
 * @param {Array<{ path: string, message: string }>} [errors]
 */
const problem = (code, detail, errors) => problemResponse(code, detail, { errors });

/**
 * TEST ONLY. `RUMO_RELAY_ALLOW=127.0.0.1:43123,127.0.0.1:43124` exempts those exact `host:port`
 * pairs from the public-address check, so end-to-end tests can fetch from servers they start on
 * loopback. Unset (the default), nothing is exempt and loopback is refused like any private address.
 * Never set it when running Rumo for real.
 * @param {string | undefined} value
 * @returns {Set<string>}
 */
export function parseAllowlist(value) {
	return new Set(
		(value ?? '')
			.split(',')
			.map((entry) => entry.trim().toLowerCase())
			.filter((entry) => /^(\[[0-9a-f:.]+\]|[^:[\]\s]+):\d{1,5}$/.test(entry))
	);
}

/**
 * Checks an optional validator field: absent, null or "" → undefined (none); a string within the
 * limit → itself; anything else → an error for `errors`.
 * @param {unknown} value
 * @param {string} path
 * @param {number} maxLength
 * @param {Array<{ path: string, message: string }>} errors
 * @returns {string | undefined}
 */
function optionalValidator(value, path, maxLength, errors) {
	if (value === undefined || value === null || value === '') return undefined;
	if (typeof value !== 'string') {
		errors.push({ path, message: 'Optional, a string.' });
	} else if (value.length > maxLength) {
		errors.push({ path, message: `At most ${maxLength} characters.` });
	} else if (!isValidatorValue(value, maxLength)) {
		errors.push({ path, message: 'Contains characters a header cannot carry.' });
	} else {
		return value;
	}
	return undefined;
}

/**
 * The URL as safeFetch reports it when no redirect happened (no fragment), for comparing.
 * @param {string} url
 */
function withoutFragment(url) {
	try {
		const parsed = new URL(url.trim());
		parsed.hash = '';
		return parsed.href;
	} catch {
		return url;
	}
}

/**
 * @param {import('./index.mjs').RelayContext} context
 */
export default function fetchRoutes({ version }) {
	// Read once, when the relay is created.
	const allow = parseAllowlist(process.env.RUMO_RELAY_ALLOW);
	// TEST ONLY (relay/fetch/rewrite.mjs): known API hosts answered by a test's server. Never set it
	// when running Rumo for real; the stand-in must also be in RUMO_RELAY_ALLOW to be reachable.
	const rewrites = parseRewrites(process.env.RUMO_RELAY_REWRITE);
	const userAgent = `Rumo/${version} (local career assistant)`;

	return new Hono().post('/fetch', async (c) => {
		/** @type {unknown} */
		let input;
		try {
			input = await c.req.json();
		} catch {
			return problem('validation_failed', 'Send JSON like { "url": "https://…" }.', [
				{ path: 'url', message: 'The body is not JSON.' }
			]);
		}
		const fields = /** @type {{ url?: unknown, etag?: unknown, lastModified?: unknown }} */ (
			input && typeof input === 'object' ? input : {}
		);
		const { url } = fields;
		/** @type {Array<{ path: string, message: string }>} */
		const errors = [];
		if (typeof url !== 'string') errors.push({ path: 'url', message: 'Required, a string.' });
		const ifNoneMatch = optionalValidator(fields.etag, 'etag', MAX_ETAG_LENGTH, errors);
		const ifModifiedSince = optionalValidator(fields.lastModified, 'lastModified', MAX_LAST_MODIFIED_LENGTH, errors);
		if (typeof url !== 'string' || errors.length > 0) {
			const detail =
				typeof url !== 'string'
					? 'Send the address of the page as "url".'
					: 'Send "etag" and "lastModified" only as the strings an earlier answer gave.';
			return problem('validation_failed', detail, errors);
		}
		if (url.length > MAX_URL_LENGTH) {
			return problem('invalid_url', `That address is longer than ${MAX_URL_LENGTH} characters; copy the page's address again.`);
		}
		const target = rewriteUrl(url, rewrites);
		try {
			const page = await safeFetch(target, { allow, userAgent, ifNoneMatch, ifModifiedSince });
			// A rewritten URL that was not redirected: the core sees the address it asked for, not
			// the test's stand-in. (Redirect targets are never rewritten, so they are reported as is.)
			if (target !== url && page.url === withoutFragment(target)) return c.json({ ...page, url: withoutFragment(url) });
			return c.json(page);
		} catch (error) {
			// The reason (status_404, timeout, content_type…) lets the core tell a missing board from a down host.
			if (error instanceof FetchError) {
				return problemResponse(error.code, error.detail, {
					...(error.reason ? { params: { reason: error.reason } } : {}),
					...(error.headers ? { members: { headers: error.headers } } : {})
				});
			}
			throw error;
		}
	});
}
