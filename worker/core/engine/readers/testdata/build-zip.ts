/** Hand-made ZIP archives (entries stored, not compressed) for the DOCX/ZIP detection tests. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
	let crc = 0xffffffff;
	for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
	return (crc ^ 0xffffffff) >>> 0;
}

export function buildZip(entries: Record<string, string>): Uint8Array {
	const encoder = new TextEncoder();
	const local: number[] = [];
	const central: number[] = [];
	const u16 = (out: number[], value: number) => out.push(value & 0xff, (value >>> 8) & 0xff);
	const u32 = (out: number[], value: number) => {
		u16(out, value & 0xffff);
		u16(out, value >>> 16);
	};
	let count = 0;
	for (const [name, content] of Object.entries(entries)) {
		const nameBytes = encoder.encode(name);
		const data = encoder.encode(content);
		const crc = crc32(data);
		const offset = local.length;
		u32(local, 0x04034b50);
		[20, 0, 0, 0, 0].forEach((value) => u16(local, value));
		u32(local, crc);
		u32(local, data.length);
		u32(local, data.length);
		u16(local, nameBytes.length);
		u16(local, 0);
		local.push(...nameBytes, ...data);

		u32(central, 0x02014b50);
		[20, 20, 0, 0, 0, 0].forEach((value) => u16(central, value));
		u32(central, crc);
		u32(central, data.length);
		u32(central, data.length);
		[nameBytes.length, 0, 0, 0, 0].forEach((value) => u16(central, value));
		u32(central, 0);
		u32(central, offset);
		central.push(...nameBytes);
		count++;
	}
	const end: number[] = [];
	u32(end, 0x06054b50);
	[0, 0, count, count].forEach((value) => u16(end, value));
	u32(end, central.length);
	u32(end, local.length);
	u16(end, 0);
	return Uint8Array.from([...local, ...central, ...end]);
}
