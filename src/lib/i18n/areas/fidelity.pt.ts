import type { FidelityKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts). */
export const fidelityPt: Record<FidelityKey, string> = {};
