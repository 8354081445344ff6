import { describe, expect, it } from 'vitest';
import { markReadByOcr, OCR_WARNING_MESSAGE } from './ocr-marking';
import { parseResume } from '../engine/resume-parse';

const TEXT = `Ana Ribeiro
Backend Engineer
ana.ribeiro@example.com · São Paulo

Experience
Senior Backend Engineer — Pagafacil
2021-03 – present
- Built payment APIs in Python and Django.

Education
BSc Computer Science — Universidade de São Paulo, 2014 – 2017

Skills
Python, Django, PostgreSQL
`;

describe('a parse of text read by OCR', () => {
	const parsed = parseResume(TEXT, { asOf: '2026-11' });

	it('scales every confidence by the OCR’s own mean word confidence', () => {
		const marked = markReadByOcr(parsed, 0.8);
		expect(marked.confidence).toBeCloseTo(parsed.confidence * 0.8, 2);
		for (const field of ['basics', 'skills', 'experiences', 'education'] as const)
			expect(marked.fieldConfidence[field]).toBeCloseTo(parsed.fieldConfidence[field] * 0.8, 2);
	});

	it('says first that it was read by OCR, keeping the parser’s own warnings', () => {
		const marked = markReadByOcr({ ...parsed, warnings: [{ code: 'low_confidence', message: 'x' }] }, 0.93);
		expect(marked.warnings[0]).toEqual({ code: 'ocr', message: OCR_WARNING_MESSAGE, params: { confidence: 93 } });
		expect(marked.warnings[1].code).toBe('low_confidence');
		expect(OCR_WARNING_MESSAGE).toBe('Read by OCR — check every item.');
	});

	it('changes nothing the parser found', () => {
		const marked = markReadByOcr(parsed, 0.5);
		expect(marked.profile).toEqual(parsed.profile);
		expect(marked.language).toBe(parsed.language);
	});

	it('keeps confidences between 0 and 1 whatever the OCR says', () => {
		expect(markReadByOcr(parsed, 1.4).confidence).toBeLessThanOrEqual(1);
		expect(markReadByOcr(parsed, -1).confidence).toBe(0);
	});
});
