import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './api.mjs';
import { createRelay } from './app.mjs';

const INLINE_SCRIPT = '\n\t\t\t{ __sveltekit_test = { base: "" }; import("/_app/immutable/x.js"); }\n\t\t';
const SHELL = `<!doctype html>
<html>
	<head><script type="module" src="/_app/immutable/x.js"></script></head>
	<body><div id="app"></div><script>${INLINE_SCRIPT}</script></body>
</html>
`;
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});\n';
const IMMUTABLE_JS = 'export const x = 1;\n';
const MANIFEST = '{ "name": "Rumo" }\n';

const root = mkdtempSync(join(tmpdir(), 'rumo-relay-test-'));
mkdirSync(join(root, '_app', 'immutable'), { recursive: true });
writeFileSync(join(root, '200.html'), SHELL);
writeFileSync(join(root, 'service-worker.js'), SERVICE_WORKER);
writeFileSync(join(root, '_app', 'immutable', 'x.js'), IMMUTABLE_JS);
writeFileSync(join(root, 'manifest.webmanifest'), MANIFEST);
// A script large enough to be worth compressing, as the app's chunks are.
const LARGE_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
writeFileSync(join(root, '_app', 'immutable', 'large.js'), LARGE_JS);
writeFileSync(join(root, '.rumo-build.json'), '{ "mode": "real" }\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Relay data (captures, AI settings) in a temporary folder, never the user's own.
const dataDir = mkdtempSync(join(tmpdir(), 'rumo-relay-data-'));
const app = createRelay({ root, version: '1.8.2', dataDir });
const appWithoutRelay = createRelay({ root, relayEnabled: false, version: '1.8.2', dataDir });

/** @param {string} hostAndPort */
const fromHost = (hostAndPort) => ({ headers: { host: hostAndPort } });

/** @param {Response} response */
function scriptSrc(response) {
	const csp = response.headers.get('content-security-policy') ?? '';
	return csp.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src ')) ?? '';
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

describe('serving the build', () => {
	it('answers a navigation to an unknown path with 200.html and status 200', async () => {
		const response = await app.request('/tracker/jobs/abc');
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
		expect(await response.text()).toBe(SHELL);
	});

	it('answers the site root with 200.html when there is no index.html', async () => {
		const response = await app.request('/');
		expect(response.status).toBe(200);
		expect(await response.text()).toBe(SHELL);
	});

	it('serves real files as they are, with their content types', async () => {
		const manifest = await app.request('/manifest.webmanifest');
		expect(manifest.status).toBe(200);
		expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
		expect(await manifest.text()).toBe(MANIFEST);

		const script = await app.request('/_app/immutable/x.js');
		expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
		expect(await script.text()).toBe(IMMUTABLE_JS);
	});

	it('answers a missing asset with 404 instead of the app shell', async () => {
		await expectProblem(await app.request('/_app/immutable/missing.js'), 404, 'not_found');
		await expectProblem(await app.request('/icons/none.png'), 404, 'not_found');
	});

	it('does not serve files outside the build folder or dot files', async () => {
		await expectProblem(await app.request('/..%2f..%2fetc%2fpasswd'), 404, 'not_found');
		await expectProblem(await app.request('/.rumo-build.json'), 404, 'not_found');
	});

	it('answers HEAD like GET without a body', async () => {
		const response = await app.request('/tracker', { method: 'HEAD' });
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
		expect(await response.text()).toBe('');
	});

	it('refuses to write to app paths with 405 and an Allow header', async () => {
		const response = await app.request('/tracker', { method: 'POST', body: 'x' });
		await expectProblem(response, 405, 'method_not_allowed');
		expect(response.headers.get('allow')).toBe('GET, HEAD');
	});

	it('sends text gzipped to a browser that accepts it, with its own validator, and as it is to one that does not', async () => {
		const gzip = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
		const packed = await app.request('/_app/immutable/large.js', gzip);
		expect(packed.headers.get('content-encoding')).toBe('gzip');
		expect(packed.headers.get('vary')).toBe('accept-encoding');
		const bytes = new Uint8Array(await packed.arrayBuffer());
		expect(bytes.byteLength).toBeLessThan(LARGE_JS.length / 2);
		expect(gunzipSync(bytes).toString('utf8')).toBe(LARGE_JS);
		const again = await app.request('/_app/immutable/large.js', { headers: { ...gzip.headers, 'if-none-match': /** @type {string} */ (packed.headers.get('etag')) } });
		expect(again.status).toBe(304);
		const plain = await app.request('/_app/immutable/large.js');
		expect(plain.headers.get('content-encoding')).toBeNull();
		expect(plain.headers.get('etag')).not.toBe(packed.headers.get('etag'));
		expect(await plain.text()).toBe(LARGE_JS);
		// A page or a file under a kilobyte is not worth compressing.
		expect((await app.request('/anything', gzip)).headers.get('content-encoding')).toBeNull();
		expect((await app.request('/_app/immutable/x.js', gzip)).headers.get('content-encoding')).toBeNull();
	});

	it('answers a revalidation of an unchanged file with 304', async () => {
		const first = await app.request('/service-worker.js');
		const etag = first.headers.get('etag');
		expect(etag).toBeTruthy();
		const second = await app.request('/service-worker.js', { headers: { 'if-none-match': /** @type {string} */ (etag) } });
		expect(second.status).toBe(304);
		expect(await second.text()).toBe('');
	});
});

describe('caching', () => {
	it('makes the browser revalidate the service worker on every update check', async () => {
		const response = await app.request('/service-worker.js');
		expect(response.headers.get('cache-control')).toBe('no-cache');
		expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
	});

	it('caches content-hashed files under /_app/immutable/ for a year', async () => {
		const response = await app.request('/_app/immutable/x.js');
		expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
	});

	it('makes HTML and other files revalidate', async () => {
		expect((await app.request('/tracker')).headers.get('cache-control')).toBe('no-cache');
		expect((await app.request('/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache');
	});
});

describe('security headers', () => {
	it('allows the inline bootstrap script of 200.html by its sha256 hash', async () => {
		const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
		const response = await app.request('/tracker');
		expect(scriptSrc(response)).toBe(`script-src 'self' 'sha256-${hash}'`);
	});

	it('never allows inline scripts wholesale', async () => {
		const response = await app.request('/');
		const csp = response.headers.get('content-security-policy') ?? '';
		expect(csp).toContain("default-src 'self'");
		expect(csp).toContain("object-src 'none'");
		expect(csp).toContain("frame-ancestors 'none'");
		expect(scriptSrc(response)).not.toContain('unsafe-inline');
		expect(scriptSrc(response)).not.toContain('unsafe-eval');
	});

	it('sends nosniff, no-referrer and same-origin opener policy on every response', async () => {
		const responses = [
			await app.request('/tracker'),
			await app.request('/_app/immutable/x.js'),
			await app.request('/missing.js'),
			await app.request('/relay/health'),
			await app.request('/', fromHost('evil.example'))
		];
		for (const response of responses) {
			expect(response.headers.get('x-content-type-options')).toBe('nosniff');
			expect(response.headers.get('referrer-policy')).toBe('no-referrer');
			expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
		}
	});
});

describe('loopback only', () => {
	it('refuses a request whose Host is not this machine (DNS rebinding)', async () => {
		for (const host of ['evil.example', 'evil.example:5178', 'localhost.evil.example', '127.0.0.1.nip.io', '192.168.1.10:5178']) {
			const body = await expectProblem(await app.request('/', fromHost(host)), 421, 'invalid_url');
			expect(body.detail).toContain('127.0.0.1');
		}
	});

	it('refuses relay calls from a foreign Host too', async () => {
		await expectProblem(await app.request('/relay/health', fromHost('evil.example')), 421, 'invalid_url');
	});

	it('answers 127.0.0.1, localhost and [::1] on any port', async () => {
		for (const host of ['127.0.0.1:5178', '127.0.0.1', 'localhost', 'LOCALHOST:8080', '[::1]:5178', '[::1]']) {
			const response = await app.request('/relay/health', fromHost(host));
			expect(response.status, host).toBe(200);
		}
	});

	it('refuses relay calls that another website makes the browser send', async () => {
		const init = { method: 'POST', headers: { host: '127.0.0.1:5178', origin: 'https://evil.example' }, body: '{}' };
		await expectProblem(await app.request('/relay/health', init), 403, 'invalid_url');
		const fromNull = { method: 'POST', headers: { host: '127.0.0.1:5178', origin: 'null' }, body: '{}' };
		await expectProblem(await app.request('/relay/health', fromNull), 403, 'invalid_url');
	});

	// Issue 27: any local dev server or page on another port of 127.0.0.1 is another origin.
	it('refuses relay calls from another port of this machine, however the browser marks them', async () => {
		const otherPort = { method: 'POST', headers: { host: '127.0.0.1:5178', origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' }, body: '{}' };
		await expectProblem(await app.request('/relay/ai/chat', otherPort), 403, 'invalid_url');
		const otherName = { headers: { host: '127.0.0.1:5178', origin: 'http://localhost:5178' } };
		await expectProblem(await app.request('/relay/captures/token', otherName), 403, 'invalid_url');
		// A no-cors GET carries no Origin, but the browser says where it came from.
		const noCors = { headers: { host: '127.0.0.1:5178', 'sec-fetch-site': 'same-site' } };
		await expectProblem(await app.request('/relay/captures/token', noCors), 403, 'invalid_url');
	});

	it('takes bodies from the page as JSON only: a text/plain post is refused before any route reads it', async () => {
		const plain = { method: 'POST', headers: { host: '127.0.0.1:5178', origin: 'http://127.0.0.1:5178', 'content-type': 'text/plain' }, body: '{"messages":[]}' };
		await expectProblem(await app.request('/relay/ai/chat', plain), 415, 'unsupported_type');
		const form = { method: 'POST', headers: { host: '127.0.0.1:5178', 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' };
		await expectProblem(await app.request('/relay/fetch', form), 415, 'unsupported_type');
	});

	it('accepts relay calls from the page itself', async () => {
		const init = { headers: { host: '127.0.0.1:5178', origin: 'http://127.0.0.1:5178', 'sec-fetch-site': 'same-origin' } };
		expect((await app.request('/relay/health', init)).status).toBe(200);
	});
});

describe('/relay/*', () => {
	it('reports the relay and its version on /relay/health, uncached', async () => {
		const response = await app.request('/relay/health');
		expect(response.status).toBe(200);
		expect(response.headers.get('cache-control')).toBe('no-store');
		expect(await response.json()).toEqual({ relay: true, version: '1.8.2' });
	});

	it('answers every relay path with 503 relay_unavailable when the relay is turned off', async () => {
		for (const path of ['/relay/health', '/relay/fetch', '/relay']) {
			const body = await expectProblem(await appWithoutRelay.request(path), 503, 'relay_unavailable');
			expect(body.detail).toContain('npm start');
		}
	});

	it('still serves the app when the relay is turned off', async () => {
		const response = await appWithoutRelay.request('/tracker');
		expect(response.status).toBe(200);
		expect(await response.text()).toBe(SHELL);
	});

	it('answers an unknown relay path with 404 problem+json, not the app shell', async () => {
		await expectProblem(await app.request('/relay/not-built-yet'), 404, 'not_found');
		await expectProblem(await app.request('/relay/not-built-yet/deeper', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 404, 'not_found');
	});

	it('refuses a request body over 15 MB with 413 payload_too_large', async () => {
		const body = new Uint8Array(MAX_BODY_BYTES + 1);
		const response = await app.request('/relay/health', {
			method: 'POST',
			headers: { 'content-length': String(body.byteLength) },
			body
		});
		await expectProblem(response, 413, 'payload_too_large');
	});

	it('refuses an oversized body sent without a length', async () => {
		const chunk = new Uint8Array(1024 * 1024);
		let sent = 0;
		const stream = new ReadableStream({
			pull(controller) {
				if (sent > MAX_BODY_BYTES) return controller.close();
				sent += chunk.byteLength;
				controller.enqueue(chunk);
			}
		});
		const response = await app.request('/relay/health', {
			method: 'POST',
			headers: { 'transfer-encoding': 'chunked' },
			body: stream,
			// @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types lack it
			duplex: 'half'
		});
		await expectProblem(response, 413, 'payload_too_large');
	});

	it('lets a body of exactly 15 MB through to the routes', async () => {
		const body = new Uint8Array(MAX_BODY_BYTES);
		const response = await app.request('/relay/echo-does-not-exist', {
			method: 'POST',
			headers: { 'content-length': String(body.byteLength), 'content-type': 'application/json' },
			body
		});
		await expectProblem(response, 404, 'not_found');
	});
});
