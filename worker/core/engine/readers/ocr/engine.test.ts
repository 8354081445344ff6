import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrCancelled, recognize, releaseOcrEngine } from './engine';

// A small picture of a resume's top (Chromium rendered it from HTML, 2× scale): what a phone photo
// of a clean printout gives, small enough to read in a second.
const SCAN = new Uint8Array(readFileSync(new URL('testdata/scan-en.png', import.meta.url)));

afterAll(() => releaseOcrEngine());

describe('the OCR engine in Node (tesseract.js with the language data from node_modules)', () => {
	it('reads the words of a picture and says how sure it is', { timeout: 60_000 }, async () => {
		const steps: number[] = [];
		const read = await recognize(SCAN, { progress: (fraction) => steps.push(fraction) });
		expect(read.text).toContain('Marina Costa');
		expect(read.text).toMatch(/marina\.costa@example\.com/);
		// OCR's own kind of error may remain ("Power Bl"): that is why the review asks to check every item.
		expect(read.text).toMatch(/Python, SQL, Power B[Il1], Excel, Tableau/);
		// Portuguese and English together: the accent of São Paulo survives.
		expect(read.text).toContain('São Paulo');
		expect(read.confidence).toBeGreaterThan(80);
		expect(read.confidence).toBeLessThanOrEqual(100);
		expect(steps.at(-1)).toBe(1);
	});

	it('stops at once when cancelled mid-way, and reads again afterwards', { timeout: 60_000 }, async () => {
		const controller = new AbortController();
		const cancelled = recognize(SCAN, { signal: controller.signal, progress: (fraction) => fraction > 0 && controller.abort() });
		await expect(cancelled).rejects.toBeInstanceOf(OcrCancelled);
		const again = await recognize(SCAN);
		expect(again.text).toContain('Marina Costa');
	});

	it('cancels a job waiting for its turn at once, and the running one reads on', { timeout: 60_000 }, async () => {
		const first = recognize(SCAN);
		const controller = new AbortController();
		const waiting = recognize(SCAN, { signal: controller.signal });
		let firstDone = false;
		void first.then(() => (firstDone = true));
		controller.abort();
		await expect(waiting).rejects.toBeInstanceOf(OcrCancelled);
		expect(firstDone).toBe(false);
		expect((await first).text).toContain('Marina Costa');
	});

	it('does not start a job already cancelled', async () => {
		const controller = new AbortController();
		controller.abort();
		await expect(recognize(SCAN, { signal: controller.signal })).rejects.toBeInstanceOf(OcrCancelled);
	});
});
