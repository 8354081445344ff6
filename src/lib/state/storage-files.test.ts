import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/errors';
import { refusal } from '$core/data/refusals-schema';
import { TABLE_NAMES } from '$core/data/tables';
import { COMPRESS_ABOVE, RESTORED_ORDER, UNNAMED_TABLES, backupFile, backupFileName, confirmed, metricsStateOf, refusalFrom, restoredParts, storageTroubleOf } from './storage-files';

const doc = (size = 10) => `{"format":"rumo-backup","schemaVersion":9,"appVersion":"1.8.2","createdAt":"2026-11-03T10:00:00.000Z","tables":{"x":"${'a'.repeat(size)}"}}`;

describe('the backup file', () => {
	it('is named by the day the backup was made', () => {
		expect(backupFileName(doc())).toBe('rumo-backup-2026-11-03.json');
	});

	it('stays plain JSON when small and is gzipped when large, the same text inside', async () => {
		const small = await backupFile(doc());
		expect(small.name).toBe('rumo-backup-2026-11-03.json');
		expect(await small.blob.text()).toBe(doc());
		const text = doc(COMPRESS_ABOVE);
		const large = await backupFile(text);
		expect(large.name).toBe('rumo-backup-2026-11-03.json.gz');
		expect(large.blob.size).toBeLessThan(text.length / 20);
		expect(gunzipSync(Buffer.from(await large.blob.arrayBuffer())).toString()).toBe(text);
	});
});

describe('what a restore says', () => {
	it('lists what came back in the order a person thinks of it, leaving out empty kinds and inner tables', () => {
		expect(restoredParts({ meta: 4, analyses: 2, trackerJobs: 10, inboxBuckets: 1, inboxItems: 3, jobs: 0 })).toEqual([
			{ kind: 'trackerJobs', count: 10 },
			{ kind: 'inboxItems', count: 3 },
			{ kind: 'analyses', count: 2 }
		]);
	});

	// Issue 27: the message listed every kind restored except cover letters.
	it('names every table of a backup a person knows by name', () => {
		const named = new Set<string>([...RESTORED_ORDER, ...UNNAMED_TABLES]);
		expect(TABLE_NAMES.filter((table) => !named.has(table))).toEqual([]);
		expect(restoredParts({ coverLetters: 2, radarFeeds: 1 })).toEqual([
			{ kind: 'coverLetters', count: 2 },
			{ kind: 'radarFeeds', count: 1 }
		]);
	});

	it('reads the reason and values back from a refusal, keeping the first records at fault', () => {
		const errors = Array.from({ length: 8 }, (_, i) => ({ path: `tables.trackerJobs[${i}].status`, message: 'Invalid option' }));
		const read = refusalFrom(new ApiError({ status: 400, code: 'invalid_file', detail: refusal('newer', { found: 12, reads: 9 }), errors }));
		expect(read).toMatchObject({ reason: 'newer', params: { found: '12', reads: '9' } });
		expect(read?.errors).toHaveLength(5);
		expect(refusalFrom(new ApiError({ status: 400, code: 'invalid_file', detail: 'Something new.' }))).toMatchObject({ reason: null, detail: 'Something new.' });
		expect(refusalFrom(new ApiError({ status: 409, code: 'conflict', detail: 'x' }))).toBeNull();
	});
});

describe('storage failures', () => {
	const problem = (code: string, detail = 'x', params?: Record<string, string>) => new ApiError({ status: 503, code, detail, params });

	it('tells a full disk from a storage that would not open, and from a corrupted one', () => {
		expect(storageTroubleOf(problem('storage_unavailable', 'Your browser storage is full. Free some space…', { reason: 'quota' }))).toBe('full');
		expect(storageTroubleOf(problem('storage_unavailable', 'Local storage could not be opened.', { reason: 'not_open' }))).toBe('not_started');
		// Told by the reason, never by the English sentence.
		expect(storageTroubleOf(problem('storage_unavailable', 'Your browser storage is full.'))).toBe('not_started');
		expect(storageTroubleOf(problem('storage_corrupted'))).toBe('corrupted');
		expect(storageTroubleOf(problem('conflict'))).toBeNull();
	});

	it('names the Dashboard state of a failed metrics read as SPEC.md does', () => {
		expect(metricsStateOf(problem('network'))).toBe('api');
		expect(metricsStateOf(problem('storage_unavailable'))).toBe('not_started');
		expect(metricsStateOf(problem('storage_corrupted'))).toBe('corrupted');
		expect(metricsStateOf(problem('internal_error'))).toBe('unavailable');
		expect(metricsStateOf(new Error('boom'))).toBe('unavailable');
	});

	it('takes the typed word whatever its case or surrounding spaces, and nothing else', () => {
		expect(confirmed(' delete ', 'DELETE')).toBe(true);
		expect(confirmed('Apagar', 'APAGAR')).toBe(true);
		expect(confirmed('DELET', 'DELETE')).toBe(false);
		expect(confirmed('', 'DELETE')).toBe(false);
	});
});
