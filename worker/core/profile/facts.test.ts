import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createCore } from '../app';
import { backupChecksum } from '../data';
import { testClient, testEnv } from '../testing/env';

/**
 * An item's facts (what a JSON Resume, LinkedIn or Europass file said beyond the common fields)
 * are kept, checked with the API's limits wherever they enter — an add, an update, a backup.
 */

const FACTS = { location: 'Palo Alto, CA', url: 'http://piedpiper.example.com', startDay: '2013-12-01', level: 'Master', group: 'Web Development', courses: ['DB1101 - Basic SQL'] };

async function withItem() {
	const { env } = testEnv();
	const api = testClient(env);
	const r = await api.post('/profile/items', { type: 'experience', title: 'CEO', organization: 'Pied Piper', start: '2013-12', facts: FACTS });
	expect(r.status).toBe(201);
	return { env, api, item: r.data };
}

describe('item facts', () => {
	it('are stored with the item and read back, and an item without them has none', async () => {
		const { api } = await withItem();
		await api.post('/profile/items', { type: 'skill', title: 'SQL' });
		const items = (await api.get('/profile/items')).data.items;
		expect(items.find((i: { title: string }) => i.title === 'CEO').facts).toEqual(FACTS);
		expect(items.find((i: { title: string }) => i.title === 'SQL')).not.toHaveProperty('facts');
	});

	it('are refused when a part is not what it claims: an address that is not http(s), a day that is not one, a part Rumo does not know', async () => {
		const { api, item } = await withItem();
		for (const [facts, path] of [
			[{ url: 'javascript:alert(1)' }, 'facts.url'],
			[{ startDay: '2013-13-01' }, 'facts.startDay'],
			[{ color: 'red' }, 'facts'],
			[{ kind: 'hobby' }, 'facts.kind']
		] as const) {
			const r = await api.patch(`/profile/items/${item.id}`, { facts });
			expect(r.status, path).toBe(400);
			expect(r.data.errors[0].path).toBe(path);
			expect((await api.post('/profile/items', { type: 'experience', title: 'X', facts })).status).toBe(400);
		}
	});

	it('fill in only what a stored item does not say when the same item is added again', async () => {
		const { api } = await withItem();
		const [merged] = (await api.post('/profile/items', { items: [{ type: 'experience', title: 'CEO', organization: 'Pied Piper', facts: { location: 'Menlo Park, CA', endDay: '2014-12-01' } }] })).data.items;
		expect(merged.facts).toEqual({ ...FACTS, endDay: '2014-12-01' });
	});

	it('travel in a backup, and a restored backup with facts the API would refuse changes nothing', async () => {
		const { env, api } = await withItem();
		const backup = (await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null })).body!;
		const restoredOk = await api.call('POST', '/backup?mode=replace', backup);
		expect(restoredOk.status).toBe(200);
		expect((await api.get('/profile/items')).data.items[0].facts).toEqual(FACTS);

		const doc = JSON.parse(backup);
		for (const [facts, message] of [
			[{ ...FACTS, url: 'javascript:alert(1)' }, /web address/],
			[{ ...FACTS, level: 'x'.repeat(121) }, /./],
			[{ ...FACTS, startDay: 'soon' }, /YYYY-MM-DD/]
		] as const) {
			doc.tables.profileItems[0].facts = facts;
			doc.checksum = await backupChecksum(doc);
			const r = await api.call('POST', '/backup?mode=replace', JSON.stringify(doc));
			expect(r.status).toBe(400);
			expect(r.data.code).toBe('invalid_file');
			expect(r.data.errors[0].path).toMatch(/^tables\.profileItems\[0\]\.facts/);
			expect(r.data.errors[0].message).toMatch(message);
		}
		expect((await api.get('/profile/items')).data.items[0].facts).toEqual(FACTS);
	});
});
