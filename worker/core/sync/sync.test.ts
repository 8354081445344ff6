import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { memoryServer, settle as settleAll } from './sync.test-helpers';
import { syncStatus } from './service';
import { runningEngine } from './service';
import type { CoreEnv } from '../env';

/** Both devices' engines send, replicate and apply until nothing moves. */
const settle = (...envs: CoreEnv[]) =>
	settleAll(...envs.map((env) => ({ flush: async () => void (await runningEngine(env)?.flush()), status: () => syncStatus(env) })));

const SERVER = 'http://127.0.0.1:5984/rumo';
const PASSPHRASE = 'correct horse battery staple';

async function device(server: ReturnType<typeof memoryServer>) {
	const { env } = testEnv();
	let n = 0;
	const prefix = Math.random().toString(36).slice(2, 8);
	env.newId = () => `${prefix}-${++n}`;
	env.pouch = server.pouch;
	const client = testClient(env);
	await client.put('/settings/consents/sync', { granted: true });
	return { env, client };
}


const application = (title: string) => ({ title, company: 'Hospital Santa Catarina', status: 'saved' });

describe('sync between two devices', () => {
	it('refuses to start without the sync consent, and stores nothing', async () => {
		const server = memoryServer();
		const { env } = testEnv();
		env.pouch = server.pouch;
		const client = testClient(env);
		const answer = await client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		expect(answer.status).toBe(403);
		expect(answer.data.code).toBe('consent_required');
		expect((await client.get('/sync')).data.state).toBe('off');
	});

	it('refuses a short passphrase and an address that is not a database', async () => {
		const { client } = await device(memoryServer());
		expect((await client.put('/sync', { server: SERVER, passphrase: 'short' })).data.errors[0].path).toBe('passphrase');
		const bad = await client.put('/sync', { server: 'ftp://example.org/rumo', passphrase: PASSPHRASE });
		expect(bad.status).toBe(400);
		expect(bad.data.errors[0].path).toBe('server');
	});

	it('carries an application written on one device to the other, sealed on the server', async () => {
		const server = memoryServer();
		const a = await device(server);
		const b = await device(server);
		const created = await a.client.post('/tracker/jobs', application('Enfermeira obstétrica'));
		expect(created.status).toBe(201);
		expect((await a.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE })).status).toBe(200);
		expect((await b.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE })).status).toBe(200);
		await settle(a.env, b.env);
		const seen = await b.client.get(`/tracker/jobs/${created.data.id}`);
		expect(seen.status).toBe(200);
		expect(seen.data.title).toBe('Enfermeira obstétrica');
		// What the server holds: ids, revisions, ciphertext.
		const docs = await server.server().allDocs({ keys: [] });
		expect(docs).toBeTruthy();
		const all = JSON.stringify(await (server.server() as unknown as { allDocs(o: object): Promise<unknown> }).allDocs({ include_docs: true }));
		expect(all).not.toContain('Enfermeira');
		expect(all).not.toContain('Santa Catarina');
		expect(all).not.toContain(created.data.id);
		// An edit and a deletion follow.
		const moved = await a.client.patch(`/tracker/jobs/${created.data.id}`, { version: created.data.version, status: 'applied' });
		expect(moved.status).toBe(200);
		await settle(a.env, b.env);
		expect((await b.client.get(`/tracker/jobs/${created.data.id}`)).data.status).toBe('applied');
		expect((await a.client.del(`/tracker/jobs/${created.data.id}`)).status).toBe(204);
		await settle(a.env, b.env);
		expect((await b.client.get(`/tracker/jobs/${created.data.id}`)).status).toBe(404);
		await a.client.del('/sync');
		await b.client.del('/sync');
	}, 30_000);

	it('answers 422 wrong_passphrase for another passphrase, and reads nothing', async () => {
		const server = memoryServer();
		const a = await device(server);
		await a.client.post('/tracker/jobs', application('Professora de matemática'));
		await a.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await settle(a.env);
		const b = await device(server);
		const answer = await b.client.put('/sync', { server: SERVER, passphrase: 'another passphrase entirely' });
		expect(answer.status).toBe(422);
		expect(answer.data.code).toBe('wrong_passphrase');
		expect((await b.client.get('/sync')).data.state).toBe('off');
		expect((await b.client.get('/tracker/jobs')).data.items).toHaveLength(0);
		await a.client.del('/sync');
	}, 30_000);

	it('joins the stage histories of an application moved on both devices apart', async () => {
		const server = memoryServer();
		const a = await device(server);
		const b = await device(server);
		const created = (await a.client.post('/tracker/jobs', application('Advogada trabalhista'))).data;
		await a.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await b.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await settle(a.env, b.env);
		// Both stop syncing (offline), each moves the card, then both come back.
		const engineA = runningEngine(a.env)!;
		const engineB = runningEngine(b.env)!;
		await engineA.stop();
		await engineB.stop();
		await a.client.patch(`/tracker/jobs/${created.id}`, { version: created.version, status: 'applied' });
		const onB = (await b.client.get(`/tracker/jobs/${created.id}`)).data;
		await b.client.patch(`/tracker/jobs/${created.id}`, { version: onB.version, notes: 'Ligar para o RH na segunda' });
		await a.client.post('/sync/now');
		await b.client.post('/sync/now');
		await settle(a.env, b.env);
		const left = (await a.client.get(`/tracker/jobs/${created.id}`)).data;
		if (process.env.DBG) console.log(JSON.stringify({ left, right: (await b.client.get(`/tracker/jobs/${created.id}`)).data, ra: await a.env.db.syncResolutions.toArray(), rb: await b.env.db.syncResolutions.toArray(), sa: (await a.client.get('/sync')).data, sb: (await b.client.get('/sync')).data }, null, 1));
		const right = (await b.client.get(`/tracker/jobs/${created.id}`)).data;
		expect(left.status).toBe('applied');
		expect(right.status).toBe('applied');
		expect(right.history.map((h: { to: string }) => h.to)).toEqual(left.history.map((h: { to: string }) => h.to));
		await a.client.del('/sync');
		await b.client.del('/sync');
	}, 30_000);
});
