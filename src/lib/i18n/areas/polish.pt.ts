import type { PolishKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts). */
export const polishPt: Record<PolishKey, string> = {};
