/**
 * Conditional requests: the ETag / Last-Modified an earlier answer gave go out again as
 * If-None-Match / If-Modified-Since, so a feed that has not changed costs a 304 and no body.
 * The same rules decide what may go out and what is handed back, so a value the relay returns can
 * always be sent next time.
 */

/** The longest ETag / Last-Modified value sent as a validator, or returned as one. */
export const MAX_ETAG_LENGTH = 512;
export const MAX_LAST_MODIFIED_LENGTH = 100;

/**
 * Characters Node accepts in a header value (tab, visible ASCII, space, obs-text); CR, LF and other
 * control characters could split the request, so they are never sent.
 */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Whether `value` can go out as a validator header: a non-empty string of at most `maxLength`
 * header-safe characters.
 * @param {unknown} value
 * @param {number} maxLength
 * @returns {value is string}
 */
export function isValidatorValue(value, maxLength) {
	return typeof value === 'string' && value !== '' && value.length <= maxLength && HEADER_VALUE.test(value);
}

/**
 * A validator header as the caller may send it back next time, or null (absent, empty, too long, or
 * with characters that cannot go out in a header).
 * @param {string | string[] | undefined} header
 * @param {number} maxLength
 * @returns {string | null}
 */
export function validator(header, maxLength) {
	return isValidatorValue(header, maxLength) ? header : null;
}

/**
 * The If-None-Match / If-Modified-Since headers for the validators the caller gave, only those.
 * @param {string | undefined} ifNoneMatch
 * @param {string | undefined} ifModifiedSince
 * @returns {Record<string, string>} `{}` for an unconditional request
 * @throws {TypeError} for a value that is not a valid validator: a caller's mistake (the route
 *   validates them first), so it is thrown before any network access
 */
export function conditionalHeaders(ifNoneMatch, ifModifiedSince) {
	if (ifNoneMatch !== undefined && !isValidatorValue(ifNoneMatch, MAX_ETAG_LENGTH)) {
		throw new TypeError(`ifNoneMatch must be a non-empty header-safe string of at most ${MAX_ETAG_LENGTH} characters`);
	}
	if (ifModifiedSince !== undefined && !isValidatorValue(ifModifiedSince, MAX_LAST_MODIFIED_LENGTH)) {
		throw new TypeError(`ifModifiedSince must be a non-empty header-safe string of at most ${MAX_LAST_MODIFIED_LENGTH} characters`);
	}
	return {
		...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
		...(ifModifiedSince === undefined ? {} : { 'if-modified-since': ifModifiedSince })
	};
}
