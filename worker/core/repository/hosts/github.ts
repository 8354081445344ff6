/**
 * GitHub REST API (api.github.com, no token: 60 requests an hour per address), following
 * docs.github.com/rest:
 * - "Get a repository" `GET /repos/{owner}/{repo}` → meta: `name`, `owner.login`, `html_url`,
 *   `description`, `stargazers_count`, `license.spdx_id` (`NOASSERTION` for an unrecognised license
 *   file: then `license.name`, "Other"), `pushed_at`, `archived`, `default_branch`, `fork`.
 * - "List repository languages" `GET /repos/{owner}/{repo}/languages` → `{ "TypeScript": bytes }`.
 * - "Get a tree" `GET /repos/{owner}/{repo}/git/trees/{tree_sha}?recursive=1` (tree_sha may be a
 *   branch name) → `tree[]` of `{ path, mode, type: blob|tree|commit, sha, size (blobs), url }` and
 *   `truncated`: true when the tree is over GitHub's limit (100,000 entries or 7 MB); there is no
 *   paging, so a truncated tree stays truncated (reading sub-trees one by one would cost a request
 *   each, which the unauthenticated limit cannot pay). `commit` entries (submodules) are left out.
 * - Files from raw.githubusercontent.com/{owner}/{repo}/refs/heads/{branch}/{path}, not the
 *   contents API: the raw host answers the file itself (no base64, no 1 MB JSON cap), sends CORS
 *   headers, and does not count against the REST API's 60 requests an hour (its own limits are not
 *   published). `refs/heads/` keeps a branch with a slash from being read as part of the path.
 * - "List repositories for a user" `GET /users/{username}/repos?type=owner&sort=pushed&per_page=100&page=`
 *   (answers for organisations too) or "List organization repositories" `GET /orgs/{org}/repos?type=public…`;
 *   pages by the `Link` header's rel="next". Fields: `name`, `owner.login`, `description`,
 *   `stargazers_count`, `pushed_at`, `archived`, `fork`, `language`, `private` (private ones are
 *   left out).
 * Rate limits: docs "Rate limits for the REST API" (403/429 with `x-ratelimit-remaining: 0` and
 * `x-ratelimit-reset` in UTC epoch seconds; secondary limits with `retry-after`): see shared.ts.
 */
import {
	type AccountKind, type AccountRef, capPages, count, encodeSegments, type HostAdapter, type HostHeaders, isObject, isoTime,
	linkNextPage, lowerHeaders, MAX_ACCOUNT_PAGES, pageOn, parseJson, type RepoMeta, type RepoRef, textOrNull, type TreeFile,
	unreadable, validBranch, validPath, languageWeights
} from './shared';

export const GITHUB_WEB = 'https://github.com';
export const GITHUB_API = 'https://api.github.com';
export const GITHUB_RAW = 'https://raw.githubusercontent.com';

/** Letters, digits and hyphens, not starting with a hyphen, at most 39 (GitHub's sign-up rule, leniently). */
const OWNER = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/;
/** Letters, digits, `.`, `_`, `-`; at most 100. */
const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** First path segments of github.com that are pages, not accounts. */
const RESERVED = new Set([
	'about', 'account', 'apps', 'codespaces', 'collections', 'contact', 'customer-stories', 'dashboard', 'enterprise', 'events',
	'explore', 'features', 'issues', 'join', 'login', 'logout', 'marketplace', 'new', 'notifications', 'organizations', 'pricing',
	'pulls', 'readme', 'search', 'security', 'settings', 'signup', 'site', 'sponsors', 'stars', 'team', 'topics', 'trending', 'watching'
]);

const validOwner = (owner: string) => OWNER.test(owner) && !RESERVED.has(owner.toLowerCase());
const validName = (name: string) => NAME.test(name) && name !== '.' && name !== '..' && !/\.git$/i.test(name);

function fromWebPath(segments: string[]): { owner: string; name: string | null } | null {
	if (segments[0] === 'orgs' && segments.length >= 2) return { owner: segments[1], name: null };
	if (segments.length === 0 || RESERVED.has(segments[0].toLowerCase())) return null;
	if (segments.length === 1) return { owner: segments[0], name: null };
	return { owner: segments[0], name: segments[1].replace(/\.git$/i, '') };
}

const repoPath = (ref: RepoRef) => `${GITHUB_API}/repos/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.name)}`;

const LABEL = 'a GitHub repository';

function readMeta(ref: RepoRef, body: string): RepoMeta {
	const data = parseJson(ref, body, LABEL);
	if (!isObject(data) || typeof data.name !== 'string') throw unreadable(ref, LABEL);
	const login = isObject(data.owner) ? textOrNull(data.owner.login) : null;
	const owner = login && validOwner(login) ? login : ref.owner;
	const name = validName(data.name) ? data.name : ref.name;
	const license = isObject(data.license) ? data.license : null;
	const spdx = license ? textOrNull(license.spdx_id) : null;
	return {
		host: 'github.com',
		owner,
		name,
		url: pageOn(ref, data.html_url, `${owner}/${name}`),
		description: textOrNull(data.description),
		stars: count(data.stargazers_count),
		license: spdx && spdx !== 'NOASSERTION' ? spdx : license ? textOrNull(license.name) : null,
		pushedAt: isoTime(data.pushed_at),
		archived: data.archived === true,
		defaultBranch: validBranch(data.default_branch) ? data.default_branch : null,
		fork: data.fork === true
	};
}

function readLanguages(ref: RepoRef, body: string): Record<string, number> {
	const weights = languageWeights(parseJson(ref, body, 'a GitHub language list'), (bytes) => (Number.isSafeInteger(bytes) ? bytes : null));
	if (!weights) throw unreadable(ref, 'a GitHub language list');
	return weights;
}

function readTreePage(ref: RepoRef, body: string): { files: TreeFile[]; truncated: boolean; nextPage: null } {
	const data = parseJson(ref, body, 'a GitHub file tree');
	if (!isObject(data) || !Array.isArray(data.tree)) throw unreadable(ref, 'a GitHub file tree');
	const files: TreeFile[] = [];
	for (const entry of data.tree) {
		if (!isObject(entry) || !validPath(entry.path)) continue;
		if (entry.type === 'blob') files.push({ path: entry.path, size: count(entry.size), kind: 'file' });
		else if (entry.type === 'tree') files.push({ path: entry.path, size: null, kind: 'dir' });
	}
	return { files, truncated: data.truncated === true, nextPage: null };
}

function readAccountRepos(account: AccountRef, body: string, page: number, headers: HostHeaders) {
	const data = parseJson(account, body, 'a GitHub repository list');
	if (!Array.isArray(data)) throw unreadable(account, 'a GitHub repository list');
	const repos = [];
	for (const repo of data) {
		if (!isObject(repo) || typeof repo.name !== 'string' || !validName(repo.name) || repo.private === true) continue;
		const login = isObject(repo.owner) ? textOrNull(repo.owner.login) : null;
		repos.push({
			owner: login && validOwner(login) ? login : account.owner,
			name: repo.name,
			description: textOrNull(repo.description),
			stars: count(repo.stargazers_count),
			pushedAt: isoTime(repo.pushed_at),
			archived: repo.archived === true,
			fork: repo.fork === true,
			language: textOrNull(repo.language)
		});
	}
	return { repos, ...capPages(linkNextPage(lowerHeaders(headers)), page, MAX_ACCOUNT_PAGES) };
}

export const github: HostAdapter = {
	kind: 'github',
	validOwner,
	validName,
	fromWebPath,
	metaUrl: (ref) => repoPath(ref),
	languagesUrl: (ref) => `${repoPath(ref)}/languages`,
	treeUrl(ref, branch, page) {
		if (page !== 1) throw new RangeError('GitHub answers a recursive tree in one page.');
		return `${repoPath(ref)}/git/trees/${encodeURIComponent(branch)}?recursive=1`;
	},
	fileUrl: (ref, branch, path) =>
		`${GITHUB_RAW}/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.name)}/refs/heads/${encodeSegments(branch)}/${encodeSegments(path)}`,
	accountReposUrl(account, page, as: AccountKind) {
		const owner = encodeURIComponent(account.owner);
		return as === 'org'
			? `${GITHUB_API}/orgs/${owner}/repos?type=public&sort=pushed&per_page=100&page=${page}`
			: `${GITHUB_API}/users/${owner}/repos?type=owner&sort=pushed&per_page=100&page=${page}`;
	},
	readMeta,
	readLanguages,
	readTreePage: (ref, body) => readTreePage(ref, body),
	readAccountRepos
};
