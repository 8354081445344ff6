/**
 * `POST /relay/fetch` `{ "url": "https://…" }`: reads one public page or feed for the core
 * (relay/fetch/safe-fetch.mjs holds every check) →
 * `200 { "url": finalUrl, "status", "contentType", "body" }`, or problem+json with
 * `invalid_url` (400), `page_blocked` (422) or `source_unavailable` (502).
 * The Origin and body-size guards of every /relay/* route (relay/api.mjs) apply.
 */
import { Hono } from 'hono';
import { FetchError, MAX_URL_LENGTH } from '../fetch/address.mjs';
import { safeFetch } from '../fetch/safe-fetch.mjs';
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
 * @param {import('./index.mjs').RelayContext} context
 */
export default function fetchRoutes({ version }) {
	// Read once, when the relay is created.
	const allow = parseAllowlist(process.env.RUMO_RELAY_ALLOW);
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
		const url = input && typeof input === 'object' ? /** @type {{ url?: unknown }} */ (input).url : undefined;
		if (typeof url !== 'string') {
			return problem('validation_failed', 'Send the address of the page as "url".', [
				{ path: 'url', message: 'Required, a string.' }
			]);
		}
		if (url.length > MAX_URL_LENGTH) {
			return problem('invalid_url', `That address is longer than ${MAX_URL_LENGTH} characters; copy the page's address again.`);
		}
		try {
			const page = await safeFetch(url, { allow, userAgent });
			return c.json(page);
		} catch (error) {
			if (error instanceof FetchError) return problem(error.code, error.detail);
			throw error;
		}
	});
}
