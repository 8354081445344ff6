/**
 * A CouchDB-compatible server for Rumo's sync (issue 32), for tests, the bench and trying sync out:
 * express-pouchdb (PouchDB Server's HTTP layer, the CouchDB replication protocol) over PouchDB's
 * in-memory adapter, on 127.0.0.1, with the CORS headers a browser needs to reach it from Rumo's
 * origin. Data lives as long as the process. For real use, run Apache CouchDB or PouchDB Server with
 * a data directory (docs/sync.md).
 *
 *   node scripts/sync-server.mjs [--port 5984]
 */
import express from 'express';
import PouchDB from 'pouchdb-core';
import memory from 'pouchdb-adapter-memory';
import http from 'pouchdb-adapter-http';
import mapreduce from 'pouchdb-mapreduce';
import replication from 'pouchdb-replication';
import expressPouchdb from 'express-pouchdb';
import { pathToFileURL } from 'node:url';

PouchDB.plugin(memory).plugin(http).plugin(mapreduce).plugin(replication);

let servers = 0;

/**
 * Starts a server; `port` 0 picks a free one. Every server has its own databases.
 * @param {{ port?: number }} [options]
 * @returns {Promise<{ url: string, port: number, requests: () => number, setDown: (gone: boolean) => void, docs: (db: string) => Promise<any[]>, close: () => Promise<void> }>}
 */
export async function startSyncServer({ port = 0 } = {}) {
	const Memory = PouchDB.defaults({ adapter: 'memory', prefix: `sync-server-${++servers}-` });
	const app = express();
	let requests = 0;
	let down = false;
	/** @type {(req: any, res: any, next: () => void) => void} */
	const cors = (req, res, next) => {
		requests++;
		// "Gone": the connection drops, as when the server or the network disappears mid-sync.
		if (down) return void req.socket.destroy();
		const origin = req.headers.origin;
		if (origin) {
			res.set('access-control-allow-origin', origin);
			res.set('access-control-allow-credentials', 'true');
			res.set('access-control-allow-methods', 'GET, PUT, POST, HEAD, DELETE, OPTIONS');
			res.set('access-control-allow-headers', 'accept, authorization, content-type, origin, referer');
			res.set('access-control-expose-headers', 'content-type, cache-control, etag');
			res.set('vary', 'origin');
		}
		if (req.method === 'OPTIONS') return void res.sendStatus(204);
		next();
	};
	app.use(cors);
	app.use('/', expressPouchdb(Memory, { mode: 'minimumForPouchDB', inMemoryConfig: true, logPath: '/dev/null' }));
	const server = await new Promise((resolve) => {
		const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
	});
	const bound = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
	return {
		url: `http://127.0.0.1:${bound}`,
		port: bound,
		requests: () => requests,
		/** Makes the server unreachable (every connection dropped) or brings it back, its data kept. */
		setDown: (gone) => {
			down = gone;
		},
		/** Every document a database holds, as the server stores it (to check that none is readable). */
		docs: async (db) => {
			const all = await /** @type {any} */ (new Memory(db)).allDocs({ include_docs: true, conflicts: true });
			return all.rows.map((/** @type {{ doc: unknown }} */ row) => row.doc);
		},
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections?.();
				server.close(() => resolve());
			})
	};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const at = process.argv.indexOf('--port');
	const server = await startSyncServer({ port: at > 0 ? Number(process.argv[at + 1]) : 5984 });
	console.log(`Rumo sync test server (in memory) at ${server.url} — use ${server.url}/rumo as the server address.`);
}
