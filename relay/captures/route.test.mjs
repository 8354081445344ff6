/**
 * /relay/captures through the whole relay app, with a temporary data folder per test (never the
 * user's own) and only in-process requests to a loopback Host.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRelay } from '../app.mjs';
import { CAPTURES_FILE } from './store.mjs';
import { TOKEN_FILE } from './token.mjs';

const root = mkdtempSync(join(tmpdir(), 'rumo-relay-captures-build-'));
writeFileSync(join(root, '200.html'), '<!doctype html><div id="app"></div>\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HOST = '127.0.0.1:5178';
const JOB_SITE = 'https://www.jobs.example';
const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

/** @type {string} */
let scratch;
/** @type {string} */
let dataDir;
/** @type {ReturnType<typeof createRelay>} */
let app;

beforeEach(async () => {
	scratch = await mkdtemp(join(tmpdir(), 'rumo-relay-captures-test-'));
	dataDir = join(scratch, 'data');
	app = createRelay({ root, version: '1.8.2', dataDir });
});
afterEach(async () => {
	await rm(scratch, { recursive: true, force: true });
});

/**
 * POST /relay/captures/token/rotate, as Settings sends it.
 * @param {Record<string, string>} [headers]
 */
function rotate(headers = {}) {
	return app.request('/relay/captures/token/rotate', { method: 'POST', headers: { host: HOST, 'x-rumo-page': '1', ...headers } });
}

/** The token, as Settings gets it. */
async function getToken() {
	const response = await app.request('/relay/captures/token', { headers: { host: HOST } });
	expect(response.status).toBe(200);
	return /** @type {{ token: string }} */ (await response.json()).token;
}

const CAPTURE = {
	url: 'https://www.jobs.example/vagas/123',
	title: 'Engenheira de dados',
	text: 'Procuramos uma engenheira de dados com Python e SQL.',
	captureType: 'page',
	origin: 'bookmarklet',
	capturedAt: '2026-05-04T10:00:00-03:00'
};

/**
 * @param {unknown} body an object to send as JSON, or a string sent as is
 * @param {Record<string, string>} [headers]
 */
function post(body, headers = {}) {
	return app.request('/relay/captures', {
		method: 'POST',
		headers: { host: HOST, 'content-type': 'application/json', ...headers },
		body: typeof body === 'string' ? body : JSON.stringify(body)
	});
}

/**
 * @param {string} query
 * @param {Record<string, string>} [headers]
 */
function list(query = '', headers = {}) {
	return app.request(`/relay/captures${query}`, { headers: { host: HOST, ...headers } });
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
	expect(body.detail.length).toBeGreaterThan(10);
	return body;
}

async function storedLines() {
	try {
		return (await readFile(join(dataDir, CAPTURES_FILE), 'utf8')).split('\n').filter(Boolean);
	} catch {
		return [];
	}
}

describe('POST /relay/captures', () => {
	it('stores a capture sent with the token and answers 201 with it', async () => {
		const token = await getToken();
		const response = await post(CAPTURE, { authorization: `Bearer ${token}` });
		expect(response.status).toBe(201);
		const capture = await response.json();
		expect(capture).toMatchObject({ ...CAPTURE, seq: 1, capturedAt: '2026-05-04T13:00:00.000Z' });
		expect(typeof capture.id).toBe('string');
		expect(Date.parse(capture.receivedAt)).not.toBeNaN();
		expect((await storedLines()).map((line) => JSON.parse(line))).toEqual([capture]);
	});

	it('takes the token in X-Rumo-Token too', async () => {
		const token = await getToken();
		expect((await post(CAPTURE, { 'x-rumo-token': token })).status).toBe(201);
	});

	it('refuses a capture without the token or with a wrong one, and stores nothing', async () => {
		const token = await getToken();
		/** @type {Array<Record<string, string>>} */
		const attempts = [
			{},
			{ authorization: 'Bearer ' },
			{ authorization: `Bearer ${token.slice(0, -1)}x` },
			{ authorization: `Basic ${token}` },
			{ 'x-rumo-token': 'not-the-token' },
			{ authorization: `Bearer ${token}x`, origin: JOB_SITE }
		];
		for (const headers of attempts) {
			const body = await expectProblem(await post(CAPTURE, headers), 403, 'consent_required');
			expect(body.detail).toContain('Settings');
		}
		expect(await storedLines()).toEqual([]);
	});

	it('refuses every token before one was made, without making one', async () => {
		await expectProblem(await post(CAPTURE, { authorization: `Bearer ${'x'.repeat(43)}` }), 403, 'consent_required');
		await expect(stat(join(dataDir, TOKEN_FILE))).rejects.toThrow();
	});

	it('accepts a capture from a job site with the token, with CORS headers for that site only', async () => {
		const token = await getToken();
		const response = await post(CAPTURE, { authorization: `Bearer ${token}`, origin: JOB_SITE });
		expect(response.status).toBe(201);
		expect(response.headers.get('access-control-allow-origin')).toBe(JOB_SITE);
		expect(response.headers.get('access-control-allow-credentials')).toBeNull();
		expect(response.headers.get('vary')).toContain('Origin');
		expect(await storedLines()).toHaveLength(1);
	});

	it('accepts a capture from a browser extension with the token', async () => {
		const token = await getToken();
		const response = await post(CAPTURE, { authorization: `Bearer ${token}`, origin: EXTENSION });
		expect(response.status).toBe(201);
		expect(response.headers.get('access-control-allow-origin')).toBe(EXTENSION);
	});

	it('lets the job site read why a capture was refused', async () => {
		const response = await post(CAPTURE, { authorization: 'Bearer wrong', origin: JOB_SITE });
		await expectProblem(response, 403, 'consent_required');
		expect(response.headers.get('access-control-allow-origin')).toBe(JOB_SITE);
	});

	it('refuses the opaque origin "null" (a sandboxed frame or a file)', async () => {
		const token = await getToken();
		const response = await post(CAPTURE, { authorization: `Bearer ${token}`, origin: 'null' });
		await expectProblem(response, 403, 'invalid_url');
		expect(response.headers.get('access-control-allow-origin')).toBeNull();
		expect(await storedLines()).toEqual([]);
	});

	it('answers validation_failed with each field that is wrong, and stores nothing', async () => {
		const token = await getToken();
		const auth = { authorization: `Bearer ${token}` };
		/** @type {Array<[unknown, string[]]>} */
		const cases = [
			['not json', ['']],
			[[CAPTURE], ['']],
			[{ ...CAPTURE, url: undefined }, ['url']],
			[{ ...CAPTURE, url: 'ftp://jobs.example/1' }, ['url']],
			[{ ...CAPTURE, url: 'javascript:alert(1)' }, ['url']],
			[{ ...CAPTURE, url: `https://jobs.example/${'a'.repeat(2048)}` }, ['url']],
			[{ ...CAPTURE, captureType: 'screenshot' }, ['captureType']],
			[{ ...CAPTURE, captureType: 'selection', text: '  ' }, ['text']],
			[{ ...CAPTURE, title: 'T'.repeat(501) }, ['title']],
			[{ ...CAPTURE, title: 42, origin: '' }, ['title', 'origin']],
			[{ ...CAPTURE, capturedAt: 'yesterday' }, ['capturedAt']],
			[{ ...CAPTURE, capturedAt: '2026-05-04T10:00:00' }, ['capturedAt']],
			[{ ...CAPTURE, jobPosting: 'Engenheira de dados' }, ['jobPosting']],
			[{ ...CAPTURE, jobPosting: [{ '@type': 'JobPosting', title: 'Engenheira de dados' }] }, ['jobPosting']],
			[{ ...CAPTURE, jobPosting: 7 }, ['jobPosting']]
		];
		for (const [body, paths] of cases) {
			const problem = await expectProblem(await post(body, auth), 400, 'validation_failed');
			expect(
				problem.errors.map((/** @type {{ path: string }} */ error) => error.path),
				JSON.stringify(body).slice(0, 80)
			).toEqual(paths);
		}
		expect(await storedLines()).toEqual([]);
	});

	it('fills in what the companion may leave out', async () => {
		const token = await getToken();
		const response = await post({ url: 'https://jobs.example/1', captureType: 'link' }, { authorization: `Bearer ${token}` });
		expect(response.status).toBe(201);
		const capture = await response.json();
		expect(capture).toMatchObject({ url: 'https://jobs.example/1', title: '', text: '', origin: 'companion', jobPosting: null });
		expect(capture.capturedAt).toBe(capture.receivedAt);
	});

	it('keeps text up to 200,000 characters and refuses longer text with 413 payload_too_large', async () => {
		const token = await getToken();
		const auth = { authorization: `Bearer ${token}` };
		expect((await post({ ...CAPTURE, text: 'é'.repeat(200_000) }, auth)).status).toBe(201);
		const problem = await expectProblem(await post({ ...CAPTURE, text: 'é'.repeat(200_001) }, auth), 413, 'payload_too_large');
		expect(problem.errors).toEqual([{ path: 'text', message: expect.stringContaining('200,000') }]);
		expect(await storedLines()).toHaveLength(1);
	});

	it("keeps the page's schema.org JobPosting, reduced to the fields Rumo reads, and the captureType as sent", async () => {
		const token = await getToken();
		const jobPosting = {
			'@context': 'https://schema.org',
			'@type': 'JobPosting',
			title: 'Engenheira de dados',
			description: '<p>Procuramos uma engenheira de dados com <b>Python</b> e SQL.</p>',
			hiringOrganization: { '@type': 'Organization', name: 'Vagas Exemplo Ltda', sameAs: 'https://vagas.example' },
			jobLocation: [
				{ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'São Paulo', addressRegion: 'SP', addressCountry: 'BR', postalCode: '01000-000' } },
				{ '@type': 'Place', address: 'Campinas, SP' }
			],
			employmentType: ['FULL_TIME', 'CONTRACTOR'],
			datePosted: '2026-05-01',
			validThrough: '2026-06-01T00:00:00-03:00',
			jobLocationType: 'TELECOMMUTE',
			baseSalary: { '@type': 'MonetaryAmount', currency: 'BRL', value: 12000 },
			identifier: { name: 'Vagas Exemplo', value: '123' }
		};
		const response = await post({ ...CAPTURE, jobPosting }, { authorization: `Bearer ${token}` });
		expect(response.status).toBe(201);
		const capture = await response.json();
		expect(capture.captureType).toBe('page');
		expect(capture.jobPosting).toEqual({
			title: 'Engenheira de dados',
			description: '<p>Procuramos uma engenheira de dados com <b>Python</b> e SQL.</p>',
			company: 'Vagas Exemplo Ltda',
			location: 'São Paulo, SP, BR; Campinas, SP',
			employmentType: 'FULL_TIME, CONTRACTOR',
			datePosted: '2026-05-01',
			validThrough: '2026-06-01T00:00:00-03:00',
			remote: true
		});
		expect((await storedLines()).map((line) => JSON.parse(line))).toEqual([capture]);
		expect((await (await list()).json()).items).toEqual([capture]);
	});

	it("cuts a posting's description to 200,000 characters rather than refuse the capture", async () => {
		const token = await getToken();
		const jobPosting = { '@type': 'JobPosting', title: 'Engenheira de dados', description: `<p>${'d'.repeat(250_000)}</p>` };
		const response = await post({ ...CAPTURE, captureType: 'job', text: 'x'.repeat(200_000), jobPosting }, { authorization: `Bearer ${token}` });
		expect(response.status).toBe(201);
		const capture = await response.json();
		expect(capture.jobPosting.description).toBe(jobPosting.description.slice(0, 200_000));
		expect(capture.captureType).toBe('job');
	});

	it('refuses a body over 4 MB with 413 payload_too_large', async () => {
		const token = await getToken();
		const body = JSON.stringify({ ...CAPTURE, padding: 'x'.repeat(4 * 1024 * 1024) });
		const response = await post(body, { authorization: `Bearer ${token}`, 'content-length': String(Buffer.byteLength(body)) });
		await expectProblem(response, 413, 'payload_too_large');
		expect(await storedLines()).toEqual([]);
	});
});

describe('OPTIONS /relay/captures (the preflight)', () => {
	it('allows a job site to POST with the token headers, for 10 minutes, without credentials', async () => {
		const response = await app.request('/relay/captures', {
			method: 'OPTIONS',
			headers: {
				host: HOST,
				origin: JOB_SITE,
				'access-control-request-method': 'POST',
				'access-control-request-headers': 'authorization, content-type'
			}
		});
		expect(response.status).toBe(204);
		expect(response.headers.get('access-control-allow-origin')).toBe(JOB_SITE);
		expect(response.headers.get('access-control-allow-methods')).toBe('POST');
		expect(response.headers.get('access-control-allow-headers')).toBe('content-type, authorization, x-rumo-token');
		expect(response.headers.get('access-control-max-age')).toBe('600');
		expect(response.headers.get('vary')).toContain('Origin');
		expect(response.headers.get('access-control-allow-credentials')).toBeNull();
		expect(response.headers.get('access-control-allow-private-network')).toBeNull();
	});

	it("answers Chrome's private-network question only when it is asked", async () => {
		const response = await app.request('/relay/captures', {
			method: 'OPTIONS',
			headers: {
				host: HOST,
				origin: JOB_SITE,
				'access-control-request-method': 'POST',
				'access-control-request-private-network': 'true'
			}
		});
		expect(response.status).toBe(204);
		expect(response.headers.get('access-control-allow-private-network')).toBe('true');
	});
});

describe('the Origin guard outside POST /relay/captures', () => {
	it('still refuses other sites on GET /relay/captures, GET /relay/captures/token and their preflights', async () => {
		const token = await getToken();
		const requests = [
			{ path: '/relay/captures', method: 'GET' },
			{ path: '/relay/captures/token', method: 'GET' },
			{ path: '/relay/captures/token', method: 'OPTIONS' },
			{ path: '/relay/captures/token', method: 'POST' },
			{ path: '/relay/captures/token/rotate', method: 'POST' },
			{ path: '/relay/captures/', method: 'POST' },
			{ path: '/relay/fetch', method: 'POST' },
			{ path: '/relay/fetch', method: 'OPTIONS' }
		];
		for (const { path, method } of requests) {
			const response = await app.request(path, {
				method,
				headers: { host: HOST, origin: JOB_SITE, authorization: `Bearer ${token}` },
				...(method === 'POST' ? { body: JSON.stringify(CAPTURE) } : {})
			});
			expect(response.status, `${method} ${path}`).toBe(403);
			expect((await response.json()).code).toBe('invalid_url');
			expect(response.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull();
		}
		expect(await storedLines()).toEqual([]);
		expect(await getToken()).toBe(token);
	});

	it('refuses what the browser marks as a cross-site request with no Origin (a <script src>)', async () => {
		await expectProblem(await list('', { 'sec-fetch-site': 'cross-site' }), 403, 'invalid_url');
		await expectProblem(await list('/token', { 'sec-fetch-site': 'cross-site' }), 403, 'invalid_url');
		await expectProblem(await rotate({ 'sec-fetch-site': 'cross-site' }), 403, 'invalid_url');
		await expect(stat(join(dataDir, TOKEN_FILE))).rejects.toThrow();
	});
});

describe('GET /relay/captures', () => {
	it('returns the captures after the cursor to the Rumo page, without CORS headers', async () => {
		const token = await getToken();
		for (let n = 1; n <= 3; n += 1) {
			await post({ ...CAPTURE, url: `https://jobs.example/${n}` }, { authorization: `Bearer ${token}`, origin: JOB_SITE });
		}
		const response = await list('?since=1&limit=1', { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' });
		expect(response.status).toBe(200);
		expect(response.headers.get('access-control-allow-origin')).toBeNull();
		expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
		expect(response.headers.get('cache-control')).toBe('no-store');
		const body = await response.json();
		expect(body).toMatchObject({ nextCursor: '2', hasMore: true, total: 3, corrupted: [] });
		expect(body.items.map((/** @type {{ url: string }} */ item) => item.url)).toEqual(['https://jobs.example/2']);

		const all = await (await list()).json();
		expect(all.items).toHaveLength(3);
		expect(all.nextCursor).toBe('3');
	});

	it('skips and reports a corrupted line', async () => {
		const token = await getToken();
		await post(CAPTURE, { authorization: `Bearer ${token}` });
		await appendFile(join(dataDir, CAPTURES_FILE), 'garbage\n');
		await post(CAPTURE, { authorization: `Bearer ${token}` });
		const body = await (await list('?since=0')).json();
		expect(body.items.map((/** @type {{ seq: number }} */ item) => item.seq)).toEqual([1, 2]);
		expect(body.corrupted).toEqual([{ file: CAPTURES_FILE, line: 2, reason: 'not valid JSON' }]);
	});

	it('reads lines stored before captures carried a posting, with jobPosting null', async () => {
		const token = await getToken();
		const stored = await (await post(CAPTURE, { authorization: `Bearer ${token}` })).json();
		const { jobPosting: _posting, ...old } = { ...stored, id: 'old', seq: 2 };
		await appendFile(join(dataDir, CAPTURES_FILE), `${JSON.stringify(old)}\n`);
		const body = await (await list('?since=1')).json();
		expect(body.items).toEqual([{ ...old, jobPosting: null }]);
		expect(body.corrupted).toEqual([]);
	});

	it('answers an empty list before anything was captured', async () => {
		expect(await (await list()).json()).toEqual({ items: [], nextCursor: '0', hasMore: false, total: 0, corrupted: [] });
	});

	it('answers validation_failed for a cursor or limit that is not one', async () => {
		for (const [query, path] of [
			['?since=abc', 'since'],
			['?since=-1', 'since'],
			['?limit=0', 'limit'],
			['?limit=501', 'limit'],
			['?limit=10.5', 'limit'],
			['?limit=many', 'limit']
		]) {
			const problem = await expectProblem(await list(query), 400, 'validation_failed');
			expect(problem.errors.map((/** @type {{ path: string }} */ error) => error.path), query).toEqual([path]);
		}
		expect((await list('?limit=500')).status).toBe(200);
	});
});

describe('GET /relay/captures/token', () => {
	it('gives Settings the token stored in the data folder, same-origin only', async () => {
		const response = await app.request('/relay/captures/token', {
			headers: { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }
		});
		expect(response.status).toBe(200);
		expect(response.headers.get('access-control-allow-origin')).toBeNull();
		expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
		const { token } = await response.json();
		expect((await readFile(join(dataDir, TOKEN_FILE), 'utf8')).trim()).toBe(token);
		expect(await getToken()).toBe(token);
	});
});

describe('POST /relay/captures/token/rotate', () => {
	it('refuses a rotation without the page\'s header or the current token, and takes the current token instead', async () => {
		const before = await getToken();
		const bare = await app.request('/relay/captures/token/rotate', { method: 'POST', headers: { host: HOST } });
		await expectProblem(bare, 403, 'consent_required');
		expect(await getToken()).toBe(before);
		const withToken = await app.request('/relay/captures/token/rotate', { method: 'POST', headers: { host: HOST, 'x-rumo-token': before } });
		expect(withToken.status).toBe(200);
		expect(await getToken()).not.toBe(before);
	});

	it('gives Settings a fresh token and refuses the old one from the next capture on', async () => {
		const old = await getToken();
		expect((await post(CAPTURE, { authorization: `Bearer ${old}` })).status).toBe(201);

		const response = await rotate({ origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' });
		expect(response.status).toBe(200);
		expect(response.headers.get('access-control-allow-origin')).toBeNull();
		expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
		const { token } = await response.json();
		expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(token).not.toBe(old);
		expect((await readFile(join(dataDir, TOKEN_FILE), 'utf8')).trim()).toBe(token);
		expect(await getToken()).toBe(token);

		await expectProblem(await post(CAPTURE, { authorization: `Bearer ${old}` }), 403, 'consent_required');
		await expectProblem(await post(CAPTURE, { 'x-rumo-token': old }), 403, 'consent_required');
		expect((await post(CAPTURE, { authorization: `Bearer ${token}` })).status).toBe(201);
		expect(await storedLines()).toHaveLength(2);
	});

	it('is a POST: GET does not rotate', async () => {
		const token = await getToken();
		const response = await app.request('/relay/captures/token/rotate', { headers: { host: HOST } });
		expect(response.status).toBe(404);
		expect(await getToken()).toBe(token);
	});
});
