import type { RumoDb } from './db';

export type RumoMode = 'real' | 'demo';

/** What every capability may use from the platform; injected so tests can fake it. */
export type CoreEnv = {
	db: RumoDb;
	now: () => Date;
	/** Tells other tabs (and this one) that data of a capability changed. */
	notify: (topic: string) => void;
	/** Where the app is served from (the relay's address when `npm start` serves it). */
	origin: string;
	/** A request to the optional Node relay (`/relay/...`, same origin); rejects when it is not there. */
	relay: (path: string, init?: RequestInit) => Promise<Response>;
	/** Whether the optional Node relay answers right now. */
	relayAvailable: () => Promise<boolean>;
	/**
	 * A GET straight from the browser to another origin, read only where the host allows it (CORS):
	 * never with credentials, a Referer or any request header but If-None-Match. Rejects with a
	 * TypeError when the request cannot be made or its answer may not be read. Left out where there is
	 * no browser to ask from (unit tests fake it); platform/web-get.ts is its one caller.
	 */
	web?: (url: string, init: RequestInit) => Promise<Response>;
	storageEstimate: () => Promise<{ usage: number; quota: number; persisted: boolean }>;
	newId: () => string;
	/** Which build this core answers for (`GET /health`); the real one when left out. */
	mode?: RumoMode;
};
