import type { z } from 'zod';
import { Problem, fieldErrors, problem } from './problem';
import type { ApiRequest, ApiResponse } from './types';
import type { CoreEnv } from '../env';

export const API_PREFIX = '/api/v1';
/** CONTRACT.md limits. */
export const MAX_BODY_BYTES = 15 * 1024 * 1024;

/** A multipart field that is a file (readBody leaves files as File objects): for a route's body schema. */
export const isFile = (v: unknown): v is File => typeof v === 'object' && v !== null && typeof (v as File).arrayBuffer === 'function' && 'size' in v;

/** `maxBytes`: a route that takes more than the API's general body limit (imports of 100,000 rows). */
type Schemas = { body?: z.ZodType; query?: z.ZodType; maxBytes?: number };
type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;

export type RouteContext<S extends Schemas = Schemas> = {
	body: Parsed<S, 'body'>;
	query: Parsed<S, 'query'>;
	params: Record<string, string>;
	env: CoreEnv;
	request: ApiRequest;
};

declare const DATA: unique symbol;
/** An answer; `T`, for the type checker alone, is what its data is (a contract's handler must answer its response type). */
export type Reply<T = unknown> = {
	status: number;
	data?: unknown;
	contentType?: string;
	text?: string;
	bytes?: Uint8Array<ArrayBuffer>;
	headers?: Record<string, string>;
	readonly [DATA]?: T;
};

export const ok = <T>(data: T): Reply<T> => ({ status: 200, data });
export const created = <T>(data: T): Reply<T> => ({ status: 201, data });
export const noContent = (): Reply<void> => ({ status: 204 });
/** A file to download (CSV, JSON export) rather than an API document. */
export const file = (text: string, contentType: string, filename: string): Reply<string> => ({
	status: 200,
	text,
	contentType,
	headers: { 'content-disposition': `attachment; filename="${filename}"` }
});
/**
 * A binary file to download (DOCX, PDF). The bytes are copied into a buffer of their own when they
 * are a view into a larger one: the buffer is transferred across threads, which empties it.
 */
export const binaryFile = (bytes: Uint8Array, contentType: string, filename: string): Reply<Uint8Array> => ({
	status: 200,
	bytes: bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes),
	contentType,
	headers: { 'content-disposition': `attachment; filename="${filename}"` }
});

export type Route = {
	method: string;
	pattern: string;
	schemas: Schemas;
	handle: (ctx: RouteContext) => Promise<Reply> | Reply;
};

function define(method: string) {
	return <S extends Schemas>(pattern: string, schemas: S, handle: (ctx: RouteContext<S>) => Promise<Reply> | Reply): Route => ({
		method,
		pattern,
		schemas,
		handle: handle as Route['handle']
	});
}

export const get = define('GET');
export const post = define('POST');
export const put = define('PUT');
export const patch = define('PATCH');
export const del = define('DELETE');

type Compiled = Route & { parts: string[] };

function matchParts(parts: string[], path: string[]): Record<string, string> | null {
	if (parts.length !== path.length) return null;
	const params: Record<string, string> = {};
	for (let i = 0; i < parts.length; i++) {
		const part = parts[i];
		if (part.startsWith(':')) {
			if (!path[i]) return null;
			params[part.slice(1)] = decodeURIComponent(path[i]);
		} else if (part !== path[i]) return null;
	}
	return params;
}

const decoder = new TextDecoder();

async function readBody(request: ApiRequest): Promise<unknown> {
	if (!request.body || request.body.byteLength === 0) return undefined;
	const type = request.headers['content-type'] ?? '';
	if (type.startsWith('multipart/form-data')) {
		// The platform's own multipart parser: Response.formData() works in every worker.
		const form = await new Response(request.body, { headers: { 'content-type': type } }).formData();
		const fields: Record<string, FormDataEntryValue> = {};
		for (const [key, value] of form) fields[key] = value;
		return fields;
	}
	try {
		return JSON.parse(decoder.decode(request.body));
	} catch {
		throw problem('validation_failed', 'The request body is not valid JSON.', [{ path: '(body)', message: 'Invalid JSON' }]);
	}
}

/**
 * A storage failure as the contract's problem, with `params.reason` (quota, not_open, integrity) so
 * the page tells a full disk from a database that will not open without reading the sentence.
 */
function storageProblem(error: unknown): Problem | null {
	const name = (error as { name?: string })?.name ?? '';
	if (name === 'QuotaExceededError' || (error as { inner?: { name?: string } })?.inner?.name === 'QuotaExceededError')
		return problem('storage_unavailable', 'Your browser storage is full. Free some space in Settings → Storage, then try again.', undefined, { reason: 'quota' });
	if (['OpenFailedError', 'DatabaseClosedError', 'MissingAPIError', 'InvalidStateError', 'VersionError'].includes(name))
		return problem('storage_unavailable', 'Local storage could not be opened. Close other Rumo tabs or reload the page, then try again.', undefined, { reason: 'not_open' });
	if (['DataError', 'DataCloneError', 'SchemaError', 'UpgradeError'].includes(name))
		return problem('storage_corrupted', 'Local storage failed its integrity check. Restore a backup or clear local data in Settings.', undefined, { reason: 'integrity' });
	return null;
}

function respond(reply: Reply): ApiResponse {
	const headers: Record<string, string> = { ...reply.headers };
	if (reply.status === 204) return { status: 204, headers, body: null };
	if (reply.bytes) {
		headers['content-type'] = reply.contentType ?? 'application/octet-stream';
		return { status: reply.status, headers, body: null, bytes: reply.bytes };
	}
	if (reply.text !== undefined) {
		headers['content-type'] = reply.contentType ?? 'text/plain; charset=utf-8';
		return { status: reply.status, headers, body: reply.text };
	}
	headers['content-type'] = 'application/json';
	return { status: reply.status, headers, body: JSON.stringify(reply.data ?? null) };
}

function respondProblem(p: Problem): ApiResponse {
	return { status: p.status, headers: { 'content-type': 'application/problem+json' }, body: JSON.stringify(p) };
}

const isParam = (part: string) => part.startsWith(':');

/**
 * Routes in the order they are tried: at the first segment where two differ, a fixed word before a
 * parameter, so `GET /resume/tailor` never lands on `/resume/:id` whatever order the capabilities
 * list their routes in (otherwise stable). Two routes one request could both match the same way
 * (same method, same words, parameters in the same places) are a mistake, refused at start.
 */
export function orderRoutes(routes: Route[]): Compiled[] {
	const compiled = routes.map((route) => ({ ...route, parts: route.pattern.split('/').filter(Boolean) }));
	const seen = new Map<string, string>();
	for (const route of compiled) {
		const shape = `${route.method} /${route.parts.map((part) => (isParam(part) ? ':' : part)).join('/')}`;
		const other = seen.get(shape);
		if (other !== undefined) throw new Error(`Two routes answer ${shape}: ${other} and ${route.pattern}`);
		seen.set(shape, route.pattern);
	}
	return compiled.sort((a, b) => {
		for (let i = 0; i < Math.min(a.parts.length, b.parts.length); i++) {
			const [aParam, bParam] = [isParam(a.parts[i]), isParam(b.parts[i])];
			if (aParam !== bParam) return aParam ? 1 : -1;
		}
		return 0;
	});
}

/** One router for every capability: match → limits → validate → handle → problem+json on any error. */
export function createRouter(routes: Route[], env: CoreEnv) {
	const compiled = orderRoutes(routes);

	async function dispatch(request: ApiRequest): Promise<Reply> {
		const url = new URL(request.url, 'http://core.local');
		if (!url.pathname.startsWith(API_PREFIX + '/')) throw problem('not_found', `No such endpoint: ${url.pathname}`);
		const path = url.pathname.slice(API_PREFIX.length).split('/').filter(Boolean);

		let allowed = false;
		for (const route of compiled) {
			const params = matchParts(route.parts, path);
			if (!params) continue;
			if (route.method !== request.method) {
				allowed = true;
				continue;
			}
			const limit = route.schemas.maxBytes ?? MAX_BODY_BYTES;
			if (request.body && request.body.byteLength > limit)
				throw problem('payload_too_large', `The request is larger than ${Math.round(limit / 1024 / 1024)} MB. Send a smaller file or less text.`);
			let body: unknown = undefined;
			if (route.schemas.body) {
				const parsed = route.schemas.body.safeParse(await readBody(request));
				if (!parsed.success) throw problem('validation_failed', 'Some fields need attention.', fieldErrors(parsed.error));
				body = parsed.data;
			}
			let query: unknown = undefined;
			if (route.schemas.query) {
				const parsed = route.schemas.query.safeParse(Object.fromEntries(url.searchParams));
				if (!parsed.success) throw problem('validation_failed', 'Some query parameters are not valid.', fieldErrors(parsed.error, 'query'));
				query = parsed.data;
			}
			return route.handle({ body, query, params, env, request } as RouteContext);
		}
		if (allowed) throw problem('method_not_allowed', `${request.method} is not supported on ${url.pathname}.`);
		throw problem('not_found', `No such endpoint: ${url.pathname}`);
	}

	return async function handle(request: ApiRequest): Promise<ApiResponse> {
		try {
			return respond(await dispatch(request));
		} catch (error) {
			if (error instanceof Problem) return respondProblem(error);
			const storage = storageProblem(error);
			if (storage) return respondProblem(storage);
			console.error('[rumo core] unexpected error', error);
			return respondProblem(problem('internal_error', 'Something unexpected went wrong. Nothing was saved; try again.'));
		}
	};
}
