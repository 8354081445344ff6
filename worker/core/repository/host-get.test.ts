/**
 * Repository analysis with direct requests: the core's API with a faked `env.web` that sends each
 * real API URL to the local code-host stand-in (tests/support/code-host-server.mjs, which answers
 * with GitHub's CORS headers), as a browser would reach the real hosts; and, to fall back on, the
 * relay's real `POST /relay/fetch` route rewritten to the same stand-in.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fetchRoutes from '../../../relay/routes/fetch.mjs';
import { startCodeHostServer } from '../../../tests/support/code-host-server.mjs';
import type { CoreEnv } from '../env';
import { tasks } from '../tasks';
import { testClient, testEnv } from '../testing/env';

type Server = Awaited<ReturnType<typeof startCodeHostServer>>;
type Web = NonNullable<CoreEnv['web']>;

let server: Server;
let relayApp: ReturnType<typeof fetchRoutes>;

beforeAll(async () => {
	const hundred: Record<string, { files: Record<string, string>; hosts: ['github'] }> = {};
	for (let i = 0; i < 100; i++) hundred[`hundred/repo-${String(i).padStart(3, '0')}`] = { files: { 'README.md': `# ${i}\n` }, hosts: ['github'] };
	const twoPages: Record<string, string> = { 'README.md': '# two pages\n' };
	for (let i = 0; i < 199; i++) twoPages[`mod_${String(i).padStart(3, '0')}.py`] = `X = ${i}\n`;
	server = await startCodeHostServer({ repos: { ...hundred, 'ana-souza/two-pages': { files: twoPages, hosts: ['gitlab'] } } });
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

/** The browser's GET, answered by the stand-in for the real host; `refuse` names hosts whose answers it may not read. */
function web(asked: { url: string; init: RequestInit }[], refuse: (host: string) => boolean = () => false): Web {
	return async (url, init) => {
		asked.push({ url, init });
		if (refuse(new URL(url).host)) throw new TypeError('Failed to fetch');
		return fetch(server.local(url), { method: 'GET', headers: init.headers, signal: init.signal });
	};
}

/** The relay: its real route, or none at all (`down`). Records the URLs it was asked for. */
function relay(asked: string[], down = false): CoreEnv['relay'] {
	return async (path, init) => {
		if (down) throw new TypeError('Failed to fetch');
		asked.push(JSON.parse(String(init?.body)).url);
		return relayApp.request('/fetch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: String(init?.body) });
	};
}

async function setup(options: { refuse?: (host: string) => boolean; relayDown?: boolean; consent?: boolean; start?: string } = {}) {
	const t = testEnv(options.start);
	const api = testClient(t.env);
	const direct: { url: string; init: RequestInit }[] = [];
	const relayed: string[] = [];
	t.env.web = web(direct, options.refuse);
	t.env.relay = relay(relayed, options.relayDown);
	if (options.consent !== false) await api.put('/settings/consents/codehost', { granted: true });
	return { ...t, api, direct, relayed };
}

const hostsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).host))].sort();

describe('asking the code host from the browser', () => {
	it('analyses a GitHub repository with the relay down, asking the API and the raw files directly', async () => {
		const { api, direct, relayed } = await setup({ relayDown: true });
		const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(answer.status).toBe(201);
		expect(answer.data.evidence.map((e: { skill: string }) => e.skill)).toEqual(expect.arrayContaining(['Svelte', 'TypeScript', 'Vitest']));
		expect(hostsOf(direct.map((request) => request.url))).toEqual(['api.github.com', 'raw.githubusercontent.com']);
		expect(relayed).toEqual([]);
		// Never a cookie, a credential or a header of ours.
		for (const { init } of direct) {
			expect(init.credentials).toBe('omit');
			expect(init.headers).toBeUndefined();
		}
	});

	it('asks nothing, directly or through the relay, before the codehost consent', async () => {
		const { api, direct, relayed } = await setup({ consent: false });
		expect((await api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' })).data.code).toBe('consent_required');
		expect([...direct, ...relayed]).toEqual([]);
	});

	it('reads GitLab and an account listing directly, paging by the headers the host exposes', async () => {
		const { api, direct, relayed } = await setup({ relayDown: true });
		expect((await api.post('/codehost/repo/analyze', { repo: 'https://gitlab.com/ana-souza/pricing-model' })).status).toBe(201);
		const listing = await api.get('/codehost/accounts/hundred/repos');
		expect(listing.data.total).toBe(100);
		// One page: the Link header says there is no other (a guess by full pages would ask for a second).
		expect(direct.filter((request) => request.url.includes('/users/hundred/repos'))).toHaveLength(1);
		expect(relayed).toEqual([]);
	});

	it('guesses GitLab’s pages by their fullness when the host shows no paging header to the browser', async () => {
		// 200 entries: two full pages. With x-next-page two requests; without, a third that comes back empty.
		const tree = '/gitlab/api/v4/projects/ana-souza%2Ftwo-pages/repository/tree';
		const shown = await setup({ relayDown: true });
		let before = server.hits.get(tree) ?? 0;
		expect((await shown.api.post('/codehost/repo/analyze', { repo: 'https://gitlab.com/ana-souza/two-pages' })).status).toBe(201);
		expect((server.hits.get(tree) ?? 0) - before).toBe(2);

		const hidden = await setup({ relayDown: true });
		const inner = hidden.env.web!;
		hidden.env.web = async (url, init) => {
			const response = await inner(url, init);
			const headers = new Headers(response.headers);
			for (const name of ['link', 'x-next-page', 'x-total-pages']) headers.delete(name);
			return new Response(await response.arrayBuffer(), { status: response.status, headers });
		};
		before = server.hits.get(tree) ?? 0;
		const guessed = await hidden.api.post('/codehost/repo/analyze', { repo: 'https://gitlab.com/ana-souza/two-pages' });
		expect(guessed.data.files.length).toBeGreaterThan(0);
		expect((server.hits.get(tree) ?? 0) - before).toBe(3);
	});

	it('turns each direct failure into the same problem as through the relay', async () => {
		const start = new Date(Math.floor(Date.now() / 1000) * 1000);
		const { api, env } = await setup({ relayDown: true, start: start.toISOString() });
		for (const host of ['github', 'gitlab', 'gitea'] as const) {
			const missing = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/secret-plans', host });
			expect(missing.data, host).toMatchObject({ status: 404, code: 'private_repository', params: { reason: 'status_404' } });

			const limited = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/rate-limited', host });
			expect(limited.data, host).toMatchObject({ status: 429, code: 'rate_limited' });
			// GitHub: x-ratelimit-reset; GitLab: ratelimit-reset and retry-after; Gitea: retry-after. Ten minutes on.
			expect(Date.parse(limited.data.params.resetAt) - start.getTime(), host).toBeGreaterThanOrEqual(599_000);
			expect(Date.parse(limited.data.params.resetAt) - start.getTime(), host).toBeLessThanOrEqual(605_000);
			expect(limited.data.detail).toMatch(/Try again in about (10|11) minutes \(\d\d:\d\d UTC\)\./);

			const down = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/server-error', host });
			expect(down.data, host).toMatchObject({ status: 502, code: 'source_unavailable', params: { reason: 'status_502' } });
		}
		expect(await env.db.repoAnalyses.count()).toBe(0);
	});

	it('sends the stored ETag directly, and a 304 answers the stored analysis', async () => {
		const t = await setup({ relayDown: true });
		const inner = t.env.web!;
		// The stand-in sends no ETag: the metadata's is its body's hash, and naming it gets a 304.
		t.env.web = async (url, init) => {
			const response = await inner(url, init);
			if (!url.endsWith('/repos/ana-souza/svelte-kanban')) return response;
			const body = await response.text();
			const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
			const sent = (init.headers as Record<string, string> | undefined)?.['if-none-match'];
			return sent === etag ? new Response(null, { status: 304, headers: { etag } }) : new Response(body, { status: 200, headers: { 'content-type': 'application/json', etag } });
		};
		const first = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(first.status).toBe(201);
		t.direct.length = 0;
		const again = await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(again.status).toBe(200);
		expect(again.data.notes).toContain('unchanged_since');
		expect(t.direct.map((request) => [request.url, (request.init.headers as Record<string, string>)['if-none-match']])).toEqual([
			['https://api.github.com/repos/ana-souza/svelte-kanban', (await t.env.db.repoAnalyses.get(first.data.id))?.etag]
		]);
	});

	it('stops when the person cancels during a direct request, and stores nothing', async () => {
		const { api, env } = await setup({ relayDown: true });
		const inner = env.web!;
		env.web = async (url, init) => {
			if (url.includes('/git/trees/')) tasks.cancel('direct-task-1');
			return inner(url, init);
		};
		const answer = await api.call('POST', '/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' }, { 'x-rumo-task': 'direct-task-1' });
		expect(answer.data.code).toBe('cancelled');
		expect(await env.db.repoAnalyses.count()).toBe(0);
	});
});

describe('falling back to the relay', () => {
	it('asks the relay when the browser may not read the answer (CORS refused, offline), and the analysis is the same', async () => {
		const { api, direct, relayed } = await setup({ refuse: () => true });
		const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(answer.status).toBe(201);
		expect(answer.data.evidence.map((e: { skill: string }) => e.skill)).toEqual(expect.arrayContaining(['Svelte', 'TypeScript', 'Vitest']));
		expect(relayed).toContain('https://api.github.com/repos/ana-souza/svelte-kanban');
		// The API was tried directly once; the raw files, as many times as were asked for at once.
		expect(direct.filter((request) => request.url.startsWith('https://api.github.com/'))).toHaveLength(1);
		expect(direct.filter((request) => request.url.startsWith('https://raw.githubusercontent.com/')).length).toBeLessThanOrEqual(4);
		// For the rest of the session, both go to the relay alone.
		direct.length = 0;
		expect((await api.post('/codehost/repo/analyze', { repo: 'ana-souza/pricing-model' })).status).toBe(201);
		expect(direct).toEqual([]);
	});

	it('keeps the rate limit’s reset time through the relay too', async () => {
		const start = new Date(Math.floor(Date.now() / 1000) * 1000);
		const { api } = await setup({ refuse: () => true, start: start.toISOString() });
		const limited = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/rate-limited' });
		expect(limited.data).toMatchObject({ status: 429, code: 'rate_limited', params: { reason: 'status_403' } });
		expect(Date.parse(limited.data.params.resetAt) - start.getTime()).toBeGreaterThanOrEqual(599_000);
	});

	it('remembers for the session a host the browser may not read, while the others are still asked directly', async () => {
		const t = await setup({ refuse: (host) => host === 'codeberg.org' });
		expect((await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban', host: 'gitea' })).status).toBe(201);
		expect((await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/pricing-model', host: 'gitea' })).status).toBe(201);
		expect(t.direct.filter((request) => request.url.startsWith('https://codeberg.org/'))).toHaveLength(1);
		expect(t.relayed.length).toBeGreaterThan(5);
		expect((await t.api.post('/codehost/repo/analyze', { repo: 'ana-souza/pricing-model' })).status).toBe(201);
		expect(hostsOf(t.relayed)).toEqual(['codeberg.org']);

		// A new session (a new core) tries again.
		const next = await setup({ refuse: (host) => host === 'codeberg.org' });
		await next.api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban', host: 'gitea' });
		expect(next.direct.filter((request) => request.url.startsWith('https://codeberg.org/'))).toHaveLength(1);
	});

	it('says the relay is down only when the browser could not ask either, and learns nothing from it', async () => {
		const { api, direct, relayed } = await setup({ refuse: () => true, relayDown: true });
		const answer = await api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		expect(answer.data).toMatchObject({ status: 503, code: 'relay_unavailable' });
		expect(answer.data.detail).toMatch(/could not reach the code host from this browser.*npm start/);
		await api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' });
		// Offline is no verdict on the host: the next analysis asks directly again.
		expect(direct).toHaveLength(2);
		expect(relayed).toEqual([]);
	});

	it('goes through the relay alone where there is no browser to ask from', async () => {
		const { api, env, relayed } = await setup();
		delete env.web;
		expect((await api.post('/codehost/repo/analyze', { repo: 'ana-souza/svelte-kanban' })).status).toBe(201);
		expect(relayed.length).toBeGreaterThan(3);
	});
});
