import { coreWorker } from '$lib/platform/core-worker';
import { workerTransport } from './worker-transport';

/** What every transport answers: the same three things a fetch Response carries that we use. */
export type RawResponse = { status: number; contentType: string; text: string };
export type Body = string | FormData | Blob | undefined;
/** `headers`: the few a call adds (x-rumo-task names a long request for its progress and cancel). */
export type Transport = (method: string, path: string, body?: Body, headers?: Record<string, string>) => Promise<RawResponse>;

/** Straight to this tab's core worker: used before a service worker controls the page. */
export const directTransport: Transport = workerTransport(coreWorker);

/** Through the service worker, as any fetch of /api/v1 would go. */
export const fetchTransport: Transport = async (method, path, body, headers) => {
	const response = await fetch(path, {
		method,
		body,
		headers: { ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}), ...headers }
	});
	return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
};

/** The real-mode transport: the service worker when it controls the page, else the worker directly. */
export const realTransport: Transport = (method, path, body, headers) =>
	navigator.serviceWorker?.controller ? fetchTransport(method, path, body, headers) : directTransport(method, path, body, headers);
