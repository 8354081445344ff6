import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDb } from '../db';
import { testClient, testEnv } from '../testing/env';
import { BUCKET_SIZE } from './store';

/** Two tabs: two cores over one database, each with its own in-memory index. */
function twoTabs() {
	const first = testEnv();
	const second = testEnv();
	second.env.db = openDb(first.env.db.name);
	let ids = 0;
	second.env.newId = () => `tab2-${++ids}`;
	return { a: testClient(first.env), b: testClient(second.env), db: first.env.db };
}

describe('inbox storage', () => {
	it('keeps items across bucket boundaries and leaves no empty bucket behind', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		// seqs start at 1: buckets hold 99, 100 and the last 10 items.
		const count = BUCKET_SIZE * 2 + 9;
		const content = 'cargo,empresa\n' + Array.from({ length: count }, (_, i) => `Job ${i},Company ${i}`).join('\n');
		const preview = await api.post('/inbox/import/preview', { format: 'csv', content });
		await api.post('/inbox/import/commit', { previewId: preview.data.previewId });
		expect(await env.db.inboxBuckets.count()).toBe(3);
		const all = (await api.get('/inbox/items?limit=500&sort=oldest')).data.items;
		expect(all.map((i: { title: string }) => i.title)).toEqual(Array.from({ length: count }, (_, i) => `Job ${i}`));
		const last = all.slice(-10).map((i: { id: string }) => i.id);
		await api.post('/inbox/items/bulk', { ids: last, action: 'delete' });
		expect(await env.db.inboxBuckets.count()).toBe(2);
		expect((await api.get(`/inbox/items/${all[150].id}`)).data.title).toBe('Job 150');
	});

	it('two tabs see each other’s writes and never lose one', async () => {
		const { a, b } = twoTabs();
		const first = await a.post('/inbox/items', { title: 'From A', company: 'One' });
		expect((await b.get('/inbox/items')).data.total).toBe(1);
		const second = await b.post('/inbox/items', { title: 'From B', company: 'Two' });
		// Both wrote into the same bucket: neither write is lost.
		const seenByA = (await a.get('/inbox/items')).data.items.map((i: { title: string }) => i.title);
		expect(seenByA).toEqual(['From B', 'From A']);
		await a.patch(`/inbox/items/${second.data.id}`, { status: 'archived' });
		expect((await b.get(`/inbox/items/${second.data.id}`)).data.status).toBe('archived');
		// A stale edit from the other tab is refused.
		expect((await b.patch(`/inbox/items/${first.data.id}`, { version: 1, notes: 'x' })).status).toBe(200);
		expect((await a.patch(`/inbox/items/${first.data.id}`, { version: 1, notes: 'y' })).status).toBe(409);
	});
});
