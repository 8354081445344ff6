/**
 * What OCR gives back, made ready for the resume parser. Tesseract reads a printed bullet as
 * whatever glyph it resembles ("¢", "&", "«", "e"…); the parser knows bullets only as bullets.
 */

// A line that opens with one stray symbol and a space: a bullet the OCR did not know.
const MISREAD_BULLET = /^[ \t]*[•·●○◦▪■□►▸➢✓✔*¢&#«»°©®§>~=](?=[ \t]+\S)/gmu;

export function cleanOcrText(text: string): string {
	return text
		.replace(/\r\n?/g, '\n')
		.replace(MISREAD_BULLET, '•')
		.replace(/[ \t]+$/gm, '')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}

/** Pages' texts and confidences → one text and the mean confidence per character read (0–1). */
export function combinePages(pages: { text: string; confidence: number }[]): { text: string; confidence: number } {
	const text = pages.map((page) => cleanOcrText(page.text)).filter(Boolean).join('\n\n');
	const weights = pages.map((page) => page.text.replace(/\s+/g, '').length);
	const total = weights.reduce((sum, weight) => sum + weight, 0);
	const confidence = total ? pages.reduce((sum, page, i) => sum + page.confidence * weights[i], 0) / total / 100 : 0;
	return { text, confidence: Math.max(0, Math.min(1, confidence)) };
}
