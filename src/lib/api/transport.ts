import { coreWorker } from '$lib/platform/core-worker';
import { workerTransport } from './worker-transport';

/**
 * What every transport answers: the parts of a fetch Response the client uses. A binary file
 * (DOCX, PDF) comes as `blob` with `text` empty; `disposition` names a file to download.
 */
export type RawResponse = { status: number; contentType: string; text: string; disposition?: string | null; blob?: Blob };

/** Whether an answer is text (JSON, problem+json, CSV, Markdown) rather than a binary file. */
export const isTextType = (contentType: string) => !contentType || /^text\/|[/+]json\b|[/+]xml\b/i.test(contentType);
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
	const contentType = response.headers.get('content-type') ?? '';
	const disposition = response.headers.get('content-disposition');
	if (!isTextType(contentType)) return { status: response.status, contentType, text: '', disposition, blob: await response.blob() };
	return { status: response.status, contentType, text: await response.text(), disposition };
};

/** The real-mode transport: the service worker when it controls the page, else the worker directly. */
export const realTransport: Transport = (method, path, body, headers) =>
	navigator.serviceWorker?.controller ? fetchTransport(method, path, body, headers) : directTransport(method, path, body, headers);
