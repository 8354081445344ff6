import 'fake-indexeddb/auto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCore } from '../app';
import { openDb } from '../db';
import { testClient, testEnv } from '../testing/env';
import { TOPICS } from '../platform/topics';
import { readAllTables } from './backup';
import { backupChecksum, canonicalJson, documentPieces, piecesSha256, sha256 } from './checksum';
import { REFUSALS, refusal, refusalOf, type RefusalReason } from './refusals-schema';
import { checkBackup } from './restore';
import { PRIMARY_KEYS, TABLE_NAMES } from './tables';

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
		expect(JSON.parse(text)).toMatchObject({ format: 'rumo-backup', formatVersion: 2, schemaVersion: env.db.verno, appVersion: '1.8.2', checksum: expect.stringMatching(/^sha256:/) });
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
		// A newer Rumo's file is intact: its checksum matches what it says.
		const newer = JSON.parse(text);
		newer.schemaVersion = 99;
		newer.checksum = await backupChecksum(newer);
		const newerFormat = JSON.parse(text);
		newerFormat.formatVersion = 3;
		const cases = [
			[tampered, /checksum/],
			[text.slice(0, text.length / 2), /not valid JSON/],
			[JSON.stringify({ hello: 'world' }), /not a Rumo backup/],
			[JSON.stringify(newer), /newer Rumo \(data version 99/],
			[JSON.stringify(newerFormat), /newer backup format \(format 3, this one reads up to 2\)/]
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
		doc.checksum = await backupChecksum(doc);
		const invalid = await restore(api, JSON.stringify(doc));
		expect(invalid.data.errors[0].path).toBe('tables.trackerJobs[0].status');
		expect(await readAllTables(env)).toEqual(before);
	});

	// Issue 27: a valid-checksum backup could write what the API would refuse.
	it('refuses what the API would refuse — a javascript: link, a 100,000-character title, a 50,000-deep value — naming the record, and changes nothing', async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		const before = await readAllTables(env);
		// The tables written as GET /backup writes them (last), with a value no JSON.stringify could write back.
		const DEEP = '['.repeat(50_000) + '"end"' + ']'.repeat(50_000);
		const withChecksum = async (change: (doc: { tables: Record<string, Record<string, unknown>[]> }) => void) => {
			const doc = JSON.parse(text);
			change(doc);
			const { tables, ...header } = doc;
			const tablesJson = canonicalJson(tables)!.replace('"__DEEP__"', DEEP);
			header.checksum = `sha256:${await piecesSha256(documentPieces(header, [tablesJson]))}`;
			return JSON.stringify(header).slice(0, -1) + ',"tables":' + tablesJson + '}';
		};
		const deep = '__DEEP__';
		const cases: [(doc: { tables: Record<string, Record<string, unknown>[]> }) => void, string, RegExp][] = [
			[(doc) => (doc.tables.trackerJobs[0].url = 'javascript:alert(1)'), 'tables.trackerJobs[0].url', /web address/],
			[(doc) => (doc.tables.trackerJobs[0].title = 'x'.repeat(100_000)), 'tables.trackerJobs[0].title', /./],
			[(doc) => ((doc.tables.profileItems[0].evidence as { url: string }[])[0].url = 'data:text/html,<script>1</script>'), 'tables.profileItems[0].evidence[0].url', /web address/],
			[(doc) => (doc.tables.settings[0].value = deep), 'tables.settings[0].value', /Nested deeper/]
		];
		for (const [change, path, message] of cases) {
			const r = await restore(api, await withChecksum(change));
			expect(r.status, path).toBe(400);
			expect(r.data.code).toBe('invalid_file');
			expect(r.data.errors[0].path.startsWith(path), r.data.errors[0].path).toBe(true);
			expect(r.data.errors[0].message).toMatch(message);
		}
		expect(await readAllTables(env)).toEqual(before);
	});

	it('stops reading a gzip bomb at the cap and says it is too large', async () => {
		const { api } = await filled();
		const { backupBytes } = await import('./restore');
		const bomb = gzipSync(Buffer.alloc(4 * 1024 * 1024, 0x20));
		await expect(backupBytes(new Uint8Array(bomb), 1024 * 1024)).rejects.toMatchObject({ code: 'payload_too_large' });
		expect((await backupBytes(new Uint8Array(gzipSync(Buffer.from('{"a":1}'))))).byteLength).toBe(7);
		void api;
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

	it('tells every screen to reload after a restore, the radar, repository and cover-letter screens too', async () => {
		const { env, api, notices } = await filled();
		const text = await backupOf(api, env);
		notices.length = 0;
		await restore(api, text, 'replace');
		expect(new Set(notices)).toEqual(new Set(TOPICS));
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
		doc.checksum = await backupChecksum(doc);
		const migrated = await restore(api, JSON.stringify(doc));
		expect(migrated.data).toMatchObject({ migratedFrom: 7 });
		expect((await api.get('/resume')).data.items[0].main).toBe(true);
		expect((await api.get('/inbox/items')).data.total).toBe(0);
	});

	it('backs up every table of the database, each by its own primary key', () => {
		const { env } = testEnv();
		expect([...TABLE_NAMES].sort()).toEqual(env.db.tables.map((table) => table.name).sort());
		for (const table of env.db.tables) expect(PRIMARY_KEYS[table.name as keyof typeof PRIMARY_KEYS], table.name).toBe(table.schema.primKey.keyPath);
	});

	it('refuses a backup holding the same record twice, in either mode, and changes nothing', async () => {
		const { env, api } = await filled();
		const doc = JSON.parse(await backupOf(api, env));
		doc.tables.trackerJobs.push({ ...doc.tables.trackerJobs[0], title: 'Twin' });
		doc.counts.trackerJobs++;
		doc.checksum = await backupChecksum(doc);
		const before = await readAllTables(env);
		for (const mode of ['replace', 'merge']) {
			const r = await restore(api, JSON.stringify(doc), mode);
			expect(r.data.detail).toBe(`This backup holds the same record twice (trackerJobs ${JSON.stringify(doc.tables.trackerJobs[0].id)}). Nothing was changed.`);
		}
		expect(await readAllTables(env)).toEqual(before);
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

	it('restores a backup reformatted by a tool (same records, other spacing)', async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		const before = await readAllTables(env);
		await api.del('/data');
		const r = await restore(api, JSON.stringify(JSON.parse(text), null, 2));
		expect(r.status, JSON.stringify(r.data)).toBe(200);
		expect(await readAllTables(env)).toEqual(before);
	});

	it('counts the inbox by its items, not by the buckets they are kept in', async () => {
		const { env, api } = await filled();
		const r = await restore(api, await backupOf(api, env));
		expect(r.data.restored).toMatchObject({ inboxItems: 1, trackerJobs: 1, resumes: 1, analyses: 1 });
	});

	it('backs up and restores tables larger than one read chunk, in key order', async () => {
		const { env, api } = await filled();
		const [job] = (await readAllTables(env)).trackerJobs as { id: string }[];
		await env.db.trackerJobs.bulkPut(Array.from({ length: 1234 }, (_, i) => ({ ...job, id: `bulk-${String(i).padStart(4, '0')}`, title: `Bulk ${i}` })) as never);
		const before = await readAllTables(env);
		expect(before.trackerJobs).toHaveLength(1235);
		const text = await backupOf(api, env);
		// The checksum covers these records, in key order, and nothing else.
		const doc = JSON.parse(text);
		expect(doc.checksum).toBe(await backupChecksum({ ...doc, tables: before }));
		await api.del('/data');
		expect((await restore(api, text)).data.restored.trackerJobs).toBe(1235);
		expect(await readAllTables(env)).toEqual(before);
	});

	it('a full disk mid-restore leaves everything as it was and says so', async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		await api.post('/tracker/jobs', { title: 'Only here', company: 'Now' });
		const before = await readAllTables(env);
		const store = globalThis.IDBObjectStore.prototype;
		const { put, add } = store;
		let calls = 0;
		const full = (write: typeof put) =>
			function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
				if (++calls > 3) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
				return write.apply(this, args);
			};
		store.put = full(put);
		store.add = full(add);
		try {
			for (const mode of ['replace', 'merge']) {
				calls = 0;
				const r = await restore(api, text, mode);
				expect(r.status).toBe(503);
				expect(r.data).toMatchObject({ code: 'storage_unavailable', params: { reason: 'quota' }, detail: expect.stringMatching(/^Your browser storage is full.*Nothing was changed/) });
			}
		} finally {
			Object.assign(store, { put, add });
		}
		expect(await readAllTables(env)).toEqual(before);
	});

	it('exports what can be read when a table cannot be, and names the one left out', async () => {
		const { env, api } = await filled();
		const jobs = env.db.table('jobs');
		const toArray = jobs.toCollection().constructor.prototype.toArray;
		const collection = jobs.toCollection().constructor.prototype;
		collection.toArray = function (this: { db: unknown; _ctx: { table: { name: string } } }, ...args: unknown[]) {
			if (this._ctx.table.name === 'jobs') return Promise.reject(new DOMException('Unreadable record.', 'DataError'));
			return toArray.apply(this, args);
		};
		try {
			const doc = JSON.parse(await backupOf(api, env));
			expect(doc.unreadable).toEqual(['jobs']);
			expect(doc.tables.jobs).toBeUndefined();
			expect(doc.tables.trackerJobs).toHaveLength(1);
			// Such a file restores, the missing table read as empty.
			collection.toArray = toArray;
			expect((await restore(api, JSON.stringify(doc))).status).toBe(200);
			expect((await api.get('/job')).data.items).toHaveLength(0);
		} finally {
			collection.toArray = toArray;
		}
	});

	it('says every refusal in words the page can read back, reason and values', () => {
		const values = { found: 12, reads: 9, tables: 'x, y', table: 'trackerJobs', expected: 3, count: 'at least 20', key: '"id-1"' };
		for (const reason of Object.keys(REFUSALS) as RefusalReason[]) {
			const sentence = refusal(reason, values);
			expect(sentence).toMatch(/Nothing was changed\.$/);
			const read = refusalOf(sentence);
			expect(read?.reason).toBe(reason);
			for (const [name, value] of Object.entries(read!.params)) expect(String(values[name as keyof typeof values])).toBe(value);
		}
		expect(refusalOf('Something else entirely.')).toBeNull();
	});

	it("keeps this install's copy of the relay's AI settings out of a backup, and in place through a restore", async () => {
		const { env, api } = await filled();
		const mirror = { key: 'ai.config', value: { provider: 'openai-compatible', baseUrl: 'https://ai.example/v1', model: 'm', hasKey: true }, updatedAt: '2026-11-01T12:00:00.000Z' };
		await env.db.settings.put(mirror);
		const doc = JSON.parse(await backupOf(api, env));
		expect(doc.tables.settings.map((row: { key: string }) => row.key)).not.toContain('ai.config');
		expect(doc.tables.settings.length).toBeGreaterThan(0);
		await api.del('/data');
		expect(await env.db.settings.get('ai.config')).toEqual(mirror);
		expect((await restore(api, JSON.stringify(doc))).status).toBe(200);
		expect(await env.db.settings.get('ai.config')).toEqual(mirror);
		expect((await api.get('/settings/consents')).data.items.find((c: { integration: string }) => c.integration === 'relay-fetch').granted).toBe(true);
	});
});

/** The file as GET /backup wrote it, its header changed and its tables left as they stand (hashed in place on restore). */
function withHeader(text: string, change: (header: Record<string, unknown>) => Record<string, unknown> | void): string {
	const at = text.indexOf(',"tables":');
	const header = JSON.parse(text.slice(0, at) + '}');
	return JSON.stringify(change(header) ?? header).slice(0, -1) + text.slice(at);
}

/** What a Rumo before issue 27 wrote: no `formatVersion`, the checksum over JSON.stringify(tables) alone, tables last. */
async function formatOne(text: string, change: (header: Record<string, unknown>) => void = () => {}): Promise<string> {
	const { tables, checksum: _, formatVersion: __, ...header } = JSON.parse(text);
	const tablesJson = JSON.stringify(tables);
	const old = { ...header, checksum: `sha256:${await sha256(tablesJson)}` };
	change(old);
	return JSON.stringify(old).slice(0, -1) + ',"tables":' + tablesJson + '}';
}

describe('backup format 2: the checksum covers the header too (issue 27)', () => {
	it('refuses a backup whose header was changed after it was written — app version, dates, counts, format — and changes nothing', async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		const before = await readAllTables(env);
		const changes: [string, (header: Record<string, unknown>) => Record<string, unknown> | void][] = [
			['app version', (h) => void (h.appVersion = '9.9.9')],
			['date', (h) => void (h.createdAt = '2020-01-01T00:00:00.000Z')],
			['a count', (h) => void ((h.counts as Record<string, number>).resumes = 3)],
			['a count left out', (h) => void delete (h.counts as Record<string, number>).resumes],
			['format version removed', (h) => void delete h.formatVersion],
			['format version lowered', (h) => void (h.formatVersion = 1)],
			['schema version lowered', (h) => void (h.schemaVersion = 7)],
			['a field added', (h) => ({ ...h, note: 'edited by hand' })],
			['a table said unreadable', (h) => void (h.unreadable = ['jobs'])]
		];
		for (const [i, [what, change]] of changes.entries()) {
			const changed = withHeader(text, change);
			expect(changed, what).not.toBe(text);
			// Tables in place (the fast path) and the file re-serialised by a tool (hashed again) alike.
			for (const body of [changed, JSON.stringify(JSON.parse(changed), null, 2)]) {
				const r = await restore(api, body, i % 2 ? 'merge' : 'replace');
				expect(r.status, what).toBe(400);
				expect(r.data.code, what).toBe('invalid_file');
				expect(r.data.detail, what).toBe(refusal('checksum'));
				expect(r.data.detail).toMatch(/changed or cut after it was made/);
			}
		}
		expect(await readAllTables(env)).toEqual(before);
	});

	it('still restores a backup of format 1, whose checksum covers its records alone, as before', async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		const before = await readAllTables(env);
		const old = await formatOne(text);
		expect(JSON.parse(old)).not.toHaveProperty('formatVersion');
		expect((await checkBackup(env, new TextEncoder().encode(old))).formatVersion).toBe(1);
		await api.del('/data');
		const r = await restore(api, old);
		expect(r.status, JSON.stringify(r.data)).toBe(200);
		expect(await readAllTables(env)).toEqual(before);
		// Its header was never covered: changed, it restores as it always did. Its records still are.
		expect((await restore(api, await formatOne(text, (h) => (h.appVersion = '0.1.0')))).status).toBe(200);
		expect((await restore(api, old.replace('"Harborline"', '"Harborlime"'))).data.detail).toBe(refusal('checksum'));
		expect(await readAllTables(env)).toEqual(before);
	});

	it('writes format 2, and a backup made now restores whole, plain or gzipped', async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		const before = await readAllTables(env);
		const doc = JSON.parse(text);
		expect(doc.formatVersion).toBe(2);
		expect(doc.checksum).toBe(await backupChecksum(doc));
		expect((await checkBackup(env, new TextEncoder().encode(text))).formatVersion).toBe(2);
		for (const body of [text, new Uint8Array(gzipSync(text))]) {
			await api.del('/data');
			expect((await api.get('/tracker/jobs')).data.total).toBe(0);
			const r = await api.call('POST', '/backup?mode=replace', body, typeof body === 'string' ? {} : { 'content-type': 'application/gzip' });
			expect(r.status, JSON.stringify(r.data)).toBe(200);
			expect(await readAllTables(env)).toEqual(before);
		}
		// Written again from what was restored (at the same moment): the same file, byte for byte.
		expect(await backupOf(api, env)).toBe(text);
	});

	it("gives the same checksum whatever the order of the header's keys", async () => {
		const { env, api } = await filled();
		const text = await backupOf(api, env);
		const before = await readAllTables(env);
		const doc = JSON.parse(text);
		const reverse = (object: Record<string, unknown>) => Object.fromEntries(Object.entries(object).reverse());
		const reordered = withHeader(text, (h) => reverse({ ...h, counts: reverse(h.counts as Record<string, unknown>) }));
		expect(Object.keys(JSON.parse(reordered))[0]).toBe('checksum');
		expect(await backupChecksum(JSON.parse(reordered))).toBe(doc.checksum);
		// It is the hash of the document without its checksum, keys sorted at every depth.
		const { checksum, ...rest } = doc;
		expect(checksum).toBe(`sha256:${await sha256(canonicalJson(rest)!)}`);
		// The tables first and the header after them, too: no longer where the fast path looks.
		const { tables, ...header } = doc;
		const tablesFirst = JSON.stringify({ tables, ...reverse(header) });
		for (const body of [reordered, tablesFirst]) {
			await api.del('/data');
			const r = await restore(api, body);
			expect(r.status, JSON.stringify(r.data)).toBe(200);
			expect(await readAllTables(env)).toEqual(before);
		}
	});
});
