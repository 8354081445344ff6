/**
 * The file names inside a ZIP archive, read from its central directory without unpacking
 * anything: enough to tell a DOCX from an ODT, an XLSX or any other ZIP before loading mammoth.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

export function isZip(bytes: Uint8Array): boolean {
	return bytes.length >= 4 && readUint32(bytes, 0) === LOCAL_HEADER;
}

function readUint16(bytes: Uint8Array, at: number): number {
	return bytes[at] | (bytes[at + 1] << 8);
}

function readUint32(bytes: Uint8Array, at: number): number {
	return (readUint16(bytes, at) | (readUint16(bytes, at + 2) << 16)) >>> 0;
}

const decoder = new TextDecoder();

function fromCentralDirectory(bytes: Uint8Array): string[] | null {
	// The end record is in the last 22 bytes, or up to 64 KB earlier when an archive comment follows.
	const earliest = Math.max(0, bytes.length - 22 - 0xffff);
	for (let at = bytes.length - 22; at >= earliest; at--) {
		if (readUint32(bytes, at) !== END_OF_DIRECTORY) continue;
		const count = readUint16(bytes, at + 10);
		let entry = readUint32(bytes, at + 16);
		const names: string[] = [];
		for (let i = 0; i < count; i++) {
			if (entry + 46 > bytes.length || readUint32(bytes, entry) !== CENTRAL_HEADER) return null;
			const nameLength = readUint16(bytes, entry + 28);
			const extraLength = readUint16(bytes, entry + 30);
			const commentLength = readUint16(bytes, entry + 32);
			names.push(decoder.decode(bytes.subarray(entry + 46, entry + 46 + nameLength)));
			entry += 46 + nameLength + extraLength + commentLength;
		}
		return names;
	}
	return null;
}

/** A damaged archive may have lost its directory; its local headers still name the entries. */
function fromLocalHeaders(bytes: Uint8Array): string[] {
	const names: string[] = [];
	for (let at = 0; at + 30 <= bytes.length; at++) {
		if (readUint32(bytes, at) !== LOCAL_HEADER) continue;
		const nameLength = readUint16(bytes, at + 26);
		names.push(decoder.decode(bytes.subarray(at + 30, at + 30 + nameLength)));
		at += 29 + nameLength;
	}
	return names;
}

export function listZipEntries(bytes: Uint8Array): string[] {
	return fromCentralDirectory(bytes) ?? fromLocalHeaders(bytes);
}
