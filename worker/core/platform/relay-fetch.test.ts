import { describe, expect, it } from 'vitest';
import { FORWARDED_HEADERS } from '../../../relay/fetch/forwarded-headers.mjs';
import { ANSWER_HEADERS, FetchProblem, headersOf, relayFetch } from './relay-fetch';
import { relayServing, testClient, testEnv } from '../testing/env';

const OPTIONS = { consent: 'codehost' as const, relayDown: 'The relay is not running.' };

async function setup(page: { status: number; body: unknown }) {
	const { env } = testEnv();
	await testClient(env).put('/settings/consents/codehost', { granted: true });
	relayServing(env, page);
	return env;
}

describe('relayFetch and the headers the relay passes on', () => {
	it('keeps to the relay’s own allow-list, with the same limits', () => {
		expect(ANSWER_HEADERS).toEqual(FORWARDED_HEADERS);
	});

	it('gives back the allow-listed headers of a page, and nothing else the relay might send', async () => {
		const env = await setup({
			status: 200,
			body: { url: 'https://gitlab.com/api/v4/x', status: 200, body: '[]', notModified: false, etag: null, lastModified: null, headers: { 'x-next-page': '3', 'x-total-pages': '7', 'set-cookie': 'a=b', link: 42 } }
		});
		expect((await relayFetch(env, 'https://gitlab.com/api/v4/x', OPTIONS)).headers).toEqual({ 'x-next-page': '3', 'x-total-pages': '7' });
	});

	it('reads an answer from a relay that sends no headers as one without them', async () => {
		const env = await setup({ status: 200, body: { url: 'https://gitlab.com/api/v4/x', body: '[]', notModified: false, etag: null, lastModified: null } });
		expect((await relayFetch(env, 'https://gitlab.com/api/v4/x', OPTIONS)).headers).toEqual({});
	});

	it('keeps the headers of a refused status in the problem, out of what the API answers', async () => {
		const env = await setup({
			status: 422,
			body: { type: 'about:blank', title: 'x', status: 422, code: 'page_blocked', detail: 'Blocked.', params: { reason: 'status_429' }, headers: { 'retry-after': '120' } }
		});
		const error = await relayFetch(env, 'https://gitlab.com/api/v4/x', OPTIONS).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(FetchProblem);
		expect(error).toMatchObject({ code: 'page_blocked', params: { reason: 'status_429' } });
		expect(headersOf(error)).toEqual({ 'retry-after': '120' });
		expect((error as FetchProblem).toJSON()).not.toHaveProperty('headers');
	});

	it('has no headers for a problem that is no answer of the site', async () => {
		const env = await setup({ status: 502, body: { type: 'about:blank', title: 'x', status: 502, code: 'source_unavailable', detail: 'Down.', params: { reason: 'timeout' } } });
		const error = await relayFetch(env, 'https://gitlab.com/api/v4/x', OPTIONS).catch((e: unknown) => e);
		expect(error).not.toBeInstanceOf(FetchProblem);
		expect(headersOf(error)).toEqual({});
	});
});
