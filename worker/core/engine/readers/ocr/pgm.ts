/**
 * RGBA pixels → a binary PGM (P5) image: the cheapest format the OCR engine (Leptonica) decodes.
 * Encoding a 300 dpi page as PNG takes longer than recognising parts of it, and a BMP goes through
 * a slow JavaScript re-encoder inside tesseract.js; a grey PGM is a header and one byte per pixel.
 * A transparent pixel counts as white paper.
 */
export function rgbaToPgm(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
	const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
	const out = new Uint8Array(header.length + width * height);
	out.set(header);
	for (let i = 0, o = header.length; i < width * height; i++, o++) {
		const p = i * 4;
		const alpha = rgba[p + 3];
		// ITU-R BT.601 luma in integers (77 + 150 + 29 = 256), composited over white.
		const luma = (77 * rgba[p] + 150 * rgba[p + 1] + 29 * rgba[p + 2]) >> 8;
		out[o] = alpha === 255 ? luma : 255 - (((255 - luma) * alpha) / 255) | 0;
	}
	return out;
}
