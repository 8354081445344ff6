import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';
import { memoryServer, settle } from '../sync/sync.test-helpers';
import type { CoreEnv } from '../env';

type Entry = { id: string; kind: string; at: string; title: string; detail: string; params: Record<string, string | number>; ref: { kind: string; id: string }; href: string; clearable: boolean };
type Client = ReturnType<typeof testClient>;

const entries = async (api: Client, query = '') => (await api.get(`/history${query}`)).data.items as Entry[];

/**
 * An application saved (day 0) and moved (day 1), then sync's log of four conflicts (days 2 to 5),
 * one per rule. Written as sync writes them (apply.ts); the real conflict is driven further below.
 */
async function resolved() {
	const { env, advance } = testEnv('2026-11-01T12:00:00.000Z');
	const api = testClient(env);
	const app = (await api.post('/tracker/jobs', { title: 'Enfermeira obstétrica', company: 'Maternidade Flor de Lis' })).data;
	advance(1);
	await api.patch(`/tracker/jobs/${app.id}`, { status: 'applied', version: app.version });
	const at = (day: number) => new Date(Date.parse('2026-11-01T12:00:00.000Z') + day * 86_400_000).toISOString();
	await env.db.syncResolutions.bulkPut([
		{ id: 'r-latest', at: at(2), group: 'letters', table: 'coverLetters', label: 'Carta para a Maternidade', rule: 'latest' },
		{ id: 'r-merged', at: at(3), group: 'applications', table: 'trackerJobs', label: 'Enfermeira obstétrica', rule: 'merged' },
		{ id: 'r-deleted', at: at(4), group: 'stories', table: 'stories', label: null, rule: 'deleted' },
		{ id: 'r-kept', at: at(5), group: 'profile', table: 'profileItems', label: 'Curativos', rule: 'kept_both', other: { id: 'p1', title: 'Curativos complexos' } }
	]);
	return { env, api, app };
}

describe('sync resolutions in history', () => {
	it('tells each resolution in words, newest first among the other kinds, pointing at Settings → Devices', async () => {
		const { api } = await resolved();
		const r = await api.get('/history');
		expect(r.data.counts).toMatchObject({ move: 2, sync: 4 });
		expect(r.data.total).toBe(6);
		const items = r.data.items as Entry[];
		expect(items.map((e) => e.id)).toEqual(['sync:r-kept', 'sync:r-deleted', 'sync:r-merged', 'sync:r-latest', expect.stringMatching(/^move:.+:1$/), expect.stringMatching(/^move:.+:0$/)]);
		const byId = new Map(items.map((e) => [e.id, e]));
		expect(byId.get('sync:r-merged')).toEqual({
			id: 'sync:r-merged',
			kind: 'sync',
			at: '2026-11-04T12:00:00.000Z',
			title: 'Conflict resolved: “Enfermeira obstétrica” (applications)',
			detail: 'Changed on two devices; both stage histories were joined.',
			params: { label: 'Enfermeira obstétrica', group: 'applications', table: 'trackerJobs', rule: 'merged', canKeepOther: 0 },
			ref: { kind: 'sync', id: 'r-merged' },
			href: '/settings#devices-title',
			clearable: false
		});
		expect(byId.get('sync:r-latest')).toMatchObject({ title: 'Conflict resolved: “Carta para a Maternidade” (letters)', detail: 'Changed on two devices; the later edit was kept.' });
		expect(byId.get('sync:r-deleted')).toMatchObject({
			title: 'Conflict resolved: an untitled record (stories)',
			detail: 'Deleted on one device after it was changed on the other; it stays deleted.',
			params: { label: '', rule: 'deleted' }
		});
		expect(byId.get('sync:r-kept')).toMatchObject({
			detail: 'Changed on two devices; the later edit was kept and the other version can still be taken in Settings → Devices.',
			params: { rule: 'kept_both', canKeepOther: 1 }
		});
	});

	it('says when the version not kept was taken already', async () => {
		const { env, api } = await resolved();
		// What POST /sync/resolutions/{id}/keep-other leaves behind.
		await env.db.syncResolutions.update('r-kept', { other: undefined });
		const [kept] = await entries(api, '?kind=sync');
		expect(kept).toMatchObject({ id: 'sync:r-kept', detail: 'Changed on two devices; the later edit was kept. The other version is no longer offered.', params: { canKeepOther: 0 } });
	});

	it('filters by the kind and by a period, counting it for the chips', async () => {
		const { api } = await resolved();
		const only = await api.get('/history?kind=sync');
		expect(only.data.items.map((e: Entry) => e.kind)).toEqual(['sync', 'sync', 'sync', 'sync']);
		expect(only.data.total).toBe(4);
		expect(only.data.counts.move).toBe(2);
		const moves = await api.get('/history?kind=move');
		expect(moves.data.items.map((e: Entry) => e.kind)).toEqual(['move', 'move']);
		expect(moves.data.counts.sync).toBe(4);
		const days = await api.get('/history?from=2026-11-02&to=2026-11-04');
		expect(days.data.items.map((e: Entry) => e.id)).toEqual(['sync:r-merged', 'sync:r-latest', expect.stringMatching(/^move:/)]);
		expect(days.data.counts).toMatchObject({ move: 1, sync: 2 });
		const paged = await api.get('/history?kind=sync&limit=3');
		const next = await api.get(`/history?kind=sync&limit=3&cursor=${paged.data.nextCursor}`);
		expect(next.data.items.map((e: Entry) => e.id)).toEqual(['sync:r-latest']);
	});

	it('keeps the resolutions: a clear answers 409, and clearing everything leaves them', async () => {
		const { api } = await resolved();
		const one = await api.del(`/history/${encodeURIComponent('sync:r-merged')}`);
		expect(one).toMatchObject({ status: 409, contentType: 'application/problem+json', data: { code: 'conflict' } });
		expect((await api.del('/history/sync:nope')).status).toBe(404);
		expect((await api.get('/history/summary?kind=sync,move')).data).toMatchObject({ clearable: {}, kept: { move: 2, sync: 4 } });
		const all = await api.del('/history');
		expect(all.data).toEqual({ cleared: {}, kept: { move: 2, sync: 4 } });
		expect((await entries(api, '?kind=sync')).length).toBe(4);
	});
});

/** A device of its own (its own storage), syncing through the shared in-memory server. */
async function device(server: ReturnType<typeof memoryServer>, start: string) {
	const { env, advance } = testEnv(start);
	let n = 0;
	const prefix = Math.random().toString(36).slice(2, 8);
	env.newId = () => `${prefix}-${++n}`;
	env.pouch = server.pouch;
	const api = testClient(env);
	await api.put('/settings/consents/sync', { granted: true });
	return { env, api, advance };
}

const SYNC = { server: 'http://127.0.0.1:5984/rumo', passphrase: 'correct horse battery staple' };
/** Both devices send, replicate and apply until nothing moves: only through sync's API, as the screens do. */
const settleAll = (...devices: { api: Client }[]) =>
	settle(...devices.map(({ api }) => ({ flush: async () => void (await api.post('/sync/now')), status: async () => (await api.get('/sync')).data })));
const stop = async (...devices: { api: Client; env: CoreEnv }[]) => {
	for (const { api } of devices) expect((await api.del('/sync')).status).toBe(204);
};

describe('a real conflict, in history', () => {
	it('shows the application moved on two devices apart as a conflict resolved', async () => {
		const server = memoryServer();
		const a = await device(server, '2026-11-01T12:00:00.000Z');
		const b = await device(server, '2026-11-01T12:00:00.000Z');
		const made = (await a.api.post('/tracker/jobs', { title: 'Enfermeira obstétrica', company: 'Maternidade Flor de Lis', status: 'saved' })).data;
		await a.api.put('/sync', SYNC);
		await b.api.put('/sync', SYNC);
		await settleAll(a, b);
		expect((await b.api.get(`/tracker/jobs/${made.id}`)).status).toBe(200);
		// Both stop syncing; a moves the card, b writes a note; then both sync again with the same passphrase.
		await stop(a, b);
		for (const d of [a, b]) d.advance(1);
		const onA = (await a.api.get(`/tracker/jobs/${made.id}`)).data;
		await a.api.patch(`/tracker/jobs/${made.id}`, { version: onA.version, status: 'applied' });
		const onB = (await b.api.get(`/tracker/jobs/${made.id}`)).data;
		await b.api.patch(`/tracker/jobs/${made.id}`, { version: onB.version, notes: 'Ligar para o RH na segunda' });
		for (const d of [a, b]) d.advance(1);
		await a.api.put('/sync', SYNC);
		await b.api.put('/sync', SYNC);
		await settleAll(a, b);
		const shown = (await Promise.all([a, b].map(({ api }) => entries(api, '?kind=sync')))).flat();
		const merged = shown.find((e) => e.params.rule === 'merged' && e.params.group === 'applications');
		expect(merged).toMatchObject({
			title: 'Conflict resolved: “Enfermeira obstétrica” (applications)',
			detail: 'Changed on two devices; both stage histories were joined.',
			href: '/settings#devices-title',
			clearable: false,
			at: '2026-11-03T12:00:00.000Z'
		});
		// Sync's own log says the same resolution, by the same id.
		const logs = (await Promise.all([a, b].map(async ({ api }) => (await api.get('/sync')).data.resolved as { id: string }[]))).flat();
		expect(logs.map((r) => r.id)).toContain(merged!.ref.id);
		await stop(a, b);
	}, 60_000);
});
