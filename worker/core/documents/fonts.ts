import unicodeRanges from '@fontsource/noto-sans/unicode.json';

/**
 * The font a PDF falls back to for characters the standard fonts cannot write (WinAnsi covers
 * English, Portuguese and the other Western European languages, not "Łukasz", "Иван" or "Γιώργος").
 * Noto Sans (SIL OFL 1.1: embedding allowed) from @fontsource/noto-sans, which ships it cut by
 * script into small WOFF files (9–80 KB): a document embeds only the scripts it uses.
 *
 * Each file is a lazy module of its own (`?inline`: the bytes as a data URL inside a JS chunk), so
 * the same import works in the core worker, in Vite's build (precached with the app, so exports
 * work offline) and in Node under vitest; nothing is fetched from a network.
 *
 * Not covered: CJK, Arabic, Hebrew, Indic and other scripts (their fonts are megabytes and need
 * shaping pdf-lib does not do). The PDF writes "?" for such a character (and for emoji) instead of
 * failing; the DOCX keeps every character, and Word picks a font for it.
 */

export type FontWeight = 400 | 700;
export type FallbackSubset = 'latin' | 'latin-ext' | 'cyrillic' | 'cyrillic-ext' | 'greek' | 'greek-ext' | 'vietnamese';

/** In order of preference: a combining mark several subsets claim comes from the first. */
export const FALLBACK_SUBSETS: readonly FallbackSubset[] = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

type FontModule = { default: string };

// One literal import per file, so the bundler makes each its own chunk, loaded only when asked for.
const FILES: Record<`${FallbackSubset}-${FontWeight}`, () => Promise<FontModule>> = {
	'latin-400': () => import('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?inline'),
	'latin-700': () => import('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?inline'),
	'latin-ext-400': () => import('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?inline'),
	'latin-ext-700': () => import('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?inline'),
	'cyrillic-400': () => import('@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?inline'),
	'cyrillic-700': () => import('@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?inline'),
	'cyrillic-ext-400': () => import('@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?inline'),
	'cyrillic-ext-700': () => import('@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff?inline'),
	'greek-400': () => import('@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?inline'),
	'greek-700': () => import('@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff?inline'),
	'greek-ext-400': () => import('@fontsource/noto-sans/files/noto-sans-greek-ext-400-normal.woff?inline'),
	'greek-ext-700': () => import('@fontsource/noto-sans/files/noto-sans-greek-ext-700-normal.woff?inline'),
	'vietnamese-400': () => import('@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?inline'),
	'vietnamese-700': () => import('@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff?inline')
};

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]]: the CSS unicode-range each file declares. */
export function parseUnicodeRange(range: string): [number, number][] {
	return range
		.split(',')
		.map((part) => /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim()))
		.filter((match): match is RegExpExecArray => match !== null)
		.map((match) => [parseInt(match[1], 16), parseInt(match[2] ?? match[1], 16)]);
}

const RANGES = new Map(FALLBACK_SUBSETS.map((subset) => [subset, parseUnicodeRange((unicodeRanges as Record<string, string>)[subset] ?? '')]));

/** The file that should hold a character, by its declared range; null when no file claims it. */
export function fallbackSubsetOf(codePoint: number): FallbackSubset | null {
	for (const subset of FALLBACK_SUBSETS) {
		if (RANGES.get(subset)!.some(([from, to]) => codePoint >= from && codePoint <= to)) return subset;
	}
	return null;
}

function bytesOfDataUrl(url: string): Uint8Array {
	const base64 = url.slice(url.indexOf(',') + 1);
	const binary = atob(base64);
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
	return bytes;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
	// WOFF compresses each table with zlib, which is the Compression Streams API's 'deflate' format.
	const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
	return new Uint8Array(await new Response(stream).arrayBuffer());
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/**
 * A WOFF 1.0 file → the TrueType/OpenType file it wraps. pdf-lib embeds a font's bytes as they
 * are, and a PDF holds sfnt fonts, not WOFF; pdf-lib's own subsetting is not used either, since
 * @pdf-lib/fontkit 1.1's subsets come out corrupt for some fonts (blank glyphs).
 */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
	const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
	if (woff.byteLength < 44 || view.getUint32(0) !== WOFF_SIGNATURE) return woff;
	const flavor = view.getUint32(4);
	const count = view.getUint16(12);
	const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
	for (let i = 0; i < count; i++) {
		const at = 44 + i * 20;
		const [tag, offset, compressed, original, checksum] = [0, 4, 8, 12, 16].map((field) => view.getUint32(at + field));
		const data = woff.subarray(offset, offset + compressed);
		tables.push({ tag, checksum, data: compressed < original ? await inflate(data) : data });
	}
	const padded = (length: number) => (length + 3) & ~3;
	const out = new Uint8Array(12 + 16 * count + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
	const sfnt = new DataView(out.buffer);
	// The sfnt header's binary-search fields: the largest power of two not above the table count.
	const power = 2 ** Math.floor(Math.log2(Math.max(1, count)));
	sfnt.setUint32(0, flavor);
	sfnt.setUint16(4, count);
	sfnt.setUint16(6, power * 16);
	sfnt.setUint16(8, Math.log2(power));
	sfnt.setUint16(10, count * 16 - power * 16);
	let offset = 12 + 16 * count;
	tables.forEach((table, i) => {
		const at = 12 + i * 16;
		sfnt.setUint32(at, table.tag);
		sfnt.setUint32(at + 4, table.checksum);
		sfnt.setUint32(at + 8, offset);
		sfnt.setUint32(at + 12, table.data.length);
		out.set(table.data, offset);
		offset += padded(table.data.length);
	});
	return out;
}

// Decoded once per session: a second export with the same scripts reuses the bytes.
const loaded = new Map<string, Promise<Uint8Array>>();

/** The TrueType bytes of one fallback file, ready for pdf-lib's embedFont. */
export function loadFallbackFont(subset: FallbackSubset, weight: FontWeight): Promise<Uint8Array> {
	const key = `${subset}-${weight}` as const;
	let bytes = loaded.get(key);
	if (!bytes) {
		bytes = FILES[key]().then((module) => woffToSfnt(bytesOfDataUrl(module.default)));
		bytes.catch(() => loaded.delete(key));
		loaded.set(key, bytes);
	}
	return bytes;
}
