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
 *   TLS SNI and certificate check keep using the host name.
 * - At most 3 redirects, each one checked like the first URL; a redirect to a login page stops.
 * - One 10 s budget for the whole exchange (DNS, connect, every redirect, the body).
 * - At most 2 MB, counted on the bytes received AND on the decompressed bytes (zip bombs).
 * - Only HTML, XML, JSON, feed and plain-text types. No cookies or credentials are ever sent or kept, no
 *   connection is reused (no agent), no proxy is used, and the User-Agent names the app.
 * - Conditional requests (feeds re-read every round): given `ifNoneMatch` / `ifModifiedSince` (the
 *   `etag` / `lastModified` an earlier answer gave), they go out as If-None-Match /
 *   If-Modified-Since, on every hop of a redirect chain (the validators belong to the final URL),
 *   and a 304 answer is returned as `notModified` without reading a body. A 304 to a request that
 *   sent neither header is not an answer Rumo asked for and stays an error (source_unavailable,
 *   like any other non-2xx that is not a redirect).
 * - Response headers: only the few of FORWARDED_HEADERS (forwarded-headers.mjs: paging and rate
 *   limits of the code-host APIs) are handed back, on a page, a 304 and a refused status alike; every other header stays here.
 */
import http from 'node:http';
import https from 'node:https';
import net, { isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';
import tls from 'node:tls';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FetchError, classifyAddress, hostPort, parseTarget, privateAddressDetail } from './address.mjs';
import { forwardedHeaders } from './forwarded-headers.mjs';

export { FetchError } from './address.mjs';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;
export const DEFAULT_USER_AGENT = 'Rumo (local career assistant)';
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

const ACCEPT =
	'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.8,' +
	'application/rss+xml,application/atom+xml,application/feed+json,text/xml;q=0.8,text/plain;q=0.5';

/**
 * Media types the relay hands to the core: pages, feeds, and plain text. Plain text is here for
 * repository analysis: the code hosts' raw-file endpoints (raw.githubusercontent.com, GitLab's
 * `/repository/files/…/raw`, Gitea's `/raw/…`) answer a README, a package.json or a CI file as
 * `text/plain` (GitLab and Gitea with `; charset=utf-8`), whatever the file holds. Binary types,
 * PDFs and images stay out: anything else is not a page Rumo can read.
 */
const READABLE_TYPES = new Set([
	'text/plain',
	'text/html',
	'application/xhtml+xml',
	'text/xml',
	'application/xml',
	'application/rss+xml',
	'application/x-rss+xml',
	'application/rdf+xml', // RSS 1.0
	'application/atom+xml',
	'application/json',
	'application/feed+json',
	'application/ld+json'
]);

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Answers that mean "not for a robot / not without an account". */
const BLOCKED_STATUSES = new Set([401, 403, 407, 429, 451]);
/** A path segment that says the site sent us to a sign-in page instead of the posting. */
const LOGIN_PATH = /(^|\/)(log-?in|sign-?in|sign_in|logon|authwall|auth|sso|checkpoint)([/._]|$)/i;

const BLOCKED_DETAIL =
	'This page could not be read automatically (it may need a login or block robots). ' +
	'Open it in your browser, copy the job text and paste it into Rumo.';

/**
 * @typedef {object} ResolvedAddress
 * @property {string} address
 * @property {number} family 4 or 6
 */

/**
 * @typedef {object} ConnectOptions what a connection may use: exactly the checked address
 * @property {'http:' | 'https:'} protocol
 * @property {string} address the IP address that passed the checks
 * @property {number} port
 * @property {string | undefined} servername TLS SNI and the name the certificate must match
 *   (undefined when the URL host is itself an IP address)
 * @property {string | Buffer | Array<string | Buffer>} [ca] extra trusted certificates (tests)
 */

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
 * The system resolver, every address, in the order the system gives them.
 * @param {string} hostname
 * @returns {Promise<ResolvedAddress[]>}
 */
function systemLookup(hostname) {
	return dnsLookup(hostname, { all: true, verbatim: true });
}

/**
 * Opens a socket to the checked address only. The address is an IP, so no DNS happens here.
 * @param {ConnectOptions} options
 * @returns {import('node:net').Socket}
 */
export function connectPinned({ protocol, address, port, servername, ca }) {
	if (!isIP(address)) throw new Error('connectPinned needs an IP address');
	if (protocol === 'https:') {
		return tls.connect({
			host: address,
			port,
			servername, // SNI; also the name tls checks the certificate against
			ALPNProtocols: ['http/1.1'],
			...(ca === undefined ? {} : { ca: [...tls.rootCertificates, ...(Array.isArray(ca) ? ca : [ca])] })
		});
	}
	return net.connect({ host: address, port });
}

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
	if (ifNoneMatch !== undefined && !isValidatorValue(ifNoneMatch, MAX_ETAG_LENGTH)) {
		throw new TypeError(`ifNoneMatch must be a non-empty header-safe string of at most ${MAX_ETAG_LENGTH} characters`);
	}
	if (ifModifiedSince !== undefined && !isValidatorValue(ifModifiedSince, MAX_LAST_MODIFIED_LENGTH)) {
		throw new TypeError(`ifModifiedSince must be a non-empty header-safe string of at most ${MAX_LAST_MODIFIED_LENGTH} characters`);
	}
	/** @type {Record<string, string>} */
	const conditional = {
		...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
		...(ifModifiedSince === undefined ? {} : { 'if-modified-since': ifModifiedSince })
	};
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

			if (REDIRECT_STATUSES.has(statusCode)) {
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
			const essence = contentType ?? sniffType(bytes);
			if (!essence || !READABLE_TYPES.has(essence)) throw notReadable(target.hostname);
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
 * A validator header as the caller may send it back next time, or null (absent, empty, too long, or
 * with characters that cannot go out in a header).
 * @param {string | string[] | undefined} header
 * @param {number} maxLength
 * @returns {string | null}
 */
function validator(header, maxLength) {
	return isValidatorValue(header, maxLength) ? header : null;
}

/**
 * @param {number} ms
 */
function formatSeconds(ms) {
	const seconds = Math.round(ms / 100) / 10;
	return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * Resolves the host (unless it is an IP, already checked by parseTarget) and checks every address.
 * @param {import('./address.mjs').Target} target
 * @param {{ allow: ReadonlySet<string>, lookup: (hostname: string) => Promise<ResolvedAddress[]>, signal: AbortSignal }} options
 * @returns {Promise<ResolvedAddress>} the one address the connection will use
 */
async function resolveTarget(target, { allow, lookup, signal }) {
	if (target.literal) return { address: target.literal, family: isIP(target.literal) };
	/** @type {ResolvedAddress[]} */
	let records;
	try {
		records = await untilAborted(lookup(target.hostname), signal);
	} catch (error) {
		if (signal.aborted) throw error;
		throw new FetchError(
			'source_unavailable',
			`Rumo could not find ${target.hostname}; check the address and your internet connection.`,
			{ reason: 'dns', cause: error }
		);
	}
	if (!Array.isArray(records) || records.length === 0) {
		throw new FetchError('source_unavailable', `Rumo could not find ${target.hostname}; check the address and your internet connection.`, {
			reason: 'dns'
		});
	}
	for (const record of records) {
		if (allow.has(hostPort(record.address, target.port))) continue;
		const verdict = classifyAddress(record.address);
		if (!verdict.allowed) throw new FetchError('page_blocked', privateAddressDetail(target.hostname), { reason: verdict.reason });
	}
	const [first] = records;
	return { address: first.address, family: isIP(first.address) };
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {AbortSignal} signal
 * @returns {Promise<T>}
 */
function untilAborted(promise, signal) {
	promise.catch(() => {}); // a lookup that fails after the timeout must not become unhandled
	return new Promise((resolve, reject) => {
		const onAbort = () => reject(signal.reason);
		if (signal.aborted) return onAbort();
		signal.addEventListener('abort', onAbort, { once: true });
		promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
	});
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
 * The next URL of a redirect, checked like the first one.
 * @param {import('./address.mjs').Target} current
 * @param {string | undefined} location
 * @param {ReadonlySet<string>} allow
 */
function nextTarget(current, location, allow) {
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
function checkStatus(status, hostname, response) {
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

/** @param {string} hostname */
function notReadable(hostname) {
	return new FetchError(
		'page_blocked',
		`The address on ${hostname} is not a page Rumo can read (only web pages and feeds). Open it in your browser, copy the job text and paste it into Rumo.`,
		{ reason: 'content_type' }
	);
}

/**
 * The declared media type when it is readable; `null` when none is declared (then the body is
 * sniffed); refuses a declared type Rumo does not read before any of the body is read.
 * @param {import('node:http').IncomingMessage} response
 * @param {string} hostname
 * @returns {string | null}
 */
function readableType(response, hostname) {
	const header = response.headers['content-type'];
	if (!header || header.trim() === '') return null;
	const essence = header.split(';')[0].trim().toLowerCase();
	if (READABLE_TYPES.has(essence)) return essence;
	response.destroy();
	throw notReadable(hostname);
}

/**
 * For a response without a Content-Type only: markup or JSON by its first bytes.
 * @param {Buffer} bytes
 * @returns {string | null}
 */
function sniffType(bytes) {
	const start = bytes.subarray(0, 512).toString('latin1').replace(/^(\xef\xbb\xbf|\ufeff)/, '').trimStart();
	if (/^<\?xml/i.test(start)) return 'application/xml';
	if (/^<(!doctype html|html|head|body)[\s>]/i.test(start)) return 'text/html';
	if (/^[{[]/.test(start)) return 'application/json';
	return null;
}

/** @param {string} hostname */
function tooLarge(hostname) {
	return new FetchError(
		'page_blocked',
		`The page on ${hostname} is larger than Rumo reads (2 MB). Open it in your browser, copy the job text and paste it into Rumo.`,
		{ reason: 'too_large' }
	);
}

/**
 * The body as received (possibly compressed), refused as soon as it passes `maxBytes`.
 * @param {import('node:http').IncomingMessage} response
 * @param {number} maxBytes
 * @param {string} hostname
 * @returns {Promise<Buffer>}
 */
async function readRaw(response, maxBytes, hostname) {
	const declared = Number(response.headers['content-length']);
	if (Number.isFinite(declared) && declared > maxBytes) {
		response.destroy();
		throw tooLarge(hostname);
	}
	/** @type {Buffer[]} */
	const chunks = [];
	let total = 0;
	for await (const chunk of response) {
		total += chunk.length;
		if (total > maxBytes) {
			response.destroy();
			throw tooLarge(hostname);
		}
		chunks.push(chunk);
	}
	return Buffer.concat(chunks, total);
}

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotliDecompress = promisify(zlib.brotliDecompress);

/**
 * Undoes Content-Encoding, never producing more than `maxBytes` (zlib stops at the limit, so a
 * small bomb cannot expand in memory).
 * @param {Buffer} raw
 * @param {string | undefined} header
 * @param {number} maxBytes
 * @param {string} hostname
 * @returns {Promise<Buffer>}
 */
async function decompress(raw, header, maxBytes, hostname) {
	const codings = (header ?? '')
		.split(',')
		.map((coding) => coding.trim().toLowerCase())
		.filter((coding) => coding !== '' && coding !== 'identity');
	let bytes = raw;
	const limit = { maxOutputLength: maxBytes };
	try {
		// Applied in the order listed, so undone in reverse.
		for (const coding of codings.reverse()) {
			if (coding === 'gzip' || coding === 'x-gzip') bytes = await gunzip(bytes, limit);
			else if (coding === 'br') bytes = await brotliDecompress(bytes, limit);
			else if (coding === 'deflate') {
				// "deflate" should be zlib-wrapped, but some servers send raw deflate.
				bytes = await inflate(bytes, limit).catch((/** @type {any} */ error) => {
					if (error?.code === 'Z_DATA_ERROR') return inflateRaw(bytes, limit);
					throw error;
				});
			} else throw new FetchError('source_unavailable', `${hostname} sent the page in a form Rumo cannot read; paste the text into Rumo.`, { reason: 'encoding' });
		}
	} catch (error) {
		if (error instanceof FetchError) throw error;
		if (/** @type {any} */ (error)?.code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(hostname);
		throw new FetchError('source_unavailable', `${hostname} sent a damaged page; try again later, or paste the text into Rumo.`, {
			reason: 'decompress',
			cause: error
		});
	}
	if (bytes.length > maxBytes) throw tooLarge(hostname);
	return bytes;
}

/**
 * The body as text: a byte order mark wins, then the Content-Type charset, then (HTML) a meta
 * charset or (XML) the declaration's encoding in the first 1024 bytes, then UTF-8. An unknown
 * label falls back to UTF-8. `iso-8859-1` and `latin1` decode as windows-1252, as browsers do.
 * @param {Buffer} bytes
 * @param {string} contentTypeHeader
 * @param {string} essence
 */
export function decodeText(bytes, contentTypeHeader, essence) {
	/** @type {string | undefined} */
	let label;
	if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) label = 'utf-8';
	else if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
	else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
	if (!label) label = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentTypeHeader)?.[1];
	if (!label && !essence.endsWith('json')) {
		const head = bytes.subarray(0, 1024).toString('latin1');
		label =
			essence === 'text/html'
				? /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i.exec(head)?.[1]
				: /^<\?xml[^>]*\sencoding\s*=\s*["']([\w:.-]+)["']/i.exec(head)?.[1];
		// A document that could be read this far is ASCII-compatible, whatever it claims.
		if (label && /^utf-?16/i.test(label)) label = 'utf-8';
	}
	/** @type {TextDecoder} */
	let decoder;
	try {
		decoder = new TextDecoder(label ?? 'utf-8');
	} catch {
		decoder = new TextDecoder('utf-8');
	}
	if (decoder.encoding === 'windows-1252') return decodeWindows1252(bytes);
	return decoder.decode(bytes);
}

/** What windows-1252 puts at 0x80–0x9F (where ISO-8859-1 has control characters). */
const WINDOWS_1252_HIGH =
	'\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
	'\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * windows-1252 (also what `iso-8859-1` and `latin1` mean on the web). Node 20's TextDecoder decodes
 * this label as ISO-8859-1, turning “smart quotes” and € into control characters, so it is done here.
 * @param {Uint8Array} bytes
 */
function decodeWindows1252(bytes) {
	return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
		.toString('latin1')
		.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]);
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
