import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { openDb, TABLES } from './db';

let counter = 0;
const fresh = () => `rumo-db-test-${++counter}-${Math.random().toString(36).slice(2)}`;

/**
 * The database as release 1.8 declared it, in one place, frozen: the composed database must open
 * what this one wrote, with the same tables, keys and indexes (issue 29 moved each table's
 * declaration into its capability; no data may be lost on the way).
 */
function openRelease18(name: string, upTo = 13): Dexie {
	const db = new Dexie(name);
	const versions: [number, Record<string, string>][] = [
		[1, { trackerJobs: 'id, status, createdAt, updatedAt, source', meta: 'key' }],
		[2, { resumes: 'id, createdAt', profileItems: 'id, type, createdAt', profile: 'key' }],
		[3, { settings: 'key' }],
		[4, { captures: 'id, seq, status, capturedAt' }],
		[5, { jobs: 'id, createdAt' }],
		[6, { analyses: 'id, createdAt, resumeId, jobId' }],
		[7, { tailorings: 'id, createdAt, [resumeId+jobId]' }],
		[8, { resumes: 'id, createdAt, textHash', jobs: 'id, createdAt, textHash, canonicalUrl' }],
		[9, { inboxBuckets: 'id' }],
		[10, { radarState: 'key', radarFeeds: 'id', radarResults: 'id, feedId', radarRounds: 'id, startedAt', radarAlerts: 'id, createdAt' }],
		[11, { repoAnalyses: 'id, key, analyzedAt' }],
		[12, { coverLetters: 'jobId' }],
		[13, { interviews: 'id, applicationId, startsAt', reminders: 'id, applicationId, dueAt', followUps: 'id, applicationId', stories: 'id, updatedAt, *skills, *applicationIds' }]
	];
	for (const [n, stores] of versions.filter(([n]) => n <= upTo)) {
		const version = db.version(n).stores(stores);
		if (n === 8)
			version.upgrade(async (tx) => {
				const oldest = await tx.table('resumes').orderBy('createdAt').first();
				await tx
					.table('resumes')
					.toCollection()
					.modify((row: { id: string; main?: boolean }) => {
						row.main = row.id === oldest?.id;
					});
			});
	}
	return db;
}

const shape = (db: Dexie) =>
	Object.fromEntries(
		db.tables.map((table) => [table.name, [table.schema.primKey.src, ...table.schema.indexes.map((index) => index.src).sort()].join(', ')])
	);

/** One record a table of that key could hold, with every index's field filled. */
function recordFor(name: string, key: string, n: number): Record<string, unknown> {
	const row: Record<string, unknown> = { [key]: key === 'id' && name === 'inboxBuckets' ? n : `${name}-${n}`, createdAt: `2026-11-0${n}T10:00:00.000Z`, note: `kept ${n}` };
	for (const field of ['status', 'updatedAt', 'source', 'type', 'seq', 'capturedAt', 'resumeId', 'jobId', 'textHash', 'canonicalUrl', 'feedId', 'startedAt', 'key', 'analyzedAt', 'applicationId', 'startsAt', 'dueAt'])
		if (!(field in row)) row[field] = `${field}-${n}`;
	row.skills = ['Node.js'];
	row.applicationIds = [`app-${n}`];
	return row;
}

describe('the database composed from the capabilities’ tables', () => {
	it('has the tables, keys and indexes release 1.8 had, and only the ones added since', async () => {
		const [before, after] = [openRelease18(fresh()), openDb(fresh())];
		await Promise.all([before.open(), after.open()]);
		// Version 14 (issue 31) adds the public exams' tables, version 15 (issue 32) sync's outbox and
		// conflict log; nothing of release 1.8 changes.
		expect(after.verno).toBe(15);
		const added = { exams: 'id, createdAt, textHash', examPlans: 'examId', syncOutbox: '++seq, [table+key]', syncResolutions: 'id, at' };
		expect(shape(after)).toEqual({ ...shape(before), ...added });
		expect(Object.keys(TABLES).sort()).toEqual([...before.tables.map((table) => table.name), ...Object.keys(added)].sort());
		before.close();
		after.close();
	});

	it('reads every record a database written by release 1.8 holds', async () => {
		const name = fresh();
		const before = openRelease18(name);
		const written: Record<string, unknown[]> = {};
		for (const table of (await before.open()).tables) {
			written[table.name] = [1, 2].map((n) => recordFor(table.name, table.schema.primKey.keyPath as string, n));
			await table.bulkPut(written[table.name]);
		}
		before.close();
		const after = openDb(name);
		for (const table of (await after.open()).tables) expect(await table.toArray(), table.name).toEqual(written[table.name] ?? []);
		after.close();
	});

	it('still marks the first resume read as the main one when it opens a database from before version 8', async () => {
		const name = fresh();
		const old = openRelease18(name, 7);
		await old.open();
		await old.table('resumes').bulkPut([
			{ id: 'later', createdAt: '2025-02-01T00:00:00.000Z' },
			{ id: 'first', createdAt: '2024-01-01T00:00:00.000Z' }
		]);
		old.close();
		const db = openDb(name);
		expect(Object.fromEntries((await db.resumes.toArray()).map((row) => [row.id, row.main]))).toEqual({ first: true, later: false });
		db.close();
	});
});
