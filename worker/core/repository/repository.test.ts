/**
 * Repository analysis end to end: the core's API → the relay's real `POST /relay/fetch` route (its
 * safe fetch, its test-only rewrite of the real API origins) → the local code-host stand-in
 * (tests/support/code-host-server.mjs). So the core asks for the documented URLs, and meets the
 * relay as it is: only its allow-list of response headers passed on (paging, rate limits), HTTP
 * failures as `params.reason: status_NNN`. These environments have no direct requests (`env.web`):
 * host-get.test.ts covers those.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fetchRoutes from '../../../relay/routes/fetch.mjs';
import { startCodeHostServer } from '../../../tests/support/code-host-server.mjs';
import type { CoreEnv } from '../env';
import { tasks } from '../tasks';
import { testClient, testEnv } from '../testing/env';

type Server = Awaited<ReturnType<typeof startCodeHostServer>>;
type Relay = CoreEnv['relay'];

// Tokens shaped like real ones (not the documentation examples the scanner lets pass).
const NPM_TOKEN = 'npm_q8Zr3kT0vW9mB2xL7cN5pY1sD6fH4jG8aE0u';
const AWS_KEY = 'AKIAZ7Q2M9X4R1T8W3K6';
const STRIPE_KEY = 'sk_live_51Hq8Zr3kT0vW9mB2xL7cN5pY1sD6';

function manyFiles(count: number): Record<string, string> {
	const files: Record<string, string> = {
		'README.md': '# paged\n\nA FastAPI service with many modules. `pytest` runs the tests.\n',
		'pyproject.toml': '[project]\nname = "paged"\nversion = "1.0.0"\ndependencies = ["fastapi>=0.110"]\n'
	};
	for (let i = 0; i < count; i++) files[`src/mod_${String(i).padStart(3, '0')}.py`] = `def f${i}(x):\n    return x + ${i}\n`;
	// Listed after src/: on the last page of the tree.
	files['tests/test_api.py'] = 'def test_f():\n    assert True\n';
	return files;
}

const REPOS = {
	'ana-souza/deploy-scripts': {
		files: {
			'README.md': '# deploy-scripts\n\nShips the app to AWS with Node.js.\n',
			'package.json': '{\n  "name": "deploy-scripts",\n  "dependencies": { "@aws-sdk/client-s3": "^3.600.0" }\n}\n',
			'.npmrc': `//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n`,
			'.github/workflows/deploy.yml': `name: deploy\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      AWS_ACCESS_KEY_ID: ${AWS_KEY}\n    steps:\n      - run: npm ci && npm test\n`,
			'.env': `STRIPE_KEY=${STRIPE_KEY}\n`
		},
		meta: { description: 'Deploy scripts.', license: 'MIT' }
	},
	'ana-souza/paged': { files: manyFiles(240), meta: { description: 'Many modules.', license: 'MIT' } },
	'ana-souza/monorepo': { files: monorepo(60), meta: { description: 'Many workspaces.', license: 'MIT' } },
	'ana-souza/two-pages': { files: twoFullPages(), meta: { license: 'MIT' }, hosts: ['gitlab' as const] }
};

/** A monorepo of `count` workspaces, more than the 40 key files: the last one alone uses Svelte. */
function monorepo(count: number): Record<string, string> {
	const files: Record<string, string> = {
		'README.md': '# monorepo\n',
		'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'] }),
		// A test fixture's manifest at the same depth: neither fetched first nor counted.
		'e2e/fixture/package.json': JSON.stringify({ name: 'fixture', dependencies: { 'left-pad': '1.3.0' } })
	};
	for (let i = 0; i < count; i++) {
		const name = `pkg-${String(i).padStart(3, '0')}`;
		files[`packages/${name}/package.json`] = JSON.stringify({ name, dependencies: i === count - 1 ? { svelte: '^5.0.0' } : {} });
	}
	return files;
}

/** 120 small repositories: more than one page of an account listing on every host. */
function prolific(): Record<string, { files: Record<string, string>; hosts?: 'github'[] }> {
	const repos: Record<string, { files: Record<string, string>; hosts?: 'github'[] }> = {};
	for (let i = 0; i < 120; i++) repos[`prolific/repo-${String(i).padStart(3, '0')}`] = { files: { 'README.md': `# repo ${i}\n` } };
	// Exactly one page of GitHub's list (100): only its headers say there is no second one.
	for (let i = 0; i < 100; i++) repos[`hundred/repo-${String(i).padStart(3, '0')}`] = { files: { 'README.md': `# repo ${i}\n` }, hosts: ['github'] };
	return repos;
}

/** 200 files at the root, no folder: exactly two pages of GitLab's tree (100 entries a page). */
function twoFullPages(): Record<string, string> {
	const files: Record<string, string> = { 'README.md': '# exact\n\nTwo full pages of files.\n' };
	for (let i = 0; i < 199; i++) files[`mod_${String(i).padStart(3, '0')}.py`] = `X = ${i}\n`;
	return files;
}

let server: Server;
let relayApp: ReturnType<typeof fetchRoutes>;

beforeAll(async () => {
	// Gitea's tree pages hold 100 entries here, so its paging is exercised too.
	server = await startCodeHostServer({ repos: { ...REPOS, ...prolific() }, giteaTreePerPage: 100 });
	const saved = { allow: process.env.RUMO_RELAY_ALLOW, rewrite: process.env.RUMO_RELAY_REWRITE };
	process.env.RUMO_RELAY_ALLOW = `127.0.0.1:${server.port}`;
	process.env.RUMO_RELAY_REWRITE = [
		`https://api.github.com=${server.url}/github-api`,
		`https://raw.githubusercontent.com=${server.url}/github-raw`,
		`https://gitlab.com=${server.url}/gitlab`,
		`https://codeberg.org=${server.url}/gitea`
	].join(',');
	relayApp = fetchRoutes({ version: 'test', dataDir: '' });
	process.env.RUMO_RELAY_ALLOW = saved.allow;
	process.env.RUMO_RELAY_REWRITE = saved.rewrite;
	if (saved.allow === undefined) delete process.env.RUMO_RELAY_ALLOW;
	if (saved.rewrite === undefined) delete process.env.RUMO_RELAY_REWRITE;
});
afterAll(() => server.close());

/** The relay's fetch route, as the service worker reaches it; records the URLs asked for. */
function relay(asked: { url: string; etag?: string }[] = []): Relay {
	return async (path, init) => {
		expect(path).toBe('/relay/fetch');
		asked.push(JSON.parse(String(init?.body)));
		return relayApp.request('/fetch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: String(init?.body) });
	};
}

/**
 * A host that sends ETags (the stand-in sends none): each answer's ETag is its body's hash, and a
 * request naming the current one is answered 304. `touch` may change a body first.
 */
function withEtags(inner: Relay, asked: { url: string; etag?: string; status?: number }[], touch: (url: string, body: string) => string): Relay {
	return async (path, init) => {
		const { etag, ...request } = JSON.parse(String(init?.body));
		const response = await inner(path, { ...init, body: JSON.stringify(request) });
		if (!response.ok) return response;
		const answer = await response.json();
		const body = touch(request.url, answer.body);
		const current = `"${createHash('sha1').update(body).digest('hex')}"`;
		const page = etag === current ? { ...answer, status: 304, body: '', contentType: '', notModified: true, etag } : { ...answer, body, etag: current };
		asked.push({ url: request.url, ...(etag ? { etag } : {}), status: page.status });
		return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
	};
}

/** The relay as it was before it passed headers on: answers and problems without them. */
function withoutHeaders(inner: Relay): Relay {
	return async (path, init) => {
		const response = await inner(path, init);
		const { headers: _dropped, ...answer } = await response.json();
		return new Response(JSON.stringify(answer), { status: response.status, headers: response.headers });
	};
}

async function setup(options: { consent?: boolean; start?: string } = {}) {
	const t = testEnv(options.start);
	const api = testClient(t.env);
	const asked: { url: string; etag?: string }[] = [];
	t.env.relay = relay(asked);
	if (options.consent !== false) await api.put('/settings/consents/codehost', { granted: true });
	return { ...t, api, asked };
}

const hits = (path: string) => server.hits.get(path) ?? 0;
const kinds = (data: { files: { path: string; kind: string }[] }) => Object.fromEntries(data.files.map((file) => [file.path, file.kind]));
const codes = (data: { risks: { code: string }[] }) => data.risks.map((risk) => risk.code);

/** Every record of every object store, read with IndexedDB itself (not through Dexie). */
async function rawDatabase(env: CoreEnv): Promise<string> {
	const idb = env.db.backendDB();
	const names = [...idb.objectStoreNames];
	const transaction = idb.transaction(names, 'readonly');
	const all = await Promise.all(
		names.map(
			(name) =>
				new Promise<unknown[]>((resolve, reject) => {
					const request = transaction.objectStore(name).getAll();
					request.onsuccess = () => resolve(request.result);
					request.onerror = () => reject(request.error);
				})
		)
	);
	return JSON.stringify(all);
}

describe('consent and inputs', () => {
	it('asks for the codehost consent before anything reaches the host, and stores nothing', async () => {
		const { api, env, asked } = await setup({ consent: false });
		const refused = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(refused.status).toBe(403);
		expect(refused.data.code).toBe('consent_required');
		expect(refused.data.detail).toMatch(/code host/);
		expect(asked).toEqual([]);
		expect((await api.get('/codehost/accounts/ana-souza/repos')).data.code).toBe('consent_required');
		expect(await env.db.repoAnalyses.count()).toBe(0);
	});

	it('refuses what is no repository with a sentence (400), before any request, storing nothing', async () => {
		const { api, env, asked } = await setup();
		const cases: [unknown, string, string?][] = [
			[{ repo: '' }, 'validation_failed'],
			[{}, 'validation_failed'],
			[{ repo: 'ana-souza/svelte-kanban', extra: true }, 'validation_failed'],
			[{ repo: 'ana-souza/svelte-kanban', host: 'bitbucket' }, 'validation_failed'],
			[{ repo: 'javascript:alert(1)' }, 'invalid_url', 'invalid_url'],
			[{ repo: 'owner/repo/extra' }, 'invalid_url', 'invalid_url'],
			[{ repo: 'https://user:pass@github.com/a/b' }, 'invalid_url', 'invalid_url'],
			[{ repo: 'https://example.org/team/app' }, 'invalid_url', 'unsupported_host'],
			[{ repo: 'ana-souza' }, 'invalid_url', 'account']
		];
		for (const [body, code, reason] of cases) {
			const answer = await api.post('/codehost/repo/analyze', body);
			expect(answer.status, JSON.stringify(body)).toBe(400);
			expect(answer.data.code, JSON.stringify(body)).toBe(code);
			expect(answer.data.detail.length).toBeGreaterThan(20);
			if (reason) expect(answer.data.params.reason).toBe(reason);
		}
		expect(asked).toEqual([]);
		expect(await env.db.repoAnalyses.count()).toBe(0);
	});
});

describe('analysing a public repository', () => {
	it('reads a GitHub repository through the relay at its documented URLs and answers the contract fields (201)', async () => {
		const { api, env, asked } = await setup();
		const answer = await api.post('/codehost/repo/analyze', { repo: 'https://github.com/ana-souza/svelte-kanban' });
		expect(answer.status).toBe(201);
		const data = answer.data;
		expect(Object.keys(data)).toEqual(expect.arrayContaining(['id', 'repo', 'languages', 'files', 'evidence', 'risks', 'scorecards', 'public', 'analyzedAt', 'notes', 'source']));
		expect(data).toMatchObject({
			public: true,
			source: 'host',
			analyzedAt: '2026-11-01T12:00:00.000Z',
			notes: [],
			repo: {
				host: 'github.com',
				kind: 'github',
				owner: 'ana-souza',
				name: 'svelte-kanban',
				url: 'https://github.com/ana-souza/svelte-kanban',
				description: 'A small Kanban board in SvelteKit and TypeScript, offline-first.',
				stars: 37,
				license: 'MIT',
				pushedAt: '2026-10-27T21:05:33.000Z',
				archived: false
			}
		});
		expect(data.languages[0]).toMatchObject({ name: 'TypeScript' });
		expect(data.languages[0].bytes).toBeGreaterThan(0);
		expect(kinds(data)).toMatchObject({ 'README.md': 'readme', LICENSE: 'license', 'package.json': 'manifest', '.github/workflows/ci.yml': 'ci' });
		const skills = data.evidence.map((e: { skill: string }) => e.skill);
		expect(skills).toEqual(expect.arrayContaining(['Svelte', 'TypeScript', 'Vitest']));
		const svelte = data.evidence.find((e: { skill: string }) => e.skill === 'Svelte');
		expect(svelte.path).toBe('package.json');
		expect(svelte.line).toBeGreaterThan(0);
		expect(codes(data)).not.toContain('no_license');
		expect(data.scorecards.map((card: { name: string }) => card.name)).toEqual(['documentation', 'testing', 'maintenance', 'security', 'community']);

		expect(asked.map((request) => request.url)).toEqual(
			expect.arrayContaining([
				'https://api.github.com/repos/ana-souza/svelte-kanban',
				'https://api.github.com/repos/ana-souza/svelte-kanban/languages',
				'https://api.github.com/repos/ana-souza/svelte-kanban/git/trees/main?recursive=1',
				'https://raw.githubusercontent.com/ana-souza/svelte-kanban/refs/heads/main/package.json'
			])
		);
		expect((await api.get(`/codehost/repo/analyses/${data.id}`)).data).toEqual(data);
		expect(await env.db.repoAnalyses.count()).toBe(1);
	});

	it('reads GitLab (percentages, paged tree) and Codeberg (a paged tree too) end to end', async () => {
		const { api } = await setup();
		const before = { gitlab: hits('/gitlab/api/v4/projects/ana-souza%2Fpaged/repository/tree'), gitea: hits('/gitea/api/v1/repos/ana-souza/paged/git/trees/main') };

		const gitlab = await api.post('/codehost/repo/analyze', { repo: 'https://gitlab.com/ana-souza/paged' });
		expect(gitlab.status).toBe(201);
		expect(gitlab.data.repo).toMatchObject({ host: 'gitlab.com', kind: 'gitlab', owner: 'ana-souza', name: 'paged', license: 'MIT', url: 'https://gitlab.com/ana-souza/paged' });
		// GitLab gives percentages: shares, no byte counts.
		expect(gitlab.data.languages[0]).toMatchObject({ name: 'Python', bytes: null });
		expect(gitlab.data.languages[0].share).toBeGreaterThan(0.9);
		// tests/ comes after 240 modules: on the third page of 100 entries, found only by paging on.
		expect(kinds(gitlab.data)['tests/test_api.py']).toBe('tests');
		expect(codes(gitlab.data)).not.toContain('no_tests');
		expect(hits('/gitlab/api/v4/projects/ana-souza%2Fpaged/repository/tree') - before.gitlab).toBe(3);
		expect(gitlab.data.notes).not.toContain('tree_truncated');

		const gitea = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/paged', host: 'gitea' });
		expect(gitea.status).toBe(201);
		expect(gitea.data.id).not.toBe(gitlab.data.id);
		expect(gitea.data.repo).toMatchObject({ host: 'codeberg.org', kind: 'gitea', url: 'https://codeberg.org/ana-souza/paged' });
		expect(kinds(gitea.data)['tests/test_api.py']).toBe('tests');
		// The instance gives 100 of the 1,000 entries asked for: the adapter takes 100 as the page size,
		// and the short last page costs one more, empty, request (hosts/gitea.ts).
		expect(hits('/gitea/api/v1/repos/ana-souza/paged/git/trees/main') - before.gitea).toBe(4);
		expect((await api.get('/codehost/repo/analyses')).data.total).toBe(2);
	});

	it('pages by the headers the relay passes on, and guesses by full pages only when an answer has none', async () => {
		const tree = '/gitlab/api/v4/projects/ana-souza%2Ftwo-pages/repository/tree';
		const list = '/github-api/users/hundred/repos';
		const { api } = await setup();
		let before = { tree: hits(tree), list: hits(list) };
		expect((await api.post('/codehost/repo/analyze', { repo: 'https://gitlab.com/ana-souza/two-pages' })).data.files.length).toBeGreaterThan(0);
		expect((await api.get('/codehost/accounts/hundred/repos')).data.total).toBe(100);
		// x-next-page is empty on page 2, and GitHub's one page has no Link: nothing more is asked.
		expect({ tree: hits(tree) - before.tree, list: hits(list) - before.list }).toEqual({ tree: 2, list: 1 });

		const older = await setup();
		older.env.relay = withoutHeaders(relay());
		before = { tree: hits(tree), list: hits(list) };
		expect((await older.api.post('/codehost/repo/analyze', { repo: 'https://gitlab.com/ana-souza/two-pages' })).status).toBe(201);
		expect((await older.api.get('/codehost/accounts/hundred/repos')).data.total).toBe(100);
		// Without headers a full page may have a next one: one more request each, answered empty.
		expect({ tree: hits(tree) - before.tree, list: hits(list) - before.list }).toEqual({ tree: 3, list: 2 });
	});

	it('reads a nested GitLab group project', async () => {
		const { api } = await setup();
		const answer = await api.post('/codehost/repo/analyze', { repo: 'https://gitlab.com/harbor-labs/data/freight-api' });
		expect(answer.status).toBe(201);
		expect(answer.data.repo).toMatchObject({ owner: 'harbor-labs/data', name: 'freight-api', license: 'GPL-3.0' });
		expect(answer.data.evidence.map((e: { skill: string }) => e.skill)).toEqual(expect.arrayContaining(['FastAPI', 'pandas']));
	});

	it('reads the package.json of every workspace of a monorepo, past the key files, and none of its test fixtures', async () => {
		const { api, asked } = await setup();
		const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/monorepo' });
		expect(answer.status).toBe(201);
		const svelte = answer.data.evidence.find((e: { skill: string }) => e.skill === 'Svelte');
		expect(svelte).toMatchObject({ code: 'dependency', path: 'packages/pkg-059/package.json' });
		const fetched = asked.map((request) => request.url).filter((url) => url.endsWith('/package.json'));
		expect(fetched).toHaveLength(61);
		expect(fetched.some((url) => url.includes('/e2e/'))).toBe(false);
	});

	it('says when the host cut the tree short', async () => {
		const { api } = await setup();
		const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/huge-history' });
		expect(answer.status).toBe(201);
		expect(answer.data.notes).toContain('tree_truncated');
		expect(codes(answer.data)).toContain('archived');
	});

	it('names committed secrets by kind, file and line, and never stores or answers the secret itself', async () => {
		const { api, env } = await setup();
		const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/deploy-scripts' });
		expect(answer.status).toBe(201);
		const secrets = answer.data.risks.filter((risk: { code: string }) => risk.code === 'secret_committed');
		expect(secrets.map((risk: { path: string }) => risk.path).sort()).toEqual(['.github/workflows/deploy.yml', '.npmrc']);
		expect(secrets.every((risk: { severity: string }) => risk.severity === 'high')).toBe(true);
		expect(secrets.find((risk: { path: string }) => risk.path === '.npmrc').detail).toMatch(/npm token on line 1 of \.npmrc/);
		expect(secrets.find((risk: { path: string }) => risk.path === '.npmrc').params).toEqual({ kind: 'npm_token', path: '.npmrc', line: 1 });
		expect(answer.data.risks).toContainEqual(expect.objectContaining({ code: 'env_file_committed', path: '.env' }));

		const raw = await rawDatabase(env);
		expect(raw).toContain('deploy-scripts'); // the row is there…
		for (const secret of [NPM_TOKEN, AWS_KEY, STRIPE_KEY, NPM_TOKEN.slice(4, 20), AWS_KEY.slice(4)]) {
			expect(raw).not.toContain(secret); // …and no secret, whole or in part
			expect(JSON.stringify(answer.data)).not.toContain(secret);
			expect(JSON.stringify((await api.get('/codehost/repo/analyses')).data)).not.toContain(secret);
		}
	});
});

describe('what the host answers when it will not', () => {
	it('answers 404 private_repository for a repository the host does not show, storing nothing', async () => {
		const { api, env } = await setup();
		for (const [repo, host] of [['ana-souza/secret-plans', 'github'], ['ana-souza/secret-plans', 'gitlab'], ['ana-souza/secret-plans', 'gitea']] as const) {
			const answer = await api.post('/codehost/repo/analyze', { repo, host });
			expect(answer.status, host).toBe(404);
			expect(answer.contentType).toBe('application/problem+json');
			expect(answer.data).toMatchObject({ code: 'private_repository', params: { reason: 'status_404' } });
			expect(answer.data.detail).toMatch(/ana-souza\/secret-plans.*private/);
		}
		expect(await env.db.repoAnalyses.count()).toBe(0);
	});

	it('answers 429 rate_limited with when the limit ends, from the headers the relay passes on', async () => {
		// The stand-in's limits end ten minutes from the real now (epoch seconds, or seconds from now).
		const start = new Date(Math.floor(Date.now() / 1000) * 1000);
		const { api, env } = await setup({ start: start.toISOString() });
		for (const host of ['github', 'gitlab', 'gitea'] as const) {
			const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/rate-limited', host });
			expect(answer.status, host).toBe(429);
			expect(answer.data.code).toBe('rate_limited');
			const resetAt = Date.parse(answer.data.params.resetAt);
			expect(resetAt - start.getTime(), host).toBeGreaterThanOrEqual(599_000);
			expect(resetAt - start.getTime(), host).toBeLessThanOrEqual(605_000);
			const clock = new Date(resetAt).toISOString().slice(11, 16);
			expect(answer.data.detail).toMatch(new RegExp(`limiting how often.*Try again in about (10|11) minutes \\(${clock} UTC\\)\\.`));
		}
		expect(await env.db.repoAnalyses.count()).toBe(0);
	});

	it('says "in a few minutes", with no resetAt, when the answer names no reset (an older relay)', async () => {
		const { api, env } = await setup({ start: new Date().toISOString() });
		env.relay = withoutHeaders(relay());
		const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/rate-limited' });
		expect(answer.data).toMatchObject({ status: 429, code: 'rate_limited', params: { reason: 'status_403' } });
		expect(answer.data.detail).toMatch(/Try again in a few minutes\./);
		expect(answer.data.params.resetAt).toBeUndefined();
	});

	it('answers 502 source_unavailable when the host is down', async () => {
		const { api } = await setup();
		const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/server-error' });
		expect(answer.status).toBe(502);
		expect(answer.data).toMatchObject({ code: 'source_unavailable', params: { reason: 'status_502' } });
		expect(answer.data.detail).toMatch(/GitHub is not answering right now/);
	});

	it('answers 503 relay_unavailable when the relay is not running', async () => {
		const { api, env } = await setup();
		env.relay = async () => {
			throw new TypeError('Failed to fetch');
		};
		const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(answer.status).toBe(503);
		expect(answer.data.code).toBe('relay_unavailable');
		expect(answer.data.detail).toMatch(/npm start/);
	});

	it('stops when the person cancels the task, and stores nothing', async () => {
		const { api, env } = await setup();
		const inner = env.relay;
		env.relay = async (path, init) => {
			if (JSON.parse(String(init?.body)).url.includes('/git/trees/')) tasks.cancel('analysis-task-1');
			return inner(path, init);
		};
		const answer = await api.call('POST', '/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' }, { 'x-rumo-task': 'analysis-task-1' });
		expect(answer.status).toBe(409);
		expect(answer.data.code).toBe('cancelled');
		expect(await env.db.repoAnalyses.count()).toBe(0);
	});
});

describe('analysing again', () => {
	it('replaces the stored analysis (200, same id) once it is a day old', async () => {
		const t = await setup();
		const first = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		t.advance(2);
		const trees = hits('/github-api/repos/ana-souza/svelte-kanban/git/trees/main');
		const again = await t.api.post('/codehost/repo/analyze', { repo: 'https://github.com/Ana-Souza/Svelte-Kanban' });
		expect(again.status).toBe(200);
		expect(again.data.id).toBe(first.data.id);
		expect(again.data.analyzedAt).toBe('2026-11-03T12:00:00.000Z');
		expect(again.data.notes).not.toContain('unchanged_since');
		expect(hits('/github-api/repos/ana-souza/svelte-kanban/git/trees/main')).toBe(trees + 1);
		expect(await t.env.db.repoAnalyses.count()).toBe(1);
	});

	it('answers the stored analysis without reading the tree again when the metadata is unchanged and it is younger than a day', async () => {
		const t = await setup();
		const first = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/pricing-model' });
		t.advance(0.5);
		const trees = hits('/github-api/repos/ana-souza/pricing-model/git/trees/trunk');
		const again = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/pricing-model' });
		expect(again.status).toBe(200);
		expect(again.data.notes).toContain('unchanged_since');
		expect(again.data).toMatchObject({ id: first.data.id, analyzedAt: first.data.analyzedAt, checkedAt: '2026-11-02T00:00:00.000Z', evidence: first.data.evidence });
		expect(hits('/github-api/repos/ana-souza/pricing-model/git/trees/trunk')).toBe(trees);
		// What is stored does not carry the note: it says how this one answer was made.
		expect((await t.api.get(`/codehost/repo/analyses/${first.data.id}`)).data.notes).not.toContain('unchanged_since');
	});

	it("sends the stored ETag, and a 304 answers the stored analysis; changed metadata reads the repository again", async () => {
		const t = await setup();
		let pushedAt = '2026-10-27T21:05:33Z';
		t.env.relay = withEtags(relay(), t.asked, (url, body) => (url.endsWith('/repos/ana-souza/svelte-kanban') ? body.replace(/"pushed_at":"[^"]*"/, `"pushed_at":"${pushedAt}"`) : body));
		const first = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(first.status).toBe(201);
		const stored = await t.env.db.repoAnalyses.get(first.data.id);
		expect(stored?.etag).toMatch(/^"[0-9a-f]{40}"$/);

		t.asked.length = 0;
		const unchanged = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(unchanged.status).toBe(200);
		expect(unchanged.data.notes).toContain('unchanged_since');
		// One request, conditional, answered 304: nothing else is read.
		expect(t.asked).toEqual([{ url: 'https://api.github.com/repos/ana-souza/svelte-kanban', etag: stored?.etag, status: 304 }]);

		pushedAt = '2026-11-01T08:00:00Z';
		t.asked.length = 0;
		const changed = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(changed.status).toBe(200);
		expect(changed.data.notes).not.toContain('unchanged_since');
		expect(changed.data.repo.pushedAt).toBe('2026-11-01T08:00:00.000Z');
		expect(t.asked[0]).toMatchObject({ etag: stored?.etag, status: 200 });
		expect(t.asked.length).toBeGreaterThan(3);
		expect((await t.env.db.repoAnalyses.get(first.data.id))?.etag).not.toBe(stored?.etag);
	});

	it('lists analyses newest first with their scores, reads one back and deletes it', async () => {
		const t = await setup();
		const kanban = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		t.advance(0.1);
		const pricing = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/pricing-model' });
		const list = await t.api.get('/codehost/repo/analyses?limit=1');
		expect(list.data).toMatchObject({ total: 2, items: [{ id: pricing.data.id, public: true, source: 'host', repo: { name: 'pricing-model' } }] });
		expect(Object.keys(list.data.items[0].scores).sort()).toEqual(['community', 'documentation', 'maintenance', 'security', 'testing']);
		const rest = await t.api.get(`/codehost/repo/analyses?limit=1&cursor=${encodeURIComponent(list.data.nextCursor)}`);
		expect(rest.data.items.map((item: { id: string }) => item.id)).toEqual([kanban.data.id]);
		expect(rest.data.nextCursor).toBeNull();
		expect((await t.api.get('/codehost/repo/analyses?cursor=not-a-cursor')).status).toBe(400);

		expect((await t.api.del(`/codehost/repo/analyses/${kanban.data.id}`)).status).toBe(204);
		expect((await t.api.get(`/codehost/repo/analyses/${kanban.data.id}`)).data.code).toBe('not_found');
		expect((await t.api.del(`/codehost/repo/analyses/${kanban.data.id}`)).status).toBe(404);
		expect((await t.api.get('/codehost/repo/analyses')).data.total).toBe(1);
	});
});

describe("an account's repositories", () => {
	it('lists every public repository page by page on each host, for the person to pick', async () => {
		const { api } = await setup();
		const before = hits('/github-api/users/prolific/repos');
		const github = await api.get('/codehost/accounts/prolific/repos');
		expect(github.status).toBe(200);
		expect(github.data).toMatchObject({ account: { host: 'github.com', kind: 'github', owner: 'prolific', url: 'https://github.com/prolific' }, total: 120, nextCursor: null, truncated: false });
		expect(hits('/github-api/users/prolific/repos') - before).toBe(2);
		expect(github.data.items[0]).toMatchObject({ owner: 'prolific', archived: false, fork: false, analysisId: null });
		expect(Object.keys(github.data.items[0])).toEqual(expect.arrayContaining(['name', 'description', 'stars', 'pushedAt', 'archived', 'fork', 'language', 'url']));
		expect(new Set(github.data.items.map((item: { name: string }) => item.name)).size).toBe(120);

		expect((await api.get('/codehost/accounts/prolific/repos?host=gitlab')).data.total).toBe(120);
		expect((await api.get('/codehost/accounts/prolific/repos?host=gitea')).data.total).toBe(120);
	});

	it('marks the repositories already analysed, and finds a GitLab group with its subgroups', async () => {
		const { api } = await setup();
		const analysed = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/pricing-model' });
		const mine = await api.get('/codehost/accounts/ana-souza/repos');
		expect(mine.data.items.find((item: { name: string }) => item.name === 'pricing-model')).toMatchObject({ analysisId: analysed.data.id, url: 'https://github.com/ana-souza/pricing-model' });

		const group = await api.get('/codehost/accounts/harbor-labs/repos?host=gitlab');
		expect(group.status).toBe(200);
		expect(group.data.items).toEqual([expect.objectContaining({ owner: 'harbor-labs/data', name: 'freight-api', url: 'https://gitlab.com/harbor-labs/data/freight-api' })]);
		const subgroup = await api.get(`/codehost/accounts/${encodeURIComponent('harbor-labs/data')}/repos?host=gitlab`);
		expect(subgroup.data.account).toMatchObject({ owner: 'harbor-labs/data', url: 'https://gitlab.com/harbor-labs/data' });
		expect(subgroup.data.total).toBe(1);
	});

	it('answers private_repository for an unknown account, rate_limited when limited, and invalid_url for a repository', async () => {
		const { api } = await setup();
		expect((await api.get('/codehost/accounts/nobody-here/repos')).data).toMatchObject({ status: 404, code: 'private_repository' });
		expect((await api.get('/codehost/accounts/rate-limited/repos')).data).toMatchObject({ status: 429, code: 'rate_limited' });
		expect((await api.get(`/codehost/accounts/${encodeURIComponent('ana-souza/pricing-model')}/repos`)).data).toMatchObject({ status: 400, code: 'invalid_url' });
		expect((await api.get('/codehost/accounts/ana-souza/repos?host=svn')).data.code).toBe('validation_failed');
	});
});
