/**
 * The little of PouchDB the sync engine uses (issue 32), typed here so nothing else depends on its
 * shape. In the browser, `pouchdb-browser` (IndexedDB adapter, HTTP, replication) is imported only
 * when sync starts: nothing of it loads for a person who never turns sync on. Tests give the
 * in-memory adapter instead (sync/sync.test-helpers.ts).
 */
export type PouchDoc = { _id: string; _rev?: string; _deleted?: boolean; _conflicts?: string[]; [field: string]: unknown };
export type PouchChange = { id: string; seq: number | string; doc?: PouchDoc; deleted?: boolean };
export type PouchBulkResult = { id: string; rev?: string; ok?: boolean; error?: boolean | string; status?: number; name?: string };
export type PouchEmitter<E extends string> = { on(event: E, listener: (value: never) => void): PouchEmitter<E>; cancel(): void };
export type PouchReplication = PouchEmitter<'change' | 'paused' | 'active' | 'denied' | 'error' | 'complete'>;
export type PouchChanges = PouchEmitter<'change' | 'error' | 'complete'>;

export type ReplicationOptions = { live?: boolean; retry?: boolean; batch_size?: number; back_off_function?: (delay: number) => number };

export interface PouchDb {
	get(id: string, options?: { rev?: string; conflicts?: boolean }): Promise<PouchDoc>;
	put(doc: PouchDoc): Promise<{ ok: boolean; id: string; rev: string }>;
	bulkDocs(docs: PouchDoc[]): Promise<PouchBulkResult[]>;
	allDocs(options: { keys: string[] }): Promise<{ rows: { key: string; value?: { rev: string; deleted?: boolean }; error?: string }[] }>;
	changes(options: {
		since: number | string | 'now';
		live?: boolean;
		include_docs?: boolean;
		conflicts?: boolean;
		batch_size?: number;
		limit?: number;
		doc_ids?: string[];
	}): PouchChanges & Promise<{ results: PouchChange[]; last_seq: number | string }>;
	info(): Promise<{ doc_count: number; update_seq: number | string }>;
	replicate: {
		to(remote: PouchDb, options: ReplicationOptions): PouchReplication;
		from(remote: PouchDb, options: ReplicationOptions): PouchReplication;
	};
	destroy(): Promise<unknown>;
	close(): Promise<unknown>;
}

/** Opens a database by name (this device's replica) or by address (the person's server). */
export type PouchFactory = (nameOrUrl: string) => PouchDb;

/** The browser's PouchDB, loaded on first use. */
export async function browserPouch(): Promise<PouchFactory> {
	const { default: PouchDB } = await import('pouchdb-browser');
	return (nameOrUrl) => new PouchDB(nameOrUrl, /^https?:/.test(nameOrUrl) ? { skip_setup: false } : { auto_compaction: true }) as unknown as PouchDb;
}
