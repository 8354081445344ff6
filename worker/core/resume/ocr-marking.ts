import type { ParsedResume } from './schema';

/** The warning every extraction read from pixels carries; the screens write it from its code. */
export const OCR_WARNING_MESSAGE = 'Read by OCR — check every item.';

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A parse of OCR'd text, marked as such: every confidence is scaled by the OCR's mean word
 * confidence (a field found in text that was itself 80 % sure is at most 80 % sure), and the
 * `ocr` warning comes first. What the parser found is not changed.
 */
export function markReadByOcr(parsed: ParsedResume, ocrConfidence: number): ParsedResume {
	const factor = Math.max(0, Math.min(1, ocrConfidence));
	const field = parsed.fieldConfidence;
	return {
		...parsed,
		confidence: round(parsed.confidence * factor),
		fieldConfidence: {
			basics: round(field.basics * factor),
			skills: round(field.skills * factor),
			experiences: round(field.experiences * factor),
			education: round(field.education * factor)
		},
		warnings: [{ code: 'ocr', message: OCR_WARNING_MESSAGE, params: { confidence: Math.round(factor * 100) } }, ...parsed.warnings]
	};
}
