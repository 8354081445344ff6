/**
 * What the code-host adapters share: the types they speak, reading JSON and headers, checking the
 * names and paths that go into a URL (an HTTP failure as the contract's problem is failures.ts).
 * Pure: nothing here fetches; every reader takes what a host answered and never trusts its types.
 */
import { problem } from '../../http/problem';

export type HostKind = 'github' | 'gitlab' | 'gitea';

/** One repository on one host. Built by parseRepoInput; URLs are only ever built from a ref it would give. */
export type RepoRef = {
	kind: HostKind;
	/** The REST API root, no trailing slash: https://api.github.com, https://gitlab.com/api/v4, https://codeberg.org/api/v1. */
	apiBase: string;
	/** The host's web origin: https://github.com, https://gitlab.com, https://codeberg.org. */
	webBase: string;
	/** The account (GitHub, Gitea) or namespace (GitLab: `group` or `group/subgroup`). */
	owner: string;
	name: string;
};

/** An account (a user, an organisation or a GitLab group) whose public repositories can be listed. */
export type AccountRef = Omit<RepoRef, 'name'>;

/** The repository as the host describes it. */
export type RepoMeta = {
	/** The web host name (`github.com`, `gitlab.com`, `codeberg.org`). */
	host: string;
	/** As the host spells them (the ref may have had other casing). */
	owner: string;
	name: string;
	/** The repository's web page. */
	url: string;
	description: string | null;
	stars: number | null;
	/** An SPDX id when the host names one (`MIT`, `Apache-2.0`), else the host's name for it (`Other`); null when none. */
	license: string | null;
	/** The last push (GitHub), the last activity (GitLab) or the last update (Gitea): see each adapter. */
	pushedAt: string | null;
	archived: boolean;
	/** null for an empty repository (nothing to read). */
	defaultBranch: string | null;
	fork: boolean;
};

export type TreeFile = { path: string; size: number | null; kind: 'file' | 'dir' };

/**
 * One page of a repository's recursive tree. `truncated`: the host holds more entries than can be
 * read (GitHub's own limit, or more than MAX_TREE_PAGES pages); `nextPage`: the page to ask for
 * next, or null when this was the last one to read.
 */
export type TreePage = { files: TreeFile[]; truncated: boolean; nextPage: number | null };

export type AccountRepo = {
	owner: string;
	name: string;
	description: string | null;
	stars: number | null;
	pushedAt: string | null;
	archived: boolean;
	fork: boolean;
	/** The host's main language for it; null when it does not say (GitLab's lists never do). */
	language: string | null;
};

export type AccountReposPage = { repos: AccountRepo[]; nextPage: number | null; truncated: boolean };

/** Response headers, names in any case. */
export type HostHeaders = Record<string, string>;

export type HostFailure = {
	code: 'private_repository' | 'rate_limited' | 'source_unavailable';
	/** A sentence a person can act on. */
	detail: string;
	/** When the host will answer again (UTC ISO 8601), for rate_limited; null otherwise. */
	resetAt: string | null;
};

/** A listing of whom: GitHub's and Gitea's users and organisations, GitLab's users and groups. */
export type AccountKind = 'user' | 'org';

/** A tree is never read past this many pages (GitLab: 5,000 entries; Gitea: 50,000). */
export const MAX_TREE_PAGES = 50;
/** An account's repositories are never listed past this many pages. */
export const MAX_ACCOUNT_PAGES = 10;

/** What each host family's file gives index.ts. Every function takes refs index.ts has checked. */
export interface HostAdapter {
	readonly kind: HostKind;
	validOwner(owner: string): boolean;
	validName(name: string): boolean;
	/** A web page's path segments (decoded) → the repository or account it belongs to, or null. */
	fromWebPath(segments: string[]): { owner: string; name: string | null } | null;
	metaUrl(ref: RepoRef): string;
	languagesUrl(ref: RepoRef): string;
	treeUrl(ref: RepoRef, branch: string, page: number): string;
	fileUrl(ref: RepoRef, branch: string, path: string): string;
	accountReposUrl(account: AccountRef, page: number, as: AccountKind): string;
	readMeta(ref: RepoRef, body: string): RepoMeta;
	readLanguages(ref: RepoRef, body: string): Record<string, number>;
	readTreePage(ref: RepoRef, body: string, page: number, headers: HostHeaders): TreePage;
	readAccountRepos(account: AccountRef, body: string, page: number, headers: HostHeaders): AccountReposPage;
}

// ---------------------------------------------------------------------------------------------
// Reading answers

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The people-facing name of the host ('GitHub', 'GitLab', 'Codeberg', 'git.example.org'). */
export function hostLabel(ref: AccountRef): string {
	const host = hostOf(ref.webBase);
	if (ref.kind === 'github') return 'GitHub';
	if (ref.kind === 'gitlab') return host === 'gitlab.com' ? 'GitLab' : `the GitLab at ${host}`;
	if (host === 'codeberg.org') return 'Codeberg';
	if (host === 'gitea.com') return 'Gitea';
	return `the Gitea/Forgejo server at ${host}`;
}

export function hostOf(webBase: string): string {
	try {
		return new URL(webBase).hostname;
	} catch {
		return webBase;
	}
}

/** A host answer that is not what was asked for: the service reports it as source_unavailable. */
export function unreadable(ref: AccountRef, what: string) {
	const label = hostLabel(ref);
	return problem('source_unavailable', `${label[0].toUpperCase()}${label.slice(1)} answered something that is not ${what}. Try again later.`);
}

/** The body as JSON, or the source_unavailable problem. */
export function parseJson(ref: AccountRef, body: string, what: string): Json {
	try {
		return JSON.parse(body.replace(/^\uFEFF/, '')) as Json;
	} catch {
		throw unreadable(ref, what);
	}
}

/** A string field trimmed, or null when it is absent, blank or not a string. */
export function textOrNull(value: unknown): string | null {
	if (typeof value !== 'string') return null;
	const trimmed = value.trim();
	return trimmed ? trimmed : null;
}

/** A whole number ≥ 0, or null. */
export function count(value: unknown): number | null {
	return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** An ISO 8601 date-time with a zone (what all three APIs give) as UTC ISO, or null. */
export function isoTime(value: unknown): string | null {
	if (typeof value !== 'string') return null;
	if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) return null;
	const time = Date.parse(value.trim().replace(/(\.\d{3})\d+/, '$1').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
	return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** An absolute http(s) URL without credentials, or null. */
export function webUrl(value: unknown): string | null {
	if (typeof value !== 'string') return null;
	try {
		const url = new URL(value);
		if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
		return url.href;
	} catch {
		return null;
	}
}

/** Headers with lower-case names. */
export function lowerHeaders(headers: HostHeaders | null | undefined): Record<string, string> {
	const out: Record<string, string> = {};
	if (!headers || typeof headers !== 'object') return out;
	for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') out[name.toLowerCase()] = value.trim();
	return out;
}

/** A header that holds a page number (GitLab's `x-next-page`), or null when empty or not one. */
export function pageHeader(headers: Record<string, string>, name: string): number | null {
	const raw = headers[name];
	return raw !== undefined && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * The `page` of the RFC 8288 `Link` header's rel="next" target, or null. Only the number is taken:
 * the service builds the next URL itself and never follows one a host handed it.
 */
export function linkNextPage(headers: Record<string, string>): number | null {
	const link = headers.link;
	if (!link) return null;
	for (const part of link.split(/,(?=\s*<)/)) {
		const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
		const rel = match ? /\brel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i.exec(match[2]) : null;
		if (!match || !rel || !(rel[1] ?? rel[2]).toLowerCase().split(/\s+/).includes('next')) continue;
		try {
			const page = new URL(match[1], 'https://host.invalid/').searchParams.get('page');
			if (page !== null && /^\d{1,6}$/.test(page) && Number(page) > 0) return Number(page);
		} catch {
			return null;
		}
	}
	return null;
}

/** nextPage/truncated for a listing that stops at `max` pages. */
export function capPages(next: number | null, page: number, max: number): { nextPage: number | null; truncated: boolean } {
	if (next === null || next <= page) return { nextPage: null, truncated: false };
	if (next > max) return { nextPage: null, truncated: true };
	return { nextPage: next, truncated: false };
}

/** Language → weight, keeping only names with a whole, non-negative weight. */
export function languageWeights(data: Json, scale: (value: number) => number | null): Record<string, number> | null {
	if (!isObject(data)) return null;
	const out: Record<string, number> = {};
	for (const [name, value] of Object.entries(data)) {
		const language = name.trim();
		if (!language || typeof value !== 'number' || !Number.isFinite(value) || value < 0) continue;
		const weight = scale(value);
		if (weight !== null && weight > 0) out[language] = weight;
	}
	return out;
}

// ---------------------------------------------------------------------------------------------
// What goes into a URL

/** Control characters, and the whitespace no name or ref may hold. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A branch name git would accept (git check-ref-format, one level or more): no `..`, `@{`, `//`,
 * spaces, control characters or `~^:?*[\`; not starting with `-` or `/`, no part starting with `.`,
 * not ending with `/`, `.` or `.lock`.
 */
export function validBranch(branch: unknown): branch is string {
	if (typeof branch !== 'string' || branch.length === 0 || branch.length > 255) return false;
	if (CONTROL.test(branch) || /[\s~^:?*[\\]/.test(branch)) return false;
	if (branch.includes('..') || branch.includes('@{') || branch.includes('//') || branch === '@') return false;
	if (branch.startsWith('-') || branch.startsWith('/') || branch.endsWith('/') || branch.endsWith('.') || branch.endsWith('.lock')) return false;
	return branch.split('/').every((part) => part.length > 0 && !part.startsWith('.') && !part.endsWith('.lock'));
}

/**
 * A file path inside a repository, as a tree lists it: relative, `/`-separated, no empty, `.` or
 * `..` segment, no backslash or control character. Spaces and any other Unicode are allowed (and
 * encoded when a URL is built).
 */
export function validPath(path: unknown): path is string {
	if (typeof path !== 'string' || path.length === 0 || path.length > 4096) return false;
	if (CONTROL.test(path) || path.includes('\\')) return false;
	return path.split('/').every((segment) => segment.length > 0 && segment !== '.' && segment !== '..');
}

/** Each segment percent-encoded, the slashes kept. */
export function encodeSegments(path: string): string {
	return path.split('/').map(encodeURIComponent).join('/');
}

/** A page number a URL may carry. */
export function validPage(page: unknown, max: number): page is number {
	return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= max;
}

/** The host's own link to a page when it is on the host's web origin, else the page built from its path. */
export function pageOn(ref: AccountRef, value: unknown, path: string): string {
	const url = webUrl(value);
	if (url && new URL(url).origin === ref.webBase) return url;
	return `${ref.webBase}/${encodeSegments(path)}`;
}

/** Licensee's keys (GitHub's `license.key`, GitLab's `license.key`) → SPDX ids, for the common licenses. */
const SPDX_BY_KEY: Record<string, string> = {
	'0bsd': '0BSD', 'agpl-3.0': 'AGPL-3.0', 'apache-2.0': 'Apache-2.0', 'artistic-2.0': 'Artistic-2.0', 'bsd-2-clause': 'BSD-2-Clause',
	'bsd-3-clause': 'BSD-3-Clause', 'bsd-3-clause-clear': 'BSD-3-Clause-Clear', 'bsl-1.0': 'BSL-1.0', 'cc-by-4.0': 'CC-BY-4.0',
	'cc-by-sa-4.0': 'CC-BY-SA-4.0', 'cc0-1.0': 'CC0-1.0', 'ecl-2.0': 'ECL-2.0', 'epl-1.0': 'EPL-1.0', 'epl-2.0': 'EPL-2.0',
	'eupl-1.1': 'EUPL-1.1', 'eupl-1.2': 'EUPL-1.2', 'gpl-2.0': 'GPL-2.0', 'gpl-3.0': 'GPL-3.0', 'isc': 'ISC', 'lgpl-2.1': 'LGPL-2.1',
	'lgpl-3.0': 'LGPL-3.0', 'mit': 'MIT', 'mit-0': 'MIT-0', 'mpl-2.0': 'MPL-2.0', 'ms-pl': 'MS-PL', 'ms-rl': 'MS-RL', 'ofl-1.1': 'OFL-1.1',
	'postgresql': 'PostgreSQL', 'unlicense': 'Unlicense', 'upl-1.0': 'UPL-1.0', 'vim': 'Vim', 'wtfpl': 'WTFPL', 'zlib': 'Zlib'
};

/** A Licensee key as its SPDX id, or null when it is not one of the common licenses. */
export function spdxFromKey(key: unknown): string | null {
	return typeof key === 'string' && Object.hasOwn(SPDX_BY_KEY, key.toLowerCase()) ? SPDX_BY_KEY[key.toLowerCase()] : null;
}
