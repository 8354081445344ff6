/**
 * A local stand-in for the three code-host APIs repository analysis reads, for unit and end-to-end
 * tests and the benchmark. Plain node:http, no dependencies, listening on 127.0.0.1 only. It speaks
 * each API's documented shapes (the same ones worker/core/repository/hosts/ reads) at the real
 * paths under a prefix — the relay maps the real origins in tests, and `local(url)` does the same:
 * - `https://api.github.com` → `{url}/github-api`, `https://raw.githubusercontent.com` → `{url}/github-raw`
 *   `GET /repos/{o}/{r}`, `/repos/{o}/{r}/languages`, `/repos/{o}/{r}/git/trees/{branch}?recursive=1`
 *   (one answer, `truncated` when the repository asks for it), `/users/{o}/repos` and
 *   `/orgs/{o}/repos` with `per_page`/`page` and a `Link` header; raw files at
 *   `/{o}/{r}/refs/heads/{branch}/{path}` (or `/{o}/{r}/{branch}/{path}`).
 * - `https://gitlab.com/api/v4` → `{url}/gitlab/api/v4`
 *   `GET /projects/{url-encoded path}[?license=true]`, `/projects/{id}/languages` (percentages),
 *   `/projects/{id}/repository/tree?ref=&recursive=true&per_page=&page=` with `x-next-page`,
 *   `x-total-pages` and the other pagination headers, `/projects/{id}/repository/files/{path}/raw?ref=`,
 *   `/users/{u}/projects` and `/groups/{g}/projects[?include_subgroups=true]`.
 * - `https://codeberg.org/api/v1` → `{url}/gitea/api/v1`
 *   `GET /repos/{o}/{r}`, `/repos/{o}/{r}/languages`, `/repos/{o}/{r}/git/trees/{branch}?recursive=true&page=&per_page=`
 *   (`truncated`, `page`, `total_count`, per_page capped like Gitea's DEFAULT_GIT_TREES_PER_PAGE),
 *   `/repos/{o}/{r}/raw/{path}?ref=`, `/users/{u}/repos` and `/orgs/{o}/repos` with `page`/`limit`,
 *   `Link` and `x-total-count`.
 * Unknown repositories, accounts, branches and files → 404 with each host's error body (GitHub
 * `{ message: 'Not Found', documentation_url, status: '404' }`, GitLab `{ message: '404 Project Not
 * Found' }`, Gitea `{ errors, message: "The target couldn't be found.", url }`; a Gitea tree of an
 * unknown ref is a 400, as Gitea answers). A repository or account named `rate-limited` is rate
 * limited: GitHub 403 with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (epoch seconds) and its
 * documented message; GitLab 429 `Retry later` with `RateLimit-*` and `Retry-After`; Gitea 429 with
 * `Retry-After` (Gitea has no limit of its own: a plausible proxy in front of it). One named
 * `server-error` answers 502. Every answer carries GitHub's CORS headers (`access-control-allow-origin: *`
 * and the exposed pagination and rate-limit headers); OPTIONS is a preflight answer.
 *
 * Repositories are `{ files, meta, languages, truncated, hosts }` by `owner/name` (see RepoSpec),
 * served by all three hosts unless `hosts` says otherwise (an owner with a `/` is a GitLab subgroup,
 * served by GitLab only). The default set (defaultRepos): a small SvelteKit/TypeScript app, a Python
 * project, a repository with a committed `.env` holding AWS's documentation example key, a generated
 * 5,000-file repository for the benchmark, one GitHub answers as truncated, and a GitLab subgroup
 * project. `hits` counts requests by path (undecoded, without the query).
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

/** @typedef {'github' | 'gitlab' | 'gitea'} HostKind */
/**
 * @typedef {object} RepoMetaSpec what the APIs say besides the files (defaults in brackets)
 * @property {string | null} [description] [null]
 * @property {number} [stars] [0]
 * @property {string | null} [license] an SPDX id [null]
 * @property {string} [pushedAt] ISO time ['2026-10-27T21:05:33Z']
 * @property {boolean} [archived] [false]
 * @property {string} [defaultBranch] ['main']
 * @property {boolean} [fork] [false]
 */
/**
 * @typedef {object} RepoSpec
 * @property {Record<string, string>} files path → contents
 * @property {RepoMetaSpec} [meta]
 * @property {Record<string, number>} [languages] bytes per language [counted from the files' extensions]
 * @property {boolean} [truncated] GitHub's tree answer lists only the first half and says `truncated: true`
 * @property {HostKind[]} [hosts] [all three; GitLab only for an owner with a `/`]
 */
/**
 * @typedef {object} ServerOptions
 * @property {number} [port] 0 (the default) picks a free one
 * @property {Record<string, RepoSpec>} [repos] added to (or replacing, by the same key) the defaults
 * @property {boolean} [defaults] serve defaultRepos() too [true]
 * @property {Record<string, 'user' | 'org'>} [accounts] which owners are organisations (GitLab: groups) [users]
 * @property {number} [perPageCap] the most any list page holds (GitHub/GitLab per_page max 100, Gitea limit max 50)
 * @property {number} [giteaTreePerPage] Gitea's DEFAULT_GIT_TREES_PER_PAGE [1000]
 * @property {number} [rateLimitSeconds] when a rate limit resets, from now [600]
 */
/**
 * @typedef {object} CodeHostServer
 * @property {string} url `http://127.0.0.1:{port}`, no trailing slash
 * @property {number} port the port listened on (the real one when 0 was asked)
 * @property {() => Promise<void>} close stops listening and ends open connections
 * @property {Map<string, number>} hits requests per path
 * @property {(realUrl: string) => string} local a real API or raw-file URL → the same request to this server
 */
/** @typedef {{ path: string, type: 'blob' | 'tree', size: number, sha: string }} Entry */
/**
 * @typedef {object} Repo
 * @property {string} owner
 * @property {string} name
 * @property {number} id
 * @property {RepoSpec} spec
 * @property {Required<RepoMetaSpec>} meta
 * @property {Set<HostKind>} hosts
 * @property {Entry[]} [entries] computed on first use
 */
/** @typedef {import('node:http').ServerResponse} Response */

// ---------------------------------------------------------------------------------------------
// The default repositories

/** AWS's documentation example credentials: not a real key, but every secret scanner knows the shape. */
export const EXAMPLE_AWS_KEY = 'AKIAIOSFODNN7EXAMPLE';
const EXAMPLE_AWS_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

const MIT = `MIT License

Copyright (c) 2024 Ana Souza

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction.
`;

/** @returns {Record<string, string>} */
function svelteApp() {
	return {
		'package.json': `${JSON.stringify(
			{
				name: 'svelte-kanban',
				private: true,
				type: 'module',
				scripts: { dev: 'vite dev', build: 'vite build', test: 'vitest run', check: 'svelte-check --tsconfig ./tsconfig.json' },
				dependencies: { idb: '^8.0.0' },
				devDependencies: {
					'@playwright/test': '^1.48.0',
					'@sveltejs/adapter-static': '^3.0.0',
					'@sveltejs/kit': '^2.8.0',
					svelte: '^5.1.0',
					'svelte-check': '^4.0.0',
					typescript: '^5.6.0',
					vite: '^5.4.0',
					vitest: '^2.1.0'
				}
			},
			null,
			2
		)}\n`,
		'svelte.config.js': "import adapter from '@sveltejs/adapter-static';\n\nexport default { kit: { adapter: adapter() } };\n",
		'vite.config.ts': "import { sveltekit } from '@sveltejs/kit/vite';\nimport { defineConfig } from 'vitest/config';\n\nexport default defineConfig({ plugins: [sveltekit()] });\n",
		'tsconfig.json': '{\n  "extends": "./.svelte-kit/tsconfig.json",\n  "compilerOptions": { "strict": true }\n}\n',
		'src/lib/board.ts': [
			"export type Card = { id: string; title: string; column: 'todo' | 'doing' | 'done' };",
			'',
			'/** Moves a card to another column, keeping the others in order. */',
			"export function move(cards: Card[], id: string, column: Card['column']): Card[] {",
			'\treturn cards.map((card) => (card.id === id ? { ...card, column } : card));',
			'}',
			''
		].join('\n'),
		'src/lib/board.test.ts': [
			"import { describe, expect, it } from 'vitest';",
			"import { move } from './board';",
			'',
			"describe('move', () => {",
			"\tit('moves only the card asked for', () => {",
			"\t\texpect(move([{ id: 'a', title: 'A', column: 'todo' }], 'a', 'done')[0].column).toBe('done');",
			'\t});',
			'});',
			''
		].join('\n'),
		'src/routes/+page.svelte': [
			'<script lang="ts">',
			"\timport { move, type Card } from '$lib/board';",
			'\tlet cards = $state<Card[]>([]);',
			'</script>',
			'',
			'<h1>Kanban</h1>',
			'{#each cards as card (card.id)}',
			"\t<button onclick={() => (cards = move(cards, card.id, 'done'))}>{card.title}</button>",
			'{/each}',
			''
		].join('\n'),
		'.github/workflows/ci.yml': [
			'name: CI',
			'on: [push, pull_request]',
			'jobs:',
			'  test:',
			'    runs-on: ubuntu-latest',
			'    steps:',
			'      - uses: actions/checkout@v4',
			'      - uses: actions/setup-node@v4',
			'        with: { node-version: 22 }',
			'      - run: npm ci && npm run check && npm test',
			''
		].join('\n'),
		'docs/Getting started.md': '# Getting started\n\nRun `npm install`, then `npm run dev`.\n',
		'README.md': '# svelte-kanban\n\nA small Kanban board in SvelteKit and TypeScript. Cards live in IndexedDB; works offline.\n\n## Tests\n\n`npm test` (Vitest) and `npx playwright test`.\n',
		LICENSE: MIT
	};
}

/** @returns {Record<string, string>} */
function pythonProject() {
	return {
		'pyproject.toml': [
			'[project]',
			'name = "pricing-model"',
			'version = "0.4.1"',
			'requires-python = ">=3.11"',
			'dependencies = ["fastapi>=0.110", "pandas>=2.2", "pydantic>=2.6", "uvicorn>=0.29"]',
			'',
			'[project.optional-dependencies]',
			'test = ["pytest>=8", "httpx>=0.27"]',
			''
		].join('\n'),
		'requirements.txt': 'fastapi>=0.110\npandas>=2.2\npydantic>=2.6\nuvicorn>=0.29\n',
		'src/pricing/__init__.py': '"""Freight pricing."""\n',
		'src/pricing/api.py': [
			'from fastapi import FastAPI',
			'import pandas as pd',
			'',
			'app = FastAPI()',
			'',
			'',
			'@app.get("/quote")',
			'def quote(distance_km: float, weight_kg: float) -> dict:',
			'    rates = pd.DataFrame({"km": [distance_km], "kg": [weight_kg]})',
			'    return {"price": float((rates.km * 0.12 + rates.kg * 0.03).iloc[0])}',
			''
		].join('\n'),
		'tests/test_api.py': [
			'from fastapi.testclient import TestClient',
			'from pricing.api import app',
			'',
			'',
			'def test_quote():',
			'    assert TestClient(app).get("/quote?distance_km=10&weight_kg=100").json()["price"] == 4.2',
			''
		].join('\n'),
		'.gitignore': '__pycache__/\n.venv/\n',
		'README.md': '# pricing-model\n\nA FastAPI service that prices freight quotes with pandas. `pytest` runs the tests.\n'
	};
}

/** @returns {Record<string, string>} */
function leakyConfig() {
	return {
		'.env': `AWS_ACCESS_KEY_ID=${EXAMPLE_AWS_KEY}\nAWS_SECRET_ACCESS_KEY=${EXAMPLE_AWS_SECRET}\nDATABASE_URL=postgres://app:app@localhost:5432/app\n`,
		'src/config.js': "export const config = {\n\tregion: process.env.AWS_REGION ?? 'sa-east-1',\n\tbucket: 'uploads'\n};\n",
		'package.json': '{\n  "name": "leaky-config",\n  "version": "1.0.0",\n  "dependencies": { "@aws-sdk/client-s3": "^3.600.0" }\n}\n',
		'README.md': '# leaky-config\n\nUploads files to S3.\n'
	};
}

/**
 * A deterministic repository of exactly `count` files (at least 2): a root `package.json` and
 * `README.md`, then TypeScript modules and their tests, 100 to a package, under `packages/pkg-NN/src/`.
 * @param {{ count?: number }} [options]
 * @returns {Record<string, string>}
 */
export function generateRepoFiles({ count = 5000 } = {}) {
	/** @type {Record<string, string>} */
	const files = {
		'package.json': '{\n  "name": "monorepo",\n  "private": true,\n  "workspaces": ["packages/*"],\n  "devDependencies": { "typescript": "^5.6.0", "vitest": "^2.1.0" }\n}\n',
		'README.md': '# monorepo\n\nGenerated for the repository-analysis benchmark.\n'
	};
	for (let i = 0; i < Math.max(0, count - 2); i++) {
		const pkg = String(Math.floor(i / 100)).padStart(2, '0');
		const n = String(i % 100).padStart(3, '0');
		files[i % 10 === 9 ? `packages/pkg-${pkg}/src/module-${n}.test.ts` : `packages/pkg-${pkg}/src/module-${n}.ts`] =
			i % 10 === 9
				? `import { expect, it } from 'vitest';\n\nit('module ${i} adds', () => expect(${i} + 1).toBe(${i + 1}));\n`
				: `/** Module ${i} of package ${pkg}. */\nexport function value${i}(input: number): number {\n\treturn input * ${i % 97} + ${i};\n}\n`;
	}
	return files;
}

/** The repositories served unless `defaults: false` (fresh objects each time). @returns {Record<string, RepoSpec>} */
export function defaultRepos() {
	/** @type {Record<string, string>} */
	const history = {};
	for (let i = 0; i < 40; i++) history[`history/${String(i).padStart(2, '0')}-notes.md`] = `# Note ${i}\n`;
	history['README.md'] = '# huge-history\n\nA repository too large for one tree answer.\n';
	return {
		'ana-souza/svelte-kanban': {
			files: svelteApp(),
			meta: { description: 'A small Kanban board in SvelteKit and TypeScript, offline-first.', stars: 37, license: 'MIT', pushedAt: '2026-10-27T21:05:33Z' }
		},
		'ana-souza/pricing-model': {
			files: pythonProject(),
			meta: { description: 'Pricing engine for freight quotes (FastAPI + pandas).', stars: 12, license: 'Apache-2.0', pushedAt: '2026-09-30T12:22:05Z', defaultBranch: 'trunk' }
		},
		'ana-souza/leaky-config': {
			files: leakyConfig(),
			meta: { description: 'Uploads files to S3.', stars: 0, pushedAt: '2025-03-04T10:00:00Z' }
		},
		'ana-souza/huge-history': { files: history, truncated: true, meta: { description: 'A very long history.', archived: true, pushedAt: '2024-02-01T00:00:00Z' } },
		'bench/monorepo-5000': { files: generateRepoFiles({ count: 5000 }), meta: { description: 'Generated for the benchmark.', license: 'MIT' } },
		'harbor-labs/data/freight-api': {
			files: pythonProject(),
			meta: { description: 'Freight API of the data team.', stars: 3, license: 'GPL-3.0' }
		}
	};
}

// ---------------------------------------------------------------------------------------------
// What the APIs say about a repository

/** SPDX id → Licensee's key and name, as GitHub and GitLab give them. */
const LICENSES = /** @type {Record<string, { key: string, name: string }>} */ ({
	MIT: { key: 'mit', name: 'MIT License' },
	'Apache-2.0': { key: 'apache-2.0', name: 'Apache License 2.0' },
	'GPL-3.0': { key: 'gpl-3.0', name: 'GNU General Public License v3.0' },
	'AGPL-3.0': { key: 'agpl-3.0', name: 'GNU Affero General Public License v3.0' },
	'BSD-3-Clause': { key: 'bsd-3-clause', name: 'BSD 3-Clause "New" or "Revised" License' },
	'MPL-2.0': { key: 'mpl-2.0', name: 'Mozilla Public License 2.0' }
});

/** @param {string} spdx */
const licenseOf = (spdx) => LICENSES[spdx] ?? { key: 'other', name: 'Other' };

/** Extension (or file name) → language, as Linguist names them. */
const LANGUAGES = /** @type {Record<string, string>} */ ({
	'.ts': 'TypeScript', '.js': 'JavaScript', '.mjs': 'JavaScript', '.svelte': 'Svelte', '.py': 'Python', '.go': 'Go', '.rs': 'Rust',
	'.java': 'Java', '.rb': 'Ruby', '.css': 'CSS', '.html': 'HTML', '.sh': 'Shell', Dockerfile: 'Dockerfile', Makefile: 'Makefile'
});

/** @param {Record<string, string>} files @returns {Record<string, number>} bytes per language, largest first */
function countLanguages(files) {
	/** @type {Record<string, number>} */
	const bytes = {};
	for (const [path, text] of Object.entries(files)) {
		const base = path.slice(path.lastIndexOf('/') + 1);
		const dot = base.lastIndexOf('.');
		const language = LANGUAGES[base] ?? (dot > 0 ? LANGUAGES[base.slice(dot)] : undefined);
		if (language) bytes[language] = (bytes[language] ?? 0) + Buffer.byteLength(text);
	}
	return Object.fromEntries(Object.entries(bytes).sort((a, b) => b[1] - a[1]));
}

/** @param {string} text */
const sha1 = (text) => createHash('sha1').update(text).digest('hex');

/** A numeric id from a name (stable across runs). @param {string} text */
const idOf = (text) => Number.parseInt(sha1(text).slice(0, 7), 16);

/** @param {Repo} repo @returns {Entry[]} every directory and file, depth first, names in order (as git lists a tree) */
function entriesOf(repo) {
	if (repo.entries) return repo.entries;
	/** @type {Map<string, Entry>} */
	const all = new Map();
	for (const [path, text] of Object.entries(repo.spec.files)) {
		const parts = path.split('/');
		for (let i = 1; i < parts.length; i++) {
			const dir = parts.slice(0, i).join('/');
			if (!all.has(dir)) all.set(dir, { path: dir, type: 'tree', size: 0, sha: sha1(`tree ${repo.owner}/${repo.name}/${dir}`) });
		}
		const size = Buffer.byteLength(text);
		all.set(path, { path, type: 'blob', size, sha: createHash('sha1').update(`blob ${size}\0`).update(text).digest('hex') });
	}
	/** @param {Entry} a @param {Entry} b */
	const order = (a, b) => {
		const x = a.path.split('/');
		const y = b.path.split('/');
		for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
		return x.length - y.length;
	};
	repo.entries = [...all.values()].sort(order);
	return repo.entries;
}

/** @param {Repo} repo @returns {Record<string, number>} */
const bytesOf = (repo) => repo.spec.languages ?? countLanguages(repo.spec.files);

// ---------------------------------------------------------------------------------------------
// The server

const GITHUB_EXPOSED = [
	'ETag', 'Link', 'Location', 'Retry-After', 'X-GitHub-OTP', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Used',
	'X-RateLimit-Resource', 'X-RateLimit-Reset', 'X-OAuth-Scopes', 'X-Accepted-OAuth-Scopes', 'X-Poll-Interval', 'X-GitHub-Media-Type',
	'X-GitHub-SSO', 'X-GitHub-Request-Id', 'Deprecation', 'Sunset',
	// GitLab's and Gitea's pagination and rate-limit headers, so a browser can read them too
	'X-Next-Page', 'X-Page', 'X-Per-Page', 'X-Prev-Page', 'X-Total', 'X-Total-Pages', 'X-Total-Count', 'RateLimit-Limit',
	'RateLimit-Observed', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-ResetTime'
].join(', ');

const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': GITHUB_EXPOSED };

/** The real origins (API roots) and where this server answers for them. */
const PREFIXES = /** @type {const} */ ([
	['https://api.github.com', '/github-api'],
	['https://raw.githubusercontent.com', '/github-raw'],
	['https://gitlab.com/api/v4', '/gitlab/api/v4'],
	['https://codeberg.org/api/v1', '/gitea/api/v1']
]);

/**
 * @param {URLSearchParams} query
 * @param {string} name
 * @param {number} fallback
 * @param {number} max
 */
function whole(query, name, fallback, max) {
	const raw = query.get(name);
	if (raw === null || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) return fallback;
	return Math.min(Number(raw), max);
}

/**
 * @param {ServerOptions} [options]
 * @returns {Promise<CodeHostServer>}
 */
export function startCodeHostServer({ port = 0, repos = {}, defaults = true, accounts = {}, perPageCap = 100, giteaTreePerPage = 1000, rateLimitSeconds = 600 } = {}) {
	/** @type {Map<string, Repo>} */
	const store = new Map();
	for (const [key, spec] of Object.entries({ ...(defaults ? defaultRepos() : {}), ...repos })) {
		const cut = key.lastIndexOf('/');
		if (cut <= 0) throw new Error(`A repository key is owner/name: ${key}`);
		const owner = key.slice(0, cut);
		const name = key.slice(cut + 1);
		const nested = owner.includes('/');
		store.set(key.toLowerCase(), {
			owner,
			name,
			id: idOf(key),
			spec,
			meta: {
				description: null,
				stars: 0,
				license: null,
				pushedAt: '2026-10-27T21:05:33Z',
				archived: false,
				defaultBranch: 'main',
				fork: false,
				...spec.meta
			},
			hosts: new Set(spec.hosts ?? (nested ? ['gitlab'] : ['github', 'gitlab', 'gitea']))
		});
	}
	/** @type {Map<string, number>} */
	const hits = new Map();

	/** @param {HostKind} host @param {string} owner @param {string} name */
	const findRepo = (host, owner, name) => {
		const repo = store.get(`${owner}/${name}`.toLowerCase());
		return repo && repo.hosts.has(host) ? repo : null;
	};
	/** @param {Repo} a @param {Repo} b */
	const newestFirst = (a, b) => b.meta.pushedAt.localeCompare(a.meta.pushedAt) || a.name.localeCompare(b.name);
	/** @param {HostKind} host @param {string} owner @returns {Repo[] | null} null when there is no such account */
	const reposOf = (host, owner) => {
		const mine = [...store.values()].filter((repo) => repo.hosts.has(host) && repo.owner.toLowerCase() === owner.toLowerCase());
		return mine.length ? mine.sort(newestFirst) : null;
	};
	/**
	 * An organisation (GitLab: a group) when `accounts` says so, when it is a subgroup, or when it has subgroups.
	 * @param {string} owner @returns {'user' | 'org'}
	 */
	const accountKind = (owner) => {
		const lower = owner.toLowerCase();
		const declared = Object.entries(accounts).find(([name]) => name.toLowerCase() === lower)?.[1];
		if (declared) return declared;
		return owner.includes('/') || [...store.values()].some((repo) => repo.owner.toLowerCase().startsWith(`${lower}/`)) ? 'org' : 'user';
	};

	/** @param {Response} response @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
	const json = (response, status, body, headers = {}) => {
		response.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
		response.end(JSON.stringify(body));
	};
	/** @param {Response} response @param {number} status @param {string} body @param {Record<string, string>} [headers] */
	const text = (response, status, body, headers = {}) => {
		response.writeHead(status, { ...CORS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
		response.end(body);
	};

	const resetEpoch = () => Math.floor(Date.now() / 1000) + rateLimitSeconds;
	/** @param {string | undefined} owner @param {string | undefined} [name] */
	const special = (owner, name) => [owner, name].find((part) => part === 'rate-limited' || part === 'server-error') ?? null;

	// -- GitHub ---------------------------------------------------------------------------------

	const githubNotFound = /** @param {Response} response @param {string} docs */ (response, docs) =>
		json(response, 404, { message: 'Not Found', documentation_url: `https://docs.github.com/rest/${docs}`, status: '404' });
	const githubHeaders = () => ({
		'x-ratelimit-limit': '60',
		'x-ratelimit-remaining': '59',
		'x-ratelimit-reset': String(resetEpoch()),
		'x-ratelimit-used': '1',
		'x-ratelimit-resource': 'core',
		'x-github-media-type': 'github.v3; format=json'
	});
	/** @param {Response} response @param {string} which */
	const githubSpecial = (response, which) => {
		if (which === 'server-error') return json(response, 502, { message: 'Server Error' });
		return json(
			response,
			403,
			{
				message:
					"API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
				documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting'
			},
			{ ...githubHeaders(), 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '60' }
		);
	};
	/** @param {Repo} repo */
	const githubRepo = (repo) => {
		const { owner, name, meta } = repo;
		const license = meta.license ? licenseOf(meta.license) : null;
		const kind = accountKind(owner);
		return {
			id: repo.id,
			node_id: `R_${repo.id.toString(36)}`,
			name,
			full_name: `${owner}/${name}`,
			private: false,
			owner: {
				login: owner,
				id: idOf(owner),
				url: `https://api.github.com/users/${owner}`,
				html_url: `https://github.com/${owner}`,
				type: kind === 'org' ? 'Organization' : 'User',
				site_admin: false
			},
			html_url: `https://github.com/${owner}/${name}`,
			description: meta.description,
			fork: meta.fork,
			url: `https://api.github.com/repos/${owner}/${name}`,
			created_at: '2024-03-02T18:20:11Z',
			updated_at: meta.pushedAt,
			pushed_at: meta.pushedAt,
			size: Math.ceil(entriesOf(repo).reduce((sum, entry) => sum + entry.size, 0) / 1024),
			stargazers_count: meta.stars,
			watchers_count: meta.stars,
			language: Object.keys(bytesOf(repo))[0] ?? null,
			forks_count: 0,
			archived: meta.archived,
			disabled: false,
			open_issues_count: 0,
			license: license
				? { key: license.key, name: license.name, spdx_id: license.key === 'other' ? 'NOASSERTION' : meta.license, url: license.key === 'other' ? null : `https://api.github.com/licenses/${license.key}` }
				: null,
			topics: [],
			visibility: 'public',
			default_branch: meta.defaultBranch
		};
	};

	/**
	 * @param {Response} response
	 * @param {string[]} parts after /github-api
	 * @param {URLSearchParams} query
	 */
	const github = (response, parts, query) => {
		if (parts[0] === 'repos' && parts.length >= 3) {
			const which = special(parts[1], parts[2]);
			if (which) return githubSpecial(response, which);
			const repo = findRepo('github', parts[1], parts[2]);
			if (!repo) return githubNotFound(response, 'repos/repos#get-a-repository');
			if (parts.length === 3) return json(response, 200, githubRepo(repo), githubHeaders());
			if (parts.length === 4 && parts[3] === 'languages') return json(response, 200, bytesOf(repo), githubHeaders());
			if (parts.length === 6 && parts[3] === 'git' && parts[4] === 'trees') {
				if (parts[5] !== repo.meta.defaultBranch) return githubNotFound(response, 'git/trees#get-a-tree');
				const recursive = query.has('recursive');
				const all = entriesOf(repo).filter((entry) => recursive || !entry.path.includes('/'));
				const shown = repo.spec.truncated ? all.slice(0, Math.ceil(all.length / 2)) : all;
				const base = `https://api.github.com/repos/${repo.owner}/${repo.name}/git`;
				return json(
					response,
					200,
					{
						sha: sha1(`${repo.owner}/${repo.name}@${repo.meta.defaultBranch}`),
						url: `${base}/trees/${sha1(`${repo.owner}/${repo.name}@${repo.meta.defaultBranch}`)}`,
						tree: shown.map((entry) =>
							entry.type === 'blob'
								? { path: entry.path, mode: '100644', type: 'blob', sha: entry.sha, size: entry.size, url: `${base}/blobs/${entry.sha}` }
								: { path: entry.path, mode: '040000', type: 'tree', sha: entry.sha, url: `${base}/trees/${entry.sha}` }
						),
						truncated: repo.spec.truncated === true
					},
					githubHeaders()
				);
			}
			return githubNotFound(response, 'repos');
		}
		if ((parts[0] === 'users' || parts[0] === 'orgs') && parts.length === 3 && parts[2] === 'repos') {
			const which = special(parts[1]);
			if (which) return githubSpecial(response, which);
			const mine = reposOf('github', parts[1]);
			if (!mine || (parts[0] === 'orgs' && accountKind(parts[1]) !== 'org')) return githubNotFound(response, 'repos/repos#list-repositories-for-a-user');
			const perPage = whole(query, 'per_page', 30, Math.min(100, perPageCap));
			const page = whole(query, 'page', 1, 100_000);
			const last = Math.max(1, Math.ceil(mine.length / perPage));
			// GitHub's links name the account by id, not by login.
			const link = /** @param {number} n */ (n) => `<https://api.github.com/user/${idOf(mine[0].owner)}/repos?per_page=${perPage}&page=${n}>`;
			const links = [];
			if (page < last) links.push(`${link(page + 1)}; rel="next"`, `${link(last)}; rel="last"`);
			if (page > 1) links.push(`${link(1)}; rel="first"`, `${link(Math.min(page - 1, last))}; rel="prev"`);
			const body = mine.slice((page - 1) * perPage, page * perPage).map(githubRepo);
			return json(response, 200, body, { ...githubHeaders(), ...(links.length ? { link: links.join(', ') } : {}) });
		}
		return githubNotFound(response, '');
	};

	/** @param {Response} response @param {string[]} parts after /github-raw: owner, repo, then refs/heads/{branch} or {branch}, then the path */
	const githubRaw = (response, parts) => {
		const which = special(parts[0], parts[1]);
		if (which === 'rate-limited') return text(response, 429, '429: Too Many Requests\n', { 'retry-after': String(rateLimitSeconds) });
		if (which) return text(response, 502, '502: Bad Gateway\n');
		const repo = parts.length >= 3 ? findRepo('github', parts[0], parts[1]) : null;
		if (!repo) return text(response, 404, '404: Not Found');
		let rest = parts.slice(2);
		if (rest[0] === 'refs' && rest[1] === 'heads') rest = rest.slice(2);
		const branch = repo.meta.defaultBranch.split('/');
		if (branch.some((part, i) => rest[i] !== part)) return text(response, 404, '404: Not Found');
		const path = rest.slice(branch.length).join('/');
		if (!Object.hasOwn(repo.spec.files, path)) return text(response, 404, '404: Not Found');
		return text(response, 200, repo.spec.files[path]);
	};

	// -- GitLab ---------------------------------------------------------------------------------

	/** @param {Response} response @param {string} which */
	const gitlabSpecial = (response, which) => {
		if (which === 'server-error') return text(response, 502, 'GitLab is not responding\n');
		const reset = resetEpoch();
		return text(response, 429, 'Retry later\n', {
			'ratelimit-name': 'throttle_unauthenticated_api',
			'ratelimit-limit': '500',
			'ratelimit-observed': '501',
			'ratelimit-remaining': '0',
			'ratelimit-reset': String(reset),
			'ratelimit-resettime': new Date(reset * 1000).toUTCString(),
			'retry-after': String(rateLimitSeconds)
		});
	};
	/** @param {Repo} repo @param {boolean} withLicense */
	const gitlabProject = (repo, withLicense) => {
		const { owner, name, meta } = repo;
		const web = `https://gitlab.com/${owner}/${name}`;
		const namespacePath = owner.split('/').pop() ?? owner;
		const license = meta.license ? licenseOf(meta.license) : null;
		return {
			id: repo.id,
			description: meta.description ?? '',
			name: name.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
			name_with_namespace: `${owner.split('/').join(' / ')} / ${name}`,
			path: name,
			path_with_namespace: `${owner}/${name}`,
			created_at: '2024-03-02T18:20:11.000Z',
			default_branch: meta.defaultBranch,
			tag_list: [],
			topics: [],
			ssh_url_to_repo: `git@gitlab.com:${owner}/${name}.git`,
			http_url_to_repo: `${web}.git`,
			web_url: web,
			readme_url: Object.hasOwn(repo.spec.files, 'README.md') ? `${web}/-/blob/${meta.defaultBranch}/README.md` : null,
			forks_count: 0,
			star_count: meta.stars,
			last_activity_at: meta.pushedAt,
			namespace: {
				id: idOf(owner),
				name: namespacePath,
				path: namespacePath,
				kind: accountKind(owner) === 'org' ? 'group' : 'user',
				full_path: owner,
				parent_id: owner.includes('/') ? idOf(owner.slice(0, owner.lastIndexOf('/'))) : null,
				web_url: `https://gitlab.com/${accountKind(owner) === 'org' ? 'groups/' : ''}${owner}`
			},
			empty_repo: false,
			archived: meta.archived,
			visibility: 'public',
			...(withLicense
				? {
						license_url: license ? `${web}/-/blob/${meta.defaultBranch}/LICENSE` : null,
						license: license ? { key: license.key, name: license.name, nickname: null, html_url: `http://choosealicense.com/licenses/${license.key}/`, source_url: null } : null
					}
				: {}),
			...(meta.fork ? { forked_from_project: { id: 1, name, path: name, path_with_namespace: `upstream/${name}` } } : {}),
			updated_at: meta.pushedAt
		};
	};
	/**
	 * GitLab's offset pagination headers.
	 * @param {string} base the real URL of the list, without page
	 * @param {number} page @param {number} perPage @param {number} total
	 */
	const gitlabPages = (base, page, perPage, total) => {
		const pages = Math.max(1, Math.ceil(total / perPage));
		const at = /** @param {number} n */ (n) => `<${base}${base.includes('?') ? '&' : '?'}page=${n}&per_page=${perPage}>`;
		const links = [];
		if (page > 1) links.push(`${at(page - 1)}; rel="prev"`);
		if (page < pages) links.push(`${at(page + 1)}; rel="next"`);
		links.push(`${at(1)}; rel="first"`, `${at(pages)}; rel="last"`);
		return {
			'x-page': String(page),
			'x-per-page': String(perPage),
			'x-next-page': page < pages ? String(page + 1) : '',
			'x-prev-page': page > 1 ? String(page - 1) : '',
			'x-total': String(total),
			'x-total-pages': String(pages),
			link: links.join(', ')
		};
	};

	/**
	 * @param {Response} response
	 * @param {string[]} parts after /gitlab/api/v4, each decoded (a project id is one part: `owner/name`)
	 * @param {URLSearchParams} query
	 */
	const gitlab = (response, parts, query) => {
		const perPage = whole(query, 'per_page', 20, Math.min(100, perPageCap));
		const page = whole(query, 'page', 1, 100_000);
		if (parts[0] === 'projects' && parts.length >= 2) {
			const cut = parts[1].lastIndexOf('/');
			const owner = cut > 0 ? parts[1].slice(0, cut) : '';
			const name = parts[1].slice(cut + 1);
			const which = special(owner.split('/').pop(), name);
			if (which) return gitlabSpecial(response, which);
			const repo = cut > 0 ? findRepo('gitlab', owner, name) : null;
			if (!repo) return json(response, 404, { message: '404 Project Not Found' });
			const rest = parts.slice(2);
			if (rest.length === 0) return json(response, 200, gitlabProject(repo, query.get('license') === 'true'));
			if (rest.length === 1 && rest[0] === 'languages') {
				const bytes = bytesOf(repo);
				const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
				return json(response, 200, Object.fromEntries(Object.entries(bytes).map(([language, value]) => [language, Math.round((value / total) * 10_000) / 100])));
			}
			if (rest.length === 2 && rest[0] === 'repository' && rest[1] === 'tree') {
				const ref = query.get('ref') ?? repo.meta.defaultBranch;
				if (ref !== repo.meta.defaultBranch) return json(response, 404, { message: '404 Tree Not Found' });
				const recursive = query.get('recursive') === 'true';
				const all = entriesOf(repo).filter((entry) => recursive || !entry.path.includes('/'));
				const base = `https://gitlab.com/api/v4/projects/${encodeURIComponent(parts[1])}/repository/tree?id=${encodeURIComponent(parts[1])}&recursive=${recursive}&ref=${encodeURIComponent(ref)}`;
				const body = all.slice((page - 1) * perPage, page * perPage).map((entry) => ({
					id: entry.sha,
					name: entry.path.slice(entry.path.lastIndexOf('/') + 1),
					type: entry.type,
					path: entry.path,
					mode: entry.type === 'tree' ? '040000' : '100644'
				}));
				return json(response, 200, body, gitlabPages(base, page, perPage, all.length));
			}
			if (rest.length === 4 && rest[0] === 'repository' && rest[1] === 'files' && rest[3] === 'raw') {
				const ref = query.get('ref') ?? repo.meta.defaultBranch;
				if (ref !== repo.meta.defaultBranch || !Object.hasOwn(repo.spec.files, rest[2])) return json(response, 404, { message: '404 File Not Found' });
				return text(response, 200, repo.spec.files[rest[2]], { 'x-gitlab-file-path': rest[2], 'x-gitlab-ref': ref });
			}
			return json(response, 404, { error: '404 Not Found' });
		}
		if ((parts[0] === 'users' || parts[0] === 'groups') && parts.length === 3 && parts[2] === 'projects') {
			const which = special(parts[1]);
			if (which) return gitlabSpecial(response, which);
			const group = parts[0] === 'groups';
			const own = reposOf('gitlab', parts[1]) ?? [];
			const lower = `${parts[1].toLowerCase()}/`;
			const sub = group ? [...store.values()].filter((repo) => repo.hosts.has('gitlab') && repo.owner.toLowerCase().startsWith(lower)) : [];
			if ((own.length === 0 && sub.length === 0) || (accountKind(parts[1]) === 'org') !== group) {
				return json(response, 404, { message: group ? '404 Group Not Found' : '404 User Not Found' });
			}
			const list = query.get('include_subgroups') === 'true' ? [...own, ...sub].sort(newestFirst) : own;
			const base = `https://gitlab.com/api/v4/${parts[0]}/${encodeURIComponent(parts[1])}/projects?order_by=last_activity_at`;
			const body = list.slice((page - 1) * perPage, page * perPage).map((repo) => gitlabProject(repo, false));
			return json(response, 200, body, gitlabPages(base, page, perPage, list.length));
		}
		return json(response, 404, { error: '404 Not Found' });
	};

	// -- Gitea ----------------------------------------------------------------------------------

	/** @param {Response} response @param {number} [status] @param {string} [message] */
	const giteaError = (response, status = 404, message = "The target couldn't be found.") =>
		json(response, status, { errors: [], message, url: 'https://codeberg.org/api/swagger' });
	/** @param {Response} response @param {string} which */
	const giteaSpecial = (response, which) =>
		which === 'server-error'
			? text(response, 502, '502 Bad Gateway\n')
			: json(response, 429, { message: 'rate limit exceeded' }, { 'retry-after': String(rateLimitSeconds) });
	/** @param {Repo} repo */
	const giteaRepo = (repo) => {
		const { owner, name, meta } = repo;
		return {
			id: repo.id,
			owner: { id: idOf(owner), login: owner, login_name: '', full_name: '', email: `${owner}@noreply.codeberg.org`, avatar_url: '', username: owner },
			name,
			full_name: `${owner}/${name}`,
			description: meta.description ?? '',
			empty: false,
			private: false,
			fork: meta.fork,
			template: false,
			parent: null,
			mirror: false,
			size: Math.ceil(entriesOf(repo).reduce((sum, entry) => sum + entry.size, 0) / 1024),
			language: Object.keys(bytesOf(repo))[0] ?? '',
			languages_url: `https://codeberg.org/api/v1/repos/${owner}/${name}/languages`,
			html_url: `https://codeberg.org/${owner}/${name}`,
			url: `https://codeberg.org/api/v1/repos/${owner}/${name}`,
			ssh_url: `ssh://git@codeberg.org/${owner}/${name}.git`,
			clone_url: `https://codeberg.org/${owner}/${name}.git`,
			website: '',
			stars_count: meta.stars,
			forks_count: 0,
			watchers_count: 1,
			open_issues_count: 0,
			default_branch: meta.defaultBranch,
			archived: meta.archived,
			created_at: '2024-03-02T18:20:11Z',
			updated_at: meta.pushedAt,
			permissions: { admin: false, push: false, pull: true },
			has_issues: true,
			licenses: meta.license ? [meta.license] : [],
			topics: []
		};
	};

	/**
	 * @param {Response} response
	 * @param {string[]} parts after /gitea/api/v1
	 * @param {URLSearchParams} query
	 */
	const gitea = (response, parts, query) => {
		if (parts[0] === 'repos' && parts.length >= 3) {
			const which = special(parts[1], parts[2]);
			if (which) return giteaSpecial(response, which);
			const repo = findRepo('gitea', parts[1], parts[2]);
			if (!repo) return giteaError(response);
			const rest = parts.slice(3);
			if (rest.length === 0) return json(response, 200, giteaRepo(repo));
			if (rest.length === 1 && rest[0] === 'languages') return json(response, 200, bytesOf(repo));
			if (rest.length === 3 && rest[0] === 'git' && rest[1] === 'trees') {
				if (rest[2] !== repo.meta.defaultBranch) return giteaError(response, 400, `sha not found [${rest[2]}]`);
				const recursive = query.get('recursive') === 'true';
				const all = entriesOf(repo).filter((entry) => recursive || !entry.path.includes('/'));
				const perPage = whole(query, 'per_page', giteaTreePerPage, giteaTreePerPage);
				const page = whole(query, 'page', 1, 100_000);
				const start = perPage * (page - 1);
				const base = `https://codeberg.org/api/v1/repos/${repo.owner}/${repo.name}/git`;
				const sha = sha1(`${repo.owner}/${repo.name}@${repo.meta.defaultBranch}`);
				return json(
					response,
					200,
					{
						sha,
						url: `${base}/trees/${sha}`,
						// Past the end Gitea leaves the list out (null); `truncated` is set whenever there is more than one page.
						tree:
							start >= all.length
								? null
								: all.slice(start, start + perPage).map((entry) => ({
										path: entry.path,
										mode: entry.type === 'tree' ? '040000' : '100644',
										type: entry.type,
										size: entry.type === 'tree' ? 0 : entry.size,
										sha: entry.sha,
										url: `${base}/${entry.type === 'tree' ? 'trees' : 'blobs'}/${entry.sha}`
									})),
						truncated: start < all.length && all.length > perPage,
						page,
						total_count: all.length
					},
					{ 'x-total-count': String(all.length) }
				);
			}
			if (rest[0] === 'raw' && rest.length >= 2) {
				const ref = query.get('ref') ?? repo.meta.defaultBranch;
				const path = rest.slice(1).join('/');
				if (ref !== repo.meta.defaultBranch || !Object.hasOwn(repo.spec.files, path)) return giteaError(response);
				return text(response, 200, repo.spec.files[path]);
			}
			return giteaError(response);
		}
		if ((parts[0] === 'users' || parts[0] === 'orgs') && parts.length === 3 && parts[2] === 'repos') {
			const which = special(parts[1]);
			if (which) return giteaSpecial(response, which);
			const mine = reposOf('gitea', parts[1]);
			if (!mine || (accountKind(parts[1]) === 'org') !== (parts[0] === 'orgs')) return giteaError(response);
			const limit = whole(query, 'limit', 30, Math.min(50, perPageCap));
			const page = whole(query, 'page', 1, 100_000);
			const last = Math.max(1, Math.ceil(mine.length / limit));
			const at = /** @param {number} n */ (n) => `<https://codeberg.org/api/v1/${parts[0]}/${parts[1]}/repos?limit=${limit}&page=${n}>`;
			const links = [];
			if (page < last) links.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
			if (page > 1) links.push(`${at(1)}; rel="first"`, `${at(page - 1)}; rel="prev"`);
			return json(response, 200, mine.slice((page - 1) * limit, page * limit).map(giteaRepo), {
				'x-total-count': String(mine.length),
				...(links.length ? { link: links.join(',') } : {})
			});
		}
		return giteaError(response);
	};

	// -- Dispatch -------------------------------------------------------------------------------

	/** @param {import('node:http').IncomingMessage} request @param {Response} response */
	const handle = (request, response) => {
		const url = new URL(request.url ?? '/', 'http://127.0.0.1');
		hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
		if (request.method === 'OPTIONS') {
			response.writeHead(204, {
				...CORS,
				'access-control-allow-methods': 'GET, HEAD, OPTIONS',
				'access-control-allow-headers': 'Authorization, Accept, Content-Type, If-None-Match, X-GitHub-Api-Version',
				'access-control-max-age': '86400'
			});
			return response.end();
		}
		if (request.method !== 'GET' && request.method !== 'HEAD') return json(response, 405, { message: 'Method not allowed' }, { allow: 'GET, HEAD, OPTIONS' });
		/** @type {string[]} */
		let parts;
		try {
			parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
		} catch {
			return json(response, 400, { message: 'Bad path' });
		}
		const query = url.searchParams;
		if (parts[0] === 'github-api') return github(response, parts.slice(1), query);
		if (parts[0] === 'github-raw') return githubRaw(response, parts.slice(1));
		if (parts[0] === 'gitlab' && parts[1] === 'api' && parts[2] === 'v4') return gitlab(response, parts.slice(3), query);
		if (parts[0] === 'gitea' && parts[1] === 'api' && parts[2] === 'v1') return gitea(response, parts.slice(3), query);
		return json(response, 404, { message: 'Not Found' });
	};

	const server = createServer((request, response) => {
		try {
			handle(request, response);
		} catch {
			if (!response.headersSent) json(response, 500, { message: 'Server error' });
			else response.destroy();
		}
	});

	return new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => {
			const address = /** @type {import('node:net').AddressInfo} */ (server.address());
			const base = `http://127.0.0.1:${address.port}`;
			resolve({
				url: base,
				port: address.port,
				hits,
				local: (realUrl) => {
					for (const [origin, prefix] of PREFIXES) {
						if (realUrl.startsWith(`${origin}/`)) return `${base}${prefix}${realUrl.slice(origin.length)}`;
					}
					throw new Error(`No local stand-in for ${realUrl}`);
				},
				close: () =>
					new Promise((done) => {
						server.close(() => done());
						server.closeAllConnections();
					})
			});
		});
	});
}
