/**
 * Serves a SvelteKit static build: real files as they are, the 200.html app shell for any other
 * navigation, and 404 for a missing asset (a fallback page there would hide a broken build behind
 * a "text/html is not a valid JavaScript MIME type" error).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlPolicy } from './csp.mjs';
import { contentType } from './mime.mjs';
import { problemResponse } from './problem.mjs';

const FALLBACK_PAGE = '200.html';
const IMMUTABLE_PREFIX = '_app/immutable/';
// Content-hashed file names never change content: cache them for a year and never revalidate.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (HTML, the service worker, the manifest, icons) keeps its name across releases,
// so the browser must revalidate it; the ETag keeps that to a 304.
const REVALIDATE = 'no-cache';

/** @typedef {{ body: Uint8Array<ArrayBuffer>, etag: string, csp: string }} HtmlPage */

/**
 * Reads every HTML file of the build once, at startup. Serving pages from this snapshot keeps each
 * page's CSP hashes in step with the bytes actually sent, even if the build is replaced while the
 * relay runs (a rebuild needs a restart either way: the old pages name assets that are gone).
 * @param {string} root the build folder
 * @returns {Map<string, HtmlPage>} by path relative to root, with forward slashes
 */
export function loadHtmlPages(root) {
	/** @type {Map<string, HtmlPage>} */
	const pages = new Map();
	for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile() || extname(entry.name).toLowerCase() !== '.html') continue;
		const file = join(entry.parentPath, entry.name);
		const body = readFileSync(file);
		pages.set(relative(root, file).split(sep).join('/'), {
			body,
			etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
			csp: htmlPolicy(body.toString('utf8'))
		});
	}
	return pages;
}

/**
 * The request path as a path relative to root, or null when it could name something outside the
 * build or a hidden file (a dot segment, a backslash, a NUL, bad percent-encoding).
 * @param {string} pathname the raw URL path
 * @returns {string | null}
 */
export function toRelativePath(pathname) {
	let decoded;
	try {
		decoded = decodeURIComponent(pathname);
	} catch {
		return null;
	}
	if (decoded.includes('\\') || decoded.includes('\0')) return null;
	const segments = decoded.split('/').filter(Boolean);
	// Dot files are refused too: the build stamp (.rumo-build.json) is not part of the app.
	if (segments.some((segment) => segment.startsWith('.'))) return null;
	return segments.join('/');
}

/**
 * @param {string} relativePath
 * @param {string} etag
 * @returns {Record<string, string>}
 */
function cachingHeaders(relativePath, etag) {
	const cacheControl = relativePath.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE : REVALIDATE;
	return { 'cache-control': cacheControl, etag };
}

/**
 * A 304 when the browser already holds this version, else the body.
 * @param {Request} request
 * @param {Uint8Array<ArrayBuffer>} body
 * @param {Record<string, string>} headers
 * @param {string} relativePath
 */
function respond(request, body, headers, relativePath) {
	const gzip = compressible(headers['content-type'], body) && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
	// The compressed bytes are another representation: their own validator, and caches keyed by encoding.
	/** @type {Record<string, string>} */
	const sent = gzip ? { ...headers, etag: gzipTag(headers.etag), 'content-encoding': 'gzip', vary: 'accept-encoding' } : { ...headers, vary: 'accept-encoding' };
	const ifNoneMatch = request.headers.get('if-none-match');
	if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === sent.etag)) {
		return new Response(null, { status: 304, headers: sent });
	}
	return new Response(gzip ? gzipped(body, `${relativePath}\n${sent.etag}`) : body, { status: 200, headers: sent });
}

// Text the browser reads (pages, scripts, styles, JSON, SVG) is sent gzipped as any static host
// does: on a phone's connection the app's first scripts arrive in a third of the bytes.
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|wasm)|image\/svg\+xml)/;
const MIN_COMPRESSED_BYTES = 1024;
const MAX_CACHED = 256;
/** @type {Map<string, Uint8Array<ArrayBuffer>>} */
const gzipCache = new Map();

/** @param {string | undefined} type @param {Uint8Array} body */
const compressible = (type, body) => !!type && COMPRESSIBLE.test(type) && body.byteLength >= MIN_COMPRESSED_BYTES;

/** @param {string} etag */
const gzipTag = (etag) => etag.replace(/"$/, '-gz"');

/**
 * The gzip of a file, made once per version (its path and ETag name the version).
 * @param {Uint8Array} body @param {string} key
 */
function gzipped(body, key) {
	let packed = gzipCache.get(key);
	if (!packed) {
		packed = /** @type {Uint8Array<ArrayBuffer>} */ (gzipSync(body, { level: 6 }));
		if (gzipCache.size >= MAX_CACHED) gzipCache.delete(/** @type {string} */ (gzipCache.keys().next().value));
		gzipCache.set(key, packed);
	}
	return packed;
}

/**
 * @param {Request} request
 * @param {HtmlPage} page
 * @param {string} relativePath
 */
function respondWithPage(request, page, relativePath) {
	return respond(request, page.body, {
		...cachingHeaders(relativePath, page.etag),
		'content-type': 'text/html; charset=utf-8',
		'content-security-policy': page.csp
	}, relativePath);
}

/**
 * A regular file of the build, or null.
 * @param {string} root
 * @param {string} relativePath
 */
async function readBuildFile(root, relativePath) {
	if (relativePath === '') return null;
	const file = join(root, relativePath);
	try {
		const info = await stat(file);
		if (!info.isFile()) return null;
		const body = await readFile(file);
		// Weak: derived from size and time, not from the bytes; enough to answer a revalidation.
		return { body, etag: `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"` };
	} catch {
		return null; // gone between the stat and the read, or unreadable: the same as missing
	}
}

/**
 * The handler for every path outside /relay/*.
 * @param {string} root the build folder
 * @returns {import('hono').Handler}
 */
export function serveBuild(root) {
	const pages = loadHtmlPages(root);
	if (!pages.has(FALLBACK_PAGE)) {
		throw new Error(`${join(root, FALLBACK_PAGE)} is missing: this folder is not a Rumo build.`);
	}

	return async (c) => {
		// Hono routes HEAD like GET and drops the body; c.req.method still says HEAD.
		if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
			return problemResponse('method_not_allowed', 'The app files can only be read (GET or HEAD).', {
				headers: { allow: 'GET, HEAD' }
			});
		}
		const relativePath = toRelativePath(c.req.path);
		if (relativePath === null) {
			return problemResponse('not_found', 'There is no such file in Rumo.');
		}

		const page = pages.get(relativePath);
		if (page) return respondWithPage(c.req.raw, page, relativePath);

		const file = await readBuildFile(root, relativePath);
		if (file) {
			return respond(c.req.raw, file.body, {
				...cachingHeaders(relativePath, file.etag),
				'content-type': contentType(relativePath)
			}, relativePath);
		}

		// A path with an extension names a file, and that file is not there.
		if (extname(relativePath) !== '') {
			return problemResponse('not_found', 'There is no such file in Rumo.');
		}

		// A navigation: a prerendered page if there is one, else the app shell routes it client-side.
		const candidates =
			relativePath === ''
				? ['index.html', FALLBACK_PAGE]
				: [`${relativePath}/index.html`, `${relativePath}.html`, FALLBACK_PAGE];
		const name = /** @type {string} */ (candidates.find((candidate) => pages.has(candidate)));
		return respondWithPage(c.req.raw, /** @type {HtmlPage} */ (pages.get(name)), name);
	};
}
