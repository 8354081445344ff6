/**
 * GitLab REST API v4 (gitlab.com or a self-hosted GitLab at {origin}/api/v4, no token), following
 * docs.gitlab.com/api (projects.md, repositories.md, repository_files.md, rest/_index.md):
 * - The project id is its URL-encoded path, `group%2Fsubgroup%2Fproject` ("Namespaced paths").
 * - "Get a single project" `GET /projects/:id?license=true` → `path` (the name in URLs; `name` is a
 *   display name), `namespace.full_path`, `path_with_namespace`, `web_url`, `description`,
 *   `star_count`, `license.key` (Licensee's key → SPDX id; else `license.nickname`/`name`; only sent
 *   with license=true), `last_activity_at` (GitLab has no push time: this also moves on issue and
 *   merge-request activity), `archived`, `default_branch` (null when `empty_repo`),
 *   `forked_from_project` (present for a fork).
 * - "Languages" `GET /projects/:id/languages` → `{ "Ruby": 66.69 }`: PERCENTAGES, not bytes. They
 *   are turned into a weight of hundredths of a percent (66.69 → 6669; the weights of a project sum
 *   to about 10,000), so shares computed from them are right but the numbers are no byte counts:
 *   `languageUnit('gitlab')` says so.
 * - "List repository tree" `GET /projects/:id/repository/tree?ref=&recursive=true&per_page=100&page=`
 *   → `[{ id, name, type: tree|blob|commit, path, mode }]` (no sizes: size is null); offset
 *   pagination by the `x-next-page` header (empty on the last page), else the `Link` header
 *   (x-total-pages is left out for large lists, so it is not relied on). `commit` entries
 *   (submodules) are left out. Stops after MAX_TREE_PAGES pages (5,000 entries): then truncated.
 * - "Get raw file from repository" `GET /projects/:id/repository/files/:file_path/raw?ref=`, the path
 *   URL-encoded whole (`/` → %2F and, as the documentation's example does, `.` → %2E).
 * - "List a user's projects" `GET /users/:user_id/projects` (user_id may be the username) or "List a
 *   group's projects" `GET /groups/:id/projects?include_subgroups=true` (a namespace with a `/` is
 *   always a group), `order_by=last_activity_at&per_page=100&page=`; fields as above, no language.
 * Rate limits: 429 with `RateLimit-Reset` (epoch seconds), `RateLimit-ResetTime` and `Retry-After`
 * (docs "Rate limits" and the user_and_ip_rate_limits settings page): see shared.ts.
 */
import {
	type AccountKind, type AccountRef, capPages, count, type HostAdapter, type HostHeaders, isObject, isoTime, type JsonObject,
	languageWeights, linkNextPage, lowerHeaders, MAX_ACCOUNT_PAGES, MAX_TREE_PAGES, pageHeader, pageOn, parseJson, type RepoMeta,
	type RepoRef, spdxFromKey, textOrNull, type TreeFile, unreadable, validBranch, validPath
} from './shared';

/** GitLab's path rule: letters, digits, `_`, `-`, `.`; not starting with `-` or `.`, not ending in `.git` or `.atom`. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}$/;
/** GitLab nests groups at most 20 deep. */
const MAX_DEPTH = 20;

/** First path segments of a GitLab instance that are pages, not namespaces. */
const RESERVED = new Set([
	'-', 'abuse_reports', 'admin', 'api', 'assets', 'dashboard', 'explore', 'groups', 'help', 'import', 'jwt', 'oauth', 'profile',
	'projects', 'public', 'search', 'snippets', 'uploads', 'users'
]);
/** Old project routes without the `/-/` separator (`group/project/blob/main/x`): where the project path ends. */
const LEGACY_ROUTES = new Set(['blame', 'blob', 'branches', 'commit', 'commits', 'compare', 'edit', 'issues', 'merge_requests', 'pipelines', 'raw', 'tags', 'tree', 'wikis']);

const validSegment = (segment: string) => SEGMENT.test(segment) && !/\.(?:git|atom)$/i.test(segment);
const validName = validSegment;
function validOwner(owner: string): boolean {
	const segments = owner.split('/');
	return segments.length <= MAX_DEPTH && segments.every(validSegment) && !RESERVED.has(segments[0].toLowerCase());
}

function fromWebPath(all: string[]): { owner: string; name: string | null } | null {
	const cut = all.indexOf('-');
	let segments = cut === -1 ? all : all.slice(0, cut);
	if ((segments[0] === 'groups' || segments[0] === 'users') && segments.length >= 2) {
		// gitlab.com/groups/acme/sub (older group pages), gitlab.com/users/ana/projects
		const owner = segments[0] === 'users' ? segments.slice(1, 2) : segments.slice(1);
		return { owner: owner.join('/'), name: null };
	}
	const legacy = segments.findIndex((segment, index) => index >= 2 && LEGACY_ROUTES.has(segment));
	if (legacy !== -1) segments = segments.slice(0, legacy);
	if (segments.length === 0 || RESERVED.has(segments[0].toLowerCase())) return null;
	if (segments.length === 1) return { owner: segments[0], name: null };
	return { owner: segments.slice(0, -1).join('/'), name: segments[segments.length - 1].replace(/\.git$/i, '') };
}

const projectId = (ref: RepoRef) => encodeURIComponent(`${ref.owner}/${ref.name}`);
const project = (ref: RepoRef) => `${ref.apiBase}/projects/${projectId(ref)}`;

function readMeta(ref: RepoRef, body: string): RepoMeta {
	const label = 'a GitLab project';
	const data = parseJson(ref, body, label);
	if (!isObject(data) || typeof data.path !== 'string') throw unreadable(ref, label);
	const { owner, name } = projectPath(data) ?? ref;
	const license = isObject(data.license) ? data.license : null;
	return {
		host: new URL(ref.webBase).hostname,
		owner,
		name,
		url: pageOn(ref, data.web_url, `${owner}/${name}`),
		description: textOrNull(data.description),
		stars: count(data.star_count),
		license: license ? (spdxFromKey(license.key) ?? textOrNull(license.nickname) ?? textOrNull(license.name)) : null,
		pushedAt: isoTime(data.last_activity_at),
		archived: data.archived === true,
		defaultBranch: data.empty_repo !== true && validBranch(data.default_branch) ? data.default_branch : null,
		fork: isObject(data.forked_from_project)
	};
}

/** owner/name from `path` and `namespace.full_path` (else `path_with_namespace`), when both are valid. */
function projectPath(data: JsonObject): { owner: string; name: string } | null {
	const name = typeof data.path === 'string' && validName(data.path) ? data.path : null;
	const fullPath = isObject(data.namespace) ? textOrNull(data.namespace.full_path) : null;
	const withNamespace = textOrNull(data.path_with_namespace);
	const owner = fullPath ?? (withNamespace && name && withNamespace.endsWith(`/${name}`) ? withNamespace.slice(0, -name.length - 1) : null);
	return name && owner && validOwner(owner) ? { owner, name } : null;
}

function readLanguages(ref: RepoRef, body: string): Record<string, number> {
	const weights = languageWeights(parseJson(ref, body, 'a GitLab language list'), (percent) => (percent <= 100 ? Math.round(percent * 100) : null));
	if (!weights) throw unreadable(ref, 'a GitLab language list');
	return weights;
}

function nextPage(headers: HostHeaders): number | null {
	const lower = lowerHeaders(headers);
	return pageHeader(lower, 'x-next-page') ?? linkNextPage(lower);
}

function readTreePage(ref: RepoRef, body: string, page: number, headers: HostHeaders) {
	const data = parseJson(ref, body, 'a GitLab file tree');
	if (!Array.isArray(data)) throw unreadable(ref, 'a GitLab file tree');
	const files: TreeFile[] = [];
	for (const entry of data) {
		if (!isObject(entry) || !validPath(entry.path)) continue;
		if (entry.type === 'blob') files.push({ path: entry.path, size: null, kind: 'file' });
		else if (entry.type === 'tree') files.push({ path: entry.path, size: null, kind: 'dir' });
	}
	return { files, ...capPages(files.length || data.length ? nextPage(headers) : null, page, MAX_TREE_PAGES) };
}

function readAccountRepos(account: AccountRef, body: string, page: number, headers: HostHeaders) {
	const data = parseJson(account, body, 'a GitLab project list');
	if (!Array.isArray(data)) throw unreadable(account, 'a GitLab project list');
	const repos = [];
	for (const item of data) {
		if (!isObject(item) || item.visibility === 'private' || item.visibility === 'internal') continue;
		const path = projectPath(item);
		if (!path) continue;
		repos.push({
			...path,
			description: textOrNull(item.description),
			stars: count(item.star_count),
			pushedAt: isoTime(item.last_activity_at),
			archived: item.archived === true,
			fork: isObject(item.forked_from_project),
			language: null
		});
	}
	return { repos, ...capPages(nextPage(headers), page, MAX_ACCOUNT_PAGES) };
}

export const gitlab: HostAdapter = {
	kind: 'gitlab',
	validOwner,
	validName,
	fromWebPath,
	metaUrl: (ref) => `${project(ref)}?license=true`,
	languagesUrl: (ref) => `${project(ref)}/languages`,
	treeUrl: (ref, branch, page) => `${project(ref)}/repository/tree?ref=${encodeURIComponent(branch)}&recursive=true&per_page=100&page=${page}`,
	fileUrl: (ref, branch, path) =>
		`${project(ref)}/repository/files/${encodeURIComponent(path).replace(/\./g, '%2E')}/raw?ref=${encodeURIComponent(branch)}`,
	accountReposUrl(account, page, as: AccountKind) {
		const query = `order_by=last_activity_at&per_page=100&page=${page}`;
		return as === 'org' || account.owner.includes('/')
			? `${account.apiBase}/groups/${encodeURIComponent(account.owner)}/projects?include_subgroups=true&${query}`
			: `${account.apiBase}/users/${encodeURIComponent(account.owner)}/projects?${query}`;
	},
	readMeta,
	readLanguages,
	readTreePage,
	readAccountRepos
};
