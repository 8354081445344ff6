/**
 * Which answers the relay refuses, and with which contract code: the core tells a page that needs
 * a login (page_blocked, the person should paste the text) from a site that is down or a posting
 * that closed (source_unavailable) by the code alone.
 */
import { FetchError } from './address.mjs';
import { forwardedHeaders } from './forwarded-headers.mjs';

/** Answers that mean "not for a robot / not without an account". */
const BLOCKED_STATUSES = new Set([401, 403, 407, 429, 451]);

export const BLOCKED_DETAIL =
	'This page could not be read automatically (it may need a login or block robots). ' +
	'Open it in your browser, copy the job text and paste it into Rumo.';

/**
 * Refuses every answer that is not a 2xx.
 *  - 401/403/407/429/451 (and other 4xx): the site does not let robots read it → page_blocked.
 *  - 404/410: there is no page at this address (often a closed posting) → source_unavailable,
 *    with a sentence that says so.
 *  - 5xx and anything odd (1xx, 3xx without a usable redirect, a 304 to a request that was not
 *    conditional): the site is not answering properly → source_unavailable.
 * Each carries `reason: status_NNN` and the forwarded headers (a 429's `retry-after`, a code host's
 * rate-limit reset), so the core can tell a missing board from a down host, or say when to try again.
 * @param {number} status
 * @param {string} hostname
 * @param {import('node:http').IncomingMessage} response
 */
export function checkStatus(status, hostname, response) {
	if (status >= 200 && status < 300) return;
	const headers = forwardedHeaders(response.headers);
	response.destroy();
	if (status === 404 || status === 410) {
		throw new FetchError(
			'source_unavailable',
			`There is no page at this address on ${hostname} any more (HTTP ${status}); the posting may have closed. Check the link, or paste the job text into Rumo.`,
			{ reason: `status_${status}`, headers }
		);
	}
	if (BLOCKED_STATUSES.has(status) || (status >= 400 && status < 500)) {
		throw new FetchError('page_blocked', BLOCKED_DETAIL, { reason: `status_${status}`, headers });
	}
	throw new FetchError(
		'source_unavailable',
		`${hostname} is not answering properly right now (HTTP ${status}); try again later, or paste the text into Rumo.`,
		{ reason: `status_${status}`, headers }
	);
}
