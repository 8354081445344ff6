import type { DocumentsKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts). */
export const documentsPt: Record<DocumentsKey, string> = {};
