/**
 * The kinds of resume file Rumo reads (CONTRACT.md, POST /resume/extract: PDF, DOCX, TXT, MD),
 * and `image`: a photo or scan of a resume (PNG, JPEG), read by OCR.
 */
export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'md' | 'image';

/**
 * One document as plain text; `pages` is known for PDFs only. `hiddenWords` counts the words left
 * out because a person cannot see them (white, tiny, covered, invisible or off-page text; hidden
 * DOCX runs); `macros` says a macro-enabled document's macros were ignored. `ocr` says the text was
 * read from pixels (a PDF without a text layer, or an image), with the OCR's mean word confidence 0–1.
 */
export type ReadDocument = {
	kind: DocumentKind;
	text: string;
	pages: number | null;
	hiddenWords?: number;
	macros?: boolean;
	ocr?: { confidence: number };
};

/** What a long read may be given: a way to stop it, and a place to say how far it got (0–1). */
export type ReadContext = { signal?: AbortSignal; progress?: (fraction: number) => void };
