import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDb } from '../db';
import { testClient, testEnv } from '../testing/env';
import { checkStorage, watchOpening } from './integrity';

/** A connection of another "tab" made with the raw API, the way an old version of Rumo would hold one. */
function rawOpen(name: string, version: number, upgrade: (db: IDBDatabase) => void = () => {}): Promise<IDBDatabase> {
	return new Promise((resolve, reject) => {
		const request = indexedDB.open(name, version);
		request.onupgradeneeded = () => upgrade(request.result);
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});
}

const uniqueName = () => `rumo-integrity-${Math.random().toString(36).slice(2)}`;

describe('the storage check at start', () => {
	it('finds a working storage ok, and /health says nothing more', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.post('/tracker/jobs', { title: 'Nurse', company: 'Clinic' });
		expect(await checkStorage(env)).toEqual({ state: 'ok', problems: [] });
		const health = (await api.get('/health')).data;
		expect(health.storage).toEqual({ ok: true, usage: 1000, quota: 1_000_000, persisted: false });
	});

	it('calls a storage with an invalid record at a table end corrupted, naming the table and record', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.post('/tracker/jobs', { title: 'Nurse', company: 'Clinic' });
		await env.db.trackerJobs.put({ id: '~broken', title: 42 } as never);
		const check = await checkStorage(env);
		expect(check.state).toBe('corrupted');
		expect(check.problems[0]).toMatchObject({ table: 'trackerJobs', message: expect.stringContaining('"~broken"') });
		const health = (await api.get('/health')).data;
		expect(health).toMatchObject({ ok: false, storage: { ok: false, state: 'corrupted' } });
		// The reset the state offers: everything cleared, and the check passes again.
		expect((await api.del('/data')).status).toBe(204);
		expect((await checkStorage(env)).state).toBe('ok');
	});

	it('calls a database whose tables are keyed otherwise corrupted', async () => {
		const name = uniqueName();
		const foreign = await rawOpen(name, 1000, (db) => {
			db.createObjectStore('trackerJobs', { keyPath: 'uid' });
			db.createObjectStore('meta', { keyPath: 'key' });
		});
		foreign.close();
		const { env } = testEnv();
		env.db = openDb(name);
		const check = await checkStorage(env);
		expect(check.state).toBe('corrupted');
		expect(check.problems).toContainEqual({ table: 'trackerJobs', message: 'Its records are keyed by "uid", not "id".' });
	});

	it('says blocked while another tab holds an old version open, and ok once it lets go', async () => {
		const name = uniqueName();
		const oldTab = await rawOpen(name, 10, (db) => {
			db.createObjectStore('trackerJobs', { keyPath: 'id' });
			db.createObjectStore('meta', { keyPath: 'key' });
		});
		const { env } = testEnv();
		env.db = openDb(name);
		watchOpening(env.db);
		expect(await checkStorage(env, 2_000)).toMatchObject({ state: 'blocked' });
		// Asked again while still blocked: answered at once, not after another wait.
		const started = Date.now();
		expect((await checkStorage(env, 2_000)).state).toBe('blocked');
		expect(Date.now() - started).toBeLessThan(1_000);
		oldTab.close();
		await env.db.open();
		expect(await checkStorage(env)).toEqual({ state: 'ok', problems: [] });
	});

	// Issue 27: a blocked upgrade whose 'blocked' event never arrived showed a reset after 8 s.
	it('says blocked, not "not started", when an open only hangs, and ok once it goes through', async () => {
		const { env } = testEnv();
		let release = () => {};
		const hanging = new Promise<void>((resolve) => (release = resolve));
		const db = env.db;
		const original = db.open.bind(db);
		let pending = true;
		(db as unknown as { isOpen: () => boolean }).isOpen = () => !pending && true;
		(db as unknown as { open: () => Promise<unknown> }).open = async () => {
			await hanging;
			pending = false;
			return original();
		};
		expect(await checkStorage(env, 50)).toMatchObject({ state: 'blocked', problems: [{ message: expect.stringMatching(/another Rumo tab/) }] });
		release();
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect((await checkStorage(env, 50)).state).toBe('ok');
	});

	it('says not started when IndexedDB cannot be opened at all', async () => {
		const { env } = testEnv();
		const failing = {
			open: () => {
				throw new DOMException('No storage here.', 'InvalidStateError');
			},
			cmp: (a: unknown, b: unknown) => indexedDB.cmp(a, b)
		};
		env.db = openDb('rumo-unopenable', { indexedDB: failing as unknown as IDBFactory, IDBKeyRange });
		const check = await checkStorage(env);
		expect(check.state).toBe('not_started');
		expect(check.problems[0].message).toMatch(/InvalidStateError|No storage here/);
		const api = testClient(env);
		expect((await api.get('/tracker/jobs')).data.code).toBe('storage_unavailable');
	});
});
