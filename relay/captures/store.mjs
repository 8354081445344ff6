/**
 * The companion's captures: `<dataDir>/captures.jsonl`, one capture per line, append-only.
 *
 * Writing: one complete line per capture, appended (O_APPEND) and fsynced while an in-process lock
 * is held, so captures never interleave and a stored capture survives a crash. The file is never
 * rewritten. If a crash cut a line short, the next append first ends it with a newline, so the
 * broken line stays a line of its own that readers skip (and report); it never swallows a capture.
 *
 * Reading: the file is scanned once, then only the bytes appended since, into an in-memory index
 * (each good line's seq and byte range, each bad line's number and why it is bad); a read then
 * loads just the lines it returns. A line that is not a complete capture (bad JSON, a missing
 * field, a seq that does not increase) is skipped and reported as `{ line, reason }`, never fatal.
 *
 * One relay per data folder: the lock is in-process. A second relay on the same folder is noticed
 * (the file grew) but two appending at the same instant could give two captures the same seq; the
 * later one is then reported as corrupted.
 */
import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureDataDir } from '../data-dir.mjs';
import { parseStoredCapture } from './capture.mjs';

/** @typedef {import('./capture.mjs').Capture} Capture */
/** @typedef {import('./capture.mjs').CaptureInput} CaptureInput */
/** @typedef {{ line: number, reason: string }} CorruptedLine */
/**
 * `nextCursor`: pass it as the cursor of the next read (the seq of the last item, or where the
 * caller already is); `hasMore`: more captures are waiting right now; `total`: good captures stored.
 * @typedef {{ items: Capture[], nextCursor: string, hasMore: boolean, total: number, corrupted: CorruptedLine[] }} ReadResult
 */

export const CAPTURES_FILE = 'captures.jsonl';
export const FILE_MODE = 0o600;
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;
/** A read stops early (hasMore) once the lines it returns pass this size; it always returns one. */
export const MAX_READ_BYTES = 8 * 1024 * 1024;
/** At most this many corrupted lines are listed per read. */
export const MAX_CORRUPTED_REPORTED = 100;
/** Longer than any capture can be (200,000 characters, escaped); such a line is not kept in memory. */
const MAX_LINE_BYTES = 4 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
const NEWLINE = 0x0a;

/**
 * The cursor callers hold is the seq of the last capture they saw, as a string (opaque to them).
 * @param {string | null | undefined} value absent or '' → from the beginning
 * @returns {number | null} null when it is not a cursor
 */
export function parseCursor(value) {
	if (value === undefined || value === null || value === '') return 0;
	return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** Runs the functions given to it one at a time, in order. */
function createLock() {
	/** @type {Promise<unknown>} */
	let last = Promise.resolve();
	/**
	 * @template T
	 * @param {() => Promise<T>} task
	 * @returns {Promise<T>}
	 */
	return (task) => {
		const run = last.then(task);
		last = run.catch(() => undefined);
		return run;
	};
}

/**
 * @typedef {{
 *   ino: number,
 *   scannedBytes: number,
 *   lines: number,
 *   maxSeq: number,
 *   good: Array<{ seq: number, start: number, end: number }>,
 *   corrupted: Array<{ line: number, start: number, reason: string }>,
 *   tail: { line: number } | null
 * }} Index
 *   `scannedBytes`: everything before it is indexed (it is the start of a line);
 *   `good[i].end`: the offset of the line's newline; `tail`: unfinished text after the last newline.
 */

/** @param {number} ino @returns {Index} */
const emptyIndex = (ino) => ({ ino, scannedBytes: 0, lines: 0, maxSeq: 0, good: [], corrupted: [], tail: null });

/**
 * @param {import('node:fs/promises').FileHandle} handle
 * @param {Buffer} buffer
 */
async function writeAll(handle, buffer) {
	for (let offset = 0; offset < buffer.length; ) {
		const { bytesWritten } = await handle.write(buffer, offset, buffer.length - offset, null);
		offset += bytesWritten;
	}
}

/**
 * @param {import('node:fs/promises').FileHandle} handle
 * @param {Buffer} buffer filled from `position`
 * @param {number} position
 * @returns {Promise<boolean>} false when the file ended first
 */
async function readFully(handle, buffer, position) {
	for (let offset = 0; offset < buffer.length; ) {
		const { bytesRead } = await handle.read(buffer, offset, buffer.length - offset, position + offset);
		if (bytesRead === 0) return false;
		offset += bytesRead;
	}
	return true;
}

/** Makes a new file's directory entry durable too (best effort: not every system can sync a folder). */
async function syncFolder(/** @type {string} */ dir) {
	try {
		const folder = await open(dir, 'r');
		try {
			await folder.sync();
		} finally {
			await folder.close();
		}
	} catch {
		// Windows and some file systems refuse; the file itself was synced.
	}
}

/**
 * @param {string} dir the data folder (created on the first append)
 * @param {{ now?: () => Date, newId?: () => string }} [options] for tests
 */
export function openCaptureStore(dir, { now = () => new Date(), newId = () => randomUUID() } = {}) {
	const file = join(dir, CAPTURES_FILE);
	const locked = createLock();
	let index = emptyIndex(-1);

	/**
	 * @param {Buffer} bytes one line without its newline
	 * @param {number} start its offset
	 * @param {number} end the offset of its newline
	 * @param {boolean} oversized it was longer than MAX_LINE_BYTES (`bytes` holds none of it)
	 */
	function indexLine(bytes, start, end, oversized) {
		index.lines += 1;
		const line = index.lines;
		if (oversized) {
			index.corrupted.push({ line, start, reason: 'longer than any capture can be' });
			return;
		}
		const text = bytes.toString('utf8');
		if (!text.trim()) return; // a blank line is harmless (e.g. after an interrupted write)
		const parsed = parseStoredCapture(text);
		if ('reason' in parsed) {
			index.corrupted.push({ line, start, reason: parsed.reason });
		} else if (parsed.capture.seq <= index.maxSeq) {
			index.corrupted.push({ line, start, reason: `seq ${parsed.capture.seq} does not come after ${index.maxSeq}` });
		} else {
			index.good.push({ seq: parsed.capture.seq, start, end });
			index.maxSeq = parsed.capture.seq;
		}
	}

	/**
	 * Indexes what was appended since the last scan (everything, if the file was replaced or shrank).
	 * @param {import('node:fs/promises').FileHandle} handle
	 */
	async function catchUp(handle) {
		const { ino, size } = await handle.stat();
		if (ino !== index.ino || size < index.scannedBytes) index = emptyIndex(ino);
		index.tail = null;

		const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
		/** @type {Buffer[]} the current line so far */
		let pieces = [];
		let pieceBytes = 0;
		let lineStart = index.scannedBytes;
		let position = index.scannedBytes;
		while (position < size) {
			const { bytesRead } = await handle.read(chunk, 0, Math.min(CHUNK_BYTES, size - position), position);
			if (bytesRead === 0) break;
			let from = 0;
			for (let at = chunk.indexOf(NEWLINE); at !== -1 && at < bytesRead; at = chunk.indexOf(NEWLINE, from)) {
				const oversized = pieceBytes + (at - from) > MAX_LINE_BYTES;
				indexLine(oversized ? Buffer.alloc(0) : Buffer.concat([...pieces, chunk.subarray(from, at)]), lineStart, position + at, oversized);
				pieces = [];
				pieceBytes = 0;
				from = at + 1;
				lineStart = position + at + 1;
			}
			if (from < bytesRead) {
				pieceBytes += bytesRead - from;
				// Past the limit only the length matters; stop keeping the bytes.
				pieces = pieceBytes > MAX_LINE_BYTES ? [] : [...pieces, Buffer.from(chunk.subarray(from, bytesRead))];
			}
			position += bytesRead;
		}
		index.scannedBytes = lineStart;
		// Text after the last newline: an interrupted write (or one in progress elsewhere). It is left
		// out of the index until a newline ends it.
		if (pieceBytes > MAX_LINE_BYTES || Buffer.concat(pieces).toString('utf8').trim()) {
			index.tail = { line: index.lines + 1 };
		}
	}

	/**
	 * @param {number} after
	 * @param {number} limit
	 * @param {boolean} retry
	 * @returns {Promise<ReadResult>}
	 */
	async function read(after, limit, retry) {
		let handle;
		try {
			handle = await open(file, 'r');
		} catch (error) {
			if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
			index = emptyIndex(-1);
			return { items: [], nextCursor: '0', hasMore: false, total: 0, corrupted: [] };
		}
		try {
			await catchUp(handle);
			const { good } = index;
			// The first good line after the cursor (binary search: seqs increase along the file).
			let first = 0;
			for (let high = good.length; first < high; ) {
				const middle = (first + high) >>> 1;
				if (good[middle].seq <= after) first = middle + 1;
				else high = middle;
			}
			const picked = [];
			let bytes = 0;
			for (let i = first; i < good.length && picked.length < limit; i += 1) {
				const size = good[i].end - good[i].start;
				if (picked.length > 0 && bytes + size > MAX_READ_BYTES) break;
				picked.push(good[i]);
				bytes += size;
			}
			const hasMore = first + picked.length < good.length;

			// Bad lines between the cursor's line and the last line returned (or the end).
			const from = first > 0 ? good[first - 1].end + 1 : 0;
			const to = hasMore ? picked[picked.length - 1].end : Infinity;
			/** @type {CorruptedLine[]} */
			const corrupted = index.corrupted
				.filter((entry) => entry.start >= from && entry.start < to)
				.map(({ line, reason }) => ({ line, reason }));
			if (!hasMore && index.tail) {
				corrupted.push({ line: index.tail.line, reason: 'an unfinished last line (a write was interrupted)' });
			}

			/** @type {Capture[]} */
			const items = [];
			if (picked.length > 0) {
				const start = picked[0].start;
				const buffer = Buffer.alloc(picked[picked.length - 1].end - start);
				const complete = await readFully(handle, buffer, start);
				for (const entry of picked) {
					const parsed = complete ? parseStoredCapture(buffer.toString('utf8', entry.start - start, entry.end - start)) : null;
					if (!parsed || !('capture' in parsed) || parsed.capture.seq !== entry.seq) {
						// The file was changed in place behind the index: index it again from the start.
						index = emptyIndex(-1);
						if (retry) return read(after, limit, false);
						throw new Error(`${file} keeps changing while it is read.`);
					}
					items.push(parsed.capture);
				}
			}
			return {
				items,
				nextCursor: String(picked.length > 0 ? picked[picked.length - 1].seq : Math.min(after, index.maxSeq)),
				hasMore,
				total: good.length,
				corrupted: corrupted.slice(0, MAX_CORRUPTED_REPORTED)
			};
		} finally {
			await handle.close();
		}
	}

	return {
		file,

		/**
		 * Stores one validated capture as the next line; resolves once it is on disk.
		 * @param {CaptureInput} input
		 * @returns {Promise<Capture>}
		 */
		append(input) {
			return locked(async () => {
				await ensureDataDir(dir);
				const handle = await open(file, 'a+', FILE_MODE);
				try {
					const { size } = await handle.stat();
					if (size === 0) await syncFolder(dir);
					if (size > 0) {
						const last = Buffer.alloc(1);
						await handle.read(last, 0, 1, size - 1);
						// End an interrupted line, so it stays a (skipped) line of its own.
						if (last[0] !== NEWLINE) await writeAll(handle, Buffer.from('\n'));
					}
					await catchUp(handle);
					const receivedAt = now().toISOString();
					/** @type {Capture} */
					const capture = {
						id: newId(),
						seq: index.maxSeq + 1,
						url: input.url,
						title: input.title,
						text: input.text,
						captureType: input.captureType,
						origin: input.origin,
						capturedAt: input.capturedAt ?? receivedAt,
						receivedAt
					};
					// One write of one complete line; indexed by the next catchUp.
					await writeAll(handle, Buffer.from(`${JSON.stringify(capture)}\n`));
					await handle.sync();
					return capture;
				} finally {
					await handle.close();
				}
			});
		},

		/**
		 * The captures stored after `cursor`, oldest first.
		 * @param {string | null | undefined} cursor the `nextCursor` of an earlier read; absent → from the start
		 * @param {number} [limit] 1 to MAX_LIMIT
		 * @returns {Promise<ReadResult>}
		 */
		readSince(cursor, limit = DEFAULT_LIMIT) {
			const after = parseCursor(cursor);
			if (after === null) return Promise.reject(new TypeError(`Not a captures cursor: ${cursor}`));
			if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
				return Promise.reject(new RangeError(`The limit must be from 1 to ${MAX_LIMIT}, not ${limit}.`));
			}
			return locked(() => read(after, limit, true));
		}
	};
}

/** @typedef {ReturnType<typeof openCaptureStore>} CaptureStore */
