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

/**
 * Until every device has sent everything, its replications are quiet and nothing moved for a few
 * looks in a row (a loaded machine takes longer; a fixed wait would make the test flaky).
 */
export async function settle(...devices: { flush: () => Promise<void>; status: () => Promise<{ state: string; pending: number }> }[]) {
	const deadline = Date.now() + 30_000;
	let quiet = 0;
	while (Date.now() < deadline && quiet < 4) {
		for (const device of devices) await device.flush();
		await new Promise((r) => setTimeout(r, 120));
		const states = await Promise.all(devices.map((device) => device.status()));
		quiet = states.every((s) => s.state === 'up_to_date' && s.pending === 0) ? quiet + 1 : 0;
	}
}
