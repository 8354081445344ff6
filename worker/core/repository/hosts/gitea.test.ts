import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../http/problem';
import { GITEA_LIST_LIMIT, GITEA_TREE_PER_PAGE } from './gitea';
import {
	type AccountRef, accountReposUrl, fileUrl, languagesUrl, MAX_TREE_PAGES, metaUrl, readAccountRepos, readLanguages, readMeta,
	readTreePage, type RepoRef, treeUrl
} from './index';

const sample = (name: string) => readFileSync(new URL(`../../../../tests/support/code-hosts/${name}`, import.meta.url), 'utf8');
const ref: RepoRef = { kind: 'gitea', apiBase: 'https://codeberg.org/api/v1', webBase: 'https://codeberg.org', owner: 'lucas.m', name: 'rss-digest' };
const account: AccountRef = { kind: 'gitea', apiBase: 'https://codeberg.org/api/v1', webBase: 'https://codeberg.org', owner: 'lucas.m' };
const REPO = 'https://codeberg.org/api/v1/repos/lucas.m/rss-digest';

/** A Gitea tree answer: `length` entries of page `page`, of `total`. */
function treeBody(page: number, length: number, total: number, perPage = GITEA_TREE_PER_PAGE) {
	const start = (page - 1) * perPage;
	return JSON.stringify({
		sha: 'x',
		url: 'x',
		tree: length ? Array.from({ length }, (_, i) => ({ path: `f/${start + i}.go`, mode: '100644', type: 'blob', size: 10, sha: 'y' })) : null,
		truncated: total > perPage,
		page,
		total_count: total
	});
}

describe('Gitea / Forgejo API v1', () => {
	it('asks the documented endpoints', () => {
		expect(metaUrl(ref)).toBe(REPO);
		expect(languagesUrl(ref)).toBe(`${REPO}/languages`);
		expect(treeUrl(ref, 'main', 2)).toBe(`${REPO}/git/trees/main?recursive=true&per_page=${GITEA_TREE_PER_PAGE}&page=2`);
		expect(fileUrl(ref, 'main', 'cmd/digest/main.go')).toBe(`${REPO}/raw/cmd/digest/main.go?ref=main`);
		expect(fileUrl(ref, 'feat/x', 'docs/Read me.md')).toBe(`${REPO}/raw/docs/Read%20me.md?ref=feat%2Fx`);
		expect(accountReposUrl(account, 3)).toBe(`https://codeberg.org/api/v1/users/lucas.m/repos?page=3&limit=${GITEA_LIST_LIMIT}`);
		expect(accountReposUrl({ ...account, owner: 'forgejo' }, 1, 'org')).toBe(`https://codeberg.org/api/v1/orgs/forgejo/repos?page=1&limit=${GITEA_LIST_LIMIT}`);
	});

	it('maps a repository: SPDX licenses, update time, default branch', () => {
		expect(readMeta(ref, sample('gitea-repo.json'))).toEqual({
			host: 'codeberg.org',
			owner: 'lucas.m',
			name: 'rss-digest',
			url: 'https://codeberg.org/lucas.m/rss-digest',
			description: 'Daily digest of RSS feeds, written in Go.',
			stars: 9,
			license: 'AGPL-3.0-or-later',
			pushedAt: '2026-08-14T05:45:10.000Z',
			archived: false,
			defaultBranch: 'main',
			fork: false
		});
	});

	it('reads Forgejo answers without `licenses`, several licenses, and empty repositories', () => {
		const base = JSON.parse(sample('gitea-repo.json'));
		const { licenses: _licenses, ...forgejo } = base;
		expect(readMeta(ref, JSON.stringify(forgejo)).license).toBeNull();
		expect(readMeta(ref, JSON.stringify({ ...base, licenses: ['MIT', 'Apache-2.0'] })).license).toBe('MIT, Apache-2.0');
		expect(readMeta(ref, JSON.stringify({ ...base, empty: true })).defaultBranch).toBeNull();
		expect(readMeta(ref, JSON.stringify({ ...base, description: '' })).description).toBeNull();
	});

	it('reads languages in bytes', () => {
		expect(readLanguages(ref, sample('gitea-languages.json'))).toEqual({ Go: 61440, Makefile: 812, Dockerfile: 402 });
	});

	it('maps a tree page with sizes, leaves submodules out, and stops at total_count', () => {
		expect(readTreePage(ref, sample('gitea-tree.json'), 1, {})).toEqual({
			files: [
				{ path: 'Dockerfile', size: 402, kind: 'file' },
				{ path: 'Makefile', size: 812, kind: 'file' },
				{ path: 'cmd', size: null, kind: 'dir' },
				{ path: 'cmd/digest', size: null, kind: 'dir' },
				{ path: 'cmd/digest/main.go', size: 2048, kind: 'file' },
				{ path: 'go.mod', size: 120, kind: 'file' }
			],
			truncated: false,
			nextPage: null
		});
	});

	it("does not take Gitea's `truncated` (set on every page of a long tree) for the end", () => {
		const full = GITEA_TREE_PER_PAGE;
		expect(readTreePage(ref, treeBody(1, full, 2500), 1, {}).nextPage).toBe(2);
		expect(readTreePage(ref, treeBody(2, full, 2500), 2, {}).nextPage).toBe(3);
		expect(readTreePage(ref, treeBody(3, 500, 2500), 3, {})).toMatchObject({ nextPage: null, truncated: false });
		expect(readTreePage(ref, treeBody(2, full, 2000), 2, {}).nextPage).toBeNull();
		expect(readTreePage(ref, treeBody(4, 0, 2500), 4, {}).nextPage).toBeNull();
	});

	it('keeps paging an instance that caps per_page lower than asked', () => {
		// An instance with DEFAULT_GIT_TREES_PER_PAGE = 100 and 250 entries: pages of 100, 100, 50.
		expect(readTreePage(ref, treeBody(1, 100, 250, 100), 1, {}).nextPage).toBe(2);
		expect(readTreePage(ref, treeBody(2, 100, 250, 100), 2, {}).nextPage).toBe(3);
		// The short last page costs at most one more (empty) request.
		const last = readTreePage(ref, treeBody(3, 50, 250, 100), 3, {}).nextPage;
		expect(last === null || last === 4).toBe(true);
		expect(readTreePage(ref, treeBody(4, 0, 250, 100), 4, {}).nextPage).toBeNull();
	});

	it('uses x-total-count when the body has no total, and stops after MAX_TREE_PAGES', () => {
		const body = JSON.parse(treeBody(1, GITEA_TREE_PER_PAGE, 5000));
		delete body.total_count;
		expect(readTreePage(ref, JSON.stringify(body), 1, { 'X-Total-Count': '5000' }).nextPage).toBe(2);
		expect(readTreePage(ref, JSON.stringify(body), 1, {}).nextPage).toBe(2);
		const huge = treeBody(MAX_TREE_PAGES, GITEA_TREE_PER_PAGE, 60_000);
		expect(readTreePage(ref, huge, MAX_TREE_PAGES, {})).toMatchObject({ nextPage: null, truncated: true });
	});

	it("lists an account's public repositories and pages by Link, else by x-total-count", () => {
		const body = sample('gitea-user-repos.json');
		const first = readAccountRepos(account, body, { link: '<https://codeberg.org/api/v1/users/lucas.m/repos?limit=50&page=2>; rel="next",<https://codeberg.org/api/v1/users/lucas.m/repos?limit=50&page=4>; rel="last"' }, 1);
		expect(first.nextPage).toBe(2);
		expect(first.repos).toEqual([
			{
				owner: 'lucas.m',
				name: 'rss-digest',
				description: 'Daily digest of RSS feeds, written in Go.',
				stars: 9,
				pushedAt: '2026-08-14T05:45:10.000Z',
				archived: false,
				fork: false,
				language: 'Go'
			},
			{ owner: 'lucas.m', name: 'forgejo', description: null, stars: 0, pushedAt: '2025-12-01T10:00:00.000Z', archived: false, fork: true, language: 'Go' }
		]);
		expect(readAccountRepos(account, body, { 'x-total-count': '120' }, 2).nextPage).toBe(3);
		expect(readAccountRepos(account, body, { 'x-total-count': '120' }, 3).nextPage).toBeNull();
		expect(readAccountRepos(account, body, {}, 1).nextPage).toBeNull();
		expect(readAccountRepos(account, '[]', { 'x-total-count': '120' }, 1).nextPage).toBeNull();
	});

	it('throws source_unavailable for an answer that is not what was asked', () => {
		expect(() => readMeta(ref, `{"errors":[],"message":"The target couldn't be found.","url":"https://codeberg.org/api/swagger"}`)).toThrow(Problem);
		expect(() => readTreePage(ref, '{"tree":null}', 1, {})).toThrow(/not a Gitea\/Forgejo file tree/);
		expect(() => readAccountRepos(account, '{}', {}, 1)).toThrow(Problem);
	});
});
