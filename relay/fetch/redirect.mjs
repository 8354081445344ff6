/**
 * Following a redirect: every hop is checked like the first URL (a public site may point anywhere,
 * including this machine), and a hop to a sign-in page stops the chain, since what it would read is a
 * login form, not the posting.
 */
import { FetchError, parseTarget } from './address.mjs';
import { BLOCKED_DETAIL } from './refused-status.mjs';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** A path segment that says the site sent us to a sign-in page instead of the posting. */
const LOGIN_PATH = /(^|\/)(log-?in|sign-?in|sign_in|logon|authwall|auth|sso|checkpoint)([/._]|$)/i;

/** @param {number} status */
export function isRedirect(status) {
	return REDIRECT_STATUSES.has(status);
}

/**
 * The next URL of a redirect, checked like the first one.
 * @param {import('./address.mjs').Target} current
 * @param {string | undefined} location
 * @param {ReadonlySet<string>} allow
 */
export function nextTarget(current, location, allow) {
	if (!location) {
		throw new FetchError('source_unavailable', `${current.hostname} sent a redirect without an address; try again later, or paste the text into Rumo.`, {
			reason: 'redirect_without_location'
		});
	}
	/** @type {string} */
	let href;
	try {
		href = new URL(location, current.url).href;
	} catch {
		throw new FetchError('source_unavailable', `${current.hostname} sent a redirect Rumo cannot follow; open the page in your browser and paste its text into Rumo.`, {
			reason: 'bad_redirect'
		});
	}
	/** @type {import('./address.mjs').Target} */
	let next;
	try {
		next = parseTarget(href, { allow });
	} catch (error) {
		// The user's URL was fine; the site sent us somewhere Rumo does not go.
		if (error instanceof FetchError && error.code === 'invalid_url') {
			throw new FetchError(
				'page_blocked',
				`${current.hostname} redirected to an address Rumo does not read. Open the page in your browser, copy the job text and paste it into Rumo.`,
				{ reason: `redirect_${error.reason}` }
			);
		}
		throw error;
	}
	if (LOGIN_PATH.test(next.url.pathname)) throw new FetchError('page_blocked', BLOCKED_DETAIL, { reason: 'login' });
	return next;
}
