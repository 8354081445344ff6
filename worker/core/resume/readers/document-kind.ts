/** The kinds of resume file Rumo reads (CONTRACT.md, POST /resume/extract: PDF, DOCX, TXT, MD). */
export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'md';

/** One document as plain text; `pages` is known for PDFs only. */
export type ReadDocument = { kind: DocumentKind; text: string; pages: number | null };
