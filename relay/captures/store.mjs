/**
 * The companion's captures: `<dataDir>/captures.jsonl`, one capture per line, append-only, and at
 * most one older file, `captures.1.jsonl`, that it was rotated into.
 *
 * Writing: one complete line per capture, appended (O_APPEND) and fsynced while an in-process lock
 * is held, so captures never interleave and a stored capture survives a crash. A file is never
 * rewritten. If a crash cut a line short, the next append first ends it with a newline, so the
 * broken line stays a line of its own that readers skip (and report); it never swallows a capture.
 *
 * Rotation bounds the disk use to about twice `maxFileBytes` (20 MB): when the next line would take
 * captures.jsonl past it, the file is renamed to captures.1.jsonl (the older one is deleted first)
 * and a new captures.jsonl starts. Seqs go on across files (the new file's first seq is the old
 * file's last + 1), so the browser's cursor keeps working; a cursor from before what is still kept
 * simply reads from the oldest kept capture. Dropping the oldest file loses nothing the person saw:
 * the browser keeps its own copy of every capture it synced. Each step is safe to crash in: the
 * rename is atomic, and with no captures.jsonl the next append creates one and continues after
 * captures.1.jsonl's last seq.
 *
 * Reading: each kept file has an in-memory index (relay/captures/file-index.mjs), built once and
 * then extended by what was appended; a read loads just the lines it returns, the rotated file's
 * first. A line that is not a complete capture is skipped and reported as `{ file, line, reason }`,
 * never fatal.
 *
 * One relay per data folder: the lock is in-process. A second relay on the same folder is noticed
 * (the file grew or was replaced) but two appending at the same instant could give two captures the
 * same seq; the later one is then reported as corrupted.
 */
import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureDataDir } from '../data-dir.mjs';
import { parseStoredCapture } from './capture.mjs';
import { NEWLINE, catchUp, emptyIndex, firstAfter } from './file-index.mjs';

/** @typedef {import('./capture.mjs').Capture} Capture */
/** @typedef {import('./capture.mjs').CaptureInput} CaptureInput */
/** @typedef {import('./file-index.mjs').FileIndex} FileIndex */
/** @typedef {{ file: string, line: number, reason: string }} CorruptedLine */
/**
 * `nextCursor`: pass it as the cursor of the next read (the seq of the last item, or where the
 * caller already is); `hasMore`: more captures are waiting right now; `total`: good captures in
 * the kept files.
 * @typedef {{ items: Capture[], nextCursor: string, hasMore: boolean, total: number, corrupted: CorruptedLine[] }} ReadResult
 */

export const CAPTURES_FILE = 'captures.jsonl';
export const ROTATED_FILE = 'captures.1.jsonl';
export const FILE_MODE = 0o600;
/** captures.jsonl is rotated before it passes this. */
export const DEFAULT_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;
/** A read stops early (hasMore) once the lines it returns pass this size; it always returns one. */
export const MAX_READ_BYTES = 8 * 1024 * 1024;
/** At most this many corrupted lines are listed per read. */
export const MAX_CORRUPTED_REPORTED = 100;
const UNFINISHED = 'an unfinished last line (a write was interrupted)';

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
 * @param {string} path
 * @returns {Promise<import('node:fs/promises').FileHandle | null>} null when there is no such file
 */
async function openIfThere(path) {
	try {
		return await open(path, 'r');
	} catch (error) {
		if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
		return null;
	}
}

/**
 * Whether position `a` comes before `b` along the kept files (file number, then byte offset).
 * @param {[number, number]} a
 * @param {[number, number]} b
 */
const before = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/**
 * @param {string} dir the data folder (created on the first append)
 * @param {{ now?: () => Date, newId?: () => string, maxFileBytes?: number }} [options] for tests
 */
export function openCaptureStore(
	dir,
	{ now = () => new Date(), newId = () => randomUUID(), maxFileBytes = DEFAULT_MAX_FILE_BYTES } = {}
) {
	const file = join(dir, CAPTURES_FILE);
	const rotatedFile = join(dir, ROTATED_FILE);
	const locked = createLock();
	/** captures.1.jsonl's index (its floor is 0: nothing older is kept) */
	let older = emptyIndex();
	/** captures.jsonl's index; its seqs come after the rotated file's */
	let current = emptyIndex();

	/**
	 * Brings both indexes up to what is on disk (a missing file has an empty index).
	 * @param {import('node:fs/promises').FileHandle | null} olderHandle
	 * @param {import('node:fs/promises').FileHandle | null} currentHandle
	 */
	async function refresh(olderHandle, currentHandle) {
		older = olderHandle ? await catchUp(olderHandle, older, 0) : emptyIndex();
		current = currentHandle ? await catchUp(currentHandle, current, older.maxSeq) : emptyIndex(-1, older.maxSeq);
	}

	/**
	 * Moves captures.jsonl aside as captures.1.jsonl, dropping the older one. Its index moves with
	 * it (a rename keeps the inode), so the rotated file is not scanned again.
	 */
	async function rotate() {
		await rm(rotatedFile, { force: true });
		await rename(file, rotatedFile);
		// Its lines were judged against the floor they had; nothing before them is kept any more.
		older = { ...current, floor: 0 };
		current = emptyIndex(-1, older.maxSeq);
	}

	/**
	 * @param {number} after
	 * @param {number} limit
	 * @param {boolean} retry
	 * @returns {Promise<ReadResult>}
	 */
	async function read(after, limit, retry) {
		const olderHandle = await openIfThere(rotatedFile);
		/** @type {import('node:fs/promises').FileHandle | null} */
		let currentHandle = null;
		try {
			currentHandle = await openIfThere(file);
			await refresh(olderHandle, currentHandle);
			const files = [
				{ name: ROTATED_FILE, index: older, handle: olderHandle },
				{ name: CAPTURES_FILE, index: current, handle: currentHandle }
			];

			/** @type {Array<{ at: number, entry: FileIndex['good'][number] }>} `at`: the file's number in `files` */
			const picked = [];
			let bytes = 0;
			let hasMore = false;
			for (let at = 0; at < files.length && !hasMore; at += 1) {
				const { good } = files[at].index;
				for (let i = firstAfter(good, after); i < good.length; i += 1) {
					const size = good[i].end - good[i].start;
					if (picked.length === limit || (picked.length > 0 && bytes + size > MAX_READ_BYTES)) {
						hasMore = true;
						break;
					}
					picked.push({ at, entry: good[i] });
					bytes += size;
				}
			}

			// Bad lines between the cursor's line and the last line returned (or the end).
			/** @type {[number, number]} */
			let from = [0, 0];
			for (let at = files.length - 1; at >= 0; at -= 1) {
				const { good } = files[at].index;
				const first = firstAfter(good, after);
				if (first > 0) {
					from = [at, good[first - 1].end + 1];
					break;
				}
			}
			const last = picked[picked.length - 1];
			/** @type {[number, number]} */
			const to = hasMore ? [last.at, last.entry.end] : [Infinity, 0];
			/** @type {CorruptedLine[]} */
			const corrupted = [];
			files.forEach(({ name, index }, at) => {
				const bad = index.tail ? [...index.corrupted, { ...index.tail, reason: UNFINISHED }] : index.corrupted;
				for (const { line, start, reason } of bad) {
					if (!before([at, start], from) && before([at, start], to)) corrupted.push({ file: name, line, reason });
				}
			});

			/** @type {Capture[]} */
			const items = [];
			for (let at = 0; at < files.length; at += 1) {
				const entries = picked.filter((pick) => pick.at === at).map((pick) => pick.entry);
				const { handle } = files[at];
				if (entries.length === 0 || !handle) continue;
				const start = entries[0].start;
				const buffer = Buffer.alloc(entries[entries.length - 1].end - start);
				const complete = await readFully(handle, buffer, start);
				for (const entry of entries) {
					const parsed = complete ? parseStoredCapture(buffer.toString('utf8', entry.start - start, entry.end - start)) : null;
					if (!parsed || !('capture' in parsed) || parsed.capture.seq !== entry.seq) {
						// A file was changed in place behind its index: index both again from the start.
						older = emptyIndex();
						current = emptyIndex();
						if (retry) return read(after, limit, false);
						throw new Error(`${join(dir, files[at].name)} keeps changing while it is read.`);
					}
					items.push(parsed.capture);
				}
			}
			return {
				items,
				nextCursor: String(last ? last.entry.seq : Math.min(after, current.maxSeq)),
				hasMore,
				total: older.good.length + current.good.length,
				corrupted: corrupted.slice(0, MAX_CORRUPTED_REPORTED)
			};
		} finally {
			await olderHandle?.close();
			await currentHandle?.close();
		}
	}

	return {
		file,
		rotatedFile,

		/**
		 * Stores one validated capture as the next line, rotating the file first when the line
		 * would take it past the cap; resolves once it is on disk.
		 * @param {CaptureInput} input
		 * @returns {Promise<Capture>}
		 */
		append(input) {
			return locked(async () => {
				await ensureDataDir(dir);
				let handle = await open(file, 'a+', FILE_MODE);
				try {
					let { size } = await handle.stat();
					if (size === 0) await syncFolder(dir);
					if (size > 0) {
						const lastByte = Buffer.alloc(1);
						await handle.read(lastByte, 0, 1, size - 1);
						// End an interrupted line, so it stays a (skipped) line of its own.
						if (lastByte[0] !== NEWLINE) {
							await writeAll(handle, Buffer.from('\n'));
							size += 1;
						}
					}
					const olderHandle = await openIfThere(rotatedFile);
					try {
						await refresh(olderHandle, handle);
					} finally {
						await olderHandle?.close();
					}
					const receivedAt = now().toISOString();
					/** @type {Capture} */
					const capture = {
						id: newId(),
						seq: current.maxSeq + 1,
						url: input.url,
						title: input.title,
						text: input.text,
						captureType: input.captureType,
						origin: input.origin,
						capturedAt: input.capturedAt ?? receivedAt,
						receivedAt,
						jobPosting: input.jobPosting ?? null
					};
					const line = Buffer.from(`${JSON.stringify(capture)}\n`);
					// A capture larger than the cap still goes in, alone in a new file.
					if (size > 0 && size + line.length > maxFileBytes) {
						await handle.close();
						await rotate();
						handle = await open(file, 'a+', FILE_MODE);
						await syncFolder(dir);
					}
					// One write of one complete line; indexed by the next catchUp.
					await writeAll(handle, line);
					await handle.sync();
					return capture;
				} finally {
					await handle.close();
				}
			});
		},

		/**
		 * The captures stored after `cursor`, oldest first, across the kept files.
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
