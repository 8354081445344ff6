/**
 * The in-memory index of one captures file (relay/captures/store.mjs keeps one per kept file): each
 * good line's seq and byte range, each bad line's number and why it is bad. A file is scanned once,
 * then only the bytes appended since, so a read never scans what it already knows.
 *
 * A line that is not a complete capture (bad JSON, a missing field, a seq that does not increase) is
 * recorded as corrupted, never fatal. Seqs must increase along the file and start above the index's
 * `floor` (the last seq of the file rotated out before it), so the cursor stays one number across
 * files.
 */
import { parseStoredCapture } from './capture.mjs';

/** Longer than any capture can be (two 200,000-character texts, escaped); such a line is not kept in memory. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;
export const NEWLINE = 0x0a;
const CHUNK_BYTES = 1024 * 1024;

/**
 * @typedef {{
 *   ino: number,
 *   floor: number,
 *   scannedBytes: number,
 *   lines: number,
 *   maxSeq: number,
 *   good: Array<{ seq: number, start: number, end: number }>,
 *   corrupted: Array<{ line: number, start: number, reason: string }>,
 *   tail: { line: number, start: number } | null
 * }} FileIndex
 *   `floor`: the seqs in this file must be above it; `maxSeq`: the highest seq so far (at least `floor`);
 *   `scannedBytes`: everything before it is indexed (it is the start of a line);
 *   `good[i].end`: the offset of the line's newline; `tail`: unfinished text after the last newline.
 */

/**
 * @param {number} [ino] the file's inode (-1: no file yet)
 * @param {number} [floor]
 * @returns {FileIndex}
 */
export const emptyIndex = (ino = -1, floor = 0) => ({
	ino,
	floor,
	scannedBytes: 0,
	lines: 0,
	maxSeq: floor,
	good: [],
	corrupted: [],
	tail: null
});

/**
 * @param {FileIndex} index
 * @param {Buffer} bytes one line without its newline
 * @param {number} start its offset
 * @param {number} end the offset of its newline
 * @param {boolean} oversized it was longer than MAX_LINE_BYTES (`bytes` holds none of it)
 */
function indexLine(index, bytes, start, end, oversized) {
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
 * Indexes what was appended since the last scan; everything, if the file was replaced or shrank or
 * the floor moved (its lines' verdicts depend on it).
 * @param {import('node:fs/promises').FileHandle} handle
 * @param {FileIndex} previous
 * @param {number} floor
 * @returns {Promise<FileIndex>} `previous` brought up to date, or a new index
 */
export async function catchUp(handle, previous, floor) {
	const { ino, size } = await handle.stat();
	const index =
		ino !== previous.ino || size < previous.scannedBytes || floor !== previous.floor ? emptyIndex(ino, floor) : previous;
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
			indexLine(index, oversized ? Buffer.alloc(0) : Buffer.concat([...pieces, chunk.subarray(from, at)]), lineStart, position + at, oversized);
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
		index.tail = { line: index.lines + 1, start: lineStart };
	}
	return index;
}

/**
 * The position in `good` of the first line whose seq is above `seq` (binary search: seqs increase
 * along a file); `good.length` when there is none.
 * @param {FileIndex['good']} good
 * @param {number} seq
 */
export function firstAfter(good, seq) {
	let low = 0;
	for (let high = good.length; low < high; ) {
		const middle = (low + high) >>> 1;
		if (good[middle].seq <= seq) low = middle + 1;
		else high = middle;
	}
	return low;
}
