/**
 * POST /relay/fetch through the whole relay app, against a server this file starts on 127.0.0.1.
 * Only loopback URLs are used, and only IP literals, so the route's real DNS is never asked.
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

/** @type {Array<{ url?: string, headers: import('node:http').IncomingHttpHeaders }>} */
let seen = [];
const server = http.createServer((req, res) => {
	seen.push({ url: req.url, headers: req.headers });
	if (req.url === '/job') {
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
		res.end('<h1>Engenheira de dados</h1>');
	} else if (req.url === '/moved') {
		res.writeHead(301, { location: '/job' });
		res.end();
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

beforeAll(async () => {
	await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
	port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;

	const previous = process.env.RUMO_RELAY_ALLOW;
	delete process.env.RUMO_RELAY_ALLOW;
	appByDefault = createRelay({ root, version: '1.8.2' });
	process.env.RUMO_RELAY_ALLOW = `127.0.0.1:${port}`;
	appWithAllowlist = createRelay({ root, version: '1.8.2' });
	if (previous === undefined) delete process.env.RUMO_RELAY_ALLOW;
	else process.env.RUMO_RELAY_ALLOW = previous;
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
			body: '<h1>Engenheira de dados</h1>'
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

describe('the test-only allowlist', () => {
	it('is empty when RUMO_RELAY_ALLOW is unset or empty', () => {
		expect(parseAllowlist(undefined).size).toBe(0);
		expect(parseAllowlist('').size).toBe(0);
	});

	it('keeps only host:port entries', () => {
		expect([...parseAllowlist(' 127.0.0.1:8080, [::1]:9000 ,127.0.0.1, :80, 10.0.0.0/8, *')]).toEqual(['127.0.0.1:8080', '[::1]:9000']);
	});
});
