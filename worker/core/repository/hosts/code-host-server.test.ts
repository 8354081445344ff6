/**
 * The local code-host stand-in (tests/support/code-host-server.mjs), read through the adapters the
 * way the repository service will: what it serves must be what they read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRepos, EXAMPLE_AWS_KEY, startCodeHostServer } from '../../../../tests/support/code-host-server.mjs';
import {
	type AccountKind, type AccountRef, accountReposUrl, type AccountRepo, fileUrl, hostFailure, type HostKind, languagesUrl, MAX_TREE_PAGES,
	metaUrl, parseRepoInput, readAccountRepos, readFile, readLanguages, readMeta, readTreePage, type RepoRef, type TreeFile, treeUrl
} from './index';

type Server = Awaited<ReturnType<typeof startCodeHostServer>>;

class HostError extends Error {
	constructor(readonly failure: ReturnType<typeof hostFailure>) {
		super(failure.detail);
	}
}

async function get(server: Server, ref: RepoRef | AccountRef, url: string) {
	const response = await fetch(server.local(url));
	const body = await response.text();
	const headers = Object.fromEntries(response.headers);
	if (!response.ok) throw new HostError(hostFailure(ref, response.status, headers, new Date(), body));
	return { body, headers };
}

/** A repository read as the service would: meta → languages → every tree page → the files asked for. */
async function readRepository(server: Server, ref: RepoRef, paths: string[] = []) {
	const meta = readMeta(ref, (await get(server, ref, metaUrl(ref))).body);
	const languages = readLanguages(ref, (await get(server, ref, languagesUrl(ref))).body);
	const branch = meta.defaultBranch ?? '';
	const files: TreeFile[] = [];
	let truncated = false;
	let pages = 0;
	for (let page: number | null = 1; page !== null; ) {
		const { body, headers } = await get(server, ref, treeUrl(ref, branch, page));
		const read = readTreePage(ref, body, page, headers);
		files.push(...read.files);
		truncated ||= read.truncated;
		pages++;
		page = read.nextPage;
	}
	const texts: Record<string, string> = {};
	for (const path of paths) texts[path] = readFile(ref, (await get(server, ref, fileUrl(ref, branch, path))).body);
	return { meta, languages, files, truncated, pages, texts };
}

/** Every page of an account's repositories, as 'user' and then, on 404, as 'org'. */
async function readAccount(server: Server, account: AccountRef) {
	const repos: AccountRepo[] = [];
	let pages = 0;
	let as: AccountKind = 'user';
	for (let page: number | null = 1; page !== null; ) {
		let answer;
		try {
			answer = await get(server, account, accountReposUrl(account, page, as));
		} catch (error) {
			if (as === 'user' && page === 1 && error instanceof HostError && error.failure.code === 'private_repository' && account.kind !== 'github') {
				as = 'org';
				continue;
			}
			throw error;
		}
		const read = readAccountRepos(account, answer.body, answer.headers, page);
		repos.push(...read.repos);
		pages++;
		page = read.nextPage;
	}
	return { repos, pages, as };
}

function refOf(input: string, hint?: HostKind): RepoRef {
	const parsed = parseRepoInput(input, hint);
	if (!('ref' in parsed)) throw new Error(`not a repository: ${input}`);
	return parsed.ref;
}

function accountOf(input: string, hint?: HostKind): AccountRef {
	const parsed = parseRepoInput(input, hint);
	if (!('account' in parsed)) throw new Error(`not an account: ${input}`);
	return parsed.account;
}

const HOSTS: Array<[HostKind, string]> = [
	['github', 'https://github.com'],
	['gitlab', 'https://gitlab.com'],
	['gitea', 'https://codeberg.org']
];

describe('startCodeHostServer', () => {
	let server: Server;
	const svelte = defaultRepos()['ana-souza/svelte-kanban'].files;

	beforeAll(async () => {
		const prolific: Record<string, { files: Record<string, string>; meta: { pushedAt: string } }> = {};
		for (let i = 0; i < 120; i++) {
			prolific[`prolific/tool-${String(i).padStart(3, '0')}`] = {
				files: { 'README.md': `# tool ${i}\n` },
				meta: { pushedAt: new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString() }
			};
		}
		server = await startCodeHostServer({ port: 0, repos: prolific, accounts: { 'ana-souza': 'user', harbor: 'org' } });
	});
	afterAll(async () => {
		await server.close();
	});

	it('listens on the loopback port it was given (0: a free one, reported) and maps the real API origins', () => {
		expect(server.port).toBeGreaterThan(0);
		expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
		expect(server.local('https://api.github.com/repos/a/b')).toBe(`${server.url}/github-api/repos/a/b`);
		expect(server.local('https://raw.githubusercontent.com/a/b/refs/heads/main/x')).toBe(`${server.url}/github-raw/a/b/refs/heads/main/x`);
		expect(server.local('https://gitlab.com/api/v4/projects/a%2Fb')).toBe(`${server.url}/gitlab/api/v4/projects/a%2Fb`);
		expect(server.local('https://codeberg.org/api/v1/repos/a/b')).toBe(`${server.url}/gitea/api/v1/repos/a/b`);
		expect(() => server.local('https://evil.example/x')).toThrow();
	});

	it.each(HOSTS)('serves the SvelteKit app on %s, read end to end through the adapters', async (kind, web) => {
		const ref = refOf(`${web}/ana-souza/svelte-kanban`);
		expect(ref.kind).toBe(kind);
		const read = await readRepository(server, ref, ['docs/Getting started.md', 'src/routes/+page.svelte', 'package.json']);
		expect(read.meta).toMatchObject({
			owner: 'ana-souza',
			name: 'svelte-kanban',
			url: `${web}/ana-souza/svelte-kanban`,
			stars: 37,
			license: 'MIT',
			pushedAt: '2026-10-27T21:05:33.000Z',
			defaultBranch: 'main'
		});
		expect(Object.keys(read.languages)).toEqual(expect.arrayContaining(['Svelte', 'TypeScript', 'JavaScript']));
		if (kind === 'gitlab') expect(Object.values(read.languages).reduce((a, b) => a + b, 0)).toBeGreaterThan(9_990);
		else expect(read.languages.TypeScript).toBe(Buffer.byteLength(svelte['src/lib/board.ts']) + Buffer.byteLength(svelte['src/lib/board.test.ts']) + Buffer.byteLength(svelte['vite.config.ts']));
		const files = read.files.filter((file) => file.kind === 'file').map((file) => file.path);
		expect(files.sort()).toEqual(Object.keys(svelte).sort());
		expect(read.files).toContainEqual({ path: '.github/workflows', size: null, kind: 'dir' });
		expect(read.truncated).toBe(false);
		expect(read.texts['docs/Getting started.md']).toBe(svelte['docs/Getting started.md']);
		expect(read.texts['src/routes/+page.svelte']).toBe(svelte['src/routes/+page.svelte']);
		expect(JSON.parse(read.texts['package.json']).devDependencies['@sveltejs/kit']).toBe('^2.8.0');
	});

	it('serves the Python project on its own default branch, and the committed .env with the example AWS key', async () => {
		for (const [, web] of HOSTS) {
			const python = await readRepository(server, refOf(`${web}/ana-souza/pricing-model`), ['pyproject.toml']);
			expect(python.meta).toMatchObject({ defaultBranch: 'trunk', license: 'Apache-2.0' });
			expect(python.texts['pyproject.toml']).toContain('fastapi');
			expect(Object.keys(python.languages)).toEqual(['Python']);

			const leaky = await readRepository(server, refOf(`${web}/ana-souza/leaky-config`), ['.env']);
			expect(leaky.files.map((file) => file.path)).toContain('.env');
			expect(leaky.texts['.env']).toContain(`AWS_ACCESS_KEY_ID=${EXAMPLE_AWS_KEY}`);
			expect(leaky.meta.license).toBeNull();
		}
	});

	it('answers a GitHub tree as truncated when the repository asks for it (the other hosts page it whole)', async () => {
		const github = await readRepository(server, refOf('ana-souza/huge-history'));
		expect(github.truncated).toBe(true);
		expect(github.files.length).toBeLessThan(42);
		expect(github.meta.archived).toBe(true);
		const gitea = await readRepository(server, refOf('ana-souza/huge-history', 'gitea'));
		expect(gitea.truncated).toBe(false);
		expect(gitea.files).toHaveLength(42);
	});

	it('serves the 5,000-file repository: one GitHub answer, Gitea pages of 1,000, GitLab cut at MAX_TREE_PAGES', async () => {
		const github = await readRepository(server, refOf('bench/monorepo-5000'));
		expect(github.pages).toBe(1);
		expect(github.files.filter((file) => file.kind === 'file')).toHaveLength(5000);
		expect(github.files.filter((file) => file.kind === 'dir')).toHaveLength(101);

		const gitea = await readRepository(server, refOf('bench/monorepo-5000', 'gitea'));
		expect(gitea.pages).toBe(6);
		expect(gitea.files).toHaveLength(5101);
		expect(gitea.truncated).toBe(false);

		const gitlab = await readRepository(server, refOf('bench/monorepo-5000', 'gitlab'));
		expect(gitlab.pages).toBe(MAX_TREE_PAGES);
		expect(gitlab.files).toHaveLength(MAX_TREE_PAGES * 100);
		expect(gitlab.truncated).toBe(true);
	});

	it('pages a Gitea tree correctly when the instance caps per_page lower than asked', async () => {
		const capped = await startCodeHostServer({ port: 0, giteaTreePerPage: 7 });
		try {
			const read = await readRepository(capped, refOf('ana-souza/svelte-kanban', 'gitea'));
			expect(read.files.filter((file) => file.kind === 'file')).toHaveLength(Object.keys(svelte).length);
			expect(new Set(read.files.map((file) => file.path)).size).toBe(read.files.length);
			expect(read.pages).toBeGreaterThanOrEqual(3);
		} finally {
			await capped.close();
		}
	});

	it('serves a GitLab subgroup project and lists the group with its subgroups', async () => {
		const ref = refOf('https://gitlab.com/harbor-labs/data/freight-api/-/tree/main');
		const read = await readRepository(server, ref, ['src/pricing/api.py']);
		expect(read.meta).toMatchObject({ owner: 'harbor-labs/data', name: 'freight-api', license: 'GPL-3.0' });
		expect(read.texts['src/pricing/api.py']).toContain('FastAPI');
		const group = await readAccount(server, accountOf('https://gitlab.com/harbor-labs'));
		expect(group.as).toBe('org');
		expect(group.repos.map((repo) => `${repo.owner}/${repo.name}`)).toEqual(['harbor-labs/data/freight-api']);
	});

	it.each(HOSTS)("pages an account's repositories on %s until the last page", async (kind, web) => {
		const { repos, pages } = await readAccount(server, accountOf(`${web}/prolific`));
		expect(repos).toHaveLength(120);
		expect(new Set(repos.map((repo) => repo.name)).size).toBe(120);
		expect(repos[0]).toMatchObject({ owner: 'prolific', name: 'tool-000', pushedAt: '2026-01-01T00:00:00.000Z', fork: false });
		expect(pages).toBe(kind === 'gitea' ? 3 : 2);
	});

	it('pages with a lower cap too (Link on GitHub and Gitea, x-next-page on GitLab)', async () => {
		const small = await startCodeHostServer({ port: 0, perPageCap: 2 });
		try {
			for (const [kind, web] of HOSTS) {
				const { repos, pages } = await readAccount(small, accountOf(`${web}/ana-souza`));
				expect(repos.map((repo) => repo.name), kind).toEqual(['svelte-kanban', 'pricing-model', 'leaky-config', 'huge-history']);
				expect(pages, kind).toBe(2);
			}
		} finally {
			await small.close();
		}
	});

	it.each(HOSTS)('answers 404 on %s for an unknown repository, account, branch or file, which reads as private_repository', async (kind, web) => {
		const ref = refOf(`${web}/ana-souza/nothing-here`);
		await expect(readRepository(server, ref)).rejects.toMatchObject({ failure: { code: 'private_repository', resetAt: null } });
		await expect(readAccount(server, accountOf(`${web}/nobody-at-all`))).rejects.toMatchObject({ failure: { code: 'private_repository' } });
		const known = refOf(`${web}/ana-souza/svelte-kanban`);
		const missingFile = await fetch(server.local(fileUrl(known, 'main', 'no/such/file.txt')));
		expect(missingFile.status).toBe(404);
		const wrongBranch = await fetch(server.local(treeUrl(known, 'gone', 1)));
		expect(wrongBranch.status).toBe(kind === 'gitea' ? 400 : 404);
	});

	it("uses each host's 404 body", async () => {
		const github = await fetch(server.local(metaUrl(refOf('ana-souza/nothing-here'))));
		expect(await github.json()).toMatchObject({ message: 'Not Found', status: '404' });
		const gitlab = await fetch(server.local(metaUrl(refOf('ana-souza/nothing-here', 'gitlab'))));
		expect(await gitlab.json()).toEqual({ message: '404 Project Not Found' });
		const gitea = await fetch(server.local(metaUrl(refOf('ana-souza/nothing-here', 'gitea'))));
		expect(await gitea.json()).toMatchObject({ message: "The target couldn't be found." });
	});

	it('rate-limits a repository named rate-limited as each host does, which reads as rate_limited with resetAt', async () => {
		const before = Date.now();
		const github = await fetch(server.local(metaUrl(refOf('ana-souza/rate-limited'))));
		expect(github.status).toBe(403);
		expect(github.headers.get('x-ratelimit-remaining')).toBe('0');
		expect((await github.json()).message).toMatch(/^API rate limit exceeded/);

		const gitlab = await fetch(server.local(treeUrl(refOf('ana-souza/rate-limited', 'gitlab'), 'main', 1)));
		expect(gitlab.status).toBe(429);
		expect(gitlab.headers.get('ratelimit-remaining')).toBe('0');
		expect(await gitlab.text()).toBe('Retry later\n');

		for (const [kind, web] of HOSTS) {
			const failure = await readRepository(server, refOf(`${web}/ana-souza/rate-limited`)).then(
				() => null,
				(error: HostError) => error.failure
			);
			expect(failure?.code, kind).toBe('rate_limited');
			const resetAt = Date.parse(failure?.resetAt ?? '');
			// Ten minutes from now (GitHub's reset is whole epoch seconds).
			expect(resetAt, kind).toBeGreaterThanOrEqual(before + 599_000 - 1000);
			expect(resetAt, kind).toBeLessThanOrEqual(Date.now() + 601_000);
		}
		await expect(readAccount(server, accountOf('rate-limited'))).rejects.toMatchObject({ failure: { code: 'rate_limited' } });
	});

	it('answers 502 for a repository named server-error, which reads as source_unavailable', async () => {
		for (const [kind, web] of HOSTS) {
			await expect(readRepository(server, refOf(`${web}/ana-souza/server-error`)), kind).rejects.toMatchObject({ failure: { code: 'source_unavailable' } });
		}
	});

	it("sends CORS headers like GitHub's API, and answers a preflight", async () => {
		const answer = await fetch(server.local(metaUrl(refOf('ana-souza/svelte-kanban'))));
		expect(answer.headers.get('access-control-allow-origin')).toBe('*');
		expect(answer.headers.get('access-control-expose-headers')).toMatch(/Link.*X-RateLimit-Remaining.*X-Next-Page/);
		expect(answer.headers.get('x-ratelimit-limit')).toBe('60');
		const preflight = await fetch(server.local(metaUrl(refOf('ana-souza/svelte-kanban'))), { method: 'OPTIONS' });
		expect(preflight.status).toBe(204);
		expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
		const raw = await fetch(server.local(fileUrl(refOf('ana-souza/svelte-kanban'), 'main', 'README.md')));
		expect(raw.headers.get('access-control-allow-origin')).toBe('*');
		expect(raw.headers.get('content-type')).toMatch(/^text\/plain/);
	});

	it('counts hits by path', async () => {
		const ref = refOf('ana-souza/leaky-config', 'gitea');
		const path = new URL(server.local(metaUrl(ref))).pathname;
		const before = server.hits.get(path) ?? 0;
		await fetch(server.local(metaUrl(ref)));
		await fetch(server.local(metaUrl(ref)));
		expect(server.hits.get(path)).toBe(before + 2);
	});
});
