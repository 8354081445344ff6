import { appendFile, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAPTURES_FILE, DEFAULT_MAX_FILE_BYTES, MAX_READ_BYTES, ROTATED_FILE, openCaptureStore } from './store.mjs';

/** @type {string} a fresh temporary folder per test; the data folder is `dir`, created by the store */
let scratch;
/** @type {string} */
let dir;

beforeEach(async () => {
	scratch = await mkdtemp(join(tmpdir(), 'rumo-captures-store-test-'));
	dir = join(scratch, 'data');
});
afterEach(async () => {
	await rm(scratch, { recursive: true, force: true });
});

/**
 * @param {number} n
 * @returns {import('./capture.mjs').CaptureInput}
 */
const input = (n) => ({
	url: `https://jobs.example/${n}`,
	title: `Job ${n}`,
	text: `Data engineer ${n}`,
	captureType: 'page',
	origin: 'bookmarklet',
	capturedAt: null,
	jobPosting: null
});

/** @returns {Promise<string[]>} the file's lines, without the last (empty) one */
async function fileLines(name = CAPTURES_FILE) {
	const text = await readFile(join(dir, name), 'utf8');
	expect(text.endsWith('\n')).toBe(true);
	return text.slice(0, -1).split('\n');
}

/**
 * @param {{ seq: number }[]} items
 */
const seqs = (items) => items.map((item) => item.seq);

describe('the captures store', () => {
	it('answers an empty list at cursor 0 before anything is captured, without creating the folder', async () => {
		const store = openCaptureStore(dir);
		expect(await store.readSince(undefined)).toEqual({ items: [], nextCursor: '0', hasMore: false, total: 0, corrupted: [] });
		await expect(stat(dir)).rejects.toThrow();
	});

	it('appends each capture as one JSON line with id, seq and times, and reads it back', async () => {
		const store = openCaptureStore(dir, { now: () => new Date('2026-05-04T10:00:00.000Z'), newId: () => 'id-1' });
		const stored = await store.append({ ...input(1), capturedAt: '2026-05-04T09:59:00.000Z' });
		expect(stored).toEqual({
			id: 'id-1',
			seq: 1,
			url: 'https://jobs.example/1',
			title: 'Job 1',
			text: 'Data engineer 1',
			captureType: 'page',
			origin: 'bookmarklet',
			capturedAt: '2026-05-04T09:59:00.000Z',
			receivedAt: '2026-05-04T10:00:00.000Z',
			jobPosting: null
		});
		expect((await fileLines()).map((line) => JSON.parse(line))).toEqual([stored]);
		expect(await store.readSince(null)).toEqual({ items: [stored], nextCursor: '1', hasMore: false, total: 1, corrupted: [] });
	});

	it('uses the time it arrived as capturedAt when the sender gave none', async () => {
		const store = openCaptureStore(dir, { now: () => new Date('2026-05-04T10:00:00.000Z') });
		const stored = await store.append(input(1));
		expect(stored.capturedAt).toBe('2026-05-04T10:00:00.000Z');
	});

	it('returns only the captures after the cursor, oldest first, and the cursor to pass next', async () => {
		const store = openCaptureStore(dir);
		for (let n = 1; n <= 5; n += 1) await store.append(input(n));

		const page = await store.readSince('2', 2);
		expect(seqs(page.items)).toEqual([3, 4]);
		expect(page.items.map((item) => item.url)).toEqual(['https://jobs.example/3', 'https://jobs.example/4']);
		expect(page).toMatchObject({ nextCursor: '4', hasMore: true, total: 5 });

		const rest = await store.readSince(page.nextCursor, 2);
		expect(seqs(rest.items)).toEqual([5]);
		expect(rest).toMatchObject({ nextCursor: '5', hasMore: false });

		expect(await store.readSince(rest.nextCursor)).toMatchObject({ items: [], nextCursor: '5', hasMore: false });
	});

	it('brings a cursor from beyond the file (the file was cleared) back to its last capture', async () => {
		const store = openCaptureStore(dir);
		await store.append(input(1));
		expect(await store.readSince('40')).toMatchObject({ items: [], nextCursor: '1' });
	});

	it('continues the seq after the store is opened again', async () => {
		const first = openCaptureStore(dir);
		await first.append(input(1));
		await first.append(input(2));

		const reopened = openCaptureStore(dir);
		expect((await reopened.append(input(3))).seq).toBe(3);
		expect(seqs((await reopened.readSince('0')).items)).toEqual([1, 2, 3]);
	});

	it('notices captures another writer appended and continues after them', async () => {
		const mine = openCaptureStore(dir);
		await mine.append(input(1));
		await openCaptureStore(dir).append(input(2));
		expect((await mine.append(input(3))).seq).toBe(3);
		expect(seqs((await mine.readSince('1')).items)).toEqual([2, 3]);
	});

	it('skips and reports a corrupted line in the middle, and still returns the lines after it', async () => {
		const store = openCaptureStore(dir);
		await store.append(input(1));
		await store.append(input(2));
		await appendFile(join(dir, CAPTURES_FILE), '{"id":"x", this is not JSON\n');
		await store.append(input(3));

		const read = await store.readSince('0');
		expect(seqs(read.items)).toEqual([1, 2, 3]);
		expect(read.corrupted).toEqual([{ file: CAPTURES_FILE, line: 3, reason: 'not valid JSON' }]);

		// Reported where it lies: a read that starts after it does not repeat it.
		expect((await store.readSince('2')).corrupted).toEqual([{ file: CAPTURES_FILE, line: 3, reason: 'not valid JSON' }]);
		expect((await store.readSince('3')).corrupted).toEqual([]);
		// And a fresh store (a restart) finds it too.
		expect((await openCaptureStore(dir).readSince('0')).corrupted).toEqual([{ file: CAPTURES_FILE, line: 3, reason: 'not valid JSON' }]);
	});

	it('reports lines that miss fields or whose seq does not increase, and ignores blank lines', async () => {
		const store = openCaptureStore(dir);
		const first = await store.append(input(1));
		const { seq: _seq, ...withoutSeq } = first;
		await appendFile(
			join(dir, CAPTURES_FILE),
			[
				JSON.stringify(withoutSeq),
				JSON.stringify({ ...first, seq: 2, captureType: 'screenshot', title: 7 }),
				'',
				JSON.stringify({ ...first, id: 'again' }),
				'[1, 2]',
				''
			].join('\n')
		);
		const second = await store.append(input(2));
		expect(second.seq).toBe(2);

		const read = await store.readSince('0');
		expect(seqs(read.items)).toEqual([1, 2]);
		expect(read.corrupted).toEqual([
			{ file: CAPTURES_FILE, line: 2, reason: 'missing or invalid seq' },
			{ file: CAPTURES_FILE, line: 3, reason: 'missing or invalid title, captureType' },
			{ file: CAPTURES_FILE, line: 5, reason: 'seq 1 does not come after 1' },
			{ file: CAPTURES_FILE, line: 6, reason: 'not a JSON object' }
		]);
	});

	it('skips a half-written last line, and the next append ends it instead of joining it', async () => {
		const store = openCaptureStore(dir);
		await store.append(input(1));
		const line = JSON.stringify({ ...(await store.append(input(2))), seq: 3 });
		await appendFile(join(dir, CAPTURES_FILE), line.slice(0, 40)); // a crash mid-write

		const read = await openCaptureStore(dir).readSince('0');
		expect(seqs(read.items)).toEqual([1, 2]);
		expect(read.corrupted).toEqual([{ file: CAPTURES_FILE, line: 3, reason: 'an unfinished last line (a write was interrupted)' }]);

		const third = await store.append(input(3));
		expect(third.seq).toBe(3);
		const lines = await fileLines();
		expect(lines).toHaveLength(4);
		expect(lines[2]).toBe(line.slice(0, 40));
		expect(JSON.parse(lines[3])).toEqual(third);

		const after = await store.readSince('0');
		expect(seqs(after.items)).toEqual([1, 2, 3]);
		expect(after.corrupted).toEqual([{ file: CAPTURES_FILE, line: 3, reason: 'not valid JSON' }]);
	});

	it('only ever appends: the bytes already written never change', async () => {
		const store = openCaptureStore(dir);
		await store.append(input(1));
		const before = await readFile(join(dir, CAPTURES_FILE));
		await store.append(input(2));
		await store.readSince('0');
		const after = await readFile(join(dir, CAPTURES_FILE));
		expect(after.subarray(0, before.length).equals(before)).toBe(true);
		expect(after.length).toBeGreaterThan(before.length);
	});

	it('lands 50 appends made at once, one per line, with unique seqs 1 to 50', async () => {
		const store = openCaptureStore(dir);
		const stored = await Promise.all(Array.from({ length: 50 }, (_, i) => store.append(input(i + 1))));
		expect(new Set(seqs(stored)).size).toBe(50);

		const lines = await fileLines();
		expect(lines).toHaveLength(50);
		const records = lines.map((line) => JSON.parse(line));
		expect(seqs(records)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
		expect(new Set(records.map((record) => record.url)).size).toBe(50);

		const read = await openCaptureStore(dir).readSince('0', 500);
		expect(read.items).toHaveLength(50);
		expect(read.corrupted).toEqual([]);
	});

	it('stops a read at 8 MB of captures and says more are waiting', async () => {
		const store = openCaptureStore(dir);
		const text = 'x'.repeat(200_000);
		for (let n = 1; n <= 45; n += 1) await store.append({ ...input(n), text }); // about 9 MB
		const first = await store.readSince('0', 500);
		const sizes = first.items.map((item) => Buffer.byteLength(JSON.stringify(item)));
		const total = sizes.reduce((sum, size) => sum + size, 0);
		expect(total).toBeLessThanOrEqual(MAX_READ_BYTES);
		expect(total + sizes[0]).toBeGreaterThan(MAX_READ_BYTES);
		expect(first.hasMore).toBe(true);
		const rest = await store.readSince(first.nextCursor, 500);
		expect(first.items.length + rest.items.length).toBe(45);
		expect(rest.hasMore).toBe(false);
	});

	it('refuses a cursor that is not one and a limit outside 1 to 500', async () => {
		const store = openCaptureStore(dir);
		await expect(store.readSince('abc')).rejects.toThrow(TypeError);
		await expect(store.readSince('-1')).rejects.toThrow(TypeError);
		await expect(store.readSince('0', 0)).rejects.toThrow(RangeError);
		await expect(store.readSince('0', 501)).rejects.toThrow(RangeError);
	});

	it('reads the file again from the start when it was cut short in place or replaced', async () => {
		const store = openCaptureStore(dir);
		await store.append(input(1));
		await store.append(input(2));
		const [firstLine] = await fileLines();
		await writeFile(join(dir, CAPTURES_FILE), `${firstLine}\n`); // same file, truncated
		expect(seqs((await store.readSince('0')).items)).toEqual([1]);
		expect((await store.append(input(3))).seq).toBe(2);

		await rm(join(dir, CAPTURES_FILE));
		await writeFile(join(dir, CAPTURES_FILE), `${firstLine}\n`); // a new file
		expect(seqs((await store.readSince('0')).items)).toEqual([1]);
		expect((await store.append(input(4))).seq).toBe(2);
	});

	it.skipIf(process.platform === 'win32')('creates the data folder 0700 and the captures file 0600', async () => {
		await openCaptureStore(dir).append(input(1));
		expect((await stat(dir)).mode & 0o777).toBe(0o700);
		expect((await stat(join(dir, CAPTURES_FILE))).mode & 0o777).toBe(0o600);
	});
});

describe('the captures store at its size cap', () => {
	/** Every capture of these tests has the same size: one-digit numbers, a fixed id and clock. */
	const fixed = { now: () => new Date('2026-05-04T10:00:00.000Z'), newId: () => 'id' };
	const LINE_BYTES = Buffer.byteLength(
		`${JSON.stringify({ id: 'id', seq: 1, ...input(1), capturedAt: '2026-05-04T10:00:00.000Z', receivedAt: '2026-05-04T10:00:00.000Z' })}\n`
	);
	/** Room for three captures per file, not four. */
	const options = { ...fixed, maxFileBytes: 3 * LINE_BYTES + 5 };

	/** @param {import('./store.mjs').CaptureStore} store @param {number[]} numbers */
	async function appendAll(store, numbers) {
		for (const n of numbers) await store.append(input(n));
	}

	/** @param {string} name */
	const seqsIn = async (name) => seqs((await fileLines(name)).map((line) => JSON.parse(line)));

	it('is 20 MB unless told otherwise', () => {
		expect(DEFAULT_MAX_FILE_BYTES).toBe(20 * 1024 * 1024);
	});

	it('moves captures.jsonl to captures.1.jsonl when the next capture would take it past the cap', async () => {
		const store = openCaptureStore(dir, options);
		await appendAll(store, [1, 2, 3]);
		expect(await readdir(dir)).toEqual([CAPTURES_FILE]);
		expect((await stat(join(dir, CAPTURES_FILE))).size).toBe(3 * LINE_BYTES);

		expect((await store.append(input(4))).seq).toBe(4);
		expect((await readdir(dir)).sort()).toEqual([ROTATED_FILE, CAPTURES_FILE].sort());
		expect(await seqsIn(ROTATED_FILE)).toEqual([1, 2, 3]);
		expect(await seqsIn(CAPTURES_FILE)).toEqual([4]);
	});

	it('goes on with the seqs in the new file and reads across the two files, the rotated one first', async () => {
		const store = openCaptureStore(dir, options);
		await appendAll(store, [1, 2, 3, 4, 5]);

		const all = await store.readSince('0');
		expect(seqs(all.items)).toEqual([1, 2, 3, 4, 5]);
		expect(all).toMatchObject({ nextCursor: '5', hasMore: false, total: 5, corrupted: [] });
		expect(all.items.map((item) => item.url)).toEqual([1, 2, 3, 4, 5].map((n) => `https://jobs.example/${n}`));

		expect(await store.readSince('0', 3)).toMatchObject({ nextCursor: '3', hasMore: true, total: 5 });
		const across = await store.readSince('2', 2);
		expect(seqs(across.items)).toEqual([3, 4]);
		expect(across).toMatchObject({ nextCursor: '4', hasMore: true });
		expect(seqs((await store.readSince('3')).items)).toEqual([4, 5]);
		expect(await store.readSince('5')).toMatchObject({ items: [], nextCursor: '5', hasMore: false });
	});

	it('keeps two files at most: a third file drops the oldest, and an older cursor reads from the oldest kept capture', async () => {
		const store = openCaptureStore(dir, options);
		await appendAll(store, [1, 2, 3, 4, 5, 6, 7]);
		expect((await readdir(dir)).sort()).toEqual([ROTATED_FILE, CAPTURES_FILE].sort());
		expect(await seqsIn(ROTATED_FILE)).toEqual([4, 5, 6]);
		expect(await seqsIn(CAPTURES_FILE)).toEqual([7]);
		for (const name of [ROTATED_FILE, CAPTURES_FILE]) {
			expect((await stat(join(dir, name))).size).toBeLessThanOrEqual(options.maxFileBytes);
		}

		for (const cursor of ['0', '2', '3']) {
			const read = await store.readSince(cursor);
			expect(seqs(read.items), cursor).toEqual([4, 5, 6, 7]);
			expect(read).toMatchObject({ nextCursor: '7', total: 4 });
		}
		expect(seqs((await store.readSince('5')).items)).toEqual([6, 7]);
		expect(seqs((await openCaptureStore(dir, options).readSince('1')).items)).toEqual([4, 5, 6, 7]);
	});

	it('still reports corrupted lines in either file, each with the file it is in', async () => {
		const store = openCaptureStore(dir, options);
		await store.append(input(1));
		await appendFile(join(dir, CAPTURES_FILE), 'garbage\n');
		await appendAll(store, [2, 3]); // 3 does not fit: captures.1.jsonl is 1, garbage, 2
		await appendFile(join(dir, CAPTURES_FILE), '{"seq": 9}\n');
		await store.append(input(4));
		expect(await readdir(dir)).toHaveLength(2);

		const bad = [
			{ file: ROTATED_FILE, line: 2, reason: 'not valid JSON' },
			{ file: CAPTURES_FILE, line: 2, reason: 'missing or invalid id, url, title, text, origin, capturedAt, receivedAt, captureType' }
		];
		const read = await store.readSince('0');
		expect(seqs(read.items)).toEqual([1, 2, 3, 4]);
		expect(read.corrupted).toEqual(bad);
		expect(read.total).toBe(4);
		// Where they lie: after seq 2 only the second is ahead (between 3 and 4), after 4 neither.
		expect((await store.readSince('2')).corrupted).toEqual([bad[1]]);
		expect((await store.readSince('3')).corrupted).toEqual([bad[1]]);
		expect((await store.readSince('4')).corrupted).toEqual([]);
		// A read that stops at the end of the rotated file leaves the current file's for later.
		expect((await store.readSince('0', 2)).corrupted).toEqual([bad[0]]);
		expect((await openCaptureStore(dir, options).readSince('0')).corrupted).toEqual(bad);
	});

	it('reads both files again after a restart and continues with the next seq', async () => {
		await appendAll(openCaptureStore(dir, options), [1, 2, 3, 4, 5]);

		const restarted = openCaptureStore(dir, options);
		const read = await restarted.readSince(undefined);
		expect(seqs(read.items)).toEqual([1, 2, 3, 4, 5]);
		expect(read).toMatchObject({ nextCursor: '5', total: 5, corrupted: [] });
		expect((await restarted.append(input(6))).seq).toBe(6);
		expect(seqs((await openCaptureStore(dir, options).readSince('4')).items)).toEqual([5, 6]);
	});

	it('loses nothing when the relay stopped between the rename and the new file', async () => {
		await appendAll(openCaptureStore(dir, options), [1, 2]);
		await rename(join(dir, CAPTURES_FILE), join(dir, ROTATED_FILE)); // as a rotation left it

		const store = openCaptureStore(dir, options);
		expect(await store.readSince('0')).toMatchObject({ nextCursor: '2', total: 2 });
		expect(await store.readSince('7')).toMatchObject({ items: [], nextCursor: '2' });
		expect((await store.append(input(3))).seq).toBe(3);
		expect(await seqsIn(CAPTURES_FILE)).toEqual([3]);
		expect(seqs((await store.readSince('1')).items)).toEqual([2, 3]);
	});

	it('reports a capture whose seq does not come after the rotated file\'s last one', async () => {
		const store = openCaptureStore(dir, options);
		await appendAll(store, [1, 2, 3, 4]);
		const [line] = await fileLines(CAPTURES_FILE);
		await appendFile(join(dir, CAPTURES_FILE), `${JSON.stringify({ ...JSON.parse(line), seq: 2 })}\n`);
		expect((await store.readSince('0')).corrupted).toEqual([{ file: CAPTURES_FILE, line: 2, reason: 'seq 2 does not come after 4' }]);
		expect((await store.append(input(5))).seq).toBe(5);
	});

	it('stores a capture larger than the cap, alone in a new file', async () => {
		const store = openCaptureStore(dir, options);
		await appendAll(store, [1]);
		const big = await store.append({ ...input(2), text: 'x'.repeat(options.maxFileBytes) });
		expect(big.seq).toBe(2);
		expect(await seqsIn(ROTATED_FILE)).toEqual([1]);
		expect(await seqsIn(CAPTURES_FILE)).toEqual([2]);
		expect((await store.append(input(3))).seq).toBe(3);
		expect(await seqsIn(ROTATED_FILE)).toEqual([2]);
		expect(seqs((await store.readSince('0')).items)).toEqual([2, 3]);
	});
});
