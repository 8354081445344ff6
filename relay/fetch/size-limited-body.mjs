/**
 * The body under one size limit, counted twice: on the bytes received (a huge page is cut off as it
 * streams in, not buffered first) and on the bytes after Content-Encoding is undone (a small
 * compressed body can expand to gigabytes: a zip bomb).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FetchError } from './address.mjs';

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
export async function readRaw(response, maxBytes, hostname) {
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
export async function decompress(raw, header, maxBytes, hostname) {
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
