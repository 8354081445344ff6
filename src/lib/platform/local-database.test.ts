import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { DB_NAME, openDb } from '$core/db';
import { LOCAL_DATABASE, deleteLocalDatabase } from './local-database';

it('names the database the core opens', () => {
	expect(LOCAL_DATABASE).toBe(DB_NAME);
});

it('deletes the database even while the core holds it open (Dexie lets go when asked)', async () => {
	const db = openDb('rumo-delete-test');
	await db.meta.put({ key: 'x', value: 1 });
	expect(await deleteLocalDatabase('rumo-delete-test')).toBe(true);
	expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('rumo-delete-test');
});
