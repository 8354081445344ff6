import { coreWorker } from '$lib/platform/core-worker';
import { workerTransport } from './worker-transport';
import { isTextType, type Transport } from './transport-types';

export { isTextType, type Body, type RawResponse, type Transport } from './transport-types';

/** Straight to this tab's core worker: used before a service worker controls the page. */
export const directTransport: Transport = workerTransport(coreWorker);

/** Through the service worker, as any fetch of /api/v1 would go. */
export const fetchTransport: Transport = async (method, path, body, headers) => {
	const response = await fetch(path, {
		method,
		body,
		headers: { ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}), ...headers }
	});
	const contentType = response.headers.get('content-type') ?? '';
	const disposition = response.headers.get('content-disposition');
	if (!isTextType(contentType)) return { status: response.status, contentType, text: '', disposition, blob: await response.blob() };
	return { status: response.status, contentType, text: await response.text(), disposition };
};

/** The real-mode transport: the service worker when it controls the page, else the worker directly. */
export const realTransport: Transport = (method, path, body, headers) =>
	navigator.serviceWorker?.controller ? fetchTransport(method, path, body, headers) : directTransport(method, path, body, headers);
