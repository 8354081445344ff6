import { describe, expect, it } from 'vitest';
import {
	type AccountRef, accountReposUrl, fileUrl, hostFailure, type HostKind, languagesUrl, languageUnit, MAX_TREE_PAGES, metaUrl,
	parseRepoInput, readFile, type RepoRef, treeUrl
} from './index';

const GITHUB = { kind: 'github', apiBase: 'https://api.github.com', webBase: 'https://github.com' } as const;
const GITLAB = { kind: 'gitlab', apiBase: 'https://gitlab.com/api/v4', webBase: 'https://gitlab.com' } as const;
const CODEBERG = { kind: 'gitea', apiBase: 'https://codeberg.org/api/v1', webBase: 'https://codeberg.org' } as const;

const repo = (base: Omit<RepoRef, 'owner' | 'name'>, owner: string, name: string): { ref: RepoRef } => ({ ref: { ...base, owner, name } });
const account = (base: Omit<AccountRef, 'owner'>, owner: string): { account: AccountRef } => ({ account: { ...base, owner } });

describe('parseRepoInput', () => {
	/** [input, hint, expected] */
	const GOOD: Array<[string, HostKind | undefined, { ref: RepoRef } | { account: AccountRef }]> = [
		['octocat/Hello-World', undefined, repo(GITHUB, 'octocat', 'Hello-World')],
		['  octocat/hello.world_2  ', undefined, repo(GITHUB, 'octocat', 'hello.world_2')],
		['octocat/Hello-World/', undefined, repo(GITHUB, 'octocat', 'Hello-World')],
		['octocat/Hello-World.git', undefined, repo(GITHUB, 'octocat', 'Hello-World')],
		['octocat', undefined, account(GITHUB, 'octocat')],
		['https://github.com/octocat/Hello-World', undefined, repo(GITHUB, 'octocat', 'Hello-World')],
		['http://www.github.com/octocat/Hello-World.git', undefined, repo(GITHUB, 'octocat', 'Hello-World')],
		['github.com/octocat/Hello-World/tree/main/src?tab=readme#top', undefined, repo(GITHUB, 'octocat', 'Hello-World')],
		['https://GitHub.com/octocat/Hello-World/blob/main/README.md', 'gitlab', repo(GITHUB, 'octocat', 'Hello-World')],
		['git@github.com:octocat/Hello-World.git', undefined, repo(GITHUB, 'octocat', 'Hello-World')],
		['https://github.com/octocat', undefined, account(GITHUB, 'octocat')],
		['https://github.com/orgs/acme-corp/repositories', undefined, account(GITHUB, 'acme-corp')],
		['ana/site', 'gitlab', repo(GITLAB, 'ana', 'site')],
		['ana/site', 'gitea', repo(CODEBERG, 'ana', 'site')],
		['https://gitlab.com/gitlab-org/gitlab', undefined, repo(GITLAB, 'gitlab-org', 'gitlab')],
		['https://gitlab.com/harbor-labs/data/pricing-model/-/tree/trunk/src', undefined, repo(GITLAB, 'harbor-labs/data', 'pricing-model')],
		['https://gitlab.com/harbor-labs/data/pricing-model/blob/trunk/README.md', undefined, repo(GITLAB, 'harbor-labs/data', 'pricing-model')],
		['https://gitlab.com/groups/harbor-labs/data', undefined, account(GITLAB, 'harbor-labs/data')],
		['https://gitlab.com/ana.souza', undefined, account(GITLAB, 'ana.souza')],
		['https://codeberg.org/forgejo/forgejo/src/branch/forgejo/README.md', undefined, repo(CODEBERG, 'forgejo', 'forgejo')],
		['codeberg.org/lucas.m/rss-digest.git', undefined, repo(CODEBERG, 'lucas.m', 'rss-digest')],
		['https://codeberg.org/lucas.m', undefined, account(CODEBERG, 'lucas.m')],
		[
			'https://git.example.org/team/app',
			'gitlab',
			repo({ kind: 'gitlab', apiBase: 'https://git.example.org/api/v4', webBase: 'https://git.example.org' }, 'team', 'app')
		],
		[
			'https://git.example.org/team/app',
			'gitea',
			repo({ kind: 'gitea', apiBase: 'https://git.example.org/api/v1', webBase: 'https://git.example.org' }, 'team', 'app')
		],
		[
			'http://gitlab.example.org/team/sub/app',
			undefined,
			repo({ kind: 'gitlab', apiBase: 'http://gitlab.example.org/api/v4', webBase: 'http://gitlab.example.org' }, 'team/sub', 'app')
		],
		[
			'https://forgejo.example.org/team/app',
			undefined,
			repo({ kind: 'gitea', apiBase: 'https://forgejo.example.org/api/v1', webBase: 'https://forgejo.example.org' }, 'team', 'app')
		],
		['https://framagit.org/team/app', undefined, repo({ kind: 'gitlab', apiBase: 'https://framagit.org/api/v4', webBase: 'https://framagit.org' }, 'team', 'app')],
		['https://github.com:443/octocat/Hello-World', undefined, repo(GITHUB, 'octocat', 'Hello-World')],
		['ana.souza/site', 'gitlab', repo(GITLAB, 'ana.souza', 'site')],
		['lucas.m/rss-digest', 'gitea', repo(CODEBERG, 'lucas.m', 'rss-digest')],
		['www.github.com/octocat', undefined, account(GITHUB, 'octocat')],
		[
			'gitlab.example.org/team',
			undefined,
			account({ kind: 'gitlab', apiBase: 'https://gitlab.example.org/api/v4', webBase: 'https://gitlab.example.org' }, 'team')
		],
		[
			'git.example.org/team/app',
			'gitea',
			repo({ kind: 'gitea', apiBase: 'https://git.example.org/api/v1', webBase: 'https://git.example.org' }, 'team', 'app')
		]
	];

	it.each(GOOD)('reads %j (hint %s)', (input, hint, expected) => {
		expect(parseRepoInput(input, hint)).toEqual(expected);
	});

	/** [input, hint, expected error] */
	const BAD: Array<[string, HostKind | undefined, 'invalid_url' | 'unsupported_host']> = [
		['', undefined, 'invalid_url'],
		['   ', undefined, 'invalid_url'],
		['../x', undefined, 'invalid_url'],
		['./x', undefined, 'invalid_url'],
		['owner/..', undefined, 'invalid_url'],
		['owner/.', undefined, 'invalid_url'],
		['owner/repo/extra', undefined, 'invalid_url'],
		['owner/repo/extra', 'gitlab', 'invalid_url'],
		['owner//repo', undefined, 'invalid_url'],
		['/owner/repo', undefined, 'invalid_url'],
		['owner repo', undefined, 'invalid_url'],
		['own er/repo', undefined, 'invalid_url'],
		['owner/re po', undefined, 'invalid_url'],
		['owner/repo\u0000', undefined, 'invalid_url'],
		['owner/repo%2F..', undefined, 'invalid_url'],
		['-owner/repo', undefined, 'invalid_url'],
		['owner_/repo', undefined, 'invalid_url'],
		['owner/rep?o', undefined, 'invalid_url'],
		['javascript:alert(1)', undefined, 'invalid_url'],
		['JavaScript:alert(document.cookie)//github.com/a/b', undefined, 'invalid_url'],
		['data:text/html,<script>alert(1)</script>', undefined, 'invalid_url'],
		['file:///etc/passwd', undefined, 'invalid_url'],
		['ftp://github.com/octocat/Hello-World', undefined, 'invalid_url'],
		['https://user:token@github.com/octocat/Hello-World', undefined, 'invalid_url'],
		['https://ghp_secret@github.com/octocat/Hello-World', undefined, 'invalid_url'],
		['https://github.com:8443/octocat/Hello-World', undefined, 'invalid_url'],
		['https://git.example.org:3000/team/app', 'gitea', 'invalid_url'],
		['http://127.0.0.1/team/app', 'gitlab', 'invalid_url'],
		['http://[::1]/team/app', 'gitea', 'invalid_url'],
		['http://localhost/team/app', 'gitlab', 'invalid_url'],
		['http://169.254.169.254/latest/meta-data', 'gitea', 'invalid_url'],
		['https://github.com/', undefined, 'invalid_url'],
		['https://github.com/settings/profile', undefined, 'invalid_url'],
		['https://github.com/octocat/..', undefined, 'invalid_url'],
		['https://github.com/octocat/%2e%2e', undefined, 'invalid_url'],
		['https://github.com/octocat/a%2Fb', undefined, 'invalid_url'],
		['https://github.com/%E0%A4%A/x', undefined, 'invalid_url'],
		['https://gitlab.com/-/explore', undefined, 'invalid_url'],
		['https://gitlab.com/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v', undefined, 'invalid_url'],
		['https://codeberg.org/explore/repos', undefined, 'invalid_url'],
		['https://evil.example/owner/repo', undefined, 'unsupported_host'],
		['evil.example/owner/repo', undefined, 'unsupported_host'],
		['ana.souza/site', undefined, 'invalid_url'],
		['https://git.example.org/team/app', 'github', 'unsupported_host'],
		['https://gitlab.example.org/team/app', 'github', 'unsupported_host'],
		['https://bitbucket.org/team/app', undefined, 'unsupported_host'],
		[`${'a'.repeat(2100)}/b`, undefined, 'invalid_url']
	];

	it.each(BAD)('refuses %j (hint %s) as %s, with a sentence', (input, hint, error) => {
		const result = parseRepoInput(input, hint);
		expect(result).toMatchObject({ error });
		expect('detail' in result && result.detail.length).toBeGreaterThan(20);
	});

	it('refuses what is not a string, and ignores a hint that is not a host kind', () => {
		expect(parseRepoInput(undefined as unknown as string)).toMatchObject({ error: 'invalid_url' });
		expect(parseRepoInput({ toString: () => 'a/b' } as unknown as string)).toMatchObject({ error: 'invalid_url' });
		expect(parseRepoInput('a/b', 'bitbucket' as HostKind)).toEqual(repo(GITHUB, 'a', 'b'));
		expect(parseRepoInput('a/b', '__proto__' as HostKind)).toEqual(repo(GITHUB, 'a', 'b'));
	});

	it('names the host it does not know, so the screen can ask which kind it is', () => {
		const result = parseRepoInput('https://git.acme.example/team/app');
		expect(result).toMatchObject({ error: 'unsupported_host' });
		expect('detail' in result ? result.detail : '').toContain('git.acme.example');
	});
});

describe('building URLs from refs', () => {
	const ok = repo(GITHUB, 'octocat', 'Hello-World').ref;

	it('builds each host family from a parsed ref', () => {
		expect(metaUrl(ok)).toBe('https://api.github.com/repos/octocat/Hello-World');
		const lab = parseRepoInput('https://gitlab.com/harbor-labs/data/pricing-model');
		const berg = parseRepoInput('https://codeberg.org/lucas.m/rss-digest');
		if (!('ref' in lab) || !('ref' in berg)) throw new Error('parse failed');
		expect(languagesUrl(lab.ref)).toBe('https://gitlab.com/api/v4/projects/harbor-labs%2Fdata%2Fpricing-model/languages');
		expect(languagesUrl(berg.ref)).toBe('https://codeberg.org/api/v1/repos/lucas.m/rss-digest/languages');
	});

	it('refuses a ref parseRepoInput would never give', () => {
		const forged: RepoRef[] = [
			{ ...ok, apiBase: 'https://evil.example' },
			{ ...ok, webBase: 'https://github.com/' },
			{ ...ok, kind: 'gitlab', apiBase: 'https://evil.example/api/v4' },
			{ ...ok, kind: 'gitea', webBase: 'https://user:pw@git.example.org', apiBase: 'https://user:pw@git.example.org/api/v1' },
			{ ...ok, kind: 'gitea', webBase: 'javascript:alert(1)', apiBase: 'javascript:alert(1)/api/v1' },
			{ ...ok, owner: '..' },
			{ ...ok, owner: 'a/b' },
			{ ...ok, name: '..' },
			{ ...ok, name: 'x?y' },
			{ ...ok, kind: 'bitbucket' as HostKind },
			{ ...ok, kind: 'constructor' as HostKind }
		];
		for (const ref of forged) expect(() => metaUrl(ref), JSON.stringify(ref)).toThrow(TypeError);
		expect(() => metaUrl(null as unknown as RepoRef)).toThrow(TypeError);
	});

	it('checks branches, paths and pages before building a URL', () => {
		for (const branch of ['', '..', 'a..b', '-x', '/x', 'x/', 'x.lock', 'a b', 'a~1', 'a^', 'a:b', 'a\\b', '.hidden', 'a/.b', '@', 'a@{1}', 'a//b', 'a\u0000'])
			expect(() => treeUrl(ok, branch, 1), branch).toThrow(TypeError);
		for (const path of ['', '/etc/passwd', '../x', 'a/../b', 'a/./b', 'a//b', 'a/', 'a\\b', 'a\nb'])
			expect(() => fileUrl(ok, 'main', path), path).toThrow(TypeError);
		expect(() => treeUrl({ ...GITLAB, owner: 'a', name: 'b' }, 'main', 0)).toThrow(RangeError);
		expect(() => treeUrl({ ...GITLAB, owner: 'a', name: 'b' }, 'main', MAX_TREE_PAGES + 1)).toThrow(RangeError);
		expect(() => treeUrl({ ...GITLAB, owner: 'a', name: 'b' }, 'main', 1.5)).toThrow(RangeError);
		expect(treeUrl({ ...GITLAB, owner: 'a', name: 'b' }, 'main', MAX_TREE_PAGES)).toContain(`page=${MAX_TREE_PAGES}`);
		expect(() => accountReposUrl({ ...GITHUB, owner: 'octocat' }, 11)).toThrow(RangeError);
	});

	it('says which hosts give language bytes and which only shares', () => {
		expect(languageUnit('github')).toBe('bytes');
		expect(languageUnit('gitea')).toBe('bytes');
		expect(languageUnit('gitlab')).toBe('weight');
	});

	it('reads a raw file as it is, without a byte-order mark', () => {
		expect(readFile(ok, '\uFEFF# Title\r\nline\n')).toBe('# Title\r\nline\n');
		expect(readFile(ok, '{"encoding":"base64","content":"aGk="}')).toBe('{"encoding":"base64","content":"aGk="}');
	});
});

describe('hostFailure', () => {
	const now = new Date('2026-11-02T12:00:00.000Z');
	const epoch = (iso: string) => String(Date.parse(iso) / 1000);
	const ghRef = repo(GITHUB, 'octocat', 'Hello-World').ref;
	const labRef = repo(GITLAB, 'harbor-labs/data', 'pricing-model').ref;
	const bergRef = repo(CODEBERG, 'lucas.m', 'rss-digest').ref;

	it('reads a missing or private repository as private_repository, on every host', () => {
		for (const ref of [ghRef, labRef, bergRef]) {
			const failure = hostFailure(ref, 404, {}, now);
			expect(failure).toMatchObject({ code: 'private_repository', resetAt: null });
			expect(failure.detail).toMatch(/may be private or not exist/);
			expect(failure.detail).toContain(`${ref.owner}/${ref.name}`);
		}
		expect(hostFailure(ghRef, 404, {}, now).detail).toMatch(/^GitHub /);
		expect(hostFailure(labRef, 404, {}, now).detail).toMatch(/^GitLab /);
		expect(hostFailure(bergRef, 404, {}, now).detail).toMatch(/^Codeberg /);
		expect(hostFailure(ghRef, 401, {}, now).code).toBe('private_repository');
		expect(hostFailure(ghRef, 403, { 'x-ratelimit-remaining': '42' }, now).code).toBe('private_repository');
		expect(hostFailure({ ...GITHUB, owner: 'nobody' }, 404, {}, now).detail).toContain('the account nobody');
	});

	it("reads GitHub's primary rate limit: 403 with x-ratelimit-remaining 0 and the reset in epoch seconds", () => {
		const failure = hostFailure(ghRef, 403, { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': epoch('2026-11-02T12:10:00Z') }, now);
		expect(failure).toEqual({ code: 'rate_limited', resetAt: '2026-11-02T12:10:00.000Z', detail: expect.stringContaining('10 minutes (12:10 UTC)') });
		expect(hostFailure(ghRef, 429, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': epoch('2026-11-02T12:00:30Z') }, now).resetAt).toBe(
			'2026-11-02T12:00:30.000Z'
		);
	});

	it("reads GitHub's secondary limit: retry-after wins, and without headers the message and one minute", () => {
		expect(hostFailure(ghRef, 403, { 'retry-after': '120', 'x-ratelimit-reset': epoch('2026-11-02T13:00:00Z') }, now).resetAt).toBe(
			'2026-11-02T12:02:00.000Z'
		);
		const bare = hostFailure(ghRef, 403, {}, now, '{"message":"You have exceeded a secondary rate limit."}');
		expect(bare).toMatchObject({ code: 'rate_limited', resetAt: '2026-11-02T12:01:00.000Z' });
		expect(bare.detail).toContain('in about a minute');
	});

	it("reads GitLab's 429 with RateLimit-Reset, RateLimit-ResetTime or Retry-After", () => {
		expect(hostFailure(labRef, 429, { 'RateLimit-Remaining': '0', 'RateLimit-Reset': epoch('2026-11-02T12:05:00Z') }, now).resetAt).toBe(
			'2026-11-02T12:05:00.000Z'
		);
		expect(hostFailure(labRef, 429, { 'RateLimit-ResetTime': 'Mon, 02 Nov 2026 12:03:00 GMT' }, now).resetAt).toBe('2026-11-02T12:03:00.000Z');
		expect(hostFailure(labRef, 429, { 'Retry-After': '60' }, now).resetAt).toBe('2026-11-02T12:01:00.000Z');
		// The IETF draft's RateLimit-Reset is seconds from now.
		expect(hostFailure(bergRef, 429, { 'ratelimit-reset': '30' }, now).resetAt).toBe('2026-11-02T12:00:30.000Z');
		expect(hostFailure(bergRef, 429, { 'retry-after': 'Mon, 02 Nov 2026 12:20:00 GMT' }, now).resetAt).toBe('2026-11-02T12:20:00.000Z');
	});

	it('never puts resetAt in the past nor trusts one more than a day away', () => {
		expect(hostFailure(ghRef, 403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': epoch('2026-11-02T11:00:00Z') }, now).resetAt).toBe(
			'2026-11-02T12:00:00.000Z'
		);
		expect(hostFailure(ghRef, 429, { 'x-ratelimit-reset': epoch('2026-11-09T12:00:00Z') }, now).resetAt).toBe('2026-11-02T12:01:00.000Z');
		expect(hostFailure(ghRef, 429, { 'retry-after': 'soon' }, now).resetAt).toBe('2026-11-02T12:01:00.000Z');
	});

	it('reads server errors and the rest as source_unavailable', () => {
		for (const status of [500, 502, 503, 504]) {
			const failure = hostFailure(bergRef, status, {}, now);
			expect(failure).toMatchObject({ code: 'source_unavailable', resetAt: null });
			expect(failure.detail).toContain(`error ${status}`);
		}
		expect(hostFailure(ghRef, 409, {}, now).detail).toContain('empty');
		expect(hostFailure(ghRef, 451, {}, now).detail).toContain('legal');
		expect(hostFailure(bergRef, 400, {}, now).code).toBe('source_unavailable');
		expect(hostFailure(ghRef, 410, {}, now).code).toBe('private_repository');
	});

	it('names a self-hosted server by its host', () => {
		const self = parseRepoInput('https://git.example.org/team/app', 'gitea');
		if (!('ref' in self)) throw new Error('parse failed');
		expect(hostFailure(self.ref, 503, {}, now).detail).toMatch(/^The Gitea\/Forgejo server at git\.example\.org/);
	});
});
