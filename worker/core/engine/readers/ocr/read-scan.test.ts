import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocument } from '../index';
import { arrayBufferOf, problemFrom } from '../testdata/files';
import { releaseOcrEngine } from './engine';
import { greyPng } from './testdata/png';

const SCAN = arrayBufferOf(readFileSync(new URL('testdata/scan-en.png', import.meta.url)));

afterAll(() => releaseOcrEngine());

describe('readDocument: photos and scans are read by OCR', { timeout: 60_000 }, () => {
	it('reads a PNG photo of a resume, says it was read by OCR and how sure the OCR was', async () => {
		const steps: number[] = [];
		const read = await readDocument(SCAN, 'photo.png', 'image/png', { progress: (fraction) => steps.push(fraction) });
		expect(read.kind).toBe('image');
		expect(read.pages).toBeNull();
		expect(read.text).toContain('Marina Costa');
		expect(read.text).toContain('EXPERIENCE');
		expect(read.ocr?.confidence).toBeGreaterThan(0.8);
		expect(read.ocr?.confidence).toBeLessThanOrEqual(1);
		// Progress only moves forward and ends at 100 %.
		expect(steps).toEqual([...steps].sort((a, b) => a - b));
		expect(steps.at(-1)).toBe(1);
	});

	it('answers insufficient_text for a photo with no words in it', async () => {
		const blank = greyPng(300, 200, (x, y) => ((x >> 4) + (y >> 4)) % 2 ? 235 : 255);
		const problem = await problemFrom(() => readDocument(arrayBufferOf(blank), 'blank.png', 'image/png'));
		expect(problem.code).toBe('insufficient_text');
		expect(problem.message).toMatch(/sharper/);
	});

	it('answers invalid_file for a broken PNG', async () => {
		const broken = arrayBufferOf(new Uint8Array(readFileSync(new URL('testdata/scan-en.png', import.meta.url))).subarray(0, 300));
		const problem = await problemFrom(() => readDocument(broken, 'photo.png', 'image/png'));
		expect(problem.code).toBe('invalid_file');
		expect(problem.message).toMatch(/image is damaged/);
	});

	it('answers invalid_file for a photo named like a Word document', async () => {
		const problem = await problemFrom(() => readDocument(SCAN, 'cv.docx'));
		expect(problem.code).toBe('invalid_file');
		expect(problem.message).toMatch(/not a real Word document \(DOCX\): it is an image \(PNG\)/);
	});

	it('answers cancelled when stopped, without reading on', async () => {
		const controller = new AbortController();
		const reading = readDocument(SCAN, 'photo.png', 'image/png', { signal: controller.signal, progress: (f) => f > 0.1 && controller.abort() });
		const problem = await problemFrom(() => reading);
		expect(problem.code).toBe('cancelled');
		expect(problem.status).toBe(409);
	});
});
