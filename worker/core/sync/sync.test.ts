import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
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

	it('says why the demo does not sync, and refuses to start there', async () => {
		const { env, client } = await device(memoryServer());
		env.mode = 'demo';
		expect((await client.get('/sync')).data.unavailable).toMatch(/demo/);
		const answer = await client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		expect(answer.status).toBe(502);
		expect(answer.data.detail).toMatch(/demo/);
		env.mode = 'real';
		expect((await client.get('/sync')).data.unavailable).toBeNull();
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

describe('after a restore, and a profile item edited on two devices', () => {
	it('sends nothing of a restored backup until the person chooses, then sends it all', async () => {
		const server = memoryServer();
		const a = await device(server);
		const b = await device(server);
		await a.client.post('/tracker/jobs', application('Técnica de enfermagem'));
		await a.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await b.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await settle(a.env, b.env);
		// A backup made before a second application, restored on device a.
		const backup = await a.client.get('/backup');
		await a.client.post('/tracker/jobs', application('Enfermeira do trabalho'));
		await settle(a.env, b.env);
		expect((await b.client.get('/tracker/jobs')).data.items).toHaveLength(2);
		const restored = await a.client.call('POST', '/backup?mode=replace', JSON.stringify(backup.data));
		expect(restored.status).toBe(200);
		await settle(a.env, b.env);
		const status = (await a.client.get('/sync')).data;
		expect(status.restoredAt).not.toBeNull();
		// Device b is untouched by the restore.
		expect((await b.client.get('/tracker/jobs')).data.items).toHaveLength(2);
		expect((await a.client.post('/sync/restored', { choice: 'maybe' })).status).toBe(400);
		const chosen = await a.client.post('/sync/restored', { choice: 'send' });
		expect(chosen.status).toBe(200);
		expect(chosen.data.restoredAt).toBeNull();
		await settle(a.env, b.env);
		// Sent as the latest edit: b's copy of the restored application is a's; what only b holds stays.
		expect((await b.client.get('/tracker/jobs')).data.items).toHaveLength(2);
		expect((await a.client.post('/sync/restored', { choice: 'keep' })).status).toBe(409);
		await a.client.del('/sync');
		await b.client.del('/sync');
	}, 60_000);

	it('keeps both versions of a profile item edited apart, and takes the other one when asked', async () => {
		const server = memoryServer();
		const a = await device(server);
		const b = await device(server);
		const item = await a.client.post('/profile/items', { type: 'skill', title: 'Curativos' });
		const read = async (client: typeof a.client) => ((await client.get('/profile/items')).data.items as { id: string; title: string; version: number }[]).find((i) => i.id === item.data.id)!;
		expect(item.status).toBe(201);
		await a.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await b.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await settle(a.env, b.env);
		for (const { env } of [a, b]) await runningEngine(env)!.stop();
		const onA = await read(a.client);
		expect((await a.client.patch(`/profile/items/${item.data.id}`, { version: onA.version, title: 'Curativos complexos' })).status).toBe(200);
		await new Promise((r) => setTimeout(r, 5));
		const onB = await read(b.client);
		expect((await b.client.patch(`/profile/items/${item.data.id}`, { version: onB.version, title: 'Curativos e coberturas' })).status).toBe(200);
		await a.client.post('/sync/now');
		await b.client.post('/sync/now');
		await settle(a.env, b.env);
		const names = await Promise.all([a, b].map(async ({ client }) => (await read(client)).title));
		expect(names[0]).toBe(names[1]);
		const logs = await Promise.all([a, b].map(async ({ client }) => (await client.get('/sync')).data.resolved));
		const kept = logs.flat().find((r: { rule: string; canKeepOther: boolean }) => r.rule === 'kept_both' && r.canKeepOther);
		expect(kept).toBeTruthy();
		const owner = logs[0].some((r: { id: string }) => r.id === kept.id) ? a : b;
		const before = (await read(owner.client)).title;
		expect((await owner.client.post(`/sync/resolutions/${kept.id}/keep-other`)).status).toBe(200);
		const after = (await read(owner.client)).title;
		expect(after).not.toBe(before);
		expect(['Curativos complexos', 'Curativos e coberturas']).toContain(after);
		expect((await owner.client.post(`/sync/resolutions/${kept.id}/keep-other`)).status).toBe(404);
		await settle(a.env, b.env);
		expect((await read((owner === a ? b : a).client)).title).toBe(after);
		await a.client.del('/sync');
		await b.client.del('/sync');
	}, 60_000);
});

describe('the inbox, kept in buckets of 100 items', () => {
	it('carries items both ways, and joins the items two devices added apart to the same bucket', async () => {
		const server = memoryServer();
		const a = await device(server);
		const b = await device(server);
		const add = (client: typeof a.client, title: string) => client.post('/inbox/items', { title, company: 'Secretaria de Saúde', url: `https://vagas.example.org/${encodeURIComponent(title)}` });
		for (const title of ['Enfermeira UTI', 'Técnico de enfermagem', 'Enfermeira obstétrica']) expect((await add(a.client, title)).status).toBe(201);
		await a.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await b.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await settle(a.env, b.env);
		const titles = async (client: typeof a.client) => ((await client.get('/inbox/items?limit=50')).data.items as { title: string }[]).map((i) => i.title).sort();
		expect(await titles(b.client)).toEqual(await titles(a.client));
		const first = (await b.client.get('/inbox/items?limit=50')).data.items.find((i: { title: string }) => i.title === 'Enfermeira UTI');
		expect((await b.client.patch(`/inbox/items/${first.id}`, { version: first.version, notes: 'Plantão 12x36' })).status).toBe(200);
		await settle(a.env, b.env);
		expect((await a.client.get(`/inbox/items/${first.id}`)).data.notes).toBe('Plantão 12x36');
		// Apart, each adds an item: both land in bucket 0 on their device.
		for (const { env } of [a, b]) await runningEngine(env)!.stop();
		expect((await add(a.client, 'Enfermeira do trabalho')).status).toBe(201);
		expect((await add(b.client, 'Enfermeira auditora')).status).toBe(201);
		await a.client.post('/sync/now');
		await b.client.post('/sync/now');
		await settle(a.env, b.env);
		const left = await titles(a.client);
		expect(left).toHaveLength(5);
		expect(left).toContain('Enfermeira auditora');
		expect(await titles(b.client)).toEqual(left);
		await a.client.del('/sync');
		await b.client.del('/sync');
	}, 60_000);
});

describe('what the server holds', () => {
	it("holds no plaintext of a fixture resume's name, e-mail, phone, employers or skills", async () => {
		const server = memoryServer();
		const a = await device(server);
		const fixture = (name: string) => readFileSync(`${FIXTURES}/resumes/${name}`, 'utf8');
		const truth = JSON.parse(fixture('d_en_accountant_derek_hollis.truth.json'));
		const read = await a.client.post('/resume/extract', { text: fixture('d_en_accountant_derek_hollis.txt') });
		expect(read.status).toBe(201);
		await a.client.post('/tracker/jobs', { title: truth.headline, company: truth.experiences[0].company, status: 'saved', notes: truth.email });
		await a.client.put('/sync', { server: SERVER, passphrase: PASSPHRASE });
		await settle(a.env);
		const all = await (server.server() as unknown as { allDocs(o: object): Promise<{ rows: { doc: unknown }[] }> }).allDocs({ include_docs: true });
		expect(all.rows.length).toBeGreaterThan(2);
		const stored = JSON.stringify(all.rows.map((row) => row.doc)).toLowerCase();
		const secrets: string[] = [truth.name, truth.email, truth.phone, ...truth.experiences.map((e: { company: string }) => e.company), ...truth.skills, read.data.id];
		const seen = secrets.filter((secret) => secret.length >= 4 && stored.includes(secret.toLowerCase()));
		expect(seen).toEqual([]);
		await a.client.del('/sync');
	}, 30_000);
});
