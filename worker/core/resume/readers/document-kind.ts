/** The kinds of resume file Rumo reads (CONTRACT.md, POST /resume/extract: PDF, DOCX, TXT, MD). */
export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'md';

/**
 * One document as plain text; `pages` is known for PDFs only. `hiddenWords` counts the words left
 * out because a person cannot see them (white, tiny, covered, invisible or off-page text; hidden
 * DOCX runs); `macros` says a macro-enabled document's macros were ignored.
 */
export type ReadDocument = { kind: DocumentKind; text: string; pages: number | null; hiddenWords?: number; macros?: boolean };
