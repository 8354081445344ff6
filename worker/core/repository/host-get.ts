/**
 * Asking a code host for one address: straight from the browser where the host lets any origin
 * read its answers (CORS), else through the relay's safe fetch (issue 15). Both only after the
 * `codehost` consent, and both give the same answer and the same problems (platform/web-get.ts reads
 * a direct answer as the relay would), so fetch-repo.ts never needs to know which one answered.
 *
 * Which way first: directly, for every host. api.github.com, raw.githubusercontent.com and
 * gitlab.com answer any origin; Codeberg and self-hosted GitLab, Gitea and Forgejo servers may or may
 * not. So a host is asked directly until this session learns that its answers cannot be read from
 * the browser: a direct request failed at the network level (CORS refused, blocked) while the relay
 * then reached the host. After that, that host goes through the relay only: a self-hosted server
 * costs one wasted request per session (or the few already under way at the time: key files are
 * read four at once). A direct failure with the relay down as well (offline, or a static host
 * without one) teaches nothing; only then does the person hear about the relay.
 */
import type { CoreEnv } from '../env';
import { FetchProblem, relayFetch, type RelayFetched } from '../platform/relay-fetch';
import { webGet, WebUnreachable } from '../platform/web-get';

/** When the relay was the only way to ask (the host refuses direct requests, or there is no browser to ask from). */
const RELAY_NEEDED =
	'Analysing a repository on this code host needs the local relay, which is not running. Start Rumo with npm start, or analyse a folder on this computer instead.';
/** When the browser tried first and could not reach the host either. */
const NEITHER =
	'Rumo could not reach the code host from this browser, and the local relay that can ask for it is not running. Check your internet connection, or start Rumo with npm start; a folder on this computer can be analysed in any case.';

/**
 * What a direct answer may weigh. A GitHub tree comes whole in one answer (about 240 bytes a file:
 * 2 MB is some 8,500 files) and GitHub cuts it at 100,000 entries or 7 MB itself, so the browser
 * reads up to 8 MB; the relay keeps its own 2 MB bound for what it reads on the device's behalf.
 */
export const DIRECT_MAX_BYTES = 8 * 1024 * 1024;

/** Per session (one core environment), the hosts whose answers the browser may not read. */
const relayOnly = new WeakMap<CoreEnv, Set<string>>();

/** Whether this session still asks `host` directly. */
export function asksDirectly(env: CoreEnv, host: string): boolean {
	return env.web !== undefined && !relayOnly.get(env)?.has(host);
}

export type HostGetOptions = { etag?: string | null; signal?: AbortSignal };

/**
 * One GET of a code-host address, directly or through the relay (see the top of this file). Throws
 * what relayFetch throws: the relay's problems (a FetchProblem with `status_NNN` and the answer's
 * headers for a status), consent_required, or relay_unavailable when neither way reached the host.
 */
export async function hostGet(env: CoreEnv, url: string, options: HostGetOptions = {}): Promise<RelayFetched> {
	const { etag = null, signal } = options;
	const host = new URL(url).host;
	const direct = asksDirectly(env, host);
	if (direct) {
		try {
			return await webGet(env, url, { consent: 'codehost', etag, signal, maxBytes: DIRECT_MAX_BYTES });
		} catch (error) {
			if (!(error instanceof WebUnreachable) || signal?.aborted) throw error;
		}
	}
	try {
		const fetched = await relayFetch(env, url, { consent: 'codehost', relayDown: direct ? NEITHER : RELAY_NEEDED, etag, signal });
		if (direct) remember(env, host);
		return fetched;
	} catch (error) {
		// A status the host answered through the relay proves it reachable too: only not from the browser.
		if (direct && error instanceof FetchProblem) remember(env, host);
		throw error;
	}
}

function remember(env: CoreEnv, host: string): void {
	const hosts = relayOnly.get(env) ?? new Set<string>();
	hosts.add(host);
	relayOnly.set(env, hosts);
}
