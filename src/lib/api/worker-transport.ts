import * as Comlink from 'comlink';
import type { ApiRequest, CoreApi } from '$core/http/contract';
import type { Body, Transport } from './transport-types';

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

/**
 * Straight to a core worker over comlink, no service worker in between. The worker is given, not
 * imported: the demo build uses this with its own worker and so never bundles the real one.
 */
export function workerTransport(worker: () => Pick<Comlink.Remote<CoreApi>, 'handle'>): Transport {
	return async (method, path, body, headers) => {
		const { bytes, type } = await encodeBody(method, body);
		const request: ApiRequest = { method, url: path, headers: { ...headers, ...(type ? { 'content-type': type } : {}) }, body: bytes };
		const response = await worker().handle(bytes ? Comlink.transfer(request, [bytes]) : request);
		const contentType = response.headers['content-type'] ?? '';
		const disposition = response.headers['content-disposition'] ?? null;
		if (response.bytes) return { status: response.status, contentType, text: '', disposition, blob: new Blob([response.bytes], { type: contentType }) };
		return { status: response.status, contentType, text: response.body ?? '', disposition };
	};
}
