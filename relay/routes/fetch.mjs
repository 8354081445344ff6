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

/**
 * The contract's codes for this route, with the core's titles (worker/core/http/problem.ts).
 * (relay/problem.mjs does not list these codes yet; they can move there.)
 */
const PROBLEMS = {
	validation_failed: { status: 400, title: 'The request is not valid' },
	invalid_url: { status: 400, title: 'Invalid address' },
	page_blocked: { status: 422, title: 'The page cannot be read' },
	source_unavailable: { status: 502, title: 'The source cannot be reached' }
};

/**
 * @param {keyof typeof PROBLEMS} code
 * @param {string} detail
 * @param {Array<{ path: string, message: string }>} [errors]
 */
function problem(code, detail, errors) {
	const { status, title } = PROBLEMS[code];
	const body = { type: 'about:blank', title, status, code, detail, ...(errors ? { errors } : {}) };
	return new Response(JSON.stringify(body), {
		status,
		headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store' }
	});
}

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
