import type { BodyIn, Contract, Endpoint, EndpointAddress, PathParams, QueryIn, ResponseOf } from '$core/http/contract';
import type { Caller, DownloadedFile, Downloader } from './client';
import { withTask } from './tasks';

/**
 * The UI's client, derived from a capability's contract (issue 29): one generic function per
 * endpoint whose params, query, body and answer are the contract's types. At run time it needs only
 * each endpoint's method and path, from endpoints.generated.ts (zod-free, so no schema ships to the
 * page); the contract itself is imported for its types alone.
 */
type Optional<A> = Record<never, never> extends A ? true : false;

export type CallArgs<E extends Endpoint> = (keyof PathParams<E['path']> extends never ? { params?: undefined } : { params: PathParams<E['path']> }) &
	([QueryIn<E>] extends [never] ? { query?: undefined } : { query?: QueryIn<E> }) &
	([BodyIn<E>] extends [never] ? (E extends { upload: true } ? { body: Blob | FormData } : { body?: undefined }) : { body: BodyIn<E> | FormData }) & {
		/** Names a long request after its task (progress, cancel). */
		task?: string | null;
	};

/** A `file: 'blob'` endpoint answers the file itself (bytes, name, type), whatever its response type says. */
type Answer<E extends Endpoint> = E extends { file: 'blob' } ? DownloadedFile : ResponseOf<E>;

export type ClientOf<C extends Contract> = {
	[K in keyof C]: Optional<CallArgs<C[K]>> extends true ? (args?: CallArgs<C[K]>) => Promise<Answer<C[K]>> : (args: CallArgs<C[K]>) => Promise<Answer<C[K]>>;
};

type AnyArgs = { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; task?: string | null };

/** `/tracker/jobs/:id` with `{ id: 'a b' }` → `/tracker/jobs/a%20b`. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
	return path.replace(/:(\w+)/g, (_, name: string) => {
		const value = params[name];
		if (value === undefined) throw new TypeError(`${path} needs ${name}`);
		return encodeURIComponent(value);
	});
}

/** `?a=1&b=x` from the defined entries (an array is written comma-separated, as the API reads lists). */
export function searchOf(query: Record<string, unknown> = {}): string {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) {
		if (value === undefined || value === null || value === '') continue;
		search.set(key, Array.isArray(value) ? value.join(',') : String(value));
	}
	const text = search.toString();
	return text ? `?${text}` : '';
}

export function contractClient<C extends Contract>(addresses: { readonly [K in keyof C]: EndpointAddress }, call: Caller, download: Downloader): ClientOf<C> {
	const client: Record<string, (args?: AnyArgs) => Promise<unknown>> = {};
	for (const [name, address] of Object.entries(addresses) as [string, EndpointAddress][]) {
		client[name] = (args: AnyArgs = {}) => {
			const path = fillPath(address.path, args.params) + searchOf(args.query);
			if (address.file === 'blob') return download(path);
			return call(address.method, path, args.body, withTask(args.task), { text: address.file === true });
		};
	}
	return client as ClientOf<C>;
}
