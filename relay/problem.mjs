/**
 * RFC 9457 problem details for the relay, in the same shape and with the same codes and titles as
 * the core (worker/core/http/problem.ts), so the page handles a relay error exactly like a core one.
 */

/**
 * The codes the relay sends so far; relay routes that need another contract code add it here,
 * with the status and title the core uses for it.
 * @satisfies {Record<string, { status: number, title: string }>}
 */
const PROBLEMS = {
	not_found: { status: 404, title: 'Not found' },
	method_not_allowed: { status: 405, title: 'Method not allowed' },
	// The contract's invalid_url is a 400; the relay also sends it with 421 for a foreign Host.
	invalid_url: { status: 400, title: 'Invalid address' },
	payload_too_large: { status: 413, title: 'Too large' },
	unsupported_type: { status: 415, title: 'Unsupported type' },
	validation_failed: { status: 400, title: 'The request is not valid' },
	// POST /relay/captures without the companion's token (the contract has no closer code).
	consent_required: { status: 403, title: 'Consent required' },
	page_blocked: { status: 422, title: 'The page cannot be read' },
	source_unavailable: { status: 502, title: 'The source cannot be reached' },
	relay_unavailable: { status: 503, title: 'The local relay is not running' },
	// The AI provider (relay/routes/ai.mjs), with the contract's statuses.
	provider_unavailable: { status: 502, title: 'AI provider unavailable' },
	key_missing: { status: 400, title: 'Key missing' },
	invalid_key: { status: 401, title: 'Invalid key' },
	provider_limit: { status: 429, title: 'Provider limit reached' },
	provider_timeout: { status: 504, title: 'Provider timed out' },
	test_failed: { status: 502, title: 'Test failed' },
	internal_error: { status: 500, title: 'Something went wrong' }
};

/** @typedef {keyof typeof PROBLEMS} RelayProblemCode */

/**
 * @param {RelayProblemCode} code
 * @param {string} detail a sentence the user can act on
 * @param {{
 *   status?: number, title?: string, headers?: Record<string, string>, errors?: Array<{ path: string, message: string }>,
 *   params?: Record<string, string | number>, members?: Record<string, unknown>
 * }} [options]
 *   `params`: values that say more than the code (e.g. `reason`), as the core's problems carry them.
 *   `status`/`title` override the code's defaults when HTTP needs a more precise status.
 *   `headers`: of this HTTP response. `members`: extension members of the body (RFC 9457 §3.2),
 *   such as the fetched page's forwarded headers; they never replace a standard member.
 * @returns {Response}
 */
export function problemResponse(code, detail, options = {}) {
	const status = options.status ?? PROBLEMS[code].status;
	const title = options.title ?? PROBLEMS[code].title;
	const body = {
		...options.members,
		type: 'about:blank',
		title,
		status,
		code,
		detail,
		...(options.errors ? { errors: options.errors } : {}),
		...(options.params ? { params: options.params } : {})
	};
	return new Response(JSON.stringify(body), {
		status,
		headers: {
			'content-type': 'application/problem+json',
			// An error describes this moment only; never let a cache replay it.
			'cache-control': 'no-store',
			...options.headers
		}
	});
}
