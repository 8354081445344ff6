/**
 * Reading a public repository (or an account's list of them) from its code host, with the
 * `codehost` consent, directly from the browser or through the relay's safe fetch (host-get.ts):
 * the URLs come from the adapters (hosts/), every answer goes back to them, and every failure
 * becomes the contract's problem for a code host.
 *
 * Either way an answer comes with its body, its validators (ETag, Last-Modified) and a few headers
 * (ANSWER_HEADERS), and an HTTP failure as `params.reason: 'status_NNN'` with those headers. So:
 * - pages: GitLab (trees, lists) and GitHub and Gitea (lists) say "there is a next page" in headers
 *   (`link`, `x-next-page`), read as they come. An answer with none of the headers at all (a host that
 *   does not expose them to the browser, an older relay) falls back to a guess: a full page stands in
 *   for "there is a next one", and an empty page ends the list (one extra request when a list is an
 *   exact multiple of the page size).
 * - rate limits: the headers say when the limit ends (hosts/shared.ts, resetTime): the problem
 *   carries it as `params.resetAt` and says it; without them, "in a few minutes".
 * - GitHub answers a private or missing repository with 404 to anyone not signed in; a 403 to a
 *   request without a token is its rate limit (primary or secondary).
 */
import type { CoreEnv } from '../env';
import { Problem, problem } from '../http/problem';
import { headersOf, type RelayFetched } from '../platform/relay-fetch';
import type { ReadContext } from '../engine/readers';
import { keyFiles } from './analysis';
import { manifestFollowUps, MAX_FOLLOW_UPS } from './analysis/follow-ups';
import {
	type AccountKind, type AccountRef, accountReposUrl, type AccountRepo, fileUrl, hostFailure, type HostHeaders, languagesUrl, MAX_TREE_PAGES,
	metaUrl, readAccountRepos, readFile, readLanguages, readMeta, readTreePage, type RepoMeta, type RepoRef, type TreeFile, treeUrl
} from './hosts';
import { resetTime } from './hosts/failures';
import { hostLabel, lowerHeaders } from './hosts/shared';
import { hostGet } from './host-get';

/** The page size of the lists GitLab and GitHub page by headers (per_page=100 in every adapter URL that pages so). */
const HEADER_PAGE_SIZE = 100;
/** Key files read at once: enough to be quick, few enough not to look like a burst to the host. */
const FILE_CONCURRENCY = 4;

/** Failures of one key file that end the whole analysis: every next request would meet them too. */
const FATAL = new Set<string>(['rate_limited', 'cancelled', 'consent_required', 'relay_unavailable']);

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

export function cancelled(): Problem {
	return problem('cancelled', 'The analysis was cancelled. Nothing was stored.');
}

export function stopIfCancelled(signal?: AbortSignal): void {
	if (signal?.aborted) throw cancelled();
}

/**
 * The headers that say when this limit ends. GitHub's x-ratelimit-reset is when its hourly quota
 * refills: it says when to try again only once the quota is spent (x-ratelimit-remaining: 0); a
 * secondary limit says it with retry-after, or not at all.
 */
function limitHeaders(headers: HostHeaders): HostHeaders {
	if (headers['x-ratelimit-remaining'] === '0') return headers;
	const { 'x-ratelimit-reset': _quota, ...rest } = headers;
	return rest;
}

/** A failure of a request about `ref` (direct or through the relay), as the problem a code host's answer means. */
export function hostProblem(ref: RepoRef | AccountRef, error: unknown, now: Date): unknown {
	if (!(error instanceof Problem)) return error;
	if (error.code === 'consent_required' || error.code === 'relay_unavailable' || error.code === 'cancelled') return error;
	const Label = capitalised(hostLabel(ref));
	const reason = typeof error.params?.reason === 'string' ? error.params.reason : null;
	const status = reason ? /^status_(\d{3})$/.exec(reason) : null;
	if (!status) {
		// Not the host's answer: the connection, a timeout, a body too large or of another type.
		return problem(
			'source_unavailable',
			`${Label} could not be reached, or sent an answer Rumo cannot read. Check your internet connection and try again in a few minutes.`,
			undefined,
			reason ? { reason } : undefined
		);
	}
	const code = Number(status[1]);
	const headers = limitHeaders(lowerHeaders(headersOf(error)));
	const failure = hostFailure(ref, ref.kind === 'github' && code === 403 ? 429 : code, headers, now);
	if (failure.code === 'rate_limited') {
		// hostFailure guesses a minute when no header says; the person hears a guess as one.
		if (resetTime(headers, now) === null || !failure.resetAt) {
			return problem('rate_limited', `${Label} is limiting how often Rumo may ask without signing in. Try again in a few minutes.`, undefined, { reason: reason! });
		}
		return problem('rate_limited', failure.detail, undefined, { reason: reason!, resetAt: failure.resetAt });
	}
	return problem(failure.code, failure.detail, undefined, { reason: reason! });
}

type Ask = { env: CoreEnv; ref: RepoRef | AccountRef; now: Date; signal?: AbortSignal };

async function askHost(ask: Ask, url: string, etag: string | null = null): Promise<RelayFetched> {
	try {
		return await hostGet(ask.env, url, { etag, signal: ask.signal });
	} catch (error) {
		if (ask.signal?.aborted) throw cancelled();
		throw hostProblem(ask.ref, error, ask.now);
	}
}

const PAGING_HEADERS = ['link', 'x-next-page', 'x-total-pages'];

/**
 * The headers a list page is read with: its own when they show its paging (GitLab sends x-next-page
 * even on the last page, empty; GitHub sends its rate-limit headers with every answer and `link`
 * whenever there is more, so without `link` there is no next page); else the paging header a full
 * page would have come with (see the top of this file). A browser sees only the headers a host
 * exposes to other origins, so a rate-limit header alone says nothing of GitLab's paging.
 */
function pagingHeaders(kind: RepoRef['kind'], fetched: RelayFetched, page: number): HostHeaders {
	const { headers } = fetched;
	const shown = PAGING_HEADERS.some((name) => Object.hasOwn(headers, name)) || (kind === 'github' && Object.hasOwn(headers, 'x-ratelimit-remaining'));
	if (shown || kind === 'gitea') return headers; // Gitea's readers page by the counts in the body first
	let length = 0;
	try {
		const data: unknown = JSON.parse(fetched.body);
		length = Array.isArray(data) ? data.length : 0;
	} catch {
		length = 0; // the adapter refuses the body itself
	}
	if (length < HEADER_PAGE_SIZE) return {};
	// Only the page number of a Link target is read (hosts/shared.ts, linkNextPage): the address is a placeholder.
	return kind === 'gitlab' ? { 'x-next-page': String(page + 1) } : { link: `<https://next.invalid/?page=${page + 1}>; rel="next"` };
}

export type RepoHead = { meta: RepoMeta | null; etag: string | null };

/** The repository's metadata; `meta: null` when the host answered 304 to the stored `etag`. */
export async function readRepoHead(env: CoreEnv, ref: RepoRef, etag: string | null, now: Date, signal?: AbortSignal): Promise<RepoHead> {
	const fetched = await askHost({ env, ref, now, signal }, metaUrl(ref), etag);
	if (fetched.notModified) return { meta: null, etag: fetched.etag ?? etag };
	return { meta: readMeta(ref, fetched.body), etag: fetched.etag };
}

export type RepoBody = { languages: Record<string, number>; tree: TreeFile[]; truncated: boolean; contents: Record<string, string> };

/**
 * Languages, the whole tree (page by page, at most MAX_TREE_PAGES) and the key files' texts.
 * Progress from 0.1 to 0.95. A key file that cannot be read is left out (the analysis notes it),
 * unless the host is limiting requests: then every next one would fail too, and so does this.
 */
export async function readRepoBody(env: CoreEnv, ref: RepoRef, meta: RepoMeta, now: Date, context: ReadContext = {}): Promise<RepoBody> {
	const { signal, progress } = context;
	const ask: Ask = { env, ref, now, signal };
	const branch = meta.defaultBranch;
	if (!branch) {
		throw problem('insufficient_evidence', `${capitalised(hostLabel(ref))} says ${meta.owner}/${meta.name} is empty: there is nothing to analyse yet.`);
	}
	const languages = readLanguages(ref, (await askHost(ask, languagesUrl(ref))).body);
	progress?.(0.1);

	const tree: TreeFile[] = [];
	let truncated = false;
	let page: number | null = 1;
	for (let read = 0; page !== null && read < MAX_TREE_PAGES; read++) {
		const fetched = await askHost(ask, treeUrl(ref, branch, page));
		const answer = readTreePage(ref, fetched.body, page, pagingHeaders(ref.kind, fetched, page));
		tree.push(...answer.files);
		truncated ||= answer.truncated;
		page = answer.nextPage;
		progress?.(0.1 + 0.3 * Math.min(1, (read + 1) / 10));
	}
	if (page !== null) truncated = true;
	progress?.(0.4);

	const contents: Record<string, string> = {};
	let failed = false;
	/** Fetches `paths` a few at a time into `contents`; progress from `from` to `to`. */
	const fetchAll = async (paths: string[], from: number, to: number) => {
		let next = 0;
		let done = 0;
		const worker = async () => {
			while (next < paths.length && !failed) {
				const path = paths[next++];
				try {
					contents[path] = readFile(ref, (await askHost(ask, fileUrl(ref, branch, path))).body);
				} catch (error) {
					if (!(error instanceof Problem) || FATAL.has(error.code)) {
						failed = true; // the other workers stop asking
						throw error;
					}
				}
				progress?.(from + (to - from) * (++done / paths.length));
			}
		};
		await Promise.all(Array.from({ length: Math.min(FILE_CONCURRENCY, paths.length) }, worker));
		stopIfCancelled(signal);
	};
	const paths = keyFiles(tree);
	await fetchAll(paths, 0.4, 0.85);
	// Then what the manifests point at (workspaces' package.json, `-r` includes), in rounds while
	// an include names another file, all within MAX_FOLLOW_UPS.
	const followed: string[] = [];
	for (let round = 0; round < 4 && followed.length < MAX_FOLLOW_UPS; round++) {
		const more = manifestFollowUps(tree, contents, MAX_FOLLOW_UPS - followed.length).filter((path) => !followed.includes(path));
		if (more.length === 0) break;
		followed.push(...more);
		await fetchAll(more, 0.85, 0.95);
	}
	// Key files in the order keyFiles chose, whatever order they arrived in, then the followed ones.
	const ordered: Record<string, string> = {};
	for (const path of [...paths, ...followed]) if (Object.hasOwn(contents, path)) ordered[path] = contents[path];
	return { languages, tree, truncated, contents: ordered };
}

/**
 * Every public repository of an account, page by page (at most MAX_ACCOUNT_PAGES). GitLab and
 * Gitea list users and groups/organisations apart: a 404 as a user asks again as a group.
 */
export async function readAccount(env: CoreEnv, account: AccountRef, now: Date, signal?: AbortSignal): Promise<{ repos: AccountRepo[]; truncated: boolean }> {
	const ask: Ask = { env, ref: account, now, signal };
	const repos: AccountRepo[] = [];
	let truncated = false;
	let as: AccountKind = 'user';
	for (let page: number | null = 1; page !== null; ) {
		let fetched: RelayFetched;
		try {
			fetched = await askHost(ask, accountReposUrl(account, page, as));
		} catch (error) {
			if (as === 'user' && page === 1 && account.kind !== 'github' && error instanceof Problem && error.code === 'private_repository') {
				as = 'org';
				continue;
			}
			throw error;
		}
		const answer = readAccountRepos(account, fetched.body, pagingHeaders(account.kind, fetched, page), page);
		repos.push(...answer.repos);
		truncated ||= answer.truncated;
		page = answer.nextPage;
	}
	return { repos, truncated };
}
