/**
 * One GET of a public address through the relay's safe fetch (`POST /relay/fetch`), after the
 * person's consent for the integration asking. Shared by the capabilities that read the web: the
 * radar's feeds and boards (consent `relay-fetch`) and the code hosts (consent `codehost`).
 *
 * What the relay answers, and what this gives back:
 * - a page → its final URL, body, ETag / Last-Modified; a 304 to a conditional request → `notModified`;
 * - a problem → the same Problem here (code, detail, `params.reason`: `status_404`, `timeout`,
 *   `content_type`…), so a capability can say what the failure means for it;
 * - no relay (a network error, 503, or an answer that is no problem) → `relay_unavailable` with the
 *   caller's sentence.
 * Besides the validators, the relay passes on a fixed few response headers (ANSWER_HEADERS: paging
 * and rate limits): `headers` of a page, and of a FetchProblem for a status the relay refused.
 */
import type { CoreEnv } from '../env';
import { Problem, problem, PROBLEM_STATUS, type ProblemCode } from '../http/problem';
import { requireConsent } from '../settings';
import type { Integration } from '../settings';

export type RelayFetched = {
	url: string;
	body: string;
	/** The media type without parameters (`text/html`); `''` when not known (a 304, an older relay). */
	contentType: string;
	etag: string | null;
	lastModified: string | null;
	notModified: boolean;
	/** The answer's headers of ANSWER_HEADERS, names lower-case; `{}` when it had none (or an older relay sent none). */
	headers: Record<string, string>;
};

/**
 * The response headers a read hands back (the relay's allow-list, relay/fetch/forwarded-headers.mjs,
 * which a direct read keeps to as well): how the code hosts page their lists
 * and say when a rate limit ends. Each with the longest value kept.
 */
export const ANSWER_HEADERS: Readonly<Record<string, number>> = Object.freeze({
	link: 2048,
	'x-next-page': 16,
	'x-total-pages': 16,
	'x-ratelimit-remaining': 16,
	'x-ratelimit-reset': 32,
	'ratelimit-reset': 32,
	'retry-after': 64
});

/** Only the headers of ANSWER_HEADERS, as strings within their limits, from any source of header values. */
export function answerHeaders(read: (name: string) => unknown): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [name, max] of Object.entries(ANSWER_HEADERS)) {
		const value = read(name);
		if (typeof value === 'string' && value.trim().length <= max && /^[\t\x20-\x7e]*$/.test(value.trim())) out[name] = value.trim();
	}
	return out;
}

/**
 * A read the host answered with a status Rumo does not read (`params.reason: status_NNN`), with that
 * answer's headers of ANSWER_HEADERS. They stay in the core: toJSON leaves them out of the problem
 * the API sends, so a capability decides what of them a person sees (a rate limit's reset time).
 */
export class FetchProblem extends Problem {
	readonly headers: Record<string, string>;

	constructor(code: ProblemCode, detail: string, params: Record<string, string | number> | undefined, headers: Record<string, string>) {
		super(code, detail, undefined, params);
		this.headers = headers;
	}
}

/** The headers a failed read came with: those of a FetchProblem, else none. */
export const headersOf = (error: unknown): Record<string, string> => (error instanceof FetchProblem ? error.headers : {});

export type RelayFetchOptions = {
	/** The consent this read needs (asked before anything leaves the browser). */
	consent: Integration;
	/** What to tell the person when the relay is not running. */
	relayDown: string;
	/** Validators of the last answer: the request becomes conditional. */
	etag?: string | null;
	lastModified?: string | null;
	signal?: AbortSignal;
};

export async function relayFetch(env: CoreEnv, url: string, options: RelayFetchOptions): Promise<RelayFetched> {
	const { consent, relayDown, etag, lastModified, signal } = options;
	await requireConsent(env, consent);
	let response: Response;
	try {
		const body = { url, ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
		response = await env.relay('/relay/fetch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
	} catch (error) {
		if (signal?.aborted) throw error;
		throw problem('relay_unavailable', relayDown);
	}
	const answer = await response.json().catch(() => null);
	const headers = answerHeaders((name) => (answer?.headers && typeof answer.headers === 'object' ? answer.headers[name] : undefined));
	if (response.ok && answer && typeof answer.body === 'string') {
		return {
			url: answer.url ?? url,
			body: answer.body,
			contentType: typeof answer.contentType === 'string' ? answer.contentType : '',
			etag: answer.etag ?? null,
			lastModified: answer.lastModified ?? null,
			notModified: answer.notModified === true,
			headers
		};
	}
	const code = answer?.code as string | undefined;
	if (response.status === 503 || !code) throw problem('relay_unavailable', relayDown);
	const reason = typeof answer?.reason === 'string' ? answer.reason : typeof answer?.params?.reason === 'string' ? answer.params.reason : undefined;
	const detail = String(answer.detail ?? 'The source could not be read.');
	if (code in PROBLEM_STATUS && reason?.startsWith('status_')) throw new FetchProblem(code as ProblemCode, detail, { reason }, headers);
	if (code in PROBLEM_STATUS) throw problem(code as ProblemCode, detail, answer.errors, reason ? { reason } : undefined);
	throw problem('source_unavailable', 'The source could not be reached. Check its address and try again later.');
}
