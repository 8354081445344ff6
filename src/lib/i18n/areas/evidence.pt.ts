import type { EvidenceKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts). */
export const evidencePt: Record<EvidenceKey, string> = {};
