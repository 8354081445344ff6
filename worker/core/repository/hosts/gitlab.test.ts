import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../http/problem';
import {
	type AccountRef, accountReposUrl, fileUrl, languagesUrl, MAX_TREE_PAGES, metaUrl, readAccountRepos, readLanguages, readMeta,
	readTreePage, type RepoRef, treeUrl
} from './index';

const sample = (name: string) => readFileSync(new URL(`../../../../tests/support/code-hosts/${name}`, import.meta.url), 'utf8');
const ref: RepoRef = { kind: 'gitlab', apiBase: 'https://gitlab.com/api/v4', webBase: 'https://gitlab.com', owner: 'harbor-labs/data', name: 'pricing-model' };
const selfHosted: RepoRef = { kind: 'gitlab', apiBase: 'https://git.example.org/api/v4', webBase: 'https://git.example.org', owner: 'team', name: 'my.app' };
const user: AccountRef = { kind: 'gitlab', apiBase: 'https://gitlab.com/api/v4', webBase: 'https://gitlab.com', owner: 'ana.souza' };
const PROJECT = 'https://gitlab.com/api/v4/projects/harbor-labs%2Fdata%2Fpricing-model';

describe('GitLab REST API v4', () => {
	it('names the project by its URL-encoded path and asks for the license', () => {
		expect(metaUrl(ref)).toBe(`${PROJECT}?license=true`);
		expect(languagesUrl(ref)).toBe(`${PROJECT}/languages`);
		expect(metaUrl(selfHosted)).toBe('https://git.example.org/api/v4/projects/team%2Fmy.app?license=true');
	});

	it('pages the recursive tree 100 at a time', () => {
		expect(treeUrl(ref, 'trunk', 1)).toBe(`${PROJECT}/repository/tree?ref=trunk&recursive=true&per_page=100&page=1`);
		expect(treeUrl(ref, 'feature/x', 7)).toBe(`${PROJECT}/repository/tree?ref=feature%2Fx&recursive=true&per_page=100&page=7`);
	});

	it('reads raw files with the whole path encoded, dots included, as the documentation shows', () => {
		expect(fileUrl(ref, 'trunk', 'src/pricing/api.py')).toBe(`${PROJECT}/repository/files/src%2Fpricing%2Fapi%2Epy/raw?ref=trunk`);
		expect(fileUrl(ref, 'trunk', 'docs/Getting started.md')).toBe(`${PROJECT}/repository/files/docs%2FGetting%20started%2Emd/raw?ref=trunk`);
		expect(fileUrl(ref, 'v1.0', 'a&b?c#d')).toBe(`${PROJECT}/repository/files/a%26b%3Fc%23d/raw?ref=v1.0`);
	});

	it("lists a user's projects, or a group's with its subgroups", () => {
		expect(accountReposUrl(user, 1)).toBe('https://gitlab.com/api/v4/users/ana.souza/projects?order_by=last_activity_at&per_page=100&page=1');
		expect(accountReposUrl(user, 2, 'org')).toBe(
			'https://gitlab.com/api/v4/groups/ana.souza/projects?include_subgroups=true&order_by=last_activity_at&per_page=100&page=2'
		);
		// A namespace with a slash can only be a group.
		expect(accountReposUrl({ ...user, owner: 'harbor-labs/data' }, 1)).toBe(
			'https://gitlab.com/api/v4/groups/harbor-labs%2Fdata/projects?include_subgroups=true&order_by=last_activity_at&per_page=100&page=1'
		);
	});

	it('maps a project: path (not display name), namespace, license key as SPDX, last activity', () => {
		expect(readMeta(ref, sample('gitlab-project.json'))).toEqual({
			host: 'gitlab.com',
			owner: 'harbor-labs/data',
			name: 'pricing-model',
			url: 'https://gitlab.com/harbor-labs/data/pricing-model',
			description: 'Pricing engine for freight quotes (FastAPI + pandas).',
			stars: 12,
			license: 'Apache-2.0',
			pushedAt: '2026-09-30T12:22:05.412Z',
			archived: false,
			defaultBranch: 'trunk',
			fork: false
		});
	});

	it('falls back to the nickname or name of an uncommon license, and reads empty repositories and forks', () => {
		const base = JSON.parse(sample('gitlab-project.json'));
		const uncommon = { ...base, license: { key: 'cern-ohl-s-2.0', name: 'CERN Open Hardware Licence Version 2 - Strongly Reciprocal', nickname: null } };
		expect(readMeta(ref, JSON.stringify(uncommon)).license).toBe('CERN Open Hardware Licence Version 2 - Strongly Reciprocal');
		expect(readMeta(ref, JSON.stringify({ ...base, license: { key: 'x', nickname: 'GNU LGPLv3', name: 'y' } })).license).toBe('GNU LGPLv3');
		const { license: _license, ...withoutLicense } = base;
		expect(readMeta(ref, JSON.stringify(withoutLicense)).license).toBeNull();
		expect(readMeta(ref, JSON.stringify({ ...base, empty_repo: true, default_branch: null })).defaultBranch).toBeNull();
		expect(readMeta(ref, JSON.stringify({ ...base, forked_from_project: { id: 1 } })).fork).toBe(true);
		// Without namespace.full_path, path_with_namespace is used.
		const { namespace: _namespace, ...flat } = base;
		expect(readMeta(ref, JSON.stringify(flat))).toMatchObject({ owner: 'harbor-labs/data', name: 'pricing-model' });
		expect(readMeta(ref, JSON.stringify({ ...base, web_url: 'javascript:alert(1)' })).url).toBe('https://gitlab.com/harbor-labs/data/pricing-model');
	});

	it('turns percentages into weights of hundredths of a percent', () => {
		const weights = readLanguages(ref, sample('gitlab-languages.json'));
		expect(weights).toEqual({ Python: 8134, 'Jupyter Notebook': 1250, Dockerfile: 410, Shell: 206 });
		expect(Object.values(weights).reduce((sum, weight) => sum + weight, 0)).toBe(10_000);
		expect(readLanguages(ref, '{"Ruby": 150, "Go": 0.004, "C": 0.01}')).toEqual({ C: 1 });
	});

	it('maps a tree page without sizes and leaves submodules out', () => {
		const page = readTreePage(ref, sample('gitlab-tree.json'), 1, { 'X-Next-Page': '2', 'X-Total-Pages': '3' });
		expect(page).toEqual({
			files: [
				{ path: 'src', size: null, kind: 'dir' },
				{ path: 'src/pricing', size: null, kind: 'dir' },
				{ path: 'src/pricing/__init__.py', size: null, kind: 'file' },
				{ path: 'src/pricing/api.py', size: null, kind: 'file' },
				{ path: 'pyproject.toml', size: null, kind: 'file' },
				{ path: 'README.md', size: null, kind: 'file' }
			],
			truncated: false,
			nextPage: 2
		});
	});

	it('pages by x-next-page (empty on the last page), else by the Link header', () => {
		const body = sample('gitlab-tree.json');
		expect(readTreePage(ref, body, 3, { 'x-next-page': '', 'x-total-pages': '3' }).nextPage).toBeNull();
		expect(readTreePage(ref, body, 3, {}).nextPage).toBeNull();
		const link = `<${PROJECT}/repository/tree?id=1&page=5&per_page=100&recursive=true>; rel="next", <${PROJECT}/repository/tree?page=1>; rel="first"`;
		expect(readTreePage(ref, body, 4, { link }).nextPage).toBe(5);
		expect(readTreePage(ref, '[]', 4, { 'x-next-page': '5' }).nextPage).toBeNull();
	});

	it(`stops after ${MAX_TREE_PAGES} pages and says the tree is truncated`, () => {
		const body = sample('gitlab-tree.json');
		expect(readTreePage(ref, body, MAX_TREE_PAGES - 1, { 'x-next-page': String(MAX_TREE_PAGES) }).nextPage).toBe(MAX_TREE_PAGES);
		expect(readTreePage(ref, body, MAX_TREE_PAGES, { 'x-next-page': String(MAX_TREE_PAGES + 1) })).toMatchObject({ nextPage: null, truncated: true });
		expect(readTreePage(ref, body, MAX_TREE_PAGES, { 'x-next-page': '' })).toMatchObject({ nextPage: null, truncated: false });
	});

	it("lists public projects of an account, with namespaces and forks, and no language (GitLab's lists have none)", () => {
		const { repos, nextPage } = readAccountRepos(user, sample('gitlab-user-projects.json'), { 'x-next-page': '2' }, 1);
		expect(nextPage).toBe(2);
		expect(repos).toEqual([
			{
				owner: 'harbor-labs/data',
				name: 'pricing-model',
				description: 'Pricing engine for freight quotes (FastAPI + pandas).',
				stars: 12,
				pushedAt: '2026-09-30T12:22:05.412Z',
				archived: false,
				fork: false,
				language: null
			},
			{
				owner: 'harbor-labs/data',
				name: 'gitlab-ci-templates',
				description: null,
				stars: 0,
				pushedAt: '2025-02-03T09:00:00.000Z',
				archived: true,
				fork: true,
				language: null
			}
		]);
	});

	it('throws source_unavailable for an answer that is not what was asked', () => {
		expect(() => readMeta(ref, '{"message":"404 Project Not Found"}')).toThrow(Problem);
		expect(() => readTreePage(ref, '{"message":"404 Tree Not Found"}', 1, {})).toThrow(/not a GitLab file tree/);
		expect(() => readLanguages(ref, '"Ruby"')).toThrow(Problem);
		expect(() => readAccountRepos(user, 'Retry later', {}, 1)).toThrow(Problem);
	});
});
