import { crc32, deflateSync } from 'node:zlib';

/** A grey PNG of `width`×`height` filled by `shade(x, y)` (0 black – 255 white): pictures for tests, no library. */
export function greyPng(width: number, height: number, shade: (x: number, y: number) => number = () => 255): Uint8Array {
	const chunk = (type: string, data: Uint8Array) => {
		const out = Buffer.alloc(12 + data.length);
		out.writeUInt32BE(data.length, 0);
		out.write(type, 4, 'latin1');
		out.set(data, 8);
		out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
		return out;
	};
	const header = Buffer.alloc(13);
	header.writeUInt32BE(width, 0);
	header.writeUInt32BE(height, 4);
	header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
	const rows = Buffer.alloc((width + 1) * height);
	for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = shade(x, y);
	const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
	return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array())]));
}
