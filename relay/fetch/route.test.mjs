/**
 * POST /relay/fetch through the whole relay app, against a server this file starts on 127.0.0.1.
 * Only loopback URLs are used, and only IP literals, so the route's real DNS is never asked. The
 * rewrite tests stand `.localhost` names in for the real API hosts (rewrite.test.mjs covers the real
 * names): rewritten, they become loopback literals; were the rewrite broken, they would be refused
 * as this computer before any DNS, never sent to the real Greenhouse or Lever.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRelay } from '../app.mjs';
import { parseAllowlist } from '../routes/fetch.mjs';

const root = mkdtempSync(join(tmpdir(), 'rumo-relay-fetch-test-'));
writeFileSync(join(root, '200.html'), '<!doctype html><div id="app"></div>\n');

const ETAG = '"jobs-7"';
const LAST_MODIFIED = 'Tue, 02 Jun 2026 10:00:00 GMT';
const JOBS_PATH = '/greenhouse/v1/boards/acme/jobs';

/** @type {Array<{ url?: string, headers: import('node:http').IncomingHttpHeaders }>} */
let seen = [];
const server = http.createServer((req, res) => {
	seen.push({ url: req.url, headers: req.headers });
	const path = new URL(req.url ?? '/', 'http://x').pathname;
	if (path === JOBS_PATH) {
		// A stand-in for the Greenhouse board API, with validators.
		if (req.headers['if-none-match'] === ETAG) {
			res.writeHead(304, { etag: ETAG, 'last-modified': LAST_MODIFIED });
			res.end();
		} else {
			res.writeHead(200, { 'content-type': 'application/json', etag: ETAG, 'last-modified': LAST_MODIFIED });
			res.end('{"jobs":[{"title":"Engenheira de dados"}]}');
		}
	} else if (path === '/greenhouse/moved') {
		res.writeHead(301, { location: JOBS_PATH });
		res.end();
	} else if (path === '/greenhouse/to-rewritten-origin') {
		// An origin the rewrite names: followed as is (127.0.0.9 is not allowlisted), never rewritten.
		res.writeHead(302, { location: `http://127.0.0.9:${port}/job` });
		res.end();
	} else if (req.url === '/job') {
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
		res.end('<h1>Engenheira de dados</h1>');
	} else if (req.url === '/moved') {
		res.writeHead(301, { location: '/job' });
		res.end();
	} else if (req.url === '/repos?page=1') {
		// A code-host list page: the headers the core pages by, and others that must stay in the relay.
		res.writeHead(200, {
			'content-type': 'application/json',
			link: '<https://api.github.com/user/1/repos?page=2>; rel="next", <https://api.github.com/user/1/repos?page=5>; rel="last"',
			'X-Next-Page': '2',
			'x-total-pages': '5',
			'x-ratelimit-remaining': '58',
			'x-ratelimit-reset': '1793534400',
			'x-ratelimit-limit': '60',
			'set-cookie': 'session=secret; HttpOnly',
			server: 'internal-build-7',
			'x-github-request-id': 'ABCD:1234'
		});
		res.end('[]');
	} else if (req.url === '/repos?page=odd') {
		// Values the relay must not pass on: too long for their header, or not plain ASCII.
		res.writeHead(200, { 'content-type': 'application/json', link: `<https://x.test/?page=2${'a'.repeat(2100)}>; rel="next"`, 'x-next-page': '2'.repeat(17), 'retry-after': 'café' });
		res.end('[]');
	} else if (req.url === '/rate-limited') {
		res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '600', 'ratelimit-reset': '1793534400', 'ratelimit-limit': '500', 'set-cookie': 'a=b' });
		res.end('{"message":"Retry later"}');
	} else if (req.url === '/login-wall') {
		res.writeHead(403, { 'content-type': 'text/html' });
		res.end('<form>sign in</form>');
	} else {
		res.writeHead(500, { 'content-type': 'text/html' });
		res.end('<p>stack trace with internal details</p>');
	}
});
let port = 0;

/** @type {ReturnType<typeof createRelay>} */
let appWithAllowlist;
/** @type {ReturnType<typeof createRelay>} */
let appByDefault;
/** @type {ReturnType<typeof createRelay>} */
let appWithRewrite;
/** A port nothing is allowed on (the stand-in for api.lever.localhost points there). */
let otherPort = 0;

/**
 * A relay created with exactly these test-only variables set (the others unset), restoring them after.
 * @param {{ RUMO_RELAY_ALLOW?: string, RUMO_RELAY_REWRITE?: string }} vars
 */
function relayWith(vars) {
	const names = /** @type {const} */ (['RUMO_RELAY_ALLOW', 'RUMO_RELAY_REWRITE']);
	const previous = names.map((name) => process.env[name]);
	for (const name of names) {
		if (vars[name] === undefined) delete process.env[name];
		else process.env[name] = vars[name];
	}
	try {
		return createRelay({ root, version: '1.8.2' });
	} finally {
		names.forEach((name, index) => {
			if (previous[index] === undefined) delete process.env[name];
			else process.env[name] = previous[index];
		});
	}
}

beforeAll(async () => {
	await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
	port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
	otherPort = port === 65535 ? port - 1 : port + 1;

	appByDefault = relayWith({});
	appWithAllowlist = relayWith({ RUMO_RELAY_ALLOW: `127.0.0.1:${port}` });
	appWithRewrite = relayWith({
		RUMO_RELAY_ALLOW: `127.0.0.1:${port}`,
		RUMO_RELAY_REWRITE: [
			`https://boards-api.greenhouse.localhost=http://127.0.0.1:${port}/greenhouse`,
			`https://api.lever.localhost=http://127.0.0.1:${otherPort}/lever`,
			`http://127.0.0.9:${port}=http://127.0.0.1:${port}/`
		].join(',')
	});
});

afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
	rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
	seen = [];
});

/**
 * @param {ReturnType<typeof createRelay>} app
 * @param {unknown} body an object to send as JSON, or a string sent as is
 * @param {Record<string, string>} [headers]
 */
function post(app, body, headers = {}) {
	return app.request('/relay/fetch', {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: typeof body === 'string' ? body : JSON.stringify(body)
	});
}

/**
 * @param {Response} response
 * @param {number} status
 * @param {string} code
 */
async function expectProblem(response, status, code) {
	expect(response.status).toBe(status);
	expect(response.headers.get('content-type')).toBe('application/problem+json');
	const body = await response.json();
	expect(body).toMatchObject({ type: 'about:blank', status, code });
	expect(typeof body.title).toBe('string');
	expect(body.detail.length).toBeGreaterThan(10);
	return body;
}

describe('POST /relay/fetch', () => {
	it('answers the final URL, status, content type and body of a page', async () => {
		const response = await post(appWithAllowlist, { url: `http://127.0.0.1:${port}/moved` });
		expect(response.status).toBe(200);
		expect(response.headers.get('cache-control')).toBe('no-store');
		expect(await response.json()).toEqual({
			url: `http://127.0.0.1:${port}/job`,
			status: 200,
			contentType: 'text/html',
			body: '<h1>Engenheira de dados</h1>',
			notModified: false,
			etag: null,
			lastModified: null,
			headers: {}
		});
	});

	it('names the app and its version in the User-Agent', async () => {
		await post(appWithAllowlist, { url: `http://127.0.0.1:${port}/job` });
		expect(seen[0].headers['user-agent']).toBe('Rumo/1.8.2 (local career assistant)');
	});

	it('refuses loopback when RUMO_RELAY_ALLOW is not set, without connecting', async () => {
		const body = await expectProblem(await post(appByDefault, { url: `http://127.0.0.1:${port}/job` }), 422, 'page_blocked');
		expect(body.title).toBe('The page cannot be read');
		expect(body.detail).toMatch(/paste it into Rumo/);
		expect(seen).toHaveLength(0);
	});

	// Only loopback literals here: this path uses the real resolver and sockets, so a wrong answer
	// must not be able to reach anything but this machine (safe-fetch.test.mjs covers the rest
	// behind a connection guard).
	it('refuses loopback in its other spellings by default, without connecting', async () => {
		for (const host of ['2130706433', '0x7f.1', '127.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]']) {
			await expectProblem(await post(appByDefault, { url: `http://${host}:${port}/job` }), 422, 'page_blocked');
		}
		expect(seen).toHaveLength(0);
	});

	it('answers page_blocked for a page that refuses robots', async () => {
		await expectProblem(await post(appWithAllowlist, { url: `http://127.0.0.1:${port}/login-wall` }), 422, 'page_blocked');
	});

	it('answers source_unavailable for a server error, without its body', async () => {
		const body = await expectProblem(await post(appWithAllowlist, { url: `http://127.0.0.1:${port}/broken` }), 502, 'source_unavailable');
		expect(body.title).toBe('The source cannot be reached');
		expect(JSON.stringify(body)).not.toContain('stack trace');
		// The reason says which HTTP status it was, so the core can tell a missing board from a down host.
		expect(body.params).toEqual({ reason: 'status_500' });
	});

	it('answers invalid_url for an ftp URL, a URL with credentials and one over 2048 characters', async () => {
		await expectProblem(await post(appWithAllowlist, { url: `ftp://127.0.0.1:${port}/job` }), 400, 'invalid_url');
		await expectProblem(await post(appWithAllowlist, { url: `http://me:secret@127.0.0.1:${port}/job` }), 400, 'invalid_url');
		await expectProblem(await post(appWithAllowlist, { url: `http://127.0.0.1:${port}/${'a'.repeat(2048)}` }), 400, 'invalid_url');
		expect(seen).toHaveLength(0);
	});

	it('answers validation_failed for a body without a string url or that is not JSON', async () => {
		for (const body of [{}, { url: 42 }, { link: 'https://example.com/' }, 'not json', 'null']) {
			const problem = await expectProblem(await post(appWithAllowlist, body), 400, 'validation_failed');
			expect(problem.errors).toEqual([{ path: 'url', message: expect.any(String) }]);
		}
	});

	it('keeps the Origin guard of every relay route', async () => {
		const response = await post(appWithAllowlist, { url: `http://127.0.0.1:${port}/job` }, { origin: 'https://evil.example' });
		expect(response.status).toBe(403);
		expect(seen).toHaveLength(0);
	});

	it('does not fetch on GET', async () => {
		const response = await appWithAllowlist.request(`/relay/fetch?url=http://127.0.0.1:${port}/job`);
		expect(response.status).toBe(404);
		expect(seen).toHaveLength(0);
	});
});

describe('POST /relay/fetch and the response headers', () => {
	it('passes on only the paging and rate-limit headers of the allow-list, with lower-case names', async () => {
		const body = await (await post(appWithAllowlist, { url: `http://127.0.0.1:${port}/repos?page=1` })).json();
		expect(body.headers).toEqual({
			link: '<https://api.github.com/user/1/repos?page=2>; rel="next", <https://api.github.com/user/1/repos?page=5>; rel="last"',
			'x-next-page': '2',
			'x-total-pages': '5',
			'x-ratelimit-remaining': '58',
			'x-ratelimit-reset': '1793534400'
		});
		expect(JSON.stringify(body)).not.toMatch(/session=secret|internal-build-7|ABCD:1234/);
	});

	it('leaves out a value longer than its header allows or that is not plain ASCII, rather than cut it', async () => {
		const body = await (await post(appWithAllowlist, { url: `http://127.0.0.1:${port}/repos?page=odd` })).json();
		expect(body.headers).toEqual({});
	});

	it('puts them in the problem of a refused status too, so the core can say when a rate limit ends', async () => {
		const problem = await expectProblem(await post(appWithAllowlist, { url: `http://127.0.0.1:${port}/rate-limited` }), 422, 'page_blocked');
		expect(problem.params).toEqual({ reason: 'status_429' });
		expect(problem.headers).toEqual({ 'retry-after': '600', 'ratelimit-reset': '1793534400' });
		expect(JSON.stringify(problem)).not.toMatch(/Retry later|a=b/);
	});

	it('has no headers member in a problem that is no answer of the site', async () => {
		const problem = await expectProblem(await post(appByDefault, { url: `http://127.0.0.1:${port}/job` }), 422, 'page_blocked');
		expect(problem).not.toHaveProperty('headers');
	});
});

describe('POST /relay/fetch with etag / lastModified', () => {
	const jobs = () => `http://127.0.0.1:${port}${JOBS_PATH}`;

	it('answers the ETag and Last-Modified of a page, and sends no validator when none is given', async () => {
		const response = await post(appWithAllowlist, { url: jobs() });
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({
			url: jobs(),
			status: 200,
			contentType: 'application/json',
			body: '{"jobs":[{"title":"Engenheira de dados"}]}',
			notModified: false,
			etag: ETAG,
			lastModified: LAST_MODIFIED,
			headers: {}
		});
		expect(seen[0].headers['if-none-match']).toBeUndefined();
		expect(seen[0].headers['if-modified-since']).toBeUndefined();
	});

	it('sends them as If-None-Match / If-Modified-Since and answers notModified for a 304', async () => {
		const response = await post(appWithAllowlist, { url: jobs(), etag: ETAG, lastModified: LAST_MODIFIED });
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({
			url: jobs(),
			status: 304,
			contentType: '',
			body: '',
			notModified: true,
			etag: ETAG,
			lastModified: LAST_MODIFIED,
			headers: {}
		});
		expect(seen[0].headers['if-none-match']).toBe(ETAG);
		expect(seen[0].headers['if-modified-since']).toBe(LAST_MODIFIED);
	});

	it('reads the page again for an ETag that is no longer current', async () => {
		const body = await (await post(appWithAllowlist, { url: jobs(), etag: '"jobs-6"' })).json();
		expect(body).toMatchObject({ status: 200, notModified: false, etag: ETAG });
	});

	it('takes null or an empty string as "no validator", so an earlier answer can be sent back as is', async () => {
		const body = await (await post(appWithAllowlist, { url: jobs(), etag: null, lastModified: '' })).json();
		expect(body).toMatchObject({ status: 200, notModified: false });
		expect(seen[0].headers['if-none-match']).toBeUndefined();
		expect(seen[0].headers['if-modified-since']).toBeUndefined();
	});

	it('answers validation_failed for validators of the wrong type, too long or not header-safe, without fetching', async () => {
		/** @type {Array<[Record<string, unknown>, string[]]>} */
		const cases = [
			[{ etag: 42 }, ['etag']],
			[{ etag: ['"a"'] }, ['etag']],
			[{ etag: true }, ['etag']],
			[{ lastModified: {} }, ['lastModified']],
			[{ lastModified: 1717322400000 }, ['lastModified']],
			[{ etag: `"${'e'.repeat(511)}"` }, ['etag']],
			[{ lastModified: 'x'.repeat(101) }, ['lastModified']],
			[{ etag: '"a"\r\nCookie: session=1' }, ['etag']],
			[{ lastModified: 'Tue\n' }, ['lastModified']],
			[{ etag: 1, lastModified: 2 }, ['etag', 'lastModified']]
		];
		for (const [fields, paths] of cases) {
			const problem = await expectProblem(await post(appWithAllowlist, { url: jobs(), ...fields }), 400, 'validation_failed');
			expect(problem.errors, JSON.stringify(fields)).toEqual(paths.map((path) => ({ path, message: expect.any(String) })));
		}
		const typed = await expectProblem(await post(appWithAllowlist, { url: jobs(), etag: 42 }), 400, 'validation_failed');
		expect(typed.errors[0].message).toMatch(/a string/);
		expect(seen).toHaveLength(0);
	});

	it('accepts validators at exactly their limits', async () => {
		const response = await post(appWithAllowlist, { url: jobs(), etag: 'e'.repeat(512), lastModified: 'x'.repeat(100) });
		expect(response.status).toBe(200);
		expect(seen[0].headers['if-none-match']).toBe('e'.repeat(512));
	});

	it('reports a missing url and a wrong etag together', async () => {
		const problem = await expectProblem(await post(appWithAllowlist, { etag: 7 }), 400, 'validation_failed');
		expect(problem.errors.map((/** @type {{ path: string }} */ error) => error.path)).toEqual(['url', 'etag']);
	});
});

describe('POST /relay/fetch with the test-only RUMO_RELAY_REWRITE', () => {
	const greenhouse = 'https://boards-api.greenhouse.localhost/v1/boards/acme/jobs?content=true';

	it('reads a rewritten API host from the allowlisted stand-in and reports the original URL', async () => {
		const response = await post(appWithRewrite, { url: greenhouse });
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({
			url: greenhouse,
			status: 200,
			contentType: 'application/json',
			body: '{"jobs":[{"title":"Engenheira de dados"}]}',
			notModified: false,
			etag: ETAG,
			lastModified: LAST_MODIFIED,
			headers: {}
		});
		expect(seen.map((request) => request.url)).toEqual([`${JOBS_PATH}?content=true`]);
		expect(seen[0].headers.host).toBe(`127.0.0.1:${port}`);
	});

	it('reports the original URL without its fragment, and passes validators on', async () => {
		const body = await (await post(appWithRewrite, { url: `${greenhouse}#jobs`, etag: ETAG })).json();
		expect(body).toMatchObject({ url: greenhouse, status: 304, notModified: true });
	});

	it('reports the final URL after a redirect (the stand-in; redirects are not mapped back)', async () => {
		const body = await (await post(appWithRewrite, { url: 'https://boards-api.greenhouse.localhost/moved' })).json();
		expect(body).toMatchObject({ url: `http://127.0.0.1:${port}${JOBS_PATH}`, status: 200 });
		expect(seen.map((request) => request.url)).toEqual(['/greenhouse/moved', JOBS_PATH]);
	});

	it('does not rewrite a redirect target, even one whose origin the rewrite names', async () => {
		await expectProblem(await post(appWithRewrite, { url: 'https://boards-api.greenhouse.localhost/to-rewritten-origin' }), 422, 'page_blocked');
		expect(seen.map((request) => request.url)).toEqual(['/greenhouse/to-rewritten-origin']);
	});

	it('still applies the address checks to the rewritten URL: a stand-in not in RUMO_RELAY_ALLOW is refused', async () => {
		const body = await expectProblem(await post(appWithRewrite, { url: 'https://api.lever.localhost/v0/postings/acme?mode=json' }), 422, 'page_blocked');
		expect(body.detail).toContain('127.0.0.1'); // the rewritten host was the one refused
		expect(seen).toHaveLength(0);
	});

	it('rewrites nothing when RUMO_RELAY_REWRITE is unset', async () => {
		const url = `http://127.0.0.9:${port}/job`;
		const rewritten = await post(appWithRewrite, { url });
		expect(await rewritten.json()).toMatchObject({ url, status: 200, body: '<h1>Engenheira de dados</h1>' });
		expect(seen).toHaveLength(1);
		await expectProblem(await post(appWithAllowlist, { url }), 422, 'page_blocked');
		await expectProblem(await post(appByDefault, { url }), 422, 'page_blocked');
		expect(seen).toHaveLength(1);
	});
});

describe('the test-only allowlist', () => {
	it('is empty when RUMO_RELAY_ALLOW is unset or empty', () => {
		expect(parseAllowlist(undefined).size).toBe(0);
		expect(parseAllowlist('').size).toBe(0);
	});

	it('keeps only host:port entries', () => {
		expect([...parseAllowlist(' 127.0.0.1:8080, [::1]:9000 ,127.0.0.1, :80, 10.0.0.0/8, *')]).toEqual(['127.0.0.1:8080', '[::1]:9000']);
	});
});
