import PouchDB from 'pouchdb-core';
import memory from 'pouchdb-adapter-memory';
import replication from 'pouchdb-replication';
import type { PouchDb, PouchFactory } from '../platform/pouch';

PouchDB.plugin(memory).plugin(replication);

let space = 0;

/**
 * PouchDB in memory for tests: one "server" shared by every device of a test (its address maps to
 * one in-memory database), and each device's replica its own. Replication between them is PouchDB's
 * own, the same protocol it speaks with CouchDB over HTTP.
 */
export function memoryServer() {
	const prefix = `t${++space}-${Math.random().toString(36).slice(2)}-`;
	const open = (name: string) => new PouchDB(prefix + name, { adapter: 'memory' }) as unknown as PouchDb;
	let server: PouchDb | null = null;
	const serverDb = () => (server ??= open('server'));
	const factory: PouchFactory = (nameOrUrl) => (/^https?:/.test(nameOrUrl) ? serverDb() : open(nameOrUrl));
	return { factory, pouch: async () => factory, server: serverDb };
}
