/**
 * The OCR engine's files, served by Rumo itself at `<base>/ocr/<version>/` (never from a CDN): the
 * tesseract.js worker script, its WebAssembly core (one build per CPU feature level; a browser
 * downloads one), and the English and Portuguese LSTM models. They are copied from node_modules
 * into the build by scripts/vite-ocr-assets.mjs, stay out of the service worker's precache (about
 * 8 MB a visitor may never need) and are cached at run time on first use.
 */

import manifest from './ocr-assets.json';

/**
 * tesseract.js's version names the folder, so a new engine never meets an old one's files in a
 * cache; the Vite plugin checks it against the installed package. ocr-assets.json is the list the
 * plugin copies (data, so the Vite config reads it without TypeScript). The models are the
 * packages' 4.0.0_best_int: LSTM-only (tessdata_best, integerised), a quarter of the size of their
 * default 4.0.0 folder, which adds the legacy engine's data that LSTM_ONLY never reads.
 */
export const OCR_VERSION = manifest.version;
export const OCR_DIR = `ocr/${OCR_VERSION}`;

/** The languages read together: one pass reads a Portuguese resume's accents and an English one's words. */
export const OCR_LANGUAGES = manifest.languages;

/** Each served file and where it comes from, relative to node_modules. */
export const OCR_ASSETS: { name: string; from: string }[] = manifest.files;

/**
 * Where the OCR files are, seen from a worker of the app: the app's base is the part of the
 * worker's own URL before SvelteKit's `/_app/` (a demo hosted under /rumo/ has its files under
 * /rumo/ocr/); the dev server serves workers from elsewhere, so there the origin's root.
 */
export function ocrBaseUrl(workerUrl: string): string {
	const url = new URL(workerUrl);
	const app = url.pathname.indexOf('/_app/');
	const base = app >= 0 ? url.pathname.slice(0, app + 1) : '/';
	return new URL(`${base}${OCR_DIR}/`, url.origin).href;
}

// The feature tests of wasm-feature-detect (what tesseract.js itself uses to pick a core).
const SIMD = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11];
const RELAXED_SIMD = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2, 253, 15, 253, 128, 2, 11];

/** The core build this browser runs fastest: relaxed SIMD, else SIMD, else plain. */
export function coreFileName(validate: (bytes: Uint8Array<ArrayBuffer>) => boolean = (bytes) => WebAssembly.validate(bytes)): string {
	if (validate(new Uint8Array(RELAXED_SIMD))) return 'tesseract-core-relaxedsimd-lstm.js';
	if (validate(new Uint8Array(SIMD))) return 'tesseract-core-simd-lstm.js';
	return 'tesseract-core-lstm.js';
}
