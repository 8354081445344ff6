/**
 * Which media types the relay hands to the core. A declared type is judged before any of the body
 * is read, so a video or an installer is never downloaded; a body without a type is judged by its
 * first bytes.
 */
import { FetchError } from './address.mjs';

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
export function readableType(response, hostname) {
	const header = response.headers['content-type'];
	if (!header || header.trim() === '') return null;
	const essence = header.split(';')[0].trim().toLowerCase();
	if (READABLE_TYPES.has(essence)) return essence;
	response.destroy();
	throw notReadable(hostname);
}

/**
 * The media type of the body: the declared one ({@link readableType}), or for a body without one
 * the type its first bytes show, refused when they show none Rumo reads.
 * @param {string | null} declared what {@link readableType} returned
 * @param {Buffer} bytes the decompressed body
 * @param {string} hostname
 * @returns {string}
 */
export function readableEssence(declared, bytes, hostname) {
	const essence = declared ?? sniffType(bytes);
	if (!essence || !READABLE_TYPES.has(essence)) throw notReadable(hostname);
	return essence;
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
