import type { ApiRequest } from './types';
import type { BodyOut, Contract, Endpoint, PathParams, QueryOut, ResponseOf } from './contract';
import type { Reply, Route } from './router';
import type { CoreEnv } from '../env';

export type HandlerContext<E extends Endpoint> = {
	params: PathParams<E['path']>;
	body: BodyOut<E>;
	query: QueryOut<E>;
	env: CoreEnv;
	request: ApiRequest;
};

/** What implements one endpoint: it must answer the endpoint's declared response type. */
export type Handler<E extends Endpoint> = (context: HandlerContext<E>) => Reply<ResponseOf<E>> | Promise<Reply<ResponseOf<E>>>;

export type Handlers<C extends Contract> = { [K in keyof C]: Handler<C[K]> };

/** A contract and its handlers → the router's routes (the router validates body and query with the contract's schemas). */
export function implement<C extends Contract>(contract: C, handlers: Handlers<C>): Route[] {
	return Object.entries(contract).map(([name, e]) => ({
		method: e.method,
		pattern: e.path,
		schemas: { body: e.body, query: e.query, maxBytes: e.maxBytes },
		handle: handlers[name] as unknown as Route['handle']
	}));
}
