import { describe, expect, it } from 'vitest';
import { FetchProblem } from './relay-fetch';
import { webGet, WebUnreachable } from './web-get';
import { testClient, testEnv } from '../testing/env';

const URL_ = 'https://api.github.com/repos/ana/site';

/** A core environment with the codehost consent and `answer` as its direct GET, recording each request. */
async function setup(answer: (url: string, init: RequestInit) => Promise<Response> | Response, consent = true) {
	const { env } = testEnv();
	const asked: { url: string; init: RequestInit }[] = [];
	env.web = async (url, init) => {
		asked.push({ url, init });
		return answer(url, init);
	};
	if (consent) await testClient(env).put('/settings/consents/codehost', { granted: true });
	return { env, asked };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
	new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

describe('a direct GET', () => {
	it('asks nothing before the consent', async () => {
		const { env, asked } = await setup(() => json({}), false);
		await expect(webGet(env, URL_, { consent: 'codehost' })).rejects.toMatchObject({ code: 'consent_required' });
		expect(asked).toEqual([]);
	});

	it('sends no credentials and no header but If-None-Match', async () => {
		const { env, asked } = await setup(() => json({ ok: true }));
		await webGet(env, URL_, { consent: 'codehost' });
		await webGet(env, URL_, { consent: 'codehost', etag: '"v1"' });
		expect(asked.map(({ init }) => [init.method, init.credentials, init.headers])).toEqual([
			['GET', 'omit', undefined],
			['GET', 'omit', { 'if-none-match': '"v1"' }]
		]);
	});

	it('answers like the relay: body, validators and only the allow-listed headers, within their limits', async () => {
		const { env } = await setup(() =>
			json([{ id: 1 }], 200, {
				etag: 'W/"abc"',
				'last-modified': 'Tue, 02 Jun 2026 10:00:00 GMT',
				link: '<https://api.github.com/user/1/repos?page=2>; rel="next"',
				'x-ratelimit-remaining': '57',
				'x-ratelimit-reset': '1795576233',
				'x-next-page': '2'.repeat(17),
				'x-github-request-id': 'AB:CD',
				server: 'github.com'
			})
		);
		expect(await webGet(env, URL_, { consent: 'codehost' })).toEqual({
			url: URL_,
			body: '[{"id":1}]',
			contentType: 'application/json',
			etag: 'W/"abc"',
			lastModified: 'Tue, 02 Jun 2026 10:00:00 GMT',
			notModified: false,
			headers: { link: '<https://api.github.com/user/1/repos?page=2>; rel="next"', 'x-ratelimit-remaining': '57', 'x-ratelimit-reset': '1795576233' }
		});
	});

	it('answers notModified for a 304 to a conditional request, and refuses one to any other', async () => {
		const { env } = await setup(() => new Response(null, { status: 304, headers: { 'x-ratelimit-remaining': '56' } }));
		expect(await webGet(env, URL_, { consent: 'codehost', etag: '"v1"' })).toEqual({
			url: URL_,
			body: '',
			contentType: '',
			etag: '"v1"',
			lastModified: null,
			notModified: true,
			headers: { 'x-ratelimit-remaining': '56' }
		});
		await expect(webGet(env, URL_, { consent: 'codehost' })).rejects.toMatchObject({ code: 'source_unavailable', params: { reason: 'status_304' } });
	});

	it('refuses a status with the relay’s code and reason, keeping the answer’s headers', async () => {
		const cases: [number, string][] = [[404, 'source_unavailable'], [410, 'source_unavailable'], [401, 'page_blocked'], [403, 'page_blocked'], [429, 'page_blocked'], [500, 'source_unavailable'], [502, 'source_unavailable']];
		for (const [status, code] of cases) {
			const { env } = await setup(() => json({ message: 'secret body' }, status, { 'retry-after': '60', 'x-ratelimit-reset': '1795576233' }));
			const error = await webGet(env, URL_, { consent: 'codehost' }).catch((e: unknown) => e);
			expect(error, String(status)).toBeInstanceOf(FetchProblem);
			expect(error).toMatchObject({ code, params: { reason: `status_${status}` }, headers: { 'retry-after': '60', 'x-ratelimit-reset': '1795576233' } });
			expect(JSON.stringify(error)).not.toContain('secret body');
			// The headers stay in the core: the problem the API answers does not carry them.
			expect(JSON.stringify((error as FetchProblem).toJSON())).not.toContain('retry-after');
		}
	});

	it('refuses a body over 2 MB, declared or streamed, and a type Rumo does not read', async () => {
		const big = 'x'.repeat(2 * 1024 * 1024 + 1);
		const declared = await setup(() => new Response('{}', { headers: { 'content-type': 'application/json', 'content-length': String(big.length) } }));
		await expect(webGet(declared.env, URL_, { consent: 'codehost' })).rejects.toMatchObject({ code: 'page_blocked', params: { reason: 'too_large' } });
		const streamed = await setup(() => new Response(big, { headers: { 'content-type': 'text/plain' } }));
		await expect(webGet(streamed.env, URL_, { consent: 'codehost' })).rejects.toMatchObject({ code: 'page_blocked', params: { reason: 'too_large' } });
		const binary = await setup(() => new Response(new Uint8Array([0, 1, 2]), { headers: { 'content-type': 'application/octet-stream' } }));
		await expect(webGet(binary.env, URL_, { consent: 'codehost' })).rejects.toMatchObject({ code: 'page_blocked', params: { reason: 'content_type' } });
	});

	it('reads a larger body when its caller allows it (a code host\'s whole tree), and names that bound when it is passed', async () => {
		const tree = JSON.stringify({ tree: 'x'.repeat(3 * 1024 * 1024) });
		const host = await setup(() => new Response(tree, { headers: { 'content-type': 'application/json' } }));
		expect((await webGet(host.env, URL_, { consent: 'codehost', maxBytes: 8 * 1024 * 1024 })).body.length).toBe(tree.length);
		await expect(webGet(host.env, URL_, { consent: 'codehost', maxBytes: 1024 * 1024 })).rejects.toMatchObject({ message: expect.stringContaining('(1 MB)') });
	});

	it('gives up after its time budget, body included', async () => {
		const never = (_url: string, init: RequestInit) =>
			new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
		const { env } = await setup(never);
		await expect(webGet(env, URL_, { consent: 'codehost', timeoutMs: 50 })).rejects.toMatchObject({ code: 'source_unavailable', params: { reason: 'timeout' } });

		const slowBody = await setup(
			(_url, init) =>
				new Response(
					new ReadableStream({
						start(controller) {
							controller.enqueue(new TextEncoder().encode('{"a":'));
							init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
						}
					}),
					{ headers: { 'content-type': 'application/json' } }
				)
		);
		await expect(webGet(slowBody.env, URL_, { consent: 'codehost', timeoutMs: 50 })).rejects.toMatchObject({ params: { reason: 'timeout' } });
	});

	it('is unreachable when the browser cannot ask or may not read the answer, or there is no browser to ask from', async () => {
		const { env } = await setup(() => {
			throw new TypeError('Failed to fetch');
		});
		await expect(webGet(env, URL_, { consent: 'codehost' })).rejects.toBeInstanceOf(WebUnreachable);
		const none = await setup(() => json({}));
		delete none.env.web;
		await expect(webGet(none.env, URL_, { consent: 'codehost' })).rejects.toBeInstanceOf(WebUnreachable);
	});

	it('stops when the caller does, without taking it for an unreachable host', async () => {
		const controller = new AbortController();
		const { env } = await setup(
			(_url, init) =>
				new Promise<Response>((_resolve, reject) => {
					init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
					controller.abort();
				})
		);
		const error = await webGet(env, URL_, { consent: 'codehost', signal: controller.signal }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(DOMException);
		expect(error).not.toBeInstanceOf(WebUnreachable);
	});
});
