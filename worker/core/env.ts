import type { Dexie } from 'dexie';
import type { Topic } from './platform/topics';
import type { PouchFactory } from './platform/pouch';

export type RumoMode = 'real' | 'demo';

/**
 * The core's tables by name. Empty here on purpose: db.ts, where the database is composed, adds every
 * table with its row type (declaration merging), so this file — imported by every capability —
 * imports no capability's types and no import circle runs through it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CoreTables {}

export type CoreDb = Dexie &
	CoreTables & {
		/**
		 * A second connection to the same database whose commits do not wait for the disk's flush
		 * (Chromium's relaxed durability): for a restore, whose file is still in the person's hands.
		 */
		relaxed: () => CoreDb;
	};

/** What every capability may use from the platform; injected so tests can fake it. */
export type CoreEnv = {
	db: CoreDb;
	now: () => Date;
	/** Tells other tabs (and this one) that data of a capability changed. */
	notify: (topic: Topic) => void;
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
	/** PouchDB for sync (issue 32), loaded only when sync starts; absent where sync cannot run. */
	pouch?: () => Promise<PouchFactory>;
	/** Which build this core answers for (`GET /health`); the real one when left out. */
	mode?: RumoMode;
};
