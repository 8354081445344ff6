import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../http/problem';
import { type AccountRef, accountReposUrl, fileUrl, languagesUrl, metaUrl, readAccountRepos, readLanguages, readMeta, readTreePage, type RepoRef, treeUrl } from './index';

const sample = (name: string) => readFileSync(new URL(`../../../../tests/support/code-hosts/${name}`, import.meta.url), 'utf8');
const ref: RepoRef = { kind: 'github', apiBase: 'https://api.github.com', webBase: 'https://github.com', owner: 'ana-souza', name: 'svelte-kanban' };
const account: AccountRef = { kind: 'github', apiBase: 'https://api.github.com', webBase: 'https://github.com', owner: 'Ana-Souza' };

describe('GitHub REST API', () => {
	it('asks the documented endpoints', () => {
		expect(metaUrl(ref)).toBe('https://api.github.com/repos/ana-souza/svelte-kanban');
		expect(languagesUrl(ref)).toBe('https://api.github.com/repos/ana-souza/svelte-kanban/languages');
		expect(treeUrl(ref, 'main', 1)).toBe('https://api.github.com/repos/ana-souza/svelte-kanban/git/trees/main?recursive=1');
		expect(accountReposUrl(account, 2)).toBe('https://api.github.com/users/Ana-Souza/repos?type=owner&sort=pushed&per_page=100&page=2');
		expect(accountReposUrl(account, 1, 'org')).toBe('https://api.github.com/orgs/Ana-Souza/repos?type=public&sort=pushed&per_page=100&page=1');
	});

	it('reads files from raw.githubusercontent.com under refs/heads, each segment encoded', () => {
		expect(fileUrl(ref, 'main', 'src/routes/+page.svelte')).toBe('https://raw.githubusercontent.com/ana-souza/svelte-kanban/refs/heads/main/src/routes/%2Bpage.svelte');
		expect(fileUrl(ref, 'release/2.x', 'docs/Getting started.md')).toBe(
			'https://raw.githubusercontent.com/ana-souza/svelte-kanban/refs/heads/release/2.x/docs/Getting%20started.md'
		);
		expect(fileUrl(ref, 'main', 'a#b/c?d/ação.md')).toBe('https://raw.githubusercontent.com/ana-souza/svelte-kanban/refs/heads/main/a%23b/c%3Fd/a%C3%A7%C3%A3o.md');
		expect(treeUrl(ref, 'release/2.x', 1)).toBe('https://api.github.com/repos/ana-souza/svelte-kanban/git/trees/release%2F2.x?recursive=1');
	});

	it('has no second tree page: the recursive tree is one answer', () => {
		expect(() => treeUrl(ref, 'main', 2)).toThrow(RangeError);
	});

	it("maps a repository: the host's casing, SPDX license, push time and default branch", () => {
		expect(readMeta(ref, sample('github-repo.json'))).toEqual({
			host: 'github.com',
			owner: 'Ana-Souza',
			name: 'svelte-kanban',
			url: 'https://github.com/Ana-Souza/svelte-kanban',
			description: 'A small Kanban board in SvelteKit and TypeScript, offline-first.',
			stars: 37,
			license: 'MIT',
			pushedAt: '2026-10-27T21:05:33.000Z',
			archived: false,
			defaultBranch: 'main',
			fork: false
		});
	});

	it('says "Other" for an unrecognised license, null for none, and keeps links on github.com', () => {
		const base = JSON.parse(sample('github-repo.json'));
		const other = { ...base, license: { key: 'other', name: 'Other', spdx_id: 'NOASSERTION', url: null } };
		expect(readMeta(ref, JSON.stringify(other)).license).toBe('Other');
		const none = { ...base, license: null, description: null, stargazers_count: -1, pushed_at: 'yesterday', default_branch: '../x' };
		expect(readMeta(ref, JSON.stringify(none))).toMatchObject({ license: null, description: null, stars: null, pushedAt: null, defaultBranch: null });
		const hostile = { ...base, html_url: 'https://evil.example/x', owner: { login: '../x' }, name: 'a/b' };
		expect(readMeta(ref, JSON.stringify(hostile))).toMatchObject({ owner: 'ana-souza', name: 'svelte-kanban', url: 'https://github.com/ana-souza/svelte-kanban' });
		expect(readMeta(ref, JSON.stringify({ ...base, archived: true, fork: true }))).toMatchObject({ archived: true, fork: true });
	});

	it('reads languages in bytes', () => {
		expect(readLanguages(ref, sample('github-languages.json'))).toEqual({ Svelte: 48211, TypeScript: 30177, JavaScript: 2104, CSS: 1890, HTML: 611 });
		expect(readLanguages(ref, '{"Go": 10, "Bad": -1, "Text": "3", "Float": 1.5, " ": 4}')).toEqual({ Go: 10 });
		expect(readLanguages(ref, '{}')).toEqual({});
	});

	it('maps the tree: files with sizes, directories, no submodules, no paths that could escape', () => {
		const page = readTreePage(ref, sample('github-tree.json'), 1, {});
		expect(page.truncated).toBe(false);
		expect(page.nextPage).toBeNull();
		expect(page.files).toEqual([
			{ path: '.github', size: null, kind: 'dir' },
			{ path: '.github/workflows', size: null, kind: 'dir' },
			{ path: '.github/workflows/ci.yml', size: 512, kind: 'file' },
			{ path: 'LICENSE', size: 1071, kind: 'file' },
			{ path: 'README.md', size: 1423, kind: 'file' },
			{ path: 'docs/Getting started.md', size: 88, kind: 'file' },
			{ path: 'docs', size: null, kind: 'dir' },
			{ path: 'package.json', size: 733, kind: 'file' },
			{ path: 'scripts/run.sh', size: 96, kind: 'file' },
			{ path: 'src/lib/board.ts', size: 2210, kind: 'file' },
			{ path: 'src/routes/+page.svelte', size: 3120, kind: 'file' }
		]);
	});

	it('says when GitHub truncated the tree, and still gives what it listed', () => {
		const body = JSON.parse(sample('github-tree.json'));
		const page = readTreePage(ref, JSON.stringify({ ...body, truncated: true }), 1, {});
		expect(page).toMatchObject({ truncated: true, nextPage: null });
		expect(page.files).toHaveLength(11);
	});

	it("lists an account's public repositories and pages by the Link header", () => {
		const link =
			'<https://api.github.com/user/98765432/repos?per_page=100&page=3>; rel="next", <https://api.github.com/user/98765432/repos?per_page=100&page=5>; rel="last", <https://api.github.com/user/98765432/repos?per_page=100&page=1>; rel="first", <https://api.github.com/user/98765432/repos?per_page=100&page=1>; rel="prev"';
		const { repos, nextPage, truncated } = readAccountRepos(account, sample('github-user-repos.json'), { Link: link }, 2);
		expect(nextPage).toBe(3);
		expect(truncated).toBe(false);
		expect(repos.map((repo) => repo.name)).toEqual(['svelte-kanban', 'dotfiles', 'react']);
		expect(repos[0]).toEqual({
			owner: 'Ana-Souza',
			name: 'svelte-kanban',
			description: 'A small Kanban board in SvelteKit and TypeScript, offline-first.',
			stars: 37,
			pushedAt: '2026-10-27T21:05:33.000Z',
			archived: false,
			fork: false,
			language: 'Svelte'
		});
		expect(repos[1]).toMatchObject({ description: null, archived: true, language: 'Shell' });
		expect(repos[2]).toMatchObject({ fork: true });
	});

	it('stops on the last page, and after MAX_ACCOUNT_PAGES', () => {
		const body = sample('github-user-repos.json');
		expect(readAccountRepos(account, body, { link: '<https://api.github.com/user/1/repos?page=1>; rel="prev"' }, 2).nextPage).toBeNull();
		expect(readAccountRepos(account, body, {}, 1).nextPage).toBeNull();
		expect(readAccountRepos(account, body, { link: '<https://api.github.com/user/1/repos?page=11>; rel="next"' }, 10)).toMatchObject({
			nextPage: null,
			truncated: true
		});
		// A next link that goes backwards or nowhere is not followed.
		expect(readAccountRepos(account, body, { link: '<https://api.github.com/user/1/repos?page=1>; rel="next"' }, 3).nextPage).toBeNull();
		expect(readAccountRepos(account, body, { link: '<https://api.github.com/user/1/repos>; rel="next"' }, 1).nextPage).toBeNull();
		expect(readAccountRepos(account, body, { link: '<https://api.github.com/user/1/repos?page=2>; rel="nextish"' }, 1).nextPage).toBeNull();
	});

	it('throws source_unavailable for an answer that is not what was asked', () => {
		for (const body of ['<html>Unicorn!</html>', '[]', '{"message":"Not Found"}', 'null']) {
			expect(() => readMeta(ref, body)).toThrow(Problem);
		}
		expect(() => readTreePage(ref, '{"sha":"x"}', 1, {})).toThrow(/not a GitHub file tree/);
		expect(() => readLanguages(ref, '[1,2]')).toThrow(Problem);
		expect(() => readAccountRepos(account, '{"message":"Not Found"}', {}, 1)).toThrow(Problem);
		try {
			readMeta(ref, 'oops');
		} catch (error) {
			expect(error).toMatchObject({ code: 'source_unavailable', status: 502 });
		}
	});
});
