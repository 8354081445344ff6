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
 *   caller's sentence. The relay forwards no response headers besides the validators.
 */
import type { CoreEnv } from '../env';
import { problem, PROBLEM_STATUS, type ProblemCode } from '../http/problem';
import { requireConsent } from '../settings/consents';
import type { Integration } from '../settings/schema';

export type RelayFetched = { url: string; body: string; etag: string | null; lastModified: string | null; notModified: boolean };

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
	if (response.ok && answer && typeof answer.body === 'string') {
		return { url: answer.url ?? url, body: answer.body, etag: answer.etag ?? null, lastModified: answer.lastModified ?? null, notModified: answer.notModified === true };
	}
	const code = answer?.code as string | undefined;
	if (response.status === 503 || !code) throw problem('relay_unavailable', relayDown);
	const reason = typeof answer?.reason === 'string' ? answer.reason : typeof answer?.params?.reason === 'string' ? answer.params.reason : undefined;
	if (code in PROBLEM_STATUS) throw problem(code as ProblemCode, String(answer.detail ?? 'The source could not be read.'), answer.errors, reason ? { reason } : undefined);
	throw problem('source_unavailable', 'The source could not be reached. Check its address and try again later.');
}
