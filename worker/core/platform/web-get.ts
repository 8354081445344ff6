/**
 * One GET of a public address straight from this browser (`env.web`), for the hosts whose answers
 * any origin may read (CORS), after the person's consent for the integration asking. The answer is
 * read as the relay's safe fetch would read it (relay/fetch/safe-fetch.mjs), so a capability cannot
 * tell the two apart: the same RelayFetched, the same problems with the same `params.reason`
 * (`status_404`, `timeout`, `too_large`, `content_type`), the same few headers (ANSWER_HEADERS),
 * a 2 MB body limit and a 10 s budget for the whole exchange.
 *
 * What stays the browser's own: redirects (followed only where CORS allows them), and the request
 * itself — no cookies or credentials, no Referer, no header of ours but If-None-Match (which makes
 * the browser ask the host first with a preflight; the code hosts allow it). A request the browser
 * could not make or was not allowed to read (offline, CORS refused, blocked by the page's policy)
 * rejects with WebUnreachable, and the caller may ask the relay instead.
 */
import type { CoreEnv } from '../env';
import { problem, type Problem } from '../http/problem';
import { requireConsent } from '../settings';
import type { Integration } from '../settings';
import { answerHeaders, FetchProblem, type RelayFetched } from './relay-fetch';

/** The relay's limits (relay/fetch/safe-fetch.mjs DEFAULT_TIMEOUT_MS, DEFAULT_MAX_BYTES). */
export const WEB_TIMEOUT_MS = 10_000;
export const WEB_MAX_BYTES = 2 * 1024 * 1024;

/** The media types the relay reads: pages, feeds, JSON, and plain text (the code hosts' raw files). */
const READABLE_TYPES = new Set([
	'text/plain', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/xml', 'application/rss+xml', 'application/x-rss+xml',
	'application/rdf+xml', 'application/atom+xml', 'application/json', 'application/feed+json', 'application/ld+json'
]);

/** The browser could not make the request, or may not read its answer: nothing was read. */
export class WebUnreachable extends Error {
	constructor(url: string, cause: unknown) {
		super(`${new URL(url).host} could not be asked from the browser.`, { cause });
		this.name = 'WebUnreachable';
	}
}

export type WebGetOptions = {
	/** The consent this read needs (asked before anything leaves the browser). */
	consent: Integration;
	/** The ETag of the last answer: the request becomes conditional. */
	etag?: string | null;
	signal?: AbortSignal;
	timeoutMs?: number;
	maxBytes?: number;
};

const hostOf = (url: string) => new URL(url).host;

/** A validator as the relay hands it back: header-safe and within its limit, else null (safe-fetch.mjs). */
function validator(value: string | null, max: number): string | null {
	return value && value.length <= max && /^[\t\x20-\x7e\x80-\xff]*$/.test(value) ? value : null;
}
const etagOf = (response: Response) => validator(response.headers.get('etag'), 512);
const lastModifiedOf = (response: Response) => validator(response.headers.get('last-modified'), 100);

/** A status the relay would refuse, with the relay's code for it (relay/fetch/refused-status.mjs, checkStatus). */
function refused(url: string, status: number, headers: Record<string, string>): Problem {
	const host = hostOf(url);
	const params = { reason: `status_${status}` };
	if (status === 404 || status === 410) return new FetchProblem('source_unavailable', `There is nothing at this address on ${host} (HTTP ${status}).`, params, headers);
	if (status >= 400 && status < 500) return new FetchProblem('page_blocked', `${host} would not let Rumo read this address (HTTP ${status}).`, params, headers);
	return new FetchProblem('source_unavailable', `${host} is not answering properly right now (HTTP ${status}); try again later.`, params, headers);
}

const tooLarge = (url: string, maxBytes: number) =>
	problem('page_blocked', `The answer of ${hostOf(url)} is larger than Rumo reads (${Math.round(maxBytes / 1024 / 1024)} MB).`, undefined, { reason: 'too_large' });

/** The body as text, refused as soon as it passes `maxBytes` (counted after the browser decompressed it). */
async function readBody(response: Response, url: string, maxBytes: number): Promise<string> {
	const declared = Number(response.headers.get('content-length'));
	if (Number.isFinite(declared) && declared > maxBytes) {
		await response.body?.cancel().catch(() => {});
		throw tooLarge(url, maxBytes);
	}
	const chunks: Uint8Array[] = [];
	let total = 0;
	if (response.body) {
		const reader = response.body.getReader();
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			total += value.byteLength;
			if (total > maxBytes) {
				await reader.cancel().catch(() => {});
				throw tooLarge(url, maxBytes);
			}
			chunks.push(value);
		}
	}
	const bytes = new Uint8Array(total);
	let at = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, at);
		at += chunk.byteLength;
	}
	const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(response.headers.get('content-type') ?? '')?.[1];
	let decoder: TextDecoder;
	try {
		decoder = new TextDecoder(charset ?? 'utf-8');
	} catch {
		decoder = new TextDecoder('utf-8');
	}
	return decoder.decode(bytes);
}

export async function webGet(env: CoreEnv, url: string, options: WebGetOptions): Promise<RelayFetched> {
	const { consent, etag, signal, timeoutMs = WEB_TIMEOUT_MS, maxBytes = WEB_MAX_BYTES } = options;
	await requireConsent(env, consent);
	const web = env.web;
	if (!web) throw new WebUnreachable(url, new TypeError('No direct requests here.'));

	// One budget for the request and its body; the caller's signal stops both too.
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout(() => {
		timedOut = true;
		controller.abort();
	}, timeoutMs);
	const stop = () => controller.abort();
	if (signal?.aborted) controller.abort();
	signal?.addEventListener('abort', stop, { once: true });
	try {
		const response = await web(url, {
			method: 'GET',
			credentials: 'omit',
			...(etag ? { headers: { 'if-none-match': etag } } : {}),
			signal: controller.signal
		});
		const headers = answerHeaders((name) => response.headers.get(name));
		const answered = response.url || url;
		// A 304 only answers a conditional request; to any other, it is an odd status like the rest.
		if (response.status === 304 && etag) {
			await response.body?.cancel().catch(() => {});
			return { url: answered, body: '', contentType: '', etag: etagOf(response) ?? etag, lastModified: lastModifiedOf(response), notModified: true, headers };
		}
		if (response.status < 200 || response.status > 299) {
			await response.body?.cancel().catch(() => {});
			throw refused(url, response.status, headers);
		}
		const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
		if (type && !READABLE_TYPES.has(type)) {
			await response.body?.cancel().catch(() => {});
			throw problem('page_blocked', `The address on ${hostOf(url)} is not something Rumo can read.`, undefined, { reason: 'content_type' });
		}
		const body = await readBody(response, url, maxBytes);
		return { url: answered, body, contentType: type, etag: etagOf(response), lastModified: lastModifiedOf(response), notModified: false, headers };
	} catch (error) {
		if (signal?.aborted) throw error;
		if (timedOut) {
			throw problem('source_unavailable', `${hostOf(url)} did not answer within ${timeoutMs / 1000} seconds; try again later.`, undefined, { reason: 'timeout' });
		}
		// fetch rejects with a TypeError when the request cannot be made or its answer may not be read.
		if (error instanceof TypeError) throw new WebUnreachable(url, error);
		throw error;
	} finally {
		clearTimeout(timer);
		signal?.removeEventListener('abort', stop);
	}
}
