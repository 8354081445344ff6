/**
 * The code hosts Rumo reads public repositories from, through their public REST APIs without a
 * token: GitHub (github.ts), GitLab — gitlab.com or self-hosted (gitlab.ts) — and Gitea, Forgejo and
 * Codeberg, which share one API (gitea.ts). Pure: these functions name the URLs to ask, in order, and
 * map each answer to Rumo's shapes; the repository service asks for them (through the relay's safe
 * fetch or the browser) and never follows a URL a host handed back.
 *
 * Reading a repository: parseRepoInput → metaUrl/readMeta (which gives the default branch) →
 * languagesUrl/readLanguages → treeUrl/readTreePage from page 1 while `nextPage` is not null (at most
 * MAX_TREE_PAGES; `truncated` says the list is incomplete) → fileUrl/readFile for the chosen paths.
 * Any answer that is not 2xx goes to hostFailure, which names the contract's problem.
 *
 * Which host an input means:
 * - `owner/name` or `owner` alone: GitHub, unless `hint` names another kind (then gitlab.com for
 *   'gitlab', codeberg.org for 'gitea'). Nested GitLab groups need the URL. Without a scheme, a
 *   dotted first part is read as a host only when it is a known or forge-named host or more than
 *   owner/name follows (`ana.souza/site` stays a shorthand; `git.example.org/team/app` is an address).
 * - A URL (with or without `https://`, or `git@host:owner/name.git`) of a known host takes that
 *   host's kind whatever the hint: github.com; gitlab.com, framagit.org, salsa.debian.org,
 *   invent.kde.org, gitlab.gnome.org, gitlab.freedesktop.org (GitLab); codeberg.org, gitea.com (Gitea).
 * - Any other host is self-hosted: its kind is the `hint` the screen passes (the person picks GitLab
 *   or Gitea/Forgejo), else a host name whose first label says it (`gitlab.example.org` → GitLab,
 *   `gitea.…`, `forgejo.…`, `codeberg.…` → Gitea); else `unsupported_host`. The API is taken to be at
 *   the root ({origin}/api/v4, {origin}/api/v1); GitHub Enterprise is not supported.
 * - Refused as `invalid_url`: other schemes (`javascript:`, `file:`…), credentials in the URL, a port
 *   other than the scheme's, IP addresses and single-label hosts (`localhost`), spaces and control
 *   characters, `..` and anything else a host's naming rules do not allow, and a shorthand with more
 *   than two parts (`owner/repo/extra`).
 */
import { describeFailure } from './failures';
import { gitea } from './gitea';
import { GITHUB_API, GITHUB_WEB, github } from './github';
import { gitlab } from './gitlab';
import {
	type AccountKind, type AccountRef, type AccountReposPage, type HostAdapter, type HostFailure, type HostHeaders,
	type HostKind, MAX_ACCOUNT_PAGES, MAX_TREE_PAGES, type RepoMeta, type RepoRef, type TreePage, validBranch, validPage, validPath
} from './shared';

export type { AccountKind, AccountRef, AccountRepo, AccountReposPage, HostFailure, HostHeaders, HostKind, RepoMeta, RepoRef, TreeFile, TreePage } from './shared';
export { MAX_ACCOUNT_PAGES, MAX_TREE_PAGES } from './shared';

const ADAPTERS: Record<HostKind, HostAdapter> = { github, gitlab, gitea };

export const HOST_KINDS: readonly HostKind[] = Object.freeze(['github', 'gitlab', 'gitea'] as const);

/** Hosts known by name (after `www.` is dropped), and their kind. */
const KNOWN_HOSTS: Record<string, HostKind> = {
	'github.com': 'github',
	'gitlab.com': 'gitlab',
	'framagit.org': 'gitlab',
	'salsa.debian.org': 'gitlab',
	'invent.kde.org': 'gitlab',
	'gitlab.gnome.org': 'gitlab',
	'gitlab.freedesktop.org': 'gitlab',
	'codeberg.org': 'gitea',
	'gitea.com': 'gitea'
};

/** Where a shorthand `owner/name` lives for each kind. */
const DEFAULT_HOST: Record<HostKind, string> = { github: 'github.com', gitlab: 'gitlab.com', gitea: 'codeberg.org' };

export type ParsedRepoInput =
	| { ref: RepoRef }
	| { account: AccountRef }
	| { error: 'invalid_url' | 'unsupported_host'; detail: string };

const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f]/;
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

const invalid = (): ParsedRepoInput => ({
	error: 'invalid_url',
	detail: 'This is not a repository address. Paste its page address (https://github.com/owner/name) or write owner/name.'
});
const unsupported = (host: string): ParsedRepoInput => ({
	error: 'unsupported_host',
	detail: `Rumo reads GitHub, GitLab and Gitea/Forgejo (such as Codeberg). If ${host} is a GitLab or a Gitea/Forgejo server, choose which one and try again.`
});

function isKind(value: unknown): value is HostKind {
	return typeof value === 'string' && Object.hasOwn(ADAPTERS, value);
}

/** The API and web roots of a host of `kind` at `origin`, or null (GitHub lives on github.com only). */
function basesFor(kind: HostKind, origin: string): { webBase: string; apiBase: string } | null {
	if (kind === 'github') return origin === GITHUB_WEB ? { webBase: GITHUB_WEB, apiBase: GITHUB_API } : null;
	return { webBase: origin, apiBase: `${origin}/api/${kind === 'gitlab' ? 'v4' : 'v1'}` };
}

/** The kind a host name says by its first label (`gitlab.example.org`), or null. */
function kindByName(host: string): HostKind | null {
	const first = host.split('.')[0];
	if (first === 'gitlab') return 'gitlab';
	if (first === 'gitea' || first === 'forgejo' || first === 'codeberg') return 'gitea';
	return null;
}

function refFrom(kind: HostKind, origin: string, owner: string, name: string | null): ParsedRepoInput {
	const adapter = ADAPTERS[kind];
	const bases = basesFor(kind, origin);
	if (!bases || !adapter.validOwner(owner)) return invalid();
	if (name === null) return { account: { kind, ...bases, owner } };
	if (!adapter.validName(name)) return invalid();
	return { ref: { kind, ...bases, owner, name } };
}

/**
 * What the person typed or pasted → a repository, an account, or why neither (with a sentence
 * for them). `hint` is the kind the screen says a self-hosted server is, and the host of a bare
 * `owner/name` (see the top of this file).
 */
export function parseRepoInput(input: string, hint?: HostKind): ParsedRepoInput {
	if (typeof input !== 'string') return invalid();
	const kindHint = isKind(hint) ? hint : undefined;
	let raw = input.trim();
	if (!raw || raw.length > 2048 || CONTROL_OR_SPACE.test(raw)) return invalid();

	// git@host:owner/name.git, as a clone dialog gives it
	const ssh = /^git@([A-Za-z0-9.-]+):([^/].*)$/.exec(raw);
	if (ssh) raw = `https://${ssh[1]}/${ssh[2]}`;

	if (!/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
		const parts = raw.endsWith('/') ? raw.slice(0, -1).split('/') : raw.split('/');
		const first = parts[0].toLowerCase();
		// `github.com/a/b` is an address without its scheme; `ana.souza/site` (GitLab and Gitea allow
		// dots in names) is a shorthand: a dotted first part is a host when the host is known, named
		// like a forge, or followed by more than owner/name.
		const bare = first.replace(/^www\./, '');
		const looksLikeHost = HOST_NAME.test(first) && (Object.hasOwn(KNOWN_HOSTS, bare) || kindByName(first) !== null || parts.length > 2);
		if (looksLikeHost) raw = `https://${raw}`;
		else {
			if (parts.length > 2 || parts.some((part) => part === '')) return invalid();
			const kind = kindHint ?? 'github';
			return refFrom(kind, `https://${DEFAULT_HOST[kind]}`, parts[0], parts.length === 2 ? parts[1].replace(/\.git$/i, '') : null);
		}
	}
	if (!/^https?:\/\//i.test(raw)) return invalid();

	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return invalid();
	}
	if (url.username || url.password || url.port) return invalid();
	let host = url.hostname.toLowerCase().replace(/\.$/, '');
	if (!HOST_NAME.test(host)) return invalid();

	const bare = host.replace(/^www\./, '');
	const known = Object.hasOwn(KNOWN_HOSTS, bare) ? KNOWN_HOSTS[bare] : null;
	if (known) host = bare;
	const kind = known ?? (kindHint && kindHint !== 'github' ? kindHint : null) ?? (kindHint === 'github' ? null : kindByName(host));
	if (!kind) return unsupported(host);
	// Known hosts are always read over https; a self-hosted server keeps the scheme it was given.
	const origin = known ? `https://${host}` : `${url.protocol}//${host}`;

	let segments: string[];
	try {
		segments = url.pathname
			.split('/')
			.filter(Boolean)
			.map((segment) => decodeURIComponent(segment));
	} catch {
		return invalid();
	}
	if (segments.some((segment) => segment.includes('/') || CONTROL_OR_SPACE.test(segment))) return invalid();
	const found = ADAPTERS[kind].fromWebPath(segments);
	return found ? refFrom(kind, origin, found.owner, found.name) : invalid();
}

// ---------------------------------------------------------------------------------------------
// Checking what callers pass: URLs are only ever built from refs parseRepoInput would give.

function checkedAccount(value: AccountRef): HostAdapter {
	if (typeof value !== 'object' || value === null || !isKind(value.kind)) throw new TypeError('Not a code host account or repository.');
	const adapter = ADAPTERS[value.kind];
	let origin: string | null = null;
	try {
		const url = new URL(value.webBase);
		if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.webBase && !url.username && !url.password) origin = url.origin;
	} catch {
		origin = null;
	}
	const bases = origin ? basesFor(value.kind, origin) : null;
	if (!bases || bases.apiBase !== value.apiBase || typeof value.owner !== 'string' || !adapter.validOwner(value.owner)) {
		throw new TypeError(`Not a ${value.kind} account: ${JSON.stringify(value)}`);
	}
	return adapter;
}

function checkedRef(ref: RepoRef): HostAdapter {
	const adapter = checkedAccount(ref);
	if (typeof ref.name !== 'string' || !adapter.validName(ref.name)) throw new TypeError(`Not a ${ref.kind} repository: ${JSON.stringify(ref)}`);
	return adapter;
}

function checkedBranch(branch: string): string {
	if (!validBranch(branch)) throw new TypeError(`Not a branch name: ${JSON.stringify(branch)}`);
	return branch;
}

function checkedPage(page: number, max: number): number {
	if (!validPage(page, max)) throw new RangeError(`Not a page to read (1–${max}): ${String(page)}`);
	return page;
}

// ---------------------------------------------------------------------------------------------
// The requests, in the order a repository is read

/** The repository's description, stars, license, last activity and default branch. */
export function metaUrl(ref: RepoRef): string {
	return checkedRef(ref).metaUrl(ref);
}

/** Its languages (GitHub, Gitea: bytes; GitLab: percentages, see languageUnit). */
export function languagesUrl(ref: RepoRef): string {
	return checkedRef(ref).languagesUrl(ref);
}

/** Page `page` (from 1) of the recursive tree of `branch`. GitHub has only page 1. */
export function treeUrl(ref: RepoRef, branch: string, page: number): string {
	return checkedRef(ref).treeUrl(ref, checkedBranch(branch), checkedPage(page, MAX_TREE_PAGES));
}

/** The raw contents of the file at `path` (as the tree listed it) on `branch`. */
export function fileUrl(ref: RepoRef, branch: string, path: string): string {
	const adapter = checkedRef(ref);
	if (!validPath(path)) throw new TypeError(`Not a file path in a repository: ${JSON.stringify(path)}`);
	return adapter.fileUrl(ref, checkedBranch(branch), path);
}

/**
 * Page `page` of an account's public repositories. `as`: 'user' first; when that answers 404 on
 * GitLab or Gitea, ask again as 'org' (a GitLab group, a Gitea organisation). GitHub's user listing
 * answers for organisations too. A GitLab namespace with a `/` is always a group.
 */
export function accountReposUrl(account: AccountRef, page: number, as: AccountKind = 'user'): string {
	return checkedAccount(account).accountReposUrl(account, checkedPage(page, MAX_ACCOUNT_PAGES), as === 'org' ? 'org' : 'user');
}

// ---------------------------------------------------------------------------------------------
// The answers. A body that is not the JSON asked for throws Problem('source_unavailable').

export function readMeta(ref: RepoRef, body: string): RepoMeta {
	return checkedRef(ref).readMeta(ref, body);
}

/**
 * Language → weight. GitHub and Gitea: bytes of code. GitLab: hundredths of a percent (its API
 * gives percentages only), so the weights give the right shares but are no byte counts.
 */
export function readLanguages(ref: RepoRef, body: string): Record<string, number> {
	return checkedRef(ref).readLanguages(ref, body);
}

/** What readLanguages' numbers are for a host: 'bytes', or a 'weight' that only gives shares. */
export function languageUnit(kind: HostKind): 'bytes' | 'weight' {
	return kind === 'gitlab' ? 'weight' : 'bytes';
}

/** One tree page: files and directories (submodules left out), whether it is incomplete, and the next page. */
export function readTreePage(ref: RepoRef, body: string, page: number, headers: HostHeaders = {}): TreePage {
	return checkedRef(ref).readTreePage(ref, body, checkedPage(page, MAX_TREE_PAGES), headers);
}

/**
 * A file's text. fileUrl always names a raw endpoint, so the body is the file itself: only a UTF-8
 * byte-order mark is dropped. (The base64 `content` of contents APIs is never asked for.)
 */
export function readFile(ref: RepoRef, body: string): string {
	checkedRef(ref);
	return typeof body === 'string' ? body.replace(/^\uFEFF/, '') : '';
}

/** One page of an account's public repositories (private ones left out), and the next page to ask for. */
export function readAccountRepos(account: AccountRef, body: string, headers: HostHeaders, page: number): AccountReposPage {
	return checkedAccount(account).readAccountRepos(account, body, checkedPage(page, MAX_ACCOUNT_PAGES), headers ?? {});
}

/**
 * A failed answer (status not 2xx) for a repository or an account as the contract's problem: 404,
 * 410, 401 and 403 → private_repository; 429, and 403 carrying rate-limit headers (or saying so in
 * `body`, GitHub's secondary limit) → rate_limited with `resetAt`; 5xx and the rest →
 * source_unavailable. Each with a sentence a person can act on.
 */
export function hostFailure(ref: RepoRef | AccountRef, status: number, headers: HostHeaders, now: Date, body = ''): HostFailure {
	checkedAccount(ref);
	return describeFailure(ref, status, headers ?? {}, now, body);
}
