/** PouchDB ships no types; platform/pouch.ts types the little the sync engine uses. */
declare module 'pouchdb-browser' {
	const PouchDB: new (name: string, options?: Record<string, unknown>) => unknown;
	export default PouchDB;
}
declare module 'pouchdb-core' {
	const PouchDB: {
		new (name: string, options?: Record<string, unknown>): unknown;
		plugin(plugin: unknown): typeof PouchDB;
		defaults(options: Record<string, unknown>): typeof PouchDB;
	};
	export default PouchDB;
}
declare module 'pouchdb-adapter-memory';
declare module 'pouchdb-adapter-http';
declare module 'pouchdb-replication';
declare module 'pouchdb-mapreduce';
declare module 'express-pouchdb';
/** The sync test server's web framework (scripts/sync-server.mjs); only its use() and listen() are called. */
declare module 'express';
