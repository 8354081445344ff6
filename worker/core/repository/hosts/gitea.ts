/**
 * Gitea API v1, which Forgejo (and so Codeberg) serves too, at {origin}/api/v1, no token. Shapes from
 * Gitea's swagger (templates/swagger/v1_json.tmpl, modules/structs) and, where the swagger is thin,
 * its handlers (services/repository/files/tree.go); Forgejo's API documentation is the same spec:
 * - "Get a repository" `GET /repos/{owner}/{repo}` → `name`, `owner.login`, `html_url`,
 *   `description`, `stars_count`, `licenses` (SPDX ids detected by Gitea ≥ 1.23; absent on older
 *   Gitea and on Forgejo, so often null), `updated_at` (there is no push time; Gitea moves it on
 *   push), `archived`, `default_branch` (null when `empty`), `fork`.
 * - "Get languages and number of bytes of code written" `GET /repos/{owner}/{repo}/languages` →
 *   `{ "Go": bytes }`.
 * - "Gets the tree of a repository" `GET /repos/{owner}/{repo}/git/trees/{sha}?recursive=true&per_page=1000&page=`
 *   (`sha` may be a branch name: Gitea resolves refs) → `{ sha, url, tree: [{ path, mode, type:
 *   blob|tree|commit, size, sha, url }], truncated, page, total_count }`. Gitea sets `truncated`
 *   whenever the whole tree is longer than one page, on every page, so it does not end the paging:
 *   `total_count` does. per_page is capped by the instance's DEFAULT_GIT_TREES_PER_PAGE (1,000 by
 *   default); when an instance caps it lower, the page's own length is taken as the page size.
 *   `commit` entries (submodules) are left out.
 * - "Get a file from a repository" `GET /repos/{owner}/{repo}/raw/{filepath}?ref=` → the file itself
 *   (not `media/`, which would follow Git LFS pointers to large binaries this analysis has no use for).
 * - "List the repos owned by the given user" `GET /users/{username}/repos?page=&limit=50` or "List
 *   an organization's repos" `GET /orgs/{org}/repos?…` (limit is capped by MAX_RESPONSE_ITEMS, 50 by
 *   default); pages by the `Link` header, else `x-total-count`. Fields: `name`, `owner.login`,
 *   `description`, `stars_count`, `updated_at`, `archived`, `fork`, `language`, `private`.
 * Rate limits: Gitea itself does not limit the API; instances behind a proxy (Codeberg) answer 429
 * with `retry-after`: see shared.ts.
 */
import {
	type AccountKind, type AccountRef, capPages, count, encodeSegments, type HostAdapter, type HostHeaders, isObject, isoTime,
	languageWeights, linkNextPage, lowerHeaders, MAX_ACCOUNT_PAGES, MAX_TREE_PAGES, pageHeader, pageOn, parseJson, type RepoMeta,
	type RepoRef, textOrNull, type TreeFile, unreadable, validBranch, validPath
} from './shared';

/** Entries asked for per tree page (Gitea's default maximum). */
export const GITEA_TREE_PER_PAGE = 1000;
/** Repositories asked for per account page (Gitea's default MAX_RESPONSE_ITEMS). */
export const GITEA_LIST_LIMIT = 50;

const OWNER = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,39}$/;
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** First path segments of a Gitea/Forgejo instance that are pages, not accounts. */
const RESERVED = new Set([
	'-', 'admin', 'api', 'assets', 'attachments', 'avatars', 'captcha', 'explore', 'help', 'install', 'issues', 'login', 'metrics',
	'milestones', 'notifications', 'org', 'pulls', 'repo', 'swagger.v1.json', 'user', 'v2'
]);

const validOwner = (owner: string) => OWNER.test(owner) && !owner.includes('..') && !RESERVED.has(owner.toLowerCase());
const validName = (name: string) => NAME.test(name) && name !== '.' && name !== '..' && !/\.(?:git|wiki|rss|atom)$/i.test(name);

function fromWebPath(segments: string[]): { owner: string; name: string | null } | null {
	if (segments.length === 0 || RESERVED.has(segments[0].toLowerCase())) return null;
	if (segments.length === 1) return { owner: segments[0], name: null };
	return { owner: segments[0], name: segments[1].replace(/\.git$/i, '') };
}

const repoPath = (ref: RepoRef) => `${ref.apiBase}/repos/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.name)}`;

function readMeta(ref: RepoRef, body: string): RepoMeta {
	const label = 'a Gitea/Forgejo repository';
	const data = parseJson(ref, body, label);
	if (!isObject(data) || typeof data.name !== 'string') throw unreadable(ref, label);
	const login = isObject(data.owner) ? textOrNull(data.owner.login) ?? textOrNull(data.owner.username) : null;
	const owner = login && validOwner(login) ? login : ref.owner;
	const name = validName(data.name) ? data.name : ref.name;
	const licenses = Array.isArray(data.licenses) ? data.licenses.map(textOrNull).filter((id): id is string => id !== null) : [];
	return {
		host: new URL(ref.webBase).hostname,
		owner,
		name,
		url: pageOn(ref, data.html_url, `${owner}/${name}`),
		description: textOrNull(data.description),
		stars: count(data.stars_count),
		// Several license files: listed, not combined (whether they apply together or as a choice is not said).
		license: licenses.length ? licenses.join(', ') : null,
		pushedAt: isoTime(data.updated_at),
		archived: data.archived === true,
		defaultBranch: data.empty !== true && validBranch(data.default_branch) ? data.default_branch : null,
		fork: data.fork === true
	};
}

function readLanguages(ref: RepoRef, body: string): Record<string, number> {
	const weights = languageWeights(parseJson(ref, body, 'a Gitea/Forgejo language list'), (bytes) => (Number.isSafeInteger(bytes) ? bytes : null));
	if (!weights) throw unreadable(ref, 'a Gitea/Forgejo language list');
	return weights;
}

/**
 * The page after `page` while entries remain. `seen` assumes the instance honoured per_page; when it
 * did not (a shorter page that is not the end), the page's length is the instance's page size, and
 * the last such page may cost one extra, empty request.
 */
function nextTreePage(page: number, length: number, total: number | null): number | null {
	if (length === 0) return null;
	if (total === null) return length >= GITEA_TREE_PER_PAGE ? page + 1 : null;
	const seen = (page - 1) * GITEA_TREE_PER_PAGE + length;
	if (seen === total) return null;
	if (length >= GITEA_TREE_PER_PAGE) return seen < total ? page + 1 : null;
	return page * length < total ? page + 1 : null;
}

function readTreePage(ref: RepoRef, body: string, page: number, headers: HostHeaders) {
	const data = parseJson(ref, body, 'a Gitea/Forgejo file tree');
	// Past the last page Gitea answers `"tree": null`.
	if (!isObject(data) || !(Array.isArray(data.tree) || (data.tree === null && 'total_count' in data))) throw unreadable(ref, 'a Gitea/Forgejo file tree');
	const entries = Array.isArray(data.tree) ? data.tree : [];
	const files: TreeFile[] = [];
	for (const entry of entries) {
		if (!isObject(entry) || !validPath(entry.path)) continue;
		if (entry.type === 'blob') files.push({ path: entry.path, size: count(entry.size), kind: 'file' });
		else if (entry.type === 'tree') files.push({ path: entry.path, size: null, kind: 'dir' });
	}
	const total = count(data.total_count) ?? pageHeader(lowerHeaders(headers), 'x-total-count');
	return { files, ...capPages(nextTreePage(page, entries.length, total), page, MAX_TREE_PAGES) };
}

function readAccountRepos(account: AccountRef, body: string, page: number, headers: HostHeaders) {
	const data = parseJson(account, body, 'a Gitea/Forgejo repository list');
	if (!Array.isArray(data)) throw unreadable(account, 'a Gitea/Forgejo repository list');
	const repos = [];
	for (const repo of data) {
		if (!isObject(repo) || typeof repo.name !== 'string' || !validName(repo.name) || repo.private === true) continue;
		const login = isObject(repo.owner) ? textOrNull(repo.owner.login) ?? textOrNull(repo.owner.username) : null;
		repos.push({
			owner: login && validOwner(login) ? login : account.owner,
			name: repo.name,
			description: textOrNull(repo.description),
			stars: count(repo.stars_count),
			pushedAt: isoTime(repo.updated_at),
			archived: repo.archived === true,
			fork: repo.fork === true,
			language: textOrNull(repo.language)
		});
	}
	const lower = lowerHeaders(headers);
	const total = pageHeader(lower, 'x-total-count');
	const next =
		data.length === 0
			? null
			: (linkNextPage(lower) ?? (total !== null ? (page * GITEA_LIST_LIMIT < total ? page + 1 : null) : data.length >= GITEA_LIST_LIMIT ? page + 1 : null));
	return { repos, ...capPages(next, page, MAX_ACCOUNT_PAGES) };
}

export const gitea: HostAdapter = {
	kind: 'gitea',
	validOwner,
	validName,
	fromWebPath,
	metaUrl: (ref) => repoPath(ref),
	languagesUrl: (ref) => `${repoPath(ref)}/languages`,
	treeUrl: (ref, branch, page) => `${repoPath(ref)}/git/trees/${encodeURIComponent(branch)}?recursive=true&per_page=${GITEA_TREE_PER_PAGE}&page=${page}`,
	fileUrl: (ref, branch, path) => `${repoPath(ref)}/raw/${encodeSegments(path)}?ref=${encodeURIComponent(branch)}`,
	accountReposUrl(account, page, as: AccountKind) {
		const owner = encodeURIComponent(account.owner);
		return `${account.apiBase}/${as === 'org' ? 'orgs' : 'users'}/${owner}/repos?page=${page}&limit=${GITEA_LIST_LIMIT}`;
	},
	readMeta,
	readLanguages,
	readTreePage,
	readAccountRepos
};
