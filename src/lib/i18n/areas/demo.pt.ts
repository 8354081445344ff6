import type { DemoKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts). */
export const demoPt: Record<DemoKey, string> = {};
