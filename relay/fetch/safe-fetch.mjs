/**
 * Reads one public page or feed for the core, and nothing else (server-side request forgery guard).
 *
 * - http and https only; no user name or password in the URL (relay/fetch/address.mjs).
 * - The host is resolved first and EVERY address DNS returns is checked; if any one is not public
 *   the page is refused. (Picking only the public ones would let a name that mixes a public and a
 *   private address, a common DNS-rebinding setup, still be fetched; a real public site never
 *   publishes a private address, so refusing costs nothing.)
 * - The connection goes to the checked address and nowhere else: the socket is opened on that IP
 *   (no second DNS lookup that a rebinding server could answer differently), while the Host header,
 *   TLS SNI and certificate check keep using the host name (pinned-connection.mjs).
 * - At most 3 redirects, each one checked like the first URL; a redirect to a login page stops
 *   (redirect.mjs).
 * - One 10 s budget for the whole exchange (DNS, connect, every redirect, the body).
 * - At most 2 MB, counted on the bytes received AND on the decompressed bytes (zip bombs;
 *   size-limited-body.mjs).
 * - Only HTML, XML, JSON, feed and plain-text types (readable-type.mjs). No cookies or credentials are
 *   ever sent or kept, no connection is reused (no agent), no proxy is used, and the User-Agent names the app.
 * - Conditional requests (feeds re-read every round; conditional-request.mjs): given `ifNoneMatch` /
 *   `ifModifiedSince` (the `etag` / `lastModified` an earlier answer gave), they go out as If-None-Match /
 *   If-Modified-Since, on every hop of a redirect chain (the validators belong to the final URL),
 *   and a 304 answer is returned as `notModified` without reading a body. A 304 to a request that
 *   sent neither header is not an answer Rumo asked for and stays an error (source_unavailable,
 *   like any other non-2xx that is not a redirect: refused-status.mjs).
 * - Response headers: only the few of FORWARDED_HEADERS (forwarded-headers.mjs: paging and rate
 *   limits of the code-host APIs) are handed back, on a page, a 304 and a refused status alike; every other header stays here.
 */
import http from 'node:http';
import https from 'node:https';
import { FetchError, parseTarget } from './address.mjs';
import { MAX_ETAG_LENGTH, MAX_LAST_MODIFIED_LENGTH, conditionalHeaders, isValidatorValue, validator } from './conditional-request.mjs';
import { decodeText } from './decode-text.mjs';
import { forwardedHeaders } from './forwarded-headers.mjs';
import { connectPinned, resolveTarget, systemLookup } from './pinned-connection.mjs';
import { readableEssence, readableType } from './readable-type.mjs';
import { isRedirect, nextTarget } from './redirect.mjs';
import { checkStatus } from './refused-status.mjs';
import { decompress, readRaw } from './size-limited-body.mjs';

export { FetchError } from './address.mjs';
export { MAX_ETAG_LENGTH, MAX_LAST_MODIFIED_LENGTH, isValidatorValue } from './conditional-request.mjs';
export { decodeText } from './decode-text.mjs';
export { connectPinned } from './pinned-connection.mjs';

/** @typedef {import('./pinned-connection.mjs').ResolvedAddress} ResolvedAddress */
/** @typedef {import('./pinned-connection.mjs').ConnectOptions} ConnectOptions */

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;
export const DEFAULT_USER_AGENT = 'Rumo (local career assistant)';

const ACCEPT =
	'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.8,' +
	'application/rss+xml,application/atom+xml,application/feed+json,text/xml;q=0.8,text/plain;q=0.5';

/**
 * @typedef {object} SafeFetchOptions
 * @property {ReadonlySet<string>} [allow] TEST ONLY: `host:port` pairs exempt from the address
 *   check (e.g. `127.0.0.1:43123`, a server the test started). Empty by default.
 * @property {number} [timeoutMs] for the whole exchange, redirects included
 * @property {number} [maxBytes] for the body, before and after decompression
 * @property {number} [maxRedirects]
 * @property {string} [userAgent]
 * @property {(hostname: string) => Promise<ResolvedAddress[]>} [lookup] DNS; tests inject a fake so
 *   that no test asks real DNS
 * @property {(options: ConnectOptions) => import('node:net').Socket} [connect] opens the socket;
 *   tests wrap it to prove where connections go
 * @property {string | Buffer | Array<string | Buffer>} [ca] TEST ONLY: extra trusted certificates
 * @property {string} [ifNoneMatch] sent as If-None-Match (an `etag` an earlier answer gave); must
 *   pass {@link isValidatorValue} with {@link MAX_ETAG_LENGTH}
 * @property {string} [ifModifiedSince] sent as If-Modified-Since (a `lastModified` an earlier
 *   answer gave); must pass {@link isValidatorValue} with {@link MAX_LAST_MODIFIED_LENGTH}
 */

/**
 * @typedef {object} FetchedPage
 * @property {string} url the final URL, after redirects
 * @property {number} status 2xx, or 304 when `notModified`
 * @property {string} contentType the media type without parameters (the body is already decoded);
 *   `''` when `notModified`
 * @property {string} body `''` when `notModified`
 * @property {boolean} notModified true for a 304 to a conditional request: the copy the caller
 *   already has is current
 * @property {string | null} etag the ETag header, or null (also null when it is longer than
 *   {@link MAX_ETAG_LENGTH} or could not be sent back); on a 304 without one, the `ifNoneMatch` sent
 * @property {string | null} lastModified the Last-Modified header, or null (same rules, with
 *   {@link MAX_LAST_MODIFIED_LENGTH}); on a 304 without one, the `ifModifiedSince` sent
 * @property {Record<string, string>} headers the response's headers of FORWARDED_HEADERS
 *   (lower-case names), `{}` when it has none of them
 */

/**
 * Fetches a public page or feed with every check described at the top of this file.
 * @param {string} urlString
 * @param {SafeFetchOptions} [options]
 * @returns {Promise<FetchedPage>}
 * @throws {FetchError} `invalid_url`, `page_blocked` or `source_unavailable`
 * @throws {TypeError} for an `ifNoneMatch` / `ifModifiedSince` that is not a valid validator
 *   (a caller's mistake; the route validates them first), before any network access
 */
export async function safeFetch(urlString, options = {}) {
	const {
		allow = new Set(),
		timeoutMs = DEFAULT_TIMEOUT_MS,
		maxBytes = DEFAULT_MAX_BYTES,
		maxRedirects = DEFAULT_MAX_REDIRECTS,
		userAgent = DEFAULT_USER_AGENT,
		lookup = systemLookup,
		connect = connectPinned,
		ca,
		ifNoneMatch,
		ifModifiedSince
	} = options;
	const conditional = conditionalHeaders(ifNoneMatch, ifModifiedSince);
	const isConditional = ifNoneMatch !== undefined || ifModifiedSince !== undefined;

	let target = parseTarget(urlString, { allow });
	const controller = new AbortController();
	const { signal } = controller;
	const timer = setTimeout(() => controller.abort(), timeoutMs);
	try {
		for (let redirects = 0; ; redirects += 1) {
			const pinned = await resolveTarget(target, { allow, lookup, signal });
			const response = await send(target, pinned, { userAgent, connect, ca, signal, conditional });
			const { statusCode = 0 } = response;

			if (isRedirect(statusCode)) {
				const location = response.headers.location;
				response.destroy();
				if (redirects >= maxRedirects) {
					throw new FetchError(
						'source_unavailable',
						`${target.hostname} kept redirecting (more than ${maxRedirects} times); open the page in your browser and paste its text into Rumo.`,
						{ reason: 'too_many_redirects' }
					);
				}
				target = nextTarget(target, location, allow);
				continue;
			}

			// Only an answer to the question asked: a 304 to an unconditional request falls through to
			// checkStatus and is refused like any other odd status.
			if (statusCode === 304 && isConditional) {
				const etag = validator(response.headers.etag, MAX_ETAG_LENGTH) ?? ifNoneMatch ?? null;
				const lastModified = validator(response.headers['last-modified'], MAX_LAST_MODIFIED_LENGTH) ?? ifModifiedSince ?? null;
				response.destroy(); // a 304 has no body; nothing is read
				return { url: target.url.href, status: 304, contentType: '', body: '', notModified: true, etag, lastModified, headers: forwardedHeaders(response.headers) };
			}

			checkStatus(statusCode, target.hostname, response);
			const contentType = readableType(response, target.hostname);
			const raw = await readRaw(response, maxBytes, target.hostname);
			const bytes = await decompress(raw, response.headers['content-encoding'], maxBytes, target.hostname);
			const essence = readableEssence(contentType, bytes, target.hostname);
			return {
				url: target.url.href,
				status: statusCode,
				contentType: essence,
				body: decodeText(bytes, response.headers['content-type'] ?? '', essence),
				notModified: false,
				etag: validator(response.headers.etag, MAX_ETAG_LENGTH),
				lastModified: validator(response.headers['last-modified'], MAX_LAST_MODIFIED_LENGTH),
				headers: forwardedHeaders(response.headers)
			};
		}
	} catch (error) {
		if (signal.aborted) {
			throw new FetchError(
				'source_unavailable',
				`${target.hostname} did not answer within ${formatSeconds(timeoutMs)}; try again later, or paste the text into Rumo.`,
				{ reason: 'timeout', cause: error }
			);
		}
		if (error instanceof FetchError) throw error;
		throw networkError(error, target.hostname);
	} finally {
		clearTimeout(timer);
	}
}

/**
 * @param {number} ms
 */
function formatSeconds(ms) {
	const seconds = Math.round(ms / 100) / 10;
	return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * One GET on a fresh connection to the pinned address; resolves with the response head.
 * @param {import('./address.mjs').Target} target
 * @param {ResolvedAddress} pinned
 * @param {{ userAgent: string, connect: (options: ConnectOptions) => import('node:net').Socket, ca: SafeFetchOptions['ca'], signal: AbortSignal, conditional: Record<string, string> }} options
 *   `conditional`: If-None-Match / If-Modified-Since, only those the caller gave
 * @returns {Promise<import('node:http').IncomingMessage>}
 */
function send(target, pinned, { userAgent, connect, ca, signal, conditional }) {
	const { url, protocol, hostname, port, literal } = target;
	/** @type {ConnectOptions} */
	const connectOptions = { protocol, address: pinned.address, port, servername: literal ? undefined : hostname, ca };
	return new Promise((resolve, reject) => {
		const request = (protocol === 'https:' ? https : http).request({
			protocol,
			hostname,
			port,
			method: 'GET',
			path: `${url.pathname}${url.search}`,
			// Exactly these headers (plus the validators the caller gave): no Cookie, no Authorization,
			// nothing from the user's browser.
			headers: {
				host: url.host,
				'user-agent': userAgent,
				accept: ACCEPT,
				'accept-encoding': 'gzip, deflate, br',
				...conditional
			},
			// No agent: a fresh socket for every request, closed afterwards, never shared.
			createConnection: () => connect(connectOptions),
			signal
		});
		request.once('response', resolve);
		request.once('error', reject);
		request.end();
	});
}

/**
 * A network failure as a contract error; the detail names the host, never an address.
 * @param {unknown} error
 * @param {string} hostname
 */
function networkError(error, hostname) {
	const code = String(/** @type {any} */ (error)?.code ?? '');
	if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') {
		return new FetchError('source_unavailable', `Rumo could not find ${hostname}; check the address and your internet connection.`, {
			reason: 'dns',
			cause: error
		});
	}
	if (/CERT|TLS|SSL|ERR_OSSL|HOSTNAME_MISMATCH|SELF_SIGNED/i.test(code)) {
		return new FetchError(
			'source_unavailable',
			`${hostname} did not prove it is the real site (its secure connection failed); Rumo did not read it. Open it in your browser and paste the text into Rumo.`,
			{ reason: 'tls', cause: error }
		);
	}
	if (code.startsWith('HPE_')) {
		return new FetchError('source_unavailable', `${hostname} sent an answer Rumo cannot read; try again later, or paste the text into Rumo.`, {
			reason: 'protocol',
			cause: error
		});
	}
	return new FetchError('source_unavailable', `Rumo could not connect to ${hostname}; try again later, or paste the text into Rumo.`, {
		reason: 'connect',
		cause: error
	});
}
