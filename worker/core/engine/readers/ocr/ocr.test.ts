import { describe, expect, it } from 'vitest';
import { coreFileName, OCR_ASSETS, OCR_DIR, ocrBaseUrl } from './assets';
import { cleanOcrText, combinePages } from './ocr-text';
import { rgbaToPgm } from './pgm';
import { ocrScale } from './render-pdf';

describe('the OCR files the app serves', () => {
	it('are found under the app base, whichever worker asks', () => {
		expect(ocrBaseUrl('http://127.0.0.1:5178/_app/immutable/workers/core.worker-abc.js')).toBe(`http://127.0.0.1:5178/${OCR_DIR}/`);
		expect(ocrBaseUrl('https://you.example.io/rumo/_app/immutable/workers/demo.worker-x.js')).toBe(`https://you.example.io/rumo/${OCR_DIR}/`);
		// The dev server serves the worker from its source path.
		expect(ocrBaseUrl('http://127.0.0.1:5173/worker/core.worker.ts?worker_file&type=module')).toBe(`http://127.0.0.1:5173/${OCR_DIR}/`);
	});

	it('name the engine version in their folder and hold a worker, a core of each level and both languages', () => {
		expect(OCR_DIR).toMatch(/^ocr\/\d+\.\d+\.\d+$/);
		const names = OCR_ASSETS.map((asset) => asset.name);
		expect(names).toContain('worker.min.js');
		expect(names).toEqual(expect.arrayContaining(['por.traineddata.gz', 'eng.traineddata.gz']));
		for (const level of ['relaxedsimd-lstm', 'simd-lstm', 'lstm']) expect(names).toEqual(expect.arrayContaining([`tesseract-core-${level}.js`, `tesseract-core-${level}.wasm`]));
	});

	it('give each browser the fastest core it can run', () => {
		expect(coreFileName(() => true)).toBe('tesseract-core-relaxedsimd-lstm.js');
		let calls = 0;
		expect(coreFileName(() => calls++ > 0)).toBe('tesseract-core-simd-lstm.js');
		expect(coreFileName(() => false)).toBe('tesseract-core-lstm.js');
		// This Node's V8 runs SIMD at least.
		expect(coreFileName()).not.toBe('tesseract-core-lstm.js');
	});
});

describe('pages drawn for OCR', () => {
	it('are grey PGM images, transparent pixels counted as white paper', () => {
		const rgba = new Uint8ClampedArray([0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 0, 0, 0, 0]);
		const pgm = rgbaToPgm(rgba, 2, 2);
		const header = 'P5\n2 2\n255\n';
		expect(new TextDecoder().decode(pgm.subarray(0, header.length))).toBe(header);
		expect([...pgm.subarray(header.length)]).toEqual([0, 255, 76, 255]);
	});

	it('are drawn at 300 dpi, and a huge page is scaled down', () => {
		expect(ocrScale(595, 842)).toBeCloseTo(300 / 72);
		const poster = ocrScale(2384, 3370); // A0
		expect(2384 * poster * 3370 * poster).toBeLessThanOrEqual(2 * 2480 * 3508 + 1);
	});
});

describe('OCR text', () => {
	it('turns misread bullets back into bullets and leaves words alone', () => {
		const read = '¢ Figma\n& Miro\n« Maze (basic)\n+55 51 90000-0604\n# 1 in sales\nAna & Bruno';
		expect(cleanOcrText(read)).toBe('• Figma\n• Miro\n• Maze (basic)\n+55 51 90000-0604\n• 1 in sales\nAna & Bruno');
	});

	it('drops trailing spaces and runs of blank lines', () => {
		expect(cleanOcrText('Ana  \n\n\n\nSkills \r\nSQL\n')).toBe('Ana\n\nSkills\nSQL');
	});

	it('joins pages and weighs their confidence by how much each one says', () => {
		const joined = combinePages([
			{ text: 'Ana Ribeiro\nBackend Engineer', confidence: 90 },
			{ text: 'x', confidence: 10 },
			{ text: '   ', confidence: 0 }
		]);
		expect(joined.text).toBe('Ana Ribeiro\nBackend Engineer\n\nx');
		expect(joined.confidence).toBeCloseTo((90 * 25 + 10) / 26 / 100);
		expect(combinePages([{ text: '', confidence: 95 }]).confidence).toBe(0);
	});
});
