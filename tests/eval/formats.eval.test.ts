import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../worker/core/engine/readers';
import { DEFAULT_DIR, EXACT_FIELDS, evaluateResumes, fixtureBases, readFixtureText, type EvalReport } from './resume-eval';

/** The PDF and DOCX versions of each resume must score within this of its text version. */
const MAX_GAP = 0.03;

async function readAll(kind: 'pdf' | 'docx'): Promise<Map<string, string>> {
	const texts = new Map<string, string>();
	for (const base of fixtureBases()) {
		const path = join(DEFAULT_DIR, `${base}.${kind}`);
		if (!existsSync(path)) continue;
		const bytes = readFileSync(path);
		const read = await readDocument(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, `${base}.${kind}`);
		texts.set(base, read.text);
	}
	return texts;
}

/** Every score of a report as one flat list, so that two reports compare field by field. */
function scores(report: EvalReport): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [field, score] of Object.entries(report.sets)) {
		out[`${field}.precision`] = score.precision;
		out[`${field}.recall`] = score.recall;
		out[`${field}.f1`] = score.f1;
	}
	for (const field of EXACT_FIELDS) out[`${field}.exact`] = report.exact[field];
	return out;
}

describe.skipIf(!existsSync(DEFAULT_DIR))('resume extraction from PDF and DOCX against the text version', async () => {
	const text = scores(evaluateResumes((base) => readFixtureText(base)));
	for (const kind of ['pdf', 'docx'] as const) {
		const texts = await readAll(kind);
		const report = evaluateResumes((base) => texts.get(base) ?? '');
		const got = scores(report);
		console.log(`${kind.toUpperCase()} (${texts.size} files)\n${report.table}`);

		it(`scores within ${MAX_GAP} of the text version on every field for ${kind.toUpperCase()}`, () => {
			expect(texts.size).toBe(fixtureBases().length);
			const gaps = Object.entries(text)
				.map(([key, value]) => ({ key, text: value, [kind]: got[key], gap: Math.round((value - got[key]) * 1000) / 1000 }))
				.filter((row) => row.gap > MAX_GAP);
			expect(gaps).toEqual([]);
		});
	}
});
