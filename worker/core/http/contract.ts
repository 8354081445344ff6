import type { z } from 'zod';
import type { Topic } from '../platform/topics';

/** What any endpoint answers when it refuses (problem+json), for the UI's error type. */
export type { FieldError, ProblemDetails } from '../engine/problem';
/** What crosses the bridge between the page (or the service worker) and the core worker. */
export type { ApiRequest, ApiResponse, CoreApi, PortReply, PortRequest } from './types';

/**
 * A capability's endpoints declared once, as data (issue 29): method, path, body and query schemas,
 * the response type, and flags. The worker implements a contract with typed handlers
 * (`implement` in http/implement.ts: a handler answering the wrong shape fails the type check); the
 * UI's client is derived from the same declaration (src/lib/api/contract-client.ts) through a
 * generated, zod-free table of methods and paths; the README's API row is generated from the
 * summaries. No zod at run time here: the UI imports this file's types only.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const RESPONSE: unique symbol;
/** The type an endpoint answers, carried for the type checker alone (many answers have no schema). */
export type Returns<T> = { readonly [RESPONSE]?: T };
export const returns = <T>(): Returns<T> => ({});

export type EndpointSpec = {
	/** What it does, in a phrase: the README's API table says it. */
	summary: string;
	body?: z.ZodType;
	query?: z.ZodType;
	/** A body larger than the API's general limit (CONTRACT.md): imports of 100,000 rows. */
	maxBytes?: number;
	/** The body is a file as it is (its bytes, or a multipart `file`), read by the handler: no schema (a backup to restore). */
	upload?: true;
	response: Returns<unknown>;
	/** A file to save: `true`, its text (CSV, JSON export); `'blob'`, its bytes and name (DOCX, PDF). */
	file?: true | 'blob';
	/** Long work, cancellable under the `x-rumo-task` header. */
	task?: boolean;
	/** What a success changes: screens showing these reload. */
	topics?: readonly Topic[];
};

export type Endpoint<M extends Method = Method, P extends string = string, S extends EndpointSpec = EndpointSpec> = S & { method: M; path: P };

export function endpoint<M extends Method, P extends string, S extends EndpointSpec>(method: M, path: P, spec: S): Endpoint<M, P, S> {
	return { ...spec, method, path };
}

/** A capability's endpoints by name: `list`, `create`, … (the client's method names). */
export type Contract = Record<string, Endpoint>;

export type ResponseOf<E> = E extends { response: Returns<infer T> } ? T : never;

/** `/tracker/jobs/:id/interviews` → `{ id: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
	? { [K in Name]: string } & PathParams<`/${Rest}`>
	: P extends `${string}:${infer Name}`
		? { [K in Name]: string }
		: Record<never, never>;

export type BodyIn<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type BodyOut<E> = E extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type QueryIn<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type QueryOut<E> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;

/** The zod-free part of an endpoint the UI needs at run time (endpoints.generated.ts). */
export type EndpointAddress = { method: Method; path: string; file?: true | 'blob' };

/** A contract's addresses by name, as the generator writes them. */
export function addressesOf(contract: Contract): Record<string, EndpointAddress> {
	return Object.fromEntries(
		Object.entries(contract).map(([name, e]) => [name, e.file ? { method: e.method, path: e.path, file: e.file } : { method: e.method, path: e.path }])
	);
}

/** The README's row for a capability: each endpoint with its summary, as the API table lists them. */
export function readmeRow(capability: string, contract: Contract): string {
	const pathText = (path: string) => path.replace(/:(\w+)/g, '{$1}');
	return `| ${capability} | ${Object.values(contract)
		.map((e) => `\`${e.method} ${pathText(e.path)}\` ${e.summary.replace(/\|/g, '\\|')}`)
		.join('; ')} |`;
}
