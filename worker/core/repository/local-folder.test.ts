/**
 * A folder on the person's own disk, analysed in the core from what the page sends: private
 * evidence that never reaches the network (env.relay is watched and must stay silent).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectLocalFiles } from './analysis';
import { LOCAL_LIMITS } from './schema';
import { testClient, testEnv } from '../testing/env';

const GITHUB_TOKEN = 'ghp_R8x2LmQ7vZ4kT9wB3nC6pY1sD5fH0jG2aE7u';

/** A small Go service as the page would list it: every path with its size, and the text of some. */
const FOLDER: Record<string, string> = {
	'README.md': '# ledger\n\nA double-entry ledger service in Go with PostgreSQL. `go test ./...` runs the tests.\n',
	'go.mod': 'module example.org/ledger\n\ngo 1.22\n\nrequire (\n\tgithub.com/jackc/pgx/v5 v5.6.0\n\tgithub.com/go-chi/chi/v5 v5.1.0\n)\n',
	'cmd/ledger/main.go': 'package main\n\nfunc main() {}\n',
	'internal/ledger/post.go': 'package ledger\n\n// Post records a balanced entry.\nfunc Post() error { return nil }\n',
	'internal/ledger/post_test.go': 'package ledger\n\nimport "testing"\n\nfunc TestPost(t *testing.T) {}\n',
	'Dockerfile': 'FROM golang:1.22\nCOPY . .\nRUN go build ./cmd/ledger\n',
	'config/dev.yml': `github_token: "${GITHUB_TOKEN}"\n`
};

const size = (text: string) => new TextEncoder().encode(text).byteLength;

/** The folder's listing with the texts selectLocalFiles chose, plus vendored code and a binary. */
function listing(extra: { path: string; size: number; text?: string }[] = []) {
	const files = Object.entries(FOLDER).map(([path, text]) => ({ path, size: size(text) }));
	const all = [
		...files,
		{ path: 'node_modules/left-pad/index.js', size: 120 },
		{ path: 'node_modules/left-pad/package.json', size: 80 },
		{ path: '.git/HEAD', size: 23 },
		{ path: 'docs/diagram.png', size: 40_000 },
		...extra
	];
	const { read } = selectLocalFiles(all, LOCAL_LIMITS);
	return all.map((file) => (read.includes(file.path) && Object.hasOwn(FOLDER, file.path) ? { ...file, text: FOLDER[file.path] } : file));
}

afterEach(() => vi.restoreAllMocks());

function setup() {
	// Neither the relay nor the browser's own fetch: nothing of the folder may leave.
	const network = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('A local folder must never reach the network.'));
	const t = testEnv();
	const api = testClient(t.env);
	const relayCalls: string[] = [];
	t.env.relay = async (path) => {
		relayCalls.push(path);
		throw new Error(`A local folder must never reach the network (asked ${path}).`);
	};
	return { ...t, api, relayCalls, network };
}

describe('a local folder', () => {
	it('is analysed like a repository, marked private and local, with no network call at all', async () => {
		const { api, env, relayCalls, network } = setup();
		// No codehost consent is needed: nothing goes out.
		const answer = await api.post('/codehost/local/analyze', { name: 'ledger', files: listing() });
		expect(answer.status).toBe(201);
		expect(answer.data).toMatchObject({
			public: false,
			source: 'local',
			repo: { host: 'local', kind: 'local', owner: null, name: 'ledger', url: null, stars: null, pushedAt: null },
			skipped: { ignored_dir: 2, binary: 1, too_large: 0, over_limit: 0 }
		});
		expect(answer.data.notes).toContain('languages_from_extensions');
		expect(answer.data.languages[0]).toMatchObject({ name: 'Go' });
		const skills = answer.data.evidence.map((e: { skill: string }) => e.skill);
		expect(skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Docker']));
		const files = answer.data.files.map((file: { path: string }) => file.path);
		expect(files).not.toContain('node_modules/left-pad/package.json');
		expect(answer.data.risks).toContainEqual(expect.objectContaining({ code: 'secret_committed', path: 'config/dev.yml', severity: 'high' }));
		expect(JSON.stringify(await env.db.repoAnalyses.toArray())).not.toContain(GITHUB_TOKEN);
		expect(JSON.stringify(answer.data)).not.toContain(GITHUB_TOKEN);
		expect(relayCalls).toEqual([]);
		expect(network).not.toHaveBeenCalled();

		const list = await api.get('/codehost/repo/analyses');
		expect(list.data.items).toEqual([expect.objectContaining({ id: answer.data.id, public: false, source: 'local' })]);
	});

	it('analysed again, replaces its stored analysis (200, same id)', async () => {
		const { api, env, advance } = setup();
		const first = await api.post('/codehost/local/analyze', { name: 'ledger', files: listing() });
		advance(1);
		const again = await api.post('/codehost/local/analyze', { name: 'Ledger', files: listing() });
		expect(again.status).toBe(200);
		expect(again.data.id).toBe(first.data.id);
		expect(again.data.analyzedAt).toBe('2026-11-02T12:00:00.000Z');
		expect(await env.db.repoAnalyses.count()).toBe(1);
	});

	it('keeps apart another project that shares the folder\'s name, and takes the place of an analysis stored by name alone', async () => {
		const { api, env } = setup();
		const ledger = await api.post('/codehost/local/analyze', { name: 'app', files: listing() });
		const site = await api.post('/codehost/local/analyze', {
			name: 'app',
			files: [
				{ path: 'index.html', size: 40, text: '<h1>Hello</h1>\n' },
				{ path: 'styles/site.css', size: 20 }
			]
		});
		expect(site.status).toBe(201);
		expect(site.data.id).not.toBe(ledger.data.id);
		expect(await env.db.repoAnalyses.count()).toBe(2);

		// Stored by an older version under its name alone: the next reading of the folder replaces it.
		await env.db.repoAnalyses.update(ledger.data.id, { key: 'local/app' });
		const again = await api.post('/codehost/local/analyze', { name: 'app', files: listing() });
		expect(again.status).toBe(200);
		expect(again.data.id).toBe(ledger.data.id);
		expect(await env.db.repoAnalyses.count()).toBe(2);
	});

	it('reads only the texts it chose itself: a text sent for vendored code or past the limits is left out', async () => {
		const { api } = setup();
		const files = listing().map((file) => (file.path === 'node_modules/left-pad/index.js' ? { ...file, text: `const token = "${GITHUB_TOKEN}";\n` } : file));
		const withoutDevConfig = files.map((file) => (file.path === 'config/dev.yml' ? { path: file.path, size: file.size } : file));
		const answer = await api.post('/codehost/local/analyze', { name: 'ledger', files: withoutDevConfig });
		expect(answer.status).toBe(201);
		expect(answer.data.risks.filter((risk: { code: string }) => risk.code === 'secret_committed')).toEqual([]);

		// A text far larger than the size the page declared counts as what it is: too large to read,
		// though still searched for secrets (issue 28), a window at a time.
		const lying = listing().map((file) => (file.path === 'config/dev.yml' ? { ...file, text: `github_token: "${GITHUB_TOKEN}"\n${'#'.repeat(1_100_000)}\n` } : file));
		const checked = await api.post('/codehost/local/analyze', { name: 'ledger-2', files: lying });
		expect(checked.data.skipped.too_large).toBe(1);
		expect(checked.data.risks.filter((risk: { code: string }) => risk.code === 'secret_committed')).toEqual([
			expect.objectContaining({ severity: 'high', path: 'config/dev.yml', params: { kind: 'github_token', path: 'config/dev.yml', line: 1 } })
		]);
		expect(JSON.stringify(checked.data)).not.toContain(GITHUB_TOKEN);
	});

	it('counts the secrets the page\'s streamed pass found in a file too large to send, for the files it was asked to scan only', async () => {
		const { api } = setup();
		const found = [{ kind: 'aws_access_key', line: 120_004 }];
		const files = [
			...listing([{ path: 'data/dump.sql', size: 40_000_000 }]),
			// Findings for a file the core did not ask to scan (small, or vendored) are not taken.
			{ path: 'node_modules/x/big.js', size: 40_000_000, secrets: found }
		].map((file) => (file.path === 'data/dump.sql' ? { ...file, secrets: found } : file));
		const answer = await api.post('/codehost/local/analyze', { name: 'ledger', files });
		expect(answer.status).toBe(201);
		expect(answer.data.skipped.too_large).toBe(1);
		expect(answer.data.risks.filter((risk: { code: string }) => risk.code === 'secret_committed')).toEqual([
			expect.objectContaining({ severity: 'high', path: 'config/dev.yml' }),
			expect.objectContaining({ severity: 'high', path: 'data/dump.sql', params: { kind: 'aws_access_key', path: 'data/dump.sql', line: 120_004 } })
		]);
		// A finding names a kind the core knows and a line, nothing else.
		const bad = await api.post('/codehost/local/analyze', { name: 'ledger', files: [{ path: 'a.sql', size: 2_000_000, secrets: [{ kind: 'aws_access_key', line: 1, value: 'AKIA…' }] }] });
		expect(bad.status).toBe(400);
	});

	it('refuses bad listings with a 400 that names the field, storing nothing', async () => {
		const { api, env, relayCalls } = setup();
		const bad: unknown[] = [
			{ name: 'x', files: [] },
			{ name: '', files: listing() },
			{ files: listing() },
			{ name: 'x', files: [{ path: '../etc/passwd', size: 10, text: 'root' }] },
			{ name: 'x', files: [{ path: '/etc/passwd', size: 10 }] },
			{ name: 'x', files: [{ path: 'a//b.txt', size: 10 }] },
			{ name: 'x', files: [{ path: 'a.txt', size: -1 }] },
			{ name: 'x', files: [{ path: 'a.txt', size: 1.5 }] },
			{ name: 'x', files: [{ path: 'a.txt', size: 1 }, { path: './a.txt', size: 1 }] },
			{ name: 'x', files: listing(), owner: 'someone' }
		];
		for (const body of bad) {
			const answer = await api.post('/codehost/local/analyze', body);
			expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
			expect(answer.data.code).toBe('validation_failed');
			expect(answer.data.errors.length).toBeGreaterThan(0);
		}
		const onlyVendored = await api.post('/codehost/local/analyze', { name: 'deps', files: [{ path: 'node_modules/a/index.js', size: 10 }] });
		expect(onlyVendored.status).toBe(422);
		expect(onlyVendored.data.code).toBe('insufficient_evidence');
		expect(await env.db.repoAnalyses.count()).toBe(0);
		expect(relayCalls).toEqual([]);
	});

	it('goes into the backup and comes back from it whole', async () => {
		const { api, env } = setup();
		const answer = await api.post('/codehost/local/analyze', { name: 'ledger', files: listing() });
		const backup = await api.get('/backup');
		expect(backup.status).toBe(200);
		expect((await api.del('/data')).status).toBe(204);
		expect(await env.db.repoAnalyses.count()).toBe(0);
		const restored = await api.post('/backup', backup.data);
		expect(restored.status).toBe(200);
		expect(restored.data.restored.repoAnalyses).toBe(1);
		expect((await api.get(`/codehost/repo/analyses/${answer.data.id}`)).data).toEqual(answer.data);
	});

	it('refuses a body over 25 MB as payload_too_large', async () => {
		const { api, env } = setup();
		const answer = await api.post('/codehost/local/analyze', { name: 'huge', files: [{ path: 'data.txt', size: 26_000_000, text: 'x'.repeat(26 * 1024 * 1024) }] });
		expect(answer.status).toBe(413);
		expect(answer.data.code).toBe('payload_too_large');
		expect(answer.data.detail).toMatch(/25 MB/);
		expect(await env.db.repoAnalyses.count()).toBe(0);
	});
});
