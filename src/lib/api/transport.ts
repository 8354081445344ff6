import * as Comlink from 'comlink';
import type { ApiRequest } from '$core/http/types';
import { coreWorker } from '$lib/platform/core-worker';

/** What every transport answers: the same three things a fetch Response carries that we use. */
export type RawResponse = { status: number; contentType: string; text: string };
export type Body = string | FormData | undefined;
export type Transport = (method: string, path: string, body?: Body) => Promise<RawResponse>;

/** Turns a body into bytes and a content type exactly as fetch would send them. */
async function encodeBody(method: string, body: Body): Promise<{ bytes: ArrayBuffer | null; type: string | null }> {
	if (body === undefined) return { bytes: null, type: null };
	const request = new Request('http://rumo.local/', {
		method,
		body,
		headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {}
	});
	return { bytes: await request.arrayBuffer(), type: request.headers.get('content-type') };
}

/** Straight to this tab's core worker: used before a service worker controls the page. */
export const directTransport: Transport = async (method, path, body) => {
	const { bytes, type } = await encodeBody(method, body);
	const request: ApiRequest = { method, url: path, headers: type ? { 'content-type': type } : {}, body: bytes };
	const response = await coreWorker().handle(bytes ? Comlink.transfer(request, [bytes]) : request);
	return { status: response.status, contentType: response.headers['content-type'] ?? '', text: response.body ?? '' };
};

/** Through the service worker, as any fetch of /api/v1 would go. */
export const fetchTransport: Transport = async (method, path, body) => {
	const response = await fetch(path, {
		method,
		body,
		headers: typeof body === 'string' ? { 'content-type': 'application/json' } : undefined
	});
	return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
};

/** The real-mode transport: the service worker when it controls the page, else the worker directly. */
export const realTransport: Transport = (method, path, body) =>
	navigator.serviceWorker?.controller ? fetchTransport(method, path, body) : directTransport(method, path, body);
