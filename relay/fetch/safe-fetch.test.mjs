/**
 * End to end against servers this file starts on 127.0.0.1, reached through the test-only allowlist.
 *
 * No test here can send traffic anywhere else: DNS is a fake (`lookup`), and every socket goes
 * through `guardedConnect`, which refuses (without opening anything) any address but 127.0.0.1.
 * So a refusal test that expects "the classifier said no" would fail loudly, not reach the network,
 * if the code under test were wrong.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FetchError, MAX_ETAG_LENGTH, connectPinned, decodeText, safeFetch } from './safe-fetch.mjs';

/** @typedef {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} SeenRequest */
/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, port: number) => void} Handler */

/** @type {SeenRequest[]} */
let seen = [];
/** @type {Array<{ address: string, port: number, servername: string | undefined }>} */
let connects = [];
/** @type {string[]} */
let lookups = [];

/** Fake DNS: names only this file knows; nothing is ever asked of a real resolver. */
/** @type {Record<string, string[]>} */
const ZONE = {
	'jobs.test': ['127.0.0.1'],
	'other.test': ['127.0.0.1'],
	'private.test': ['10.0.0.1'],
	'metadata.test': ['169.254.169.254'],
	'mixed.test': ['127.0.0.1', '10.0.0.1'],
	'mapped.test': ['::ffff:127.0.0.1'],
	'v6.test': ['::1']
};

/** @param {string} hostname */
async function fakeLookup(hostname) {
	lookups.push(hostname);
	const addresses = ZONE[hostname];
	if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
	return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
}

/**
 * Opens a socket only to 127.0.0.1; anything else throws before a socket exists.
 * @param {import('./safe-fetch.mjs').ConnectOptions} options
 */
function guardedConnect(options) {
	connects.push({ address: options.address, port: options.port, servername: options.servername });
	if (options.address !== '127.0.0.1') throw new Error(`test guard: refused to connect to ${options.address}`);
	return connectPinned(options);
}

/** Rate-limit headers a code host sends, and two (a cookie, a timing) the relay must keep to itself. */
const PAGED_LIMITS = { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1793534400', 'retry-after': '60', 'set-cookie': 'id=1', 'x-runtime': '0.2' };

/** @type {Record<string, Handler>} */
const ROUTES = {
	'/page': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
		res.end('<!doctype html><title>Backend engineer</title><p>Café ☕</p>');
	},
	'/echo': (req, res) => {
		res.writeHead(200, { 'content-type': 'application/json' });
		res.end(JSON.stringify(req.headers));
	},
	'/r1': (_req, res) => redirect(res, 302, '/page'),
	'/r2': (_req, res) => redirect(res, 301, '/r1'),
	'/r3': (_req, res) => redirect(res, 307, '/r2'),
	'/r4': (_req, res) => redirect(res, 308, '/r3'),
	'/relative': (_req, res) => redirect(res, 303, '../page?from=relative'),
	'/to-metadata': (_req, res) => redirect(res, 302, 'http://169.254.169.254/latest/meta-data/'),
	'/to-private-ip': (_req, res) => redirect(res, 302, 'http://10.0.0.1/'),
	'/to-private-name': (req, res, port) => redirect(res, 302, `http://private.test:${port}/page`),
	'/to-loopback-v6': (_req, res) => redirect(res, 302, 'http://[::1]/'),
	'/to-decimal-loopback': (_req, res) => redirect(res, 302, 'http://2130706433/'),
	'/to-ftp': (_req, res) => redirect(res, 302, 'ftp://jobs.test/file'),
	'/to-login': (_req, res) => redirect(res, 302, '/accounts/login?next=/jobs/1'),
	'/to-nowhere': (_req, res) => {
		res.writeHead(302);
		res.end();
	},
	'/set-cookie': (_req, res) => {
		res.writeHead(302, { location: '/echo', 'set-cookie': 'session=secret; Path=/' });
		res.end();
	},
	'/hang': () => {}, // never answers
	'/slow-body': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html' });
		res.write('<p>the rest never comes'); // and never ends
	},
	'/three-mb': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html' }); // chunked: no Content-Length to go by
		const chunk = Buffer.alloc(64 * 1024, 0x61);
		let sent = 0;
		const pump = () => {
			while (sent < 3 * 1024 * 1024) {
				sent += chunk.length;
				if (!res.write(chunk)) return res.once('drain', pump);
			}
			res.end();
		};
		res.on('error', () => {});
		pump();
	},
	'/declared-three-mb': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
		res.on('error', () => {});
		res.write('<p>');
	},
	'/gzip-bomb': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
		res.end(GZIP_BOMB);
	},
	'/brotli-bomb': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
		res.end(BROTLI_BOMB);
	},
	'/gzip': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
		res.end(zlib.gzipSync('<p>compressed posting</p>'));
	},
	'/raw-deflate': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'deflate' });
		res.end(zlib.deflateRawSync('<p>raw deflate posting</p>'));
	},
	'/png': (_req, res) => {
		res.writeHead(200, { 'content-type': 'image/png' });
		res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
	},
	'/pdf': (_req, res) => {
		res.writeHead(200, { 'content-type': 'application/pdf' });
		res.end('%PDF-1.7');
	},
	'/feed': (_req, res) => {
		res.writeHead(200, { 'content-type': 'application/rss+xml' });
		res.end('<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title></channel></rss>');
	},
	'/json-feed': (_req, res) => {
		res.writeHead(200, { 'content-type': 'application/feed+json; charset=utf-8' });
		res.end('{"version":"https://jsonfeed.org/version/1.1","title":"Vagas"}');
	},
	// What the code hosts' raw-file endpoints answer: GitHub `text/plain; charset=utf-8`, GitLab and Gitea the same, some mirrors without a charset.
	'/raw-file': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
		res.end('{\n  "name": "svelte-kanban",\n  "description": "Quadro Kanban — offline"\n}\n');
	},
	'/raw-file-no-charset': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/plain' });
		res.end('# svelte-kanban\n\nA Kanban board — in SvelteKit.\n');
	},
	'/octet-stream': (_req, res) => {
		res.writeHead(200, { 'content-type': 'application/octet-stream' });
		res.end(Buffer.from([0, 1, 2, 3]));
	},
	'/no-type': (_req, res) => {
		res.removeHeader('content-type');
		res.writeHead(200);
		res.end('<!DOCTYPE html><html><p>untyped</p></html>');
	},
	'/no-type-binary': (_req, res) => {
		res.writeHead(200);
		res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
	},
	'/latin1': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
		res.end(Buffer.from('<p>Operação: café, pão, açúcar</p>', 'latin1'));
	},
	// A feed with validators: 304 when If-None-Match names the current ETag or If-Modified-Since
	// repeats the current Last-Modified.
	'/feed-v2': (req, res) => {
		if (req.headers['if-none-match'] === FEED_ETAG || req.headers['if-modified-since'] === FEED_LAST_MODIFIED) {
			res.writeHead(304, { etag: FEED_ETAG, 'last-modified': FEED_LAST_MODIFIED });
			return res.end();
		}
		res.writeHead(200, { 'content-type': 'application/rss+xml', etag: FEED_ETAG, 'last-modified': FEED_LAST_MODIFIED });
		res.end('<?xml version="1.0"?><rss version="2.0"><channel><title>Vagas v2</title></channel></rss>');
	},
	'/to-feed-v2': (_req, res) => redirect(res, 301, '/feed-v2'),
	// A code host's list page and its rate limit, with headers to pass on and others to keep.
	'/paged': (req, res) => {
		if (req.headers['if-none-match'] === '"p1"') {
			res.writeHead(304, { etag: '"p1"', ...PAGED_LIMITS });
			return res.end();
		}
		res.writeHead(200, { 'content-type': 'application/json', etag: '"p1"', link: '<https://gitlab.example/api/v4/x?page=2>; rel="next"', 'x-next-page': '2', ...PAGED_LIMITS });
		res.end('[]');
	},
	'/paged-limited': (_req, res) => {
		res.writeHead(403, { 'content-type': 'application/json', ...PAGED_LIMITS });
		res.end('{"message":"API rate limit exceeded"}');
	},
	// A 304 that repeats no validator, whatever was asked.
	'/bare-304': (_req, res) => {
		res.writeHead(304);
		res.end();
	},
	'/long-etag': (_req, res) => {
		res.writeHead(200, { 'content-type': 'application/json', etag: `"${'e'.repeat(MAX_ETAG_LENGTH)}"`, 'last-modified': 'x'.repeat(101) });
		res.end('{}');
	},
	'/meta-charset': (_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html' });
		res.end(Buffer.concat([Buffer.from('<meta charset="windows-1252"><p>Gerente de Opera'), Buffer.from([0xe7, 0xf5, 0x65, 0x73, 0x20, 0x80]), Buffer.from('</p>')]));
	}
};
for (const status of [401, 403, 404, 407, 410, 429, 451, 400, 500, 503]) {
	ROUTES[`/status/${status}`] = (_req, res) => {
		res.writeHead(status, { 'content-type': 'text/html' });
		res.end(`<p>secret body of a ${status}</p>`);
	};
}

const FEED_ETAG = 'W/"feed-v2"';
const FEED_LAST_MODIFIED = 'Wed, 21 Oct 2015 07:28:00 GMT';

const GZIP_BOMB = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)); // ~20 KB that inflate to 20 MB
const BROTLI_BOMB = zlib.brotliCompressSync(Buffer.alloc(20 * 1024 * 1024));

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} location
 */
function redirect(res, status, location) {
	res.writeHead(status, { location, 'content-type': 'text/html' });
	res.end('<a>moved</a>');
}

/** @type {import('node:http').Server} */
let server;
let port = 0;
/** @type {Set<string>} */
let allow;
/** @type {Set<import('node:net').Socket>} */
const sockets = new Set();

/**
 * @param {import('node:http').Server | import('node:https').Server} target
 * @returns {Promise<number>}
 */
function listen(target) {
	return new Promise((resolve) => {
		target.listen(0, '127.0.0.1', () => resolve(/** @type {import('node:net').AddressInfo} */ (target.address()).port));
	});
}

beforeAll(async () => {
	server = http.createServer((req, res) => {
		seen.push({ method: req.method, url: req.url, headers: req.headers });
		const handler = ROUTES[new URL(req.url ?? '/', 'http://x').pathname];
		if (handler) return handler(req, res, port);
		res.writeHead(404);
		res.end();
	});
	server.on('connection', (socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});
	port = await listen(server);
	allow = new Set([`127.0.0.1:${port}`]);
});

afterAll(async () => {
	for (const socket of sockets) socket.destroy();
	await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
	seen = [];
	connects = [];
	lookups = [];
});

/** The options every end-to-end call uses: fake DNS, guarded sockets, the allowlist. */
const options = () => ({ allow, lookup: fakeLookup, connect: guardedConnect });
/** @param {string} path */
const local = (path) => `http://127.0.0.1:${port}${path}`;

/**
 * The FetchError a call rejects with.
 * @param {Promise<unknown>} promise
 * @returns {Promise<FetchError>}
 */
async function refusal(promise) {
	const error = await promise.then(
		() => {
			throw new Error('expected a refusal, got a page');
		},
		(/** @type {unknown} */ error) => error
	);
	expect(error).toBeInstanceOf(FetchError);
	return /** @type {FetchError} */ (error);
}

describe('refusing loopback unless a test allows it', () => {
	it('refuses 127.0.0.1 without the allowlist, and never connects', async () => {
		const error = await refusal(safeFetch(local('/page'), { lookup: fakeLookup, connect: guardedConnect }));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'loopback' });
		expect(connects).toHaveLength(0);
		expect(seen).toHaveLength(0);
	});

	it('refuses a name that resolves to loopback without the allowlist, after DNS and before connecting', async () => {
		const error = await refusal(safeFetch(`http://jobs.test:${port}/page`, { lookup: fakeLookup, connect: guardedConnect }));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'loopback' });
		expect(lookups).toEqual(['jobs.test']);
		expect(connects).toHaveLength(0);
		expect(seen).toHaveLength(0);
	});

	it('refuses the same server on a port the allowlist does not name', async () => {
		const error = await refusal(safeFetch(`http://127.0.0.1:${port + 1 > 65535 ? port - 1 : port + 1}/page`, options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'loopback' });
		expect(connects).toHaveLength(0);
	});

	it('reads the page when the allowlist names the server', async () => {
		const page = await safeFetch(local('/page'), options());
		expect(page).toEqual({
			url: local('/page'),
			status: 200,
			contentType: 'text/html',
			body: '<!doctype html><title>Backend engineer</title><p>Café ☕</p>',
			notModified: false,
			etag: null,
			lastModified: null,
			headers: {}
		});
		expect(seen).toHaveLength(1);
	});
});

describe('resolving and pinning', () => {
	it('connects to the address DNS gave, while Host still names the site', async () => {
		const page = await safeFetch(`http://jobs.test:${port}/echo`, options());
		expect(connects).toEqual([{ address: '127.0.0.1', port, servername: 'jobs.test' }]);
		expect(JSON.parse(page.body).host).toBe(`jobs.test:${port}`);
	});

	it('asks DNS once per hop, so a second, different answer cannot be used', async () => {
		let calls = 0;
		/** @param {string} hostname */
		const rebinding = async (hostname) => {
			lookups.push(hostname);
			calls += 1;
			return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
		};
		const page = await safeFetch(`http://rebind.test:${port}/page`, { ...options(), lookup: rebinding });
		expect(page.status).toBe(200);
		expect(lookups).toEqual(['rebind.test']);
		expect(connects.map((connect) => connect.address)).toEqual(['127.0.0.1']);
	});

	it('refuses a name when any one of its addresses is private, even if another is allowed', async () => {
		const error = await refusal(safeFetch(`http://mixed.test:${port}/page`, options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'private' });
		expect(connects).toHaveLength(0);
	});

	it('refuses names that resolve to metadata, private, IPv6 loopback or IPv4-mapped addresses', async () => {
		const cases = { 'metadata.test': 'metadata', 'private.test': 'private', 'v6.test': 'loopback', 'mapped.test': 'ipv4-mapped' };
		for (const [name, reason] of Object.entries(cases)) {
			expect(await refusal(safeFetch(`http://${name}:${port}/`, options())), name).toMatchObject({ code: 'page_blocked', reason });
		}
		expect(connects).toHaveLength(0);
	});

	it('names the host but never the private address in the refusal', async () => {
		const error = await refusal(safeFetch(`http://private.test:${port}/`, options()));
		expect(error.detail).toContain('private.test');
		expect(error.detail).not.toContain('10.0.0.1');
	});

	it('answers source_unavailable when the name does not resolve', async () => {
		const error = await refusal(safeFetch('https://no-such-host.test/', options()));
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'dns' });
		expect(connects).toHaveLength(0);
	});

	it('answers source_unavailable when nothing listens on the port', async () => {
		const closed = http.createServer();
		const closedPort = await listen(closed);
		await new Promise((resolve) => closed.close(resolve));
		const error = await refusal(safeFetch(`http://127.0.0.1:${closedPort}/`, { ...options(), allow: new Set([`127.0.0.1:${closedPort}`]) }));
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'connect' });
		expect(error.detail).toContain('127.0.0.1');
	});
});

describe('redirects', () => {
	it('follows a chain of 3 redirects to the page and reports the final URL', async () => {
		const page = await safeFetch(local('/r3'), options());
		expect(page.url).toBe(local('/page'));
		expect(page.body).toContain('Backend engineer');
		expect(seen.map((request) => request.url)).toEqual(['/r3', '/r2', '/r1', '/page']);
	});

	it('refuses a 4th redirect without following it', async () => {
		const error = await refusal(safeFetch(local('/r4'), options()));
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'too_many_redirects' });
		expect(seen.map((request) => request.url)).toEqual(['/r4', '/r3', '/r2', '/r1']);
	});

	it('honours a smaller maxRedirects', async () => {
		const error = await refusal(safeFetch(local('/r1'), { ...options(), maxRedirects: 0 }));
		expect(error.reason).toBe('too_many_redirects');
	});

	it('resolves a relative Location against the current URL', async () => {
		const page = await safeFetch(local('/relative'), options());
		expect(page.url).toBe(local('/page?from=relative'));
	});

	it('refuses a redirect to the cloud metadata address before connecting to it', async () => {
		const error = await refusal(safeFetch(local('/to-metadata'), options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'metadata' });
		expect(connects.map((connect) => connect.address)).toEqual(['127.0.0.1']);
		expect(seen).toHaveLength(1);
	});

	it('refuses a redirect to a private IP before connecting to it', async () => {
		const error = await refusal(safeFetch(local('/to-private-ip'), options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'private' });
		expect(connects.map((connect) => connect.address)).toEqual(['127.0.0.1']);
	});

	it('checks the DNS answer for a redirect to a name, and refuses a private one before connecting', async () => {
		const error = await refusal(safeFetch(local('/to-private-name'), options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'private' });
		expect(lookups).toEqual(['private.test']);
		expect(connects.map((connect) => connect.address)).toEqual(['127.0.0.1']);
	});

	it('refuses redirects to IPv6 loopback and to a decimal loopback address', async () => {
		expect(await refusal(safeFetch(local('/to-loopback-v6'), options()))).toMatchObject({ code: 'page_blocked', reason: 'loopback' });
		expect(await refusal(safeFetch(local('/to-decimal-loopback'), options()))).toMatchObject({ code: 'page_blocked', reason: 'loopback' });
		expect(connects.every((connect) => connect.address === '127.0.0.1' && connect.port === port)).toBe(true);
		expect(connects).toHaveLength(2);
	});

	it('refuses a redirect to another scheme as page_blocked, since the user gave a good URL', async () => {
		const error = await refusal(safeFetch(local('/to-ftp'), options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'redirect_protocol' });
	});

	it('stops at a redirect to a login page', async () => {
		const error = await refusal(safeFetch(local('/to-login'), options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'login' });
		expect(error.detail).toMatch(/paste it into Rumo/);
		expect(seen).toHaveLength(1);
	});

	it('answers source_unavailable for a redirect without a Location', async () => {
		const error = await refusal(safeFetch(local('/to-nowhere'), options()));
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'redirect_without_location' });
	});
});

describe('what is sent', () => {
	it('never sends a cookie, even one the site set on the previous response', async () => {
		const page = await safeFetch(local('/set-cookie'), options());
		const headers = JSON.parse(page.body);
		expect(seen.map((request) => request.url)).toEqual(['/set-cookie', '/echo']);
		expect(headers.cookie).toBeUndefined();
		expect(headers.authorization).toBeUndefined();
	});

	it('sends a User-Agent naming the app, the Accept list and no keep-alive', async () => {
		await safeFetch(local('/echo'), options());
		const { headers } = seen[0];
		expect(headers['user-agent']).toBe('Rumo (local career assistant)');
		expect(headers.accept).toContain('text/html');
		expect(headers.accept).toContain('application/rss+xml');
		expect(headers['accept-encoding']).toBe('gzip, deflate, br');
		expect(headers.connection).toBe('close');
		expect(Object.keys(headers).sort()).toEqual(['accept', 'accept-encoding', 'connection', 'host', 'user-agent']);
	});

	it('uses the User-Agent it is given', async () => {
		await safeFetch(local('/echo'), { ...options(), userAgent: 'Rumo/1.8.2 (local career assistant)' });
		expect(seen[0].headers['user-agent']).toBe('Rumo/1.8.2 (local career assistant)');
	});

	it('refuses a URL with a user name and password before any network access', async () => {
		const error = await refusal(safeFetch(`http://user:pass@127.0.0.1:${port}/page`, options()));
		expect(error).toMatchObject({ code: 'invalid_url', reason: 'userinfo' });
		expect(connects).toHaveLength(0);
		expect(seen).toHaveLength(0);
	});

	it('refuses an ftp URL as invalid_url', async () => {
		const error = await refusal(safeFetch(`ftp://127.0.0.1:${port}/page`, options()));
		expect(error).toMatchObject({ code: 'invalid_url', reason: 'protocol' });
		expect(lookups).toHaveLength(0);
		expect(connects).toHaveLength(0);
	});
});

describe('conditional requests', () => {
	it('sends If-None-Match and If-Modified-Since only when given, and nothing else besides', async () => {
		const base = ['accept', 'accept-encoding', 'connection', 'host', 'user-agent'];
		await safeFetch(local('/echo'), { ...options(), ifNoneMatch: '"abc"' });
		await safeFetch(local('/echo'), { ...options(), ifModifiedSince: FEED_LAST_MODIFIED });
		await safeFetch(local('/echo'), { ...options(), ifNoneMatch: '"abc"', ifModifiedSince: FEED_LAST_MODIFIED });
		await safeFetch(local('/echo'), { ...options(), ifNoneMatch: undefined, ifModifiedSince: undefined });
		expect(seen.map((request) => Object.keys(request.headers).sort())).toEqual([
			[...base, 'if-none-match'].sort(),
			[...base, 'if-modified-since'].sort(),
			[...base, 'if-modified-since', 'if-none-match'].sort(),
			base
		]);
		expect(seen[0].headers['if-none-match']).toBe('"abc"');
		expect(seen[1].headers['if-modified-since']).toBe(FEED_LAST_MODIFIED);
	});

	it('returns the ETag and Last-Modified of a 2xx answer', async () => {
		const page = await safeFetch(local('/feed-v2'), options());
		expect(page).toMatchObject({ status: 200, notModified: false, etag: FEED_ETAG, lastModified: FEED_LAST_MODIFIED });
		expect(page.body).toContain('Vagas v2');
	});

	it('returns null for validators too long to send back', async () => {
		expect(await safeFetch(local('/long-etag'), options())).toMatchObject({ status: 200, etag: null, lastModified: null });
	});

	it('answers notModified for a 304 to If-None-Match, without a body', async () => {
		const page = await safeFetch(local('/feed-v2'), { ...options(), ifNoneMatch: FEED_ETAG });
		expect(page).toEqual({
			url: local('/feed-v2'),
			status: 304,
			contentType: '',
			body: '',
			notModified: true,
			etag: FEED_ETAG,
			lastModified: FEED_LAST_MODIFIED,
			headers: {}
		});
	});

	it('answers notModified for a 304 to If-Modified-Since', async () => {
		const page = await safeFetch(local('/feed-v2'), { ...options(), ifModifiedSince: FEED_LAST_MODIFIED });
		expect(page).toMatchObject({ status: 304, notModified: true, etag: FEED_ETAG, lastModified: FEED_LAST_MODIFIED });
	});

	it('reads the feed again when the ETag sent is no longer current', async () => {
		const page = await safeFetch(local('/feed-v2'), { ...options(), ifNoneMatch: 'W/"feed-v1"' });
		expect(page).toMatchObject({ status: 200, notModified: false, etag: FEED_ETAG });
		expect(page.body).toContain('Vagas v2');
	});

	it('sends the validators on every hop of a redirect, and reports the URL that answered 304', async () => {
		const page = await safeFetch(local('/to-feed-v2'), { ...options(), ifNoneMatch: FEED_ETAG });
		expect(page).toMatchObject({ url: local('/feed-v2'), status: 304, notModified: true });
		expect(seen.map((request) => [request.url, request.headers['if-none-match']])).toEqual([
			['/to-feed-v2', FEED_ETAG],
			['/feed-v2', FEED_ETAG]
		]);
	});

	it('keeps the validators it sent when a 304 repeats neither', async () => {
		const page = await safeFetch(local('/bare-304'), { ...options(), ifNoneMatch: '"a"', ifModifiedSince: FEED_LAST_MODIFIED });
		expect(page).toMatchObject({ status: 304, notModified: true, etag: '"a"', lastModified: FEED_LAST_MODIFIED });
		const onlyEtag = await safeFetch(local('/bare-304'), { ...options(), ifNoneMatch: '"a"' });
		expect(onlyEtag).toMatchObject({ notModified: true, etag: '"a"', lastModified: null });
	});

	it('refuses a 304 to a request that was not conditional, like any other odd status', async () => {
		const error = await refusal(safeFetch(local('/bare-304'), options()));
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'status_304' });
		expect(error.detail).toContain('HTTP 304');
		expect(seen[0].headers['if-none-match']).toBeUndefined();
	});

	it('hands back the paging and rate-limit headers of a page, of a 304 and of a refused status, and no other', async () => {
		const forwarded = { link: '<https://gitlab.example/api/v4/x?page=2>; rel="next"', 'x-next-page': '2', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1793534400', 'retry-after': '60' };
		expect((await safeFetch(local('/paged'), options())).headers).toEqual(forwarded);
		const { link: _link, 'x-next-page': _next, ...limits } = forwarded;
		expect((await safeFetch(local('/paged'), { ...options(), ifNoneMatch: '"p1"' })).headers).toEqual(limits);
		expect(await refusal(safeFetch(local('/paged-limited'), options()))).toMatchObject({ code: 'page_blocked', reason: 'status_403', headers: limits });
		expect(await refusal(safeFetch(local('/status/503'), options()))).toMatchObject({ reason: 'status_503', headers: {} });
	});

	it('refuses validators a header cannot carry before any network access', async () => {
		for (const bad of [{ ifNoneMatch: '"a"\r\nCookie: x' }, { ifNoneMatch: '' }, { ifNoneMatch: 'e'.repeat(513) }, { ifModifiedSince: 'x'.repeat(101) }]) {
			await expect(safeFetch(local('/echo'), { ...options(), ...bad }), JSON.stringify(bad)).rejects.toBeInstanceOf(TypeError);
		}
		expect(connects).toHaveLength(0);
		expect(seen).toHaveLength(0);
	});
});

describe('time and size limits', () => {
	it('gives up on a server that never answers within the timeout', async () => {
		const started = Date.now();
		const error = await refusal(safeFetch(local('/hang'), { ...options(), timeoutMs: 300 }));
		const elapsed = Date.now() - started;
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'timeout' });
		expect(error.detail).toContain('0.3 seconds');
		expect(elapsed).toBeGreaterThanOrEqual(280);
		expect(elapsed).toBeLessThan(2000);
	});

	it('counts the body in the timeout too', async () => {
		const started = Date.now();
		const error = await refusal(safeFetch(local('/slow-body'), { ...options(), timeoutMs: 300 }));
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'timeout' });
		expect(Date.now() - started).toBeLessThan(2000);
	});

	it('counts DNS in the timeout too', async () => {
		const slowLookup = () => new Promise(() => {}); // never resolves
		const error = await refusal(safeFetch('https://slow-dns.test/', { ...options(), lookup: slowLookup, timeoutMs: 200 }));
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'timeout' });
		expect(connects).toHaveLength(0);
	});

	it('refuses a body that streams past 2 MB', async () => {
		const error = await refusal(safeFetch(local('/three-mb'), options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'too_large' });
		expect(error.detail).toContain('2 MB');
	});

	it('refuses a declared Content-Length over the limit before reading the body', async () => {
		const error = await refusal(safeFetch(local('/declared-three-mb'), { ...options(), timeoutMs: 2000 }));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'too_large' });
	});

	it('refuses a gzip bomb by its decompressed size', async () => {
		expect(GZIP_BOMB.length).toBeLessThan(2 * 1024 * 1024);
		const error = await refusal(safeFetch(local('/gzip-bomb'), options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'too_large' });
	});

	it('refuses a brotli bomb by its decompressed size', async () => {
		const error = await refusal(safeFetch(local('/brotli-bomb'), options()));
		expect(error).toMatchObject({ code: 'page_blocked', reason: 'too_large' });
	});

	it('decompresses gzip and raw deflate bodies', async () => {
		expect((await safeFetch(local('/gzip'), options())).body).toBe('<p>compressed posting</p>');
		expect((await safeFetch(local('/raw-deflate'), options())).body).toBe('<p>raw deflate posting</p>');
	});

	it('applies a smaller maxBytes', async () => {
		const error = await refusal(safeFetch(local('/page'), { ...options(), maxBytes: 10 }));
		expect(error.reason).toBe('too_large');
	});
});

describe('what counts as a readable answer', () => {
	it('refuses an image or a PDF as not a page Rumo can read', async () => {
		for (const path of ['/png', '/pdf']) {
			const error = await refusal(safeFetch(local(path), options()));
			expect(error, path).toMatchObject({ code: 'page_blocked', reason: 'content_type' });
		}
	});

	it('reads RSS and JSON feeds', async () => {
		expect(await safeFetch(local('/feed'), options())).toMatchObject({ contentType: 'application/rss+xml', body: expect.stringContaining('<rss') });
		expect(await safeFetch(local('/json-feed'), options())).toMatchObject({ contentType: 'application/feed+json', body: expect.stringContaining('Vagas') });
	});

	it("reads plain text, as the code hosts' raw files answer (README, package.json), decoded as UTF-8", async () => {
		expect(await safeFetch(local('/raw-file'), options())).toMatchObject({ contentType: 'text/plain', body: expect.stringContaining('"Quadro Kanban — offline"') });
		expect(await safeFetch(local('/raw-file-no-charset'), options())).toMatchObject({ contentType: 'text/plain', body: '# svelte-kanban\n\nA Kanban board — in SvelteKit.\n' });
		expect(await refusal(safeFetch(local('/octet-stream'), options()))).toMatchObject({ code: 'page_blocked', reason: 'content_type' });
	});

	it('sniffs HTML when no Content-Type is sent, and refuses untyped binary', async () => {
		expect(await safeFetch(local('/no-type'), options())).toMatchObject({ contentType: 'text/html', body: expect.stringContaining('untyped') });
		expect(await refusal(safeFetch(local('/no-type-binary'), options()))).toMatchObject({ code: 'page_blocked', reason: 'content_type' });
	});

	it('answers page_blocked for 401, 403, 407, 429, 451 and other 4xx, without passing on the body', async () => {
		for (const status of [401, 403, 407, 429, 451, 400]) {
			const error = await refusal(safeFetch(local(`/status/${status}`), options()));
			expect(error, String(status)).toMatchObject({ code: 'page_blocked', reason: `status_${status}` });
			expect(error.detail).toMatch(/paste it into Rumo/);
			expect(error.detail).not.toContain('secret body');
		}
	});

	it('answers source_unavailable for 404 and 410, saying the page is gone', async () => {
		for (const status of [404, 410]) {
			const error = await refusal(safeFetch(local(`/status/${status}`), options()));
			expect(error, String(status)).toMatchObject({ code: 'source_unavailable', reason: `status_${status}` });
			expect(error.detail).toContain(`HTTP ${status}`);
		}
	});

	it('answers source_unavailable for server errors', async () => {
		for (const status of [500, 503]) {
			expect(await refusal(safeFetch(local(`/status/${status}`), options())), String(status)).toMatchObject({
				code: 'source_unavailable',
				reason: `status_${status}`
			});
		}
	});
});

describe('decoding text', () => {
	it('decodes a latin-1 page by its declared charset', async () => {
		const page = await safeFetch(local('/latin1'), options());
		expect(page.body).toBe('<p>Operação: café, pão, açúcar</p>');
	});

	it('decodes by a meta charset when the header has none', async () => {
		const page = await safeFetch(local('/meta-charset'), options());
		expect(page.body).toContain('Gerente de Operações €');
	});

	it('prefers a byte order mark, reads the XML declaration, and falls back to UTF-8 for unknown labels', () => {
		expect(decodeText(Buffer.from('\ufeffolá', 'utf8'), 'text/html; charset=iso-8859-1', 'text/html')).toBe('olá');
		const xml = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><t>ação</t>', 'latin1');
		expect(decodeText(xml, 'application/xml', 'application/xml')).toContain('<t>ação</t>');
		expect(decodeText(Buffer.from('olá'), 'text/html; charset=x-made-up', 'text/html')).toBe('olá');
		expect(decodeText(Buffer.from('"olá"'), 'application/json', 'application/json')).toBe('"olá"');
	});

	it('decodes iso-8859-1 as windows-1252, as browsers do, so smart quotes and the euro sign survive', () => {
		const bytes = Buffer.from([0x93, 0x61, 0x94, 0x20, 0x80, 0x35, 0x20, 0x96, 0x20, 0xe9]);
		expect(decodeText(bytes, 'text/html; charset=ISO-8859-1', 'text/html')).toBe('\u201ca\u201d \u20ac5 \u2013 é');
		expect(decodeText(bytes, 'text/html; charset=latin1', 'text/html')).toBe('\u201ca\u201d \u20ac5 \u2013 é');
	});
});

/** A self-signed certificate for jobs.test, made with openssl when it is installed. */
function makeCertificate() {
	const dir = mkdtempSync(join(tmpdir(), 'rumo-fetch-tls-'));
	try {
		execFileSync(
			'openssl',
			['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=jobs.test',
				'-addext', 'subjectAltName=DNS:jobs.test', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
			{ stdio: 'ignore' }
		);
		return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
	} catch {
		return null;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

const certificate = makeCertificate();

describe.skipIf(certificate === null)('https', () => {
	/** @type {import('node:https').Server} */
	let tlsServer;
	let tlsPort = 0;
	/** @type {Array<string | false | null>} */
	let servernames = [];

	beforeAll(async () => {
		const { key, cert } = /** @type {{ key: Buffer, cert: Buffer }} */ (certificate);
		tlsServer = https.createServer({ key, cert }, (req, res) => {
			servernames.push(/** @type {import('node:tls').TLSSocket} */ (req.socket).servername);
			res.writeHead(200, { 'content-type': 'text/html' });
			res.end(`<p>secure ${req.headers.host}</p>`);
		});
		tlsPort = await listen(tlsServer);
	});
	afterAll(async () => {
		tlsServer.closeAllConnections();
		await new Promise((resolve) => tlsServer.close(resolve));
	});
	beforeEach(() => {
		servernames = [];
	});

	const tlsOptions = () => ({
		...options(),
		allow: new Set([`127.0.0.1:${tlsPort}`]),
		ca: /** @type {{ cert: Buffer }} */ (certificate).cert
	});

	it('connects to the checked address while SNI and the certificate check use the host name', async () => {
		const page = await safeFetch(`https://jobs.test:${tlsPort}/x`, tlsOptions());
		expect(page.body).toBe(`<p>secure jobs.test:${tlsPort}</p>`);
		expect(connects).toEqual([{ address: '127.0.0.1', port: tlsPort, servername: 'jobs.test' }]);
		expect(servernames).toEqual(['jobs.test']);
	});

	it('refuses a certificate for another name as source_unavailable', async () => {
		const error = await refusal(safeFetch(`https://other.test:${tlsPort}/x`, tlsOptions()));
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'tls' });
		expect(servernames).toEqual([]);
	});

	it('refuses an untrusted certificate as source_unavailable', async () => {
		const error = await refusal(safeFetch(`https://jobs.test:${tlsPort}/x`, { ...tlsOptions(), ca: undefined }));
		expect(error).toMatchObject({ code: 'source_unavailable', reason: 'tls' });
	});
});
