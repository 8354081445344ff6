import 'fake-indexeddb/auto';
import { openDb } from '../db';
import type { CoreEnv } from '../env';
import { createCore } from '../app';
import type { ApiResponse } from '../http/types';

let counter = 0;

/** A core environment over an in-memory IndexedDB with a clock the test controls. */
export function testEnv(start = '2026-11-01T12:00:00.000Z') {
	let now = new Date(start);
	let ids = 0;
	const notices: string[] = [];
	const env: CoreEnv = {
		db: openDb(`rumo-test-${++counter}-${Math.random().toString(36).slice(2)}`),
		now: () => new Date(now),
		newId: () => `id-${++ids}`,
		notify: (topic) => notices.push(topic),
		origin: 'http://127.0.0.1:5178',
		relay: async () => {
			throw new TypeError('Failed to fetch');
		},
		relayAvailable: async () => false,
		storageEstimate: async () => ({ usage: 1000, quota: 1_000_000, persisted: false })
	};
	return {
		env,
		notices,
		/** Moves the test clock forward. */
		advance(days: number) {
			now = new Date(now.getTime() + days * 86_400_000);
		}
	};
}

const encoder = new TextEncoder();

/** Calls the whole core (router included) like the service worker does. */
export function testClient(env: CoreEnv) {
	const core = createCore(env);
	async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
		// Bytes (a multipart upload of a PDF) go as they are; anything else as text or JSON.
		const bytes = body instanceof ArrayBuffer ? body : body instanceof Uint8Array ? (body.slice().buffer as ArrayBuffer) : null;
		const payload = bytes || body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
		const response: ApiResponse = await core.handle({
			method,
			url: `/api/v1${url}`,
			headers: { 'content-type': 'application/json', ...headers },
			body: bytes ?? (payload === null ? null : (encoder.encode(payload).buffer as ArrayBuffer))
		});
		return {
			status: response.status,
			contentType: response.headers['content-type'],
			// eslint-disable-next-line @typescript-eslint/no-explicit-any
			data: response.body ? (JSON.parse(response.body) as any) : null
		};
	}
	return {
		call,
		get: (url: string) => call('GET', url),
		post: (url: string, body?: unknown) => call('POST', url, body),
		put: (url: string, body?: unknown) => call('PUT', url, body),
		patch: (url: string, body?: unknown) => call('PATCH', url, body),
		del: (url: string) => call('DELETE', url)
	};
}

/** A relay that answers every request with `page` (status and JSON body), recording "path body" of each. */
export function relayServing(env: CoreEnv, page: { status: number; body: unknown }) {
	const asked: string[] = [];
	env.relay = async (path, init) => {
		asked.push(`${path} ${init?.body ?? ''}`);
		return new Response(JSON.stringify(page.body), { status: page.status, headers: { 'content-type': 'application/json' } });
	};
	return asked;
}
