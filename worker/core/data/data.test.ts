import 'fake-indexeddb/auto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCore } from '../app';
import { openDb } from '../db';
import { testClient, testEnv } from '../testing/env';
import { readAllTables } from './backup';
import { TABLE_NAMES } from './tables';

const POSTING = 'Backend Engineer at Harborline\nRequirements: 3 years of Node.js, TypeScript and PostgreSQL. Nice to have: Docker.';

/** A core with some of everything: profile, resume, job, analysis, tailoring, applications, inbox, settings. */
async function filled() {
	const t = testEnv();
	const api = testClient(t.env);
	const resume = (await api.post('/resume/extract', { text: 'Ana Lima\nBackend developer\nEXPERIENCE\nDeveloper — Acme, 2019 – 2024\n• Built Node.js and TypeScript services on PostgreSQL\nSKILLS\nNode.js, TypeScript, PostgreSQL' })).data;
	await api.post('/profile/items', { type: 'skill', title: 'Node.js', skills: ['Node.js'], evidence: [{ text: 'Node.js services' }] });
	const job = (await api.post('/job/extract', { text: POSTING })).data;
	const analysis = (await api.post('/match/analyze', { jobId: job.id, resumeId: resume.id })).data;
	await api.post('/resume/tailor', { resumeId: resume.id, jobId: job.id });
	const app = (await api.post('/tracker/jobs', { title: 'Backend Engineer', company: 'Harborline', match: { score: analysis.score, analysisId: analysis.id } })).data;
	t.advance(2);
	await api.patch(`/tracker/jobs/${app.id}`, { status: 'applied', version: app.version });
	await api.post('/inbox/items', { title: 'Data Engineer', company: 'Acme', url: 'https://acme.example/1' });
	await api.call('PUT', '/settings/consents/relay-fetch', { granted: true });
	return { ...t, api };
}

async function backupOf(api: ReturnType<typeof testClient>, env: ReturnType<typeof testEnv>['env']) {
	const response = await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null });
	expect(response.headers['content-disposition']).toMatch(/rumo-backup-\d{4}-\d{2}-\d{2}\.json/);
	void api;
	return response.body!;
}

const restore = (api: ReturnType<typeof testClient>, text: string, mode = 'replace') => api.call('POST', `/backup?mode=${mode}`, text);

describe('backup, clear and restore', () => {
	it('gives back identical data after a clear', async () => {
		const { env, api } = await filled();
		const before = await readAllTables(env);
		const text = await backupOf(api, env);
		expect(JSON.parse(text)).toMatchObject({ format: 'rumo-backup', schemaVersion: env.db.verno, appVersion: '1.8.2', checksum: expect.stringMatching(/^sha256:/) });
		expect((await api.del('/data')).status).toBe(204);
		expect((await api.get('/tracker/jobs')).data.total).toBe(0);
		expect((await api.get('/inbox/items')).data.total).toBe(0);
		const restored = await restore(api, text);
		expect(restored.status).toBe(200);
		expect(restored.data.restored.trackerJobs).toBe(1);
		expect(await readAllTables(env)).toEqual(before);
		expect((await api.get('/tracker/metrics')).data.byStatus.applied).toBe(1);
		expect((await api.get('/inbox/items')).data.total).toBe(1);
	});

	it('refuses a tampered, truncated, foreign or newer file and changes nothing', async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		const before = await readAllTables(env);
		const tampered = text.replace('"Harborline"', '"Harborlime"');
		const cases = [
			[tampered, /checksum/],
			[text.slice(0, text.length / 2), /not valid JSON/],
			[JSON.stringify({ hello: 'world' }), /not a Rumo backup/],
			[text.replace(`"schemaVersion":${env.db.verno}`, '"schemaVersion":99'), /newer Rumo/]
		] as const;
		for (const [body, sentence] of cases) {
			const r = await restore(api, body);
			expect(r.status, String(sentence)).toBe(400);
			expect(r.data.code).toBe('invalid_file');
			expect(r.data.detail).toMatch(sentence);
			expect(r.data.detail).toMatch(/Nothing was changed/);
		}
		// A record that breaks its schema, with a checksum made to match: named by its path.
		const doc = JSON.parse(text);
		doc.tables.trackerJobs[0].status = 'hired';
		const { sha256 } = await import('./backup');
		doc.checksum = `sha256:${await sha256(JSON.stringify(doc.tables))}`;
		const invalid = await restore(api, JSON.stringify(doc));
		expect(invalid.data.errors[0].path).toBe('tables.trackerJobs[0].status');
		expect(await readAllTables(env)).toEqual(before);
	});

	it('merges into what is here (the backup wins record by record) or replaces it', async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		await api.post('/tracker/jobs', { title: 'Added after the backup', company: 'Later' });
		await api.post('/inbox/items', { title: 'Later item', company: 'Later' });
		expect((await restore(api, text, 'merge')).status).toBe(200);
		expect((await api.get('/tracker/jobs')).data.total).toBe(2);
		expect((await api.get('/inbox/items')).data.total).toBe(2);
		await restore(api, text, 'replace');
		expect((await api.get('/tracker/jobs')).data.total).toBe(1);
		expect((await api.get('/inbox/items')).data.total).toBe(1);
	});

	it('another tab reads the restored data at once', async () => {
		const { env, api } = await filled();
		const other = testEnv();
		other.env.db = openDb(env.db.name);
		const tab2 = testClient(other.env);
		expect((await tab2.get('/inbox/items')).data.total).toBe(1);
		expect((await tab2.get('/tracker/jobs?q=harbor')).data.total).toBe(1);
		const text = await backupOf(api, env);
		await api.del('/data');
		expect((await tab2.get('/inbox/items')).data.total).toBe(0);
		expect((await tab2.get('/tracker/jobs?q=harbor')).data.total).toBe(0);
		await restore(api, text);
		expect((await tab2.get('/inbox/items')).data.total).toBe(1);
		expect((await tab2.get('/tracker/jobs?q=harbor')).data.total).toBe(1);
		expect((await tab2.get('/tracker/metrics')).data.total).toBe(1);
	});

	it('reads a gzipped backup sent as a file, and migrates one from before the inbox existed', async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		await api.del('/data');
		const form = new FormData();
		form.set('file', new File([gzipSync(text)], 'rumo-backup.json.gz'));
		const request = new Request('http://x', { method: 'POST', body: form });
		const r = await createCore(env).handle({ method: 'POST', url: '/api/v1/backup', headers: { 'content-type': request.headers.get('content-type')! }, body: await request.arrayBuffer() });
		expect(r.status).toBe(200);
		expect((await api.get('/tracker/jobs')).data.total).toBe(1);
		// Version 7: no inbox, no main resume.
		const doc = JSON.parse(text);
		delete doc.tables.inboxBuckets;
		delete doc.counts.inboxBuckets;
		for (const resume of doc.tables.resumes) delete resume.main;
		doc.schemaVersion = 7;
		const { sha256 } = await import('./backup');
		doc.checksum = `sha256:${await sha256(JSON.stringify(doc.tables))}`;
		const migrated = await restore(api, JSON.stringify(doc));
		expect(migrated.data).toMatchObject({ migratedFrom: 7 });
		expect((await api.get('/resume')).data.items[0].main).toBe(true);
		expect((await api.get('/inbox/items')).data.total).toBe(0);
	});

	it('backs up every table of the database', () => {
		const { env } = testEnv();
		expect([...TABLE_NAMES].sort()).toEqual(env.db.tables.map((table) => table.name).sort());
	});

	it('reminds after 30 days and more than 20 changes', async () => {
		const { env, api, advance } = await filled();
		expect((await api.get('/backup/status')).data).toMatchObject({ lastBackupAt: null, remind: false });
		for (let i = 0; i < 21; i++) await api.post('/tracker/jobs', { title: `Job ${i}`, company: 'X' });
		expect((await api.get('/backup/status')).data.remind).toBe(true);
		await backupOf(api, env);
		expect((await api.get('/backup/status')).data).toMatchObject({ changedSince: 0, remind: false });
		advance(31);
		for (let i = 0; i < 21; i++) await api.post('/tracker/jobs', { title: `Later ${i}`, company: 'X' });
		expect((await api.get('/backup/status')).data).toMatchObject({ changedSince: 21, remind: true });
	});
});
