import { ApiError } from './errors';
import type { Body, RawResponse, Transport } from './transport';
import { isWrite, pendingWrites } from '$lib/platform/pending-writes';
import { reportStorageProblem } from '$lib/platform/storage-signal';

export const API_BASE = '/api/v1';

function parseFailure(raw: RawResponse): ApiError {
	try {
		const body = JSON.parse(raw.text);
		if (body && typeof body.code === 'string') return new ApiError(body);
	} catch {
		/* not problem+json: described below */
	}
	return new ApiError({ status: raw.status, code: 'internal_error', detail: 'The local core gave an unexpected answer. Reload the page and try again.' });
}

/** Sends one request through the transport; any answer of 400 or more is thrown as an ApiError. */
function createSender(transport: () => Transport) {
	return async function send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<RawResponse> {
		const payload: Body = body === undefined ? undefined : body instanceof FormData || body instanceof Blob ? body : JSON.stringify(body);
		// Counted from the call on, synchronously: a page closed right after a click still warns.
		const ended = isWrite(method) ? pendingWrites.begin() : null;
		let raw: RawResponse;
		try {
			raw = await transport()(method, API_BASE + path, payload, headers);
		} catch {
			throw new ApiError({ status: 0, code: 'network', detail: 'Rumo could not reach its local engine. Reload the page and try again.' });
		} finally {
			ended?.();
		}
		if (raw.status >= 400) {
			const failure = parseFailure(raw);
			if (failure.code.startsWith('storage_')) reportStorageProblem(failure);
			throw failure;
		}
		return raw;
	};
}

/**
 * Sends one API call and returns its parsed JSON, or throws an ApiError. A FormData or a Blob (a file
 * sent as it is) travels as it is; `options.text`: the answer's text, unparsed (a file to save).
 */
export function createCaller(transport: () => Transport) {
	const send = createSender(transport);
	return async function call<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>, options: { text?: boolean } = {}): Promise<T> {
		const raw = await send(method, path, body, headers);
		if (raw.status === 204 || raw.text === '') return undefined as T;
		if (options.text || !raw.contentType.includes('json')) return raw.text as T;
		return JSON.parse(raw.text) as T;
	};
}

/** A file the core made, ready to save or preview. */
export type DownloadedFile = { blob: Blob; filename: string; contentType: string };

/** `attachment; filename="a.pdf"` or `filename*=UTF-8''a%20b.pdf` → the name; null without one. */
export function filenameFrom(disposition: string | null | undefined): string | null {
	if (!disposition) return null;
	const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
	if (encoded) {
		try {
			return decodeURIComponent(encoded[1].trim());
		} catch {
			/* a malformed escape: fall back to the plain parameter */
		}
	}
	const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
	const name = (plain?.[1] ?? plain?.[2])?.trim();
	return name || null;
}

/**
 * GETs a file (an export): the bytes as a Blob, whether the core sent text (Markdown, JSON) or a
 * binary file, with the name the core chose. A failure throws the usual ApiError.
 */
export function createDownloader(transport: () => Transport) {
	const send = createSender(transport);
	return async function download(path: string, fallbackName = 'download'): Promise<DownloadedFile> {
		const raw = await send('GET', path);
		const contentType = raw.contentType || 'application/octet-stream';
		const blob = raw.blob ?? new Blob([raw.text], { type: contentType });
		return { blob, filename: filenameFrom(raw.disposition) ?? fallbackName, contentType };
	};
}

export type Caller = ReturnType<typeof createCaller>;
export type Downloader = ReturnType<typeof createDownloader>;

/** `?a=1&b=x` from the defined entries of an object. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
	const text = search.toString();
	return text ? `?${text}` : '';
}
