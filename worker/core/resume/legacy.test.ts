import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { openDb } from '../db';
import { testClient, testEnv } from '../testing/env';

const TEXT = `Carla Mendes
Registered Nurse
carla.mendes@example.com · Porto Alegre, RS

Experience
ICU Nurse — Hospital Moinhos
2019-02 – present
- Cared for adult ICU patients on mechanical ventilation.

Education
BSc Nursing — UFRGS, 2014 – 2018

Skills
Intensive care, Patient safety, Mechanical ventilation
`;

/** Resumes as version 7 stored them: no name, no main flag, no hash. */
async function legacyDatabase(name: string, rows: object[]) {
	const old = new Dexie(name);
	old.version(7).stores({
		trackerJobs: 'id, status, createdAt, updatedAt, source',
		meta: 'key',
		resumes: 'id, createdAt',
		profileItems: 'id, type, createdAt',
		profile: 'key',
		settings: 'key',
		captures: 'id, seq, status, capturedAt',
		jobs: 'id, createdAt',
		analyses: 'id, createdAt, resumeId, jobId',
		tailorings: 'id, createdAt, [resumeId+jobId]'
	});
	await old.table('resumes').bulkAdd(rows);
	old.close();
}

describe('resumes stored before they had names and a main one', () => {
	it('get the first one read as main, a name, and are found when read again', async () => {
		const { env } = testEnv();
		const name = `legacy-${Math.random().toString(36).slice(2)}`;
		const api0 = testClient(env);
		// A real extraction, stripped back to what version 7 kept.
		const fresh = (await api0.post('/resume/extract', { text: TEXT })).data;
		const { name: _name, main: _main, ...v7 } = fresh;
		await legacyDatabase(name, [
			{ ...v7, id: 'old-1', createdAt: '2025-01-01T10:00:00.000Z' },
			{ ...v7, id: 'old-2', createdAt: '2025-06-01T10:00:00.000Z', text: `${TEXT}\nLinks\nhttps://carla.example`, source: { kind: 'pdf', name: 'carla.pdf', pages: 1 } }
		]);
		env.db = openDb(name);
		const api = testClient(env);
		const { items } = (await api.get('/resume')).data;
		expect(items.map((r: { id: string; name: string; main: boolean }) => [r.id, r.name, r.main])).toEqual([
			['old-2', 'carla.pdf', false],
			['old-1', 'Pasted resume — Carla Mendes', true]
		]);
		const again = await api.post('/resume/extract', { text: TEXT });
		expect(again.status).toBe(200);
		expect(again.data.id).toBe('old-1');
		expect((await api.get('/resume')).data.total).toBe(2);
	});
});
